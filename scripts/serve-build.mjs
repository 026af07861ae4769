// @ts-check
/**
 * Starts a server for the scripts (benchmarks, link check, Lighthouse, screenshots) in its own
 * process group, so that stopping it stops everything it started, and waits until it answers.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const POLL_MS = 150;

/**
 * Runs `command` and polls `url` until it answers with a 2xx status.
 * @param {{ command: string[], url: string, timeoutMs?: number, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ stop: () => void }>}
 */
export async function startServer({ command: [program, ...args], url, timeoutMs = 30_000, env }) {
  const server = spawn(program, args, { cwd: root, detached: true, stdio: 'ignore', env: env ?? process.env });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  stop();
  throw new Error(`${[program, ...args].join(' ')} did not answer on ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Fails, saying what to run, when `dir` holds no finished build (the deploy plugin writes serve.json last).
 * @param {string} dir
 */
export function requireBuild(dir) {
  if (!fs.existsSync(path.resolve(root, dir, 'serve.json'))) {
    throw new Error(
      `no build in ${dir}/: build the site first (\`npm run build\`, or \`npm run test:build\` as npm test does)`,
    );
  }
}

/**
 * Serves a build the way the README does (`npm run serve`: headers, compression, 404s).
 * @param {{ port: number, dir?: string }} options
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function serveBuild({ port, dir = 'build' }) {
  requireBuild(dir);
  const origin = `http://127.0.0.1:${port}`;
  const command = [process.execPath, 'scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1', '--dir', dir];
  const { stop } = await startServer({ command, url: origin });
  return { origin, stop };
}
