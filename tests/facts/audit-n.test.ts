/**
 * Independent audit N (bench/audit-independent-2026-11-29n.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than the installed packages, pinned as corrected.
 *
 *   node --import tsx --test tests/facts/audit-n.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import type { FastifyPluginCallback } from '../../src/samples/v10/node_modules/fastify';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as WSV9 from '../../src/samples/v9/node_modules/@types/ws';
import { expectLongBodyDropped, fact, listenOnLoopback, until, v10, v9, within } from './facts';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Posts a 1,000-character body to `echo` under `base` (served with `maxBodySize: 100`): the client gets no HTTP
 * response, and each server-side hook in `seen` has recorded PAYLOAD_TOO_LARGE.
 */
async function expectTooLargeSeenByAllHooks(base: string, seen: Map<string, string>): Promise<void> {
  const onError = until(5000, 'the onError call', () => seen.has('onError')).then(() => seen.get('onError') ?? '');
  await expectLongBodyDropped(base, onError);
  await until(5000, 'the three server-side hooks', () => seen.size === 3);
  assert.deepEqual(Object.fromEntries(seen), {
    onError: 'PAYLOAD_TOO_LARGE',
    errorFormatter: 'PAYLOAD_TOO_LARGE',
    responseMeta: 'PAYLOAD_TOO_LARGE',
  });
}

fact(
  'docs/server/error-handling.md',
  'a body over maxBodySize (standalone) gets the client a network error, not a 413; onError, errorFormatter and responseMeta all get PAYLOAD_TOO_LARGE on the server',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const seen = new Map<string, string>();
    const trpc = initTRPC.create({
      errorFormatter({ shape, error }) {
        seen.set('errorFormatter', error.code);
        return shape;
      },
    });
    const router = trpc.router({
      echo: trpc.procedure.input((v: unknown) => String(v)).mutation(({ input }) => input),
    });
    const { server } = createHTTPServer({
      router,
      maxBodySize: 100,
      onError: ({ error }) => void seen.set('onError', error.code),
      responseMeta({ errors }) {
        seen.set('responseMeta', errors.map((error) => error.code).join());
        return {};
      },
    });
    await expectTooLargeSeenByAllHooks(await listenOnLoopback(t, server), seen);
  },
);

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'a body over maxBodySize (standalone) gets the client a network error, not a 413; onError, the error formatter and responseMeta all get PAYLOAD_TOO_LARGE on the server',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const seen = new Map<string, string>();
    const router = trpc
      .router()
      .formatError(({ shape, error }) => {
        seen.set('errorFormatter', error.code);
        return shape;
      })
      .mutation('echo', { input: (v: unknown) => String(v), resolve: ({ input }) => input });
    const { server } = createHTTPServer({
      router,
      createContext: () => ({}),
      maxBodySize: 100,
      onError: ({ error }) => void seen.set('onError', error.code),
      responseMeta({ errors }) {
        seen.set('responseMeta', errors.map((error) => error.code).join());
        return {};
      },
    });
    await expectTooLargeSeenByAllHooks(await listenOnLoopback(t, server), seen);
  },
);

fact(
  'docs/server/adapter/fastify.md',
  'registered without createContext, the Fastify plugin gives procedures ctx undefined, except that a middleware calling next({ ctx }) passes on an object holding only what it added',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
    const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const fastify = v10('fastify') as typeof Fastify;
    const trpc = initTRPC.context<{ token: string | null }>().create();
    const show = (ctx: unknown) => (ctx === undefined ? 'undefined' : ctx);
    const timed = trpc.procedure.use(({ next }) => next({ ctx: { startedAt: 1 } }));
    const router = trpc.router({
      plain: trpc.procedure.query(({ ctx }) => show(ctx)),
      timed: timed.query(({ ctx }) => show(ctx)),
    });
    const app = fastify({ maxParamLength: 5000 });
    t.after(() => app.close());
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
    await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;
    const client = createTRPCProxyClient<typeof router>({ links: [httpBatchLink({ url })] });
    const [plain, timedCtx] = await within(
      5000,
      'both answers',
      Promise.all([client.plain.query(), client.timed.query()]),
    );
    assert.equal(plain, 'undefined');
    assert.deepEqual(timedCtx, { startedAt: 1 }, 'the middleware object, without the context type’s token');
  },
);

fact(
  'versioned_docs/version-9.x/server/fastify.md',
  'the plugin adds the route <prefix>/:path, and with useWSS a second one, GET <prefix> with websocket: true',
  async (t) => {
    const fastify = v9('fastify') as typeof Fastify;
    const websocket = v9('@fastify/websocket') as FastifyPluginCallback;
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as {
      fastifyTRPCPlugin: FastifyPluginCallback<{ prefix: string; useWSS: boolean; trpcOptions: { router: unknown } }>;
    };
    const router = trpc.router().query('hello', { resolve: () => 'hello' });
    const routesWith = async (useWSS: boolean) => {
      const app = fastify();
      t.after(() => app.close());
      const routes: string[] = [];
      app.addHook('onRoute', (route) => {
        const methods = ([] as string[]).concat(route.method).sort().join();
        routes.push(`${methods} ${route.url}${(route as { websocket?: boolean }).websocket ? ' websocket' : ''}`);
      });
      if (useWSS) await app.register(websocket);
      await app.register(fastifyTRPCPlugin, { prefix: '/trpc', useWSS, trpcOptions: { router } });
      await within(5000, 'Fastify ready', Promise.resolve(app.ready()));
      return routes;
    };
    const all = 'DELETE,GET,HEAD,OPTIONS,PATCH,POST,PUT /trpc/:path';
    assert.deepEqual(await routesWith(false), [all]);
    assert.deepEqual(await routesWith(true), [all, 'GET /trpc websocket']);
  },
);

