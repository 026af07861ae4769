/**
 * Independent audit BW (bench/audit-independent-2026-11-29bw.md): drawn sentences of the docs of both versions
 * and a census of the latest fixes. Each fact runs @trpc/* 10.12.0 from src/samples/v10, against the standalone
 * handler on 127.0.0.1 (a port the OS picks) with `fetch`, or with the real client.
 *
 *   node --import tsx --test tests/facts/audit-bw.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, listenOnLoopback, until, v10, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;

const t = initTRPC.create();
const router = t.router({
  greeting: t.procedure.query(() => 'hello'),
  echo: t.procedure.mutation(({ input }) => input),
});

fact(
  'docs/server/api-handler.md',
  'onError is called for the errors of step 1 too: a batch refused because batching is off (before createContext), and a body over maxBodySize',
  async (tc) => {
    const seen: { code: string; path: string | undefined }[] = [];
    let contexts = 0;
    const handler = createHTTPHandler({
      router,
      batching: { enabled: false },
      maxBodySize: 10,
      createContext: () => {
        contexts++;
        return {};
      },
      onError: ({ error, path }) => void seen.push({ code: error.code, path }),
    });
    const base = await listenOnLoopback(
      tc,
      http.createServer((req, res) => void handler(req, res)),
    );

    const refused = await within(3000, 'response', fetch(`${base}/greeting,greeting?batch=1&input=%7B%7D`));
    await refused.text();
    assert.equal(refused.status, 500);
    assert.deepEqual(seen, [{ code: 'INTERNAL_SERVER_ERROR', path: undefined }]);
    assert.equal(contexts, 0);

    seen.length = 0;
    // The connection is closed without a response, so fetch rejects; onError still sees the error.
    await fetch(`${base}/echo`, { method: 'POST', body: JSON.stringify('x'.repeat(100)) }).catch(() => undefined);
    await until(2000, 'onError for the long body', () => seen.length > 0);
    assert.deepEqual(seen, [{ code: 'PAYLOAD_TOO_LARGE', path: undefined }]);
    assert.equal(contexts, 0);
  },
);

fact(
  'docs/client/vanilla.md',
  'the vanilla client is a proxy, not a plain object: typeof is "function", it has no own keys, and any path on it yields a callable',
  () => {
    const client = createTRPCProxyClient<typeof router>({
      links: [httpBatchLink({ url: 'http://127.0.0.1:1' })],
    });
    assert.equal(typeof client, 'function');
    assert.deepEqual(Object.keys(client), []);
    assert.notEqual(Object.getPrototypeOf(client), Object.prototype);
    assert.equal(typeof client.greeting.query, 'function');
  },
);
