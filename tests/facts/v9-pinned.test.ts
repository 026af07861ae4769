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
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as LoggerLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/loggerLink';
import type * as SplitLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/splitLink';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as SSGV9 from '../../src/samples/v9/node_modules/@trpc/react/ssg';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import type SuperJSON from '../../src/samples/v9/node_modules/superjson';
import type * as Zod from '../../src/samples/v9/node_modules/zod';
import { closedPort, fact, listenOnLoopback, rejection, v9, within } from './facts';
import { contextHelpers, queryClientFor } from './v9-react';
import { startWsServerV9, wsClientV9 } from './wsServerV9';

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

/** No retries, and no cacheTime timer (`Infinity` starts none) left after an observer unsubscribes. */
const QUIET: ReactQuery.QueryClientConfig = { defaultOptions: { queries: { retry: false, cacheTime: Infinity } } };

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  'invalidating refetches the matching active queries (refetchActive defaults to true) and only marks the others stale; pass { refetchInactive: true } to refetch those too',
  async (t) => {
    const { QueryObserver } = v9('react-query') as typeof ReactQuery;
    const queryClient = queryClientFor(t, QUIET);
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
    const queryClient = queryClientFor(t, QUIET);
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

// ---------------------------------------------------------------------------------------------
// Claims of bench/claims-audit-9x-blog.md that were checked against the source only (verdict S).

const v9Client = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { httpLink } = v9('@trpc/client/links/httpLink') as typeof HttpLinkV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;

/** A Node.js server for a tRPC handler (which returns a promise that the server does not await). */
const nodeServer = (handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>) =>
  http.createServer((req, res) => void handler(req, res));
const { z } = v9('zod') as typeof Zod;
const superjson = (v9('superjson') as { default: typeof SuperJSON }).default;

/** The message of what `run` throws. */
function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return assert.fail('it should throw');
}

fact(
  'versioned_docs/version-9.x/server/data-transformers.md',
  'the server only uses input.deserialize and output.serialize; the client only uses input.serialize and output.deserialize',
  async (t) => {
    const used: string[] = [];
    const spy = (side: string) => {
      const half = (name: string) => ({
        serialize: (value: unknown) => (used.push(`${side} ${name}.serialize`), value),
        deserialize: (value: unknown) => (used.push(`${side} ${name}.deserialize`), value),
      });
      return { input: half('input'), output: half('output') };
    };
    const router = trpc
      .router()
      .transformer(spy('server'))
      .query('echo', { input: z.string(), resolve: ({ input }) => input })
      .mutation('save', { input: z.number(), resolve: ({ input }) => input + 1 });
    const url = await listenOnLoopback(t, nodeServer(createHTTPHandler({ router, createContext })));
    const client = v9Client.createTRPCClient<typeof router>({ links: [httpLink({ url })], transformer: spy('client') });
    assert.equal(await within(5000, 'a query', client.query('echo', 'hi')), 'hi');
    assert.equal(await within(5000, 'a mutation', client.mutation('save', 1)), 2);
    assert.deepEqual([...new Set(used)].sort(), [
      'client input.serialize',
      'client output.deserialize',
      'server input.deserialize',
      'server output.serialize',
    ]);
  },
);

