/**
 * When the 9.x subscriptions page's cleanup runs (9.27.4): the page's own chat router behind
 * applyWSSHandler, and a raw `ws` client sending the protocol's messages.
 *
 *   node --import tsx --test tests/facts/subscriptions-v9-cleanup.test.ts
 */
import assert from 'node:assert/strict';
import type { EventEmitter } from 'node:events';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WSAdapter from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import { fact, until, v9, within } from './facts';
import { runPageCode } from './pageCode';

const SUBSCRIPTIONS = 'versioned_docs/version-9.x/further/subscriptions.md';

const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v9('ws') as typeof WS;

interface Message {
  id: number | null;
  result?: { type: string };
}

const subscribe = (id: number) => ({
  id,
  method: 'subscription',
  params: { path: 'chat.onMessage', input: { room: 'general' } },
});

fact(
  SUBSCRIPTIONS,
  'the cleanup runs when the client disconnects, or unsubscribes once the subscription has started; an earlier unsubscribe is ignored',
  async (t) => {
    const { appRouter, events } = runPageCode<{ appRouter: ServerV9.AnyRouter; events: EventEmitter }>(
      SUBSCRIPTIONS,
      ['appRouter', 'events'],
      {},
      { title: 'server/router.ts' },
    );
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await within(5000, 'listening WebSocket server', once(wss, 'listening'));
    applyWSSHandler({ wss, router: appRouter, createContext: () => ({}) });
    t.after(() => {
      for (const client of wss.clients) client.terminate();
      wss.close();
    });
    const socket = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    t.after(() => socket.terminate());
    const inbox: Message[] = [];
    socket.on('message', (data: Buffer) => inbox.push(JSON.parse(data.toString()) as Message));
    await within(5000, 'open socket', once(socket, 'open'));
    const send = (message: unknown) => socket.send(JSON.stringify(message));

    send(subscribe(1));
    await until(5000, 'started for id 1', () => inbox.some((m) => m.id === 1 && m.result?.type === 'started'));
    assert.equal(events.listenerCount('message'), 1, 'the subscription listens');
    send({ id: 1, method: 'subscription.stop' });
    await until(5000, 'stopped for id 1', () => inbox.some((m) => m.id === 1 && m.result?.type === 'stopped'));
    assert.equal(events.listenerCount('message'), 0, 'a stop after started runs the cleanup');

    // A stop that reaches the server while the subscription is still starting (here in the same frame).
    send([subscribe(2), { id: 2, method: 'subscription.stop' }]);
    await until(5000, 'started for id 2', () => inbox.some((m) => m.id === 2 && m.result?.type === 'started'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(events.listenerCount('message'), 1, 'a stop before started is ignored: the listener stays');

    socket.close();
    await until(5000, 'cleanup after the socket closed', () => events.listenerCount('message') === 0);
  },
);
