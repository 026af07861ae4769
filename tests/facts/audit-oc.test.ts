/**
 * Independent audit OC (bench/audit-independent-2026-12-02oc.md): 52 drawn sentences and the census of three lines
 * written earlier in this session. The facts pin what the audit corrected:
 *
 * - the `path` row of the formatter's arguments on the Error Formatting page: over HTTP a result that cannot be
 *   serialized reaches the formatter without a path, but the WebSocket handler passes the call's path;
 * - "Typing errors with `TRPCClientError`" on the Inferring Types page and its short repeat on the Error Handling
 *   page: a `BigInt` query input through `httpBatchLink` with `maxURLLength` set also leaves calls pending (that
 *   query, the ones batched with it and every later query of the link, until aborted), and over `wsLink` the calls
 *   stalled by a `BigInt` input fail with "WebSocket closed prematurely" once the connection closes.
 *
 * They run @trpc/server, @trpc/client 10.12.0 and ws from src/samples/v10 on 127.0.0.1, at ports the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-oc.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapterV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { catchUncaught, fact, listenOnLoopback, pageText, until, v10, within } from './facts';

const FORMATTING = 'docs/server/error-formatting.md';
const INFER = 'docs/server/infer-types.md';
const HANDLING = 'docs/server/error-handling.md';
const TRANSFORMERS = 'docs/server/data-transformers.md';
const BIGINT = 'Do not know how to serialize a BigInt';

/** Follows a call: `state` is 'pending' until it settles, then `ok:<value>` or `<error class>:<message>`. */
function track(promise: Promise<unknown>): { state: string } {
  const tracked = { state: 'pending' };
  promise.then(
    (value) => (tracked.state = `ok:${String(value)}`),
    (error: Error) => (tracked.state = `${error.constructor.name}:${error.message}`),
  );
  return tracked;
}

/** The router `startServer` serves. */
type AppRouter = Awaited<ReturnType<typeof startServer>>['router'];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A standalone handler and a `ws` server on one loopback port, serving a router with an `echo` query and mutation. */
async function startServer(
  t: { after: (fn: () => void) => void },
  errorPaths: (string | undefined)[] = [],
  onErrorPaths: (string | undefined)[] = [],
) {
  const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
  const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
  const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapterV10;
  const { WebSocketServer } = v10('ws') as typeof WS;
  const t10 = initTRPC.create({
    errorFormatter({ shape, path }) {
      errorPaths.push(path);
      return shape;
    },
  });
  const router = t10.router({
    echo: t10.procedure.input((value: unknown) => value).query(({ input }) => String(input)),
    save: t10.procedure.input((value: unknown) => value).mutation(({ input }) => String(input)),
    big: t10.procedure.query(() => BigInt(1)),
  });
  const onError = ({ path }: { path: string | undefined }) => void onErrorPaths.push(path);
  const handler = createHTTPHandler({ router, onError });
  const server = http.createServer((req, res) => void handler(req, res));
  const wss = new WebSocketServer({ server });
  applyWSSHandler({ wss, router, onError });
  t.after(() => {
    for (const socket of wss.clients) socket.terminate();
    wss.close();
  });
  const origin = await listenOnLoopback(t, server);
  return { router, origin, wss, port: (server.address() as AddressInfo).port };
}

fact(
  FORMATTING,
  "the formatter's path is undefined when a result cannot be serialized over HTTP, but the WebSocket handler passes the path of the call whose result failed",
  async (t) => {
    const page = pageText(FORMATTING);
    assert.match(
      page,
      /\| `path` \| `string \\\| undefined` \| The path of the call, e\.g\. `post\.create`, even when no procedure exists there; `undefined` when the request fails as a whole \(e\.g\. its input is not valid JSON\) or, over HTTP, a result cannot be serialized \(the WebSocket handler passes the path of the call whose result failed\) \|/,
    );
    assert.doesNotMatch(page, /is not valid JSON\) or a result cannot be serialized \|/);

    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof ClientV10;
    const { WebSocket } = v10('ws') as typeof WS;
    const paths: (string | undefined)[] = [];
    const { origin, port } = await startServer(t, paths);

    const response = await within(3000, 'an HTTP answer', fetch(`${origin}/big`));
    assert.equal(response.status, 500);
    assert.match(await response.text(), new RegExp(BIGINT));
    assert.deepEqual(paths, [undefined], 'over HTTP the formatter gets no path');

    paths.length = 0;
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    t.after(() => wsClient.close());
    const client = createTRPCProxyClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
    const call = track(client.big.query());
    await until(3000, 'the WebSocket call to fail', () => call.state !== 'pending');
    assert.equal(call.state, `TRPCClientError:${BIGINT}`);
    assert.deepEqual(paths, ['big'], 'over WebSockets the formatter gets the call path');
  },
);

