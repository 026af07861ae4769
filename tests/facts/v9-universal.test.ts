/**
 * The universal claims of the 9.x pages (all / every / each / only / never / required ...) that
 * hold at an edge as well as in the common case, or were narrowed to where they hold (issue #45,
 * bench/claims-audit-9x-blog.md): the client's HTTP options, batching, methods and statuses, error
 * codes, onError's reach, react-query 3's keys, invalidation and callbacks, the SSG helpers and the
 * WebSocket results. All against @trpc/* 9.27.4 and react-query 3 from src/samples/v9.
 *
 * The 9.x client is loaded by its folder: see v9-edges.test.ts for why not as `@trpc/client`.
 *
 *   node --import tsx --test tests/facts/v9-universal.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as HttpBatchLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpBatchLink';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as NextV9 from '../../src/samples/v9/node_modules/@trpc/next';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as SSGV9 from '../../src/samples/v9/node_modules/@trpc/react/ssg';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as LambdaV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/aws-lambda';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import type * as Zod from '../../src/samples/v9/node_modules/zod';
import { assertLatestCallCallbacks } from './mutateCallbacks';
import { fact, listenOnLoopback, rejection, v9, within } from './facts';
import { contextHelpers, queryClientFor } from './v9-react';
import { startWsServerV9 } from './wsServerV9';

const v9Client = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { httpLink } = v9('@trpc/client/links/httpLink') as typeof HttpLinkV9;
const { httpBatchLink } = v9('@trpc/client/links/httpBatchLink') as typeof HttpBatchLinkV9;
const { createWSClient, wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
const trpc = v9('@trpc/server') as typeof ServerV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
const React = v9('react') as typeof ReactNS;
const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
const { createSSGHelpers } = v9('@trpc/react/ssg') as typeof SSGV9;
const { hashQueryKey, MutationObserver, QueryClient, QueryClientProvider, QueryObserver } = v9(
  'react-query',
) as typeof ReactQuery;
const { WebSocket } = v9('ws') as typeof WS;
const { z } = v9('zod') as typeof Zod;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;

/** Serves `handler` on a loopback port; returns its URL. */
function serve(t: { after: (fn: () => void) => void }, handler: Handler): Promise<string> {
  return listenOnLoopback(
    t,
    http.createServer((req, res) => void handler(req, res)),
  );
}

/** A `fetch` that records each request's method, URL and headers before sending it. */
function recordingFetch(requests: { method: string; url: string; headers: Record<string, string> }[]): typeof fetch {
  return (url, init) => {
    requests.push({
      method: init?.method ?? 'GET',
      url: typeof url === 'string' ? url : url instanceof URL ? url.href : url.url,
      headers: { ...(init?.headers as Record<string, string>) },
    });
    return fetch(url, init);
  };
}

const echoRouter = trpc
  .router()
  .query('a', { resolve: () => 'a' })
  .query('b', { input: z.number(), resolve: ({ input }) => input })
  .mutation('m', { input: z.string(), resolve: ({ input }) => input });

fact(
  'versioned_docs/version-9.x/client/header.md',
  "the client's headers and fetch options are used by httpLink and httpBatchLink alike; headers() runs before every HTTP request, once for a batch; every request, GET included, says content-type: application/json; op.context is not sent",
  async (t) => {
    const url = await serve(t, createHTTPHandler({ router: echoRouter, createContext: () => ({}) }));
    for (const link of [httpLink({ url }), httpBatchLink({ url })]) {
      const requests: { method: string; url: string; headers: Record<string, string> }[] = [];
      let headerCalls = 0;
      const client = v9Client.createTRPCClient<typeof echoRouter>({
        links: [link],
        fetch: recordingFetch(requests),
        headers: () => {
          headerCalls++;
          return { authorization: `Bearer ${headerCalls}` };
        },
      });
      const secret = { tenant: 'not-for-the-server' };
      await within(
        5000,
        'two queries and a mutation',
        Promise.all([
          client.query('a', undefined, { context: secret }),
          client.query('b', 2),
          client.mutation('m', 'x'),
        ]),
      );
      const batched = requests.length === 2;
      assert.equal(requests.length, batched ? 2 : 3, 'one request per call, or one per batch of a type');
      assert.equal(headerCalls, requests.length, 'headers() runs once per HTTP request');
      for (const request of requests) {
        assert.equal(request.headers['content-type'], 'application/json');
        assert.match(request.headers.authorization ?? '', /^Bearer \d$/);
        assert.ok(!JSON.stringify(request).includes('not-for-the-server'), 'op.context stays on the client');
      }
      assert.ok(requests.some((request) => request.method === 'GET'));
    }
  },
);

