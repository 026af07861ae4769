/**
 * Docs facts of the 10.x client and link pages at their edges (tests/facts/README.md), each written
 * where a page says all, every, each, only, never, always or cannot: what the HTTP links send and
 * leave out, what reaches links and the server, what wsClient.close() does to a subscription that
 * gets no data (the client runs in ws-client.child.mjs, because the check is whether the process
 * ends), and how splitLink and loggerLink treat every operation.
 *
 *   node --import tsx --test tests/facts/client-edges.test.ts
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestContext } from 'node:test';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/next';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/express';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/fetch';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/fastify';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/aws-lambda';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { closedPort, fact, listenOnLoopback, recordReconnectDelays, rejection, until, v10, within } from './facts';

const {
  createTRPCProxyClient,
  createWSClient,
  httpBatchLink,
  httpLink,
  loggerLink,
  splitLink,
  TRPCClientError,
  wsLink,
} = v10('@trpc/client') as typeof TRPCClient;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
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
  await within(15_000, 'listening WebSocket server', new Promise((resolve) => wss.once('listening', resolve)));
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
    15_000,
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
    await within(15_000, 'the killed client to exit', late.exited);
    await until(15_000, 'the server to end the subscription of the killed client', () => seen.teardowns === 1);

    const early = await runClient(t, url, 'unsubscribe-first');
    assert.equal(await within(15_000, 'the process to end by itself', early.exited), 0);
    await until(15_000, 'the server to end the subscription', () => seen.teardowns === 2);
  },
  60_000,
);

const plainT = initTRPC.create();

/** The procedures the facts below call; `gate` waits until the test calls `gates.open()`. */
function makeRouter(transformer?: typeof superjson) {
  // typed as the plain router either way; the clients of a superjson router pass `transformer`
  const tt = transformer ? (initTRPC.create({ transformer }) as unknown as typeof plainT) : plainT;
  const gates = { open: () => {}, ran: [] as string[] };
  const opened = new Promise<void>((resolve) => (gates.open = resolve));
  const router = tt.router({
    ping: tt.procedure.query(() => 'pong'),
    echo: tt.procedure.input((value: unknown) => String(value)).query(({ input }) => input),
    add: tt.procedure.input((value: unknown) => String(value)).mutation(({ input }) => `added ${input}`),
    fail: tt.procedure.query(() => {
      throw new Error('boom');
    }),
    gate: tt.procedure.query(async () => {
      gates.ran.push('gate started');
      await opened;
      return 'opened';
    }),
    fast: tt.procedure.query(() => {
      gates.ran.push('fast');
      return 'fast';
    }),
    date: tt.procedure.query(() => new Date(0)),
    once: tt.procedure.subscription(() =>
      observable<number>((emit) => {
        const timer = setTimeout(() => {
          emit.next(1);
          emit.complete();
        }, 20);
        return () => clearTimeout(timer);
      }),
    ),
  });
  return { router, gates };
}
type Router = ReturnType<typeof makeRouter>['router'];

/** What a link may see and what a server was sent. */
interface Sent {
  method: string;
  url: string;
  headers: string;
  body: string;
}

/** Serves `router` over HTTP; returns its URL and a fetch that records what each request sends. */
async function serveHTTP(t: TestContext, router: TRPCServer.AnyRouter, opts: { batching?: boolean } = {}) {
  const { server } = createHTTPServer({ router, batching: { enabled: opts.batching ?? true } });
  const url = await listenOnLoopback(t, server);
  const sent: Sent[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: JSON.stringify(init?.headers ?? {}),
      body: typeof init?.body === 'string' ? init.body : '',
    });
    return fetch(input, init);
  };
  return { url, sent, fetch: recordingFetch };
}

