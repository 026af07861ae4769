/**
 * Docs facts of the 10.x React and Next.js pages at their edges (tests/facts/README.md), each
 * written where a page says all, every, each, only, never, always or cannot: the React Query options
 * tRPC's hooks set over yours, what the cache helpers throw, what the hooks do before and after a
 * call, and the types the pages promise (checked by npm run typecheck, see typeChecks below).
 * Components are rendered once with react-dom/server, as in react-query.test.ts.
 *
 *   node --import tsx --test tests/facts/react-edges.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCNext from '../../src/samples/v10/node_modules/@trpc/next';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCSSG from '../../src/samples/v10/node_modules/@trpc/react-query/ssg';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type { NextPageContext } from '../../src/samples/v10/node_modules/next';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import { fact, listenOnLoopback, pageText, rejection, v10, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { observable } = v10('@trpc/server/observable') as typeof Observable;

const React = v10('react') as typeof ReactNS;
const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
const { MutationObserver, QueryClient, QueryClientProvider, QueryObserver, InfiniteQueryObserver, useQuery } = v10(
  '@tanstack/react-query',
) as typeof ReactQuery;
const { createTRPCReact, getQueryKey } = v10('@trpc/react-query') as typeof TRPCReact;
const { createProxySSGHelpers } = v10('@trpc/react-query/ssg') as typeof TRPCSSG;
const { createTRPCProxyClient, httpLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;
const { z } = v10('zod') as typeof Zod;

const rt = initTRPC.create();
const reactRouter = rt.router({
  list: rt.procedure
    .input((value: unknown) => value as { cursor?: number | null })
    .query(({ input }) => ({ cursor: input.cursor ?? null })),
  add: rt.procedure.mutation(() => 'added'),
});
type ReactRouter = typeof reactRouter;

/**
 * Renders `Component` once under trpc.Provider and a QueryClientProvider that uses the React Query
 * context `context`; returns the error the render threw (or undefined) and the keys it cached.
 */
function renderWithContext(
  trpc: ReturnType<typeof createTRPCReact<ReactRouter>>,
  context: ReactNS.Context<ReactQuery.QueryClient | undefined>,
  Component: () => null,
) {
  const queryClient = new QueryClient();
  const caller = reactRouter.createCaller({});
  // answers from the router itself; nothing subscribes during one server render, so nothing is fetched
  const client = trpc.createClient({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            void caller.list(op.input as { cursor?: number }).then((data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            });
          }),
    ],
  });
  try {
    renderToString(
      React.createElement(trpc.Provider, {
        client,
        queryClient,
        children: React.createElement(
          QueryClientProvider,
          { client: queryClient, context },
          React.createElement(Component),
        ),
      }),
    );
    return {
      error: undefined,
      keys: queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    };
  } catch (error) {
    return { error: (error as Error).message, keys: [] };
  } finally {
    queryClient.clear();
  }
}

for (const page of [
  'docs/reactjs/useQuery.md',
  'docs/reactjs/useInfiniteQuery.md',
  'docs/reactjs/useMutation.md',
  'docs/reactjs/useQueries.md',
]) {
  fact(
    page,
    "tRPC sets React Query's context option itself: a context passed to useQuery, useInfiniteQuery or useMutation is ignored (the hook throws \"No QueryClient set\" under a provider with a custom context, where React Query's own useQuery works), and createTRPCReact's reactQueryContext is used instead by useQuery, useInfiniteQuery and useMutation, while useQueries takes the context as its second argument",
    () => {
      const custom = React.createContext<ReactQuery.QueryClient | undefined>(undefined);
      const noClient = 'No QueryClient set, use QueryClientProvider to set one';

      const own = renderWithContext(createTRPCReact<ReactRouter>(), custom, () => {
        useQuery({ queryKey: ['own'], queryFn: () => 1, context: custom });
        return null;
      });
      assert.equal(own.error, undefined, "React Query's own useQuery uses the context option");

      const trpc = createTRPCReact<ReactRouter>();
      const query = renderWithContext(trpc, custom, () => {
        trpc.list.useQuery({}, { context: custom });
        return null;
      });
      assert.equal(query.error, noClient, 'useQuery ignores the context option');
      const infinite = renderWithContext(trpc, custom, () => {
        trpc.list.useInfiniteQuery({}, { context: custom, getNextPageParam: () => undefined });
        return null;
      });
      assert.equal(infinite.error, noClient, 'useInfiniteQuery ignores the context option');
      const mutation = renderWithContext(trpc, custom, () => {
        trpc.add.useMutation({ context: custom });
        return null;
      });
      assert.equal(mutation.error, noClient, 'useMutation ignores the context option');

      // `as never`: the option is typed with the site's own React types, `custom` with the samples' ones
      const withContext = createTRPCReact<ReactRouter>({ reactQueryContext: custom as never });
      const fixed = renderWithContext(withContext, custom, () => {
        withContext.list.useQuery({});
        withContext.list.useInfiniteQuery({}, { getNextPageParam: () => undefined });
        withContext.add.useMutation();
        withContext.useQueries((q) => [q.list({ cursor: 1 })], custom);
        return null;
      });
      assert.equal(fixed.error, undefined, 'the hooks use reactQueryContext, and useQueries its second argument');
      const queries = renderWithContext(withContext, custom, () => {
        withContext.useQueries((q) => [q.list({ cursor: 1 })]);
        return null;
      });
      assert.equal(queries.error, noClient, 'useQueries does not use reactQueryContext');
      assert.deepEqual(fixed.keys, [
        [['list'], { input: {}, type: 'query' }],
        [['list'], { input: {}, type: 'infinite' }],
        [['list'], { input: { cursor: 1 }, type: 'query' }],
      ]);
    },
  );
}