fact(
  'versioned_docs/version-9.x/server/data-transformers.md',
  'createSSGHelpers serializes the prefetched cache with the input serializer, which the browser reads back with the output deserializer; a second .transformer() in one chain throws "You seem to have double `transformer()`-calls in your router tree"',
  async () => {
    const { createSSGHelpers } = v9('@trpc/react/ssg') as typeof SSGV9;
    const router = trpc.router().query('a', { resolve: () => 'a' });
    const tagged = (tag: string) => ({
      serialize: (value: unknown) => ({ tag, value }),
      deserialize: (v: unknown) => v,
    });
    const ssg = createSSGHelpers({
      router,
      ctx: {},
      transformer: { input: tagged('input'), output: tagged('output') },
    });
    await within(5000, 'prefetch', ssg.prefetchQuery('a'));
    assert.equal((ssg.dehydrate() as unknown as { tag: string }).tag, 'input');
    ssg.queryClient.clear();
    assert.equal(
      thrown(() => trpc.router().transformer(superjson).transformer(superjson)),
      'You seem to have double `transformer()`-calls in your router tree',
    );
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssg-helpers.md',
  'custom dehydrate() options replace the default: with your own options (even {}), failed queries are only included if your shouldDehydrateQuery includes them',
  async () => {
    const { createSSGHelpers } = v9('@trpc/react/ssg') as typeof SSGV9;
    const router = trpc
      .router()
      .query('ok', { resolve: () => 'ok' })
      .query('broken', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'NOT_FOUND' });
        },
      });
    const ssg = createSSGHelpers({
      router,
      ctx: {},
      queryClientConfig: { defaultOptions: { queries: { retry: false } } },
    });
    await within(5000, 'prefetches', Promise.all([ssg.prefetchQuery('ok'), ssg.prefetchQuery('broken')]));
    const keys = (state: ReactQuery.DehydratedState) => state.queries.map((query) => query.queryKey[0]).sort();
    assert.deepEqual(keys(ssg.dehydrate()), ['broken', 'ok'], 'the default keeps failed queries');
    assert.deepEqual(keys(ssg.dehydrate({})), ['ok'], "{} falls back to react-query's default, successful only");
    assert.deepEqual(keys(ssg.dehydrate({ shouldDehydrateQuery: () => true })), ['broken', 'ok']);
    ssg.queryClient.clear();
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssg.md',
  "the helpers call your procedures directly, in the same process, with the ctx you give them, not with your API's createContext(), and without HTTP",
  async () => {
    const { createSSGHelpers } = v9('@trpc/react/ssg') as typeof SSGV9;
    const router = trpc.router<{ user: string }>().query('whoami', { resolve: ({ ctx }) => ctx.user });
    const ssg = createSSGHelpers({ router, ctx: { user: 'build' } });
    const before = globalThis.fetch;
    let fetched = 0;
    globalThis.fetch = (...args) => (fetched++, before(...args));
    try {
      assert.equal(await within(5000, 'fetchQuery', ssg.fetchQuery('whoami')), 'build');
    } finally {
      globalThis.fetch = before;
      ssg.queryClient.clear();
    }
    assert.equal(fetched, 0, 'no HTTP request');
  },
);

fact(
  'versioned_docs/version-9.x/server/error-formatting.md',
  'a second .formatError() throws "You seem to have double `formatError()`-calls in your router tree"; the formatter also runs for errors that never reached a procedure (a throwing createContext()), with path and ctx unset',
  async (t) => {
    assert.equal(
      thrown(() =>
        trpc
          .router()
          .formatError(({ shape }) => shape)
          .formatError(({ shape }) => shape),
      ),
      'You seem to have double `formatError()`-calls in your router tree',
    );
    const seen: { path: unknown; ctx: unknown; code: string }[] = [];
    const router = trpc
      .router()
      .formatError(({ shape, path, ctx, error }) => {
        seen.push({ path, ctx, code: error.code });
        return shape;
      })
      .query('a', { resolve: () => 'a' });
    const failingContext = () => {
      throw new trpc.TRPCError({ code: 'UNAUTHORIZED' });
    };
    const url = await listenOnLoopback(t, nodeServer(createHTTPHandler({ router, createContext: failingContext })));
    assert.equal((await within(5000, 'answer', fetch(`${url}/a`))).status, 401);
    assert.deepEqual(seen, [{ path: undefined, ctx: undefined, code: 'UNAUTHORIZED' }]);
  },
);

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'every error the server sends has the shape { id: null, error: { message, code: <JSON-RPC number>, data: { code, httpStatus, path, stack } } } (stack outside production); data.path is missing when createContext() threw',
  async (t) => {
    const router = trpc.router().query('book.byId', {
      input: z.number(),
      resolve: ({ input }) => {
        throw new trpc.TRPCError({ code: 'NOT_FOUND', message: `No book with id ${input}` });
      },
    });
    const url = await listenOnLoopback(t, nodeServer(createHTTPHandler({ router, createContext })));
    const response = await within(5000, 'answer', fetch(`${url}/book.byId?input=42`));
    assert.equal(response.status, 404);
    const body = (await response.json()) as {
      id: null;
      error: {
        message: string;
        code: number;
        data: { code: string; httpStatus: number; path?: string; stack?: string };
      };
    };
    assert.equal(body.id, null);
    assert.deepEqual(Object.keys(body.error).sort(), ['code', 'data', 'message']);
    assert.equal(body.error.message, 'No book with id 42');
    assert.equal(body.error.code, -32004);
    assert.deepEqual(Object.keys(body.error.data).sort(), ['code', 'httpStatus', 'path', 'stack']);
    assert.equal(body.error.data.code, 'NOT_FOUND');
    assert.equal(body.error.data.httpStatus, 404);
    assert.equal(body.error.data.path, 'book.byId');
    assert.match(body.error.data.stack ?? '', /^TRPCError: No book with id 42\n/);

    const failing = await listenOnLoopback(
      t,
      nodeServer(
        createHTTPHandler({
          router,
          createContext: () => {
            throw new Error('no session');
          },
        }),
      ),
    );
    const early = (await (await fetch(`${failing}/book.byId?input=42`)).json()) as { error: { data: object } };
    assert.equal('path' in early.error.data, false);
  },
);

