/**
 * Independent audit HT (bench/audit-independent-2026-11-30ht.md): a census of the latest fixes. One wrong claim
 * was fixed; this fact pins the new sentence against the packages the page documents: @trpc/* 10.12.0 with ws
 * (src/samples/v10). The server listens on 127.0.0.1 at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-ht.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/ws';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, pageText, until, v10, within } from './facts';

const wsLinkPage = 'docs/client/links/wsLink.md';

fact(
  wsLinkPage,
  "a server's reconnect request calls onClose at once without a cause, unless close() was called while that socket was open (an active subscription kept it open): then the client reconnects without that call",
  async (t) => {
    const page = pageText(wsLinkPage);
    assert.match(
      page,
      /A server's \[reconnect request\]\(#reconnecting-and-connection-status\) calls it at once, without `cause`, unless `close\(\)` was called while that socket was open \(an active subscription keeps it open, see `close\(\)` below\); if the old socket finishes closing only after the new connection has opened, a call with its close code follows\./,
    );
    assert.doesNotMatch(page, /calls it at once, without `cause`; if the old socket/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
    const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;

    const tr = initTRPC.create();
    const router = tr.router({
      tick: tr.procedure.subscription(() =>
        observable<number>((emit) => {
          let n = 0;
          const timer = setInterval(() => emit.next(n++), 10);
          return () => clearInterval(timer);
        }),
      ),
    });
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await within(2000, 'listening', new Promise<void>((resolve) => wss.once('listening', () => resolve())));
    const handler = applyWSSHandler({ wss, router });
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    const cleanups: (() => void)[] = [];
    t.after(() => {
      for (const cleanup of cleanups) cleanup();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });

    /** A client with an active subscription, and what its onOpen and onClose saw. */
    const subscribed = async () => {
      const causes: unknown[] = [];
      let opens = 0;
      let values = 0;
      const wsClient = createWSClient({
        url,
        WebSocket: WebSocket as never,
        onOpen: () => opens++,
        onClose: (cause) => causes.push(cause),
      });
      const client = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });
      const subscription = client.tick.subscribe(undefined, { onData: () => values++ });
      cleanups.push(() => {
        subscription.unsubscribe();
        wsClient.close();
        wsClient.getConnection().close();
      });
      await until(2000, 'a first value', () => values > 0);
      return { wsClient, causes, opens: () => opens };
    };

    // An open client: the reconnect request calls onClose at once, without a cause.
    const open = await subscribed();
    // close() while its socket is open; the subscription keeps the socket open.
    const closed = await subscribed();
    closed.wsClient.close();
    assert.deepEqual(closed.causes, [undefined], 'close() calls onClose once, without cause');
    const oldSocket = closed.wsClient.getConnection();
    assert.equal(oldSocket.readyState, WebSocket.OPEN, 'the subscription keeps the socket open');

    handler.broadcastReconnectNotification();
    await until(2000, 'the open client to call onClose', () => open.causes.length > 0);
    assert.deepEqual(open.causes[0], undefined, 'at once, without cause');
    await until(
      5000,
      'the closed client to open a new connection and its old socket to close',
      () => closed.opens() === 2 && oldSocket.readyState === WebSocket.CLOSED,
    );
    // Only the call of close(): the reconnect request added none without a cause.
    assert.deepEqual(
      closed.causes.filter((cause) => cause === undefined),
      [undefined],
      `no call without cause for the reconnect request: ${JSON.stringify(closed.causes)}`,
    );
    assert.notEqual(closed.wsClient.getConnection(), oldSocket, 'it did connect again');
  },
);
