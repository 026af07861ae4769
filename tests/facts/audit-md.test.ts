/**
 * Independent audit MD (bench/audit-independent-2026-12-01md.md): 37 drawn sentences of the 9.x docs. The fact pins
 * the one sentence the audit corrected, on a `bigint` without a transformer: over WebSockets only a query's or
 * mutation's result fails its call; a subscription's value throws on the server, and an input never settles. It runs
 * @trpc/server and @trpc/client 9.27.4 and ws from src/samples/v9 on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-md.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import { catchUncaught, fact, pageText, until, v9, within } from './facts';

const PAGE = 'versioned_docs/version-9.x/server/data-transformers.md';
const MESSAGE = 'Do not know how to serialize a BigInt';

/** How a call ended: its value, its error's message and code, or `'pending'` when it has not settled after `ms`. */
function outcome(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([
    promise.then(
      (data) => ({ data }),
      (error: { message: string; data?: { code?: string } }) => ({ message: error.message, code: error.data?.code }),
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);
}

fact(
  PAGE,
  'over WebSockets a bigint result fails only its own call, a subscription value throws in emit.data() on the server, and a bigint input never settles and stalls the later calls of its client',
  async (t) => {
    const page = pageText(PAGE);
    assert.match(
      page,
      /a `bigint` cannot be sent at all: over HTTP it fails its call and every other call of its batch \("Do not know how to serialize a BigInt"\), as a result with `INTERNAL_SERVER_ERROR` from the server, as an input in the client before anything is sent\. Over WebSockets a query's or mutation's result fails only its own call, the same way, but a subscription's `emit\.data\(\)` throws that error on the server and sends nothing, and an input leaves its call pending: `wsLink` throws it in a timer, outside the call, and every later call of that client waits too\./,
    );
    assert.doesNotMatch(page, /a `bigint` cannot be sent at all: it fails its call/);

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { createWSClient, wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
    const { WebSocketServer, WebSocket } = v9('ws') as typeof WS;
    const { z } = v9('zod') as typeof ZodV9;

    let emitError: unknown;
    const router = trpc
      .router()
      .query('ok', { resolve: () => 'ok' })
      .query('echo', { input: z.bigint(), resolve: ({ input }) => String(input) })
      .query('big', { resolve: () => 1n })
      .mutation('bigMutation', { resolve: () => 2n })
      .subscription('ticks', {
        resolve: () =>
          new trpc.Subscription<bigint | number>((emit) => {
            const timer = setTimeout(() => {
              try {
                emit.data(1n);
              } catch (error) {
                emitError = error;
              }
              emit.data(2);
            }, 20);
            return () => clearTimeout(timer);
          }),
      });

    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    applyWSSHandler({ wss, router, createContext: () => ({}) });
    await within(2000, 'listening', new Promise<void>((resolve) => wss.once('listening', () => resolve())));
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    const clients: ReturnType<typeof createWSClient>[] = [];
    const connect = () => {
      const wsClient = createWSClient({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
      clients.push(wsClient);
      return createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    };
    t.after(() => {
      for (const c of clients) c.close();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });

    // Results: sent in one WebSocket message, the bigint ones fail as over HTTP, the other call succeeds.
    const client = connect();
    const [big, bigMutation, ok] = await Promise.all([
      outcome(client.query('big'), 2000),
      outcome(client.mutation('bigMutation'), 2000),
      outcome(client.query('ok'), 2000),
    ]);
    assert.deepEqual(big, { message: MESSAGE, code: 'INTERNAL_SERVER_ERROR' });
    assert.deepEqual(bigMutation, { message: MESSAGE, code: 'INTERNAL_SERVER_ERROR' });
    assert.deepEqual(ok, { data: 'ok' });

    // A subscription's value: emit.data() throws on the server, the client gets only the next value.
    const received: unknown[] = [];
    const unsubscribe = client.subscription('ticks', undefined, {
      onNext: (result) => received.push(result),
      onError: (error) => received.push(error.message),
    });
    await until(2000, 'the second value of the subscription', () => received.length >= 2);
    unsubscribe();
    assert.ok(emitError instanceof TypeError);
    assert.equal(emitError.message, MESSAGE);
    assert.deepEqual(received, [{ type: 'started' }, { type: 'data', data: 2 }]);

    // An input: the client throws in its send timer, nothing settles, and a later call of that client hangs too.
    const caught = catchUncaught(t);
    const stalled = connect();
    const [withBigInput, sameTick] = await Promise.all([
      outcome(stalled.query('echo', 1n), 500),
      outcome(stalled.query('ok'), 500),
    ]);
    const later = await outcome(stalled.query('ok'), 500);
    assert.deepEqual([withBigInput, sameTick, later], ['pending', 'pending', 'pending']);
    assert.ok(caught.length >= 2, 'the send timer should throw once per attempt to send');
    for (const error of caught) assert.equal((error as Error).message, MESSAGE);

    // Another client on the same server is unaffected.
    assert.deepEqual(await outcome(connect().query('ok'), 2000), { data: 'ok' });
  },
);