fact(
  'versioned_docs/version-9.x/server/metadata.md',
  'meta is handed to every middleware and is not sent to the client; a procedure without meta passes undefined',
  async (t) => {
    const seen: unknown[] = [];
    const router = trpc
      .router<object, { description?: string }>()
      .middleware(({ meta, next }) => (seen.push(['first', meta]), next()))
      .middleware(({ meta, next }) => (seen.push(['second', meta]), next()))
      .query('described', { meta: { description: 'secret-meta-text' }, resolve: () => 'a' })
      .query('plain', { resolve: () => 'b' });
    const url = await listenOnLoopback(t, nodeServer(createHTTPHandler({ router, createContext })));
    const body = await (await within(5000, 'answer', fetch(`${url}/described`))).text();
    assert.equal(body.includes('secret-meta-text'), false, 'the response has no meta');
    await fetch(`${url}/plain`);
    assert.deepEqual(seen, [
      ['first', { description: 'secret-meta-text' }],
      ['second', { description: 'secret-meta-text' }],
      ['first', undefined],
      ['second', undefined],
    ]);
  },
);

fact(
  'versioned_docs/version-9.x/server/middlewares.md',
  'middlewares run before input validation and get rawInput, which is what the client sent after the data transformer deserialized it',
  async (t) => {
    const raw: unknown[] = [];
    const router = trpc
      .router()
      .transformer(superjson)
      .middleware(({ rawInput, next }) => (raw.push(rawInput), next()))
      .query('day', { input: z.date(), resolve: ({ input }) => input.getUTCDate() });
    const url = await listenOnLoopback(t, nodeServer(createHTTPHandler({ router, createContext })));
    const client = v9Client.createTRPCClient<typeof router>({ links: [httpLink({ url })], transformer: superjson });
    assert.equal(await within(5000, 'a valid call', client.query('day', new Date(Date.UTC(2022, 0, 2)))), 2);
    assert.ok(raw[0] instanceof Date, 'rawInput is already deserialized: a Date');
    const invalid = (await rejection(client.query('day', 'not a date' as unknown as Date))) as {
      data?: { code: string };
    };
    assert.equal(invalid.data?.code, 'BAD_REQUEST');
    assert.equal(raw[1], 'not a date', 'the middleware ran before validation rejected the input');
  },
);

fact(
  'versioned_docs/version-9.x/server/merging-routers.md',
  "the prefix is joined to each path exactly as written: .merge('user.', r) turns byId into user.byId, .merge('user', r) into userbyId",
  () => {
    const child = trpc.router().query('byId', { resolve: () => 'u' });
    assert.deepEqual(Object.keys(trpc.router().merge('user.', child)._def.queries), ['user.byId']);
    assert.deepEqual(Object.keys(trpc.router().merge('user', child)._def.queries), ['userbyId']);
  },
);

fact(
  'versioned_docs/version-9.x/server/context.md',
  'createContext() runs for every request, public endpoints included: once per HTTP request (a batch is one request)',
  async (t) => {
    let calls = 0;
    const router = trpc.router().query('public', { resolve: () => 'p' });
    const url = await listenOnLoopback(
      t,
      nodeServer(createHTTPHandler({ router, createContext: () => (calls++, {}) })),
    );
    await fetch(`${url}/public`);
    await fetch(`${url}/public`);
    assert.equal(calls, 2);
    await fetch(`${url}/public,public?batch=1&input=${encodeURIComponent('{}')}`);
    assert.equal(calls, 3);
  },
);

