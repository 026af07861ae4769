/**
 * A 10.12.0 WebSocket server for the facts of `wsLink` (audit-dw.test.ts, audit-dz.test.ts): `applyWSSHandler` on a
 * `ws` server at a port the OS picks on 127.0.0.1, with one query, `ping`, or the router a fact gives
 * (`serveWebSocket`); its sockets end with the test.
 */
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { v10, within } from './facts';

/** Serves `router` over WebSockets with 10.12.0's `applyWSSHandler`; its sockets end with the test. */
export async function serveWebSocket<TRouter extends TRPCServer.AnyRouter>(
  t: { after: (fn: () => void) => void },
  router: TRouter,
) {
  const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
  const { WebSocketServer } = v10('ws') as typeof WS;
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  applyWSSHandler({ wss, router });
  t.after(() => {
    for (const socket of wss.clients) socket.terminate();
    wss.close();
  });
  await within(2000, 'listening', new Promise<void>((resolve) => wss.once('listening', () => resolve())));
  const { port } = wss.address() as { port: number };
  return { wss, port, url: `ws://127.0.0.1:${port}` };
}

/** A 10.x answer on a WebSocket as the facts read it: its id, and a result or an error. */
export type WsAnswer = {
  id?: unknown;
  result?: { type: string; data?: unknown };
  error?: { message: string; data: { code: string } };
};

/** Parses each message `socket` receives as JSON and pushes it onto the returned array, in order. */
export function collectAnswers(socket: WS.WebSocket): WsAnswer[] {
  const got: WsAnswer[] = [];
  socket.on('message', (data: Buffer) => got.push(JSON.parse(data.toString('utf8')) as WsAnswer));
  return got;
}

export async function startPingServer(t: { after: (fn: () => void) => void }) {
  const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
  const tr = initTRPC.create();
  const router = tr.router({ ping: tr.procedure.query(() => 'pong') });
  const { wss, port } = await serveWebSocket(t, router);
  return { wss, router, port };
}

export type PingRouter = Awaited<ReturnType<typeof startPingServer>>['router'];
