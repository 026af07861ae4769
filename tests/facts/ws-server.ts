/**
 * ws-server.child.mjs started from a fact: applyWSSHandler in a process of its own, whose createContext throws
 * synchronously (`sync`) or rejects (`async`), for the facts about what that does to the process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { within } from './facts';

interface Server {
  child: ChildProcess;
  port: number;
  /** what the process wrote to stderr */
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts ws-server.child.mjs; the test ends it (if it still runs) when it finishes. */
export async function startServer(
  t: { after: (fn: () => void) => void },
  version: 'v10' | 'v9',
  mode: 'sync' | 'async',
): Promise<Server> {
  const child = fork(path.join(__dirname, 'ws-server.child.mjs'), [version, mode], {
    execArgv: [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  t.after(() => child.kill());
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await within(
    5000,
    'port from the WebSocket server',
    new Promise<number>((resolve, reject) => {
      child.once('message', (message: { port: number }) => resolve(message.port));
      child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening: ${stderr}`)));
    }),
  );
  return { child, port, stderr: () => stderr, exited };
}
