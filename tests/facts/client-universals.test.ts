/**
 * Docs facts of the 10.x client, React and Next.js pages (tests/facts/README.md) written where a
 * sweep of their all / every / only / never sentences found an edge: the spelling of a content-type
 * header of your own, a closed WebSocket client that a server's reconnect request opens again,
 * subscriptions through a link of your own, an aborted call in a shared batch, the trpc options
 * useQueries ignores, and an initialData function that returns undefined. The type behaviours are
 * in typeChecks below, checked by npm run typecheck.
 *
 *   node --import tsx --test tests/facts/client-universals.test.ts
 */
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCNext from '../../src/samples/v10/node_modules/@trpc/next';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCSSG from '../../src/samples/v10/node_modules/@trpc/react-query/ssg';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { fact, listenOnLoopback, rejection, until, v10, within } from './facts';

const { createTRPCProxyClient, createWSClient, httpBatchLink, httpLink, splitLink, wsLink } = v10(
  '@trpc/client',
) as typeof TRPCClient;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
const React = v10('react') as typeof ReactNS;
const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
const { QueryClient, QueryClientProvider, QueryObserver, hydrate } = v10('@tanstack/react-query') as typeof ReactQuery;
const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const t = initTRPC.create();
const router = t.router({
  ping: t.procedure.query(() => 'pong'),
  list: t.procedure.input((value: unknown) => value as { cursor?: number | null }).query(() => 'pong'),
  slow: t.procedure.query(async () => {
    await pause(300);
    return 'slow';
  }),
  tick: t.procedure.subscription(() =>
    observable<number>((emit) => {
      let i = 0;
      const timer = setInterval(() => emit.next(i++), 50);
      return () => clearInterval(timer);
    }),
  ),
});
type Router = typeof router;

fact(
  'docs/client/header.md',
  'the links send content-type: application/json and spread your headers after it, so a lower-case content-type of yours replaces it, while the same header in another case (Content-Type) is joined to it by fetch',
  async (t) => {
    const seen: IncomingHttpHeaders['content-type'][] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers['content-type']);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ result: { data: 'pong' } }));
    });
    const url = await listenOnLoopback(t, server);
    for (const headers of [{ 'content-type': 'text/plain' }, { 'Content-Type': 'text/plain' }]) {
      for (const link of [httpLink({ url, headers }), httpBatchLink({ url, headers })]) {
        const client = createTRPCProxyClient<Router>({ links: [link] });
        await client.ping.query();
      }
    }
    assert.deepEqual(seen, [
      'text/plain',
      'text/plain',
      'application/json, text/plain',
      'application/json, text/plain',
    ]);
  },
);

fact(
  'docs/client/header.md',
  'a headers object is kept and spread into each request, so a value changed in it after the link was created is sent with later requests',
  async (t) => {
    const seen: (string | string[] | undefined)[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers['x-token']);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ result: { data: 'pong' } }));
    });
    const url = await listenOnLoopback(t, server);
    const headers: Record<string, string> = { 'x-token': 'first' };
    const client = createTRPCProxyClient<Router>({ links: [httpLink({ url, headers })] });
    await client.ping.query();
    headers['x-token'] = 'second';
    await client.ping.query();
    assert.deepEqual(seen, ['first', 'second']);
  },
);

