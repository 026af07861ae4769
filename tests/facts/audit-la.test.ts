/**
 * Independent audit LA (bench/audit-independent-2026-12-01la.md): 40 drawn sentences. Each fact runs the packages
 * of the page's version from src/samples (here @trpc/* 10.12.0 and Express 4) on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-la.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';

fact(
  'docs/further/faq.md',
  'a client url with an extra segment inside the handler fails with NOT_FOUND, but with httpBatchLink only the first call of each batch does; the others reach their procedures',
  async (t) => {
    const page = pageText('docs/further/faq.md');
    // The sentence pinned by audit-ga stays, and is now followed by the batch case it left out.
    assert.match(
      page,
      /names the path tRPC looked up \(`No "query"-procedure on path "v1\/post\.list"`\)\. With `httpBatchLink`, only the first call of each batch gets that error: the batch URL joins the paths with commas \(`v1\/post\.list,post\.byId`\), so the extra segment stays on the first one, and the other calls of the batch reach their procedures as usual\./,
    );

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
    const express = v10('express') as typeof Express;
    const { createTRPCProxyClient, httpBatchLink, httpLink } = v10('@trpc/client') as typeof TRPCClient;

    const tr = initTRPC.create();
    const appRouter = tr.router({
      post: tr.router({
        list: tr.procedure.query(() => ['Hello']),
        byId: tr.procedure.query(() => 'one'),
        create: tr.procedure.mutation(() => 'created'),
      }),
    });
    type AppRouter = typeof appRouter;
    const outcome = (settled: PromiseSettledResult<unknown>) =>
      settled.status === 'fulfilled' ? settled.value : (settled.reason as Error).message;

    // Express mounted at /trpc, client pointed at /trpc/v1 (below the mount point).
    const app = express();
    app.use('/trpc', createExpressMiddleware({ router: appRouter }));
    const onExpress = await listenOnLoopback(t, http.createServer(app));
    const batched = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url: `${onExpress}/trpc/v1` })] });
    const results = await within(
      5000,
      'a batch of three queries and a batch of two mutations',
      Promise.all([
        Promise.allSettled([batched.post.list.query(), batched.post.byId.query(), batched.post.list.query()]),
        Promise.allSettled([batched.post.create.mutate(), batched.post.create.mutate()]),
      ]),
    );
    assert.deepEqual(results[0].map(outcome), ['No "query"-procedure on path "v1/post.list"', 'one', ['Hello']]);
    assert.deepEqual(results[1].map(outcome), ['No "mutation"-procedure on path "v1/post.create"', 'created']);

    // A batch of one: its only call is the first, so it fails.
    const alone = await within(5000, 'a batch of one', Promise.allSettled([batched.post.byId.query()]));
    assert.deepEqual(alone.map(outcome), ['No "query"-procedure on path "v1/post.byId"']);

    // Without batching every call carries the extra segment and fails; the same holds on the standalone server.
    const handler = createHTTPHandler({ router: appRouter });
    const standalone = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const unbatched = createTRPCProxyClient<AppRouter>({ links: [httpLink({ url: `${standalone}/api/trpc` })] });
    const each = await within(
      5000,
      'two unbatched queries',
      Promise.allSettled([unbatched.post.list.query(), unbatched.post.byId.query()]),
    );
    assert.deepEqual(each.map(outcome), [
      'No "query"-procedure on path "api/trpc/post.list"',
      'No "query"-procedure on path "api/trpc/post.byId"',
    ]);
    const onStandalone = createTRPCProxyClient<AppRouter>({
      links: [httpBatchLink({ url: `${standalone}/api/trpc` })],
    });
    const batchOnStandalone = await within(
      5000,
      'a batch on the standalone server',
      Promise.allSettled([onStandalone.post.list.query(), onStandalone.post.byId.query()]),
    );
    assert.deepEqual(batchOnStandalone.map(outcome), ['No "query"-procedure on path "api/trpc/post.list"', 'one']);
  },
);