/** React Query logs failed fetches with console.error; these facts fail queries on purpose. */
const quiet = { logger: { log() {}, warn() {}, error() {} } };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ht = initTRPC.create();
const hooksRouter = ht.router({
  book: ht.router({
    byId: ht.procedure.input(z.object({ id: z.number() })).query(({ input }) => ({ id: input.id })),
    list: ht.procedure
      .input(z.object({ limit: z.number(), cursor: z.number().nullish() }))
      .query(({ input }) => ({ items: [input.cursor ?? 0], next: (input.cursor ?? 0) + 1 })),
    fail: ht.procedure.input(z.object({ limit: z.number(), cursor: z.number().nullish() })).query(() => {
      throw new Error('no books');
    }),
    add: ht.procedure.input(z.string()).mutation(({ input }) => `added ${input}`),
    reject: ht.procedure.input(z.string()).mutation(() => {
      throw new Error('refused');
    }),
  }),
  count: ht.procedure.query(() => 2),
});
type HooksRouter = typeof hooksRouter;

/**
 * A terminating link that answers from the router itself, records each path, and records a teardown
 * when a call is unsubscribed before its answer (`delayMs` keeps calls open that long).
 */
function routerLink(seen: { paths: string[]; teardowns: number }, delayMs = 0): TRPCClient.TRPCLink<HooksRouter> {
  const caller = hooksRouter.createCaller({}) as unknown as Record<string, (input: unknown) => Promise<unknown>>;
  return () =>
    ({ op }) =>
      observable((observer) => {
        seen.paths.push(op.path);
        let done = false;
        const timer = setTimeout(() => {
          const [router, name] = op.path.split('.');
          const procedure = name
            ? (caller[router] as unknown as Record<string, (input: unknown) => Promise<unknown>>)[name]
            : caller[router];
          procedure(op.input).then(
            (data) => {
              done = true;
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: Error) => {
              done = true;
              observer.error(TRPCClientError.from(error));
            },
          );
        }, delayMs);
        return () => {
          clearTimeout(timer);
          if (!done) seen.teardowns++;
        };
      });
}

const hooks = createTRPCReact<HooksRouter>();

/** Renders `Component` once under both providers; returns the query client and what the link saw. */
function render(Component: () => null, opts: { abortOnUnmount?: boolean; delayMs?: number; trpc?: typeof hooks } = {}) {
  const trpc = opts.trpc ?? hooks;
  const queryClient = new QueryClient(quiet);
  const seen = { paths: [] as string[], teardowns: 0 };
  const client = trpc.createClient({ links: [routerLink(seen, opts.delayMs)] });
  renderToString(
    React.createElement(trpc.Provider, {
      client,
      queryClient,
      abortOnUnmount: opts.abortOnUnmount,
      children: React.createElement(QueryClientProvider, { client: queryClient }, React.createElement(Component)),
    }),
  );
  return { queryClient, seen };
}

fact(
  'docs/reactjs/useContext.md',
  'fetch rejects on error while prefetch and prefetchInfinite never reject; the root invalidate() covers every query; outside the tRPC provider the helpers throw',
  async () => {
    let utils: ReturnType<typeof hooks.useContext> | undefined;
    const { queryClient } = render(() => {
      utils = hooks.useContext();
      hooks.book.byId.useQuery({ id: 1 });
      hooks.count.useQuery();
      hooks.book.list.useInfiniteQuery({ limit: 1 }, { getNextPageParam: (last) => last.next });
      return null;
    });
    assert.ok(utils, 'the component should have rendered');
    assert.equal(utils.ssrContext, null, "the provider's ssrContext defaults to null (reactjs/introduction.md)");
    const error = await rejection(utils.book.fail.fetch({ limit: 1 }, { retry: false }));
    assert.equal((error as Error).message, 'no books');
    assert.equal(await utils.book.fail.prefetch({ limit: 1 }, { retry: false }), undefined);
    assert.equal(await utils.book.fail.prefetchInfinite({ limit: 1 }), undefined);

    await utils.invalidate();
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => (query.queryKey[0] as string[]).join('.'));
    assert.deepEqual(stale.sort(), ['book.byId', 'book.fail', 'book.fail', 'book.list', 'count']);
    queryClient.clear();

    let outside: ReturnType<typeof hooks.useContext> | undefined;
    renderToString(
      React.createElement(() => {
        outside = hooks.useContext();
        return null;
      }),
    );
    assert.throws(() => void outside?.count.fetch(), TypeError, 'a helper outside the provider throws');
  },
);

