/**
 * 9.x Error Handling: on WebSockets, a message that is not valid JSON and one that is JSON but not a
 * well-formed call are both answered with a PARSE_ERROR that `onError` never sees; a call that fails is
 * seen. @trpc/server 9.27.4's applyWSSHandler on 127.0.0.1, with ws from its package set.
 *
 *   node --import tsx --test tests/facts/ws-malformed-v9.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import { fact, listenOnLoopback, until, v9 } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
const { WebSocket, WebSocketServer } = v9('ws') as typeof WS;

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'on WebSockets, a message that is not valid JSON or not a well-formed call gets a PARSE_ERROR without onError; a failed call reaches onError',
  async (t) => {
    const router = trpc.router().query('hello', { resolve: () => 'hi' });
    const seen: string[] = [];
    const server = http.createServer();
    const wss = new WebSocketServer({ server });
    t.after(() => wss.close());
    applyWSSHandler({ wss, router, onError: ({ error }) => seen.push(error.code) });
    const base = await listenOnLoopback(t, server);
    const socket = new WebSocket(base.replace('http', 'ws'));
    t.after(() => socket.terminate());
    const answers: { id: unknown; error?: { data?: { code?: string } } }[] = [];
    socket.on('message', (data: Buffer) => answers.push(JSON.parse(data.toString()) as (typeof answers)[number]));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('not json');
    socket.send(JSON.stringify({ id: 2, method: 'querry', params: { path: 'hello' } }));
    socket.send(JSON.stringify({ id: 3, method: 'query', params: { path: 'nope' } }));
    await until(3000, 'three answers', () => answers.length >= 3);
    assert.deepEqual(
      answers.map((answer) => [answer.id, answer.error?.data?.code]),
      [
        [null, 'PARSE_ERROR'],
        [null, 'PARSE_ERROR'],
        [3, 'NOT_FOUND'],
      ],
    );
    assert.deepEqual(seen, ['NOT_FOUND']);
  },
);
