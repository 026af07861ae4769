/**
 * Docs facts of independent audit AH (bench/audit-independent-2026-11-29ah.md): the statements it
 * found wrong on the useInfiniteQuery, custom header and AWS Lambda pages, as they now read. The
 * React facts render a component once with react-dom/server, which runs tRPC's hook and leaves its
 * query in the cache unfetched, then drive that query with React Query's own InfiniteQueryObserver,
 * the class the hook uses, so the requests go through tRPC's query function to a real server.
 *
 *   node --import tsx --test tests/facts/audit-ah.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context as LambdaContext,
} from '../../src/samples/v10/node_modules/@types/aws-lambda';
import { fact, fileScope, listenOnLoopback, pageText, until, v10, v9, within } from './facts';
import { runPageCode } from './pageCode';

const React = v10('react') as typeof ReactNS;
const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
const { QueryClient, QueryClientProvider, InfiniteQueryObserver } = v10('@tanstack/react-query') as typeof ReactQuery;
const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
const { httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { z } = v10('zod') as typeof Zod;

const INFINITE = 'docs/reactjs/useInfiniteQuery.md';
const LAMBDA = 'docs/server/adapter/aws-lambda.md';

const t = initTRPC.create();
/** The fact's claim of the type of the page's router (`runPageCode` returns it; the calls below check it). */
function claimedPageRouter() {
  return t.router({
    message: t.router({
      list: t.procedure
        .input(z.object({ limit: z.number().min(1).max(50), cursor: z.number().nullish() }))
        .query(() => ({ items: [] as { id: number; text: string }[], nextCursor: undefined as number | undefined })),
    }),
  });
}
type PageRouter = ReturnType<typeof claimedPageRouter>;
/** The page's 95 messages, served under /page. */
const { appRouter: pageRouter } = runPageCode<{ appRouter: PageRouter }>(
  INFINITE,
  ['appRouter'],
  {},
  {
    title: 'server/routers/_app.ts',
  },
);
/** Cursors the page's advice now rules out, served under /audit. */
const auditRouter = t.router({
  nullable: t.procedure
    .input(z.object({ limit: z.number(), cursor: z.number().nullable() }))
    .query(({ input }) => ({ items: [input.cursor], nextCursor: undefined })),
  required: t.procedure
    .input(z.object({ cursor: z.number() }))
    .query(({ input }) => ({ items: [input.cursor], nextCursor: undefined })),
});
const pageTrpc = createTRPCReact<PageRouter>();
const auditTrpc = createTRPCReact<typeof auditRouter>();

/** What the server saw of each request: method, URL and `content-type`. */
const requests: { method?: string; url?: string; contentType?: string }[] = [];
let origin: Promise<string> | undefined;
/** The file's one server, started by the first fact that needs it: /page, /audit, and a 404 recorder for the rest. */
function server(): Promise<string> {
  origin ??= listen(createHTTPHandler({ router: pageRouter }), createHTTPHandler({ router: auditRouter }));
  return origin;
}
function listen(page: ReturnType<typeof createHTTPHandler>, audit: ReturnType<typeof createHTTPHandler>) {
  return listenOnLoopback(
    fileScope,
    http.createServer((req, res) => {
      requests.push({ method: req.method, url: req.url, contentType: req.headers['content-type'] });
      const [, prefix] = /^\/(page|audit)\//.exec(req.url ?? '') ?? [];
      if (!prefix) return void res.writeHead(404).end();
      req.url = req.url?.slice(prefix.length + 1);
      void (prefix === 'page' ? page : audit)(req, res);
    }),
  );
}

/**
 * Renders `use()` once inside both providers, with a client whose httpBatchLink calls `url`; returns
 * what it returned and the query client. Nothing fetches yet: no observer subscribes during SSR.
 */