fact(
  'docs/reactjs/useContext.md',
  'invalidate() refetches the queries on screen whose observer is enabled; a query on screen whose only observer has enabled: false keeps its data without a fetch',
  async () => {
    let utils: ReturnType<typeof hooks.useContext> | undefined;
    const { queryClient, seen } = render(() => {
      utils = hooks.useContext();
      return null;
    });
    assert.ok(utils, 'the component should have rendered');
    await utils.count.fetch();
    await utils.book.byId.fetch({ id: 1 });
    // On screen: a mounted hook is a subscribed observer.
    const keyOf = (path: string) =>
      queryClient
        .getQueryCache()
        .getAll()
        .find((query) => (query.queryKey[0] as string[]).join('.') === path)?.queryKey;
    // Fresh data (staleTime), so that mounting fetches nothing and each fetch after it is the invalidation's.
    const enabled = new QueryObserver(queryClient, { queryKey: keyOf('count'), staleTime: Infinity });
    const disabled = new QueryObserver(queryClient, {
      queryKey: keyOf('book.byId'),
      staleTime: Infinity,
      enabled: false,
    });
    const stops = [enabled.subscribe(() => {}), disabled.subscribe(() => {})];
    seen.paths.length = 0;
    await utils.invalidate();
    assert.deepEqual(seen.paths, ['count'], 'only the enabled query on screen is fetched again');
    assert.deepEqual(disabled.getCurrentResult().data, { id: 1 }, 'the disabled query keeps its data');
    stops.forEach((stop) => stop());
    queryClient.clear();
  },
);

fact(
  'docs/reactjs/useContext.md',
  'utils.invalidate() keeps every cached result (marked stale) until a refetch replaces it, queryClient.removeQueries() drops every query with its data but keeps the mutations, and queryClient.clear() drops every query and every mutation',
  async () => {
    let utils: ReturnType<typeof hooks.useContext> | undefined;
    let addBook: ((input: string) => Promise<unknown>) | undefined;
    const { queryClient } = render(() => {
      utils = hooks.useContext();
      addBook = hooks.book.add.useMutation().mutateAsync;
      return null;
    });
    assert.ok(utils && addBook, 'the component should have rendered');
    const helpers = utils;
    const fill = async () => {
      await helpers.count.fetch();
      await helpers.book.byId.fetch({ id: 1 });
    };
    await fill();
    await addBook('dune');
    const cached = () => queryClient.getQueryCache().getAll();

    await utils.invalidate();
    assert.equal(cached().length, 2);
    assert.ok(
      cached().every((query) => query.state.isInvalidated),
      'invalidate marks every query stale',
    );
    assert.equal(utils.count.getData(), 2, 'invalidate keeps the data');
    assert.deepEqual(utils.book.byId.getData({ id: 1 }), { id: 1 });
    const count = cached().find((query) => (query.queryKey[0] as string[]).join('.') === 'count');
    assert.ok(count, 'count is cached');
    const refetch = queryClient.fetchQuery({
      queryKey: count.queryKey,
      queryFn: () => Promise.reject(new Error('signed out')),
      retry: false,
    });
    await rejection(refetch);
    assert.equal(utils.count.getData(), 2, 'a failed refetch keeps the old data');

    queryClient.removeQueries();
    assert.equal(cached().length, 0, 'removeQueries() drops every query');
    assert.equal(utils.count.getData(), undefined);
    assert.equal(queryClient.getMutationCache().getAll().length, 1, 'removeQueries() keeps the mutations');

    await fill();
    queryClient.clear();
    assert.equal(cached().length, 0, 'clear() drops every query');
    assert.equal(queryClient.getMutationCache().getAll().length, 0, 'clear() drops every mutation');
    assert.equal(utils.book.byId.getData({ id: 1 }), undefined);
  },
);

fact(
  'docs/reactjs/useContext.md',
  "unstable_overrides.useMutation.onSuccess wraps the onSuccess of every useMutation: it gets the query client and the call's meta ({} when not set), and the hook's own onSuccess runs only through originalFn()",
  async () => {
    const calls: string[] = [];
    const withOverride = createTRPCReact<HooksRouter>({
      unstable_overrides: {
        useMutation: {
          async onSuccess(opts) {
            calls.push(`override meta=${JSON.stringify(opts.meta)} client=${opts.queryClient instanceof QueryClient}`);
            if (opts.meta.skipOwn !== true) await opts.originalFn();
          },
        },
      },
    });
    const mutateFns: ((input: string) => Promise<unknown>)[] = [];
    render(
      () => {
        mutateFns.push(withOverride.book.add.useMutation({ onSuccess: () => void calls.push('own') }).mutateAsync);
        mutateFns.push(
          withOverride.book.add.useMutation({ meta: { skipOwn: true }, onSuccess: () => void calls.push('own 2') })
            .mutateAsync,
        );
        return null;
      },
      { trpc: withOverride },
    );
    await mutateFns[0]('a');
    await mutateFns[1]('b');
    assert.deepEqual(calls, ['override meta={} client=true', 'own', 'override meta={"skipOwn":true} client=true']);
  },
);

