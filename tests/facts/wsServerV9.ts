/**
 * A 9.27.4 WebSocket server and client for the facts of 9.x subscriptions and `wsLink`, as wsPingServer.ts is for
 * 10.x: `applyWSSHandler` on a `ws` server at a port the OS picks on 127.0.0.1, whose sockets end with the test,
 * and a `createWSClient` on the `ws` package's WebSocket, closed with the test.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import { v9, within } from './facts';

type AfterHook = { after: (fn: () => void) => void };
type HandlerOptions<TRouter extends ServerV9.AnyRouter> = Omit<
  WSAdapterV9.WSSHandlerOptions<TRouter>,
  'wss' | 'router'
>;

/** Serves `router` over WebSockets; `options` are the handler's (`createContext`, `onError`, `batching` …). */
export async function startWsServerV9<TRouter extends ServerV9.AnyRouter>(
  t: AfterHook,
  router: TRouter,
  options?: HandlerOptions<TRouter>,
) {
  const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
  const { WebSocketServer } = v9('ws') as typeof WS;
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  const handler = applyWSSHandler({ ...options, wss, router });
  t.after(() => {
    for (const socket of wss.clients) socket.terminate();
    wss.close();
  });
  await within(5000, 'listening WebSocket server', once(wss, 'listening'));
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return { wss, handler, url };
}

/** A 9.x WebSocket client of `url` on the `ws` package's WebSocket; `options` are `createWSClient`'s others. */
export function wsClientV9(
  t: AfterHook,
  url: string,
  options?: Omit<Parameters<typeof WsLinkV9.createWSClient>[0], 'url' | 'WebSocket'>,
) {
  const { createWSClient } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
  const { WebSocket } = v9('ws') as typeof WS;
  const wsClient = createWSClient({ ...options, url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
  t.after(() => wsClient.close());
  return wsClient;
}
