/**
 * Independent audit DO (bench/audit-independent-2026-11-30do.md): a random draw of the docs' sentences and a
 * census of the latest fixes. One wrong claim was fixed, on the 9.x page and, as a code comment, on the 10.x page; the
 * facts pin them against tRPC 9.27.4 and the Next.js of each package set (12.3.7 in src/samples/v9, 13.5 in v10).
 *
 *   node --import tsx --test tests/facts/audit-do.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fact, v10, v9 } from './facts';

const root = path.resolve(__dirname, '../..');
const mergingPage = 'versioned_docs/version-9.x/server/merging-routers.md';

/** The text of a file of the Next.js that the 9.x samples use. */
function nextFile(file: string): string {
  return fs.readFileSync(v9.resolve(`next/${file}`), 'utf8');
}

/** The text of a file of the Next.js that the 10.x samples use. */
function next13File(file: string): string {
  return fs.readFileSync(v10.resolve(`next/${file}`), 'utf8');
}

/** The body of `async name(` in `source`, up to the next 1,200 characters. */
function methodText(source: string, name: string): string {
  const start = source.indexOf(`async ${name}(`);
  assert.ok(start >= 0, `async ${name}( not found`);
  return source.slice(start, start + 1200);
}

fact(
  mergingPage,
  '.merge() throws Duplicate endpoint(s) when it runs, which is when the module that builds the router is first imported',
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
    assert.match(methodText(server, 'runApi'), /const pageModule = await require\(builtPagePath\)/);
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

fact(
  'docs/server/authorization.md',
  'a throw at the top of the Next.js context module happens when the module loads, at the latest at the first API request, not when the server starts',
  () => {
    // Next.js 13 loads an API route's module when a request reaches it, and `next build` skips /api pages.
    assert.match(
      methodText(next13File('dist/server/next-server.js'), 'runApi'),
      /await _routemoduleloader\.RouteModuleLoader\.load\(match\.definition\.filename\)/,
    );
    const reserved = /const RESERVED_PAGE = \/(.+)\/;/.exec(next13File('dist/build/utils.js'));
    assert.ok(reserved, 'RESERVED_PAGE in next/dist/build/utils.js');
    assert.ok(new RegExp(reserved[1]).test('/api/trpc/[trpc]'));

    const page = fs.readFileSync(path.join(root, 'docs/server/authorization.md'), 'utf8');
    assert.doesNotMatch(page, /Fail at startup/);
    // A page that imports the module loads it at build time (audit DX): "at the latest" at the first API request.
    assert.match(
      page,
      /Fail as soon as this module loads \(in Next\.js, at the latest at the\n\s*\/\/ first API request\)/,
    );
  },
);
