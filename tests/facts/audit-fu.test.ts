/**
 * Independent audit FU (bench/audit-independent-2026-11-30fu.md): 63 drawn sentences and a census of the latest
 * fixes. Each fact runs the packages of the page's version from src/samples (here @trpc/* 9.27.4) on 127.0.0.1,
 * at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-fu.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, rejection, v9 } from './facts';

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  'a 9.x error carries data.code and data.httpStatus when the tRPC router sent it, not whenever a server answered',
  async (t) => {
    const page = pageText('versioned_docs/version-9.x/reactjs/queries.md');
    assert.match(page, /When your tRPC router sent the error, its `data` carries the tRPC error `code`/);
    assert.doesNotMatch(page, /When the server answered, its `data`/);
    // The vanilla client page's repeat, narrowed the same way by the owner.
    assert.match(
      pageText('versioned_docs/version-9.x/client/vanilla.md'),
      /When your tRPC router sent the error, its `data` carries the error code and HTTP status/,
    );

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('./node_modules/@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient, TRPCClientError } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const appRouter = trpc.router().query('book.byId', {
      resolve: () => {
        throw new trpc.TRPCError({ code: 'NOT_FOUND', message: 'No such book' });
      },
    });
    type AppRouter = typeof appRouter;
    const handler = createHTTPHandler({ router: appRouter, createContext: () => ({}) });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        if (req.url?.startsWith('/trpc/')) {
          req.url = req.url.slice('/trpc'.length);
          void handler(req, res);
          return;
        }
        // What a proxy in front of a restarting server, or a wrong URL, answers: an HTML page.
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html><body>Bad gateway</body></html>');
      }),
    );

    // The router sent the error: `data` has the code and the HTTP status.
    const fromRouter = await rejection(createTRPCClient<AppRouter>({ url: `${base}/trpc` }).query('book.byId'));
    assert.ok(fromRouter instanceof TRPCClientError);
    const routerData = (fromRouter as ClientV9.TRPCClientError<AppRouter>).data;
    assert.equal(routerData?.code, 'NOT_FOUND');
    assert.equal(routerData?.httpStatus, 404);

    // A server answered (502, HTML), but not the router: no `data`, so the old "when the server answered" was wrong.
    const fromProxy = await rejection(createTRPCClient<AppRouter>({ url: `${base}/proxy` }).query('book.byId'));
    assert.ok(fromProxy instanceof TRPCClientError);
    assert.equal((fromProxy as ClientV9.TRPCClientError<AppRouter>).data, undefined);
  },
);
