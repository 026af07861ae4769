/**
 * Docs facts of the 10.x client and link pages (tests/facts/README.md): how httpBatchLink groups,
 * splits and cancels calls, what an aborted call rejects with, what loggerLink writes where, and
 * what the WebSocket client does with calls when a connection closes or cannot be opened.
 *
 *   node --import tsx --test tests/facts/links.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { closedPort, fact, listenOnLoopback, rejection, v10, within } from './facts';

const { createTRPCProxyClient, createWSClient, httpBatchLink, httpLink, loggerLink, TRPCClientError, wsLink } = v10(
  '@trpc/client',
) as typeof TRPCClient;
const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;

const t = initTRPC.create();
const router = t.router({
  echo: t.procedure.input((value: unknown) => String(value)).query(({ input }) => input),
  fail: t.procedure.query(() => {
    throw new Error('boom');
  }),
  slow: t.procedure.query(() => new Promise<string>((resolve) => setTimeout(() => resolve('slow'), 300))),
  tick: t.procedure.subscription(() =>
    observable<number>((emit) => {
      let count = 0;
      const timer = setInterval(() => emit.next(++count), 20);
      return () => clearInterval(timer);
    }),
  ),
});

/** An untyped view of a proxy client, enough to call the procedures above. */
interface Calls {
  echo: { query: (input: string, opts?: TRPCClient.TRPCRequestOptions) => Promise<string> };
  fail: { query: () => Promise<never> };
  slow: { query: (input?: undefined, opts?: TRPCClient.TRPCRequestOptions) => Promise<string> };
  tick: { subscribe: (input: undefined, opts: { onData: (n: number) => void }) => { unsubscribe: () => void } };
}
const calls = (client: unknown) => client as Calls;

/** What the HTTP server saw: one entry per request (URL and headers) and per createContext call. */
interface HTTPServer {
  url: string;
  requests: string[];
  headers: Record<string, string | string[] | undefined>[];
  contexts: number;
}

async function startHTTP(t: TestContext, batching = true): Promise<HTTPServer> {
  const seen: HTTPServer = { url: '', requests: [], headers: [], contexts: 0 };
  const { server } = createHTTPServer({
    router,
    batching: { enabled: batching },
    createContext: ({ req }) => {
      seen.contexts++;
      seen.requests.push(req.url ?? '');
      seen.headers.push(req.headers);
      return {};
    },
  });
  seen.url = await listenOnLoopback(t, server);
  return seen;
}

async function clientError(promise: Promise<unknown>): Promise<TRPCClient.TRPCClientError<TRPCServer.AnyRouter>> {
  const error = await rejection(promise, 3000);
  assert.ok(error instanceof TRPCClientError, 'the call should reject with a TRPCClientError');
  return error;
}

fact(
  'docs/client/links/httpBatchLink.md',
  'calls started together share one request and one createContext, and a server with batching disabled rejects a batch with "Batching is not enabled on the server"',
  async (t) => {
    const server = await startHTTP(t);
    const client = calls(createTRPCProxyClient({ links: [httpBatchLink({ url: server.url })] }));
    assert.deepEqual(await Promise.all([client.echo.query('a'), client.echo.query('b')]), ['a', 'b']);
    assert.equal(server.requests.length, 1, 'one HTTP request for both calls');
    assert.equal(server.contexts, 1, 'createContext once for the batch');

    const unbatched = await startHTTP(t, false);
    const refused = calls(createTRPCProxyClient({ links: [httpBatchLink({ url: unbatched.url })] }));
    const error = await clientError(refused.echo.query('a'));
    assert.equal(error.message, 'Batching is not enabled on the server');
  },
);

