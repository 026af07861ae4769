/**
 * A 10.12.0 WebSocket server for the facts of `wsLink` (audit-dw.test.ts, audit-dz.test.ts): `applyWSSHandler` on a
 * `ws` server at a port the OS picks on 127.0.0.1, with one query, `ping`; its sockets end with the test.
 */
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { v10, within } from './facts';

export async function startPingServer(t: { after: (fn: () => void) => void }) {
  const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
  const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
  const { WebSocketServer } = v10('ws') as typeof WS;
  const tr = initTRPC.create();
  const router = tr.router({ ping: tr.procedure.query(() => 'pong') });
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  applyWSSHandler({ wss, router });
  t.after(() => {
    for (const socket of wss.clients) socket.terminate();
    wss.close();
  });
  await within(2000, 'listening', new Promise<void>((resolve) => wss.once('listening', () => resolve())));
  const { port } = wss.address() as { port: number };
  return { wss, router, port };
}

/** The server's router type, for a typed client. */
export type PingRouter = Awaited<ReturnType<typeof startPingServer>>['router'];