fact(
  'docs/reactjs/useMutation.md',
  "rendering useMutation sends nothing; mutate() never throws or rejects while mutateAsync() rejects; a mutation is not retried by default; per-call callbacks run after the hook's, and only while the component (an observer) is subscribed",
  async () => {
    let hook: ReturnType<typeof hooks.book.reject.useMutation> | undefined;
    const { queryClient, seen } = render(() => {
      hook = hooks.book.reject.useMutation();
      return null;
    });
    assert.deepEqual(seen.paths, [], 'nothing is sent before mutate()');
    assert.ok(hook);
    assert.equal(hook.mutate('x'), undefined, 'mutate returns nothing');
    const error = await rejection(hook.mutateAsync('y'));
    assert.equal((error as Error).message, 'refused');
    assert.deepEqual(seen.paths, ['book.reject', 'book.reject'], 'one call each: no retry');

    const order: string[] = [];
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => Promise.resolve('done'),
      onSuccess: () => void order.push('hook onSuccess'),
    });
    const unsubscribe = observer.subscribe(() => {});
    await observer.mutate(undefined, { onSuccess: () => void order.push('call onSuccess') });
    unsubscribe();
    await observer.mutate(undefined, { onSuccess: () => void order.push('call onSuccess, unmounted') });
    await pause(10);
    assert.deepEqual(order, ['hook onSuccess', 'call onSuccess', 'hook onSuccess']);
    queryClient.clear();
  },
);

fact(
  'docs/reactjs/getQueryKey.md',
  "a key with type 'any' (the default) matches both useQuery and useInfiniteQuery entries, a router's key matches every query below it, and when several setQueryDefaults match a key only the first registered applies",
  () => {
    const { queryClient } = render(() => {
      hooks.book.list.useQuery({ limit: 1 });
      hooks.book.list.useInfiniteQuery({ limit: 1 }, { getNextPageParam: () => undefined });
      hooks.book.byId.useQuery({ id: 1 });
      hooks.count.useQuery();
      return null;
    });
    const matching = (key: ReactQuery.QueryKey) =>
      queryClient
        .getQueryCache()
        .findAll(key)
        .map((query) => JSON.stringify(query.queryKey));
    assert.equal(matching(getQueryKey(hooks.book.list, { limit: 1 })).length, 2, 'query and infinite');
    assert.equal(matching(getQueryKey(hooks.book.list, { limit: 1 }, 'query')).length, 1);
    assert.equal(matching(getQueryKey(hooks.book)).length, 3, 'every query of the book router');

    queryClient.setQueryDefaults(getQueryKey(hooks.book), { staleTime: 1 });
    queryClient.setQueryDefaults(getQueryKey(hooks.book.byId), { staleTime: 2 });
    const options = queryClient.defaultQueryOptions({ queryKey: getQueryKey(hooks.book.byId, { id: 1 }, 'query') });
    assert.equal(options.staleTime, 1, 'the first registered defaults win');
    queryClient.clear();
  },
);

fact(
  'docs/reactjs/suspense.md',
  'the flag only changes types: useSuspenseQuery exists at run time without it; a suspense query always runs, even when enabled: false is passed; with suspense, React Query throws a failed query to the error boundary',
  () => {
    const untyped = hooks.count as unknown as {
      useSuspenseQuery: (input: undefined, opts: { enabled: boolean }) => unknown;
    };
    const Suspending = () => {
      untyped.useSuspenseQuery(undefined, { enabled: false });
      return null;
    };
    const { seen } = render(
      () => React.createElement(React.Suspense, { fallback: null }, React.createElement(Suspending)) as never,
    );
    assert.deepEqual(seen.paths, ['count'], 'the suspended query was fetched');
    assert.equal(new QueryClient().defaultQueryOptions({ suspense: true }).useErrorBoundary, true);
    // Only by default: an explicit false stays false (audit G), so a failed query is then not thrown.
    assert.equal(
      new QueryClient().defaultQueryOptions({ suspense: true, useErrorBoundary: false }).useErrorBoundary,
      false,
    );
  },
);

fact('docs/reactjs/useQueries.md', 'useQueries returns one result per query, in the order of the callback', () => {
  let results: { data?: unknown; status: string }[] = [];
  const { queryClient } = render(() => {
    results = hooks.useQueries((t) => [t.book.byId({ id: 2 }), t.count(), t.book.byId({ id: 1 })]);
    return null;
  });
  queryClient.setQueryData(getQueryKey(hooks.book.byId, { id: 1 }, 'query'), { id: 1 });
  assert.equal(results.length, 3);
  const observer = new QueryObserver(queryClient, {
    queryKey: getQueryKey(hooks.book.byId, { id: 1 }, 'query'),
    enabled: false,
  });
  assert.deepEqual(observer.getCurrentResult().data, { id: 1 });
  assert.deepEqual(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => (query.queryKey[0] as string[]).join('.')),
    ['book.byId', 'count', 'book.byId'],
  );
  queryClient.clear();
});

