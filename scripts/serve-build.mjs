// @ts-check
/**
 * Serves a build the way the README does (`npm run serve`: headers, compression, 404s) for the
 * benchmarks, in its own process group so that stopping it stops everything it started.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ port: number, dir?: string }} options
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function serveBuild({ port, dir = 'build' }) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    { cwd: root, detached: true, stdio: 'ignore' },
  );
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  for (let attempt = 0; attempt < 200; attempt++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  stop();
  throw new Error(`the build in ${dir} was not served on ${origin}`);
}
