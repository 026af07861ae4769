/**
 * Independent audit FT (bench/audit-independent-2026-11-30ft.md): a draw of 61 sentences over the docs of both
 * versions and a census of the latest quickstart fixes. One claim was wrong; this fact pins its fix.
 *
 *   node --import tsx --test tests/facts/audit-ft.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fact } from './facts';

const readPage = (page: string) => fs.readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');

fact(
  'docs/nextjs/introduction.md',
  'the starter projects give a running app with tRPC set up, but not always the pages-directory setup of this page',
  () => {
    // create-t3-app's current template (cli/template/extras/src/trpc/react.tsx in t3-oss/create-t3-app) builds its
    // client with `createTRPCReact()` and renders `api.Provider` in an `app`-directory provider: no
    // `createTRPCNext`, no `withTRPC`, no `_app`. trpc/trpc's examples/next-minimal-starter now has `src/app/`
    // beside `src/pages/`. The starter page says the commands fetch each starter's current version.
    const intro = readPage('docs/nextjs/introduction.md');
    assert.doesNotMatch(intro, /come with everything on this page already wired up/);
    assert.match(intro, /may use a newer tRPC or the `app` directory instead of the setup on this page/);
    const starters = readPage('docs/nextjs/starter-projects.md');
    assert.match(starters, /These commands download the \*\*current\*\* version of each starter/);
    assert.match(starters, /the Next\.js `app` directory/);
  },
);
