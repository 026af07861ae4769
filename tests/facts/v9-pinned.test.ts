/**
 * Statements of the 9.x pages that had been checked against the package source only
 * (bench/claims-audit-9x-blog.md, verdict S) or written as code in prose, now run against
 * @trpc/* 9.27.4 from src/samples/v9: what `batching: { enabled: false }` does in each adapter.
 *
 *   node --import tsx --test tests/facts/v9-pinned.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Express from '../../src/samples/v9/node_modules/@types/express';
import type Fastify from '../../src/samples/v9/node_modules/fastify';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as LambdaV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/aws-lambda';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type * as FastifyAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/fastify';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import { fact, listenOnLoopback, v9, within } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;

const router = trpc.router().query('a', { resolve: () => 'a' });
const createContext = () => ({});
const batching = { enabled: false };

/** A batch of two calls of `a` and a single call, as the client sends them, to the endpoint at `base`. */
async function batchAndSingle(base: string) {
  const answer = async (url: string) => {
    const response = await within(5000, `answer to ${url}`, fetch(url));
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return {
    batch: await answer(`${base}/a,a?batch=1&input=${encodeURIComponent('{}')}`),
    single: await answer(`${base}/a`),
  };
}

/** A batched request fails as a whole with INTERNAL_SERVER_ERROR, HTTP 500; a single call answers. */
function assertBatchRejected(answers: Awaited<ReturnType<typeof batchAndSingle>>, reported: string[]): void {
  assert.equal(answers.batch.status, 500);
  const { error } = answers.batch.body as { error: { message: string; data: { code: string } } };
  assert.equal(error.message, 'Batching is not enabled on the server');
  assert.equal(error.data.code, 'INTERNAL_SERVER_ERROR');
  assert.deepEqual(reported, ['INTERNAL_SERVER_ERROR'], 'onError sees the rejected batch');
  assert.equal(answers.single.status, 200);
  assert.deepEqual(answers.single.body, { id: null, result: { type: 'data', data: 'a' } });
}

fact(
  'versioned_docs/version-9.x/client/links.md',
  'with createNextApiHandler({ router, createContext, batching: { enabled: false } }) a batched request fails as a whole with INTERNAL_SERVER_ERROR (HTTP 500, "Batching is not enabled on the server") and single calls work',
  async (t) => {
    const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
    const reported: string[] = [];
    const handler = createNextApiHandler({
      router,
      createContext,
      batching: { enabled: false },
      onError: ({ error }) => reported.push(error.code),
    });
    // What Next.js gives an API route: the parsed query, with the [trpc] segment as `trpc`.
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const query = { ...Object.fromEntries(url.searchParams), trpc: url.pathname.slice(1) };
      const nextRes = Object.assign(res, {
        status: (code: number) => ((res.statusCode = code), nextRes),
        json: (body: unknown) => res.end(JSON.stringify(body)),
      });
      void handler(Object.assign(req, { query, body: undefined }) as never, nextRes as never);
    });
    assertBatchRejected(await batchAndSingle(await listenOnLoopback(t, server)), reported);
  },
);

fact(
  'versioned_docs/version-9.x/server/express.md',
  'batching: set { enabled: false } to reject batched requests (INTERNAL_SERVER_ERROR, HTTP 500); batching is on by default',
  async (t) => {
    const express = v9('express') as typeof Express;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const reported: string[] = [];
    const app = express();
    app.use(
      '/off',
      createExpressMiddleware({ router, createContext, batching, onError: ({ error }) => reported.push(error.code) }),
    );
    app.use('/default', createExpressMiddleware({ router, createContext }));
    const base = await listenOnLoopback(t, http.createServer(app));
    assertBatchRejected(await batchAndSingle(`${base}/off`), reported);
    const byDefault = await batchAndSingle(`${base}/default`);
    assert.equal(byDefault.batch.status, 200, 'without the option, a batch is answered');
    assert.deepEqual(byDefault.batch.body, [
      { id: null, result: { type: 'data', data: 'a' } },
      { id: null, result: { type: 'data', data: 'a' } },
    ]);
  },
);

fact(
  'versioned_docs/version-9.x/server/fastify.md',
  'batching: set { enabled: false } to reject batched requests (INTERNAL_SERVER_ERROR, HTTP 500)',
  async (t) => {
    const fastify = v9('fastify') as typeof Fastify;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as typeof FastifyAdapterV9;
    const reported: string[] = [];
    const app = fastify({ maxParamLength: 5000 });
    t.after(() => app.close());
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router,
        createContext,
        batching,
        onError: ({ error }: { error: { code: string } }) => reported.push(error.code),
      },
    });
    await within(5000, 'listening Fastify server', app.listen(0, '127.0.0.1'));
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;
    assertBatchRejected(await batchAndSingle(base), reported);
  },
);