fact(
  'versioned_docs/version-9.x/server/caching.md',
  'the same responseMeta works in Express, Fastify and Amazon Lambda: its status and headers reach the response of each',
  async (t) => {
    const express = v9('express') as typeof Express;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const fastify = v9('fastify') as typeof Fastify;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as typeof FastifyAdapterV9;
    const { awsLambdaRequestHandler } = v9('@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    const responseMeta = () => ({ status: 203, headers: { 'cache-control': 's-maxage=60' } });

    const app = express();
    app.use('/trpc', createExpressMiddleware({ router, createContext, responseMeta }));
    const expressBase = await listenOnLoopback(t, http.createServer(app));
    const fromExpress = await within(5000, 'Express', fetch(`${expressBase}/trpc/a`));

    const server = fastify();
    t.after(() => server.close());
    await server.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router, createContext, responseMeta } });
    await within(5000, 'listening Fastify server', server.listen(0, '127.0.0.1'));
    const fromFastify = await within(
      5000,
      'Fastify',
      fetch(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}/trpc/a`),
    );
    for (const response of [fromExpress, fromFastify]) {
      assert.equal(response.status, 203);
      assert.equal(response.headers.get('cache-control'), 's-maxage=60');
    }

    type Handler = (
      event: unknown,
      context: unknown,
    ) => Promise<{ statusCode: number; headers: Record<string, string> }>;
    const lambda = awsLambdaRequestHandler({ router, createContext, responseMeta }) as unknown as Handler;
    const result = await lambda(
      {
        version: '2.0',
        routeKey: 'ANY /trpc/{proxy+}',
        rawPath: '/trpc/a',
        pathParameters: { proxy: 'a' },
        queryStringParameters: {},
        headers: {},
        body: undefined,
        requestContext: { http: { method: 'GET' } },
      },
      {},
    );
    assert.equal(result.statusCode, 203);
    assert.equal(result.headers['cache-control'], 's-maxage=60');
  },
);

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  'responseMeta() receives the paths, the ctx, the procedure type, the response data and the errors, and its { status, headers } override the status and add headers',
  async (t) => {
    const calls: { paths?: string[]; ctx?: unknown; type: string; data: unknown[]; errors: { code: string }[] }[] = [];
    const router = trpc
      .router<{ user: string }>()
      .query('a', { resolve: () => 'a' })
      .query('missing', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'NOT_FOUND' });
        },
      });
    const handler = createHTTPHandler({
      router,
      createContext: () => ({ user: 'ada' }),
      responseMeta: (opts) => {
        calls.push({ ...opts, errors: opts.errors.map((error) => ({ code: error.code })) });
        return { status: 299, headers: { 'x-meta': 'yes' } };
      },
    });
    const url = await listenOnLoopback(t, nodeServer(handler));
    const response = await within(5000, 'a batch', fetch(`${url}/a,missing?batch=1&input=${encodeURIComponent('{}')}`));
    assert.equal(response.status, 299);
    assert.equal(response.headers.get('x-meta'), 'yes');
    assert.equal(calls.length, 1);
    const [call] = calls;
    assert.deepEqual(call.paths, ['a', 'missing']);
    assert.deepEqual(call.ctx, { user: 'ada' });
    assert.equal(call.type, 'query');
    assert.equal(call.data.length, 2, 'one response envelope per call');
    assert.deepEqual(call.errors, [{ code: 'NOT_FOUND' }]);
  },
);

fact(
  'versioned_docs/version-9.x/client/links.md',
  "loggerLink logs every operation by default, up and down ('enabled' defaults to always), with the console you give it, and logs failed results with console.error; splitLink runs its condition once for each operation",
  async (t) => {
    const { loggerLink } = v9('@trpc/client/links/loggerLink') as typeof LoggerLinkV9;
    const { splitLink } = v9('@trpc/client/links/splitLink') as typeof SplitLinkV9;
    const router = trpc
      .router()
      .query('a', { resolve: () => 'a' })
      .query('fails', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'NOT_FOUND' });
        },
      });
    const url = await listenOnLoopback(t, nodeServer(createHTTPHandler({ router, createContext })));
    const logged: string[] = [];
    const console = {
      log: (...args: unknown[]) => void logged.push(`log ${args.map(String).join(' ')}`),
      error: (...args: unknown[]) => void logged.push(`error ${args.map(String).join(' ')}`),
    };
    let conditions = 0;
    const client = v9Client.createTRPCClient<typeof router>({
      links: [
        loggerLink({ console }),
        splitLink({ condition: () => (conditions++, true), true: httpLink({ url }), false: httpLink({ url }) }),
      ],
    });
    await within(5000, 'a query', client.query('a'));
    await rejection(client.query('fails'));
    await within(5000, 'a third query', client.query('a'));
    assert.equal(conditions, 3, 'splitLink asks once per operation');
    assert.equal(logged.length, 6, `one line up and one down per operation: ${logged.join(' | ')}`);
    assert.equal(logged.filter((line) => line.startsWith('error')).length, 1, 'only the failed result is an error');
    assert.match(logged.find((line) => line.startsWith('error')) ?? '', /fails/);
  },
);

fact(
  'versioned_docs/version-9.x/client/header.md',
  'an async headers function is awaited before every HTTP request; wsLink does not use the headers option',
  async (t) => {
    const { wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
    const seen: (string | undefined)[] = [];
    const router = trpc.router<{ auth?: string }>().query('who', { resolve: ({ ctx }) => ctx.auth ?? 'nobody' });
    const createContextFromHeaders = ({ req }: { req: http.IncomingMessage }) => {
      seen.push(req.headers.authorization);
      return { auth: req.headers.authorization };
    };
    const url = await listenOnLoopback(
      t,
      nodeServer(createHTTPHandler({ router, createContext: createContextFromHeaders })),
    );
    let headerCalls = 0;
    const headers = async () => {
      headerCalls++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { authorization: `Bearer ${headerCalls}` };
    };
    const overHttp = v9Client.createTRPCClient<typeof router>({ links: [httpLink({ url })], headers });
    assert.equal(await within(5000, 'first call', overHttp.query('who')), 'Bearer 1');
    assert.equal(await within(5000, 'second call', overHttp.query('who')), 'Bearer 2');

    const ws = await startWsServerV9(t, router, { createContext: createContextFromHeaders });
    const overWs = v9Client.createTRPCClient<typeof router>({
      links: [wsLink({ client: wsClientV9(t, ws.url) })],
      headers,
    });
    const callsBefore = headerCalls;
    assert.equal(await within(5000, 'a call over WebSocket', overWs.query('who')), 'nobody');
    assert.equal(headerCalls, callsBefore, 'headers() is not called for a WebSocket');
    assert.deepEqual(seen, ['Bearer 1', 'Bearer 2', undefined]);
  },
);

fact(
  'versioned_docs/version-9.x/further/subscriptions.md',
  'broadcastReconnectNotification() tells every connected client to reconnect; subscriptions take an input validator, and middlewares run before their resolve',
  async (t) => {
    const { WebSocket } = v9('ws') as typeof WS;
    const order: string[] = [];
    const router = trpc
      .router()
      .middleware(({ next, type }) => (order.push(`middleware ${type}`), next()))
      .subscription('count', {
        input: z.number(),
        resolve: ({ input }) => {
          order.push(`resolve ${input}`);
          return new trpc.Subscription<number>((emit) => {
            emit.data(input);
            return () => {};
          });
        },
      });
    const { handler, url: address } = await startWsServerV9(t, router, { createContext });
    const open = async () => {
      const socket = new WebSocket(address);
      t.after(() => socket.terminate());
      const messages: unknown[] = [];
      socket.on('message', (data: Buffer) => void messages.push(JSON.parse(data.toString())));
      await within(5000, 'open socket', new Promise((resolve) => socket.once('open', resolve)));
      return { socket, messages };
    };
    const [first, second] = [await open(), await open()];
    first.socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'count', input: 'x' } }));
    first.socket.send(JSON.stringify({ id: 2, method: 'subscription', params: { path: 'count', input: 7 } }));
    const until = (check: () => boolean) =>
      within(
        5000,
        'messages',
        (async () => {
          while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
        })(),
      );
    await until(() => first.messages.length >= 3);
    const invalid = first.messages.find((m) => (m as { id: number }).id === 1) as { error: { data: { code: string } } };
    assert.equal(invalid.error.data.code, 'BAD_REQUEST');
    assert.deepEqual(order, ['middleware subscription', 'middleware subscription', 'resolve 7']);

    handler.broadcastReconnectNotification();
    const reconnect = { id: null, method: 'reconnect' };
    const has = (messages: unknown[]) => messages.some((m) => JSON.stringify(m) === JSON.stringify(reconnect));
    await until(() => has(first.messages) && has(second.messages));
  },
);

fact('versioned_docs/version-9.x/main/introduction.mdx', '@trpc/server has no runtime dependencies', () => {
  const manifest = v9('@trpc/server/package.json') as { version: string; dependencies?: object };
  assert.equal(manifest.version, '9.27.4');
  assert.deepEqual(Object.keys(manifest.dependencies ?? {}), []);
});

/** Resolves when `check()` holds, polling every 5 ms, failing after 5 s. */
function until(what: string, check: () => boolean): Promise<void> {
  return within(
    5000,
    what,
    (async () => {
      while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
    })(),
  );
}

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "react-query 3's defaults: refetchOnWindowFocus and refetchOnReconnect refetch stale data (default true); isLoading is true only without data, isFetching during any request, background refetches included",
  async (t) => {
    const { QueryObserver, focusManager, onlineManager } = v9('react-query') as typeof ReactQuery;
    const queryClient = queryClientFor(t, QUIET);
    queryClient.mount(); // as QueryClientProvider does: listen to focus and network changes
    t.after(() => queryClient.unmount());
    let runs = 0;
    const states: { isLoading: boolean; isFetching: boolean; hasData: boolean }[] = [];
    const observer = new QueryObserver(queryClient, { queryKey: ['post.list'], queryFn: () => ++runs });
    const stop = observer.subscribe((result) =>
      states.push({ isLoading: result.isLoading, isFetching: result.isFetching, hasData: result.data !== undefined }),
    );
    t.after(stop);
    await until('the first result', () => runs === 1 && observer.getCurrentResult().isSuccess);
    assert.deepEqual(states[0], { isLoading: true, isFetching: true, hasData: false });

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await until('a refetch on focus', () => runs === 2);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await until('a refetch on reconnect', () => runs === 3);
    focusManager.setFocused(undefined);
    onlineManager.setOnline(undefined);
    const background = states.filter((state) => state.hasData && state.isFetching);
    assert.ok(background.length > 0, 'a background refetch sets isFetching');
    assert.ok(
      states.every((state) => state.isLoading === !state.hasData),
      'isLoading only without data',
    );
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  'the filters active / inactive only include queries that are (or are not) used by a mounted component, stale only stale ones; a query that no mounted component uses counts as stale only once it has been invalidated (or while it has no data), whatever its staleTime',
  async (t) => {
    const { QueryObserver } = v9('react-query') as typeof ReactQuery;
    /** The queries `filters` invalidates among a fresh and a stale used query and an unused one. */
    const invalidatedBy = async (filters: object) => {
      const queryClient = queryClientFor(t, QUIET);
      await queryClient.fetchQuery(['unused'], () => 'u');
      for (const [name, staleTime] of [
        ['fresh', Infinity],
        ['stale', 0],
      ] as const) {
        const observer = new QueryObserver(queryClient, { queryKey: [name], queryFn: () => name, staleTime });
        t.after(observer.subscribe(() => {}));
        await until(`the ${name} query`, () => observer.getCurrentResult().isSuccess);
      }
      await contextHelpers(queryClient).invalidateQueries({ ...filters, refetchActive: false });
      return ['fresh', 'stale', 'unused'].filter((name) => queryClient.getQueryState([name])?.isInvalidated);
    };
    assert.deepEqual(await invalidatedBy({ active: true }), ['fresh', 'stale']);
    assert.deepEqual(await invalidatedBy({ inactive: true }), ['unused']);
    assert.deepEqual(await invalidatedBy({ active: true, stale: true }), ['stale']);
    assert.deepEqual(await invalidatedBy({ active: true, stale: false }), ['fresh']);
    // an unused query with data is never stale to the filter, though its staleTime (0) has passed
    assert.deepEqual(await invalidatedBy({ inactive: true, stale: true }), []);
    assert.deepEqual(await invalidatedBy({ inactive: true, stale: false }), ['unused']);
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md',
  'data.pages has one entry per loaded page and data.pageParams the cursor of each page, the first undefined; pages are refetched one after another',
  async (t) => {
    const { InfiniteQueryObserver } = v9('react-query') as typeof ReactQuery;
    const queryClient = queryClientFor(t, QUIET);
    type Page = { items: number[]; nextCursor: number };
    const running: number[] = [];
    let overlap = false;
    const observer = new InfiniteQueryObserver<Page>(queryClient, {
      queryKey: ['photo.feed', { limit: 10 }],
      queryFn: async ({ pageParam }: { pageParam?: number }) => {
        if (running.length > 0) overlap = true;
        running.push(1);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running.pop();
        return { items: [pageParam ?? 0], nextCursor: (pageParam ?? 0) + 10 };
      },
      getNextPageParam: (last: Page) => last.nextCursor,
    });
    const stop = observer.subscribe(() => {});
    t.after(stop);
    await until('the first page', () => observer.getCurrentResult().data?.pages.length === 1);
    await within(5000, 'the second page', observer.fetchNextPage());
    const { data } = observer.getCurrentResult();
    assert.deepEqual(data?.pageParams, [undefined, 10]);
    assert.deepEqual(
      data?.pages.map((page) => page.items),
      [[0], [10]],
    );
    await within(5000, 'a refetch', observer.refetch());
    assert.equal(overlap, false, 'no two pages were fetched at once');
  },
);

fact(
  'versioned_docs/version-9.x/server/express.md',
  "onError is called for every error (a procedure's, an unknown path, a throwing createContext, an input that fails validation); teardown is called after each response has been sent",
  async (t) => {
    const express = v9('express') as typeof Express;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const reported: string[] = [];
    const events: string[] = [];
    const strict = trpc
      .router()
      .query('fails', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'FORBIDDEN' });
        },
      })
      .query('num', { input: z.number(), resolve: ({ input }) => input })
      .query('ok', { resolve: () => 'ok' });
    const app = express();
    const common = {
      router: strict,
      onError: ({ error }: { error: { code: string } }) => void reported.push(error.code),
      teardown: () => {
        events.push('teardown');
        return Promise.resolve();
      },
    };
    app.use('/trpc', createExpressMiddleware({ ...common, createContext }));
    app.use(
      '/broken',
      createExpressMiddleware({
        ...common,
        createContext: () => {
          throw new trpc.TRPCError({ code: 'UNAUTHORIZED' });
        },
      }),
    );
    const base = await listenOnLoopback(t, http.createServer(app));
    const get = async (url: string) => {
      const response = await within(5000, url, fetch(`${base}${url}`));
      events.push(`response ${response.status}`);
      await response.text();
    };
    await get('/trpc/fails');
    await get('/trpc/nope');
    await get('/broken/ok');
    await get(`/trpc/num?input=${encodeURIComponent('"x"')}`);
    assert.deepEqual(reported, ['FORBIDDEN', 'NOT_FOUND', 'UNAUTHORIZED', 'BAD_REQUEST']);
    await get('/trpc/ok');
    await until('the last teardown', () => events.filter((event) => event === 'teardown').length === 5);
    assert.equal(events.filter((event) => event.startsWith('response')).length, 5);
  },
);

fact(
  'versioned_docs/version-9.x/server/fastify.md',
  'onError is called for every error (a procedure error, an unknown path, a failing input)',
  async (t) => {
    const fastify = v9('fastify') as typeof Fastify;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as typeof FastifyAdapterV9;
    const reported: string[] = [];
    const strict = trpc
      .router()
      .query('fails', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'FORBIDDEN' });
        },
      })
      .query('num', { input: z.number(), resolve: ({ input }) => input });
    const app = fastify();
    t.after(() => app.close());
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: strict,
        createContext,
        onError: ({ error }: { error: { code: string } }) => reported.push(error.code),
      },
    });
    await within(5000, 'listening Fastify server', app.listen(0, '127.0.0.1'));
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;
    for (const path of ['fails', 'nope', `num?input=${encodeURIComponent('"x"')}`]) {
      await (await within(5000, path, fetch(`${base}/${path}`))).text();
    }
    assert.deepEqual(reported, ['FORBIDDEN', 'NOT_FOUND', 'BAD_REQUEST']);
  },
);

fact(
  'versioned_docs/version-9.x/server/aws-lambda.md',
  'with a greedy path parameter such as {proxy+} in the route, the value of that parameter is the procedure path',
  async () => {
    const { awsLambdaRequestHandler } = v9('@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;
    const handler = awsLambdaRequestHandler({ router, createContext }) as unknown as Handler;
    const result = await handler(
      {
        version: '2.0',
        routeKey: 'ANY /api/v1/{proxy+}',
        rawPath: '/api/v1/a',
        pathParameters: { proxy: 'a' },
        queryStringParameters: {},
        headers: {},
        body: undefined,
        requestContext: { http: { method: 'GET' } },
      },
      {},
    );
    assert.equal(result.statusCode, 200);
    assert.deepEqual(JSON.parse(result.body), { id: null, result: { type: 'data', data: 'a' } });
  },
);

fact(
  'versioned_docs/version-9.x/server/error-formatting.md',
  "the formatter's input is the input that was sent, if any",
  async () => {
    const inputs: unknown[] = [];
    const formatted = trpc
      .router()
      .formatError(({ shape, input }) => (inputs.push(input), shape))
      .query('fails', {
        input: z.object({ id: z.number() }),
        resolve: () => {
          throw new trpc.TRPCError({ code: 'NOT_FOUND' });
        },
      })
      .query('failsWithout', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'NOT_FOUND' });
        },
      });
    const caller = formatted.createCaller({}) as unknown as {
      query: (path: string, input?: unknown) => Promise<unknown>;
    };
    const error = (await rejection(caller.query('fails', { id: 42 }))) as InstanceType<typeof trpc.TRPCError>;
    formatted.getErrorShape({ error, type: 'query', path: 'fails', input: { id: 42 }, ctx: {} });
    // over HTTP, where the adapter passes what it parsed
    const handler = createHTTPHandler({ router: formatted, createContext });
    const server = nodeServer(handler);
    server.listen(0, '127.0.0.1');
    await within(5000, 'listening', new Promise((resolve) => server.once('listening', resolve)));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await (await fetch(`${url}/fails?input=${encodeURIComponent(JSON.stringify({ id: 7 }))}`)).text();
      await (await fetch(`${url}/failsWithout`)).text();
    } finally {
      server.closeAllConnections();
      server.close();
    }
    assert.deepEqual(inputs, [{ id: 42 }, { id: 7 }, undefined]);
  },
);

fact(
  'versioned_docs/version-9.x/server/output-validation.md',
  "when the output fails validation, the error's cause (server only) is the validator's own error, a ZodError",
  async () => {
    const causes: unknown[] = [];
    const checked = trpc.router().query('bad', {
      output: z.object({ id: z.number() }),
      resolve: () => ({ id: 'not a number' }) as unknown as { id: number },
    });
    const caller = checked.createCaller({}) as unknown as { query: (path: string) => Promise<unknown> };
    const error = (await rejection(caller.query('bad'))) as { code: string; cause?: unknown };
    causes.push(error.cause);
    assert.equal(error.code, 'INTERNAL_SERVER_ERROR');
    assert.ok(causes[0] instanceof z.ZodError, 'the cause is the ZodError');
  },
);

fact(
  'versioned_docs/version-9.x/server/infer-types.md',
  'TRPCClientError is exported from @trpc/client and re-exported by @trpc/react; its shape is empty when the request never reached the server',
  async () => {
    const react = v9('@trpc/react') as { TRPCClientError: unknown };
    assert.equal(react.TRPCClientError, v9Client.TRPCClientError);
    const client = v9Client.createTRPCClient<typeof router>({
      links: [httpLink({ url: `http://127.0.0.1:${await closedPort()}` })],
    });
    const error = await rejection(client.query('a'));
    assert.ok(error instanceof v9Client.TRPCClientError);
    assert.equal(error.shape, undefined);
  },
);

