// @ts-check
/**
 * A WebSocket client of tRPC 10 run in a process of its own by client-edges.test.ts, because what
 * is checked is whether the process ends by itself.
 *
 *   node ws-client.child.mjs <url> <close-first|unsubscribe-first>
 *
 * It loads @trpc/client and ws from src/samples/v10, subscribes to the procedure `quiet` at <url>,
 * and once the subscription has started (and that message is handled) calls wsClient.close() and
 * unsubscribes, in the order given. Then it writes "done" to stdout and leaves the process to end when nothing holds it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [url, order] = process.argv.slice(2);
if (!url || (order !== 'close-first' && order !== 'unsubscribe-first')) {
  throw new Error('usage: ws-client.child.mjs <url> <close-first|unsubscribe-first>');
}
const samples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/samples');
const load = createRequire(path.join(samples, 'v10', 'package.json'));
const { createTRPCProxyClient, createWSClient, wsLink } = load('@trpc/client');
const { WebSocket } = load('ws');

const wsClient = createWSClient({ url, WebSocket });
const client = createTRPCProxyClient({ links: [wsLink({ client: wsClient })] });
const subscription = client.quiet.subscribe(undefined, {
  onStarted() {
    // Later, not in this callback: the client closes a closed client's socket after handling a
    // message when no request is left, so acting while it handles "started" would hide the case.
    setTimeout(() => {
      if (order === 'close-first') {
        wsClient.close();
        subscription.unsubscribe();
      } else {
        subscription.unsubscribe();
        wsClient.close();
      }
      process.stdout.write('done\n');
    }, 20);
  },
  onData() {},
});
