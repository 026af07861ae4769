/**
 * Independent audit JA (bench/audit-independent-2026-12-01ja.md): a census of the lines that moved out of long
 * table cells. Each fact runs the packages of the page's version from src/samples (@trpc/* 10.12.0 with ws, or
 * @trpc/next 9.27.4 with react-dom/server) on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-ja.test.ts
 */
import assert from 'node:assert/strict';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ObservableV10 from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as NextV9 from '../../src/samples/v9/node_modules/@trpc/next';
import { fact, pageText, until, v10, v9, within } from './facts';
import { recordingWebSocket } from './recordingWebSocket';
import { serveWebSocket } from './wsPingServer';

const wsLinkPage = 'docs/client/links/wsLink.md';

type CloseCause = { code?: number } | undefined;

/**
 * A 10.12.0 server with a query and a subscription that counts its runs, and a client over `ws` whose sockets are
 * recorded; `onSocket` (if set) runs once, in a microtask after the next socket is created, while it still connects.
 */
async function setup(t: { after: (fn: () => void) => void }, retryDelayMs?: () => number) {
  const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
  const { observable } = v10('@trpc/server/observable') as typeof ObservableV10;
  const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof ClientV10;
  const { WebSocket } = v10('ws') as typeof WS;
  const tr = initTRPC.create();
  let runs = 0;
  const router = tr.router({
    ping: tr.procedure.query(() => 'pong'),
    tick: tr.procedure.subscription(() =>
      observable<number>((emit) => {
        runs += 1;
        emit.next(runs);
        return () => undefined;
      }),
    ),
  });
  const { wss, url } = await serveWebSocket(t, router);
  const { RecordedWebSocket, sockets, state } = recordingWebSocket(WebSocket);
  const closes: CloseCause[] = [];
  let opens = 0;
  const wsClient = createWSClient({
    url,
    WebSocket: RecordedWebSocket as unknown as typeof globalThis.WebSocket,
    ...(retryDelayMs ? { retryDelayMs } : {}),
    onOpen: () => (opens += 1),
    onClose: (cause) => closes.push(cause),
  });
  t.after(() => {
    wsClient.close();
    for (const socket of sockets) socket.terminate();
  });
  const client = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });
  return { wss, wsClient, client, sockets, closes, state, opens: () => opens, runs: () => runs };
}

fact(
  wsLinkPage,
  "onClose's row says it is called only usually when an open connection closes by itself: a protocol error first means no call",
  async (t) => {
    const page = pageText(wsLinkPage);
    assert.match(
      page,
      /Called when you call `close\(\)`, and usually when an open connection closes by itself or a server asks for a reconnect; the exceptions are below the table\./,
    );
    assert.doesNotMatch(
      page,
      /when an open connection closes by itself, and on a server's reconnect request: the cases are below/,
    );

    // A frame with a reserved opcode: the client's socket fires `error`, then closes; onClose is not called, and the
    // client reconnects.
    const a = await setup(t);
    assert.equal(await within(3000, 'pong', a.client.ping.query()), 'pong');
    for (const socket of a.wss.clients) {
      (socket as unknown as { _socket: { write: (b: Buffer) => void } })._socket.write(Buffer.from([0x83, 0x00]));
    }
    await until(3000, 'a reconnect after the protocol error', () => a.opens() === 2);
    assert.deepEqual(a.closes, [], 'no onClose for a close that an error event preceded');

    // The neighbouring case: the server closes the socket cleanly, and onClose gets its code.
    const b = await setup(t);
    assert.equal(await within(3000, 'pong', b.client.ping.query()), 'pong');
    for (const socket of b.wss.clients) socket.close(4000);
    await until(3000, 'a reconnect after the clean close', () => b.opens() === 2);
    assert.deepEqual(b.closes, [{ code: 4000 }]);
  },
);

fact(
  wsLinkPage,
  'after a close() undone by a waiting call, a later close() is not followed by a call with the close code; a close by itself is',
  async (t) => {
    const page = pageText(wsLinkPage);
    assert.match(
      page,
      /leaves the connection open, and when that connection later closes by itself it is called as in the next item;/,
    );
    assert.doesNotMatch(page, /and its later close calls it with the close code/);

    // close() while the first socket connects with a query waiting: undone. A second close() then closes the
    // socket, and onClose is called only by that close(), without a cause.
    const a = await setup(t);
    const pong = a.client.ping.query();
    a.wsClient.close();
    assert.equal(await within(3000, 'pong', pong), 'pong');
    assert.equal(a.wsClient.getConnection().readyState, 1, 'the undone close left the socket open');
    a.wsClient.close();
    const socket = a.wsClient.getConnection();
    await until(3000, 'the socket closed', () => socket.readyState === 3);
    assert.deepEqual(a.closes, [undefined, undefined]);

    // The neighbouring case: the undone socket closes by itself, and onClose gets the close code.
    const b = await setup(t);
    const pong2 = b.client.ping.query();
    b.wsClient.close();
    assert.equal(await within(3000, 'pong', pong2), 'pong');
    for (const s of b.wss.clients) s.close(4001);
    await until(3000, 'onClose with the code', () => b.closes.length === 2);
    assert.deepEqual(b.closes, [undefined, { code: 4001 }]);
  },
);