fact(
  'versioned_docs/version-9.x/server/router.md',
  'every method returns a new router instead of changing the one it was called on; a path is a plain string, dots included',
  () => {
    const base = trpc.router();
    const withA = base.query('books.byId', { resolve: () => 'a' });
    assert.notEqual(withA, base);
    assert.deepEqual(Object.keys(base._def.queries), [], 'the first router is unchanged');
    assert.deepEqual(Object.keys(withA._def.queries), ['books.byId']);
  },
);

fact(
  'versioned_docs/version-9.x/server/merging-routers.md',
  ".merge(prefix, childRouter) copies the child's endpoints, queries, mutations and subscriptions, with prefix prepended to every path",
  () => {
    const child = trpc
      .router()
      .query('q', { resolve: () => 1 })
      .mutation('m', { resolve: () => 1 })
      .subscription('s', { resolve: () => new trpc.Subscription<number>(() => () => {}) });
    const merged = trpc.router().merge('c.', child);
    assert.deepEqual(
      [merged._def.queries, merged._def.mutations, merged._def.subscriptions].map((record) => Object.keys(record)),
      [['c.q'], ['c.m'], ['c.s']],
    );
  },
);

fact(
  'versioned_docs/version-9.x/server/metadata.md',
  'each procedure keeps its metadata in a meta property that tools can read from the router definition',
  () => {
    const described = trpc
      .router<object, { description?: string }>()
      .query('a', { meta: { description: 'Lists' }, resolve: () => 'a' });
    assert.deepEqual(described._def.queries.a.meta, { description: 'Lists' });
  },
);

