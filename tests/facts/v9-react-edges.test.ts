/**
 * Edges of the universal claims on the 9.x React and Next.js pages (sweep of all / every / only /
 * required): which react-query options the hooks really use, what useInfiniteQuery() does without
 * getNextPageParam, which inputs its type filter lets through, when a Next.js handler's createContext
 * runs, and when a failed prefetchQuery() still gives a page. Against @trpc/* 9.27.4, react-query 3
 * and next 12 from src/samples/v9.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/v9-react-edges.test.ts
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as HttpBatchLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpBatchLink';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as NextV9 from '../../src/samples/v9/node_modules/@trpc/next';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as SSGV9 from '../../src/samples/v9/node_modules/@trpc/react/ssg';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import type * as Zod from '../../src/samples/v9/node_modules/zod';
import http from 'node:http';
import { fact, listenOnLoopback, v9, within } from './facts';
import { contextHelpers, queryClientFor } from './v9-react';

const trpc = v9('@trpc/server') as typeof ServerV9;
const React = v9('react') as typeof ReactNS;
const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
const { createSSGHelpers } = v9('@trpc/react/ssg') as typeof SSGV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
const { QueryClientProvider } = v9('react-query') as typeof ReactQuery;
const { z } = v9('zod') as typeof Zod;

/** The hooks of an untyped router, as the runtime sees them. */
type UntypedHooks = {
  useQuery: (key: unknown[], opts?: object) => unknown;
  useInfiniteQuery: (key: unknown[], opts?: object) => InfiniteResult;
  useMutation: (path: string, opts?: object) => { mutateAsync: (input: unknown) => Promise<unknown> };
};
type InfiniteResult = {
  fetchNextPage: (opts?: { pageParam?: unknown }) => Promise<{
    data?: { pages: unknown[]; pageParams: unknown[] };
    hasNextPage?: boolean;
  }>;
};

/** A fake 9.x client that records each call and answers with the path and input. */
function recordingClient(calls: unknown[][]) {
  const answer = (kind: string) => (path: string, input: unknown) => {
    calls.push([kind, path, input]);
    return Promise.resolve({ from: 'trpc', path, input });
  };
  return { query: answer('query'), mutation: answer('mutation') };
}

/** Renders `use` once inside the providers (no effects run) and returns what it returned. */
function renderOnce<T>(client: object, queryClient: ReactQuery.QueryClient, use: (hooks: UntypedHooks) => T): T {
  const hooks = createReactQueryHooks<ServerV9.AnyRouter>();
  let result: T | undefined;
  function Capture() {
    result = use(hooks as unknown as UntypedHooks);
    return null;
  }
  renderToString(
    React.createElement(hooks.Provider, {
      client: client as never,
      queryClient,
      children: React.createElement(QueryClientProvider, {
        client: queryClient,
        children: React.createElement(Capture),
      }),
    }),
  );
  return result as T;
}

