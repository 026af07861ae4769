/**
 * Two claims that audit JA found wrong on 10.x pages, checked where they also stood on 9.x pages: close() while a
 * replacement socket connects (further/subscriptions.md) and when withTRPC() calls config() without ctx
 * (nextjs/ssr.md). Each fact runs @trpc/* 9.27.4 from src/samples/v9 (with ws, or react-dom/server) on 127.0.0.1,
 * at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/repeats-ja.test.ts
 */
import assert from 'node:assert/strict';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as NextV9 from '../../src/samples/v9/node_modules/@trpc/next';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as ReactQueryV9 from '../../src/samples/v9/node_modules/react-query';
import { fact, pageText, until, v9, within } from './facts';
import { recordingWebSocket } from './recordingWebSocket';
import { startWsServerV9 } from './wsServerV9';

const subscriptionsPage = 'versioned_docs/version-9.x/further/subscriptions.md';
const ssrPage = 'versioned_docs/version-9.x/nextjs/ssr.md';

/**
 * A 9.27.4 server with a query and a subscription that counts its runs, and a client over `ws` whose sockets are
 * recorded; `onSocket` (if set) runs once, in a microtask after the next socket is created, while it still connects.
 */
async function setup(t: { after: (fn: () => void) => void }, retryDelayMs?: () => number) {
  const trpc = v9('@trpc/server') as typeof ServerV9;
  const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
  const { createWSClient, wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
  const { WebSocket } = v9('ws') as typeof WS;
  let runs = 0;
  const router = trpc
    .router()
    .query('ping', { resolve: () => 'pong' })
    .subscription('tick', {
      resolve: () =>
        new trpc.Subscription<number>((emit) => {
          runs += 1;
          emit.data(runs);
          return () => undefined;
        }),
    });
  const { wss, handler, url } = await startWsServerV9(t, router, { createContext: () => ({}) });
  let opens = 0;
  const { RecordedWebSocket, sockets, state } = recordingWebSocket(WebSocket, (socket) =>
    socket.on('open', () => (opens += 1)),
  );
  const wsClient = createWSClient({
    url,
    WebSocket: RecordedWebSocket as unknown as typeof globalThis.WebSocket,
    ...(retryDelayMs ? { retryDelayMs } : {}),
  });
  t.after(() => {
    wsClient.close();
    for (const socket of sockets) socket.terminate();
  });
  const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] });
  /** Subscribes to `tick`, recording each data value, error message and end. */
  const subscribe = () => {
    const seen: unknown[] = [];
    const unsubscribe = client.subscription('tick', undefined, {
      onNext: (result) => {
        if (result.type === 'data') seen.push(result.data);
      },
      onError: (err) => seen.push(`error ${err.message}`),
      onDone: () => seen.push('done'),
    });
    t.after(unsubscribe);
    return seen;
  };
  /** A promise of the next socket the client creates, after `close()` was called on the client while it connects. */
  const closeOnNextSocket = (first?: () => void) =>
    new Promise<WS.WebSocket>((resolve) => {
      state.onSocket = (socket) => {
        assert.equal(socket.readyState, 0, 'still connecting');
        first?.();
        wsClient.close();
        resolve(socket);
      };
    });
  return { wss, handler, wsClient, client, subscribe, closeOnNextSocket, opens: () => opens, runs: () => runs };
}

