/**
 * Independent audit FY (bench/audit-independent-2026-11-30fy.md): 62 drawn sentences and a census of the latest
 * fixes. The fact runs the packages of the page's version from src/samples (here @trpc/* 10.12.0): a standalone
 * server on 127.0.0.1, at a port the OS picks, and the real client with `loggerLink<AppRouter>`.
 *
 *   node --import tsx --test tests/facts/audit-fy.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, rejection, v10 } from './facts';

fact(
  'docs/client/links/loggerLink.md',
  "with loggerLink<AppRouter>, a failed result's `shape` is your error shape and its `data` that shape's `data`",
  async (t) => {
    const page = pageText('docs/client/links/loggerLink.md');
    assert.match(
      page,
      /types `opts\.result` as `TRPCClientError<AppRouter>` on failure, so its `shape` has the type of your error shape and its `data` the type of that shape's `data` field, each possibly `null` or `undefined`/,
    );
    assert.doesNotMatch(page, /so `data` carries your error shape/);

    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { createTRPCProxyClient, httpLink, loggerLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;

    // An error formatter that adds one field to the shape itself and one to the shape's `data`.
    const trpc = initTRPC.create({
      errorFormatter: ({ shape }) => ({ ...shape, requestId: 'req-1', data: { ...shape.data, reason: 'closed' } }),
    });
    const appRouter = trpc.router({
      order: trpc.procedure.query((): string => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'No such order' });
      }),
    });
    type AppRouter = typeof appRouter;

    const base = await listenOnLoopback(t, createHTTPServer({ router: appRouter }).server);

    const failures: TRPCClient.TRPCClientError<AppRouter>[] = [];
    const client = createTRPCProxyClient<AppRouter>({
      links: [
        loggerLink<AppRouter>({
          logger(opts) {
            if (opts.direction === 'down' && opts.result instanceof Error) failures.push(opts.result);
          },
        }),
        httpLink({ url: base }),
      ],
    });
    // The logger sees the failure before the call rejects.
    assert.ok((await rejection(client.order.query())) instanceof TRPCClientError);
    assert.equal(failures.length, 1);
    const [failure] = failures;
    assert.ok(failure instanceof TRPCClientError);

    // Typed from the router: the shape's own field on `shape`, the formatter's data field on `data`.
    const requestId: string | undefined = failure.shape?.requestId;
    const reason: string | undefined = failure.data?.reason;
    assert.equal(requestId, 'req-1');
    assert.equal(reason, 'closed');
    assert.equal(failure.data?.code, 'NOT_FOUND');
    // `data` is not the whole shape: the shape's own fields are not on it.
    assert.equal((failure.data as Record<string, unknown>).requestId, undefined);
    assert.equal((failure.data as Record<string, unknown>).message, undefined);
  },
);