fact(
  HANDLING,
  "data.path and onError's path are missing when a result cannot be serialized over HTTP, but over WebSockets both keep the call's path",
  async (t) => {
    const page = pageText(HANDLING);
    assert.match(
      page,
      /\| `data\.path` \| The path of the call, even when no procedure exists there; missing when the request fails as a whole, and, over HTTP, when the procedure's result cannot be serialized \(over WebSockets the error keeps it\) \|/,
    );
    assert.match(
      page,
      /`undefined` when the request fails as a whole \(e\.g\. in `createContext` during an HTTP request\), or when a procedure's result cannot be serialized over HTTP \(the WebSocket handler passes the call's path\) \|/,
    );

    const { WebSocket } = v10('ws') as typeof WS;
    const onErrorPaths: (string | undefined)[] = [];
    const { origin, port } = await startServer(t, [], onErrorPaths);

    const response = await within(3000, 'an HTTP answer', fetch(`${origin}/big`));
    const overHttp = (await response.json()) as { error: { data: { path?: string } } };
    assert.equal(overHttp.error.data.path, undefined, 'no data.path over HTTP');
    assert.deepEqual(onErrorPaths, [undefined], 'no onError path over HTTP');

    onErrorPaths.length = 0;
    const socket = new WebSocket(`ws://127.0.0.1:${port}`);
    t.after(() => socket.terminate());
    const message = new Promise<string>((resolve) =>
      socket.once('message', (data) => resolve(new TextDecoder().decode(data as Buffer))),
    );
    socket.once('open', () => socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'big' } })));
    const overWs = JSON.parse(await within(3000, 'a WebSocket answer', message)) as {
      error: { message: string; data: { path?: string } };
    };
    assert.equal(overWs.error.message, BIGINT);
    assert.equal(overWs.error.data.path, 'big', 'data.path over WebSockets');
    assert.deepEqual(onErrorPaths, ['big'], "onError's path over WebSockets");
  },
);

