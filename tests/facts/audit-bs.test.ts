/**
 * Independent audit BS (bench/audit-independent-2026-11-29bs.md): a random and a universal-word draw of sentences,
 * checked at their edges. Each fact runs @trpc/* 9.27.4 from src/samples/v9 on 127.0.0.1 (ports the OS picks).
 *
 *   node --import tsx --test tests/facts/audit-bs.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, v9, within } from './facts';
import { startWsServerV9 } from './wsServerV9';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
const { WebSocket } = v9('ws') as typeof WS;

interface Context {
  reject: boolean;
}
const router = trpc.router<Context>().query('fail', {
  resolve() {
    throw new trpc.TRPCError({ code: 'NOT_FOUND', message: 'original' });
  },
});
/** Rewrites the message of every error it sees: what the old sentence said reaches the response. */
const onError = ({ error }: { error: Error }) => {
  error.message = 'changed in onError';
};

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'a change made to the error in onError reaches the client only for a failed procedure over HTTP: not for a request that fails as a whole (createContext throws), nor for a failed call over WebSockets',
  async (t) => {
    const handler = createHTTPHandler({
      router,
      onError,
      createContext: ({ req }) => {
        if (req.headers['x-reject']) throw new Error('no context');
        return { reject: false };
      },
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const message = async (headers: Record<string, string>) => {
      const body = (await (await fetch(`${base}/fail`, { headers })).json()) as { error: { message: string } };
      return body.error.message;
    };
    assert.equal(await message({}), 'changed in onError', 'a failed procedure over HTTP');
    assert.equal(await message({ 'x-reject': '1' }), 'no context', 'a request that fails as a whole');

    const { url } = await startWsServerV9(t, router, { onError, createContext: () => ({ reject: false }) });
    const socket = new WebSocket(url);
    t.after(() => socket.terminate());
    await within(5000, 'open WebSocket', new Promise((resolve) => socket.once('open', resolve)));
    type Reply = { id: unknown; error: { message: string } };
    const reply = new Promise<Reply>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()) as Reply)),
    );
    socket.send(JSON.stringify({ id: 7, method: 'query', params: { path: 'fail' } }));
    const answer = await within(5000, 'WebSocket reply', reply);
    assert.equal(answer.id, 7);
    assert.equal(answer.error.message, 'original', 'a failed call over WebSockets keeps the message it had');
  },
);