fact(
  'docs/client/links/wsLink.md',
  "close() on an open socket stops reconnects, except that a server's reconnect request that arrives while an active subscription keeps the socket open makes the client connect again, and from then on it reconnects as if close() had not been called (close() while connecting: tests/facts/audit-n.test.ts)",
  async (t) => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await within(5000, 'listening WebSocket server', new Promise((resolve) => wss.once('listening', resolve)));
    let connections = 0;
    wss.on('connection', () => connections++);
    const handler = applyWSSHandler({ wss, router });
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    const client = createTRPCProxyClient<Router>({ links: [wsLink({ client: wsClient })] });
    let values = 0;
    const subscription = client.tick.subscribe(undefined, { onData: () => values++ });
    t.after(() => {
      subscription.unsubscribe();
      wsClient.close();
      wsClient.getConnection().close();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    await until(5000, 'a first value', () => values > 0);

    wsClient.close();
    await pause(150);
    assert.equal(connections, 1, 'close() alone opens nothing');
    handler.broadcastReconnectNotification();
    await until(5000, 'a second connection after the reconnect request', () => connections === 2);
    const before = values;
    await until(5000, 'values on the new connection', () => values > before);

    subscription.unsubscribe();
    for (const socket of wss.clients) socket.terminate();
    await until(5000, 'a third connection after the server dropped the socket', () => connections === 3);
  },
);

fact(
  'docs/client/vanilla.md',
  'subscriptions are not tied to WebSockets: a terminating link of your own can answer .subscribe() with started, data and complete',
  async () => {
    const values: number[] = [];
    const events: string[] = [];
    const client = createTRPCProxyClient<Router>({
      links: [
        splitLink({
          condition: (op) => op.type === 'subscription',
          true: () => () =>
            observable((observer) => {
              observer.next({ result: { type: 'started' } });
              for (const data of [1, 2]) observer.next({ result: { type: 'data', data } });
              observer.complete();
            }),
          false: httpLink({ url: 'http://127.0.0.1:9' }),
        }),
      ],
    });
    await new Promise<void>((resolve) => {
      client.tick.subscribe(undefined, {
        onStarted: () => events.push('started'),
        onData: (value) => values.push(value),
        onComplete: () => {
          events.push('complete');
          resolve();
        },
      });
    });
    assert.deepEqual(values, [1, 2]);
    assert.deepEqual(events, ['started', 'complete']);
  },
);

fact(
  'docs/client/aborting-procedures.md',
  'an aborted call rejects at once even when its batch request goes on (another call shares it), so its late response never reaches the caller',
  async (t) => {
    const { server } = createHTTPServer({ router });
    const url = await listenOnLoopback(t, server);
    const signals: AbortSignal[] = [];
    const client = createTRPCProxyClient<Router>({
      links: [
        httpBatchLink({
          url,
          fetch: (input, init) => {
            if (init?.signal) signals.push(init.signal);
            return fetch(input, init);
          },
        }),
      ],
    });
    const controller = new AbortController();
    let abortedResult: unknown = 'none';
    const aborted = client.slow.query(undefined, { signal: controller.signal }).then((value) => {
      abortedResult = value;
    });
    const kept = client.slow.query();
    await until(5000, 'the batch request', () => signals.length === 1);
    controller.abort();
    await rejection(aborted, 200);
    assert.equal(await within(5000, 'the other call', kept), 'slow');
    assert.equal(signals[0].aborted, false, 'the shared request was not cancelled');
    assert.equal(abortedResult, 'none');
  },
);

/** Renders `Component` once on the server under trpc.Provider, with a link that records each operation's context. */
function renderRecording(
  trpc: ReturnType<typeof createTRPCReact<Router>>,
  Component: () => ReactNS.ReactElement,
  delayMs = 0,
  ssrState: 'prepass' | false = false,
) {
  const contexts: unknown[] = [];
  const seen = { teardowns: 0 };
  const queryClient = new QueryClient({ logger: { log() {}, warn() {}, error() {} } });
  const client = trpc.createClient({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            contexts.push(op.context);
            const answer = () => {
              observer.next({ result: { type: 'data', data: 'pong' } });
              observer.complete();
            };
            if (delayMs === 0) {
              answer();
              return () => undefined;
            }
            const timer = setTimeout(answer, delayMs);
            return () => {
              clearTimeout(timer);
              seen.teardowns++;
            };
          }),
    ],
  });
  const html = renderToString(
    React.createElement(trpc.Provider, {
      client,
      queryClient,
      abortOnUnmount: true,
      ssrState,
      children: React.createElement(
        QueryClientProvider,
        { client: queryClient },
        React.createElement(
          React.Suspense,
          { fallback: React.createElement('i', null, 'loading') },
          React.createElement(Component),
        ),
      ),
    }),
  );
  return { html, contexts, queryClient, seen };
}

fact(
  'docs/reactjs/useQueries.md',
  'useQueries leaves out the trpc.context its per-query options accept (the links get {}) except in the server prefetch of @trpc/next, while useQuery and useInfiniteQuery pass it on',
  async () => {
    const trpc = createTRPCReact<Router>();
    const viaQueries = renderRecording(trpc, () => {
      const [ping] = trpc.useQueries((q) => [
        q.ping(undefined, { suspense: true, trpc: { context: { tag: 'mine' } } }),
      ]);
      return React.createElement('b', null, String(ping.data));
    });
    const viaQuery = renderRecording(trpc, () => {
      const ping = trpc.ping.useQuery(undefined, { suspense: true, trpc: { context: { tag: 'mine' } } });
      return React.createElement('b', null, String(ping.data));
    });
    const viaInfinite = renderRecording(trpc, () => {
      const list = trpc.list.useInfiniteQuery({}, { suspense: true, trpc: { context: { tag: 'mine' } } });
      return React.createElement('b', null, String(list.data?.pages.length));
    });
    const all = [viaQueries, viaQuery, viaInfinite];
    await until(5000, 'the three queries to reach the link', () => all.every((run) => run.contexts.length === 1));
    assert.deepEqual(viaQueries.contexts, [{}]);
    assert.deepEqual(viaQuery.contexts, [{ tag: 'mine' }]);
    assert.deepEqual(viaInfinite.contexts, [{ tag: 'mine' }]);
    for (const run of all) run.queryClient.clear();

    // the @trpc/next server prefetch (ssrState 'prepass') of a useQueries query does pass it on
    const prepass = renderRecording(
      trpc,
      () => {
        trpc.useQueries((q) => [q.ping(undefined, { trpc: { context: { tag: 'mine' } } })]);
        return React.createElement('b', null, 'x');
      },
      0,
      'prepass',
    );
    await until(5000, 'the prefetch to reach the link', () => prepass.contexts.length === 1);
    assert.deepEqual(prepass.contexts, [{ tag: 'mine' }]);
    prepass.queryClient.clear();
  },
);

