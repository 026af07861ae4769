/**
 * Independent audit DX (bench/audit-independent-2026-11-30dx.md): a random draw of the docs' sentences and a
 * census of the latest fixes. One wrong claim was fixed, on the migration guide; the fact pins it against
 * tRPC 10.12.0 and the Next.js 13.5 of the 10.x package set.
 *
 *   node --import tsx --test tests/facts/audit-dx.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import { fact, v10 } from './facts';

const root = path.resolve(__dirname, '../..');
const migrationPage = 'docs/migration/migrate-from-v9-to-v10.md';
const trpc10 = v10('@trpc/server') as typeof TRPCServer;

/** The text of a file of the Next.js that the 10.x samples use. */
function next13File(file: string): string {
  return fs.readFileSync(v10.resolve(`next/${file}`), 'utf8');
}

fact(
  migrationPage,
  "a path in both routers makes t.mergeRouters() throw 'Duplicate key: post.byId' when the merging module loads, which in Next.js is at the latest the first API request: `next build` already loads every page that imports the router",
  () => {
    const t = trpc10.initTRPC.create();
    const legacy = trpc10.router().query('post.byId', { resolve: () => 'old' });
    const byId = t.procedure.query(() => 'new');
    // Defining the module's code throws nothing; running it (loading the module) throws at once.
    const buildAppRouter = () => t.mergeRouters(t.router({ post: t.router({ byId }) }), legacy.interop());
    assert.throws(buildAppRouter, { message: 'Duplicate key: post.byId' });
    // A shared prefix without a shared path merges.
    const side = trpc10.router().mutation('post.add', { resolve: () => 'added' });
    const merged = t.mergeRouters(t.router({ post: t.router({ byId }) }), side.interop());
    assert.deepEqual(Object.keys(merged._def.procedures).sort(), ['post.add', 'post.byId']);

    // Next.js 13.5: `next build` skips the reserved /api pages but runs isPageStatic for every other page, and
    // isPageStatic loads the page's module (loadComponents), so a page importing the router throws at build time.
    const reserved = /const RESERVED_PAGE = \/(.+)\/;/.exec(next13File('dist/build/utils.js'));
    assert.ok(reserved, 'RESERVED_PAGE in next/dist/build/utils.js');
    assert.ok(new RegExp(reserved[1]).test('/api/trpc/[trpc]'));
    assert.ok(!new RegExp(reserved[1]).test('/posts/[id]'));
    const build = next13File('dist/build/index.js');
    assert.match(build, /if \(pageType === "app" \|\| !\(0, _utils1\.isReservedPage\)\(page\)\) \{/);
    assert.match(build, /\(pageType === "app" \? appStaticWorkers : pagesStaticWorkers\)\.isPageStatic\(/);
    const utils = next13File('dist/build/utils.js');
    const isPageStatic = utils.slice(utils.indexOf('async function isPageStatic('));
    assert.match(isPageStatic.slice(0, 3000), /componentsResult = await \(0, _loadcomponents\.loadComponents\)\(/);

    const page = fs.readFileSync(path.join(root, migrationPage), 'utf8');
    assert.doesNotMatch(page, /\(in Next\.js, at the first request to the API route\)/);
    assert.match(page, /is loaded, which in Next\.js can be as late as the first request to the API\nroute\./);
  },
);