fact(
  'versioned_docs/version-9.x/server/aws-lambda.md',
  'batching: set { enabled: false } to reject batched requests (statusCode 500, INTERNAL_SERVER_ERROR)',
  async () => {
    const { awsLambdaRequestHandler } = v9('@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    const reported: string[] = [];
    type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;
    const handler = awsLambdaRequestHandler({
      router,
      createContext,
      batching,
      onError: ({ error }) => reported.push(error.code),
    }) as unknown as Handler;
    const event = (path: string, query: Record<string, string>) => ({
      version: '2.0',
      routeKey: 'ANY /trpc/{proxy+}',
      rawPath: `/trpc/${path}`,
      pathParameters: { proxy: path },
      queryStringParameters: query,
      headers: {},
      body: undefined,
      requestContext: { http: { method: 'GET' } },
    });
    const answer = async (path: string, query: Record<string, string>) => {
      const result = await within(5000, 'the Lambda answer', handler(event(path, query), {}));
      return { status: result.statusCode, body: JSON.parse(result.body) as unknown };
    };
    assertBatchRejected(
      { batch: await answer('a,a', { batch: '1', input: '{}' }), single: await answer('a', {}) },
      reported,
    );
  },
);

/** A QueryClient cleared when the test ends (react-query 3 keeps unused queries on a 5-minute timer). */
function queryClientFor(t: { after: (fn: () => void) => void }): ReactQuery.QueryClient {
  const { QueryClient } = v9('react-query') as typeof ReactQuery;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  t.after(() => queryClient.clear());
  return queryClient;
}

/** The helpers of `trpc.useContext()` over `queryClient`, taken from a render inside the provider. */
function contextHelpers(queryClient: ReactQuery.QueryClient) {
  const React = v9('react') as typeof ReactNS;
  const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
  const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
  const hooks = createReactQueryHooks<ServerV9.AnyRouter>();
  let helpers: ReturnType<typeof hooks.useContext> | undefined;
  function Capture() {
    helpers = hooks.useContext();
    return null;
  }
  renderToString(
    React.createElement(hooks.Provider, { client: {} as never, queryClient, children: React.createElement(Capture) }),
  );
  assert.ok(helpers, 'the provider should give its helpers to useContext()');
  return helpers as unknown as { invalidateQueries: (...args: unknown[]) => Promise<void> };
}

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  'invalidating refetches the matching active queries (refetchActive defaults to true) and only marks the others stale; pass { refetchInactive: true } to refetch those too',
  async (t) => {
    const { QueryObserver } = v9('react-query') as typeof ReactQuery;
    const queryClient = queryClientFor(t);
    const utils = contextHelpers(queryClient);
    const runs = { all: 0, mine: 0 };
    const all = ['post.all', undefined];
    const mine = ['post.mine', undefined];
    await queryClient.fetchQuery(all, () => ++runs.all);
    const observer = new QueryObserver(queryClient, { queryKey: mine, queryFn: () => ++runs.mine });
    const firstResult = new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => result.isSuccess && resolve());
      t.after(stop);
    });
    await within(5000, 'the active query', firstResult);
    assert.deepEqual(runs, { all: 1, mine: 1 });

    await within(5000, 'invalidation', utils.invalidateQueries());
    assert.deepEqual(runs, { all: 1, mine: 2 }, 'only the active query runs again');
    assert.equal(queryClient.getQueryState(all)?.isInvalidated, true, 'the inactive one is marked stale');

    await within(
      5000,
      'invalidation with refetchInactive',
      utils.invalidateQueries(['post.all'], { refetchInactive: true }),
    );
    assert.equal(runs.all, 2, 'with { refetchInactive: true } the inactive query runs again');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md',
  "utils.invalidateQueries(['photo.feed']) reloads the feed: an infinite query's key is [path, input] like any query's, so the path matches it, and every loaded page is fetched again",
  async (t) => {
    const { InfiniteQueryObserver } = v9('react-query') as typeof ReactQuery;
    const queryClient = queryClientFor(t);
    const utils = contextHelpers(queryClient);
    const fetched: unknown[] = [];
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: ['photo.feed', { limit: 10 }],
      queryFn: ({ pageParam }: { pageParam?: number }) => {
        fetched.push(pageParam);
        return { items: [pageParam ?? 0], nextCursor: (pageParam ?? 0) + 10 };
      },
      getNextPageParam: (last: { nextCursor: number }) => last.nextCursor,
    });
    const pages = (count: number) =>
      new Promise<void>((resolve) => {
        const stop = observer.subscribe((result) => {
          if (!result.isFetching && result.data?.pages.length === count) {
            stop();
            resolve();
          }
        });
      });
    const stop = observer.subscribe(() => {});
    t.after(stop);
    await within(5000, 'the first page', pages(1));
    await within(5000, 'the second page', Promise.all([pages(2), observer.fetchNextPage()]));
    assert.deepEqual(fetched, [undefined, 10]);

    await within(5000, 'the reload', utils.invalidateQueries(['photo.feed']));
    assert.deepEqual(fetched, [undefined, 10, undefined, 10], 'both pages are fetched again');
  },
);
