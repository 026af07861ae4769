// @ts-check
/**
 * Runs a command while another process keeps one core busy (a plain busy loop), the way a loaded
 * CI runner or a contributor's laptop would: the test suite must stay green under it.
 *   npm run test:loaded   (node scripts/with-busy-core.mjs npm test)
 */
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-busy-core.mjs <command> [arguments…]');
  process.exit(2);
}

const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const child = spawn(command, args, { stdio: 'inherit' });
child.on('close', (code) => {
  busy.kill('SIGKILL');
  process.exit(code ?? 1);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    busy.kill('SIGKILL');
    child.kill(signal);
  });
}
