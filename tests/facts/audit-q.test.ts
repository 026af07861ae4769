/**
 * Independent audit Q (bench/audit-independent-2026-11-29q.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than the installed packages, pinned as corrected.
 *
 *   node --import tsx --test tests/facts/audit-q.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import type FastifyV3 from '../../src/samples/v9/node_modules/fastify';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as FastifyAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/fastify';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, v10, v9, within } from './facts';

/**
 * react-query 3, @trpc/react and @trpc/next 9.x and React, typed by hand as far as these facts use them: importing
 * 9.x's React types (directly, through react-query 3's, or through ./v9-react) from this file, which the typecheck
 * reads before the 10.x React facts, makes its program take 9.x's global React types, and those facts stop compiling.
 */
interface CachedQuery {
  queryKey: unknown[];
  getObserversCount: () => number;
}
interface ReactQuery3 {
  QueryClient: new (config: object) => {
    setQueryData: (queryKey: unknown[], data: unknown) => unknown;
    getQueryCache: () => {
      find: (queryKey: unknown[]) => CachedQuery | undefined;
      findAll: (filters: object) => CachedQuery[];
    };
    clear: () => void;
  };
  QueryObserver: new (client: unknown, options: object) => { subscribe: (listener: () => void) => () => void };
  setLogger: (logger: Pick<Console, 'log' | 'warn' | 'error'>) => void;
}

/** The status of a `method` request to `url`, and whether its body is a tRPC error envelope with `code`. */
async function answer(url: string, method: string): Promise<{ status: number; trpcCode: string | undefined }> {
  const response = await within(5000, `answer to ${method}`, fetch(url, { method }));
  const body = (await response.json()) as { error?: { data?: { code?: string } } };
  return { status: response.status, trpcCode: body.error?.data?.code };
}

const notSupported = { status: 405, trpcCode: 'METHOD_NOT_SUPPORTED' };
/** Fastify's own answer for a method its `all()` route does not register: a 404 that is no tRPC envelope. */
const fastifyNotFound = { status: 404, trpcCode: undefined };