fact(
  'docs/reactjs/useQuery.md',
  'with abortOnUnmount, a loading query is aborted only when the last component that uses it unmounts: while a second one still uses it, the request goes on',
  async () => {
    const trpc = createTRPCReact<Router>();
    const { queryClient, contexts, seen } = renderRecording(
      trpc,
      () => {
        trpc.ping.useQuery();
        return React.createElement('b', null, 'x');
      },
      2000,
    );
    const cached = queryClient.getQueryCache().getAll()[0];
    // what two mounted components using trpc.ping.useQuery() subscribe to
    const [first, second] = [1, 2].map(
      () => new QueryObserver(queryClient, { ...(cached.options as object), queryKey: cached.queryKey }),
    );
    const unsubscribeFirst = first.subscribe(() => undefined);
    const unsubscribeSecond = second.subscribe(() => undefined);
    await until(5000, 'the request to start', () => contexts.length === 1);
    unsubscribeFirst();
    await pause(20);
    assert.equal(seen.teardowns, 0, 'one component left: not aborted');
    unsubscribeSecond();
    await pause(20);
    assert.equal(seen.teardowns, 1, 'none left: aborted');
    queryClient.clear();
  },
);

fact(
  'docs/reactjs/useQuery.md',
  'an initialData function that returns undefined still gives data the type of a defined value, while data is undefined and the status loading',
  () => {
    const trpc = createTRPCReact<Router>();
    let seen: { data: unknown; status: string } | undefined;
    const { queryClient } = renderRecording(trpc, () => {
      const ping = trpc.ping.useQuery(undefined, { initialData: () => undefined });
      const typed: string = ping.data; // compiles: the type says data is defined
      seen = { data: typed, status: ping.status };
      return React.createElement('b', null, 'x');
    });
    assert.deepEqual(seen, { data: undefined, status: 'loading' });
    queryClient.clear();
  },
);

fact(
  'docs/nextjs/ssg.md',
  "a query hydrated from the SSG helpers' dehydrate() renders its data at once, but with the default staleTime of 0 the hook's observer fetches it again when it mounts; with a staleTime that keeps it fresh it does not",
  async () => {
    const { createProxySSGHelpers } = v10('@trpc/react-query/ssg') as typeof TRPCSSG;
    const ssg = createProxySSGHelpers({ router, ctx: {} });
    await ssg.ping.prefetch();
    const state = ssg.dehydrate();
    const fetches: number[] = [];
    for (const staleTime of [0, Infinity]) {
      const queryClient = new QueryClient({ logger: { log() {}, warn() {}, error() {} } });
      hydrate(queryClient, state);
      let calls = 0;
      // what trpc.ping.useQuery() subscribes to when the component mounts
      const observer = new QueryObserver(queryClient, {
        queryKey: [['ping'], { type: 'query' }],
        queryFn: () => {
          calls++;
          return 'pong';
        },
        staleTime,
      });
      assert.equal(observer.getCurrentResult().data, 'pong', 'the first render has the data');
      const unsubscribe = observer.subscribe(() => undefined);
      await pause(50);
      unsubscribe();
      queryClient.clear();
      fetches.push(calls);
    }
    assert.deepEqual(fetches, [1, 0]);
  },
);

/**
 * What these pages say about types, checked by npm run typecheck: each @ts-expect-error names the
 * page; if the package stops reporting the error, the check fails there.
 */