fact(
  INFER,
  'a BigInt query input through httpBatchLink with maxURLLength throws in the link timer: that query, the one batched with it and later queries of the link never settle until aborted, mutations still go through, and without maxURLLength the call rejects',
  async (t) => {
    assert.match(
      pageText(INFER),
      /Through \[`httpBatchLink`\]\(\.\.\/client\/links\/httpBatchLink\.md\) with `maxURLLength` set, such a query, the queries batched with it and every later query of that link never settle, unless aborted \(mutations are not affected, and without `maxURLLength` the call rejects\)\./,
    );
    assert.doesNotMatch(pageText(INFER), /One failure never reaches the call/);
    assert.match(
      pageText(TRANSFORMERS),
      /\(except a query's input through an `httpBatchLink` with `maxURLLength` set, which throws in the link's timer and leaves the query pending, see \[Inferring Types\]\(\.\/infer-types\.md#typing-errors-with-trpcclienterror\)\)/,
    );
    assert.match(
      pageText(HANDLING),
      /failed calls reject with a `TRPCClientError`, except when an input cannot be serialized over `wsLink`, or in a query through `httpBatchLink` with `maxURLLength` set: the call is then left pending/,
    );

    const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof ClientV10;
    const { origin } = await startServer(t);
    const thrown = catchUncaught(t);

    const plain = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url: origin })] });
    const plainCall = track(plain.echo.query(BigInt(1)));
    await until(3000, 'the call without maxURLLength to fail', () => plainCall.state !== 'pending');
    assert.equal(plainCall.state, `TRPCClientError:${BIGINT}`);
    assert.equal(thrown.length, 0, 'nothing thrown outside the call without maxURLLength');

    const measured = createTRPCProxyClient<AppRouter>({
      links: [httpBatchLink({ url: origin, maxURLLength: 2083 })],
    });
    const controller = new AbortController();
    const bigCall = track(measured.echo.query(BigInt(1), { signal: controller.signal }));
    const batchedCall = track(measured.echo.query('same tick'));
    await pause(300);
    const laterQuery = track(measured.echo.query('later'));
    const laterMutation = track(measured.save.mutate('saved'));
    await until(3000, 'the later mutation', () => laterMutation.state !== 'pending');
    await pause(300);
    assert.equal(laterMutation.state, 'ok:saved', 'a mutation goes through its own batch');
    assert.deepEqual(
      [bigCall.state, batchedCall.state, laterQuery.state],
      ['pending', 'pending', 'pending'],
      'the BigInt query, the query batched with it and a later query',
    );
    assert.ok(thrown.length >= 1, 'the link threw outside the call');
    assert.match(String((thrown[0] as Error).message), new RegExp(BIGINT));

    controller.abort();
    await until(2000, 'the aborted call to reject', () => bigCall.state !== 'pending');
    assert.match(bigCall.state, /^TRPCClientError:/, 'aborting rejects the call with a TRPCClientError');
  },
);

fact(
  INFER,
  'over wsLink the calls stalled by a BigInt input stay pending until the connection closes, then fail with "WebSocket closed prematurely"; the reconnected client answers again',
  async (t) => {
    assert.match(
      pageText(INFER),
      /Over \[`wsLink`\]\(\.\.\/client\/links\/wsLink\.md\), the call then stays pending until the connection closes, and fails with "WebSocket closed prematurely" only then; when other calls went out with it \(made in the same tick, or queued while the socket was connecting\), they and every later call of that client wait with it\./,
    );
    assert.doesNotMatch(pageText(INFER), /so the call never settles/);
    assert.match(
      pageText(TRANSFORMERS),
      /and an input leaves its call pending until the connection closes: `wsLink` throws the error in a timer, outside the call\./,
    );
    assert.doesNotMatch(pageText(TRANSFORMERS), /and an input never settles/);

    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof ClientV10;
    const { WebSocket } = v10('ws') as typeof WS;
    const { port, wss } = await startServer(t);
    const thrown = catchUncaught(t);
    const closed = 'TRPCClientError:WebSocket closed prematurely';

    for (const together of [false, true]) {
      const wsClient = createWSClient({
        url: `ws://127.0.0.1:${port}`,
        WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      });
      t.after(() => wsClient.close());
      const client = createTRPCProxyClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
      assert.equal(await within(3000, 'a first answer', client.echo.query('ready')), 'ready');
      const sockets = [...wss.clients];

      const calls = [track(client.echo.query(BigInt(1)))];
      if (together) calls.push(track(client.echo.query('same tick')));
      await pause(300);
      if (together) calls.push(track(client.echo.query('later')));
      await pause(300);
      assert.deepEqual(
        calls.map((call) => call.state),
        calls.map(() => 'pending'),
        together ? 'the BigInt call, its companion and a later call' : 'the BigInt call alone',
      );

      // The server drops the connection: every stalled call fails, and the client reconnects.
      for (const socket of sockets) socket.terminate();
      await until(3000, 'the stalled calls to fail', () => calls.every((call) => call.state !== 'pending'));
      assert.deepEqual(
        calls.map((call) => call.state),
        calls.map(() => closed),
      );
      assert.equal(await within(5000, 'an answer after reconnecting', client.echo.query('again')), 'again');
      wsClient.close();
      for (const socket of wss.clients) socket.terminate();
    }
    assert.ok(thrown.length >= 2, 'the link threw outside the calls');
  },
);
