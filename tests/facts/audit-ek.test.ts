/**
 * Independent audit EK (bench/audit-independent-2026-11-30ek.md): the one drawn claim the audit found wrong, pinned
 * as corrected. It runs @trpc/* 9.27.4 from src/samples/v9: `applyWSSHandler` on a `ws` server at a loopback port
 * the OS picks, and the 9.x client's `createWSClient` and `wsLink`.
 *
 *   node --import tsx --test tests/facts/audit-ek.test.ts
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type WS from '../../src/samples/v9/node_modules/@types/ws';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import { fact, until, v9, within } from './facts';

const subscriptionsPage = 'versioned_docs/version-9.x/further/subscriptions.md';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
const { WebSocket, WebSocketServer } = v9('ws') as typeof WS;
const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { createWSClient, wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;

fact(
  subscriptionsPage,
  'a reconnecting client can miss events (it may still get one on its old connection) and nothing is replayed',
  async (t) => {
    const text = readFileSync(path.resolve(__dirname, '../..', subscriptionsPage), 'utf8');
    assert.match(text, /While a client is reconnecting it can miss events, and the server does not replay them\./);
    assert.doesNotMatch(text, /reconnecting it receives nothing/);

    /** The live subscriptions on the server, by connection number, and how many have been cleaned up. */
    const live = new Map<number, ServerV9.SubscriptionEmit<string>>();
    let cleanups = 0;
    let connections = 0;
    const publish = (event: string) => {
      for (const emit of live.values()) emit.data(event);
    };
    const router = trpc.router<{ connection: number }>().subscription('feed', {
      resolve: ({ ctx }) =>
        new trpc.Subscription<string>((emit) => {
          live.set(ctx.connection, emit);
          return () => {
            live.delete(ctx.connection);
            cleanups++;
          };
        }),
    });
    // The second connection is accepted only when the fact lets it in, so the gap between the two is not a race.
    let admitSecond: (() => void) | undefined;
    const wss = new WebSocketServer({
      port: 0,
      host: '127.0.0.1',
      verifyClient: (_info, accept) => {
        if (connections === 0) accept(true);
        else admitSecond = () => accept(true);
      },
    });
    const handler = applyWSSHandler({ wss, router, createContext: () => ({ connection: ++connections }) });
    await within(5000, 'listening WebSocket server', once(wss, 'listening'));
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
      WebSocket: WebSocket as never,
      retryDelayMs: () => 10,
    });
    const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    const received: string[] = [];
    const unsubscribe = client.subscription('feed', undefined, {
      onNext: (result) => {
        if (result.type === 'data') received.push(result.data);
      },
    });
    t.after(() => {
      unsubscribe();
      wsClient.close();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });

    await until(5000, 'the first subscription on the server', () => live.has(1));
    // The notification goes out first on the same socket, so the client starts reconnecting before it sees 'a'.
    handler.broadcastReconnectNotification();
    publish('a');
    await until(5000, "the old connection's subscription to end", () => cleanups === 1);
    await until(5000, 'the second connection to knock', () => admitSecond !== undefined);
    publish('b'); // no connection is subscribed now
    admitSecond?.();
    await until(5000, 'the subscription on the new connection', () => live.has(2));
    publish('c');
    await until(5000, "the new connection's event", () => received.includes('c'));
    assert.deepEqual(received, ['a', 'c'], "'a' arrived while reconnecting, 'b' was missed and never replayed");
  },
);