fact(
  'versioned_docs/version-9.x/main/quickstart.md',
  'with only a url the client batches the calls started in the same tick into one request; a cancelled call in a batch leaves the request running until every call of the batch is cancelled',
  async (t) => {
    const url = await serve(t, createHTTPHandler({ router: echoRouter, createContext: () => ({}) }));
    const requests: { method: string; url: string; headers: Record<string, string> }[] = [];
    const client = v9Client.createTRPCClient<typeof echoRouter>({
      url,
      fetch: recordingFetch(requests),
    });
    assert.deepEqual(await within(5000, 'a batch', Promise.all([client.query('a'), client.query('b', 1)])), ['a', 1]);
    assert.equal(requests.length, 1);
    assert.match(requests[0].url, /\/a,b\?batch=1&input=/);

    // Cancelling: watch the abort signal the batch's request was sent with.
    const signals: AbortSignal[] = [];
    const watching = v9Client.createTRPCClient<typeof echoRouter>({
      url,
      fetch: ((input: string, init?: RequestInit) => {
        if (init?.signal) signals.push(init.signal);
        return new Promise(() => {});
      }) as typeof fetch,
    });
    const first = watching.query('a');
    const second = watching.query('b', 1);
    first.catch(() => {});
    second.catch(() => {});
    await within(2000, 'the batch to be sent', new Promise((resolve) => setTimeout(resolve, 20)));
    assert.equal(signals.length, 1, 'one request for the batch');
    first.cancel();
    assert.equal(signals[0].aborted, false, 'one cancelled call leaves the request running');
    second.cancel();
    assert.equal(signals[0].aborted, true, 'the request is aborted once every call is cancelled');
  },
);

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  'HEAD gets 204; PUT and PATCH get 405 METHOD_NOT_SUPPORTED, so a subscription over httpLink fails; a batch without its input object gets 400 BAD_REQUEST; a batch of mixed statuses gets 207, of one status that status; createContext runs once per batch',
  async (t) => {
    let contexts = 0;
    const router = trpc
      .router()
      .query('ok', { resolve: () => 'ok' })
      .query('missing', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'NOT_FOUND' });
        },
      })
      .subscription('tick', { resolve: () => new trpc.Subscription<number>(() => () => {}) });
    const url = await serve(
      t,
      createHTTPHandler({
        router,
        createContext: () => {
          contexts++;
          return {};
        },
      }),
    );
    const status = async (path: string, method = 'GET') => (await fetch(`${url}/${path}`, { method })).status;

    assert.equal(await status('ok', 'HEAD'), 204);
    for (const method of ['PUT', 'PATCH']) {
      const response = await fetch(`${url}/ok`, { method });
      assert.equal(response.status, 405);
      const body = (await response.json()) as { error: { data: { code: string } } };
      assert.equal(body.error.data.code, 'METHOD_NOT_SUPPORTED');
    }
    const client = v9Client.createTRPCClient<typeof router>({ links: [httpLink({ url })] });
    const failed = await within(
      5000,
      'a subscription over HTTP to fail',
      new Promise<unknown>((resolve) => {
        client.subscription('tick', undefined, { onNext: () => {}, onError: resolve });
      }),
    );
    assert.ok(failed instanceof v9Client.TRPCClientError);
    assert.equal((failed.data as { code?: string } | undefined)?.code, 'METHOD_NOT_SUPPORTED');

    assert.equal(await status('ok,ok?batch=1'), 400, 'a batch without ?input= is a bad request');
    contexts = 0;
    assert.equal(await status(`ok,missing?batch=1&input=${encodeURIComponent('{}')}`), 207);
    assert.equal(contexts, 1, 'createContext runs once for the whole batch');
    assert.equal(await status(`missing,missing?batch=1&input=${encodeURIComponent('{}')}`), 404);
  },
);

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  "a non-TRPCError thrown by a resolver becomes INTERNAL_SERVER_ERROR with its message and the original as cause, but one thrown by an input validator becomes BAD_REQUEST; data.stack is sent only while NODE_ENV is not 'production', checked for each error",
  async () => {
    const original = new Error('database down');
    const router = trpc
      .router()
      .query('boom', {
        resolve: () => {
          throw original;
        },
      })
      .query('strict', {
        input: (value: unknown) => {
          if (value !== 'ok') throw new Error('not ok');
          return value;
        },
        resolve: () => 'fine',
      });
    const caller = router.createCaller({}) as unknown as { query: (path: string, input?: unknown) => Promise<unknown> };
    const boom = (await rejection(caller.query('boom'))) as ServerV9.TRPCError;
    assert.equal(boom.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(boom.message, 'database down');
    assert.equal(boom.cause, original);
    const invalid = (await rejection(caller.query('strict', 'no'))) as ServerV9.TRPCError;
    assert.equal(invalid.code, 'BAD_REQUEST', "a validator's plain Error is a bad request, not an internal error");

    const shapeOf = () =>
      router.getErrorShape({ error: boom, type: 'query', path: 'boom', input: undefined, ctx: {} }) as {
        data: { stack?: string };
      };
    const before = process.env.NODE_ENV;
    try {
      Object.assign(process.env, { NODE_ENV: 'production' });
      assert.equal(shapeOf().data.stack, undefined);
      Object.assign(process.env, { NODE_ENV: 'development' });
      assert.equal(typeof shapeOf().data.stack, 'string');
    } finally {
      if (before === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV');
      else Object.assign(process.env, { NODE_ENV: before });
    }
  },
);

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  "onError and responseMeta are not called when a Next.js API route's file is not named [trpc].ts or [...trpc].ts: the adapter answers 500 by itself",
  async (t) => {
    const errors: string[] = [];
    let metaCalls = 0;
    const handler = createNextApiHandler({
      router: echoRouter,
      createContext: () => ({}),
      onError: ({ error }) => errors.push(error.code),
      responseMeta: () => {
        metaCalls += 1;
        return {};
      },
    }) as unknown as (req: unknown, res: unknown) => Promise<void>;
    // What Next.js hands a route file named otherwise: no `trpc` query parameter.
    const url = await serve(t, (req, res) => {
      Object.assign(req, { query: { path: 'a' } });
      Object.assign(res, {
        json: (body: unknown) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(body));
        },
      });
      return handler(req, res);
    });
    const response = await fetch(`${url}/a`);
    assert.equal(response.status, 500);
    const body = (await response.json()) as { error: { message: string } };
    assert.match(body.error.message, /is the file named `\[trpc\]`\.ts or `\[\.\.\.trpc\]\.ts`\?/);
    assert.deepEqual(errors, [], 'onError should not have been called');
    assert.equal(metaCalls, 0, 'responseMeta should not have been called');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  "invalidateQueries matches [path, input] keys partially (a path alone or as a string matches every input, an input matches by its listed properties, exact: true matches one key, no argument matches all), a prefix such as 'task' matches nothing, filters after an undefined path invalidate everything, and prefetchQuery resolves even when the query fails",
  async (t) => {
    const keys = {
      inbox: ['task.list', { listId: 'inbox' }],
      inboxDone: ['task.list', { listId: 'inbox', done: true }],
      work: ['task.list', { listId: 'work' }],
      other: ['task.byId', 1],
    };
    const invalidated = async (call: (helpers: ReturnType<typeof contextHelpers>) => Promise<void>) => {
      const queryClient = queryClientFor(t);
      for (const key of Object.values(keys)) queryClient.setQueryData(key, 'cached');
      await call(contextHelpers(queryClient));
      return Object.entries(keys)
        .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
        .map(([name]) => name);
    };
    assert.deepEqual(await invalidated((h) => h.invalidateQueries()), ['inbox', 'inboxDone', 'work', 'other']);
    assert.deepEqual(await invalidated((h) => h.invalidateQueries(['task.list'])), ['inbox', 'inboxDone', 'work']);
    assert.deepEqual(await invalidated((h) => h.invalidateQueries('task.list')), ['inbox', 'inboxDone', 'work']);
    assert.deepEqual(await invalidated((h) => h.invalidateQueries(['task.list', { listId: 'inbox' }])), [
      'inbox',
      'inboxDone',
    ]);
    assert.deepEqual(
      await invalidated((h) => h.invalidateQueries(['task.list', { listId: 'inbox' }], { exact: true })),
      ['inbox'],
    );
    assert.deepEqual(await invalidated((h) => h.invalidateQueries(['task'])), []);
    assert.deepEqual(
      await invalidated((h) =>
        h.invalidateQueries({ predicate: (query: ReactQuery.Query) => String(query.queryKey[0]).startsWith('task.') }),
      ),
      ['inbox', 'inboxDone', 'work', 'other'],
    );
    const byIdOnly = { predicate: (query: ReactQuery.Query) => query.queryKey[0] === 'task.byId' };
    assert.deepEqual(await invalidated((h) => h.invalidateQueries(byIdOnly)), ['other']);
    assert.deepEqual(
      await invalidated((h) => h.invalidateQueries(undefined, byIdOnly)),
      ['inbox', 'inboxDone', 'work', 'other'],
      'filters after an undefined path are read as options: every query is invalidated',
    );

    const queryClient = queryClientFor(t, { defaultOptions: { queries: { retry: false } } });
    const failing = { query: () => Promise.reject(new Error('gone')) };
    await within(
      5000,
      'prefetchQuery of a failing query',
      contextHelpers(queryClient, failing).prefetchQuery(['task.byId', 2]),
    );
    assert.equal(queryClient.getQueryState(['task.byId', 2])?.status, 'error');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "a query key is hashed with its object keys sorted, so { a, b } and { b, a } are one entry; ['path'] and ['path', null] are two",
  () => {
    assert.equal(
      hashQueryKey(['book.byId', { id: 'b1', lang: 'en' }]),
      hashQueryKey(['book.byId', { lang: 'en', id: 'b1' }]),
    );
    assert.notEqual(hashQueryKey(['book.list']), hashQueryKey(['book.list', null]));
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "useQuery's onSuccess and onSettled run after each fetch in every mounted component using the query, and in react-query 3 also after setQueryData() changes its data",
  async (t) => {
    const queryClient = queryClientFor(t);
    const calls: string[] = [];
    const observers = ['first', 'second'].map(
      (name) =>
        new QueryObserver(queryClient, {
          queryKey: ['book.list'],
          queryFn: () => ['b1'],
          onSuccess: () => calls.push(`${name} success`),
          onSettled: () => calls.push(`${name} settled`),
        }),
    );
    // Subscribing is what a mounted component does; it fetches.
    const unsubscribes = observers.map((observer) => observer.subscribe(() => {}));
    await within(
      5000,
      'the first fetch',
      queryClient.fetchQuery(['book.list'], () => ['b1']),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.ok(calls.includes('first success') && calls.includes('second success'), calls.join(', '));
    calls.length = 0;
    queryClient.setQueryData(['book.list'], ['b1', 'b2']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(calls.sort(), ['first settled', 'first success', 'second settled', 'second success']);
    for (const unsubscribe of unsubscribes) unsubscribe();
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/mutations.md',
  "mutate()'s own onSuccess runs after the hook's, and only for the latest call of a mounted component: a call overtaken by a newer one never runs its own callbacks, the hook's run for each call",
  () => assertLatestCallCallbacks((options) => new MutationObserver<string, Error, string>(new QueryClient(), options)),
);

fact(
  'versioned_docs/version-9.x/nextjs/ssg-helpers.md',
  'each createSSGHelpers() call has its own QueryClient; prefetchQuery resolves when the procedure fails and stores the error, fetchQuery rejects, and dehydrate() includes failed queries by default',
  async (t) => {
    const router = trpc
      .router()
      .query('post.byId', { input: z.string(), resolve: ({ input }) => ({ id: input }) })
      .query('broken', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'NOT_FOUND' });
        },
      });
    const helpers = createSSGHelpers({
      router,
      ctx: {},
      queryClientConfig: { defaultOptions: { queries: { retry: false } } },
    });
    const other = createSSGHelpers({ router, ctx: {} });
    t.after(() => {
      helpers.queryClient.clear();
      other.queryClient.clear();
    });
    assert.notEqual(helpers.queryClient, other.queryClient);

    await within(5000, 'prefetchQuery of a failing procedure', helpers.prefetchQuery('broken'));
    await within(5000, 'prefetchQuery', helpers.prefetchQuery('post.byId', 'p1'));
    const error = await rejection(helpers.fetchQuery('broken'));
    assert.equal((error as ServerV9.TRPCError).code, 'NOT_FOUND');
    const state = helpers.dehydrate() as { queries: { queryKey: unknown; state: { status: string } }[] };
    const statuses = Object.fromEntries(
      state.queries.map((query) => [JSON.stringify(query.queryKey), query.state.status]),
    );
    assert.deepEqual(statuses, { '["broken"]': 'error', '["post.byId","p1"]': 'success' });
  },
);

