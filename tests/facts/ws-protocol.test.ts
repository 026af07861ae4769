/**
 * What the 10.x WebSocket adapter does, message by message (tests/facts/README.md), as the
 * subscriptions page describes it: the envelopes a raw client gets, when the observable and its
 * cleanup run, and what the context is per connection. A `ws` client talks to applyWSSHandler in
 * this process; the client-side reconnect behaviour is pinned by client-edges.test.ts.
 *
 *   node --import tsx --test tests/facts/ws-protocol.test.ts
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, v10, within } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
const { z } = v10('zod') as typeof Zod;

const PAGE = 'docs/further/subscriptions.md';

/** What the server side did: context objects created, observable starts and cleanups, onError codes. */
interface Trace {
  contexts: { req: unknown; res: unknown }[];
  seenContexts: unknown[];
  started: string[];
  cleanedUp: string[];
  errors: string[];
  /** emits on every subscription of `ticks` */
  emit: (value: number) => void;
}

async function serve(test: TestContext) {
  const trace: Trace = { contexts: [], seenContexts: [], started: [], cleanedUp: [], errors: [], emit: () => {} };
  const emitters = new Set<(value: number) => void>();
  trace.emit = (value) => emitters.forEach((emit) => emit(value));
  const t = initTRPC.context<{ n: number }>().create();
  const traced = t.procedure.use(({ ctx, next }) => {
    trace.seenContexts.push(ctx);
    return next();
  });
  const router = t.router({
    hello: traced.query(() => 'world'),
    add: traced.input(z.number()).mutation(({ input }) => input + 1),
    ticks: traced.input(z.object({ name: z.string() })).subscription(({ input }) =>
      observable<number>((emit) => {
        trace.started.push(input.name);
        emitters.add(emit.next);
        return () => {
          emitters.delete(emit.next);
          trace.cleanedUp.push(input.name);
        };
      }),
    ),
    finite: traced.subscription(() =>
      observable<number>((emit) => {
        emit.next(1);
        emit.complete();
      }),
    ),
    broken: traced.subscription(() =>
      observable<number>((emit) => {
        emit.error(new TRPCError({ code: 'CONFLICT' }));
      }),
    ),
    notObservable: traced.subscription(() => 'plain value' as never),
    guarded: traced
      .use(() => {
        throw new TRPCError({ code: 'UNAUTHORIZED' });
      })
      .subscription(() =>
        observable<number>(() => {
          trace.started.push('guarded');
        }),
      ),
  });
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(wss, 'listening');
  const handler = applyWSSHandler({
    wss,
    router,
    createContext: ({ req, res }) => {
      trace.contexts.push({ req, res });
      return { n: trace.contexts.length };
    },
    onError: ({ error }) => trace.errors.push(error.code),
  });
  test.after(() => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
  return { trace, handler, url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}` };
}

interface Message {
  id: number | null;
  jsonrpc?: string;
  method?: string;
  result?: { type: string; data?: unknown };
  error?: { message: string; data: { code: string } };
}

/** A raw WebSocket client: `next(n)` resolves with the next n messages. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  const inbox: Message[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data: Buffer) => {
    inbox.push(JSON.parse(data.toString()) as Message);
    waiters.splice(0).forEach((wake) => wake());
  });
  await within(5000, 'open socket', once(socket, 'open'));
  const next = async (count = 1): Promise<Message[]> => {
    await within(
      5000,
      `${count} message(s)`,
      (async () => {
        while (inbox.length < count) await new Promise<void>((wake) => waiters.push(wake));
      })(),
    );
    return inbox.splice(0, count);
  };
  const send = (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  return { socket, next, send, inbox };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

fact(
  PAGE,
  'queries and mutations get exactly one data message, an array of messages is answered message by message, jsonrpc is repeated, and a message that is not JSON gets a PARSE_ERROR with id null',
  async (test) => {
    const { url } = await serve(test);
    const client = await connect(url);
    client.send({ id: 1, jsonrpc: '2.0', method: 'query', params: { path: 'hello' } });
    assert.deepEqual(await client.next(), [{ id: 1, jsonrpc: '2.0', result: { type: 'data', data: 'world' } }]);
    client.send([
      { id: 2, method: 'query', params: { path: 'hello' } },
      { id: 3, method: 'mutation', params: { path: 'add', input: 41 } },
    ]);
    const answers = await client.next(2);
    assert.deepEqual(answers.map((message) => [message.id, message.result?.data]).sort(), [
      [2, 'world'],
      [3, 42],
    ]);
    await settle();
    assert.equal(client.inbox.length, 0, 'no further message for a query or mutation');
    client.send('not json');
    const [parseError] = await client.next();
    assert.equal(parseError?.id, null);
    assert.equal(parseError?.error?.data.code, 'PARSE_ERROR');
  },
);

fact(
  PAGE,
  "a subscription gets started, then a data message per emitted value, and stopped on subscription.stop or when the observable completes; the observable's function runs once per subscriber and its cleanup on stop and when the socket closes",
  async (test) => {
    const { url, trace } = await serve(test);
    const client = await connect(url);
    client.send({ id: 1, method: 'subscription', params: { path: 'ticks', input: { name: 'a' } } });
    client.send({ id: 2, method: 'subscription', params: { path: 'ticks', input: { name: 'b' } } });
    const started = await client.next(2);
    assert.deepEqual(
      started.map((message) => message.result?.type),
      ['started', 'started'],
    );
    assert.deepEqual(trace.started, ['a', 'b'], 'the function passed to observable() ran once per subscriber');

    trace.emit(7);
    const data = await client.next(2);
    assert.deepEqual(
      data.map((message) => message.result),
      [
        { type: 'data', data: 7 },
        { type: 'data', data: 7 },
      ],
    );

    client.send({ id: 1, method: 'subscription.stop' });
    assert.deepEqual(await client.next(), [{ id: 1, result: { type: 'stopped' } }]);
    assert.deepEqual(trace.cleanedUp, ['a'], 'the cleanup ran on subscription.stop');

    client.send({ id: 3, method: 'subscription', params: { path: 'finite' } });
    const finite = await client.next(3);
    assert.deepEqual(finite.map((message) => message.result?.type).sort(), ['data', 'started', 'stopped']);

    client.socket.close();
    await within(
      5000,
      'cleanup after the socket closed',
      (async () => {
        while (trace.cleanedUp.length < 2) await settle();
      })(),
    );
    assert.deepEqual(trace.cleanedUp, ['a', 'b'], 'closing the socket ran the remaining cleanup');
  },
);

fact(
  PAGE,
  'a subscription must return an observable; input validation and middlewares run once when it starts, and a failing one ends it before the observable is created; onError sees procedure and subscription errors',
  async (test) => {
    const { url, trace } = await serve(test);
    const client = await connect(url);
    client.send({ id: 1, method: 'subscription', params: { path: 'notObservable' } });
    const [notObservable] = await client.next();
    assert.equal(notObservable?.error?.data.code, 'INTERNAL_SERVER_ERROR');
    assert.match(notObservable?.error?.message ?? '', /did not return an observable/);

    client.send({ id: 2, method: 'subscription', params: { path: 'ticks', input: { name: 42 } } });
    const [invalid] = await client.next();
    assert.equal(invalid?.error?.data.code, 'BAD_REQUEST');
    client.send({ id: 3, method: 'subscription', params: { path: 'guarded' } });
    const [guarded] = await client.next();
    assert.equal(guarded?.error?.data.code, 'UNAUTHORIZED');
    assert.deepEqual(trace.started, [], 'no observable was created');

    client.send({ id: 4, method: 'subscription', params: { path: 'broken' } });
    const broken = await client.next(1);
    assert.equal(broken[0]?.error?.data.code, 'CONFLICT');
    assert.deepEqual(trace.errors, ['INTERNAL_SERVER_ERROR', 'BAD_REQUEST', 'UNAUTHORIZED', 'CONFLICT']);
  },
);

fact(
  PAGE,
  'createContext runs once per connection with the upgrade request and the socket, and every call on that socket shares the context; broadcastReconnectNotification sends {"id":null,"method":"reconnect"} to every open socket',
  async (test) => {
    const { url, trace, handler } = await serve(test);
    const first = await connect(url);
    const second = await connect(url);
    for (const [id, path] of [
      [1, 'hello'],
      [2, 'hello'],
    ] as const) {
      first.send({ id, method: 'query', params: { path } });
      await first.next();
    }
    second.send({ id: 1, method: 'query', params: { path: 'hello' } });
    await second.next();
    assert.equal(trace.contexts.length, 2, 'one createContext per connection');
    assert.equal(trace.contexts[0]?.req?.constructor.name, 'IncomingMessage');
    assert.ok(trace.contexts[0]?.res instanceof WebSocket, 'res is the socket');
    const [a, b, c] = trace.seenContexts;
    assert.equal(a, b, 'calls on one socket share the context object');
    assert.notEqual(a, c, 'another socket has its own');

    handler.broadcastReconnectNotification();
    assert.deepEqual(await first.next(), [{ id: null, method: 'reconnect' }]);
    assert.deepEqual(await second.next(), [{ id: null, method: 'reconnect' }]);
  },
);

fact(
  PAGE,
  'wsLink leaves input out of a call without input unless there is a transformer (superjson sends its form of undefined), and sends calls made in the same tick as one JSON array',
  async (test) => {
    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;
    const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;
    // a server that records what arrives and never answers
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(wss, 'listening');
    const received: unknown[] = [];
    wss.on('connection', (socket) =>
      socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()))),
    );
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    const clients: ReturnType<typeof createWSClient>[] = [];
    test.after(() => {
      clients.forEach((client) => client.close());
      // the calls were never answered, so close() leaves the sockets open: end them from the server
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const call = (transformer?: typeof superjson) => {
      // as docs/server/adapter/fastify.md shows: ws's class needs a cast to the standard WebSocket type
      const wsClient = createWSClient({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
      clients.push(wsClient);
      const client = createTRPCProxyClient<TRPCServer.AnyRouter>({
        transformer,
        links: [wsLink({ client: wsClient })],
      });
      return client as unknown as Record<string, { query: () => Promise<unknown> }>;
    };
    const waitFor = (count: number) =>
      within(
        5000,
        `${count} message(s) at the server`,
        (async () => {
          while (received.length < count) await settle();
        })(),
      );

    void call()
      .ping.query()
      .catch(() => {});
    await waitFor(1);
    assert.deepEqual(received[0], { id: 1, method: 'query', params: { path: 'ping' } });

    void call(superjson)
      .ping.query()
      .catch(() => {});
    await waitFor(2);
    assert.deepEqual(received[1], {
      id: 1,
      method: 'query',
      params: { path: 'ping', input: { json: null, meta: { values: ['undefined'] } } },
    });

    const together = call();
    void together.a.query().catch(() => {});
    void together.b.query().catch(() => {});
    await waitFor(3);
    assert.ok(Array.isArray(received[2]), 'one message holding both calls');
    assert.equal((received[2] as unknown[]).length, 2);
  },
);

fact(
  PAGE,
  '.subscribe() callbacks through wsLink: onStarted when the server confirms, onData for every emitted value, onComplete once when you call unsubscribe(), after which the server runs the cleanup',
  async (test) => {
    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;
    const { url, trace } = await serve(test);
    const wsClient = createWSClient({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
    test.after(() => wsClient.close());
    const client = createTRPCProxyClient<TRPCServer.AnyRouter>({
      links: [wsLink({ client: wsClient })],
    }) as unknown as {
      ticks: {
        subscribe: (
          input: unknown,
          callbacks: Record<string, (value?: unknown) => void>,
        ) => { unsubscribe: () => void };
      };
    };
    const events: unknown[] = [];
    const subscription = client.ticks.subscribe(
      { name: 'c' },
      {
        onStarted: () => events.push('started'),
        onData: (value) => events.push(value),
        onComplete: () => events.push('complete'),
        onStopped: () => events.push('stopped'),
        onError: () => events.push('error'),
      },
    );
    const waitFor = (predicate: () => boolean, what: string) =>
      within(
        5000,
        what,
        (async () => {
          while (!predicate()) await settle();
        })(),
      );
    await waitFor(() => events.includes('started'), 'onStarted');
    trace.emit(1);
    trace.emit(2);
    await waitFor(() => events.length === 3, 'two values');
    subscription.unsubscribe();
    await waitFor(() => trace.cleanedUp.includes('c'), 'the server-side cleanup');
    assert.deepEqual(events, ['started', 1, 2, 'complete']);
  },
);

fact(
  PAGE,
  'the options type of applyWSSHandler also takes batching and process, which the adapter ignores: with batching disabled an array of messages is still answered, and the process object is never read',
  async (test) => {
    const t = initTRPC.create();
    const router = t.router({ hello: t.procedure.query(() => 'world') });
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(wss, 'listening');
    const read: PropertyKey[] = [];
    const spy = new Proxy({} as NodeJS.Process, {
      get: (_target, key) => {
        read.push(key);
        return undefined;
      },
    });
    applyWSSHandler({ wss, router, batching: { enabled: false }, process: spy });
    test.after(() => {
      for (const client of wss.clients) client.terminate();
      wss.close();
    });
    const client = await connect(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    client.send([
      { id: 1, method: 'query', params: { path: 'hello' } },
      { id: 2, method: 'query', params: { path: 'hello' } },
    ]);
    const answers = await client.next(2);
    assert.deepEqual(answers.map((message) => [message.id, message.result?.data]).sort(), [
      [1, 'world'],
      [2, 'world'],
    ]);
    assert.deepEqual(read, [], 'process is never read');
  },
);
