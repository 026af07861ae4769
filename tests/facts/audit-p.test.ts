/**
 * Independent audit P (bench/audit-independent-2026-11-29p.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than the installed packages, pinned as corrected.
 * The context fact is a type behaviour: `npm run typecheck` compiles it against @trpc/server 9.27.4.
 *
 *   node --import tsx --test tests/facts/audit-p.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as Zod from '../../src/samples/v9/node_modules/zod';
import { fact, listenOnLoopback, rejection, v10, v9, within } from './facts';

fact(
  'docs/client/links/loggerLink.md',
  'loggerLink logs the operation as the links before it pass it on (their context and input changes included), and a call that one of them answers without next() never reaches it',
  async () => {
    const { createTRPCProxyClient, loggerLink } = v10('@trpc/client') as typeof TRPCClient;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const logged: { direction: string; path: string; input: unknown; context: unknown }[] = [];
    const client = createTRPCProxyClient<TRPCServer.AnyRouter>({
      links: [
        // Before loggerLink: answers `cached` itself, and rewrites every other operation.
        () =>
          ({ op, next }) =>
            op.path === 'cached'
              ? observable((observer) => {
                  observer.next({ result: { type: 'data', data: 'from the cache' } });
                  observer.complete();
                })
              : next({ ...op, input: { wrapped: op.input }, context: { ...op.context, traceId: 't-1' } }),
        loggerLink({
          logger: ({ direction, path, input, context }) => void logged.push({ direction, path, input, context }),
        }),
        () =>
          ({ op }) =>
            observable((observer) => {
              observer.next({ result: { type: 'data', data: op.input } });
              observer.complete();
            }),
      ],
    });
    const proxy = client as unknown as Record<string, { query: (input?: unknown) => Promise<unknown> }>;
    assert.deepEqual(await within(2000, 'the rewritten call', proxy.a.query(1)), { wrapped: 1 });
    assert.equal(await within(2000, 'the cached call', proxy.cached.query()), 'from the cache');
    assert.deepEqual(logged, [
      { direction: 'up', path: 'a', input: { wrapped: 1 }, context: { traceId: 't-1' } },
      { direction: 'down', path: 'a', input: { wrapped: 1 }, context: { traceId: 't-1' } },
    ]);
  },
);

/** The part of react-query 3 (the 9.x set) that the idle fact uses. */
interface ReactQuery3 {
  QueryClient: new (config: { defaultOptions: { queries: { cacheTime: number } } }) => {
    cancelQueries: (queryKey: string[]) => Promise<void>;
    clear: () => void;
  };
  QueryObserver: new (
    client: unknown,
    options: { queryKey: string[]; queryFn: () => Promise<number>; enabled?: boolean },
  ) => {
    options: { enabled?: boolean };
    subscribe: (listener: (result: QueryResult3) => void) => () => void;
    getCurrentResult: () => QueryResult3;
  };
}
interface QueryResult3 {
  status: string;
  isIdle: boolean;
  isFetching: boolean;
  data: unknown;
}

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "status 'idle' means no data and no fetch: a disabled query, and also an enabled query whose first fetch cancelQueries() stopped",
  async (t) => {
    // Not react-query 3's own types: importing them (or v9-react.ts) from this file loads the 9.x set's
    // @types/react early in `npm run typecheck`, and the 10.x React facts then fail it (TS2345 on ReactNode).
    const { QueryClient, QueryObserver } = v9('react-query') as ReactQuery3;
    // cacheTime 0: an observer that unsubscribes leaves no garbage-collection timer behind.
    const queryClient = new QueryClient({ defaultOptions: { queries: { cacheTime: 0 } } });
    t.after(() => queryClient.clear());
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(1), 150));
    const disabled = new QueryObserver(queryClient, { queryKey: ['disabled'], queryFn: slow, enabled: false });
    const enabled = new QueryObserver(queryClient, { queryKey: ['enabled'], queryFn: slow });
    const statuses: string[] = [];
    const unsubscribe = [
      disabled.subscribe(() => {}),
      enabled.subscribe((result) => void statuses.push(result.status)),
    ];
    try {
      assert.equal(disabled.getCurrentResult().status, 'idle');
      assert.equal(enabled.getCurrentResult().status, 'loading');
      await within(2000, 'cancelQueries()', queryClient.cancelQueries(['enabled']));
      await new Promise((resolve) => setTimeout(resolve, 250));
      const result = enabled.getCurrentResult();
      assert.deepEqual(
        { status: result.status, isIdle: result.isIdle, isFetching: result.isFetching, data: result.data },
        { status: 'idle', isIdle: true, isFetching: false, data: undefined },
      );
      assert.equal(enabled.options.enabled, undefined, 'the query was never disabled');
      assert.deepEqual(statuses, ['loading', 'idle']);
    } finally {
      unsubscribe.forEach((stop) => stop());
    }
  },
);

