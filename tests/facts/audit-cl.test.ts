/**
 * Independent audit CL (bench/audit-independent-2026-11-30cl.md): the behaviour behind its three corrections,
 * against @trpc/* 10.12.0 with superjson 1.13.3 and @tanstack/react-query 4.44.0 (src/samples/v10), and @trpc/server
 * 9.27.4 (src/samples/v9). Each server is a standalone handler on 127.0.0.1 at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-cl.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import { fact, listenOnLoopback, rejection, v10, v9, within } from './facts';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

fact(
  'docs/further/faq.md',
  "the transform errors also come from answers that tRPC's own server wrote: with superjson on the client only, a null result fails with 'Unable to transform response from server' and an error with 'Badly formatted response from server'",
  async (t) => {
    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

    const trpc = initTRPC.create();
    const router = trpc.router({
      nothing: trpc.procedure.query(() => null),
      fails: trpc.procedure.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND' });
      }),
    });
    const handler = createHTTPHandler({ router });
    /** Content types of the answers tRPC's handler wrote. */
    const written: (string | undefined)[] = [];
    const server = http.createServer((req, res) => {
      res.on('finish', () => written.push(String(res.getHeader('content-type'))));
      void handler(req, res);
    });
    const base = await listenOnLoopback(t, server);
    // The types refuse a transformer the router does not have: the mismatch this fact is about needs a cast.
    const options = { links: [httpLink({ url: base })], transformer: superjson };
    const client = createTRPCProxyClient<typeof router>(options as never);

    const nullResult = (await rejection(client.nothing.query())) as Error;
    assert.equal(nullResult.message, 'Unable to transform response from server');
    const error = (await rejection(client.fails.query())) as Error;
    assert.equal(error.message, 'Badly formatted response from server');
    // Both answers came from tRPC's handler, with its JSON content type: not from something in front of it.
    assert.deepEqual(written, ['application/json', 'application/json']);
  },
);

fact(
  'docs/reactjs/useMutation.md',
  'onError also runs when onSettled throws after a success (React Query 4 then calls onSettled again with that error); the mutation ends in error',
  async () => {
    const { MutationObserver, QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
    const quiet = { log() {}, warn() {}, error() {} };
    const thrown = new Error('onSettled threw');
    const errors: unknown[] = [];
    const settled: unknown[] = [];
    const observer = new MutationObserver(new QueryClient({ logger: quiet }), {
      mutationFn: () => Promise.resolve('saved'),
      onError: (err: unknown) => void errors.push(err),
      onSettled: (_data: unknown, err: unknown) => {
        settled.push(err);
        if (err === null) throw thrown;
      },
    });
    await within(
      2000,
      'the mutation',
      observer.mutate().catch(() => undefined),
    );
    assert.deepEqual(errors, [thrown]);
    assert.deepEqual(settled, [null, thrown]);
    assert.equal(observer.getCurrentResult().status, 'error');
  },
);

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  "a query is reachable at <base URL>/<path>, but a subscription is not: GET and POST to a subscription's path get 404 NOT_FOUND",
  async (t) => {
    const trpc9 = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as {
      createHTTPHandler: (o: object) => Handler;
    };
    const router = trpc9
      .router()
      .query('hi', { resolve: () => 'hi' })
      .subscription('ticks', { resolve: () => new trpc9.Subscription<number>(() => () => undefined) });
    const handler = createHTTPHandler({ router });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const answer = async (path: string, method: string): Promise<[number, string | undefined]> => {
      const res = await within(3000, `${method} /${path}`, fetch(`${base}/${path}`, { method }));
      const body = (await res.json()) as { error?: { data?: { code?: string } } };
      return [res.status, body.error?.data?.code];
    };
    assert.deepEqual(await answer('hi', 'GET'), [200, undefined]);
    assert.deepEqual(await answer('ticks', 'GET'), [404, 'NOT_FOUND']);
    assert.deepEqual(await answer('ticks', 'POST'), [404, 'NOT_FOUND']);
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  "invalidateQueries' types take a partial input without a cast when the other properties are optional, and need one only when they are required (checked by npm run typecheck); the key still matches partially",
  async () => {
    const trpc9 = v9('@trpc/server') as typeof ServerV9;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const { QueryClient } = v9('react-query') as typeof ReactQueryV3;
    const { z } = v9('zod') as typeof ZodV9;
    const appRouter = trpc9
      .router()
      .query('task.list', {
        input: z.object({ listId: z.string(), done: z.boolean().optional() }),
        resolve: () => [],
      })
      .query('task.strict', { input: z.object({ listId: z.string(), done: z.boolean() }), resolve: () => [] });
    const hooks = createReactQueryHooks<typeof appRouter>();
    /** Never called: only its calls' types are checked. */
    function invalidations(utils: ReturnType<typeof hooks.useContext>) {
      void utils.invalidateQueries(['task.list', { listId: 'inbox' }]);
      // @ts-expect-error `done` is required in this input, so the partial one needs a cast
      void utils.invalidateQueries(['task.strict', { listId: 'inbox' }]);
    }
    assert.equal(typeof invalidations, 'function');
    assert.equal(typeof hooks.useContext, 'function');
    assert.deepEqual(await appRouter.createCaller({}).query('task.list', { listId: 'inbox' }), []);
    // At run time the same partial key matches the cached query whose input has more properties.
    const queryClient = new QueryClient();
    queryClient.setQueryData(['task.list', { listId: 'inbox', done: true }], []);
    await queryClient.invalidateQueries(['task.list', { listId: 'inbox' }]);
    assert.equal(queryClient.getQueryState(['task.list', { listId: 'inbox', done: true }])?.isInvalidated, true);
    queryClient.clear();
  },
);
