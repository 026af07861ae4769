/**
 * Independent audit NC (bench/audit-independent-2026-12-02nc.md): 46 drawn sentences. The fact pins the one sentence
 * the audit corrected, in "Typing errors with `TRPCClientError`" of the Inferring Types page, and its short repeat on
 * the Error Handling page: a failed call rejects with a `TRPCClientError` over the HTTP links (an error from the
 * server, a closed port, an aborted call), but over `wsLink` an input that JSON cannot carry (a `BigInt`) makes the
 * link throw in a timer and the call never settles, and when other calls went out with it (in the same tick, or queued
 * while the socket connects), they and every later call of that client never settle either. It runs @trpc/server,
 * @trpc/client 10.12.0 and ws from src/samples/v10 on 127.0.0.1, at ports the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-nc.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapterV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { catchUncaught, closedPort, fact, listenOnLoopback, pageText, rejection, v10, within } from './facts';

const PAGE = 'docs/server/infer-types.md';
const REPEAT = 'docs/server/error-handling.md';
const MESSAGE = 'Do not know how to serialize a BigInt';

/** How a call ended: `ok:` and its value, `error:` and its class, or `'pending'` when it has not settled after `ms`. */
function outcome(promise: Promise<unknown>, ms: number): Promise<string> {
  return Promise.race([
    promise.then(
      (data) => `ok:${String(data)}`,
      (error: Error) => `error:${error.constructor.name}`,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);
}

fact(
  PAGE,
  'a failed call rejects with a TRPCClientError over the HTTP links, but over wsLink a BigInt input makes the link throw in a timer: the call never settles, and with calls sent with it (same tick, or queued while connecting), neither do they nor any later call of that client',
  async (t) => {
    assert.match(
      pageText(PAGE),
      /A failed call on the client rejects with a `TRPCClientError`, whether the server answered with an error or no answer came \(a network error, an aborted call\)\. Two failures do not reach the call, both caused by an input that JSON cannot carry, such as a `BigInt` without a \[data transformer\]\(\.\/data-transformers\.md\): the link serializes it in a timer, outside the call, and throws there\. Over \[`wsLink`\]\(\.\.\/client\/links\/wsLink\.md\), the call then stays pending until the connection closes, and fails with "WebSocket closed prematurely" only then; when other calls went out with it \(made in the same tick, or queued while the socket was connecting\), they and every later call of that client wait with it\./,
    );
    assert.doesNotMatch(pageText(PAGE), /Every failed call on the client rejects/);
    assert.match(
      pageText(REPEAT),
      /On the client, failed calls reject with a `TRPCClientError`, except when an input cannot be serialized over `wsLink`, or in a query through `httpBatchLink` with `maxURLLength` set: the call is then left pending \(see \[Inferring Types\]\(\.\/infer-types\.md#typing-errors-with-trpcclienterror\)\)\./,
    );

    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof ServerV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapterV10;
    const { createTRPCProxyClient, createWSClient, httpBatchLink, httpLink, wsLink, TRPCClientError } = v10(
      '@trpc/client',
    ) as typeof ClientV10;
    const { WebSocketServer, WebSocket } = v10('ws') as typeof WS;

    const t10 = initTRPC.create();
    const router = t10.router({
      echo: t10.procedure.input((value: unknown) => value).query(({ input }) => String(input)),
      slow: t10.procedure.query(() => new Promise((resolve) => setTimeout(() => resolve('late'), 1000))),
      missing: t10.procedure.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND' });
      }),
    });
    type Client = ReturnType<typeof createTRPCProxyClient<typeof router>>;
    const handler = createHTTPHandler({ router });
    const server = http.createServer((req, res) => void handler(req, res));
    const wss = new WebSocketServer({ server });
    applyWSSHandler({ wss, router });
    t.after(() => {
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const origin = await listenOnLoopback(t, server);

    // The HTTP links: an error from the server, no server at the port, an aborted call.
    const deadOrigin = `http://127.0.0.1:${await closedPort()}`;
    for (const [name, link] of [
      ['httpLink', httpLink],
      ['httpBatchLink', httpBatchLink],
    ] as const) {
      const client: Client = createTRPCProxyClient<typeof router>({ links: [link({ url: origin })] });
      const dead: Client = createTRPCProxyClient<typeof router>({ links: [link({ url: deadOrigin })] });
      const controller = new AbortController();
      const aborted = client.slow.query(undefined, { signal: controller.signal });
      controller.abort();
      const failures = await Promise.all([
        rejection(client.missing.query()),
        rejection(dead.echo.query('x')),
        rejection(aborted),
        rejection(client.echo.query(1n)),
      ]);
      for (const [i, error] of failures.entries()) {
        assert.ok(error instanceof TRPCClientError, `${name}, failure ${i}: a TRPCClientError`);
      }
    }

    // wsLink: a BigInt input throws in the link's send timer, outside the call.
    const caught = catchUncaught(t);
    const port = (server.address() as AddressInfo).port;
    const wsClients: ReturnType<typeof createWSClient>[] = [];
    t.after(() => wsClients.forEach((c) => c.close()));
    const connect = async (): Promise<Client> => {
      const wsClient = createWSClient({
        url: `ws://127.0.0.1:${port}`,
        WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      });
      wsClients.push(wsClient);
      const client = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });
      assert.equal(await within(2000, 'a first answer over the socket', client.echo.query('ready')), 'ready');
      return client;
    };

    // Alone in its tick: that call never settles, a later call of the same client is answered.
    const alone = await connect();
    assert.equal(await outcome(alone.echo.query(1n), 500), 'pending', 'the BigInt call alone');
    assert.equal(await outcome(alone.echo.query('after'), 2000), 'ok:after', 'a later call after a lone BigInt call');
    assert.equal(caught.length, 1, 'one error thrown outside the call');

    // With another call in the same tick: both never settle, and neither does a later call.
    const together = await connect();
    const sameTick = await Promise.all([
      outcome(together.echo.query(1n), 500),
      outcome(together.echo.query('same tick'), 500),
    ]);
    assert.deepEqual(sameTick, ['pending', 'pending'], 'the BigInt call and the call sent with it');
    assert.equal(await outcome(together.echo.query('later'), 500), 'pending', 'a later call of that client');
    assert.ok(caught.length >= 3, 'the send timer throws again for the later call');

    // Queued while the socket connects, in separate ticks: sent together on open, none of them settles.
    const before = caught.length;
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    wsClients.push(wsClient);
    const queued: Client = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    const bigintCall = outcome(queued.echo.query(1n), 1000);
    await new Promise((resolve) => setImmediate(resolve));
    assert.notEqual(wsClient.getConnection().readyState, WebSocket.OPEN, 'the socket is still connecting');
    const nextTickCall = outcome(queued.echo.query('queued'), 1000);
    assert.deepEqual(await Promise.all([bigintCall, nextTickCall]), ['pending', 'pending'], 'calls queued together');
    assert.equal(await outcome(queued.echo.query('later'), 500), 'pending', 'a later call of the queued client');
    assert.ok(caught.length > before, 'the queued batch throws outside the calls');
    for (const error of caught) assert.equal((error as Error).message, MESSAGE);
  },
);