fact(
  'versioned_docs/version-9.x/server/router.md',
  "without an input validator, an endpoint rejects any input with BAD_REQUEST 'No input expected', except null, which reaches the resolver as undefined",
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const seen: unknown[] = [];
    const record = (input: unknown) => {
      seen.push(input);
      return 'ok';
    };
    const router = trpc
      .router()
      .query('plain', { resolve: ({ input }) => record(input) })
      .mutation('act', { resolve: ({ input }) => record(input) });
    const { server } = createHTTPServer({ router, createContext: () => ({}) });
    const client = createTRPCClient<typeof router>({ url: await listenOnLoopback(t, server) });
    const loose = client as unknown as {
      query: (path: string, input: unknown) => Promise<unknown>;
      mutation: (path: string, input: unknown) => Promise<unknown>;
    };
    assert.equal(await within(3000, 'the query with null', loose.query('plain', null)), 'ok');
    assert.equal(await within(3000, 'the mutation with null', loose.mutation('act', null)), 'ok');
    assert.deepEqual(seen, [undefined, undefined]);
    for (const input of [{}, 0, false, '']) {
      const error = (await rejection(loose.query('plain', input))) as ClientV9.TRPCClientError<typeof router>;
      assert.equal(error.data?.code, 'BAD_REQUEST', `input ${JSON.stringify(input)}`);
      assert.equal(error.message, 'No input expected');
    }
    assert.equal(seen.length, 2, 'a rejected call reaches no resolver');
  },
);

fact(
  'versioned_docs/version-9.x/server/context.md',
  "what a resolver returns goes to the client except the fields an output validator strips (also versioned_docs/version-9.x/further/further-reading.md: a procedure returns its resolver's result after its output validator)",
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { z } = v9('zod') as typeof Zod;
    const row = () => ({ id: 1, name: 'Ada', passwordHash: 'x1' });
    const router = trpc
      .router()
      .query('raw', { resolve: row })
      .query('validated', { output: z.object({ id: z.number(), name: z.string() }), resolve: row });
    const { server } = createHTTPServer({ router, createContext: () => ({}) });
    const client = createTRPCClient<typeof router>({ url: await listenOnLoopback(t, server) });
    assert.deepEqual(await within(3000, 'the raw query', client.query('raw')), row());
    assert.deepEqual(await within(3000, 'the validated query', client.query('validated')), { id: 1, name: 'Ada' });
  },
);

fact(
  'docs/further/rpc.md',
  'with batching: { enabled: false }, a GET or POST with batch=1 gets INTERNAL_SERVER_ERROR (500), while a HEAD with batch=1 still gets its empty 204',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const trpc = initTRPC.create();
    const router = trpc.router({
      hello: trpc.procedure.query(() => 'hi'),
      act: trpc.procedure.mutation(() => 'done'),
    });
    const { server } = createHTTPServer({ router, batching: { enabled: false } });
    const base = await listenOnLoopback(t, server);
    const get = await within(3000, 'the GET', fetch(`${base}/hello?batch=1&input=%7B%7D`));
    const post = await within(3000, 'the POST', fetch(`${base}/act?batch=1`, { method: 'POST', body: '{}' }));
    for (const response of [get, post]) {
      assert.equal(response.status, 500);
      const body = (await response.json()) as
        [{ error: { data: { code: string } } }] | { error: { data: { code: string } } };
      const error = Array.isArray(body) ? body[0].error : body.error;
      assert.equal(error.data.code, 'INTERNAL_SERVER_ERROR');
    }
    const head = await within(3000, 'the HEAD', fetch(`${base}/hello?batch=1`, { method: 'HEAD' }));
    assert.equal(head.status, 204);
    const single = await within(3000, 'the unbatched GET', fetch(`${base}/hello`));
    assert.equal(single.status, 200);
  },
);

fact(
  'versioned_docs/version-9.x/server/merging-routers.md',
  ".merge() rejects a child whose context has a required field the parent's lacks, and accepts one whose extra field is optional (also versioned_docs/version-9.x/server/context.md)",
  () => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    type Context = { user: string | null };
    const optional = trpc
      .router<Context & { tenantId?: string }>()
      .query('plan', { resolve: ({ ctx }) => ctx.tenantId ?? 'none' });
    const required = trpc
      .router<Context & { tenantId: string }>()
      .query('plan', { resolve: ({ ctx }) => ctx.tenantId });
    const accepted = trpc.router<Context>().merge('optional.', optional);
    const rejected = () =>
      trpc
        .router<Context>()
        // @ts-expect-error: tenantId is required in the child's context and missing from Context
        .merge('required.', required);
    assert.deepEqual(Object.keys(accepted._def.queries), ['optional.plan']);
    assert.equal(typeof rejected, 'function');
  },
);
