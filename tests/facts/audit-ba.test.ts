/**
 * Independent audit BA (bench/audit-independent-2026-11-29ba.md) of the sentences the latest fixes wrote: the
 * true behaviour behind its corrections, against @trpc/* 10.12.0 (src/samples/v10) and 9.27.4 (src/samples/v9).
 * One server, started by the first fact that needs it, serves a 10.x standalone handler under /v10 and a 9.x one
 * under /v9 (with a maxBodySize of 16), both with batching turned off; Fastify is reached through its inject(), without a port.
 *
 *   timeout 60 node --import tsx --test tests/facts/audit-ba.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import type { FastifyPluginCallback } from '../../src/samples/v10/node_modules/fastify';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type { initTRPC as InitTRPC } from '@trpc/server';
import { fact, servePrefixed, v10, v9 } from './facts';

const RPC10 = 'docs/further/rpc.md';
const RPC9 = 'versioned_docs/version-9.x/further/rpc.md';
const batching = { enabled: false };

function routers() {
  const { initTRPC } = v10('@trpc/server') as { initTRPC: typeof InitTRPC };
  const t = initTRPC.create();
  const trpc9 = v9('@trpc/server') as typeof ServerV9;
  return {
    v10: t.router({ hi: t.procedure.query(() => 'hi') }),
    v9: trpc9.router().query('hi', { resolve: () => 'hi' }),
  };
}

let origin: Promise<string> | undefined;
/** The file's one server: a 10.x handler at /v10 and a 9.x one at /v9, batching off in both. */
function serve(): Promise<string> {
  origin ??= (() => {
    const { v10: router10, v9: router9 } = routers();
    type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
    const make10 = v10('@trpc/server/adapters/standalone') as { createHTTPHandler: (o: object) => Handler };
    const make9 = v9('@trpc/server/adapters/standalone') as { createHTTPHandler: (o: object) => Handler };
    const handlers = new Map<string, Handler>([
      ['v10', make10.createHTTPHandler({ router: router10, batching })],
      ['v9', make9.createHTTPHandler({ router: router9, batching, maxBodySize: 16 })],
    ]);
    return servePrefixed(handlers);
  })();
  return origin;
}

/** Status and error code (data.code) of `method` on the procedure `hi` with the query string `query`. */
async function answer(version: 'v10' | 'v9', method: string, query: string): Promise<[number, string]> {
  const res = await fetch(`${await serve()}/${version}/hi${query}`, { method });
  const text = await res.text();
  const code = text ? (JSON.parse(text) as { error?: { data?: { code?: string } } }).error?.data?.code : undefined;
  return [res.status, code ?? ''];
}

for (const [page, version] of [
  [RPC10, 'v10'],
  [RPC9, 'v9'],
] as const) {
  fact(
    page,
    'with batching turned off, any non-empty batch parameter (not only batch=1) turns the 405 of another method into a 500; an empty one does not',
    async () => {
      assert.deepEqual(await answer(version, 'PUT', ''), [405, 'METHOD_NOT_SUPPORTED']);
      assert.deepEqual(await answer(version, 'PUT', '?batch='), [405, 'METHOD_NOT_SUPPORTED']);
      for (const value of ['1', '0', 'true']) {
        assert.deepEqual(
          await answer(version, 'PUT', `?batch=${value}`),
          [500, 'INTERNAL_SERVER_ERROR'],
          `batch=${value}`,
        );
      }
      assert.deepEqual(await answer(version, 'DELETE', '?batch=1'), [500, 'INTERNAL_SERVER_ERROR']);
      assert.deepEqual(await answer(version, 'HEAD', '?batch=1'), [204, '']);
    },
  );
}

fact(
  RPC10,
  'with batching turned off, the method of a batched request matters under Fastify: a PURGE with batch=1 never reaches tRPC (Fastify’s 404), a PUT with batch=1 gets the 500',
  async (t) => {
    const fastify = v10('fastify') as typeof Fastify;
    const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as {
      fastifyTRPCPlugin: FastifyPluginCallback<{ prefix: string; trpcOptions: object }>;
    };
    const app = fastify();
    t.after(() => app.close());
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: routers().v10, batching } });
    const purge = await app.inject({ method: 'PURGE' as 'GET', url: '/trpc/hi?batch=1' });
    assert.equal(purge.statusCode, 404);
    assert.match(purge.body, /Route PURGE:\/trpc\/hi\?batch=1 not found/);
    const put = await app.inject({ method: 'PUT', url: '/trpc/hi?batch=1' });
    assert.equal(put.statusCode, 500);
    assert.match(put.body, /Batching is not enabled on the server/);
  },
);

fact(
  RPC9,
  'a body over maxBodySize ends the connection without a response, before the method rules: a PUT with such a body gets no 405',
  async () => {
    const url = `${await serve()}/v9/hi`;
    assert.equal((await fetch(url, { method: 'PUT', body: 'x'.repeat(8) })).status, 405);
    await assert.rejects(fetch(url, { method: 'PUT', body: 'x'.repeat(100) }), /fetch failed/);
  },
);
