/**
 * Independent audit HV (bench/audit-independent-2026-11-30hv.md): a census of the latest fixes on nine pages.
 * The one wrong claim found is pinned here against @trpc/* 10.12.0 from src/samples/v10, with a `ws` server on
 * 127.0.0.1 at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-hv.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as TRPCObservable from '../../src/samples/v10/node_modules/@trpc/server/dist/observable';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, pageText, until, v10, within } from './facts';
import { serveWebSocket } from './wsPingServer';

const WS_PAGE = 'docs/client/links/wsLink.md';

async function startServer(t: { after: (fn: () => void) => void }) {
  const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
  const { observable } = v10('@trpc/server/observable') as typeof TRPCObservable;
  const tr = initTRPC.create();
  const router = tr.router({
    ping: tr.procedure.query(() => 'pong'),
    ticks: tr.procedure.subscription(() =>
      observable<number>((emit) => {
        emit.next(1);
        return () => undefined;
      }),
    ),
  });
  const { wss, url } = await serveWebSocket(t, router);
  return { wss, router, url };
}

type HVRouter = Awaited<ReturnType<typeof startServer>>['router'];

fact(
  WS_PAGE,
  "onClose is not called again when the socket that close() closed then closes, except when close() was undone by a socket still connecting with a call waiting: that socket's later close calls it with its close code",
  async (t) => {
    const page = pageText(WS_PAGE);
    assert.match(
      page,
      /When that socket then closes, it is not called again, except in two cases: a `close\(\)` undone because the socket was still connecting with a call waiting \(see `close\(\)` below\) leaves the connection open, and when that connection later closes by itself it is called as in the next item; and a server's reconnect request can still come, as in the last item\./,
    );
    assert.doesNotMatch(page, /\(not again when that socket then closes\)/);

    const { wss, url } = await startServer(t);
    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;
    const { WebSocket } = v10('ws') as typeof WS;
    const clients: { close: () => void }[] = [];
    t.after(() => clients.forEach((c) => c.close()));
    function open() {
      const causes: unknown[] = [];
      let opens = 0;
      const ws = createWSClient({
        url,
        WebSocket: WebSocket as never,
        onOpen: () => opens++,
        onClose: (cause) => causes.push(cause),
      });
      clients.push(ws);
      const client = createTRPCProxyClient<HVRouter>({ links: [wsLink({ client: ws })] });
      return { ws, client, causes, opens: () => opens };
    }
    const CLOSED = 3;
    const OPEN = 1;

    // 1. close() while connecting, no call waiting: one call without cause; the socket's close adds none.
    const a = open();
    a.ws.close();
    const aSocket = a.ws.getConnection();
    await until(2000, 'the connecting socket to close', () => aSocket.readyState === CLOSED);
    assert.deepEqual(a.causes, [undefined]);

    // 2. close() on an open client with nothing pending: one call; the socket's close adds none.
    const b = open();
    assert.equal(await within(2000, 'pong', b.client.ping.query()), 'pong');
    const bSocket = b.ws.getConnection();
    b.ws.close();
    await until(2000, 'the open socket to close', () => bSocket.readyState === CLOSED);
    assert.deepEqual(b.causes, [undefined]);

    // 3. close() on an open client whose subscription keeps the socket open; the server then closes it:
    //    close() stands, so the socket's close adds no call.
    const d = open();
    const got: number[] = [];
    const sub = d.client.ticks.subscribe(undefined, { onData: (n) => got.push(n) });
    t.after(() => sub.unsubscribe());
    await until(2000, 'a tick', () => got.length > 0);
    const dSocket = d.ws.getConnection();
    d.ws.close();
    assert.equal(dSocket.readyState, OPEN);
    for (const socket of wss.clients) socket.close(4002);
    await until(2000, 'the subscription socket to close', () => dSocket.readyState === CLOSED);
    assert.deepEqual(d.causes, [undefined]);

    // 4. close() while connecting with a call waiting: undone when the socket opens; when the server later
    //    closes that socket, onClose runs again with its close code (the old "(not again …)" was wrong here).
    const c = open();
    const answer = c.client.ping.query();
    c.ws.close();
    const cSocket = c.ws.getConnection();
    assert.equal(await within(2000, 'pong', answer), 'pong');
    assert.equal(cSocket.readyState, OPEN);
    assert.deepEqual(c.causes, [undefined]);
    for (const socket of wss.clients) socket.close(4000);
    await until(2000, 'onClose with the close code', () => c.causes.length === 2);
    assert.deepEqual(c.causes, [undefined, { code: 4000 }]);
    // … and the client reconnects, as if close() had never been called.
    await until(2000, 'a reconnect', () => c.opens() === 2);
  },
);