/** Serves `router` over WebSocket; records each message a client sends and each createContext call. */
async function serveWS(t: TestContext, router: TRPCServer.AnyRouter) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await within(15_000, 'listening WebSocket server', new Promise((resolve) => wss.once('listening', resolve)));
  const seen = { messages: [] as string[], connections: 0, contexts: 0 };
  wss.on('connection', (socket) => {
    seen.connections++;
    socket.on('message', (data: Buffer) => seen.messages.push(data.toString()));
  });
  const handler = applyWSSHandler({
    wss,
    router,
    createContext: () => {
      seen.contexts++;
      return {};
    },
  });
  t.after(() => {
    for (const socket of wss.clients) socket.terminate();
    wss.close();
  });
  return { url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, seen, handler };
}

/** A WebSocket client for `url` that is closed when the test ends. */
function wsClientFor(
  t: TestContext,
  url: string | (() => string),
  extra: Partial<Parameters<typeof createWSClient>[0]> = {},
) {
  const client = createWSClient({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket, ...extra });
  t.after(() => {
    client.close();
    client.getConnection().close();
  });
  return client;
}

/** A link that records each operation's context and each value's result type and context.response. */
function spyLink(seen: { contexts: unknown[]; results: string[]; statuses: unknown[] }): TRPCClient.TRPCLink<Router> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        seen.contexts.push(op.context);
        return next(op).subscribe({
          next(value) {
            seen.results.push(value.result.type ?? 'none');
            seen.statuses.push((value.context?.response as Response | undefined)?.status);
            observer.next(value);
          },
          error: (err) => observer.error(err),
          complete: () => observer.complete(),
        });
      });
}

/** A link that counts how often it is asked to run an operation. */
function countingLink(count: { runs: number }): TRPCClient.TRPCLink<Router> {
  return () =>
    ({ op, next }) => {
      count.runs++;
      return next(op);
    };
}

const settledYet = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    pause(0).then(() => false),
  ]);

fact(
  'docs/client/links/httpBatchLink.md',
  'queries and mutations started in the same tick go in two requests, a GET with the queries and a POST with the mutations; the batch input leaves out calls without input unless a transformer is set',
  async (t) => {
    const plain = await serveHTTP(t, makeRouter().router);
    const client = createTRPCProxyClient<Router>({ links: [httpBatchLink({ url: plain.url, fetch: plain.fetch })] });
    assert.deepEqual(await Promise.all([client.ping.query(), client.echo.query('a'), client.add.mutate('b')]), [
      'pong',
      'a',
      'added b',
    ]);
    assert.deepEqual(
      plain.sent.map(({ method, url }) => [method, decodeURIComponent(url.slice(plain.url.length))]),
      [
        ['GET', '/ping,echo?batch=1&input={"1":"a"}'],
        ['POST', '/add?batch=1'],
      ],
    );
    assert.equal(plain.sent[1].body, '{"0":"b"}');

    const withSuperjson = await serveHTTP(t, makeRouter(superjson).router);
    const superjsonClient = createTRPCProxyClient<Router>({
      links: [httpBatchLink({ url: withSuperjson.url, fetch: withSuperjson.fetch })],
      transformer: superjson as never,
    });
    await Promise.all([superjsonClient.ping.query(), superjsonClient.echo.query('a')]);
    const input = new URL(withSuperjson.sent[0].url).searchParams.get('input') ?? '{}';
    assert.deepEqual(Object.keys(JSON.parse(input) as object), ['0', '1'], 'the call without input is sent');
  },
);

fact(
  'docs/client/links/httpBatchLink.md',
  'the server runs the calls of a batch in parallel, answers once the last has finished, and fails only the call that failed',
  async (t) => {
    const { router, gates } = makeRouter();
    const server = await serveHTTP(t, router);
    const client = createTRPCProxyClient<Router>({ links: [httpBatchLink({ url: server.url, fetch: server.fetch })] });
    const gate = client.gate.query();
    const fast = client.fast.query();
    const failed = client.fail.query();
    await within(
      15_000,
      'both resolvers to run',
      (async () => {
        while (gates.ran.length < 2) await pause(10);
      })(),
    );
    assert.deepEqual(gates.ran, ['gate started', 'fast'], 'fast runs while gate, before it in the batch, waits');
    await pause(100);
    assert.equal(await settledYet(fast), false, 'the fast call waits for the slow one');
    gates.open();
    assert.equal(await within(15_000, 'the gated call', gate), 'opened');
    assert.equal(await fast, 'fast');
    const error = await rejection(failed);
    assert.ok(error instanceof TRPCClientError);
    assert.equal(error.message, 'boom');
    assert.equal(server.sent.length, 1, 'one request for the three calls');
  },
);

