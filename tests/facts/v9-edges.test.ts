/**
 * Runtime statements of the 9.x React, links and transformer pages where the common case and an
 * edge differ (issue #45): how often `select` runs, what a mutation's `data` and `error` hold across
 * calls, which results a link sees, and what a call with input does when only the server has a
 * transformer. All against @trpc/* 9.27.4 and react-query 3 from src/samples/v9.
 *
 * The 9.x client is loaded by its folder (`v9Client`), not as `@trpc/client`: tsx applies the site
 * tsconfig's `paths`, which maps the bare `@trpc/client` to the 10.x package for an importer outside
 * node_modules, even in src/samples/v9; `v9('@trpc/client')` fails for that reason (facts.ts). A v9
 * `@trpc/react` loads the 9.x client itself (from inside node_modules, where the paths do not apply,
 * which `v9()` checks); these facts still hand it a 9.x client rather than call its createClient.
 *
 *   node --import tsx --test tests/facts/v9-edges.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import type SuperJSON from '../../src/samples/v9/node_modules/superjson';
import type * as Zod from '../../src/samples/v9/node_modules/zod';
import { fact, listenOnLoopback, rejection, v9, within } from './facts';

const v9Client = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { httpLink } = v9('@trpc/client/links/httpLink') as typeof HttpLinkV9;
const { createWSClient, wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
const trpc = v9('@trpc/server') as typeof ServerV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
const React = v9('react') as typeof ReactNS;
const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
const { MutationObserver, QueryClient, QueryClientProvider } = v9('react-query') as typeof ReactQuery;
const superjson = (v9('superjson') as { default: typeof SuperJSON }).default;
const { z } = v9('zod') as typeof Zod;

/** Serves `router` with the standalone HTTP handler on a loopback port; returns its URL. */
function serve(t: { after: (fn: () => void) => void }, router: ServerV9.AnyRouter): Promise<string> {
  const handler = createHTTPHandler({ router, createContext: () => ({}) });
  return listenOnLoopback(
    t,
    http.createServer((req, res) => void handler(req, res)),
  );
}

/** `children` inside tRPC's and react-query's providers, as a 9.x app sets them up. */
function withProviders<TRouter extends ServerV9.AnyRouter>(
  hooks: ReturnType<typeof createReactQueryHooks<TRouter>>,
  client: ClientV9.TRPCClient<TRouter> | null,
  queryClient: ReactQuery.QueryClient,
  children: ReactNS.ReactElement,
): ReactNS.ReactElement {
  return React.createElement(hooks.Provider, {
    // @trpc/react's declarations name the client of `@trpc/client`, which the site's tsconfig
    // maps to 10.x; the 9.x client is what it gets at runtime.
    client: client as never,
    queryClient,
    children: React.createElement(QueryClientProvider, { client: queryClient, children }),
  });
}

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "react-query 3 keeps select's result: an inline select runs again on every render, a stable select function only when the data changes",
  async () => {
    const router = trpc.router().query('book.list', { resolve: () => [{ id: 'b1' }, { id: 'b2' }] });
    // The cache holds what the procedure returned, as after a fetch.
    const books = await router.createCaller({}).query('book.list');
    const hooks = createReactQueryHooks<typeof router>();

    /** Renders a component three times (render-phase updates keep its hooks) and counts select's runs. */
    function selectRuns(stable: boolean): number {
      const queryClient = new QueryClient();
      queryClient.setQueryData(['book.list'], books);
      let runs = 0;
      const count = (list: typeof books) => {
        runs++;
        return list.length;
      };
      function BookCount() {
        const [renders, setRenders] = React.useState(1);
        const result = hooks.useQuery(['book.list'], { select: stable ? count : (list) => count(list) });
        assert.equal(result.data, 2);
        if (renders < 3) setRenders(renders + 1);
        return null;
      }
      renderToString(withProviders(hooks, null, queryClient, React.createElement(BookCount)));
      // Cached queries hold a garbage-collection timer (cacheTime, 5 minutes) that keeps Node running.
      queryClient.clear();
      return runs;
    }

    assert.equal(selectRuns(false), 3, 'an inline select should run once per render');
    assert.equal(selectRuns(true), 1, 'a stable select should run once for the same data');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/mutations.md',
  "useMutation's data and error belong to the latest mutate() call: data is undefined while a new call loads and after it fails; a new call resets error to null",
  async (t) => {
    const router = trpc.router().mutation('double', {
      input: z.number(),
      resolve: ({ input }) => {
        if (input < 0) throw new trpc.TRPCError({ code: 'BAD_REQUEST', message: 'negative' });
        return input * 2;
      },
    });
    const url = await serve(t, router);
    const client = v9Client.createTRPCClient<typeof router>({ links: [httpLink({ url })] });
    const hooks = createReactQueryHooks<typeof router>();

    // The options tRPC's useMutation hands react-query's useMutation (its mutationFn calls the
    // client from the provider), caught where react-query's MutationObserver takes them.
    const queryClient = new QueryClient();
    type Options = ReactQuery.MutationObserverOptions<number, Error, number>;
    let options: Options | undefined;
    const defaults = queryClient.defaultMutationOptions.bind(queryClient);
    queryClient.defaultMutationOptions = (given) => {
      options = given;
      return defaults(given);
    };
    function Capture() {
      hooks.useMutation('double');
      return null;
    }
    renderToString(withProviders(hooks, client, queryClient, React.createElement(Capture)));
    assert.ok(options?.mutationFn, "tRPC's useMutation should pass a mutationFn to react-query");

    // What a mounted useMutation() returns: the observer's current result, updated on every change.
    const observer = new MutationObserver<number, Error, number>(queryClient, options);
    let settled = () => {};
    const unsubscribe = observer.subscribe((result) => {
      if (result.isSuccess || result.isError) settled();
    });
    t.after(() => {
      unsubscribe();
      queryClient.clear();
    });
    const run = async (input: number) => {
      const done = new Promise<void>((resolve) => (settled = resolve));
      observer.mutate(input).catch(() => {});
      const loading = observer.getCurrentResult();
      await within(5000, `the mutation with ${input}`, done);
      return { loading, after: observer.getCurrentResult() };
    };

    const first = await run(2);
    assert.equal(first.after.data, 4);
    const second = await run(-1);
    assert.equal(second.loading.status, 'loading');
    assert.equal(second.loading.data, undefined, 'data should be undefined while a new call loads');
    assert.equal(second.after.status, 'error');
    assert.equal(second.after.data, undefined, 'data should stay undefined after the new call fails');
    assert.equal(second.after.error?.message, 'negative');
    const third = await run(5);
    assert.equal(third.loading.error, null, 'a new call should reset error to null while it loads');
    assert.equal(third.after.data, 10);
    assert.equal(third.after.error, null, 'a later success should reset error to null');
  },
);

