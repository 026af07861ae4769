/**
 * Independent audit DQ (bench/audit-independent-2026-11-30dq.md): a random draw of the docs' sentences (positions
 * 3,201-3,520) and a census of the latest fixes. The fact pins the one sentence the audit corrected: it runs
 * @trpc/server and @trpc/client 9.27.4 and ws from src/samples/v9 on 127.0.0.1.
 *
 *   node --import tsx --test tests/facts/audit-dq.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import { fact, until, v9, within } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { createWSClient, wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
const { WebSocketServer, WebSocket } = v9('ws') as typeof WS;

const PAGE = 'versioned_docs/version-9.x/further/subscriptions.md';

function readPage(page: string): string {
  return fs.readFileSync(path.join(import.meta.dirname, '../..', page), 'utf8');
}

/** A v9 WebSocket server on a port the OS picks, whose subscription `tick` emits `name` every 10 ms. */
async function startInstance(t: { after: (fn: () => void) => void }, name: string) {
  const router = trpc.router().subscription('tick', {
    resolve: () =>
      new trpc.Subscription<string>((emit) => {
        const timer = setInterval(() => emit.data(name), 10);
        return () => clearInterval(timer);
      }),
  });
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  const handler = applyWSSHandler({ wss, router });
  t.after(() => {
    for (const socket of wss.clients) socket.terminate();
    wss.close();
  });
  await within(5000, `listening instance ${name}`, new Promise((resolve) => wss.once('listening', resolve)));
  const port = (wss.address() as AddressInfo).port;
  /** What the page's SIGTERM handler does, then the process exit that drops the sockets still open. */
  const shutDown = async () => {
    handler.broadcastReconnectNotification();
    wss.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const socket of wss.clients) socket.terminate();
  };
  return { port, shutDown };
}

/**
 * A subscription through a client whose every new socket goes to `target()`: a stand-in for a load balancer.
 * Returns the data and errors it received.
 */
function subscribe(t: { after: (fn: () => void) => void }, target: () => number) {
  class Balanced extends WebSocket {
    constructor() {
      super(`ws://127.0.0.1:${target()}`);
    }
  }
  const wsClient = createWSClient({
    url: 'ws://balancer',
    WebSocket: Balanced as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 50,
  });
  const client = createTRPCClient({ links: [wsLink({ client: wsClient })] });
  const data: unknown[] = [];
  const errors: string[] = [];
  const unsubscribe = client.subscription('tick', undefined as never, {
    onNext: (result) => void (result.type === 'data' && data.push(result.data)),
    onError: (error) => void errors.push(error.message),
  });
  t.after(() => {
    unsubscribe();
    wsClient.close();
    wsClient.getConnection().close();
  });
  return { data, errors };
}

fact(
  PAGE,
  'broadcastReconnectNotification() avoids errors only while another instance takes the new connection: with none, an open subscription gets "WebSocket closed prematurely"',
  async (t) => {
    const page = readPage(PAGE);
    assert.match(page, /without errors, keep another instance serving and call `broadcastReconnectNotification\(\)`/);
    assert.match(page, /if no instance accepts it, open subscriptions get a `WebSocket closed prematurely` error/);

    // One instance, restarted: the new connection is refused and the subscription fails, notification or not.
    const alone = await startInstance(t, 'A');
    const lone = subscribe(t, () => alone.port);
    await until(5000, 'data from A', () => lone.data.includes('A'));
    await alone.shutDown();
    await until(5000, 'an error on the lone subscription', () => lone.errors.length > 0);
    assert.deepEqual(lone.errors, ['WebSocket closed prematurely']);

    // Two instances behind the "balancer": the clients move to B and no callback sees an error.
    const first = await startInstance(t, 'B1');
    const second = await startInstance(t, 'B2');
    let target = first.port;
    const moved = subscribe(t, () => target);
    await until(5000, 'data from B1', () => moved.data.includes('B1'));
    target = second.port;
    await first.shutDown();
    await until(5000, 'data from B2', () => moved.data.includes('B2'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(moved.errors, []);
  },
);
