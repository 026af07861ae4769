/**
 * Independent audit BJ (bench/audit-independent-2026-11-29bj.md): the edges of seven sentences of the 9.x useQuery,
 * invalidateQueries and context pages and of the 10.x vanilla client page. The 9.x facts run @trpc/* 9.27.4 and
 * react-query 3.39.3 from src/samples/v9 against one standalone server on 127.0.0.1 with the real 9.x client; a
 * component's useQuery() is stood in for by the QueryObserver it creates (react-query 3's useBaseQuery subscribes one
 * per mounted component), with the hook's key ([path, input]) and fetch (the tRPC client's query). The vanilla fact runs
 * @trpc/* 10.12.0 from src/samples/v10.
 *
 *   node --import tsx --test tests/facts/audit-bj.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import type { initTRPC as InitTRPC } from '@trpc/server';
import type { createTRPCProxyClient as CreateProxyClient, httpBatchLink as HttpBatchLink } from '@trpc/client';
import { fact, fileScope, listenOnLoopback, until, v10, v9, within } from './facts';
import { runPageCode } from './pageCode';
import { contextHelpers, queryClientFor } from './v9-react';

const QUERIES = 'versioned_docs/version-9.x/reactjs/queries.md';
const INVALIDATION = 'versioned_docs/version-9.x/reactjs/query-invalidation.md';
const CONTEXT = 'versioned_docs/version-9.x/server/context.md';
const VANILLA = 'docs/client/vanilla.md';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { z } = v9('zod') as typeof ZodV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { QueryObserver, QueryClientProvider, setLogger } = v9('react-query') as typeof ReactQueryV3;

// react-query 3 logs every failed fetch with console.error; the facts fail on purpose
setLogger({ log: () => {}, warn: () => {}, error: () => {} });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The procedure calls the server has run, one tag per call of `slow` (its input's `tag`). */
const slowCalls: string[] = [];
const callsOf = (tag: string) => slowCalls.filter((seen) => seen === tag).length;

/** The type of the page's book router, for the hooks' types (what runs is the page's own router). */
const bookRouterType = () =>
  trpc.router().query('book.byId', {
    input: z.object({ id: z.string() }),
    resolve: ({ input }) => ({ id: input.id, title: '', author: '' }),
  });
type BookRouter = ReturnType<typeof bookRouterType>;

/** The page's book router, and a `slow` query that counts its calls by tag and answers after `ms`. */
function router() {
  const { appRouter: books } = runPageCode<{ appRouter: ReturnType<typeof trpc.router> }>(
    QUERIES,
    ['appRouter'],
    {},
    {
      title: 'server/routers/_app.ts',
    },
  );
  const typedPaths = Object.keys(bookRouterType()._def.queries);
  assert.ok(
    typedPaths.every((path) => path in books._def.queries),
    'the page router has the paths the hooks are typed with',
  );
  return books.merge(
    trpc.router().query('slow', {
      input: z.object({ tag: z.string(), ms: z.number() }),
      async resolve({ input }) {
        slowCalls.push(input.tag);
        await sleep(input.ms);
        return callsOf(input.tag);
      },
    }),
  );
}

/** The URLs of the HTTP requests the shared server has received. */
const requests: string[] = [];
let shared: Promise<ReturnType<typeof createTRPCClient>> | undefined;
/** A 9.x client of the shared server (started by the first fact that needs it, closed after the file). */
function client9() {
  shared ??= (async () => {
    const handler = createHTTPHandler({ router: router() });
    const server = http.createServer((req, res) => {
      requests.push(decodeURIComponent(req.url ?? ''));
      void handler(req, res);
    });
    const url = await listenOnLoopback(fileScope, server);
    return createTRPCClient<ReturnType<typeof router>>({ url });
  })();
  return shared;
}

/** No garbage-collection timer for an unused query (react-query 3 waits its cacheTime, 5 minutes, by default). */
const noTimers = { defaultOptions: { queries: { cacheTime: Infinity } } };

type Client9 = Awaited<ReturnType<typeof client9>>;
type Key = [string, unknown?];

/** What one mounted component's useQuery(key) subscribes: an observer with the hook's key and fetch. */
function mount(queryClient: ReactQueryV3.QueryClient, client: Client9, key: Key, options: { enabled?: boolean } = {}) {
  const [path, input] = key;
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: () => (client.query as (path: string, input?: unknown) => Promise<unknown>)(path, input),
    ...options,
  });
  const unsubscribe = observer.subscribe(() => {});
  return { observer, unmount: unsubscribe };
}

/** Waits until the observer has data and no fetch running. */
function settled(observer: { getCurrentResult: () => { isSuccess: boolean; isFetching: boolean } }, what: string) {
  return until(3000, what, () => {
    const result = observer.getCurrentResult();
    return result.isSuccess && !result.isFetching;
  });
}

