/**
 * Independent audit GC (bench/audit-independent-2026-11-30gc.md): 67 drawn sentences and a census of the latest
 * fixes. The fact runs the packages of the page's version from src/samples (here @trpc/* 10.12.0): a standalone
 * server on 127.0.0.1, at a port the OS picks, a port where nothing listens, and the real client with
 * `loggerLink<AppRouter>`.
 *
 *   node --import tsx --test tests/facts/audit-gc.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { closedPort, fact, listenOnLoopback, pageText, rejection, v10 } from './facts';

fact(
  'docs/client/links/loggerLink.md',
  "with loggerLink<AppRouter>, a failed result's `shape` and `data` are typed from the router but may be missing: a network error has neither",
  async (t) => {
    const page = pageText('docs/client/links/loggerLink.md');
    assert.match(
      page,
      /its `data` the type of that shape's `data` field, each possibly `null` or `undefined`: a failure without a tRPC error response, such as a network error, has neither, so read them with `\?\.`\./,
    );
    assert.doesNotMatch(page, /its `data` the type of that shape's `data` field\. /);

    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { createTRPCProxyClient, httpLink, loggerLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;

    const trpc = initTRPC.create();
    const appRouter = trpc.router({
      order: trpc.procedure.query((): string => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'No such order' });
      }),
    });
    type AppRouter = typeof appRouter;
    const base = await listenOnLoopback(t, createHTTPServer({ router: appRouter }).server);
    const nowhere = `http://127.0.0.1:${await closedPort()}`;

    const clientFor = (url: string, failures: TRPCClient.TRPCClientError<AppRouter>[]) =>
      createTRPCProxyClient<AppRouter>({
        links: [
          loggerLink<AppRouter>({
            logger(opts) {
              if (opts.direction === 'down' && opts.result instanceof Error) failures.push(opts.result);
            },
          }),
          httpLink({ url }),
        ],
      });

    // A tRPC error response: both are there.
    const fromRouter: TRPCClient.TRPCClientError<AppRouter>[] = [];
    assert.ok((await rejection(clientFor(base, fromRouter).order.query())) instanceof TRPCClientError);
    assert.equal(fromRouter.length, 1);
    assert.equal(fromRouter[0].shape?.message, 'No such order');
    assert.equal(fromRouter[0].data?.code, 'NOT_FOUND');

    // A network error (nothing listens): the same typed error, with neither.
    const fromNetwork: TRPCClient.TRPCClientError<AppRouter>[] = [];
    assert.ok((await rejection(clientFor(nowhere, fromNetwork).order.query())) instanceof TRPCClientError);
    assert.equal(fromNetwork.length, 1);
    const [failure] = fromNetwork;
    assert.ok(failure instanceof TRPCClientError);
    assert.equal(failure.shape, undefined);
    assert.equal(failure.data, undefined);

    // The types say so too: without `?.` neither compiles (checked by `npm run typecheck`).
    const readWithoutOptionalChaining = (e: TRPCClient.TRPCClientError<AppRouter>) => [
      // @ts-expect-error `shape` is possibly null or undefined
      e.shape.message,
      // @ts-expect-error `data` is possibly null or undefined
      e.data.code,
    ];
    assert.throws(() => readWithoutOptionalChaining(failure), TypeError);
  },
);