function renderOnce<T>(
  trpc: typeof pageTrpc | typeof auditTrpc,
  url: string,
  use: () => T,
): { value: T; queryClient: ReactQuery.QueryClient } {
  const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };
  const queryClient = new QueryClient({ logger: silent, defaultOptions: { queries: { retry: false } } });
  // Either router's client: the two hooks objects differ only in their router's type
  const createClient = trpc.createClient as (opts: { links: TRPCClient.TRPCLink<TRPCServer.AnyRouter>[] }) => unknown;
  const client = createClient({ links: [httpBatchLink({ url })] });
  let value: T | undefined;
  function Component() {
    value = use();
    return null;
  }
  const Provider = trpc.Provider as ReactNS.FC<{
    client: typeof client;
    queryClient: ReactQuery.QueryClient;
    children: ReactNS.ReactNode;
  }>;
  renderToString(
    React.createElement(Provider, {
      client,
      queryClient,
      children: React.createElement(QueryClientProvider, { client: queryClient }, React.createElement(Component)),
    }),
  );
  assert.ok(value !== undefined, 'the component should have rendered');
  return { value, queryClient };
}

/** Subscribes an InfiniteQueryObserver to the one query the render left (as the mounted hook would) and waits for its first page. */
async function observeInfinite(t: { after: (fn: () => void) => void }, queryClient: ReactQuery.QueryClient) {
  const [query, ...others] = queryClient.getQueryCache().getAll();
  assert.ok(query && others.length === 0, 'the render should leave exactly one query');
  const observer = new InfiniteQueryObserver(queryClient, query.options as never);
  t.after(observer.subscribe(() => undefined));
  const settled = () => observer.getCurrentResult().fetchStatus === 'idle';
  await until(5000, 'first page', settled);
  const fetchNextPage = async () => {
    await within(5000, 'next page', observer.fetchNextPage());
    await until(5000, 'next page settled', settled);
  };
  return { result: () => observer.getCurrentResult(), fetchNextPage };
}

/** The tRPC error code of a failed query result. */
function errorCode(error: unknown): unknown {
  return (error as { data?: { code?: string } } | null)?.data?.code;
}

type Page = { items: { id: number }[]; nextCursor?: number };
const firstIds = (pages: readonly unknown[] | undefined) => pages?.map((page) => (page as Page).items[0]?.id);

fact(
  INFINITE,
  'the cursor must accept a missing value (.optional() or .nullish()): the first page is requested without a cursor key, and a required or only .nullable() cursor fails it with BAD_REQUEST',
  async (t) => {
    assert.deepEqual(
      Object.keys(pageRouter._def.procedures),
      Object.keys(claimedPageRouter()._def.procedures),
      "the page's router has the procedures this file's type claims",
    );
    const base = await server();
    const nullish = renderOnce(pageTrpc, `${base}/page`, () =>
      pageTrpc.message.list.useInfiniteQuery({ limit: 20 }, { getNextPageParam: (last) => last.nextCursor }),
    );
    const page = await observeInfinite(t, nullish.queryClient);
    assert.equal(page.result().status, 'success');
    assert.deepEqual(firstIds(page.result().data?.pages), [1]);
    const sent = requests.find((r) => r.url?.startsWith('/page/message.list'));
    assert.ok(sent?.url, 'the page router should have been asked');
    const input = new URL(sent.url, base).searchParams.get('input');
    assert.deepEqual(JSON.parse(input ?? 'null'), { 0: { limit: 20 } }, 'the first request has no cursor key');

    const nullable = renderOnce(auditTrpc, `${base}/audit`, () =>
      auditTrpc.nullable.useInfiniteQuery({ limit: 20 }, { getNextPageParam: () => undefined }),
    );
    const failed = await observeInfinite(t, nullable.queryClient);
    assert.equal(failed.result().status, 'error');
    assert.equal(errorCode(failed.result().error), 'BAD_REQUEST');
  },
);