fact(
  'docs/reactjs/useInfiniteQuery.md',
  'hasNextPage is false when getNextPageParam returns undefined, null or false; pageParams[0] is undefined even with initialCursor, which tRPC puts in the input; a Date cursor needs a transformer',
  async (t) => {
    const queryClient = new QueryClient(quiet);
    for (const [next, expected] of [
      [undefined, false],
      [null, false],
      [false, false],
      [0, true],
    ] as const) {
      queryClient.setQueryData(['pages', String(next)], { pages: ['page'], pageParams: [undefined] });
      const observer = new InfiniteQueryObserver(queryClient, {
        queryKey: ['pages', String(next)],
        queryFn: () => 'page',
        getNextPageParam: () => next,
        enabled: false,
      });
      assert.equal(observer.getCurrentResult().hasNextPage, expected, `getNextPageParam returning ${String(next)}`);
    }
    queryClient.clear();

    const { queryClient: cache, seen } = render(() => {
      hooks.book.list.useInfiniteQuery({ limit: 1 }, { getNextPageParam: (last) => last.next, initialCursor: 5 });
      return null;
    });
    const query = cache.getQueryCache().getAll()[0];
    const observer = new InfiniteQueryObserver(cache, { ...(query.options as object), queryKey: query.queryKey });
    const first = await within(3000, 'the first page', observer.refetch());
    assert.deepEqual(first.data?.pageParams, [undefined]);
    assert.deepEqual(first.data?.pages, [{ items: [5], next: 6 }], 'the first page used the initialCursor');
    assert.deepEqual(seen.paths, ['book.list']);
    cache.clear();

    for (const transformer of [undefined, superjson]) {
      const tt = transformer ? initTRPC.create({ transformer }) : initTRPC.create();
      const router = tt.router({
        feed: tt.procedure
          .input(z.object({ cursor: z.date().nullish() }))
          .query(({ input }) => ({ next: new Date((input.cursor?.getTime() ?? 0) + 1) })),
      });
      const { server } = createHTTPServer({ router });
      const url = await listenOnLoopback(t, server);
      const client = createTRPCProxyClient<typeof router>({
        links: [httpLink({ url })],
        transformer: transformer as never,
      });
      const page = (await client.feed.query({})) as { next: unknown };
      if (transformer) {
        assert.ok(page.next instanceof Date, 'with superjson the cursor stays a Date');
        await client.feed.query({ cursor: page.next });
      } else {
        assert.equal(typeof page.next, 'string', 'without a transformer the cursor arrives as a string');
        const error = await rejection(client.feed.query({ cursor: page.next as Date }));
        assert.equal((error as TRPCClient.TRPCClientError<typeof router>).data?.code, 'BAD_REQUEST');
      }
    }
  },
);

fact(
  'docs/client/aborting-procedures.md',
  "abortOnUnmount is off by default; when on, React Query aborts a loading query's request once no component uses it; a query's trpc.abortOnUnmount wins over the provider's, in both directions",
  async () => {
    const cases = [
      { provider: undefined, query: undefined, aborts: false },
      { provider: true, query: undefined, aborts: true },
      { provider: true, query: false, aborts: false },
      { provider: false, query: true, aborts: true },
    ];
    for (const { provider, query, aborts } of cases) {
      const { queryClient, seen } = render(
        () => {
          hooks.count.useQuery(undefined, query === undefined ? {} : { trpc: { abortOnUnmount: query } });
          return null;
        },
        { abortOnUnmount: provider, delayMs: 500 },
      );
      const cached = queryClient.getQueryCache().getAll()[0];
      const observer = new QueryObserver(queryClient, { ...(cached.options as object), queryKey: cached.queryKey });
      const unsubscribe = observer.subscribe(() => {});
      await within(
        2000,
        'the request to start',
        (async () => {
          while (seen.paths.length === 0) await pause(10);
        })(),
      );
      unsubscribe();
      await pause(20);
      assert.equal(seen.teardowns, aborts ? 1 : 0, `provider ${String(provider)}, query ${String(query)}`);
      queryClient.clear();
    }
  },
);

for (const page of ['docs/nextjs/ssg-helpers.md', 'docs/nextjs/ssg.md']) {
  fact(
    page,
    'fetch rejects when the procedure throws, prefetch and prefetchInfinite never reject, and the helpers cache under the keys the hooks use',
    async () => {
      const ssg = createProxySSGHelpers({ router: hooksRouter, ctx: {}, queryClientConfig: quiet });
      const error = await rejection(ssg.book.fail.fetch({ limit: 1 }));
      assert.equal((error as Error).message, 'no books');
      assert.equal(await ssg.book.fail.prefetch({ limit: 1 }), undefined);
      assert.equal(await ssg.book.fail.prefetchInfinite({ limit: 1 }), undefined);
      await ssg.book.byId.prefetch({ id: 1 });
      await ssg.book.list.prefetchInfinite({ limit: 1 });
      const keys = ssg.queryClient
        .getQueryCache()
        .getAll()
        .map((query) => JSON.stringify(query.queryKey));
      for (const key of [
        getQueryKey(hooks.book.byId, { id: 1 }, 'query'),
        getQueryKey(hooks.book.list, { limit: 1 }, 'infinite'),
      ]) {
        assert.ok(keys.includes(JSON.stringify(key)), `${JSON.stringify(key)} is cached`);
      }
    },
  );
}

fact(
  'docs/reactjs/useQuery.md',
  'useQuery() and useQuery(undefined) share one cache entry, and inputs are compared by value',
  () => {
    const { queryClient } = render(() => {
      hooks.count.useQuery();
      hooks.count.useQuery(undefined);
      hooks.book.byId.useQuery({ id: 1 });
      hooks.book.byId.useQuery({ id: 1 });
      return null;
    });
    assert.equal(queryClient.getQueryCache().getAll().length, 2);
    queryClient.clear();
  },
);