fact(
  'docs/client/links/index.mdx',
  "an operation's context is {} unless the caller sets one; the context reaches the links but httpLink, httpBatchLink and wsLink send none of it to the server; both HTTP links put the fetch response on the result as context.response",
  async (t) => {
    const { router } = makeRouter();
    const http = await serveHTTP(t, router);
    const ws = await serveWS(t, router);
    const marker = 'only-for-links-7f3a';
    const terminating = [
      httpLink({ url: http.url, fetch: http.fetch }),
      httpBatchLink({ url: http.url, fetch: http.fetch }),
      wsLink({ client: wsClientFor(t, ws.url) }),
    ];
    for (const link of terminating) {
      const seen = { contexts: [] as unknown[], results: [] as string[], statuses: [] as unknown[] };
      const client = createTRPCProxyClient<Router>({ links: [spyLink(seen), link] });
      await client.ping.query();
      await client.echo.query('x', { context: { marker } });
      await client.add.mutate('y', { context: { marker } });
      assert.deepEqual(seen.contexts, [{}, { marker }, { marker }]);
      const expectedStatus = link === terminating[2] ? undefined : 200;
      assert.deepEqual(seen.statuses, [expectedStatus, expectedStatus, expectedStatus]);
    }
    const everythingSent = JSON.stringify(http.sent) + ws.seen.messages.join('');
    assert.ok(http.sent.length >= 6 && ws.seen.messages.length > 0, 'the calls reached both servers');
    assert.ok(!everythingSent.includes(marker), 'the context is not in any URL, header, body or message');
  },
);

fact(
  'docs/client/links/index.mdx',
  'links placed after a terminating link never run, and a link before it sees { type: "data" } for a query and, for a subscription, "started", its data, then "stopped" when the server ends it',
  async (t) => {
    const { router } = makeRouter();
    const ws = await serveWS(t, router);
    const after = { runs: 0 };
    const seen = { contexts: [] as unknown[], results: [] as string[], statuses: [] as unknown[] };
    const client = createTRPCProxyClient<Router>({
      links: [spyLink(seen), wsLink({ client: wsClientFor(t, ws.url) }), countingLink(after)],
    });
    await client.ping.query();
    const ended = await within(
      15_000,
      'the end of the subscription',
      new Promise<string[]>((resolve) => {
        const calls: string[] = [];
        client.once.subscribe(undefined, {
          onStarted: () => calls.push('onStarted'),
          onData: () => calls.push('onData'),
          onStopped: () => calls.push('onStopped'),
          onComplete: () => resolve([...calls, 'onComplete']),
          onError: (err) => resolve([...calls, `onError: ${err.message}`]),
        });
      }),
    );
    assert.deepEqual(seen.results, ['data', 'started', 'data', 'stopped']);
    // as further/subscriptions.md says: a subscription the server ends gets onStopped, then an error
    assert.deepEqual(ended, ['onStarted', 'onData', 'onStopped', 'onError: Operation ended prematurely']);
    assert.equal(after.runs, 0, 'the link after wsLink never runs');
  },
);

