/**
 * docs/main/example-apps.md: the npm and Yarn tabs end with `npm run dev` / `yarn dev`, and the page offers the
 * Prisma examples in their place. The evidence is the trpc/trpc repository at `v10.12.0`, not a package, so the
 * fact reads the page; the scripts, from `git show v10.12.0:examples/<name>/package.json`:
 *   next-prisma-starter             "dev": "pnpm dx:next"
 *   next-prisma-todomvc             "dev": "pnpm dx:next"
 *   next-prisma-websockets-starter  "dev": "run-p dev:*"
 *   next-minimal-starter            "dev": "next dev"
 * so `npm run dev` fails in the first two where pnpm is not installed.
 *
 *   node --import tsx --test tests/facts/example-apps-pnpm.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fact } from './facts';

const page = 'docs/main/example-apps.md';

fact(
  page,
  'the two Prisma examples whose dev script calls pnpm are named, with pnpm needed under npm and Yarn too',
  () => {
    const text = readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
    assert.match(text, /`npm run dev`|npm run dev/);
    assert.match(
      text,
      /the `dev` scripts of `next-prisma-starter` and `next-prisma-todomvc` call `pnpm`, so have pnpm installed even when you start them with npm or Yarn/,
    );
  },
);