fact(
  'docs/client/links/httpBatchLink.md',
  "calls are collected until the link's zero-delay timer fires: a call started after awaiting a settled promise joins the batch, one started after a timer of its own does not",
  async (t) => {
    const server = await startHTTP(t);
    const client = calls(createTRPCProxyClient({ links: [httpBatchLink({ url: server.url })] }));
    const first = client.echo.query('a');
    await Promise.resolve();
    const second = client.echo.query('b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const third = client.echo.query('c');
    assert.deepEqual(await Promise.all([first, second, third]), ['a', 'b', 'c']);
    assert.equal(server.requests.length, 2, 'a and b in one request, c in another');
    assert.match(server.requests[0], /echo,echo\?batch=1/);
    assert.doesNotMatch(server.requests[1], /echo,echo/);
  },
);

fact(
  'docs/client/links/httpBatchLink.md',
  'with maxURLLength a batch whose URL would be longer is split, and a call too long on its own rejects with "Input is too big for a single dispatch"',
  async (t) => {
    const server = await startHTTP(t);
    const maxURLLength = server.url.length + 150;
    const client = calls(createTRPCProxyClient({ links: [httpBatchLink({ url: server.url, maxURLLength })] }));
    const results = await Promise.allSettled([
      client.echo.query('x'.repeat(50)),
      client.echo.query('y'.repeat(50)),
      client.echo.query('z'.repeat(500)),
    ]);
    assert.equal(results[0].status, 'fulfilled');
    assert.equal(results[1].status, 'fulfilled');
    assert.equal(server.requests.length, 2, 'the two short calls go in two requests');
    for (const url of server.requests) assert.ok(server.url.length + url.length <= maxURLLength);
    const tooLong = results[2];
    assert.ok(tooLong.status === 'rejected', 'the long call should fail');
    assert.equal((tooLong.reason as Error).message, 'Input is too big for a single dispatch');
  },
);

fact(
  'docs/client/aborting-procedures.md',
  'an aborted call rejects with a TRPCClientError caused by ObservableAbortError, a batch is only cancelled when all its calls are aborted, and an already-aborted signal does not stop a call',
  async (t) => {
    const server = await startHTTP(t);
    const signals: AbortSignal[] = [];
    const client = calls(
      createTRPCProxyClient({
        links: [
          httpBatchLink({
            url: server.url,
            fetch: (url, init) => {
              if (init?.signal) signals.push(init.signal);
              return fetch(url, init);
            },
          }),
        ],
      }),
    );

    const first = new AbortController();
    const aborted = client.slow.query(undefined, { signal: first.signal });
    const kept = client.slow.query();
    await within(2000, 'the batch to be sent', new Promise((resolve) => setTimeout(resolve, 50)));
    first.abort();
    const error = await clientError(aborted);
    assert.equal(error.cause?.name, 'ObservableAbortError');
    assert.equal(error.cause?.message, 'This operation was aborted.');
    assert.equal(signals.length, 1, 'one request for the batch');
    assert.equal(signals[0].aborted, false, 'the request goes on while one call of the batch is left');
    assert.equal(await within(3000, 'the other call', kept), 'slow');

    const both = new AbortController();
    const results = Promise.allSettled([
      client.slow.query(undefined, { signal: both.signal }),
      client.slow.query(undefined, { signal: both.signal }),
    ]);
    await within(2000, 'the batch to be sent', new Promise((resolve) => setTimeout(resolve, 50)));
    both.abort();
    await results;
    assert.equal(signals.length, 2);
    assert.equal(signals[1].aborted, true, 'the request is cancelled once every call is aborted');

    const already = new AbortController();
    already.abort();
    assert.equal(
      await within(3000, 'a call with an aborted signal', client.echo.query('late', { signal: already.signal })),
      'late',
    );
  },
);

fact(
  'docs/client/header.md',
  'a headers function runs once per batch, content-type: application/json is sent unless your headers replace it, and an undefined value is sent as "undefined"',
  async (t) => {
    const server = await startHTTP(t);
    let runs = 0;
    const client = calls(
      createTRPCProxyClient({
        links: [
          httpBatchLink({
            url: server.url,
            headers: () => {
              runs++;
              return { 'x-run': String(runs), authorization: undefined };
            },
          }),
        ],
      }),
    );
    await Promise.all([client.echo.query('a'), client.echo.query('b')]);
    assert.equal(runs, 1, 'one run for a batch of two calls');
    await client.echo.query('c');
    assert.equal(runs, 2, 'one more run for the next request');
    assert.equal(server.headers[0]['content-type'], 'application/json');
    assert.equal(server.headers[1]['x-run'], '2');
    assert.equal(server.headers[1].authorization, 'undefined');

    const overriding = calls(
      createTRPCProxyClient({ links: [httpLink({ url: server.url, headers: { 'content-type': 'text/plain' } })] }),
    );
    await overriding.echo.query('d');
    assert.equal(server.headers[2]['content-type'], 'text/plain', 'a header of your own replaces the default');
  },
);

fact(
  'docs/client/links/index.mdx',
  'a chain without a terminating link fails with "No more links to execute", and the HTTP links put the fetch response on the result envelope as context.response',
  async (t) => {
    const noEnd = calls(createTRPCProxyClient({ links: [loggerLink({ enabled: () => false })] }));
    const error = await clientError(noEnd.echo.query('a'));
    assert.equal(error.message, 'No more links to execute - did you forget to add an ending link?');

    const server = await startHTTP(t);
    let status: unknown;
    const client = calls(
      createTRPCProxyClient({
        links: [
          () =>
            ({ op, next }) =>
              observable((observer) =>
                next(op).subscribe({
                  next(value) {
                    status = (value.context?.response as Response | undefined)?.status;
                    observer.next(value);
                  },
                  error: (err) => observer.error(err),
                  complete: () => observer.complete(),
                }),
              ),
          httpLink({ url: server.url }),
        ],
      }),
    );
    await client.echo.query('a');
    assert.equal(status, 200);
  },
);

fact(
  'docs/client/links/loggerLink.md',
  'the built-in logger writes successful calls with console.log and failed ones with console.error, as ">> query #1 path" and "<< query #1 path"',
  async (t) => {
    const server = await startHTTP(t);
    const written: { fn: 'log' | 'error'; line: string }[] = [];
    const client = calls(
      createTRPCProxyClient({
        links: [
          loggerLink({
            console: {
              log: (line: string) => written.push({ fn: 'log', line }),
              error: (line: string) => written.push({ fn: 'error', line }),
            },
          }),
          httpLink({ url: server.url }),
        ],
      }),
    );
    await client.echo.query('a');
    await clientError(client.fail.query());
    assert.deepEqual(
      written.map(({ fn, line }) => [fn, line.replace(/%[cO]/g, '').replace(/\s+/g, ' ').trim()]),
      [
        ['log', '>> query #1 echo'],
        ['log', '<< query #1 echo'],
        ['log', '>> query #2 fail'],
        ['error', '<< query #2 fail'],
      ],
    );
  },
);

fact(
  'docs/client/links/httpLink.md',
  'httpLink throws "No fetch implementation found" when created with neither a fetch option nor a global fetch',
  () => {
    const globalFetch = globalThis.fetch;
    // @ts-expect-error -- removed for this check only, restored below
    delete globalThis.fetch;
    try {
      assert.throws(() => httpLink({ url: 'http://127.0.0.1:1' }), /^Error: No fetch implementation found$/);
    } finally {
      globalThis.fetch = globalFetch;
    }
  },
);

async function startWS(t: TestContext): Promise<{ url: string; server: WS.WebSocketServer }> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  applyWSSHandler({ wss: server, router });
  t.after(() => {
    for (const socket of server.clients) socket.terminate();
    server.close();
  });
  return { url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

fact(
  'docs/client/links/wsLink.md',
  'when the connection closes, a waiting query fails with "WebSocket closed prematurely" and a subscription resumes on the new connection',
  async (t) => {
    const { url, server } = await startWS(t);
    const wsClient = createWSClient({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
    t.after(() => wsClient.close());
    const client = calls(createTRPCProxyClient({ links: [wsLink({ client: wsClient })] }));

    const values: number[] = [];
    let onValue = () => {};
    const subscription = client.tick.subscribe(undefined, {
      onData: (n) => {
        values.push(n);
        onValue();
      },
    });
    t.after(() => subscription.unsubscribe());
    const nextValue = () => new Promise<void>((resolve) => (onValue = resolve));
    await within(3000, 'a first subscription value', nextValue());

    const pending = client.slow.query();
    await within(2000, 'the query to be sent', new Promise((resolve) => setTimeout(resolve, 50)));
    for (const socket of server.clients) socket.close(1012);
    const error = await clientError(pending);
    assert.equal(error.message, 'WebSocket closed prematurely');

    const before = values.length;
    await within(3000, 'a subscription value after the reconnect', nextValue());
    assert.ok(values.length > before);
    assert.equal(values.at(-1), 1, 'the subscription starts again on the new connection');
  },
);

fact(
  'docs/client/links/wsLink.md',
  'a query made while a connection attempt is under way fails with "WebSocket closed prematurely" when that attempt fails',
  async (t) => {
    const port = await closedPort();
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      retryDelayMs: () => 60_000,
    });
    t.after(() => wsClient.close());
    const client = calls(createTRPCProxyClient({ links: [wsLink({ client: wsClient })] }));
    const error = await clientError(client.echo.query('a'));
    assert.equal(error.message, 'WebSocket closed prematurely');
  },
);

fact(
  'docs/client/links/wsLink.md',
  'close() leaves an active subscription running until it is unsubscribed, calls onClose without a cause, and closes the socket when a message arrives after the unsubscribe',
  async (t) => {
    const { url } = await startWS(t);
    const causes: unknown[] = [];
    const wsClient = createWSClient({
      url,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      onClose: (cause) => causes.push(cause),
    });
    const client = calls(createTRPCProxyClient({ links: [wsLink({ client: wsClient })] }));
    let count = 0;
    let onValue = () => {};
    const subscription = client.tick.subscribe(undefined, {
      onData: () => {
        count++;
        onValue();
      },
    });
    const nextValue = () => new Promise<void>((resolve) => (onValue = resolve));
    await within(3000, 'a first subscription value', nextValue());

    wsClient.close();
    assert.deepEqual(causes, [undefined], 'onClose is called once, without a cause');
    const before = count;
    await within(3000, 'a subscription value after close()', nextValue());
    assert.ok(count > before, 'the subscription still receives values');
    assert.equal(wsClient.getConnection().readyState, WebSocket.OPEN);

    subscription.unsubscribe();
    await within(
      3000,
      'the socket to close on the next value the server sends after the unsubscribe',
      new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (wsClient.getConnection().readyState === WebSocket.CLOSED) {
            clearInterval(timer);
            resolve();
          }
        }, 20);
      }),
    );
  },
);

