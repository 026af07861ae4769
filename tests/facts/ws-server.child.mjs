// @ts-check
/**
 * A WebSocket server whose createContext always throws, run in a process of its own by
 * subscriptions.test.ts, because a synchronous throw is expected to end the process.
 *
 *   node ws-server.child.mjs <v10|v9> <sync|async>
 *
 * It loads ws and @trpc/server from src/samples/<version>, listens on 127.0.0.1 at a port the OS
 * picks, and reports to its parent over IPC: { port } once listening, { onError } for each error
 * the adapter reports.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [version, mode] = process.argv.slice(2);
if ((version !== 'v10' && version !== 'v9') || (mode !== 'sync' && mode !== 'async')) {
  throw new Error('usage: ws-server.child.mjs <v10|v9> <sync|async>');
}
const samples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/samples');
const load = createRequire(path.join(samples, version, 'package.json'));
const { WebSocketServer } = load('ws');
const trpc = load('@trpc/server');
const { applyWSSHandler } = load('@trpc/server/adapters/ws');

const router = version === 'v10' ? trpc.initTRPC.create().router({}) : trpc.router();
const refuse = () => new trpc.TRPCError({ code: 'UNAUTHORIZED', message: 'no token' });

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
applyWSSHandler({
  wss,
  router,
  createContext:
    mode === 'sync'
      ? () => {
          throw refuse();
        }
      : async () => {
          throw refuse();
        },
  onError: (/** @type {{ error: { code: string } }} */ { error }) => process.send?.({ onError: error.code }),
});
wss.on('listening', () => process.send?.({ port: /** @type {import('node:net').AddressInfo} */ (wss.address()).port }));
// The parent ends this process; stop anyway if it goes away first.
process.on('disconnect', () => process.exit(0));