fact(
  'docs/client/links/wsLink.md',
  'close() after the socket opened closes it once the pending query is answered, with no reconnect; close() while the first socket is still connecting, with a query queued, is undone when it opens: the socket stays open and the client reconnects when it drops',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;
    const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
    const trpc = initTRPC.create();
    const router = trpc.router({
      slow: trpc.procedure.query(() => new Promise<string>((resolve) => setTimeout(() => resolve('done'), 150))),
    });
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await within(5000, 'listening WebSocket server', new Promise((resolve) => wss.once('listening', resolve)));
    applyWSSHandler({ wss, router });
    const clients: ReturnType<typeof createWSClient>[] = [];
    // One hook, clients first: a client left connecting would retry every 50 ms and keep the process alive.
    t.after(() => {
      for (const wsClient of clients) {
        wsClient.close();
        wsClient.getConnection().close();
      }
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;

    /** A client whose `close()` comes right after a query, once its socket is open or while it still connects. */
    const closeAfterQuery = async (whenOpen: boolean) => {
      let opens = 0;
      const wsClient = createWSClient({
        url,
        WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
        onOpen: () => opens++,
        retryDelayMs: () => 50,
      });
      clients.push(wsClient);
      const client = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });
      if (whenOpen) await until(5000, 'the socket to open', () => opens === 1);
      const answer = client.slow.query();
      wsClient.close();
      assert.equal(await within(5000, 'the query answer', answer), 'done');
      await pause(200);
      const socket = wsClient.getConnection();
      const stateAfterAnswer = socket.readyState;
      for (const peer of wss.clients) peer.terminate();
      await pause(400);
      return { stateAfterAnswer, opens, replaced: wsClient.getConnection() !== socket };
    };

    assert.deepEqual(await closeAfterQuery(true), { stateAfterAnswer: WebSocket.CLOSED, opens: 1, replaced: false });
    assert.deepEqual(await closeAfterQuery(false), { stateAfterAnswer: WebSocket.OPEN, opens: 2, replaced: true });
  },
);

fact(
  'versioned_docs/version-9.x/further/subscriptions.md',
  'close() after the socket opened closes it once the pending query is answered, with no reconnect; an open subscription keeps the socket open; close() while the first socket is still connecting, with a query queued, is undone when it opens: the socket stays open and the client reconnects when it drops',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { createWSClient, wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
    const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
    const ws = v9('ws') as typeof WSV9;
    const router = trpc
      .router()
      .query('slow', { resolve: () => new Promise<string>((resolve) => setTimeout(() => resolve('done'), 150)) })
      .subscription('tick', {
        resolve: () =>
          new trpc.Subscription<number>((emit) => {
            const timer = setInterval(() => emit.data(1), 20);
            return () => clearInterval(timer);
          }),
      });
    const wss = new ws.Server({ port: 0, host: '127.0.0.1' });
    await within(5000, 'listening WebSocket server', new Promise((resolve) => wss.once('listening', resolve)));
    applyWSSHandler({ wss, router, createContext: () => ({}) });
    let connections = 0;
    wss.on('connection', () => connections++);
    const clients: ReturnType<typeof createWSClient>[] = [];
    // One hook, clients first: a client left connecting would retry every 50 ms and keep the process alive.
    t.after(() => {
      for (const wsClient of clients) {
        wsClient.close();
        wsClient.getConnection().close();
      }
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    const newClient = () => {
      const wsClient = createWSClient({
        url,
        WebSocket: ws as unknown as typeof globalThis.WebSocket,
        retryDelayMs: () => 50,
      });
      clients.push(wsClient);
      return { wsClient, client: createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] }) };
    };
    const OPEN = 1;
    const CLOSED = 3;

    /** `close()` right after a query, once the socket is open or while it still connects. */
    const closeAfterQuery = async (whenOpen: boolean) => {
      connections = 0;
      const { wsClient, client } = newClient();
      if (whenOpen) await until(5000, 'the socket to open', () => wsClient.getConnection().readyState === OPEN);
      const answer = client.query('slow');
      wsClient.close();
      assert.equal(await within(5000, 'the query answer', answer), 'done');
      await pause(200);
      const socket = wsClient.getConnection();
      const stateAfterAnswer = socket.readyState;
      for (const peer of wss.clients) peer.terminate();
      await pause(400);
      return { stateAfterAnswer, connections, replaced: wsClient.getConnection() !== socket };
    };
    assert.deepEqual(await closeAfterQuery(true), { stateAfterAnswer: CLOSED, connections: 1, replaced: false });
    assert.deepEqual(await closeAfterQuery(false), { stateAfterAnswer: OPEN, connections: 2, replaced: true });

    const { wsClient, client } = newClient();
    let values = 0;
    const unsubscribe = client.subscription('tick', undefined, { onNext: () => values++ });
    t.after(unsubscribe);
    await until(5000, 'a first value', () => values > 0);
    wsClient.close();
    const before = values;
    await until(5000, 'values after close()', () => values > before);
    assert.equal(wsClient.getConnection().readyState, OPEN, 'the subscription keeps the socket open');
  },
);