fact(
  'docs/further/rpc.md',
  "a method other than GET, POST and HEAD gets METHOD_NOT_SUPPORTED (405) when it reaches the adapter; Fastify 4's all() route leaves out methods such as PURGE, which Fastify answers with its own 404",
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
    const fastify = v10('fastify') as typeof Fastify;
    const tr = initTRPC.create();
    const router = tr.router({ hello: tr.procedure.query(() => 'hi') });

    const standalone = createHTTPServer({ router });
    const base = await listenOnLoopback(t, standalone.server);
    const app = fastify();
    t.after(() => app.close());
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
    await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
    const fastifyBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;

    for (const method of ['PUT', 'DELETE', 'PURGE', 'LINK']) {
      assert.deepEqual(await answer(`${base}/hello`, method), notSupported, `standalone, ${method}`);
    }
    for (const method of ['PUT', 'DELETE']) {
      assert.deepEqual(await answer(`${fastifyBase}/hello`, method), notSupported, `Fastify 4, ${method}`);
    }
    for (const method of ['PURGE', 'LINK']) {
      assert.deepEqual(await answer(`${fastifyBase}/hello`, method), fastifyNotFound, `Fastify 4, ${method}`);
    }
  },
);

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  "a method other than GET, POST and HEAD gets METHOD_NOT_SUPPORTED (405) when it reaches the adapter; Fastify 3's all() route covers only DELETE, PATCH, PUT and OPTIONS besides them, and Fastify answers others, such as PURGE, with its own 404",
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as typeof FastifyAdapterV9;
    const fastify = v9('fastify') as typeof FastifyV3;
    const router = trpc.router().query('hello', { resolve: () => 'hi' });

    const base = await listenOnLoopback(t, createHTTPServer({ router }).server);
    const app = fastify();
    t.after(() => app.close());
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
    await within(5000, 'listening Fastify server', app.listen(0, '127.0.0.1'));
    const fastifyBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;

    for (const method of ['PUT', 'PURGE', 'PROPFIND']) {
      assert.deepEqual(await answer(`${base}/hello`, method), notSupported, `standalone, ${method}`);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      assert.deepEqual(await answer(`${fastifyBase}/hello`, method), notSupported, `Fastify 3, ${method}`);
    }
    for (const method of ['PURGE', 'PROPFIND']) {
      assert.deepEqual(await answer(`${fastifyBase}/hello`, method), fastifyNotFound, `Fastify 3, ${method}`);
    }
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  'the active / inactive filters follow enabled: a query whose only mounted observer has enabled: false counts as inactive',
  (t) => {
    const { QueryClient, QueryObserver } = v9('react-query') as ReactQuery3;
    // cacheTime Infinity: the observers' unsubscribe after the client is cleared would start a 5-minute timer
    const queryClient = new QueryClient({ defaultOptions: { queries: { cacheTime: Infinity } } });
    t.after(() => queryClient.clear());
    const queryFn = () => Promise.resolve('fetched');
    queryClient.setQueryData(['task.list'], ['a task']);
    queryClient.setQueryData(['task.byId', { id: 1 }], 'a task');
    // What a mounted useQuery() does: an observer subscribed to the query (react-query 3's useBaseQuery).
    const observe = (queryKey: unknown[], enabled: boolean) =>
      new QueryObserver(queryClient, { queryKey, queryFn, enabled, staleTime: Infinity }).subscribe(() => {});
    const unsubscribes = [observe(['task.list'], false), observe(['task.byId', { id: 1 }], true)];
    t.after(() => unsubscribes.forEach((unsubscribe) => unsubscribe()));

    const cache = queryClient.getQueryCache();
    assert.equal(cache.find(['task.list'])?.getObserversCount(), 1, 'task.list is used by a mounted observer');
    const paths = (filters: { active?: boolean; inactive?: boolean }) =>
      cache.findAll(filters).map((query) => query.queryKey[0]);
    assert.deepEqual(paths({ active: true }), ['task.byId']);
    assert.deepEqual(paths({ inactive: true }), ['task.list']);
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssr.md',
  'a prepass requests a query only when its key has no cache entry yet: a query that failed, or that was disabled, in an earlier prepass is not requested again; a query whose input changes gets a new key and is',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { withTRPC } = v9('@trpc/next') as {
      withTRPC: (options: object) => (page: () => null) => { getInitialProps: (ctx: object) => Promise<object> };
    };
    const { createReactQueryHooks } = v9('@trpc/react') as {
      createReactQueryHooks: () => { useQuery: (key: unknown[], options: object) => { data?: unknown } };
    };
    const React = v9('react') as { createElement: (type: unknown, props: object) => unknown };
    const requested: unknown[] = [];
    const router = trpc
      .router()
      .query('fail', {
        resolve: () => {
          requested.push('fail');
          throw new trpc.TRPCError({ code: 'NOT_FOUND' });
        },
      })
      .query('count', {
        input: (value: unknown) => value,
        resolve: async ({ input }) => {
          requested.push(['count', input]);
          await new Promise((resolve) => setTimeout(resolve, 50));
          return 1;
        },
      });
    const base = await listenOnLoopback(t, createHTTPServer({ router }).server);
    const hooks = createReactQueryHooks();
    let renders = 0;
    function Page() {
      renders++;
      const query = (key: unknown[], options: object) => hooks.useQuery(key, { retry: false, ...options });
      query(['fail'], {});
      const count = query(['count'], {}) as { data?: number };
      const ready = count.data !== undefined;
      // the same key in every prepass, disabled in the first
      query(['count', 'same key'], { enabled: ready });
      // a key that changes once the first query has data
      query(['count', count.data ?? 'no data yet'], { enabled: ready });
      return null;
    }
    // cacheTime Infinity: react-query 3 sets no garbage-collection timer, which would keep the process alive 5 minutes
    const queryClientConfig = { defaultOptions: { queries: { cacheTime: Infinity } } };
    const options = { config: () => ({ url: base, queryClientConfig }), ssr: true };
    const { setLogger } = v9('react-query') as ReactQuery3;
    setLogger({ log() {}, warn() {}, error() {} });
    t.after(() => setLogger(console));
    const Wrapped = withTRPC(options)(Page);
    const ctx = { pathname: '/', query: {}, AppTree: (props: object) => React.createElement(Wrapped, props) };
    await within(5000, 'getInitialProps', Wrapped.getInitialProps(ctx));
    assert.equal(renders, 3, 'three prepasses: the third starts no request');
    assert.deepEqual(
      requested.map((request) => JSON.stringify(request)).sort(),
      ['"fail"', '["count",1]', '["count",null]'],
      'the failed query once; the same key enabled later never; the new key in the second prepass',
    );
  },
);