fact(
  wsLinkPage,
  'close() while a replacement socket connects is not undone by subscriptions resumed after a drop, nor by calls made while waiting to reconnect',
  async (t) => {
    const page = pageText(wsLinkPage);
    assert.match(
      page,
      /Calls queued before that socket was created do not count: subscriptions resumed after a dropped connection, and calls made while the client waited to reconnect \(subscriptions resumed on a server's reconnect request do count\)\. If only such calls wait, `close\(\)` closes the socket, and they get no further data, result, error or end\./,
    );

    // A subscription, then the server drops the socket; close() while the new socket connects closes it.
    const a = await setup(t, () => 50);
    const seen: unknown[] = [];
    const sub = a.client.tick.subscribe(undefined, {
      onData: (d) => seen.push(d),
      onError: (e) => seen.push(`error ${e.message}`),
      onComplete: () => seen.push('complete'),
    });
    t.after(() => sub.unsubscribe());
    await until(3000, 'the first value', () => seen.length === 1);
    const replaced = new Promise<WS.WebSocket>((resolve) => {
      a.state.onSocket = (socket) => {
        assert.equal(socket.readyState, 0, 'still connecting');
        a.wsClient.close();
        resolve(socket);
      };
    });
    for (const s of a.wss.clients) s.close(4000);
    const second = await within(3000, 'the replacement socket', replaced);
    await until(3000, 'the replacement socket closed', () => second.readyState === 3);
    // The server answers a fresh client, so it had time to see a resumed subscription, had one been sent.
    const probe = await setup(t);
    assert.equal(await within(3000, 'pong', probe.client.ping.query()), 'pong');
    assert.equal(a.runs(), 1, 'the subscription was not resumed');
    assert.deepEqual(seen, [1], 'no more data, no error, no end');
    assert.equal(a.opens(), 1, 'the replacement socket never opened');

    // A query made while the client waits to reconnect: close() on the replacement socket closes it too.
    const b = await setup(t, () => 300);
    assert.equal(await within(3000, 'pong', b.client.ping.query()), 'pong');
    const first = b.wsClient.getConnection();
    for (const s of b.wss.clients) s.close(4000);
    await until(3000, 'the first socket closed', () => first.readyState === 3);
    let settled = false;
    void b.client.ping.query().then(
      () => (settled = true),
      () => (settled = true),
    );
    const replacedB = new Promise<WS.WebSocket>((resolve) => {
      b.state.onSocket = (socket) => {
        b.wsClient.close();
        resolve(socket);
      };
    });
    const secondB = await within(3000, 'the replacement socket', replacedB);
    await until(3000, 'the replacement socket closed', () => secondB.readyState === 3);
    assert.equal(await within(3000, 'pong', probe.client.ping.query()), 'pong');
    assert.equal(settled, false, 'the query got neither a result nor an error');

    // The neighbouring case: after a server's reconnect request, the resumed subscription keeps the new socket.
    const c = await setup(t);
    const seenC: unknown[] = [];
    const subC = c.client.tick.subscribe(undefined, { onData: (d) => seenC.push(d) });
    t.after(() => subC.unsubscribe());
    await until(3000, 'the first value', () => seenC.length === 1);
    const replacedC = new Promise<WS.WebSocket>((resolve) => {
      c.state.onSocket = (socket) => {
        c.wsClient.close();
        resolve(socket);
      };
    });
    for (const s of c.wss.clients) s.send(JSON.stringify({ id: null, method: 'reconnect' }));
    const secondC = await within(3000, 'the replacement socket', replacedC);
    await until(3000, 'the resumed subscription', () => seenC.length === 2);
    assert.equal(secondC.readyState, 1, 'the close() was undone: the new socket is open');
    assert.equal(c.runs(), 2);
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/introduction.md',
  "withTRPC()'s config is called without ctx each time the wrapped component mounts, not once",
  () => {
    const page = pageText('versioned_docs/version-9.x/nextjs/introduction.md');
    assert.match(
      page,
      /It is also called without `ctx`: in the browser each time the component `withTRPC\(\)` wraps mounts \(for `_app`, when the app loads; for a single page, each time it mounts,/,
    );
    assert.doesNotMatch(page, /`ctx`: once in the browser/);

    const React = v9('react') as typeof ReactNS;
    const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
    const { withTRPC } = v9('@trpc/next') as typeof NextV9;
    const calls: unknown[] = [];
    function Page() {
      return null;
    }
    const options = {
      config: (info: unknown) => {
        calls.push(info);
        return { url: 'http://127.0.0.1:1' };
      },
      ssr: false,
    } as unknown as Parameters<typeof withTRPC>[0];
    const Wrapped = withTRPC(options)(Page as never) as unknown as ReactNS.FunctionComponent<object>;
    // Two mounts of the wrapped page (the path has no browser check): two calls, each without ctx.
    renderToString(React.createElement(Wrapped, {}));
    renderToString(React.createElement(Wrapped, {}));
    assert.deepEqual(calls, [{}, {}]);
  },
);