fact(
  'docs/client/links/loggerLink.md',
  "loggerLink logs one 'up' per operation and one 'down' per result: once for a query, and for a subscription once for started and once per value",
  async (t) => {
    const { url } = await startWS(t);
    const wsClient = createWSClient({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
    t.after(() => wsClient.close());
    const events: string[] = [];
    const client = calls(
      createTRPCProxyClient({
        links: [
          loggerLink({
            logger: (event) => {
              if (event.direction === 'up') return void events.push(`up ${event.path}`);
              const type = event.result instanceof Error ? 'error' : (event.result.result.type ?? 'data');
              events.push(`down ${event.path} ${type}`);
            },
          }),
          wsLink({ client: wsClient }),
        ],
      }),
    );
    await client.echo.query('a');
    assert.deepEqual(events, ['up echo', 'down echo data']);

    events.length = 0;
    let values = 0;
    let onThird = () => {};
    const third = new Promise<void>((resolve) => (onThird = resolve));
    const subscription = client.tick.subscribe(undefined, {
      onData: () => {
        if (++values === 3) onThird();
      },
    });
    t.after(() => subscription.unsubscribe());
    await within(3000, 'three subscription values', third);
    subscription.unsubscribe();
    assert.deepEqual(events.slice(0, 5), [
      'up tick',
      'down tick started',
      'down tick data',
      'down tick data',
      'down tick data',
    ]);
  },
);

fact(
  'docs/server/authorization.md',
  "a link placed before httpBatchLink gets a procedure's UNAUTHORIZED as a TRPCClientError with data.code 'UNAUTHORIZED' and data.httpStatus 401, for that call only in a batch; a link that passes it on with observer.error hands the caller the same error, and a call whose error a link drops does not settle; without a response from the server, data is undefined",
  async (t) => {
    const at = initTRPC.create();
    const authRouter = at.router({
      secret: at.procedure.query((): string => {
        throw new TRPCError({ code: 'UNAUTHORIZED' });
      }),
      menu: at.procedure.query(() => 'espresso'),
    });
    const { server } = createHTTPServer({ router: authRouter });
    const url = await listenOnLoopback(t, server);
    const seen: unknown[] = [];
    const watching: TRPCClient.TRPCLink<typeof authRouter> =
      () =>
      ({ op, next }) =>
        observable((observer) =>
          next(op).subscribe({
            next: (value) => observer.next(value),
            error(err) {
              seen.push(err);
              observer.error(err);
            },
            complete: () => observer.complete(),
          }),
        );
    const client = createTRPCProxyClient<typeof authRouter>({ links: [watching, httpBatchLink({ url })] });
    const [secret, menu] = await Promise.allSettled([client.secret.query(), client.menu.query()]);
    assert.equal(menu.status === 'fulfilled' && menu.value, 'espresso', 'the other call of the batch succeeds');
    assert.equal(seen.length, 1, 'the link sees one error');
    const error = seen[0];
    assert.ok(error instanceof TRPCClientError, 'the link gets a TRPCClientError');
    const data = (error as TRPCClient.TRPCClientError<typeof authRouter>).data;
    assert.equal(data?.code, 'UNAUTHORIZED');
    assert.equal(data?.httpStatus, 401);
    assert.ok(secret.status === 'rejected' && secret.reason === error, 'the caller gets the same error');

    const dropping: TRPCClient.TRPCLink<typeof authRouter> =
      () =>
      ({ op, next }) =>
        observable((observer) =>
          next(op).subscribe({
            next: (value) => observer.next(value),
            error: () => undefined,
            complete: () => observer.complete(),
          }),
        );
    const silent = createTRPCProxyClient<typeof authRouter>({ links: [dropping, httpBatchLink({ url })] });
    let settled = false;
    void silent.secret.query().then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(settled, false, 'a call whose error a link drops does not settle');

    seen.length = 0;
    const offline = createTRPCProxyClient<typeof authRouter>({
      links: [watching, httpBatchLink({ url: `http://127.0.0.1:${await closedPort()}` })],
    });
    await rejection(offline.menu.query(), 3000);
    assert.ok(seen[0] instanceof TRPCClientError, 'a network failure is a TRPCClientError too');
    assert.equal((seen[0] as TRPCClient.TRPCClientError<typeof authRouter>).data, undefined, 'without data');
  },
);