fact(
  INFINITE,
  "initialCursor has the type of cursor only when the input requires the key (unknown for a .nullish() cursor), and getNextPageParam's return is not checked against it",
  async (t) => {
    const base = await server();
    const { queryClient } = renderOnce(pageTrpc, `${base}/page`, () => {
      // Both compile: for an optional cursor initialCursor is `unknown`, and getNextPageParam returns `unknown`
      const feed = pageTrpc.message.list.useInfiniteQuery(
        { limit: 20 },
        { initialCursor: 'forty-one', getNextPageParam: () => 'not a number either' },
      );
      // With a required `cursor: number`, initialCursor is a number
      // @ts-expect-error a string initialCursor for a required number cursor
      auditTrpc.required.useInfiniteQuery({}, { initialCursor: 'forty-one', enabled: false });
      return feed;
    });
    queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey).includes('required') });
    const page = await observeInfinite(t, queryClient);
    assert.equal(page.result().status, 'error', 'the server rejects the string the types let through');
    assert.equal(errorCode(page.result().error), 'BAD_REQUEST');
  },
);

/** Loads pages 41-60 and 61-80 through the hook with initialCursor, then runs utils.fetchInfinite on them. */
async function refetchAfterInitialCursor(t: { after: (fn: () => void) => void }) {
  const base = await server();
  const { value: utils, queryClient } = renderOnce(pageTrpc, `${base}/page`, () => {
    pageTrpc.message.list.useInfiniteQuery(
      { limit: 20 },
      { initialCursor: 41, getNextPageParam: (last) => last.nextCursor },
    );
    return pageTrpc.useContext();
  });
  const page = await observeInfinite(t, queryClient);
  await page.fetchNextPage();
  const loaded = page.result().data;
  const refetched = await within(5000, 'fetchInfinite', utils.message.list.fetchInfinite({ limit: 20 }));
  return { loaded, refetched };
}

fact(
  INFINITE,
  "fetchInfinite refetches stale pages with their entries in pageParams, the first page's being undefined: it does not read initialCursor, so a first page the hook loaded from initialCursor comes back from the start",
  async (t) => {
    const { loaded, refetched } = await refetchAfterInitialCursor(t);
    assert.deepEqual(firstIds(loaded?.pages), [41, 61], 'the hook loads from initialCursor');
    assert.deepEqual(loaded?.pageParams, [undefined, 61]);
    assert.deepEqual(firstIds(refetched.pages), [1, 61], 'fetchInfinite starts its first page without a cursor');
    assert.deepEqual(refetched.pageParams, [undefined, 61]);
  },
);

fact(
  INFINITE,
  "fetchInfinite skips the request only while the cached pages are newer than the staleTime in its opts (or the QueryClient's default); the hook's staleTime does not count",
  async (t) => {
    assert.match(
      pageText(INFINITE),
      /Cached pages are returned without a request while they are newer than the `staleTime` in `opts`, or the `QueryClient`'s default when `opts` has none \(`0` unless you set one: the `staleTime` given to `useInfiniteQuery` does not count\); stale ones are fetched again, as below\./,
    );
    const base = await server();
    const { value: utils, queryClient } = renderOnce(pageTrpc, `${base}/page`, () => {
      pageTrpc.message.list.useInfiniteQuery(
        { limit: 20 },
        { staleTime: 60_000, getNextPageParam: (last) => last.nextCursor },
      );
      return pageTrpc.useContext();
    });
    const page = await observeInfinite(t, queryClient);
    await page.fetchNextPage();
    assert.equal(page.result().isStale, false, 'the hook holds both pages as fresh');
    const pageRequests = () => requests.filter((r) => r.url?.startsWith('/page/')).length;

    const before = pageRequests();
    await within(
      5000,
      'fetchInfinite with a staleTime',
      utils.message.list.fetchInfinite({ limit: 20 }, { staleTime: 60_000 }),
    );
    assert.equal(pageRequests(), before, "no request while the pages are newer than the call's staleTime");
    await within(5000, 'fetchInfinite without one', utils.message.list.fetchInfinite({ limit: 20 }));
    assert.equal(pageRequests(), before + 2, "without one, both pages are fetched again despite the hook's staleTime");
  },
);