fact(
  'docs/reactjs/introduction.md',
  'any React version with hooks (16.8 or later) is within the peer ranges of @trpc/react-query 10 and @tanstack/react-query 4',
  () => {
    const { satisfies } = v10('semver') as { satisfies: (version: string, range: string) => boolean };
    for (const name of ['@trpc/react-query', '@tanstack/react-query']) {
      const range = (v10(`${name}/package.json`) as { peerDependencies: Record<string, string> }).peerDependencies
        .react;
      for (const version of ['16.8.0', '17.0.2', '18.3.1']) assert.ok(satisfies(version, range), `${name} ${version}`);
      assert.ok(!satisfies('16.7.0', range), `${name} needs hooks`);
    }
  },
);

for (const page of ['docs/nextjs/introduction.md', 'docs/nextjs/ssr.md']) {
  fact(
    page,
    'with ssr: true, config gets ctx before the prepass and no ctx for the render of the page; the prepass repeats until a dependent query is fetched too; the cache is dehydrated with failed queries, which responseMeta sees; unstable_overrides applies to the hooks of createTRPCNext; without ssr there is no getInitialProps, so no responseMeta',
    async () => {
      const { createTRPCNext } = v10('@trpc/next') as typeof TRPCNext;
      const configCalls: string[] = [];
      const overrides: string[] = [];
      let clientErrors: string[] = [];
      const seen = { paths: [] as string[], teardowns: 0 };
      const next = createTRPCNext<HooksRouter>({
        config: ({ ctx }) => {
          configCalls.push(ctx ? 'with ctx' : 'without ctx');
          // answers after 100 ms, so each result arrives between two prepasses (see the next fact)
          return { links: [routerLink(seen, 100)], queryClientConfig: quiet };
        },
        ssr: true,
        responseMeta: (opts) => {
          clientErrors = opts.clientErrors.map((error) => error.message);
          return { status: 299 };
        },
        unstable_overrides: {
          useMutation: {
            onSuccess: (opts) => {
              overrides.push('override');
              return opts.originalFn();
            },
          },
        },
      });
      let renders = 0;
      let add: ((input: string) => Promise<unknown>) | undefined;
      const App = () => {
        renders++;
        const count = next.count.useQuery();
        // depends on the first query, so only a second prepass finds it
        next.book.byId.useQuery({ id: count.data ?? 0 }, { enabled: count.data !== undefined });
        next.book.fail.useQuery({ limit: 1 }, { retry: false });
        add = next.book.add.useMutation().mutateAsync;
        return null;
      };
      const WithTRPC = next.withTRPC(App) as unknown as ReactNS.FC<Record<string, unknown>> & {
        getInitialProps: (ctx: unknown) => Promise<{ pageProps: Record<string, unknown> }>;
      };
      const res = { statusCode: 200, setHeader: () => {} };
      const props = await within(
        5000,
        'getInitialProps',
        WithTRPC.getInitialProps({
          AppTree: (treeProps: Record<string, unknown>) => React.createElement(WithTRPC, treeProps),
          Component: () => null,
          ctx: { req: {}, res },
        }),
      );
      assert.deepEqual(configCalls, ['with ctx']);
      assert.deepEqual(clientErrors, ['no books']);
      assert.equal(res.statusCode, 299);
      const state = props.pageProps.trpcState as ReactQuery.DehydratedState;
      assert.deepEqual(
        state.queries.map((query) => [query.queryKey, query.state.status]),
        [
          [getQueryKey(hooks.count, undefined, 'query'), 'success'],
          [getQueryKey(hooks.book.byId, { id: 0 }, 'query'), 'loading'], // disabled in the first prepass
          [getQueryKey(hooks.book.fail, { limit: 1 }, 'query'), 'error'],
          [getQueryKey(hooks.book.byId, { id: 2 }, 'query'), 'success'], // found by the second prepass
        ],
        'every query is dehydrated, failed ones included',
      );
      const prepassRenders = renders;
      assert.ok(prepassRenders >= 2, 'a second prepass found the dependent query');

      renderToString(React.createElement(WithTRPC, { pageProps: props.pageProps, Component: () => null }));
      assert.deepEqual(configCalls, ['with ctx', 'without ctx']);
      assert.equal(renders, prepassRenders + 1, 'the page renders once more after the prepass');
      assert.ok(add);
      await add('x');
      assert.deepEqual(overrides, ['override']);

      const withoutSSR = createTRPCNext<HooksRouter>({ config: () => ({ links: [routerLink(seen)] }) });
      const plain = withoutSSR.withTRPC(App) as { getInitialProps?: unknown };
      assert.equal(plain.getInitialProps, undefined, 'no getInitialProps, so responseMeta never runs');
    },
  );
}