fact(
  'versioned_docs/version-9.x/server/context.md',
  'every resolver and middleware receives the context as ctx',
  async (t) => {
    const seen: unknown[] = [];
    const withCtx = trpc
      .router<{ user: string }>()
      .middleware(({ ctx, next }) => (seen.push(['middleware', ctx]), next()))
      .query('me', { resolve: ({ ctx }) => (seen.push(['resolver', ctx]), ctx.user) });
    const url = await listenOnLoopback(
      t,
      nodeServer(createHTTPHandler({ router: withCtx, createContext: () => ({ user: 'ada' }) })),
    );
    await (await within(5000, 'answer', fetch(`${url}/me`))).text();
    assert.deepEqual(seen, [
      ['middleware', { user: 'ada' }],
      ['resolver', { user: 'ada' }],
    ]);
  },
);

fact(
  'versioned_docs/version-9.x/server/caching.md',
  "tRPC doesn't cache anything on its own: the same query runs again for each request, and without responseMeta a response has no cache-control header",
  async (t) => {
    let runs = 0;
    const counting = trpc.router().query('n', { resolve: () => ++runs });
    const url = await listenOnLoopback(t, nodeServer(createHTTPHandler({ router: counting, createContext })));
    const first = await within(5000, 'first', fetch(`${url}/n`));
    await first.text();
    await (await within(5000, 'second', fetch(`${url}/n`))).text();
    assert.equal(runs, 2);
    assert.equal(first.headers.get('cache-control'), null);
  },
);