fact(
  'docs/client/links/index.mdx',
  "an observable's function runs when it is subscribed to, its teardown runs on unsubscribe, error or complete, and after error() or complete() further calls are ignored",
  () => {
    for (const end of ['unsubscribe', 'error', 'complete'] as const) {
      const events: string[] = [];
      let emit: Observable.Observer<number, string> | undefined;
      const source = observable<number, string>((observer) => {
        events.push('started');
        emit = observer;
        return () => events.push('teardown');
      });
      assert.equal(events.length, 0, 'nothing runs before subscribe');
      const subscription = source.subscribe({
        next: (value) => events.push(`next ${value}`),
        error: () => events.push('error'),
        complete: () => events.push('complete'),
      });
      assert.ok(emit, 'the function ran on subscribe');
      emit.next(1);
      if (end === 'unsubscribe') {
        subscription.unsubscribe();
        assert.deepEqual(events, ['started', 'next 1', 'teardown'], 'unsubscribe runs the teardown');
        continue;
      }
      if (end === 'error') emit.error('x');
      else emit.complete();
      emit.next(2);
      emit.error('y');
      emit.complete();
      assert.deepEqual(events, ['started', 'next 1', end, 'teardown'], `calls after ${end}() are ignored`);
    }
  },
);

fact(
  'docs/client/links/splitLink.mdx',
  'condition is called once per operation with its id, type, path, input and context; links after splitLink never run; a branch array without a terminating link fails; two httpBatchLinks in two branches make two requests; a condition that returns a promise cannot wait for it and always takes the true branch',
  async (t) => {
    const server = await serveHTTP(t, makeRouter().router);
    const seen: Record<string, unknown>[] = [];
    const after = { runs: 0 };
    const client = createTRPCProxyClient<Router>({
      links: [
        splitLink({
          condition: (op) => {
            seen.push({ id: op.id, type: op.type, path: op.path, input: op.input, context: op.context });
            return op.path === 'echo';
          },
          true: httpBatchLink({ url: server.url, fetch: server.fetch }),
          false: httpBatchLink({ url: server.url, fetch: server.fetch }),
        }),
        countingLink(after),
      ],
    });
    await Promise.all([client.echo.query('a', { context: { tag: 1 } }), client.ping.query()]);
    assert.deepEqual(seen, [
      { id: 1, type: 'query', path: 'echo', input: 'a', context: { tag: 1 } },
      { id: 2, type: 'query', path: 'ping', input: undefined, context: {} },
    ]);
    assert.equal(server.sent.length, 2, 'each branch sends its own batch');
    assert.equal(after.runs, 0, 'the link after splitLink never runs');

    const unfinished = createTRPCProxyClient<Router>({
      links: [
        splitLink({
          condition: () => true,
          true: [countingLink(after)],
          false: httpLink({ url: server.url }),
        }),
      ],
    });
    const error = await rejection(unfinished.ping.query());
    assert.ok(error instanceof TRPCClientError);
    assert.equal(error.message, 'No more links to execute - did you forget to add an ending link?');

    const branches: string[] = [];
    const asyncCondition = createTRPCProxyClient<Router>({
      links: [
        splitLink({
          // @ts-expect-error -- the type asks for a boolean; this checks what a promise does at runtime
          condition: () => Promise.resolve(false),
          true: [
            countingLink({ runs: 0 }),
            httpLink({ url: server.url, fetch: () => (branches.push('true'), fetch(server.url + '/ping')) }),
          ],
          false: httpLink({ url: server.url, fetch: () => (branches.push('false'), fetch(server.url + '/ping')) }),
        }),
      ],
    });
    await asyncCondition.ping.query();
    assert.deepEqual(branches, ['true'], 'the pending promise counts as true');
  },
);

