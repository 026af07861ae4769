import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const STARTS_WITHIN_MS = 30_000;

export type Server = { origin: string; stop: () => void };

/** A port nothing listens on now (the system's pick), on the loopback address only. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function answers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(origin, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves a build with `npm run serve`'s script (scripts/serve.mjs: the site's headers and CSP) on a
 * free port of 127.0.0.1, in a process group of its own so that stopping it stops `serve` too.
 */
export async function serveBuild(dir: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    { cwd: ROOT, detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // It has exited in the meantime.
    }
  };
  const deadline = performance.now() + STARTS_WITHIN_MS;
  while (!(await answers(origin))) {
    if (child.exitCode !== null || performance.now() > deadline) {
      stop();
      throw new Error(`the build in ${dir} could not be served on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop };
}
