/**
 * Independent audit GA (bench/audit-independent-2026-11-30ga.md): 60 drawn sentences and a census of the latest
 * fixes. Each fact runs the packages of the page's version from src/samples (here @trpc/* 10.12.0 and Express 4)
 * on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-ga.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import { fact, listenOnLoopback, pageText, rejection, v10 } from './facts';

fact(
  'docs/further/faq.md',
  'a wrong client url gets the framework’s answer only outside the handler; a path that still leads into it (below the Express mount point, any path on the standalone server) gets a readable NOT_FOUND from tRPC',
  async (t) => {
    const page = pageText('docs/further/faq.md');
    assert.match(
      page,
      /A path outside the handler gets whatever the framework answers there, often an HTML 404 page\./,
    );
    assert.match(
      page,
      /A path that still leads into the handler, such as one below the Express mount point \(`\/trpc\/v1`\) or any path on the standalone server, which hands every path to tRPC, reaches tRPC instead: the client then gets a readable `NOT_FOUND` error that names the path tRPC looked up \(`No "query"-procedure on path "v1\/post\.list"`\)\./,
    );
    assert.doesNotMatch(page, /Any other path gets whatever the framework answers there/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
    const express = v10('express') as typeof Express;
    const { createTRPCProxyClient, httpBatchLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;

    const tr = initTRPC.create();
    const appRouter = tr.router({ post: tr.router({ list: tr.procedure.query(() => ['Hello']) }) });
    type AppRouter = typeof appRouter;
    type ClientError = TRPCClient.TRPCClientError<AppRouter>;
    const list = (url: string) =>
      createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url })] }).post.list.query();

    // The standalone server hands every path to tRPC: a Next.js-style `/api/trpc` gets tRPC's own JSON 404.
    const handler = createHTTPHandler({ router: appRouter });
    const standalone = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    assert.deepEqual(await list(standalone), ['Hello']);
    const wrongOnStandalone = await rejection(list(`${standalone}/api/trpc`));
    assert.ok(wrongOnStandalone instanceof TRPCClientError);
    assert.equal(wrongOnStandalone.message, 'No "query"-procedure on path "api/trpc/post.list"');
    assert.equal((wrongOnStandalone as ClientError).data?.code, 'NOT_FOUND');
    assert.equal((wrongOnStandalone as ClientError).data?.httpStatus, 404);

    // Express mounted at /trpc: a path below the mount point reaches tRPC, one outside gets Express's HTML 404.
    const app = express();
    app.use('/trpc', createExpressMiddleware({ router: appRouter }));
    const onExpress = await listenOnLoopback(t, http.createServer(app));
    assert.deepEqual(await list(`${onExpress}/trpc`), ['Hello']);
    const below = await rejection(list(`${onExpress}/trpc/v1`));
    assert.ok(below instanceof TRPCClientError);
    assert.equal(below.message, 'No "query"-procedure on path "v1/post.list"');
    assert.equal((below as ClientError).data?.code, 'NOT_FOUND');

    const outside = await fetch(`${onExpress}/api/trpc/post.list?batch=1&input=%7B%7D`);
    assert.equal(outside.status, 404);
    assert.match(outside.headers.get('content-type') ?? '', /^text\/html/);
    await outside.arrayBuffer();
    const unreadable = await rejection(list(`${onExpress}/api/trpc`));
    assert.ok(unreadable instanceof TRPCClientError);
    assert.equal((unreadable as ClientError).data, undefined);
  },
);
