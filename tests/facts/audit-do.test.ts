/**
 * Independent audit DO (bench/audit-independent-2026-11-30do.md): a random draw of the docs' sentences and a
 * census of the latest fixes. One wrong claim was fixed; this fact pins the new sentence against tRPC 9.27.4 and
 * the Next.js 12.3.7 of src/samples/v9.
 *
 *   node --import tsx --test tests/facts/audit-do.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fact, v9 } from './facts';

const root = path.resolve(__dirname, '../..');
const mergingPage = 'versioned_docs/version-9.x/server/merging-routers.md';

/** The text of a file of the Next.js that the 9.x samples use. */
function nextFile(file: string): string {
  return fs.readFileSync(v9.resolve(`next/${file}`), 'utf8');
}

fact(
  mergingPage,
  '.merge() throws Duplicate endpoint(s) when it runs, which in Next.js is the first request to the API route, not the build or the start',
  () => {
    const trpc = v9('./node_modules/@trpc/server') as {
      router: () => {
        query: (path: string, def: { resolve: () => unknown }) => ReturnType<typeof trpc.router>;
        merge: (child: unknown) => ReturnType<typeof trpc.router>;
      };
    };
    const list = () => trpc.router().query('list', { resolve: () => 1 });
    // Defining the code that merges throws nothing; running it throws at once.
    const buildRouter = () => trpc.router().merge(list()).merge(list());
    assert.throws(buildRouter, { message: 'Duplicate endpoint(s): list' });

    // Next.js 12 requires an API route's module when a request reaches it (runApi), and warms up only _document
    // and _app when the production server starts.
    const server = nextFile('dist/server/next-server.js');
    const runApi = server.slice(server.indexOf('async runApi('), server.indexOf('async runApi(') + 800);
    assert.match(runApi, /const pageModule = await require\(builtPagePath\)/);
    assert.match(server, /pre-warm _document and _app/);
    // `next build` collects page data only for pages that are not reserved, and /api/... is reserved.
    const reserved = /const RESERVED_PAGE = \/(.+)\/;/.exec(nextFile('dist/build/utils.js'));
    assert.ok(reserved, 'RESERVED_PAGE in next/dist/build/utils.js');
    assert.ok(new RegExp(reserved[1]).test('/api/trpc/[trpc]'));
    assert.match(nextFile('dist/build/index.js'), /if \(!\(0, _utils2\)\.isReservedPage\(page\)\) \{/);

    const page = fs.readFileSync(path.join(root, mergingPage), 'utf8');
    assert.doesNotMatch(page, /Duplicate endpoint\(s\): …` when the server starts/);
    assert.match(page, /Duplicate endpoint\(s\): …` as soon as it runs/);
  },
);
