/**
 * The 9.x Error Formatting page's `type` row (versioned_docs/version-9.x/server/error-formatting.md): over
 * WebSockets, a `createContext()` reaches the formatter as `'unknown'` only when its promise rejects. One that
 * throws synchronously ends the server process before any formatter runs (audit CB noticed it; the rejected
 * case is pinned for the Subscriptions page in subscriptions.test.ts).
 *
 *   node --import tsx --test tests/facts/error-formatting-v9.test.ts
 */
import assert from 'node:assert/strict';
import type WebSocket from '../../src/samples/v10/node_modules/@types/ws';
import { fact, v10, within } from './facts';
import { startServer } from './ws-server';

const { WebSocket: Client } = v10('ws') as { WebSocket: typeof WebSocket };

fact(
  'versioned_docs/version-9.x/server/error-formatting.md',
  "over WebSockets a createContext that throws synchronously never reaches the formatter as 'unknown': the server process ends with exit code 1 and the client gets no message",
  async (t) => {
    const { port, stderr, exited } = await startServer(t, 'v9', 'sync');
    const socket = new Client(`ws://127.0.0.1:${port}`);
    t.after(() => socket.terminate());
    const messages: string[] = [];
    socket.on('message', (data: Buffer) => messages.push(data.toString()));
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const code = await within(5000, 'exit of the server process', exited);
    await within(5000, 'close of the client socket', closed);
    assert.equal(code, 1, `the server process should end with exit code 1, stderr: ${stderr()}`);
    assert.deepEqual(messages, [], 'the client should receive no message, so no error shape');
  },
);