fact(
  'docs/reactjs/useContext.md',
  "fetchInfinite refetches each stale page with its entry in pageParams, the first page's being undefined (initialCursor is not read)",
  async (t) => {
    const { refetched } = await refetchAfterInitialCursor(t);
    assert.deepEqual(firstIds(refetched.pages), [1, 61]);
  },
);

const SAFELISTED = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

fact(
  'docs/client/header.md',
  'the HTTP links send content-type: application/json on every request, a GET query too, so a cross-origin call needs a CORS preflight even without custom headers',
  async () => {
    const base = await server();
    // The page's static-headers client, pointed at the recording server
    const { client } = runPageCode<{ client: { status: { query: () => Promise<unknown> } } }>(
      'docs/client/header.md',
      ['client'],
      { httpBatchLink: (opts: TRPCClient.HttpBatchLinkOptions) => httpBatchLink({ ...opts, url: `${base}/static` }) },
      { section: 'Static headers' },
    );
    await client.status.query().catch(() => undefined);
    const sent = requests.find((r) => r.url?.startsWith('/static/status'));
    assert.equal(sent?.method, 'GET');
    assert.equal(sent.contentType, 'application/json');
    assert.ok(!SAFELISTED.includes(sent.contentType), 'not a content type a browser sends without a preflight');
  },
);

fact(
  'versioned_docs/version-9.x/client/header.md',
  "9.x's HTTP requests carry content-type: application/json, a GET query too, so a cross-origin call gets a CORS preflight even without custom headers",
  async () => {
    const base = await server();
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const client = createTRPCClient({ url: `${base}/v9` });
    await client.query('status' as never).catch(() => undefined);
    const sent = requests.find((r) => r.url?.startsWith('/v9/status'));
    assert.equal(sent?.method, 'GET');
    assert.equal(sent.contentType, 'application/json');
    assert.ok(!SAFELISTED.includes(sent.contentType));
  },
);

fact(
  LAMBDA,
  "response headers are Content-Type plus responseMeta's, except on the 204 answer to a HEAD request, which has none",
  async () => {
    // The page's handler, with its own context and router
    const { createContext } = runPageCode<{ createContext: unknown }>(
      LAMBDA,
      ['createContext'],
      {},
      {
        title: 'context.ts',
      },
    );
    const { appRouter } = runPageCode<{ appRouter: unknown }>(LAMBDA, ['appRouter'], {}, { title: 'router.ts' });
    const { handler } = runPageCode<{
      handler: (event: APIGatewayProxyEventV2, context: LambdaContext) => Promise<APIGatewayProxyStructuredResultV2>;
    }>(LAMBDA, ['handler'], { createContext, appRouter }, { title: 'server.ts' });
    const event = (method: string, input?: unknown) =>
      ({
        version: '2.0',
        routeKey: 'ANY /trpc/{proxy+}',
        rawPath: '/trpc/greet',
        rawQueryString: '',
        headers: { 'user-agent': 'audit-ah' },
        pathParameters: { proxy: 'greet' },
        queryStringParameters: input === undefined ? undefined : { input: JSON.stringify(input) },
        requestContext: { http: { method } },
        isBase64Encoded: false,
      }) as unknown as APIGatewayProxyEventV2;
    const context = { awsRequestId: 'request-1' } as LambdaContext;

    const get = await handler(event('GET', { name: 'Lambda' }), context);
    assert.equal(get.statusCode, 200);
    assert.deepEqual(get.headers, { 'Content-Type': 'application/json' });
    const head = await handler(event('HEAD'), context);
    assert.equal(head.statusCode, 204);
    assert.deepEqual(head.headers, {}, 'the HEAD answer has no headers, not even Content-Type');
    assert.equal(head.body, undefined);
  },
);