fact(
  'docs/nextjs/ssr.md',
  'the prepass loop stops as soon as nothing is fetching after a prepass, so a query that depends on a result that arrived while a prepass was still rendering (here one waiting for a lazy component) is not fetched on the server',
  async () => {
    const { createTRPCNext } = v10('@trpc/next') as typeof TRPCNext;
    const seen = { paths: [] as string[], teardowns: 0 };
    const next = createTRPCNext<HooksRouter>({
      config: () => ({ links: [routerLink(seen, 20)], queryClientConfig: quiet }),
      ssr: true,
    });
    const Lazy = React.lazy(() => pause(300).then(() => ({ default: () => null })));
    const App = () => {
      const count = next.count.useQuery();
      next.book.byId.useQuery({ id: count.data ?? 0 }, { enabled: count.data !== undefined });
      return React.createElement(Lazy);
    };
    const WithTRPC = next.withTRPC(App) as unknown as ReactNS.FC<Record<string, unknown>> & {
      getInitialProps: (ctx: unknown) => Promise<{ pageProps: Record<string, unknown> }>;
    };
    const props = await within(
      5000,
      'getInitialProps',
      WithTRPC.getInitialProps({
        AppTree: (treeProps: Record<string, unknown>) => React.createElement(WithTRPC, treeProps),
        Component: () => null,
        ctx: { req: {}, res: { setHeader: () => {} } },
      }),
    );
    const state = props.pageProps.trpcState as ReactQuery.DehydratedState;
    assert.deepEqual(
      state.queries.map((query) => [query.queryKey, query.state.status]),
      [
        [getQueryKey(hooks.count, undefined, 'query'), 'success'],
        [getQueryKey(hooks.book.byId, { id: 0 }, 'query'), 'loading'],
      ],
      'the query for id 2 is left to the browser',
    );
    assert.deepEqual(seen.paths, ['count']);
  },
);

fact(
  'docs/nextjs/introduction.md',
  "a QueryClientProvider of your own inside withTRPC takes the hooks away from withTRPC's client: data from trpcState never reaches them, and the useContext() helpers work on the other client",
  () => {
    const { createTRPCNext } = v10('@trpc/next') as typeof TRPCNext;
    const seen = { paths: [] as string[], teardowns: 0 };
    const next = createTRPCNext<HooksRouter>({ config: () => ({ links: [routerLink(seen, 1000)] }) });
    const ownClient = new QueryClient(quiet);
    let data: unknown = 'not rendered';
    let helperData: unknown;
    let abortOnUnmount: unknown;
    const Page = () => {
      data = next.count.useQuery().data;
      const utils = next.useContext();
      helperData = utils.count.getData();
      abortOnUnmount = utils.abortOnUnmount;
      return null;
    };
    const App = () => React.createElement(QueryClientProvider, { client: ownClient }, React.createElement(Page));
    const WithTRPC = next.withTRPC(App) as unknown as ReactNS.FC<Record<string, unknown>>;
    const prefetched = new QueryClient();
    prefetched.setQueryData(getQueryKey(hooks.count, undefined, 'query'), 2);
    const trpcState = (v10('@tanstack/react-query') as typeof ReactQuery).dehydrate(prefetched);
    renderToString(React.createElement(WithTRPC, { pageProps: { trpcState } }));
    assert.equal(helperData, 2, "the helpers read withTRPC's client, which got the state");
    assert.equal(data, undefined, 'the hook reads your client, which did not');
    assert.equal(abortOnUnmount, false, 'abortOnUnmount defaults to false');
    ownClient.clear();
  },
);

fact(
  'docs/nextjs/introduction.md',
  "createTRPCNext's types accept context and reactQueryContext, but it ignores them: with contexts nobody provides, the hooks and useContext() still work on withTRPC's own providers",
  () => {
    const page = pageText('docs/nextjs/introduction.md');
    assert.match(
      page,
      /but ignored by `@trpc\/next` 10\.12: the hooks use tRPC's and React Query's default contexts, so the providers nearest to them, normally those `withTRPC` renders \(see the caution above\)\./,
    );
    assert.doesNotMatch(page, /the hooks always use the providers that `withTRPC` renders/);
    const { createTRPCNext } = v10('@trpc/next') as typeof TRPCNext;
    const seen = { paths: [] as string[], teardowns: 0 };
    const next = createTRPCNext<HooksRouter>({
      config: () => ({ links: [routerLink(seen, 1000)] }),
      context: React.createContext<unknown>(null) as never,
      reactQueryContext: React.createContext<ReactQuery.QueryClient | undefined>(undefined) as never,
    });
    let status: unknown;
    let helperData: unknown;
    const App = () => {
      status = next.count.useQuery().status;
      helperData = next.useContext().count.getData();
      return null;
    };
    const WithTRPC = next.withTRPC(App) as unknown as ReactNS.FC<Record<string, unknown>>;
    const prefetched = new QueryClient();
    prefetched.setQueryData(getQueryKey(hooks.count, undefined, 'query'), 2);
    const trpcState = (v10('@tanstack/react-query') as typeof ReactQuery).dehydrate(prefetched);
    // with either context honoured, the render would throw: no QueryClient or no tRPC client in it
    renderToString(React.createElement(WithTRPC, { pageProps: { trpcState } }));
    assert.equal(status, 'success');
    assert.equal(helperData, 2);
  },
);

fact(
  'docs/nextjs/ssr.md',
  'on the server the link URL must be absolute: a relative one fails in Node.js before any request',
  async () => {
    const client = createTRPCProxyClient<HooksRouter>({ links: [httpLink({ url: '/api/trpc' })] });
    const error = await rejection(client.count.query());
    assert.ok(error instanceof TRPCClientError);
    assert.ok(error.cause instanceof TypeError, 'a TypeError from fetch');
  },
);

/**
 * What the React and Next.js pages say about types, checked by npm run typecheck: each
 * @ts-expect-error names the page; if the package stops reporting the error, the check fails there.
 */