fact(
  QUERIES,
  'two components with the same path and input share one cache entry and, mounted at the same time, one request; one mounted after the data came back sends its own request (staleTime 0)',
  async (t) => {
    const client = await client9();
    const queryClient = queryClientFor(t, noTimers);
    const key: Key = ['book.byId', { id: 'b1' }];
    const sent = () => requests.filter((url) => url.includes('book.byId')).length;
    const before = sent();
    const first = mount(queryClient, client, key);
    const second = mount(queryClient, client, key);
    t.after(() => [first, second].forEach((component) => component.unmount()));
    await settled(first.observer, 'the book');
    assert.equal(sent() - before, 1, 'two components mounted together: one request');
    assert.equal(queryClient.getQueryCache().getAll().length, 1, 'one cache entry');
    const later = mount(queryClient, client, key);
    t.after(later.unmount);
    await until(3000, 'the later request', () => sent() - before === 2);
    await settled(later.observer, 'the later component');
    assert.equal(queryClient.getQueryCache().getAll().length, 1, 'still one cache entry');
  },
);

fact(
  QUERIES,
  'refetch() called while a fetch is running waits for that fetch by default (one procedure call), and starts another with { cancelRefetch: true } once the query has data',
  async (t) => {
    const client = await client9();
    const queryClient = queryClientFor(t, noTimers);
    const { observer, unmount } = mount(queryClient, client, ['slow', { tag: 'refetch', ms: 60 }]);
    t.after(unmount);
    await settled(observer, 'the first fetch');
    assert.equal(callsOf('refetch'), 1);
    await within(3000, 'two refetches', Promise.all([observer.refetch(), observer.refetch()]));
    assert.equal(callsOf('refetch'), 2, 'the second refetch() joined the first');
    void observer.refetch();
    await until(3000, 'the third call on the server', () => callsOf('refetch') === 3);
    await within(3000, 'a cancelling refetch', observer.refetch({ cancelRefetch: true }));
    assert.equal(callsOf('refetch'), 4, 'with cancelRefetch the second refetch() sent its own call');
  },
);

fact(
  QUERIES,
  "useErrorBoundary takes a function of the error as well as a boolean: the component throws the query's error when the function returns true",
  async (t) => {
    const client = await client9();
    const queryClient = queryClientFor(t, noTimers);
    const React = v9('react') as typeof ReactNS;
    const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const hooks = createReactQueryHooks<BookRouter>();
    const key: ['book.byId', { id: string }] = ['book.byId', { id: 'gone' }];
    const query = client.query.bind(client) as (path: string, input: unknown) => Promise<unknown>;
    await queryClient.prefetchQuery(key, () => query(...key), { retry: false });
    assert.equal(queryClient.getQueryState(key)?.status, 'error');
    const render = (throwIt: boolean) => {
      function Book() {
        const book = hooks.useQuery(key, {
          retryOnMount: false,
          useErrorBoundary: (error) => throwIt && error.message === 'No book gone',
        });
        return React.createElement('p', null, book.status);
      }
      return renderToString(
        React.createElement(hooks.Provider, {
          client: client as never,
          queryClient,
          children: React.createElement(QueryClientProvider, {
            client: queryClient,
            children: React.createElement(Book),
          }),
        }),
      );
    };
    assert.match(render(false), /error/, 'the function returned false: the component renders');
    assert.throws(() => render(true), /No book gone/, 'the function returned true: the error is thrown');
  },
);

fact(
  INVALIDATION,
  'invalidateQueries() refetches right away only the active queries: one whose mounted components all pass enabled: false is marked stale and not refetched',
  async (t) => {
    const client = await client9();
    const queryClient = queryClientFor(t, noTimers);
    const utils = contextHelpers(queryClient, client);
    const enabledKey: Key = ['slow', { tag: 'enabled', ms: 0 }];
    const disabledKey: Key = ['slow', { tag: 'disabled', ms: 0 }];
    queryClient.setQueryData(disabledKey, 0);
    const enabled = mount(queryClient, client, enabledKey);
    const disabled = mount(queryClient, client, disabledKey, { enabled: false });
    t.after(() => [enabled, disabled].forEach((component) => component.unmount()));
    await settled(enabled.observer, 'the enabled query');
    const [enabledBefore, disabledBefore] = [callsOf('enabled'), callsOf('disabled')];
    await within(3000, 'the invalidation', utils.invalidateQueries());
    assert.equal(callsOf('enabled') - enabledBefore, 1, 'the active query refetched');
    assert.equal(callsOf('disabled') - disabledBefore, 0, 'the rendered but disabled query did not');
    assert.equal(queryClient.getQueryCache().find(disabledKey)?.isStale(), true, 'it is marked stale');
  },
);