fact(
  'docs/client/links/wsLink.md',
  "createWSClient connects before any request and queues calls made while it connects; a url function is called on every (re)connect and onOpen on every open; broadcastReconnectNotification() makes the clients reconnect and calls onClose at once without a cause, and at most once more with the old socket's close code; on the server createContext runs once per connection, not per call",
  async (t) => {
    const { router } = makeRouter();
    const ws = await serveWS(t, router);
    let urls = 0;
    let opens = 0;
    let onOpen = () => {};
    const events: string[] = [];
    const wsClient = wsClientFor(
      t,
      () => {
        urls++;
        return ws.url;
      },
      {
        onOpen: () => {
          opens++;
          events.push('open');
          onOpen();
        },
        onClose: (cause) => events.push(cause ? `close ${cause.code}` : 'close'),
      },
    );
    const opened = () => new Promise<void>((resolve) => (onOpen = resolve));
    await within(15_000, 'the first connection', opened());
    assert.equal(ws.seen.connections, 1, 'connected without a request');
    assert.deepEqual(ws.seen.messages, []);

    const client = createTRPCProxyClient<Router>({ links: [wsLink({ client: wsClient })] });
    await client.ping.query();
    await client.echo.query('b');
    assert.equal(ws.seen.contexts, 1, 'one createContext for two calls on one connection');

    const early = createTRPCProxyClient<Router>({ links: [wsLink({ client: wsClientFor(t, ws.url) })] });
    assert.equal(await within(15_000, 'a call made while connecting', early.ping.query()), 'pong', 'it was queued');

    const reopened = opened();
    ws.handler.broadcastReconnectNotification();
    await within(15_000, 'the reconnect', reopened);
    assert.equal(await client.ping.query(), 'pong');
    await pause(200); // time for the old socket to finish closing
    // the notification calls onClose at once, without a cause; the old socket's close may add a call with its code
    assert.deepEqual(events.slice(0, 3), ['open', 'close', 'open']);
    assert.ok(
      events.slice(3).every((event) => /^close \d+$/.test(event)) && events.length <= 4,
      `at most one more onClose, with a code: ${events.join(', ')}`,
    );
    assert.deepEqual(
      { urls, opens, connections: ws.seen.connections, contexts: ws.seen.contexts },
      {
        urls: 2,
        opens: 2,
        connections: 4, // both clients reconnected
        contexts: 4, // one per connection
      },
    );
  },
);