fact(
  'versioned_docs/version-9.x/client/links.md',
  "a link placed before wsLink receives { type: 'started' } for a subscription before its data; over HTTP it receives the data alone",
  async (t) => {
    const { WebSocketServer, WebSocket } = v9('ws') as typeof WS;
    const router = trpc.router().subscription('tick', {
      resolve: () =>
        new trpc.Subscription<number>((emit) => {
          emit.data(1);
          return () => {};
        }),
    });
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await within(5000, 'listening WebSocket server', new Promise((resolve) => wss.once('listening', resolve)));
    applyWSSHandler({ wss, router });
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    let unsubscribe = () => {};
    // The client goes first: a socket the server drops while the client is open is reconnected, forever.
    t.after(() => {
      unsubscribe();
      wsClient.close();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });

    const seen: unknown[] = [];
    let gotData = () => {};
    /** A link that records each result it passes on. */
    const recording =
      <TRouter extends ServerV9.AnyRouter>(): ClientV9.TRPCLink<TRouter> =>
      () =>
      ({ op, next, prev }) => {
        next(op, (result) => {
          seen.push(result instanceof Error ? 'error' : result);
          if (!(result instanceof Error) && result.type === 'data') gotData();
          prev(result);
        });
      };
    const client = v9Client.createTRPCClient<typeof router>({ links: [recording(), wsLink({ client: wsClient })] });
    const data = new Promise<void>((resolve) => (gotData = resolve));
    unsubscribe = client.subscription('tick', undefined, { onNext: () => {} });
    await within(5000, 'the subscription data', data);
    assert.deepEqual(seen, [{ type: 'started' }, { type: 'data', data: 1 }]);

    // Over HTTP, the same link sees the data alone.
    seen.length = 0;
    const httpRouter = trpc.router().query('ping', { resolve: () => 'pong' });
    const url = await serve(t, httpRouter);
    const httpClient = v9Client.createTRPCClient<typeof httpRouter>({
      links: [recording(), httpLink({ url })],
    });
    assert.equal(await within(5000, 'the query over HTTP', httpClient.query('ping')), 'pong');
    assert.deepEqual(seen, [{ type: 'data', data: 'pong' }]);
  },
);

