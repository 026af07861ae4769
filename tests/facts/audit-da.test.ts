/**
 * Independent audit DA (bench/audit-independent-2026-11-30da.md): the claims it corrected. The output-validation
 * facts run @trpc/server 10.12.0 and zod from src/samples/v10 through `createCaller`; the awesome-trpc facts check
 * the page's sentences, with the evidence from the public repositories' history in comments.
 *
 *   node --import tsx --test tests/facts/audit-da.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { z } = v10('zod') as typeof Zod;

function readPage(page: string): string {
  return fs.readFileSync(path.join(import.meta.dirname, '../..', page), 'utf8');
}

/** An array that counts how often its elements or length are read. */
function countingArray(length: number): { value: { i: number }[]; reads: () => number } {
  let reads = 0;
  const target = Array.from({ length }, (_, i) => ({ i }));
  const value = new Proxy(target, {
    get(array, key, receiver) {
      reads++;
      return Reflect.get(array, key, receiver) as unknown;
    },
  });
  return { value, reads: () => reads };
}

const outputPage = 'docs/server/output-validation.md';

fact(
  outputPage,
  "a Zod output schema walks the parts of the value it describes, not keys it does not list, so its cost follows the schema's part",
  async () => {
    const page = readPage(outputPage);
    assert.doesNotMatch(page, /a Zod schema walks all of it/);
    assert.doesNotMatch(page, /which grows with the size of that value/);
    assert.match(page, /grows with the part of that value the schema describes/);

    const t = initTRPC.create();
    const publicUser = z.object({ id: z.string(), displayName: z.string() });
    const blob = countingArray(100_000);
    const list = countingArray(50);
    const router = t.router({
      user: t.procedure
        .output(publicUser)
        .query(() => ({ id: 'u1', displayName: 'Ada', passwordHash: 'x', blob: blob.value })),
      users: t.procedure.output(z.array(z.object({ i: z.number() }))).query(() => list.value),
    });
    const caller = router.createCaller({});

    // A key the object schema does not list is dropped without being walked: its array is never read.
    const user = await caller.user();
    assert.deepEqual(user, { id: 'u1', displayName: 'Ada' });
    assert.equal(blob.reads(), 0);

    // A list the schema describes is walked element by element.
    const users = await caller.users();
    assert.equal(users.length, 50);
    assert.ok(list.reads() >= 50, `the list was read ${list.reads()} times`);
  },
);

const awesomePage = 'versioned_docs/version-9.x/main/awesome-trpc.md';

function row(text: string, project: string): string {
  const found = text.split('\n').find((line) => line.startsWith(`| [${project}]`));
  assert.ok(found, `the row of ${project}`);
  return found;
}

fact(
  awesomePage,
  'release numbers are given only where they are known, and trpc-sveltekit 1.x and 2.x were used with v9',
  () => {
    const page = readPage(awesomePage);
    // The old caution said that for every project known to have supported v9 the page names the releases. The
    // trpc-shield row says how v9 code used it but names no release, so that claim did not hold.
    assert.doesNotMatch(page, /we say which releases did/);
    assert.match(page, /Where we know which releases supported v9, we say so/);
    assert.doesNotMatch(row(page, 'trpc-shield'), /\d+\.(x|\d)/);

    // In icflorescu/trpc-sveltekit-example, package.json lists trpc-sveltekit ^1.0.1 with @trpc/server ^9.18.0
    // (de25e9e, 2022-02-14) up to ^1.2.8 with ^9.23.2 (5eb415d, 2022-05-06), then ^2.3.0 with ^9.27.0 (2b271fb,
    // 2022-08-13) up to ^2.3.7 with ^9.27.4 (98e87bd, 2022-10-17), and ^3.0.2 with @trpc/server ^10.4.1 from
    // df13bd7 ("Update for tRPC-SvelteKit v3", 2022-11-29). So not only 1.x was used with v9.
    const sveltekit = row(page, 'trpc-sveltekit');
    assert.doesNotMatch(sveltekit, /The 1\.x releases were used/);
    assert.match(sveltekit, /used its 1\.x and 2\.x releases with `@trpc\/server` 9, and 3\.x with v10/);
  },
);