function typeChecks() {
  const { createTRPCNext } = v10('@trpc/next') as typeof TRPCNext;
  const tt = initTRPC.create();
  const router = tt.router({
    noInput: tt.procedure.query(() => 1),
    objectInput: tt.procedure.input(z.object({ limit: z.number() })).query(() => 1),
    stringInput: tt.procedure.input(z.string()).query(() => 1),
    paged: tt.procedure.input(z.object({ limit: z.number(), cursor: z.number().nullish() })).query(() => 1),
    add: tt.procedure.mutation(() => 1),
    nested: tt.router({ leaf: tt.procedure.query(() => 1) }),
    onTick: tt.procedure.subscription(() => observable<number>(() => () => undefined)),
  });
  void router;
  const trpc = createTRPCReact<typeof router>();

  // docs/reactjs/useInfiniteQuery.md: the hook only exists for an object input with a cursor field
  void trpc.paged.useInfiniteQuery;
  // @ts-expect-error -- an object input without cursor
  void trpc.objectInput.useInfiniteQuery;
  // @ts-expect-error -- a string input
  void trpc.stringInput.useInfiniteQuery;
  // @ts-expect-error -- no input
  void trpc.noInput.useInfiniteQuery;

  // docs/reactjs/useInfiniteQuery.md: the input given to the hook must not contain cursor
  // @ts-expect-error -- cursor is not part of the hook's input type
  trpc.paged.useInfiniteQuery({ limit: 1, cursor: 1 });

  // docs/reactjs/introduction.md: the provider needs client and queryClient
  // @ts-expect-error -- queryClient is missing
  React.createElement(trpc.Provider, { client: trpc.createClient({ links: [] }), children: null });

  // docs/reactjs/suspense.md: the suspense hooks only exist with the 'ExperimentalSuspense' flag
  // @ts-expect-error -- no flag
  void trpc.noInput.useSuspenseQuery;
  const withFlag = createTRPCReact<typeof router, unknown, 'ExperimentalSuspense'>();
  void withFlag.noInput.useSuspenseQuery;
  void withFlag.paged.useSuspenseInfiniteQuery;
  // docs/reactjs/suspense.md: the suspense hooks still accept useErrorBoundary (only enabled and suspense are left out)
  void (() => withFlag.noInput.useSuspenseQuery(undefined, { useErrorBoundary: false }));
  // @ts-expect-error -- enabled is set by the hook
  void (() => withFlag.noInput.useSuspenseQuery(undefined, { enabled: false }));
  const next = createTRPCNext<typeof router, NextPageContext, 'ExperimentalSuspense'>({
    config: () => ({ links: [] }),
  });
  void next.noInput.useSuspenseQuery;

  // docs/reactjs/getQueryKey.md: routers and mutations take only the first argument; the
  // deprecated method exists on query procedures and routers below the root, not on mutations
  getQueryKey(trpc.nested);
  getQueryKey(trpc.add);
  // @ts-expect-error -- a router takes no input
  getQueryKey(trpc.nested, undefined);
  // @ts-expect-error -- a mutation takes no input
  getQueryKey(trpc.add, undefined);
  trpc.objectInput.getQueryKey({ limit: 1 }, 'query');
  trpc.nested.getQueryKey();
  // @ts-expect-error -- mutations have no getQueryKey method
  void trpc.add.getQueryKey;
  // @ts-expect-error -- nor has the root object (the function form takes it: getQueryKey(trpc))
  void trpc.getQueryKey;
  getQueryKey(trpc);
  // docs/reactjs/getQueryKey.md: a query or mutation procedure, or a router; not a subscription
  // @ts-expect-error -- a subscription has no query key
  getQueryKey(trpc.onTick);

  // docs/reactjs/useContext.md: a procedure without input takes no argument, or undefined
  const utils = {} as ReturnType<typeof trpc.useContext>;
  void utils.noInput.fetch();
  void utils.noInput.fetch(undefined);
  void utils.nested.invalidate();

  // docs/reactjs/useQuery.md: `trpc.useQueries(callback, queryContext)`
  const queryContext = {} as Parameters<typeof trpc.useQueries>[1];
  trpc.useQueries((t) => [t.noInput()], queryContext);

  // docs/nextjs/introduction.md: queryClient or queryClientConfig, not both; no Provider or createClient
  createTRPCNext<typeof router>({
    // @ts-expect-error -- both options
    config: () => ({ links: [], queryClient: new QueryClient(), queryClientConfig: {} }),
  });
  // @ts-expect-error -- createTRPCNext has no Provider
  void next.Provider;
  // @ts-expect-error -- createTRPCNext has no createClient
  void next.createClient;

  // docs/nextjs/ssg-helpers.md: only queries get helpers; queryClient and queryClientConfig exclude each other
  const ssg = createProxySSGHelpers({ router, ctx: {} });
  void ssg.nested.leaf.prefetch;
  // @ts-expect-error -- no helpers for mutations
  void ssg.add;
  // @ts-expect-error -- both options
  createProxySSGHelpers({ router, ctx: {}, queryClient: new QueryClient(), queryClientConfig: {} });
  // @ts-expect-error -- ctx is required
  createProxySSGHelpers({ router });
}
void typeChecks;
