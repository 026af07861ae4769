/**
 * Independent audit DW (bench/audit-independent-2026-11-30dw.md): a random draw of the docs' sentences and a
 * census of the latest fixes. Three wrong claims were fixed; these facts pin the new sentences against the
 * packages the pages document: @trpc/* 10.12.0 with ws (src/samples/v10), and @trpc/server 9.27.4 with the
 * Next.js 12.3 of src/samples/v9. Servers listen on 127.0.0.1 at ports the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-dw.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { startPingServer } from './wsPingServer';
import { fact, until, v10, v9 } from './facts';
import { runPageCode } from './pageCode';

const root = path.resolve(__dirname, '../..');
const read = (page: string) => fs.readFileSync(path.join(root, page), 'utf8');

const wsLinkPage = 'docs/client/links/wsLink.md';
fact(
  wsLinkPage,
  'onClose is called once, without cause, when you call close(), not again when that socket closes; an open connection that closes by itself passes its close code',
  async (t) => {
    const { createWSClient } = v10('@trpc/client') as typeof TRPCClient;
    const { WebSocket } = v10('ws') as typeof WS;

    const { wss, port } = await startPingServer(t);

    /** A client and the causes its onClose received. */
    const connect = async () => {
      const causes: unknown[] = [];
      let opened = false;
      const client = createWSClient({
        url: `ws://127.0.0.1:${port}`,
        WebSocket: WebSocket as never,
        retryDelayMs: () => 60_000,
        onOpen: () => (opened = true),
        onClose: (cause) => causes.push(cause),
      });
      t.after(() => client.close());
      await until(2000, 'the socket to open', () => opened);
      return { client, causes };
    };

    // close(): one call without cause, and none when the socket has then closed.
    const first = await connect();
    const socket = first.client.getConnection();
    first.client.close();
    await until(2000, 'the socket to close', () => socket.readyState === WebSocket.CLOSED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(first.causes, [undefined]);

    // The server closes an open connection: the close code arrives as cause.code.
    const second = await connect();
    for (const client of wss.clients) client.close(4001);
    await until(2000, 'onClose after the server closed', () => second.causes.length > 0);
    assert.deepEqual(second.causes, [{ code: 4001 }]);
    second.client.close();

    const page = read(wsLinkPage);
    assert.doesNotMatch(page, /Called when an open connection closes, and when you call `close\(\)`/);
    assert.match(
      page,
      /Called once when you call `close\(\)`, without `cause`, and once more on every further `close\(\)`, even on a client already closed\. When that socket then closes, it is not called again, except in two cases/,
    );
  },
);

const contextPage = 'docs/server/context.md';
fact(contextPage, 'the inner context leaves res out rather than making it optional', async () => {
  const { createContextInner } = runPageCode<{
    createContextInner: (opts: { session: null }) => Promise<Record<string, unknown>>;
  }>(contextPage, ['createContextInner'], { db: {}, readSession: () => Promise.resolve(null) });
  const inner = await createContextInner({ session: null });
  assert.deepEqual(Object.keys(inner).sort(), ['db', 'session']);
  assert.equal('res' in inner, false);

  const page = read(contextPage);
  assert.doesNotMatch(page, /make `res` optional in the context those use, as the \[inner context\]/);
  assert.match(page, /make `res` optional in the context those use, or leave it out, as the \[inner context\]/);
});

const mergingPage = 'versioned_docs/version-9.x/server/merging-routers.md';
fact(
  mergingPage,
  '.merge() throws when the module that builds the router is first imported, which `next build` does for a page that imports the router',
  async (t) => {
    const serverPackage = v9.resolve('./node_modules/@trpc/server');
    // A built page whose module imports a router with a duplicate query, as a page using the SSG helpers does.
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-dw-next-'));
    t.after(() => fs.rmSync(distDir, { recursive: true, force: true }));
    const pages = path.join(distDir, 'server', 'pages');
    fs.mkdirSync(pages, { recursive: true });
    const manifest = { '/_document': 'pages/_document.js', '/_app': 'pages/_app.js', '/recipes': 'pages/recipes.js' };
    fs.writeFileSync(path.join(distDir, 'server', 'pages-manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(pages, '_document.js'), 'module.exports = {};');
    fs.writeFileSync(path.join(pages, '_app.js'), 'module.exports = {};');
    fs.writeFileSync(
      path.join(pages, 'recipes.js'),
      `const trpc = require(${JSON.stringify(serverPackage)});
const list = () => trpc.router().query('list', { resolve: () => [] });
const appRouter = trpc.router().merge(list()).merge(list());
exports.getStaticProps = async () => ({ props: { router: typeof appRouter } });
exports.default = () => null;`,
    );
    fs.writeFileSync(path.join(distDir, 'build-manifest.json'), '{}');
    fs.writeFileSync(path.join(distDir, 'react-loadable-manifest.json'), '{}');

    // `next build` checks every page that is not reserved (/api/... is) with isPageStatic, which loads it.
    const utils = v9('next/dist/build/utils') as { isReservedPage: (page: string) => boolean };
    assert.equal(utils.isReservedPage('/recipes'), false);
    assert.equal(utils.isReservedPage('/api/trpc/[trpc]'), true);
    const utilsSource = fs.readFileSync(v9.resolve('next/dist/build/utils.js'), 'utf8');
    assert.match(utilsSource, /async function isPageStatic\([\s\S]*?_loadComponents\)\.loadComponents\(\{/);
    const { loadComponents } = v9('next/dist/server/load-components') as {
      loadComponents: (opts: { distDir: string; pathname: string; serverless: boolean }) => Promise<unknown>;
    };
    await assert.rejects(loadComponents({ distDir, pathname: '/recipes', serverless: false }), {
      message: 'Duplicate endpoint(s): list',
    });

    const page = read(mergingPage);
    assert.doesNotMatch(page, /not at build\)/);
    assert.match(
      page,
      /`Duplicate endpoint\(s\): …` as soon as it runs, which is when the module that builds the router is first imported\./,
    );
  },
);