fact(
  INVALIDATION,
  "invalidateQueries()'s cancelRefetch cancels a running request and starts a new one only when the query already has data: a first fetch still running is kept",
  async (t) => {
    const client = await client9();
    const queryClient = queryClientFor(t, noTimers);
    const utils = contextHelpers(queryClient, client);
    const key: Key = ['slow', { tag: 'cancel', ms: 80 }];
    const { observer, unmount } = mount(queryClient, client, key);
    t.after(unmount);
    await until(3000, 'the first fetch on the server', () => callsOf('cancel') === 1);
    await within(3000, 'the invalidation', utils.invalidateQueries(key, undefined, { cancelRefetch: true }));
    assert.equal(callsOf('cancel'), 1, 'no data yet: the running first fetch was kept, no new call');
    await settled(observer, 'the first fetch');
    void observer.refetch();
    await until(3000, 'the refetch on the server', () => callsOf('cancel') === 2);
    await within(3000, 'the invalidation', utils.invalidateQueries(key, undefined, { cancelRefetch: true }));
    assert.equal(callsOf('cancel'), 3, 'with data: the running refetch was cancelled and a new call sent');
  },
);

fact(
  CONTEXT,
  'the Next.js handler turns away a [[...trpc]] route called at its bare path /api/trpc (no trpc parameter) with a 500, before createContext',
  async () => {
    type RouteUtils = {
      getRouteRegex: (page: string) => unknown;
      getRouteMatcher: (regex: unknown) => (path: string) => Record<string, string | string[]> | false;
    };
    const { getRouteRegex } = v9('next/dist/shared/lib/router/utils/route-regex') as RouteUtils;
    const { getRouteMatcher } = v9('next/dist/shared/lib/router/utils/route-matcher') as RouteUtils;
    const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
    const { createContext: pageCreateContext } = runPageCode<{ createContext: (opts: unknown) => Promise<unknown> }>(
      CONTEXT,
      ['createContext'],
      {},
      { title: 'server/context.ts' },
    );
    let contexts = 0;
    const handler = createNextApiHandler({
      router: trpc.router().query('hello', { resolve: () => 'hi' }),
      createContext: (opts) => {
        contexts++;
        return pageCreateContext(opts);
      },
    });
    const match = getRouteMatcher(getRouteRegex('/api/trpc/[[...trpc]]'));
    const call = async (path: string) => {
      const query = match(path);
      assert.ok(query, `the route matches ${path}`);
      const res = {
        statusCode: 200,
        body: '',
        setHeader: () => {},
        end(body: string) {
          this.body = body;
        },
        json(value: unknown) {
          this.body = JSON.stringify(value);
        },
      };
      const req = { method: 'GET', query, headers: {}, url: path, body: undefined };
      await within(3000, 'the handler', (handler as (req: unknown, res: unknown) => Promise<void>)(req, res));
      return res;
    };
    const bare = await call('/api/trpc');
    assert.equal(bare.statusCode, 500);
    assert.match(bare.body, /Query \\"trpc\\" not found/);
    assert.equal(contexts, 0, 'no createContext call for the bare path');
    const hello = await call('/api/trpc/hello');
    assert.equal(hello.statusCode, 200);
    assert.equal(contexts, 1, 'a procedure path reaches createContext');
  },
);

fact(
  VANILLA,
  'httpBatchLink batches the calls made in the same tick by type: two queries and a mutation started together travel as two HTTP requests, not one',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as { initTRPC: typeof InitTRPC };
    const { createHTTPHandler: handler10 } = v10('@trpc/server/adapters/standalone') as {
      createHTTPHandler: (opts: object) => (req: http.IncomingMessage, res: http.ServerResponse) => void;
    };
    const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as {
      createTRPCProxyClient: typeof CreateProxyClient;
      httpBatchLink: typeof HttpBatchLink;
    };
    const t10 = initTRPC.create();
    const appRouter = t10.router({
      greeting: t10.procedure.query(() => 'Hello from the server'),
      add: t10.procedure.mutation(() => 42),
    });
    const seen: string[] = [];
    const handle = handler10({ router: appRouter });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        seen.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
        handle(req, res);
      }),
    );
    const client = createTRPCProxyClient<typeof appRouter>({ links: [httpBatchLink({ url })] });
    const results = await within(
      3000,
      'the calls',
      Promise.all([client.greeting.query(), client.add.mutate(), client.greeting.query()]),
    );
    assert.deepEqual(results, ['Hello from the server', 42, 'Hello from the server']);
    assert.deepEqual(seen.sort(), ['GET /greeting,greeting', 'POST /add']);
  },
);