fact(
  'versioned_docs/version-9.x/further/subscriptions.md',
  "the vanilla client's subscription onNext gets { type: 'started' } and the data, but not the 'stopped' the server sends after an unsubscribe; a second subscription with the same id on a connection fails with BAD_REQUEST; a message that is not JSON gets PARSE_ERROR with id null and no onError call",
  async (t) => {
    const router = trpc.router().subscription('tick', {
      resolve: () =>
        new trpc.Subscription<number>((emit) => {
          emit.data(1);
          return () => {};
        }),
    });
    const reported: string[] = [];
    const { url } = await startWsServerV9(t, router, { onError: ({ error }) => void reported.push(error.code) });

    // The client's socket, recording every message the server sends.
    const received: { result?: { type: string } }[] = [];
    class RecordingSocket extends WebSocket {
      constructor(address: string) {
        super(address);
        this.on('message', (data: Buffer) =>
          received.push(JSON.parse(data.toString()) as { result?: { type: string } }),
        );
      }
    }
    const wsClient = createWSClient({ url, WebSocket: RecordingSocket as unknown as typeof globalThis.WebSocket });
    t.after(() => wsClient.close());
    const client = v9Client.createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    const results: unknown[] = [];
    let gotData = () => {};
    const data = new Promise<void>((resolve) => (gotData = resolve));
    const unsubscribe = client.subscription('tick', undefined, {
      onNext: (result) => {
        results.push(result);
        if (result.type === 'data') gotData();
      },
    });
    await within(5000, 'the subscription data', data);
    unsubscribe();
    await within(
      5000,
      "the server's stopped message",
      (async () => {
        while (!received.some((message) => message.result?.type === 'stopped')) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })(),
    );
    assert.deepEqual(results, [{ type: 'started' }, { type: 'data', data: 1 }]);

    // A hand-written client reusing an id.
    const socket = new WebSocket(url);
    t.after(() => socket.terminate());
    await within(5000, 'an open socket', new Promise((resolve) => socket.once('open', resolve)));
    const messages: { id: number | null; error?: { data: { code: string } } }[] = [];
    socket.on('message', (message: Buffer) =>
      messages.push(JSON.parse(message.toString()) as (typeof messages)[number]),
    );
    const request = JSON.stringify({ id: 7, method: 'subscription', params: { path: 'tick' } });
    socket.send(request);
    socket.send(request);
    await within(
      5000,
      'the error for the second id 7',
      (async () => {
        while (!messages.some((message) => message.error)) await new Promise((resolve) => setTimeout(resolve, 10));
      })(),
    );
    assert.equal(messages.find((message) => message.error)?.error?.data.code, 'BAD_REQUEST');

    // A message that is not JSON: answered with PARSE_ERROR and id null, and onError never hears of it.
    assert.deepEqual(reported, ['BAD_REQUEST'], 'onError hears of the duplicate id');
    messages.length = 0;
    reported.length = 0;
    socket.send('not json');
    await within(
      5000,
      'the answer to a message that is not JSON',
      (async () => {
        while (!messages.some((message) => message.id === null))
          await new Promise((resolve) => setTimeout(resolve, 10));
      })(),
    );
    assert.equal(messages.find((message) => message.id === null)?.error?.data.code, 'PARSE_ERROR');
    assert.deepEqual(reported, [], 'onError should not have been called');
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssr.md',
  "during withTRPC's prepass a useQuery() or useInfiniteQuery() starts a request unless it has ssr: false or enabled: false or its key is already in the cache",
  (t) => {
    const queryClient = queryClientFor(t);
    queryClient.setQueryData(['cached'], 'from the cache');
    const requested: string[] = [];
    const client = {
      query: (path: string) => {
        requested.push(path);
        return new Promise(() => {});
      },
    };
    const hooks = createReactQueryHooks<ServerV9.AnyRouter>();
    const queries = hooks as unknown as {
      useQuery: (key: unknown[], opts?: object) => unknown;
      useInfiniteQuery: (key: unknown[], opts?: object) => unknown;
    };
    function Page() {
      queries.useQuery(['plain']);
      queries.useQuery(['opted.out'], { ssr: false });
      queries.useQuery(['disabled'], { enabled: false });
      queries.useQuery(['cached']);
      queries.useInfiniteQuery(['feed', {}]);
      return null;
    }
    // What withTRPC's getInitialProps renders during the prepass: the provider in ssrState 'prepass'.
    renderToString(
      React.createElement(hooks.Provider, {
        client: client as never,
        queryClient,
        ssrState: 'prepass',
        children: React.createElement(QueryClientProvider, {
          client: queryClient,
          children: React.createElement(Page),
        }),
      }),
    );
    assert.deepEqual(requested.sort(), ['feed', 'plain']);
  },
);

fact(
  'versioned_docs/version-9.x/server/context.md',
  'an adapter given no createContext calls the procedures with ctx undefined (the Lambda and Node.js handlers alike)',
  async (t) => {
    const { awsLambdaRequestHandler } = v9('@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    const seen: unknown[] = [];
    const router = trpc.router<{ user: string }>().query('whoami', {
      resolve: ({ ctx }) => {
        seen.push(ctx);
        return 'ok';
      },
    });
    type LambdaHandler = (event: unknown, context: unknown) => Promise<{ statusCode: number }>;
    const lambda = awsLambdaRequestHandler({ router }) as unknown as LambdaHandler;
    const event = {
      version: '2.0',
      routeKey: 'ANY /trpc/{proxy+}',
      rawPath: '/trpc/whoami',
      pathParameters: { proxy: 'whoami' },
      queryStringParameters: {},
      headers: {},
      body: undefined,
      requestContext: { http: { method: 'GET' } },
    };
    assert.equal((await within(5000, 'the Lambda answer', lambda(event, {}))).statusCode, 200);

    // The types of the standalone handler require createContext; the Fastify plugin's do not, and
    // it reads the option the same way (`opts.createContext?.(...)`).
    const options = { router } as unknown as Parameters<typeof createHTTPHandler>[0];
    const url = await serve(t, createHTTPHandler(options));
    assert.equal((await fetch(`${url}/whoami`)).status, 200);
    assert.deepEqual(seen, [undefined, undefined]);
  },
);

fact(
  'versioned_docs/version-9.x/server/data-transformers.md',
  'without a transformer a Date arrives as an ISO string, a Map or Set as {}, a function or undefined property is dropped, and a bigint cannot be sent: the call fails with INTERNAL_SERVER_ERROR',
  async (t) => {
    const router = trpc
      .router()
      .query('things', {
        resolve: () => ({ d: new Date(0), m: new Map([[1, 2]]), s: new Set([1]), u: undefined, f: () => 1 }),
      })
      .query('big', { resolve: () => ({ n: BigInt(1) }) });
    const url = await serve(t, createHTTPHandler({ router, createContext: () => ({}) }));
    const body = async (path: string) => (await fetch(`${url}/${path}`)).json() as Promise<unknown>;
    assert.deepEqual(await body('things'), {
      id: null,
      result: { type: 'data', data: { d: '1970-01-01T00:00:00.000Z', m: {}, s: {} } },
    });
    const big = (await body('big')) as { error: { message: string; data: { code: string } } };
    assert.equal(big.error.data.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(big.error.message, 'Do not know how to serialize a BigInt');
  },
);

fact(
  'versioned_docs/version-9.x/server/caching.md',
  "an adapter's responseMeta runs for every response it builds but not for the 204 to a HEAD request, and a header it returns under the same name replaces tRPC's Content-Type",
  async (t) => {
    const metas: string[] = [];
    const url = await serve(
      t,
      createHTTPHandler({
        router: echoRouter,
        createContext: () => ({}),
        responseMeta: ({ paths }) => {
          metas.push(String(paths));
          return { headers: { 'content-type': 'application/vnd.example+json' } };
        },
      }),
    );
    const response = await fetch(`${url}/a`);
    assert.equal(response.headers.get('content-type'), 'application/vnd.example+json');
    assert.equal((await fetch(`${url}/a`, { method: 'HEAD' })).status, 204);
    assert.equal((await fetch(`${url}/nope`)).status, 404);
    assert.deepEqual(metas, ['a', 'nope']);
  },
);

fact(
  'versioned_docs/version-9.x/server/caching.md',
  "withTRPC()'s responseMeta is never called without ssr: true",
  async () => {
    const { withTRPC } = v9('@trpc/next') as typeof NextV9;
    let called = 0;
    // No `ssr`: the types accept responseMeta here (nextjs/introduction.md).
    const options = {
      config: () => ({ url: 'http://127.0.0.1:1' }),
      responseMeta: () => {
        called++;
        return {};
      },
    } as unknown as Parameters<typeof withTRPC>[0];
    const App = Object.assign(() => null, { getInitialProps: () => Promise.resolve({ pageProps: { from: 'app' } }) });
    const wrapped = withTRPC(options)(App as never) as unknown as {
      getInitialProps: (ctx: unknown) => Promise<{ pageProps: unknown }>;
    };
    const props = await wrapped.getInitialProps({ Component: () => null, AppTree: () => null, ctx: {} });
    assert.deepEqual(props, { pageProps: { from: 'app' } });
    const withoutOwnProps = withTRPC(options)((() => null) as never) as { getInitialProps?: unknown };
    assert.equal(withoutOwnProps.getInitialProps, undefined, 'without ssr: true nothing runs on the server');
    assert.equal(called, 0);
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssg.md',
  "Next.js refuses props that are not JSON: the SSG helpers' dehydrate() of a Date, a Map or an undefined property fails getStaticProps's check, and passes it with superjson",
  async () => {
    const { isSerializableProps } = v9('next/dist/lib/is-serializable-props') as {
      isSerializableProps: (page: string, method: string, props: unknown) => true;
    };
    const superjson = (v9('superjson') as { default: ServerV9.DataTransformer }).default;
    const outputs = { date: new Date(0), map: new Map([[1, 2]]), missing: { title: undefined } };
    const router = trpc.router().query('post', {
      input: z.enum(['date', 'map', 'missing']),
      resolve: ({ input }): object => outputs[input],
    });
    for (const input of ['date', 'map', 'missing'] as const) {
      const plain = createSSGHelpers({ router, ctx: {} });
      const withSuperjson = createSSGHelpers({ router, ctx: {}, transformer: superjson });
      await plain.prefetchQuery('post', input);
      await withSuperjson.prefetchQuery('post', input);
      assert.throws(
        () => isSerializableProps('/post', 'getStaticProps', { trpcState: plain.dehydrate() }),
        /cannot be serialized as JSON/,
        input,
      );
      assert.equal(isSerializableProps('/post', 'getStaticProps', { trpcState: withSuperjson.dehydrate() }), true);
      plain.queryClient.clear();
      withSuperjson.queryClient.clear();
    }
  },
);

fact(
  'versioned_docs/version-9.x/client/links.md',
  'given both url and links the client uses the links and ignores url, and a chain whose last link calls next() makes the call throw TypeError "link is not a function"',
  async (t) => {
    const seen: string[] = [];
    const urlOf = async (name: string) =>
      serve(
        t,
        createHTTPHandler({
          router: echoRouter,
          createContext: () => {
            seen.push(name);
            return {};
          },
        }),
      );
    const [fromUrl, fromLinks] = await Promise.all([urlOf('url'), urlOf('links')]);
    const both = { url: fromUrl, links: [httpLink({ url: fromLinks })] };
    const client = v9Client.createTRPCClient<typeof echoRouter>(both);
    assert.equal(await within(5000, 'the query', client.query('a')), 'a');
    assert.deepEqual(seen, ['links']);

    const passOn: ClientV9.TRPCLink<typeof echoRouter> =
      () =>
      ({ op, next, prev }) =>
        next(op, prev);
    const open = v9Client.createTRPCClient<typeof echoRouter>({ links: [passOn] });
    assert.throws(() => open.query('a'), { name: 'TypeError', message: 'link is not a function' });
  },
);
