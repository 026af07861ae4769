/**
 * Audit DY, 2026-11-30: the facts behind the claims this audit fixed. @trpc/server 10.12.0, fastify 4 and
 * @fastify/websocket from src/samples/v10, on 127.0.0.1 at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-dy.test.ts
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type WS from '../../src/samples/v9/node_modules/@types/ws';
import type Fastify4 from '../../src/samples/v10/node_modules/fastify';
import type { FastifyPluginCallback as FastifyPluginCallback4 } from '../../src/samples/v10/node_modules/fastify';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import { fact, until, v10, within } from './facts';

const fastifyPage = 'docs/server/adapter/fastify.md';

fact(
  fastifyPage,
  "the plugin's onError hears each error tRPC answers an HTTP request with and each failed procedure call over WebSocket, but not every error it answers: a WebSocket message that is not JSON gets PARSE_ERROR without a call",
  async (t) => {
    const fastify4 = v10('fastify') as typeof Fastify4;
    const websocket = v10('@fastify/websocket') as FastifyPluginCallback4;
    const { WebSocket: Client } = v10('ws') as typeof WS;
    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof ServerV10;
    const { fastifyTRPCPlugin: plugin } = v10('@trpc/server/adapters/fastify') as {
      fastifyTRPCPlugin: FastifyPluginCallback4<{ prefix: string; useWSS: boolean; trpcOptions: object }>;
    };
    const tt = initTRPC.create();
    const router = tt.router({
      fail: tt.procedure.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'gone' });
      }),
    });
    const heard: string[] = [];
    const app = fastify4();
    t.after(() => void app.close());
    await app.register(websocket);
    await app.register(plugin, {
      prefix: '/trpc',
      useWSS: true,
      trpcOptions: { router, onError: ({ error }: { error: Error & { code: string } }) => heard.push(error.code) },
    });
    await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
    const host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // HTTP: the answered error reaches onError
    const res = await within(5000, 'HTTP answer', fetch(`http://${host}/trpc/fail`));
    assert.equal(res.status, 404);
    await res.text();
    assert.deepEqual(heard, ['NOT_FOUND']);

    const socket = new Client(`ws://${host}/trpc`);
    t.after(() => socket.terminate());
    type Answer = { id: unknown; error?: { data: { code: string } } };
    const messages: Answer[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as Answer));
    await within(5000, 'open socket', once(socket, 'open'));

    // WebSocket: a failed procedure call reaches onError
    socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'fail' } }));
    await until(5000, 'the answer to the failing call', () => messages.length === 1);
    assert.equal(messages[0]?.error?.data.code, 'NOT_FOUND');
    assert.deepEqual(heard, ['NOT_FOUND', 'NOT_FOUND']);

    // WebSocket: a message that is not JSON is answered with PARSE_ERROR, and onError hears nothing
    socket.send('not json');
    await until(5000, 'the PARSE_ERROR answer', () => messages.length === 2);
    assert.equal(messages[1]?.id, null);
    assert.equal(messages[1]?.error?.data.code, 'PARSE_ERROR');
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(heard, ['NOT_FOUND', 'NOT_FOUND'], 'onError was not called for the PARSE_ERROR it answered');

    const text = fs.readFileSync(path.join(__dirname, '../..', fastifyPage), 'utf8');
    assert.match(
      text,
      /\| `onError` \| `\(opts\) => void` \| Called for each error tRPC answers an HTTP request with, and for each failed procedure call over WebSocket;/,
    );
    assert.doesNotMatch(text, /Called for each error tRPC answers with;/);
  },
);
