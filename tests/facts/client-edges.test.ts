/**
 * Docs facts of the 10.x client, link and React pages at their edges (tests/facts/README.md): what
 * httpLink puts in the URL of a query without input when a transformer is set, what wsClient.close()
 * does to a subscription that gets no data (the client runs in ws-client.child.mjs, because the
 * check is whether the process ends), and the React Query options tRPC's hooks set over yours.
 *
 *   node --import tsx --test tests/facts/client-edges.test.ts
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestContext } from 'node:test';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { fact, listenOnLoopback, v10, within } from './facts';

const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocketServer } = v10('ws') as typeof WS;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

fact(
  'docs/client/links/httpLink.md',
  'a query without input has no ?input= without a transformer, but with superjson it sends ?input= carrying {"json":null,"meta":{"values":["undefined"]}}',
  async (t) => {
    const urls: string[] = [];
    const serve = async (router: TRPCServer.AnyRouter) => {
      const { server } = createHTTPServer({
        router,
        createContext: ({ req }) => {
          urls.push(req.url ?? '');
          return {};
        },
      });
      return listenOnLoopback(t, server);
    };

    const plain = initTRPC.create();
    const plainRouter = plain.router({ ping: plain.procedure.query(() => 'pong') });
    const plainClient = createTRPCProxyClient<typeof plainRouter>({
      links: [httpLink({ url: await serve(plainRouter) })],
    });
    assert.equal(await plainClient.ping.query(), 'pong');

    const withSuperjson = initTRPC.create({ transformer: superjson });
    const superjsonRouter = withSuperjson.router({ ping: withSuperjson.procedure.query(() => 'pong') });
    const superjsonClient = createTRPCProxyClient<typeof superjsonRouter>({
      links: [httpLink({ url: await serve(superjsonRouter) })],
      transformer: superjson,
    });
    assert.equal(await superjsonClient.ping.query(), 'pong');

    assert.equal(urls[0], '/ping', 'without a transformer the URL has no input');
    const [pathname, query] = urls[1].split('?');
    assert.equal(pathname, '/ping');
    assert.equal(
      new URLSearchParams(query).get('input'),
      '{"json":null,"meta":{"values":["undefined"]}}',
      'with superjson the missing input is sent',
    );
  },
);

/** A WebSocket server whose only procedure is a subscription that never emits. */
async function startQuietServer(t: TestContext) {
  const seen = { stops: 0, teardowns: 0 };
  const tt = initTRPC.create();
  const router = tt.router({
    quiet: tt.procedure.subscription(() =>
      observable<never>(() => () => {
        seen.teardowns++;
      }),
    ),
  });
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await within(5000, 'listening WebSocket server', new Promise((resolve) => wss.once('listening', resolve)));
  wss.on('connection', (socket) =>
    socket.on('message', (data: Buffer) => {
      if (data.toString().includes('subscription.stop')) seen.stops++;
    }),
  );
  applyWSSHandler({ wss, router });
  t.after(() => {
    for (const socket of wss.clients) socket.terminate();
    wss.close();
  });
  return { url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, seen };
}

/** Runs ws-client.child.mjs against `url`; resolves once it has closed and unsubscribed. */
async function runClient(t: TestContext, url: string, order: 'close-first' | 'unsubscribe-first') {
  const child = spawn(process.execPath, [path.join(__dirname, 'ws-client.child.mjs'), url, order], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.after(() => child.kill());
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await within(
    5000,
    `the ${order} client to close and unsubscribe`,
    new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('done')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the client exited with ${code} first: ${stderr}`)));
    }),
  );
  return { child, exited };
}

fact(
  'docs/client/links/wsLink.md',
  'after close(), unsubscribing a subscription that gets no data sends no stop message and leaves the socket open, so the Node.js process keeps running; unsubscribing before close() closes the socket, the process ends and the server ends the subscription',
  async (t) => {
    const { url, seen } = await startQuietServer(t);

    const late = await runClient(t, url, 'close-first');
    await pause(800);
    assert.equal(late.child.exitCode, null, 'the process should still run 800 ms after close() and unsubscribe');
    assert.equal(seen.stops, 0, 'no subscription.stop should reach the server');
    assert.equal(seen.teardowns, 0, 'the subscription should still run on the server');
    late.child.kill();
    await within(5000, 'the killed client to exit', late.exited);
    await waitFor(5000, 'the server to end the subscription of the killed client', () => seen.teardowns === 1);

    const early = await runClient(t, url, 'unsubscribe-first');
    assert.equal(await within(5000, 'the process to end by itself', early.exited), 0);
    await waitFor(5000, 'the server to end the subscription', () => seen.teardowns === 2);
  },
  20_000,
);

/** Resolves once `condition()` holds (checked every 20 ms); fails after `ms`, naming `what`. */
async function waitFor(ms: number, what: string, condition: () => boolean): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await within(
      ms,
      what,
      new Promise<void>((resolve) => {
        timer = setInterval(() => condition() && resolve(), 20);
      }),
    );
  } finally {
    clearInterval(timer);
  }
}

const React = v10('react') as typeof ReactNS;
const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
const { QueryClient, QueryClientProvider, useQuery } = v10('@tanstack/react-query') as typeof ReactQuery;
const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;

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

for (const page of ['docs/reactjs/useQuery.md', 'docs/reactjs/useInfiniteQuery.md']) {
  fact(
    page,
    "tRPC sets React Query's context option itself: a context passed to useQuery or useInfiniteQuery is ignored (the hook throws \"No QueryClient set\" under a provider with a custom context, where React Query's own useQuery works), and createTRPCReact's reactQueryContext is used instead by useQuery, useInfiniteQuery and useMutation, while useQueries takes the context as its second argument",
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

      const withContext = createTRPCReact<ReactRouter>({ reactQueryContext: custom });
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