fact(
  subscriptionsPage,
  'close() while a replacement socket connects is not undone by subscriptions resumed after a drop, nor by calls made while waiting to reconnect; a resume on a reconnect request does undo it',
  async (t) => {
    const page = pageText(subscriptionsPage);
    assert.match(
      page,
      /Called while the socket is still connecting and a call waits for it, `close\(\)` is undone when the socket opens: the socket stays open and reconnects as before\. Only calls made after that socket was created count, as do subscriptions the client resumes on a server's reconnect request; a subscription resumed after the connection dropped, or a call made while the client waited to reconnect, does not\. If only such calls wait, `close\(\)` closes the socket and they get nothing more: no data, result, error or end\./,
    );
    assert.doesNotMatch(page, /reconnects as before\. `wsLink\(\)` takes a single option/);

    // The case the sentence starts with: a query waits for the first socket; close() is undone when it opens.
    const first = await setup(t);
    const pong = first.client.query('ping');
    first.wsClient.close();
    assert.equal(await within(3000, 'pong', pong), 'pong');
    assert.equal(first.wsClient.getConnection().readyState, 1, 'the undone close left the socket open');

    // A subscription, then the server drops the socket; close() while the new socket connects closes it.
    const a = await setup(t, () => 50);
    const seenA = a.subscribe();
    await until(3000, 'the first value', () => seenA.length === 1);
    const replacedA = a.closeOnNextSocket();
    for (const s of a.wss.clients) s.close(4000);
    const secondA = await within(3000, 'the replacement socket', replacedA);
    await until(3000, 'the replacement socket closed', () => secondA.readyState === 3);
    // A fresh client is answered, so the server had time to see a resumed subscription, had one been sent.
    const probe = await setup(t);
    assert.equal(await within(3000, 'pong', probe.client.query('ping')), 'pong');
    assert.equal(a.runs(), 1, 'the subscription was not resumed');
    // 9.x reports the drop itself as an error (before close()); after close() nothing more arrives.
    assert.deepEqual(seenA, [1, 'error WebSocket closed prematurely'], 'no more data, no error, no end');
    assert.equal(a.opens(), 1, 'the replacement socket never opened');

    // A query made while the client waits to reconnect: close() on the replacement socket closes it too.
    const b = await setup(t, () => 300);
    assert.equal(await within(3000, 'pong', b.client.query('ping')), 'pong');
    const firstB = b.wsClient.getConnection();
    for (const s of b.wss.clients) s.close(4000);
    await until(3000, 'the first socket closed', () => firstB.readyState === 3);
    let settled = false;
    void b.client.query('ping').then(
      () => (settled = true),
      () => (settled = true),
    );
    const replacedB = b.closeOnNextSocket();
    const secondB = await within(3000, 'the replacement socket', replacedB);
    await until(3000, 'the replacement socket closed', () => secondB.readyState === 3);
    assert.equal(await within(3000, 'pong', probe.client.query('ping')), 'pong');
    assert.equal(settled, false, 'the query got neither a result nor an error');

    // The neighbouring case: a query made once the replacement socket exists counts, and close() is undone.
    const d = await setup(t, () => 50);
    assert.equal(await within(3000, 'pong', d.client.query('ping')), 'pong');
    const firstD = d.wsClient.getConnection();
    let late: Promise<string> | undefined;
    const replacedD = d.closeOnNextSocket(() => {
      late = d.client.query('ping');
    });
    for (const s of d.wss.clients) s.close(4000);
    const secondD = await within(3000, 'the replacement socket', replacedD);
    assert.notEqual(secondD, firstD);
    assert.equal(await within(3000, 'the late pong', late as unknown as Promise<string>), 'pong');
    assert.equal(secondD.readyState, 1, 'the close() was undone: the new socket is open');

    // The neighbouring case: after a server's reconnect request, the resumed subscription keeps the new socket.
    const c = await setup(t);
    const seenC = c.subscribe();
    await until(3000, 'the first value', () => seenC.length === 1);
    const replacedC = c.closeOnNextSocket();
    c.handler.broadcastReconnectNotification();
    const secondC = await within(3000, 'the replacement socket', replacedC);
    await until(3000, 'the resumed subscription', () => seenC.length === 2);
    assert.deepEqual(seenC, [1, 2]);
    assert.equal(secondC.readyState, 1, 'the close() was undone: the new socket is open');
    assert.equal(c.runs(), 2);
  },
);

fact(
  ssrPage,
  "withTRPC()'s config is called without ctx each time the wrapped component mounts, each mount with a new QueryClient",
  () => {
    const page = pageText(ssrPage);
    assert.match(
      page,
      /Without `ctx`, it runs in the browser each time the wrapped component mounts \(see below\), and on the server for the final render after the prepass/,
    );
    assert.match(
      page,
      /When `withTRPC\(\)` wraps `_app`, the browser call comes once, when the app loads\. When it wraps a single page, it comes each time that page mounts, and each mount creates a new tRPC client and `QueryClient`, so it does not see what an earlier mount cached\./,
    );
    assert.doesNotMatch(page, /`ctx` once in the browser/);

    const React = v9('react') as typeof ReactNS;
    const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
    const { useQueryClient } = v9('react-query') as typeof ReactQueryV9;
    const { withTRPC } = v9('@trpc/next') as typeof NextV9;
    const calls: unknown[] = [];
    const queryClients: unknown[] = [];
    function Page() {
      queryClients.push(useQueryClient());
      return null;
    }
    const options = {
      config: (info: unknown) => {
        calls.push(info);
        return {
          url: 'http://127.0.0.1:1',
          queryClientConfig: { defaultOptions: { queries: { cacheTime: Infinity } } },
        };
      },
      ssr: false,
    } as unknown as Parameters<typeof withTRPC>[0];
    const Wrapped = withTRPC(options)(Page as never) as unknown as ReactNS.FunctionComponent<object>;
    // Two mounts of the wrapped page (the path has no browser check): two calls, each without ctx.
    renderToString(React.createElement(Wrapped, {}));
    renderToString(React.createElement(Wrapped, {}));
    assert.deepEqual(calls, [{}, {}]);
    assert.equal(queryClients.length, 2);
    assert.notEqual(queryClients[0], queryClients[1], 'each mount has its own QueryClient');
  },
);