fact(
  'versioned_docs/version-9.x/server/data-transformers.md',
  "with superjson on the server only, a call without input gets superjson's { json, meta } envelope, a required input fails with BAD_REQUEST and the client's error has an empty message, and an optional input is dropped",
  async (t) => {
    const router = trpc
      .router()
      .transformer(superjson)
      .query('now', { resolve: () => ({ at: new Date(0) }) })
      .query('byId', { input: z.object({ id: z.number() }), resolve: ({ input }) => input.id })
      .query('greet', { input: z.string().optional(), resolve: ({ input }) => input ?? 'nobody' });
    const url = await serve(t, router);
    const client = v9Client.createTRPCClient<typeof router>({ links: [httpLink({ url })] });
    const plain = client as unknown as { query: (path: string, input?: unknown) => Promise<unknown> };

    assert.deepEqual(await within(5000, 'the query without input', plain.query('now')), {
      json: { at: '1970-01-01T00:00:00.000Z' },
      meta: { values: { at: ['Date'] } },
    });

    const error = await rejection(plain.query('byId', { id: 1 }));
    assert.ok(error instanceof v9Client.TRPCClientError, 'the call should fail with a TRPCClientError');
    assert.equal(error.message, '');
    assert.equal(error.data, undefined, 'the error has no data: it is inside the envelope');
    const shape = error.shape as { json: { data: { code: string; httpStatus: number } } };
    assert.equal(shape.json.data.code, 'BAD_REQUEST');
    assert.equal(shape.json.data.httpStatus, 400);

    assert.deepEqual(await within(5000, 'the query with optional input', plain.query('greet', 'ada')), {
      json: 'nobody',
    });
  },
);

fact(
  'versioned_docs/version-9.x/server/data-transformers.md',
  'with superjson on the client only, even a call without input sends an envelope the server rejects ("No input expected"), the client fails reading the error, and a call whose validator accepts the envelope returns undefined',
  async (t) => {
    const reported: string[] = [];
    const router = trpc
      .router()
      .query('now', { resolve: () => ({ at: new Date(0) }) })
      .query('find', { input: z.object({ id: z.number().optional() }), resolve: ({ input }) => input });
    const handler = createHTTPHandler({
      router,
      createContext: () => ({}),
      onError: ({ error }) => reported.push(`${error.code}: ${error.message}`),
    });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = v9Client.createTRPCClient<typeof router>({ links: [httpLink({ url })], transformer: superjson });
    const plain = client as unknown as { query: (path: string, input?: unknown) => Promise<unknown> };

    const error = await rejection(plain.query('now'));
    assert.ok(error instanceof v9Client.TRPCClientError, 'the call should fail with a TRPCClientError');
    assert.equal(error.message, "Cannot read properties of undefined (reading 'message')");
    assert.deepEqual(reported, ['BAD_REQUEST: No input expected']);

    assert.equal(
      await within(5000, 'the query with an accepting validator', plain.query('find', { id: 1 })),
      undefined,
    );
  },
);

fact(
  'versioned_docs/version-9.x/further/subscriptions.md',
  'the options type of applyWSSHandler also takes batching and process, which the adapter ignores: with batching disabled an array of messages is still answered, and the process object is never read',
  async (t) => {
    const { WebSocketServer, WebSocket } = v9('ws') as typeof WS;
    const router = trpc.router().query('hello', { resolve: () => 'world' });
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await within(5000, 'listening WebSocket server', new Promise((resolve) => wss.once('listening', resolve)));
    const read: PropertyKey[] = [];
    const spy = new Proxy({} as NodeJS.Process, {
      get: (_target, key) => {
        read.push(key);
        return undefined;
      },
    });
    applyWSSHandler({ wss, router, batching: { enabled: false }, process: spy });
    const socket = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    t.after(() => {
      socket.terminate();
      wss.close();
    });
    const answers: { id: number; result?: { data?: unknown } }[] = [];
    const both = new Promise<void>((resolve) =>
      socket.on('message', (data: Buffer) => {
        answers.push(JSON.parse(data.toString()) as { id: number; result?: { data?: unknown } });
        if (answers.length === 2) resolve();
      }),
    );
    await within(5000, 'open socket', new Promise((resolve) => socket.once('open', resolve)));
    socket.send(
      JSON.stringify([
        { id: 1, method: 'query', params: { path: 'hello' } },
        { id: 2, method: 'query', params: { path: 'hello' } },
      ]),
    );
    await within(5000, 'two answers', both);
    assert.deepEqual(answers.map((message) => [message.id, message.result?.data]).sort(), [
      [1, 'world'],
      [2, 'world'],
    ]);
    assert.deepEqual(read, [], 'process is never read');
  },
);