function typeChecks() {
  // docs/client/links/splitLink.mdx: the condition is synchronous, it cannot return a promise
  splitLink({
    // @ts-expect-error -- a Promise<boolean> is not a boolean
    condition: (op) => Promise.resolve(op.type === 'subscription'),
    true: httpLink({ url: '' }),
    false: httpLink({ url: '' }),
  });

  // docs/client/vanilla.md: a top-level procedure named like a client member gives an error type
  const reserved = t.router({ query: t.procedure.query(() => 1), links: t.procedure.query(() => 1) });
  const clash: `The property '${'links' | 'query'}' in your router collides with a built-in method, rename this router or procedure on your backend.` =
    createTRPCProxyClient<typeof reserved>({ links: [] });
  void clash;
  // ... and in a sub-router the same names are fine
  const moved = t.router({ sub: reserved });
  void moved;
  void createTRPCProxyClient<typeof moved>({ links: [] }).sub.query.query();

  // docs/reactjs/useQueries.md: the per-query options type accepts trpc.context and trpc.abortOnUnmount
  const trpc = createTRPCReact<Router>();
  void (() => trpc.useQueries((q) => [q.ping(undefined, { trpc: { context: {}, abortOnUnmount: true } })]));

  const { createTRPCNext } = v10('@trpc/next') as typeof TRPCNext;
  // docs/reactjs/introduction.md and docs/nextjs/introduction.md: a top-level procedure named like
  // a root member makes the whole hooks object an error message; in a sub-router the names are free
  const taken = t.router({
    useContext: t.procedure.query(() => 1),
    sub: t.router({ Provider: t.procedure.query(() => 1) }),
  });
  void taken;
  const reactClash: `The property 'useContext' in your router collides with a built-in method, rename this router or procedure on your backend.` =
    createTRPCReact<typeof taken>();
  void reactClash;
  const nextTaken = t.router({ withTRPC: t.procedure.query(() => 1), Provider: t.procedure.query(() => 1) });
  void nextTaken;
  const nextClash: `The property 'withTRPC' in your router collides with a built-in method, rename this router or procedure on your backend.` =
    createTRPCNext<typeof nextTaken>({ config: () => ({ links: [] }) });
  void nextClash;
  // docs/reactjs/useContext.md: a top-level procedure named like a member of useContext()'s object
  // (client, ssrContext, ssrState, abortOnUnmount) makes that object an error message; its hooks still type
  const utilsTaken = t.router({ client: t.procedure.query(() => 1) });
  void utilsTaken;
  void (() => {
    const utilsClash: `The property 'client' in your router collides with a built-in method, rename this router or procedure on your backend.` =
      createTRPCReact<typeof utilsTaken>().useContext();
    void utilsClash;
    void createTRPCReact<typeof utilsTaken>().client.useQuery();
  });
  const free = t.router({ sub: t.router({ useContext: t.procedure.query(() => 1) }) });
  void free;
  void (() => createTRPCReact<typeof free>().sub.useContext.useQuery());

  // docs/client/links/index.mdx: createTRPCReact itself takes no links (trpc.createClient() does)
  // @ts-expect-error -- links is not an option of createTRPCReact
  createTRPCReact<Router>({ links: [] });

  const { createProxySSGHelpers } = v10('@trpc/react-query/ssg') as typeof TRPCSSG;
  const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;
  const sj = initTRPC.create({ transformer: superjson });
  const sjRouter = sj.router({
    ping: sj.procedure.query(() => 'pong'),
    tick: sj.procedure.subscription(() => observable<number>(() => () => undefined)),
  });
  // docs/nextjs/introduction.md: responseMeta only with ssr: true; the types reject it next to
  // ssr: false, but not when ssr is left out (it is then never called)
  createTRPCNext<typeof sjRouter>({
    config: () => ({ links: [], transformer: superjson }),
    ssr: false,
    // @ts-expect-error -- responseMeta is not an option without ssr: true
    responseMeta: () => ({}),
  });
  createTRPCNext<typeof sjRouter>({ config: () => ({ links: [], transformer: superjson }), responseMeta: () => ({}) });
  // docs/nextjs/introduction.md: config's transformer is required when the router has one, and
  // cannot be set when it has none
  createTRPCNext<typeof sjRouter>({
    // @ts-expect-error -- transformer is missing
    config: () => ({ links: [] }),
  });
  createTRPCNext<Router>({
    // @ts-expect-error -- the router sets no transformer
    config: () => ({ links: [], transformer: superjson }),
  });

  // docs/nextjs/ssg-helpers.md: the type does not require the router's transformer, and there are
  // no helpers for subscriptions (nor mutations, see react-edges.test.ts)
  const ssg = createProxySSGHelpers({ router: sjRouter, ctx: {} });
  void ssg.ping.prefetch;
  // @ts-expect-error -- no helpers for subscriptions
  void ssg.tick;
}
void typeChecks;
