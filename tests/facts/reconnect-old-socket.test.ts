/**
 * What happens to the old socket after `broadcastReconnectNotification()`: the notification is itself a message
 * on the old socket, so once the client has re-subscribed on a new one it closes the old one at once, unless a
 * query or mutation still waits for its answer there; then it closes after that answer. An audit doubted the
 * sentences (bench/audit-independent-2026-11-30ek.md, "Noticed"); this pins them against @trpc/* 10.12.0 with ws
 * (src/samples/v10), on 127.0.0.1 at a port the OS picks. The 9.x client's code is the same (its wsLink.ts,
 * the `message` listener's last step).
 *
 *   node --import tsx --test tests/facts/reconnect-old-socket.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/dist/observable';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, pageText, until, v10, within } from './facts';

const page10 = 'docs/further/subscriptions.md';
const page9 = 'versioned_docs/version-9.x/further/subscriptions.md';

fact(
  page10,
  'after a reconnect notification the client closes the old socket at once, or after the answer of a call still waiting on it',
  async (t) => {
    assert.match(
      pageText(page10),
      /closes the old connection as soon as no query or mutation is still waiting for an answer on it/,
    );
    assert.match(pageText(page9), /closes the old connection once it has no pending requests/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
    const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;

    /** The connections whose subscription runs, and those whose subscription was cleaned up (socket closed). */
    const live = new Set<number>();
    const cleaned: number[] = [];
    let connections = 0;
    let answerSlow: (() => void) | undefined;
    const tr = initTRPC.context<{ connection: number }>().create();
    const router = tr.router({
      feed: tr.procedure.subscription(({ ctx }) =>
        observable<string>(() => {
          live.add(ctx.connection);
          return () => {
            live.delete(ctx.connection);
            cleaned.push(ctx.connection);
          };
        }),
      ),
      slow: tr.procedure.query(() => new Promise<string>((resolve) => (answerSlow = () => resolve('done')))),
    });
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    const handler = applyWSSHandler({ wss, router, createContext: () => ({ connection: ++connections }) });
    await within(2000, 'listening', new Promise<void>((resolve) => wss.once('listening', () => resolve())));
    const { port } = wss.address() as { port: number };
    const wsClient = createWSClient({ url: `ws://127.0.0.1:${port}`, WebSocket: WebSocket as never });
    const client = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    const subscription = client.feed.subscribe(undefined, {});
    t.after(() => {
      subscription.unsubscribe();
      wsClient.close();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });

    // Only the subscription on the old socket: it moves, and the old socket closes at once.
    await until(5000, 'the first subscription', () => live.has(1));
    handler.broadcastReconnectNotification();
    await until(5000, 'the subscription on the second connection', () => live.has(2));
    await until(5000, 'the first socket to close', () => cleaned.includes(1));

    // A query waiting on the old socket keeps it open until its answer arrives there.
    const slow = client.slow.query();
    await until(5000, 'the query to reach the server', () => answerSlow !== undefined);
    handler.broadcastReconnectNotification();
    await until(5000, 'the subscription on the third connection', () => live.has(3));
    await new Promise((resolve) => setTimeout(resolve, 150));
    assert.deepEqual(cleaned, [1], 'the second socket stays open while the query waits on it');
    answerSlow?.();
    assert.equal(await within(5000, 'the answer on the old socket', slow), 'done');
    await until(5000, 'the second socket to close', () => cleaned.includes(2));
  },
);
