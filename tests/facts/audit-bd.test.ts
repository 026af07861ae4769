/**
 * Independent audit BD (bench/audit-independent-2026-11-29bd.md): the edges of sentences of the 10.x
 * subscriptions page, against @trpc/server 10.12.0 and ws from src/samples/v10. The page's own chat router
 * (its EventEmitter and the cleanup that removes the listener) runs behind applyWSSHandler, and a raw `ws`
 * client sends the messages whose answers the page describes.
 *
 *   node --import tsx --test tests/facts/audit-bd.test.ts
 */
import assert from 'node:assert/strict';
import type { EventEmitter } from 'node:events';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, until, v10, within } from './facts';
import { runPageCode } from './pageCode';

const SUBSCRIPTIONS = 'docs/further/subscriptions.md';

const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;

type Router = ServerV10.AnyRouter;

interface Message {
  id: number | null;
  result?: { type: string; data?: unknown };
  error?: { data: { code: string } };
}

/** applyWSSHandler for `router` on a loopback port, and a raw client connected to it. */
async function connect(t: TestContext, router: Router) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await within(5000, 'listening WebSocket server', once(wss, 'listening'));
  applyWSSHandler({ wss, router });
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
  return { socket, inbox, send };
}

/** The page's chat router and the EventEmitter its subscriptions listen on. */
function chat(): { appRouter: Router; events: EventEmitter } {
  return runPageCode<{ appRouter: Router; events: EventEmitter }>(
    SUBSCRIPTIONS,
    ['appRouter', 'events'],
    {},
    {
      title: 'server/router.ts',
    },
  );
}

const subscribe = (id: number) => ({
  id,
  method: 'subscription',
  params: { path: 'chat.onMessage', input: { room: 'general' } },
});

fact(
  SUBSCRIPTIONS,
  "the observable's cleanup runs when the socket closes, and when the client unsubscribes after the server has sent started; an earlier unsubscribe is ignored",
  async (t) => {
    const { appRouter, events } = chat();
    const { socket, inbox, send } = await connect(t, appRouter);

    // a stop after `started`: the cleanup removes the page's listener and the server answers `stopped`
    send(subscribe(1));
    await until(5000, 'started for id 1', () => inbox.some((m) => m.id === 1 && m.result?.type === 'started'));
    assert.equal(events.listenerCount('message'), 1, 'the subscription listens');
    send({ id: 1, method: 'subscription.stop' });
    await until(5000, 'stopped for id 1', () => inbox.some((m) => m.id === 1 && m.result?.type === 'stopped'));
    assert.equal(events.listenerCount('message'), 0, 'a stop after started runs the cleanup');

    // a stop that reaches the server while the subscription is still starting (here in the same frame)
    send([subscribe(2), { id: 2, method: 'subscription.stop' }]);
    await until(5000, 'started for id 2', () => inbox.some((m) => m.id === 2 && m.result?.type === 'started'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(
      events.listenerCount('message'),
      1,
      'a stop before started is ignored: the cleanup has not run and the listener stays',
    );
    assert.ok(!inbox.some((m) => m.id === 2 && m.result?.type === 'stopped'), 'no stopped for the ignored stop');

    // closing the socket runs the cleanup of what is still subscribed
    socket.close();
    await until(5000, 'cleanup after the socket closed', () => events.listenerCount('message') === 0);
  },
);

fact(
  SUBSCRIPTIONS,
  'a query or mutation sent over the WebSocket gets exactly one response, data or an error',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const trpc = initTRPC.create();
    const router = trpc.router({
      ok: trpc.procedure.query(() => 'ok'),
      fails: trpc.procedure.mutation(() => {
        throw new Error('boom');
      }),
    });
    const { inbox, send } = await connect(t, router);
    send({ id: 1, method: 'query', params: { path: 'ok' } });
    send({ id: 2, method: 'mutation', params: { path: 'fails' } });
    await until(5000, 'two answers', () => inbox.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const byId = (id: number) => inbox.filter((m) => m.id === id);
    assert.deepEqual(byId(1), [{ id: 1, result: { type: 'data', data: 'ok' } }], 'the query gets one data message');
    assert.equal(byId(2).length, 1, 'the failing mutation gets one message');
    assert.equal(byId(2)[0]?.result, undefined, 'the failing mutation gets no data message');
    assert.equal(byId(2)[0]?.error?.data.code, 'INTERNAL_SERVER_ERROR', 'it gets an error instead');
  },
);