const ownQueryFn = () => Promise.resolve('from my queryFn');

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "useQuery() takes react-query's options, but queryKey and queryFn are replaced by tRPC's: the key stays [path, input] and the fetch goes to the tRPC client",
  async (t) => {
    const calls: unknown[][] = [];
    const queryClient = queryClientFor(t);
    renderOnce(recordingClient(calls), queryClient, (hooks) =>
      hooks.useQuery(['book.byId', { id: 1 }], { queryKey: ['mine'], queryFn: ownQueryFn }),
    );
    const cache = queryClient.getQueryCache();
    assert.equal(cache.find(['mine']), undefined, 'no query under the queryKey option');
    const query = cache.find(['book.byId', { id: 1 }], { exact: true });
    assert.ok(query, 'the query is under [path, input]');
    assert.deepEqual(await within(5000, 'the fetch', query.fetch()), {
      from: 'trpc',
      path: 'book.byId',
      input: { id: 1 },
    });
    assert.deepEqual(calls, [['query', 'book.byId', { id: 1 }]]);
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/introduction.md',
  "the hooks take react-query's options, but tRPC's key and fetch function replace queryKey, queryFn and mutationFn",
  async (t) => {
    const calls: unknown[][] = [];
    const queryClient = queryClientFor(t);
    const ownMutationFn = () => Promise.resolve('from my mutationFn');
    const mutation = renderOnce(recordingClient(calls), queryClient, (hooks) => {
      hooks.useQuery(['todo.list'], { queryKey: ['mine'], queryFn: ownQueryFn });
      return hooks.useMutation('todo.add', { mutationFn: ownMutationFn });
    });
    const query = queryClient.getQueryCache().find(['todo.list'], { exact: true });
    assert.ok(query);
    assert.deepEqual(await within(5000, 'the query', query.fetch()), {
      from: 'trpc',
      path: 'todo.list',
      input: undefined,
    });
    assert.deepEqual(await within(5000, 'the mutation', mutation.mutateAsync({ text: 'x' })), {
      from: 'trpc',
      path: 'todo.add',
      input: { text: 'x' },
    });
    assert.deepEqual(calls, [
      ['query', 'todo.list', undefined],
      ['mutation', 'todo.add', { text: 'x' }],
    ]);
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md',
  'useInfiniteQuery() ignores a queryFn option; without getNextPageParam, hasNextPage is undefined and fetchNextPage() loads nothing, but fetchNextPage({ pageParam }) still loads that page',
  async (t) => {
    const calls: unknown[][] = [];
    const queryClient = queryClientFor(t);
    const result = renderOnce(recordingClient(calls), queryClient, (hooks) =>
      hooks.useInfiniteQuery(['photo.feed', { limit: 2 }], { queryFn: ownQueryFn }),
    );
    // With no page cached yet, fetchNextPage() loads the first one.
    const first = await within(5000, 'the first page', result.fetchNextPage());
    assert.equal(first.data?.pages.length, 1);
    assert.equal(first.hasNextPage, undefined);
    const none = await within(5000, 'fetchNextPage()', result.fetchNextPage());
    assert.equal(none.data?.pages.length, 1, 'fetchNextPage() without getNextPageParam adds no page');
    const manual = await within(5000, 'fetchNextPage({ pageParam })', result.fetchNextPage({ pageParam: 2 }));
    assert.equal(manual.data?.pages.length, 2);
    assert.deepEqual(manual.data?.pageParams, [undefined, 2]);
    assert.deepEqual(calls, [
      ['query', 'photo.feed', { limit: 2, cursor: undefined }],
      ['query', 'photo.feed', { limit: 2, cursor: 2 }],
    ]);
  },
);

const infiniteRouter = trpc
  .router()
  .query('withCursor', {
    input: z.object({ cursor: z.number().nullish() }),
    resolve: () => ({ items: [1], nextCursor: null }),
  })
  .query('record', { input: z.record(z.number()), resolve: () => ({ items: [1] }) })
  .query('paged', { input: z.object({ page: z.number() }), resolve: () => ({ items: [1] }) })
  .query('text', { input: z.string(), resolve: () => ({ items: [1] }) })
  .query('optional', {
    input: z.object({ cursor: z.number().nullish() }).optional(),
    resolve: () => ({ items: [1] }),
  })
  .query('none', { resolve: () => ({ items: [1] }) });

fact(
  'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md',
  "useInfiniteQuery()'s filter is an input type assignable to { cursor?: any }: a record input passes it without a cursor field; an input with page instead of cursor, an optional object input with cursor, a string input and no input do not",
  async () => {
    // The record procedure runs with an input that has no cursor at all.
    assert.deepEqual(await infiniteRouter.createCaller({}).query('record', { a: 1 }), { items: [1] });
    const hooks = createReactQueryHooks<typeof infiniteRouter>();
    const typed = () => {
      hooks.useInfiniteQuery(['withCursor', {}]);
      hooks.useInfiniteQuery(['record', { a: 1 }]);
      // @ts-expect-error: an input with page and no cursor is filtered out
      hooks.useInfiniteQuery(['paged', { page: 1 }]);
      // @ts-expect-error: a string input is filtered out
      hooks.useInfiniteQuery(['text', 'x']);
      // @ts-expect-error: an optional object input is filtered out, cursor or not (strict null checks)
      hooks.useInfiniteQuery(['optional', {}]);
      // @ts-expect-error: a procedure without input is filtered out
      hooks.useInfiniteQuery(['none', {}]);
    };
    assert.equal(typeof typed, 'function');
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/introduction.md',
  'a Node.js handler calls createContext at most once per HTTP request: once for a whole batch, and not for HEAD, a wrong method or input that is not JSON',
  async (t) => {
    let created = 0;
    const router = trpc.router().query('a', { resolve: () => 'a' });
    const handler = createHTTPHandler({
      router,
      createContext: () => {
        created += 1;
        return {};
      },
    });
    const url = await listenOnLoopback(
      t,
      http.createServer((req: IncomingMessage, res: ServerResponse) => void handler(req, res)),
    );
    const count = async (path: string, init?: RequestInit) => {
      const before = created;
      const res = await within(5000, `${init?.method ?? 'GET'} ${path}`, fetch(`${url}/${path}`, init));
      await res.arrayBuffer();
      return { status: res.status, created: created - before };
    };
    assert.deepEqual(await count('a'), { status: 200, created: 1 });
    assert.deepEqual(await count('a,a?batch=1&input={}'), { status: 200, created: 1 });
    assert.deepEqual(await count('a', { method: 'HEAD' }), { status: 204, created: 0 });
    assert.deepEqual(await count('a', { method: 'PUT' }), { status: 405, created: 0 });
    assert.deepEqual(await count('a?input=notjson'), { status: 400, created: 0 });
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssg.md',
  "a failed prefetchQuery() resolves and its error state is dehydrated; with superjson Next.js accepts the props, without a transformer the error's data: undefined fails getStaticProps's check",
  async () => {
    const { isSerializableProps } = v9('next/dist/lib/is-serializable-props') as {
      isSerializableProps: (page: string, method: string, props: unknown) => true;
    };
    const superjson = (v9('superjson') as { default: ServerV9.DataTransformer }).default;
    const router = trpc.router().query('missing', {
      resolve: () => {
        throw new trpc.TRPCError({ code: 'NOT_FOUND' });
      },
    });
    const plain = createSSGHelpers({ router, ctx: {} });
    const withSuperjson = createSSGHelpers({ router, ctx: {}, transformer: superjson });
    assert.equal(await plain.prefetchQuery('missing'), undefined);
    assert.equal(await withSuperjson.prefetchQuery('missing'), undefined);
    const state = plain.dehydrate() as { queries: { state: { status: string; data: unknown } }[] };
    assert.equal(state.queries[0]?.state.status, 'error');
    assert.throws(
      () => isSerializableProps('/p', 'getStaticProps', { trpcState: state }),
      /`undefined` cannot be serialized as JSON/,
    );
    assert.equal(isSerializableProps('/p', 'getStaticProps', { trpcState: withSuperjson.dehydrate() }), true);
    plain.queryClient.clear();
    withSuperjson.queryClient.clear();
  },
);

fact(
  'versioned_docs/version-9.x/client/vanilla.md',
  'with httpBatchLink a cancelled call leaves the shared request running while another call of its batch is not cancelled; cancelling every call aborts it',
  async (t) => {
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const router = trpc.router().query('slow', {
      input: z.string(),
      resolve: async ({ input }) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return input;
      },
    });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req: IncomingMessage, res: ServerResponse) => void handler(req, res)),
    );
    const signals: AbortSignal[] = [];
    const client = createTRPCClient<typeof router>({
      url,
      fetch: (input, init) => {
        if (init?.signal) signals.push(init.signal);
        return fetch(input, init);
      },
    });
    /** Two calls in one batch; cancels the first `cancelled` of them once the batch is sent. */
    const batchOfTwo = async (cancelled: number) => {
      const calls = [client.query('slow', 'a'), client.query('slow', 'b')];
      const outcomes = calls.map((call) => call.then(String, () => 'rejected'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      calls.slice(0, cancelled).forEach((call) => call.cancel());
      // Read right after the cancels: once a call settles, the client cancels it too.
      const aborted = signals.at(-1)?.aborted;
      return { aborted, outcomes: await within(5000, 'the batch', Promise.all(outcomes)) };
    };
    const one = await batchOfTwo(1);
    assert.equal(signals.length, 1, 'both calls went in one request');
    assert.equal(one.aborted, false, 'one cancelled call does not abort the shared request');
    assert.equal(one.outcomes[1], 'b', 'the call not cancelled gets its result');
    const both = await batchOfTwo(2);
    assert.equal(signals.length, 2);
    assert.equal(both.aborted, true, 'cancelling every call aborts the request');
  },
);

fact(
  'versioned_docs/version-9.x/client/header.md',
  'a headers object is read before every HTTP request, not copied when the client is created: a value changed in it later is sent with the next request',
  async (t) => {
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const seen: (string | undefined)[] = [];
    const router = trpc.router<{ key?: string }>().query('key', { resolve: ({ ctx }) => ctx.key ?? null });
    const handler = createHTTPHandler({
      router,
      createContext: ({ req }) => {
        const key = req.headers['x-api-key'];
        seen.push(typeof key === 'string' ? key : undefined);
        return { key: typeof key === 'string' ? key : undefined };
      },
    });
    const url = await listenOnLoopback(
      t,
      http.createServer((req: IncomingMessage, res: ServerResponse) => void handler(req, res)),
    );
    const headers: Record<string, string> = { 'x-api-key': 'first' };
    const client = createTRPCClient<typeof router>({ url, headers });
    assert.equal(await within(5000, 'the first query', client.query('key')), 'first');
    headers['x-api-key'] = 'second';
    assert.equal(await within(5000, 'the second query', client.query('key')), 'second');
    assert.deepEqual(seen, ['first', 'second']);
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssg-helpers.md',
  "@trpc/react/ssg throws 'Imported server-only code in the browser' when loaded where window is defined, unless NODE_ENV is test or JEST_WORKER_ID is set",
  () => {
    const samples = path.resolve(__dirname, '../../src/samples/v9/package.json');
    const script = `
      globalThis.window = {};
      const { createRequire } = require('node:module');
      try {
        createRequire(${JSON.stringify(samples)})('@trpc/react/ssg');
        console.log('loaded');
      } catch (error) {
        console.log('threw: ' + error.message);
      }
    `;
    const run = (env: Record<string, string>) => {
      const rest = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && name !== 'JEST_WORKER_ID'),
      );
      const child = spawnSync(process.execPath, ['-e', script], {
        encoding: 'utf8',
        timeout: 10_000,
        env: { ...rest, ...env } as NodeJS.ProcessEnv,
      });
      return child.stdout.trim();
    };
    assert.equal(run({}), 'threw: Imported server-only code in the browser');
    assert.equal(run({ NODE_ENV: 'production' }), 'threw: Imported server-only code in the browser');
    assert.equal(run({ NODE_ENV: 'test' }), 'loaded');
    assert.equal(run({ JEST_WORKER_ID: '1' }), 'loaded');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  "useContext()'s getQueryData() and setQueryData() need the exact [path, input] key, while invalidateQueries() matches the path alone",
  async (t) => {
    const queryClient = queryClientFor(t);
    const helpers = contextHelpers(queryClient) as unknown as {
      setQueryData: (key: unknown[], data: unknown) => unknown;
      getQueryData: (key: unknown[]) => unknown;
      invalidateQueries: (key: unknown[]) => Promise<void>;
    };
    helpers.setQueryData(['task.byId', { id: 1 }], 'task 1');
    assert.equal(helpers.getQueryData(['task.byId']), undefined);
    assert.equal(helpers.getQueryData(['task.byId', {}]), undefined);
    assert.equal(helpers.getQueryData(['task.byId', { id: 1 }]), 'task 1');
    helpers.setQueryData(['task.byId'], 'no input');
    assert.equal(queryClient.getQueryCache().findAll(['task.byId']).length, 2, 'two entries');
    await within(5000, 'invalidateQueries', helpers.invalidateQueries(['task.byId']));
    const invalidated = queryClient
      .getQueryCache()
      .findAll(['task.byId'])
      .map((query) => query.state.isInvalidated);
    assert.deepEqual(invalidated, [true, true]);
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssr.md',
  "with ssr: true, useContext()'s ssrState is 'prepass' (ssrContext the page context) during the prepass, and 'mounting' with ssrContext null in the final server render, as in the browser before mounting",
  async () => {
    const { withTRPC } = v9('@trpc/next') as typeof NextV9;
    const hooks = createReactQueryHooks<ServerV9.AnyRouter>();
    const seen: [unknown, unknown][] = [];
    function Page() {
      const utils = hooks.useContext();
      seen.push([utils.ssrState, utils.ssrContext]);
      return null;
    }
    const options = { config: () => ({ url: 'http://127.0.0.1:1' }), ssr: true } as unknown as Parameters<
      typeof withTRPC
    >[0];
    const Wrapped = withTRPC(options)(Page as never) as unknown as ReactNS.FunctionComponent<object> & {
      getInitialProps: (ctx: object) => Promise<object>;
    };
    const ctx = { pathname: '/', query: {}, AppTree: (props: object) => React.createElement(Wrapped, props) };
    const props = await within(5000, 'getInitialProps', Wrapped.getInitialProps(ctx));
    assert.deepEqual(seen, [['prepass', ctx]]);
    renderToString(React.createElement(Wrapped, props));
    assert.deepEqual(seen[1], ['mounting', null], 'the final server render');
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/introduction.md',
  '@trpc/client, @trpc/react and @trpc/next 9.x name the exact version of the @trpc/* packages they build on as peer dependencies, and react-query ^3.37.0',
  () => {
    const peers = (name: string) =>
      (v9(`${name}/package.json`) as { version: string; peerDependencies?: Record<string, string> }).peerDependencies;
    const version = (v9('@trpc/server/package.json') as { version: string }).version;
    assert.deepEqual(peers('./node_modules/@trpc/client'), { '@trpc/server': version });
    const react = peers('@trpc/react');
    const next = peers('@trpc/next');
    assert.equal(react?.['@trpc/client'], version);
    assert.equal(react?.['@trpc/server'], version);
    assert.equal(react?.['react-query'], '^3.37.0');
    assert.deepEqual(
      [next?.['@trpc/client'], next?.['@trpc/react'], next?.['@trpc/server'], next?.['react-query']],
      [version, version, version, '^3.37.0'],
    );
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssg.md',
  'ssg.fetchQuery(path, input) stores the query under the key [path, input], the one trpc.useQuery([path, input]) reads after hydration',
  async (t) => {
    const { hydrate } = v9('react-query') as typeof ReactQuery;
    const router = trpc.router().query('recipe.bySlug', {
      input: z.object({ slug: z.string() }),
      resolve: ({ input }) => ({ title: `Recipe ${input.slug}` }),
    });
    const ssg = createSSGHelpers({ router, ctx: {} });
    t.after(() => ssg.queryClient.clear());
    await ssg.fetchQuery('recipe.bySlug', { slug: 'soup' });
    const state = ssg.dehydrate();
    assert.deepEqual(
      state.queries.map((query) => query.queryKey),
      [['recipe.bySlug', { slug: 'soup' }]],
    );
    const queryClient = queryClientFor(t);
    hydrate(queryClient, state);
    const calls: unknown[][] = [];
    const result = renderOnce(recordingClient(calls), queryClient, (hooks) =>
      hooks.useQuery(['recipe.bySlug', { slug: 'soup' }]),
    ) as { data?: unknown };
    assert.deepEqual(result.data, { title: 'Recipe soup' });
    assert.deepEqual(calls, []);
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  "useContext()'s fetchInfiniteQuery loads the first page when nothing is cached, every cached page again when they are stale, and nothing when they are fresh for the staleTime given",
  async (t) => {
    const calls: unknown[][] = [];
    const queryClient = queryClientFor(t);
    const helpers = contextHelpers(queryClient, recordingClient(calls)) as unknown as {
      fetchInfiniteQuery: (key: unknown[], opts?: object) => Promise<{ pages: unknown[]; pageParams: unknown[] }>;
      prefetchInfiniteQuery: (key: unknown[], opts?: object) => Promise<void>;
    };
    const key = ['photo.feed', { limit: 2 }];
    const first = await within(5000, 'the first fetch', helpers.fetchInfiniteQuery(key));
    assert.equal(first.pages.length, 1);
    assert.deepEqual(calls, [['query', 'photo.feed', { limit: 2, cursor: undefined }]]);
    // Two pages in the cache, as after a fetchNextPage().
    queryClient.setQueryData(key, { pages: ['page 1', 'page 2'], pageParams: [undefined, 2] });
    calls.length = 0;
    await within(5000, 'the fresh prefetch', helpers.prefetchInfiniteQuery(key, { staleTime: 60_000 }));
    assert.deepEqual(calls, [], 'fresh pages are not fetched');
    await within(5000, 'the stale prefetch', helpers.prefetchInfiniteQuery(key));
    assert.deepEqual(calls, [
      ['query', 'photo.feed', { limit: 2, cursor: undefined }],
      ['query', 'photo.feed', { limit: 2, cursor: 2 }],
    ]);
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "useQuery()'s data is undefined before the first success unless initialData or placeholderData is given or the cache already holds the query's data",
  (t) => {
    const calls: unknown[][] = [];
    const queryClient = queryClientFor(t);
    queryClient.setQueryData(['cached'], 'from the cache');
    const results = renderOnce(recordingClient(calls), queryClient, (hooks) => ({
      plain: hooks.useQuery(['plain']),
      initial: hooks.useQuery(['initial'], { initialData: 'initial' }),
      placeholder: hooks.useQuery(['placeholder'], { placeholderData: 'placeholder' }),
      cached: hooks.useQuery(['cached']),
    })) as Record<string, { data?: unknown; status: string }>;
    assert.deepEqual(Object.fromEntries(Object.entries(results).map(([name, result]) => [name, result.data])), {
      plain: undefined,
      initial: 'initial',
      placeholder: 'placeholder',
      cached: 'from the cache',
    });
    assert.equal(results.plain?.status, 'loading');
  },
);

const mutationRouter = trpc
  .router()
  .query('comment.list', { resolve: () => ['a'] })
  .mutation('comment.add', { input: z.object({ text: z.string() }), resolve: ({ input }) => input.text })
  .mutation('comment.clear', { resolve: () => 0 });

fact(
  'versioned_docs/version-9.x/reactjs/mutations.md',
  "useMutation()'s path must be a mutation path (a one-element tuple too), mutate() only accepts the procedure's input type, and data is the resolver's output",
  async () => {
    assert.equal(await mutationRouter.createCaller({}).mutation('comment.add', { text: 'x' }), 'x');
    const hooks = createReactQueryHooks<typeof mutationRouter>();
    const typed = () => {
      const add = hooks.useMutation('comment.add');
      add.mutate({ text: 'hello' });
      const text: string | undefined = add.data;
      // @ts-expect-error: the input is { text: string }
      add.mutate({ text: 1 });
      // @ts-expect-error: a query path is not a mutation path
      hooks.useMutation('comment.list');
      hooks.useMutation(['comment.add']).mutate({ text: 'hello' });
      const clear = hooks.useMutation('comment.clear');
      clear.mutate(undefined);
      const count: number | undefined = clear.data;
      return [text, count];
    };
    assert.equal(typeof typed, 'function');
  },
);

fact(
  'versioned_docs/version-9.x/client/links.md',
  'the calls of a batch resolve or fail on their own, except when the whole request fails: a createContext that throws or a result that cannot be turned into JSON fails every call of the batch',
  async (t) => {
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const router = trpc
      .router()
      .query('ok', { resolve: () => 'ok' })
      .query('bad', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'NOT_FOUND', message: 'no such thing' });
        },
      })
      .query('big', { resolve: () => 10n as unknown as number });
    /** The outcome of each call when `paths` are called in one batch against a server with `createContext`. */
    const batch = async (paths: ('ok' | 'bad' | 'big')[], createContext: () => object) => {
      const handler = createHTTPHandler({ router, createContext });
      const url = await listenOnLoopback(
        t,
        http.createServer((req: IncomingMessage, res: ServerResponse) => void handler(req, res)),
      );
      const client = createTRPCClient<typeof router>({ url });
      const outcomes = paths.map((path) =>
        client.query(path).then(String, (error: Error) => `failed: ${error.message}`),
      );
      return within(5000, paths.join(','), Promise.all(outcomes));
    };
    assert.deepEqual(await batch(['bad', 'ok'], () => ({})), ['failed: no such thing', 'ok']);
    const [big, okBesideBig] = await batch(['big', 'ok'], () => ({}));
    assert.match(String(big), /^failed: .*BigInt/);
    assert.equal(okBesideBig, big, 'the ok call fails with the same error');
    const noContext = await batch(['bad', 'ok'], () => {
      throw new Error('no session');
    });
    assert.deepEqual(noContext, ['failed: no session', 'failed: no session']);
  },
);

fact(
  'versioned_docs/version-9.x/client/links.md',
  "behind Next.js's body parser, httpLink's input-less mutation fails with BAD_REQUEST (\"No input expected\"): it sends no body with content-type: application/json, which Next parses to {}; httpBatchLink's works, and so does httpLink with the body parser off",
  async (t) => {
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { httpLink } = v9('@trpc/client/links/httpLink') as typeof HttpLinkV9;
    const { httpBatchLink } = v9('@trpc/client/links/httpBatchLink') as typeof HttpBatchLinkV9;
    const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
    const { apiResolver } = v9('next/dist/server/api-utils/node') as {
      apiResolver: (
        req: IncomingMessage,
        res: ServerResponse,
        query: Record<string, string>,
        resolverModule: { default: unknown; config?: object },
        apiContext: Record<string, string>,
        propagateError: boolean,
      ) => Promise<void>;
    };
    const router = trpc.router().mutation('clear', { resolve: () => 'cleared' });
    const handler = createNextApiHandler({ router, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        const parsed = new URL(req.url ?? '/', 'http://localhost');
        // Next.js passes the segment after /api/trpc/ as query.trpc.
        const trpcPath = parsed.pathname.replace(/^\/(api|raw)\/trpc\//, '');
        const query = { ...Object.fromEntries(parsed.searchParams), trpc: trpcPath };
        const preview = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
        // /raw/ is the same route with `export const config = { api: { bodyParser: false } }`.
        const raw = parsed.pathname.startsWith('/raw/');
        const resolverModule = raw
          ? { default: handler, config: { api: { bodyParser: false } } }
          : { default: handler };
        void apiResolver(req, res, query, resolverModule, preview, false);
      }),
    );
    const withoutParser = createTRPCClient<typeof router>({ links: [httpLink({ url: `${url}/raw/trpc` })] });
    assert.equal(await within(5000, 'httpLink without the body parser', withoutParser.mutation('clear')), 'cleared');
    const single = createTRPCClient<typeof router>({ links: [httpLink({ url: `${url}/api/trpc` })] });
    const batched = createTRPCClient<typeof router>({ links: [httpBatchLink({ url: `${url}/api/trpc` })] });
    const failure = await within(
      5000,
      'the httpLink mutation',
      single.mutation('clear').then(
        () => 'resolved',
        (error: { message: string; data?: { code?: string } }) => `${error.data?.code}: ${error.message}`,
      ),
    );
    assert.equal(failure, 'BAD_REQUEST: No input expected');
    assert.equal(await within(5000, 'the batched mutation', batched.mutation('clear')), 'cleared');
  },
);
