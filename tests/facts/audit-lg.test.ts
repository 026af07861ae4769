/**
 * Independent audit LG (bench/audit-independent-2026-12-01lg.md): 40 drawn sentences and a census line. The fact
 * pins the one sentence the audit corrected, on `close()` of the 10.x WebSocket client: it runs @trpc/server and
 * @trpc/client 10.12.0 and ws from src/samples/v10 on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-lg.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, pageText, until, v10, within } from './facts';

const PAGE = 'docs/client/links/wsLink.md';

fact(
  PAGE,
  'after close(), a server reconnect request revives the client while a query or mutation waiting for its result holds the socket open, not only a subscription',
  async (t) => {
    const page = pageText(PAGE);
    assert.match(
      page,
      /While the socket stays open after `close\(\)`, held by such a subscription or by a query or mutation still waiting for its result, a server's \[reconnect request\]\(#reconnecting-and-connection-status\) still makes the client connect again, and from then on it reconnects as if `close\(\)` had never been called\./,
    );
    assert.doesNotMatch(page, /While such a socket is open, a server's \[reconnect request\]/);

    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
    const { WebSocketServer, WebSocket } = v10('ws') as typeof WS;
    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof ClientV10;

    for (const kind of ['query', 'mutation'] as const) {
      let started = false;
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const tr = initTRPC.create();
      const slow = async () => {
        started = true;
        await gate;
        return 'done';
      };
      const router = tr.router({ q: tr.procedure.query(slow), m: tr.procedure.mutation(slow) });

      const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
      const handler = applyWSSHandler({ wss, router });
      await within(2000, 'listening', new Promise<void>((resolve) => wss.once('listening', () => resolve())));
      const { port } = wss.address() as AddressInfo;

      let opens = 0;
      const wsClient = createWSClient({
        url: `ws://127.0.0.1:${port}`,
        WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
        onOpen: () => opens++,
      });
      t.after(() => {
        release();
        wsClient.close();
        for (const socket of wss.clients) socket.terminate();
        wss.close();
      });
      const client = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });
      await until(2000, 'first connection', () => opens === 1);

      const call = kind === 'query' ? client.q.query() : client.m.mutate();
      await until(2000, `the ${kind} to reach the server`, () => started);

      // close() while the call waits, then the server asks its clients to reconnect.
      wsClient.close();
      handler.broadcastReconnectNotification();
      await until(2000, `a new connection after close() (${kind})`, () => opens === 2);

      release();
      assert.equal(await within(2000, `the ${kind} result`, call), 'done');

      // From then on the client reconnects when the server drops it, as if close() had never been called.
      for (const socket of wss.clients) socket.close();
      await until(2000, `a reconnect after the server dropped the socket (${kind})`, () => opens === 3);
      assert.equal(wsClient.getConnection().readyState, WebSocket.OPEN);
    }
  },
);