fact(
  'docs/client/links/wsLink.md',
  'with the default retryDelayMs, the waits before reconnect attempts are 0, 2, 4, 8 and 16 seconds, then 30 seconds for every further attempt',
  async (t) => {
    const port = await closedPort();
    const delays = recordReconnectDelays(t);
    const wsClient = wsClientFor(t, `ws://127.0.0.1:${port}`);
    await within(
      15_000,
      'eight reconnect attempts',
      (async () => {
        while (delays.length < 8) await pause(10);
      })(),
    );
    wsClient.close();
    assert.deepEqual(delays.slice(0, 8), [0, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  },
);

fact(
  'docs/client/links/wsLink.md',
  'wsLink is the only built-in link for subscriptions: through httpLink or httpBatchLink a subscription fails with "Subscriptions should use wsLink"',
  async (t) => {
    const server = await serveHTTP(t, makeRouter().router);
    for (const link of [httpLink({ url: server.url }), httpBatchLink({ url: server.url })]) {
      const client = createTRPCProxyClient<Router>({ links: [link] });
      const error = await within(
        15_000,
        'the subscription error',
        new Promise<Error>((resolve) => {
          client.once.subscribe(undefined, { onError: resolve, onData: () => {} });
        }),
      );
      assert.equal(error.message, 'Subscriptions should use wsLink');
    }
    assert.equal(server.sent.length, 0, 'nothing is sent');
  },
);

fact(
  'docs/client/links/wsLink.md',
  'the data transformer set on the client is applied to WebSocket messages: a Date sent by a superjson server arrives as a Date',
  async (t) => {
    const ws = await serveWS(t, makeRouter(superjson).router);
    const client = createTRPCProxyClient<Router>({
      links: [wsLink({ client: wsClientFor(t, ws.url) })],
      transformer: superjson as never,
    });
    const date: unknown = await client.date.query();
    assert.ok(date instanceof Date, 'a Date with superjson');
    assert.match(ws.seen.messages.join(''), /"json"/, 'the input went out as superjson');
  },
);

fact(
  'docs/client/links/loggerLink.md',
  "enabled is asked for each event, with direction 'up' and the operation when a call starts and 'down' with the result when it ends; the result is the envelope or a TRPCClientError; the built-in logger writes the input and context, then the input, result, elapsedMs and context; console is ignored when you pass your own logger; a call answered by an earlier link is invisible to it",
  async (t) => {
    const server = await serveHTTP(t, makeRouter().router);
    const asked: string[] = [];
    const written: unknown[][] = [];
    const client = createTRPCProxyClient<Router>({
      links: [
        loggerLink({
          enabled: (opts) => {
            const result = opts.direction === 'down' ? opts.result : undefined;
            const kind = result instanceof TRPCClientError ? 'error' : result ? result.result.type : 'none';
            asked.push(`${opts.direction} ${'path' in opts ? String(opts.path) : ''} ${kind}`);
            return true;
          },
          console: {
            log: (...args: unknown[]) => written.push(args),
            error: (...args: unknown[]) => written.push(args),
          },
        }),
        httpLink({ url: server.url }),
      ],
    });
    await client.echo.query('a', { context: { tag: 1 } });
    await rejection(client.fail.query());
    assert.deepEqual(asked, ['up echo none', 'down echo data', 'up fail none', 'down fail error']);
    const [up, down] = written.map((args) => args.at(-1) as Record<string, unknown>);
    assert.deepEqual(Object.keys(up), ['input', 'context']);
    assert.deepEqual(Object.keys(down), ['input', 'result', 'elapsedMs', 'context']);
    assert.deepEqual(up, { input: 'a', context: { tag: 1 } });

    let consoleCalls = 0;
    const events: string[] = [];
    const own = createTRPCProxyClient<Router>({
      links: [
        loggerLink({
          logger: (opts) => events.push(`${opts.direction} ${opts.path}`),
          console: { log: () => consoleCalls++, error: () => consoleCalls++ },
        }),
        httpLink({ url: server.url }),
      ],
    });
    await own.ping.query();
    assert.deepEqual(events, ['up ping', 'down ping']);
    assert.equal(consoleCalls, 0, 'console is not used');

    const answeredEarlier = createTRPCProxyClient<Router>({
      links: [
        () => () => observable((observer) => observer.next({ result: { type: 'data', data: 'cached' } })),
        loggerLink({ logger: (opts) => events.push(`${opts.direction} ${opts.path}`) }),
        httpLink({ url: server.url }),
      ],
    });
    assert.equal(await answeredEarlier.ping.query(), 'cached');
    assert.equal(events.length, 2, 'a call answered before loggerLink is invisible to it');
  },
);

fact(
  'docs/client/header.md',
  'a headers function is called without arguments (it does not receive the operation), and a promise it returns is awaited before the request is sent',
  async (t) => {
    const received: (string | undefined)[] = [];
    const argCounts: number[] = [];
    const { server } = createHTTPServer({
      router: makeRouter().router,
      createContext: ({ req }) => {
        received.push(req.headers['x-token'] as string | undefined);
        return {};
      },
    });
    const url = await listenOnLoopback(t, server);
    const client = createTRPCProxyClient<Router>({
      links: [
        httpBatchLink({
          url,
          headers: async (...args: unknown[]) => {
            argCounts.push(args.length);
            await pause(50);
            return { 'x-token': 'late' };
          },
        }),
      ],
    });
    await client.ping.query();
    assert.deepEqual(received, ['late']);
    assert.deepEqual(argCounts, [0]);
  },
);

fact(
  'docs/client/cors.md',
  'the tRPC handler does not answer a preflight itself: an OPTIONS request gets 405 without Access-Control headers; the content-type: application/json the links send can be replaced by a header of your own',
  async (t) => {
    const server = await serveHTTP(t, makeRouter().router);
    const preflight = await fetch(`${server.url}/ping`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.status, 405);
    assert.deepEqual(
      [...preflight.headers.keys()].filter((name) => name.startsWith('access-control')),
      [],
    );
    const client = createTRPCProxyClient<Router>({
      links: [httpLink({ url: server.url, fetch: server.fetch, headers: { 'content-type': 'text/plain' } })],
    });
    await client.ping.query();
    assert.match(server.sent[0].headers, /"content-type":"text\/plain"/);
  },
);

/**
 * What the client pages say about types, checked by npm run typecheck: each @ts-expect-error
 * names the page; if the package stops reporting the error, the check fails there.
 */
function typeChecks(link: Parameters<typeof httpLink>[0]) {
  const withSuperjson = initTRPC.create({ transformer: superjson });
  const superjsonRouter = withSuperjson.router({ ping: withSuperjson.procedure.query(() => 'pong') });
  const plainRouter = plainT.router({ ping: plainT.procedure.query(() => 'pong') });
  void [superjsonRouter, plainRouter];
  // docs/client/vanilla.md: with superjson on the server, a client without it does not compile
  // @ts-expect-error -- transformer is missing
  createTRPCProxyClient<typeof superjsonRouter>({ links: [] });
  // docs/client/vanilla.md: without a transformer on the server, the option cannot be set
  // @ts-expect-error -- superjson is not the message string the type allows
  createTRPCProxyClient<typeof plainRouter>({ links: [], transformer: superjson });

  // docs/client/links/httpBatchLink.md: httpBatchLink accepts every httpLink option
  httpBatchLink({ ...link, maxURLLength: 2000 });
  // docs/client/links/httpLink.md: @trpc/client 10.12 does not export the type of httpLink's options
  // @ts-expect-error -- HTTPLinkOptions is not exported
  const notExported: TRPCClient.HTTPLinkOptions = link;
  void notExported;

  // docs/client/links/loggerLink.md: only the 'up' event of enabled is typed with the operation
  loggerLink({
    enabled: (opts) => {
      if (opts.direction === 'up') return opts.path !== 'secret';
      // @ts-expect-error -- the 'down' event has no path in its type
      return opts.path !== 'secret';
    },
  });

  // docs/client/links/loggerLink.md: all options are optional
  loggerLink();
  // the required options: httpLink's url, wsLink's client, splitLink's condition, true and false,
  // the vanilla client's links (docs/client/links/*.md and docs/client/vanilla.md)
  // @ts-expect-error -- url is required
  httpLink({});
  // @ts-expect-error -- client is required
  wsLink({});
  // @ts-expect-error -- true and false are required
  splitLink({ condition: () => true });
  // @ts-expect-error -- links is required
  createTRPCProxyClient<typeof plainRouter>({});

  // docs/client/header.md, docs/client/cors.md: wsLink and createWSClient take no headers and no fetch
  // @ts-expect-error -- no fetch option
  wsLink({ client: createWSClient({ url: '' }), fetch });
  // @ts-expect-error -- no headers option
  createWSClient({ url: '', headers: {} });

  // docs/client/links/index.mdx: a link for any router
  function anyRouterLink<TRouter extends TRPCServer.AnyRouter>(): TRPCClient.TRPCLink<TRouter> {
    return () =>
      ({ op, next }) =>
        next(op);
  }
  createTRPCProxyClient<typeof plainRouter>({ links: [anyRouterLink(), httpLink({ url: '' })] });

  // docs/client/links/index.mdx: `links: [timingLink({ slowMs: 500 }), httpBatchLink({ url })]` and
  // `next({ ...op, input: normalised })`
  const timingLink =
    (opts: { slowMs: number }): TRPCClient.TRPCLink<typeof plainRouter> =>
    () =>
    ({ op, next }) => {
      const normalised = typeof op.input === 'string' ? op.input.trim() : op.input;
      return opts.slowMs > 0 ? next({ ...op, input: normalised }) : next(op);
    };
  const url = '';
  createTRPCProxyClient<typeof plainRouter>({ links: [timingLink({ slowMs: 500 }), httpBatchLink({ url })] });

  // docs/client/header.md: ``url: () => `wss://api.example.com?token=${token}` ``
  const token = 'abc';
  createWSClient({ url: () => `wss://api.example.com?token=${token}` });

  // docs/client/links/httpBatchLink.md: every HTTP adapter takes `batching: { enabled: false }`
  const batching = { enabled: false };
  const adapterOptions: {
    next: Parameters<typeof NextAdapter.createNextApiHandler<typeof plainRouter>>[0]['batching'];
    express: Parameters<typeof ExpressAdapter.createExpressMiddleware<typeof plainRouter>>[0]['batching'];
    standalone: Parameters<typeof createHTTPServer<typeof plainRouter>>[0]['batching'];
    fetch: Parameters<typeof FetchAdapter.fetchRequestHandler<typeof plainRouter>>[0]['batching'];
    fastify: FastifyAdapter.FastifyTRPCPluginOptions<typeof plainRouter>['trpcOptions']['batching'];
    lambda: Parameters<
      typeof LambdaAdapter.awsLambdaRequestHandler<typeof plainRouter, LambdaAdapter.APIGatewayEvent, never>
    >[0]['batching'];
  } = { next: batching, express: batching, standalone: batching, fetch: batching, fastify: batching, lambda: batching };
  void adapterOptions;
}
void typeChecks;

fact(
  'docs/client/links/index.mdx',
  'a link that does not pass next or error on to its observer leaves the call waiting for ever, even when it passes complete',
  async (t) => {
    const server = await serveHTTP(t, makeRouter().router);
    const dropping =
      (drop: 'next' | 'error'): TRPCClient.TRPCLink<Router> =>
      () =>
      ({ op, next }) =>
        observable((observer) =>
          next(op).subscribe({
            next: (value) => drop !== 'next' && observer.next(value),
            error: (err) => drop !== 'error' && observer.error(err),
            complete: () => observer.complete(),
          }),
        );
    const withoutNext = createTRPCProxyClient<Router>({ links: [dropping('next'), httpLink({ url: server.url })] });
    const withoutError = createTRPCProxyClient<Router>({ links: [dropping('error'), httpLink({ url: server.url })] });
    const calls = [withoutNext.ping.query(), withoutError.fail.query()];
    await pause(300);
    assert.deepEqual(await Promise.all(calls.map(settledYet)), [false, false], 'neither call settles');
  },
);

fact(
  'docs/client/links/httpLink.md',
  'each call is cancellable on its own: aborting one call aborts its request only',
  async (t) => {
    const { router, gates } = makeRouter();
    const server = await serveHTTP(t, router);
    const signals: AbortSignal[] = [];
    const client = createTRPCProxyClient<Router>({
      links: [
        httpLink({
          url: server.url,
          fetch: (input, init) => {
            if (init?.signal) signals.push(init.signal);
            return fetch(input, init);
          },
        }),
      ],
    });
    const controller = new AbortController();
    const aborted = client.gate.query(undefined, { signal: controller.signal });
    const kept = client.gate.query();
    await within(
      15_000,
      'both requests',
      (async () => {
        while (gates.ran.length < 2) await pause(10);
      })(),
    );
    controller.abort();
    await rejection(aborted);
    assert.deepEqual(
      signals.map((signal) => signal.aborted),
      [true, false],
    );
    gates.open();
    assert.equal(await within(15_000, 'the other call', kept), 'opened');
  },
);

fact(
  'docs/client/links/index.mdx',
  'the outer function of a link is called once per client, with the runtime, and the inner one once per operation',
  async (t) => {
    const server = await serveHTTP(t, makeRouter().router);
    const calls = { clients: 0, operations: 0 };
    const counted: TRPCClient.TRPCLink<Router> = (runtime) => {
      calls.clients++;
      assert.equal(typeof runtime.transformer.serialize, 'function');
      return ({ op, next }) => {
        calls.operations++;
        return next(op);
      };
    };
    const client = createTRPCProxyClient<Router>({ links: [counted, httpLink({ url: server.url })] });
    await Promise.all([client.ping.query(), client.echo.query('a'), client.add.mutate('b')]);
    assert.deepEqual(calls, { clients: 1, operations: 3 });
  },
);
