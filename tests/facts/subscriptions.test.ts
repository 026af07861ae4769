/**
 * What applyWSSHandler does when createContext fails, in both versions: a synchronous throw ends
 * the process, a rejected promise is answered with `id: null` and closes that one socket. The
 * server runs in a child process (ws-server.child.mjs), since the first case is a process exit.
 *
 *   node --import tsx --test tests/facts/subscriptions.test.ts
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type WebSocket from '../../src/samples/v10/node_modules/@types/ws';
import { fact, v10, within } from './facts';
import { startServer } from './ws-server';

const { WebSocket: Client } = v10('ws') as { WebSocket: typeof WebSocket };

interface Connection {
  messages: unknown[];
  closed: Promise<number>;
}

function connect(port: number): Connection {
  const socket = new Client(`ws://127.0.0.1:${port}`);
  const messages: unknown[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  // a refused or reset connection also ends in 'close'
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { messages, closed };
}

const pages = {
  v10: 'docs/further/subscriptions.md',
  v9: 'versioned_docs/version-9.x/further/subscriptions.md',
} as const;

for (const version of ['v10', 'v9'] as const) {
  const page = pages[version];

  fact(
    page,
    'a createContext that throws synchronously ends the process with exit code 1 and sends nothing',
    async (t) => {
      const server = await startServer(t, version, 'sync');
      const connection = connect(server.port);
      const code = await within(5000, 'exit of the server process', server.exited);
      await within(5000, 'close of the client socket', connection.closed);
      assert.equal(code, 1, `the server process should exit with 1, stderr: ${server.stderr()}`);
      assert.match(server.stderr(), /no token/, 'the thrown error should be what ended the process');
      assert.deepEqual(connection.messages, [], 'the client should receive no message');
    },
  );

  fact(
    page,
    'a createContext whose promise rejects is reported to onError, answered with id: null, and closes only that socket',
    async (t) => {
      const server = await startServer(t, version, 'async');
      for (const attempt of ['first', 'second']) {
        const reported = once(server.child, 'message') as Promise<[{ onError: string }]>;
        const connection = connect(server.port);
        await within(5000, `close of the ${attempt} socket`, connection.closed);
        assert.equal(connection.messages.length, 1, `the ${attempt} client should receive one message`);
        const [message] = connection.messages as [{ id: unknown; error?: { data?: { code?: string } } }];
        assert.equal(message.id, null, 'the error should carry id: null');
        assert.equal(message.error?.data?.code, 'UNAUTHORIZED', 'the message should be the createContext error');
        const [{ onError }] = await within(5000, `onError for the ${attempt} socket`, reported);
        assert.equal(onError, 'UNAUTHORIZED', 'onError should see the rejection');
      }
      // the second connection was served, so the process survived the first rejection
      assert.equal(server.child.exitCode, null, 'the server process should still run');
    },
  );
}
