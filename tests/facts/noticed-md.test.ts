/**
 * Noticed by audit MD (bench/audit-independent-2026-12-01md.md, "Repeats"): what a `BigInt` does without a data
 * transformer on 10.12.0, over HTTP and over WebSockets (docs/server/data-transformers.md). Runs @trpc/* 10.12.0 and ws
 * from src/samples/v10, the standalone and WebSocket adapters on 127.0.0.1 at ports the OS picks.
 *
 *   node --import tsx --test tests/facts/noticed-md.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/ws';
import type * as ObservableV10 from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';

const PAGE = 'docs/server/data-transformers.md';
const SERIALIZE = 'Do not know how to serialize a BigInt';

/** Whether a call settled within `ms`, and how. */
const settled = (promise: Promise<unknown>, ms = 400): Promise<string> =>
  Promise.race([
    promise.then(
      () => 'fulfilled',
      (error: Error) => `rejected: ${error.message}`,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('unsettled'), ms)),
  ]);

fact(
  PAGE,
  "without a transformer a BigInt fails its whole HTTP batch, but over WebSockets a result fails only its call, a subscription's value is never sent and an input never settles",
  async (t) => {
    assert.match(
      pageText(PAGE),
      /and a `BigInt` can't be serialized at all \("Do not know how to serialize a BigInt"\)\. Over HTTP that fails its call and every other call of its batch: as a result on the server, as an input in the client before anything is sent \(except a query's input through an `httpBatchLink` with `maxURLLength` set, which throws in the link's timer and leaves the query pending, see \[Inferring Types\]\(\.\/infer-types\.md#typing-errors-with-trpcclienterror\)\)\. Over WebSockets a query's or mutation's `BigInt` result fails only its own call, a subscription's `emit\.next\(\)` throws on the server and sends nothing, and an input leaves its call pending until the connection closes: `wsLink` throws the error in a timer, outside the call\./,
    );
    assert.match(pageText('docs/further/further-reading.md'), /and a `bigint` cannot be sent at all; add superjson/);

    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { observable } = v10('@trpc/server/observable') as typeof ObservableV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
    const { WebSocketServer, WebSocket } = v10('ws') as typeof WS;
    const { createTRPCProxyClient, createWSClient, httpBatchLink, wsLink } = v10('@trpc/client') as typeof ClientV10;

    const emitErrors: string[] = [];
    const tr = initTRPC.create();
    const router = tr.router({
      echo: tr.procedure.input((value: unknown) => value).query(() => 'received'),
      big: tr.procedure.query(() => 1n),
      ok: tr.procedure.query(() => 'ok'),
      ticks: tr.procedure.subscription(() =>
        observable<bigint | number>((emit) => {
          try {
            emit.next(1n);
          } catch (error) {
            emitErrors.push((error as Error).message);
          }
          const timer = setTimeout(() => emit.next(2), 30);
          return () => clearTimeout(timer);
        }),
      ),
    });

    // Over HTTP: the batch fails as a whole, and an input fails before any request leaves the client.
    let requests = 0;
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        requests++;
        void handler(req, res);
      }),
    );
    const overHttp = createTRPCProxyClient<typeof router>({ links: [httpBatchLink({ url })] });
    const byResult = await Promise.all([settled(overHttp.big.query()), settled(overHttp.ok.query())]);
    assert.deepEqual(byResult, [`rejected: ${SERIALIZE}`, `rejected: ${SERIALIZE}`]);
    assert.equal(requests, 1);
    const byInput = await Promise.all([settled(overHttp.echo.query(5n)), settled(overHttp.ok.query())]);
    assert.deepEqual(byInput, [`rejected: ${SERIALIZE}`, `rejected: ${SERIALIZE}`]);
    assert.equal(requests, 1, 'no request for the batch with the BigInt input');

    // Over WebSockets.
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    applyWSSHandler({ wss, router });
    await within(2000, 'listening', new Promise<void>((resolve) => wss.once('listening', () => resolve())));
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    t.after(() => {
      wsClient.close();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const overWs = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    assert.deepEqual(await Promise.all([settled(overWs.big.query()), settled(overWs.ok.query())]), [
      `rejected: ${SERIALIZE}`,
      'fulfilled',
    ]);

    const values: unknown[] = [];
    const subscription = overWs.ticks.subscribe(undefined, { onData: (value) => values.push(value) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    subscription.unsubscribe();
    assert.deepEqual(emitErrors, [SERIALIZE]);
    assert.deepEqual(values, [2], 'the BigInt is not sent, the next value is');

    // An input: the client's send timer throws outside the call, which never settles. The test runner would count
    // that uncaught exception against this test, so catch it here and put the runner's listeners back afterwards.
    const uncaught: Error[] = [];
    const listeners = process.listeners('uncaughtException');
    process.removeAllListeners('uncaughtException');
    const record = (error: Error) => void uncaught.push(error);
    process.on('uncaughtException', record);
    const abort = new AbortController();
    try {
      assert.equal(await settled(overWs.echo.query(5n, { signal: abort.signal })), 'unsettled');
    } finally {
      // The pending call would keep the socket, and this process, alive after close().
      abort.abort();
      process.removeListener('uncaughtException', record);
      for (const listener of listeners) process.on('uncaughtException', listener);
    }
    assert.deepEqual(
      uncaught.map((error) => error.message),
      [SERIALIZE],
    );
  },
);
