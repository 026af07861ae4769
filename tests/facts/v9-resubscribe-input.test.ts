/**
 * 9.27.4's `wsLink` (src/samples/v9) re-sends a subscription after a reconnect with the operation it started with,
 * input included: a cursor in the input is the first one, so the server catches the client up from there and the
 * client skips what it already has. Pins the caution of versioned_docs/version-9.x/further/subscriptions.md.
 *
 *   node --import tsx --test tests/facts/v9-resubscribe-input.test.ts
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type WS from '../../src/samples/v9/node_modules/@types/ws';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import { fact, until, v9, within } from './facts';

const page = 'versioned_docs/version-9.x/further/subscriptions.md';

fact(page, 'after a reconnect the subscription is sent again with the input it started with', async (t) => {
  const text = fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8');
  assert.match(
    text,
    /a reconnect re-sends the input the subscription started with, so skip the events you already have/,
  );

  const trpc = v9('@trpc/server') as typeof ServerV9;
  const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
  const { WebSocket, WebSocketServer } = v9('ws') as typeof WS;
  const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
  const { createWSClient, wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;

  /** The cursor each subscription call received on the server, in order. */
  const cursors: number[] = [];
  const router = trpc.router().subscription('events', {
    input: (value: unknown) => value as { cursor: number },
    resolve: ({ input }) => {
      cursors.push(input.cursor);
      return new trpc.Subscription<number>(() => () => undefined);
    },
  });
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  const handler = applyWSSHandler({ wss, router });
  await within(5000, 'listening WebSocket server', once(wss, 'listening'));
  const wsClient = createWSClient({
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    WebSocket: WebSocket as never,
    retryDelayMs: () => 10,
  });
  const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] });
  const unsubscribe = client.subscription('events', { cursor: 7 }, {});
  t.after(() => {
    unsubscribe();
    wsClient.close();
    for (const socket of wss.clients) socket.terminate();
    wss.close();
  });

  await until(5000, 'the first subscription', () => cursors.length === 1);
  handler.broadcastReconnectNotification();
  await until(5000, 'the subscription sent again', () => cursors.length === 2);
  assert.deepEqual(cursors, [7, 7]);
});
