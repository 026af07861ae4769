/**
 * Audit AE (2026-11-29): true behaviour behind universal sentences an independent audit found wrong.
 *
 *   node --import tsx --test tests/facts/audit-ae.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Express from '../../src/samples/v9/node_modules/@types/express';
import type WS from '../../src/samples/v9/node_modules/@types/ws';
import type Fastify from '../../src/samples/v9/node_modules/fastify';
import type { FastifyPluginCallback } from '../../src/samples/v9/node_modules/fastify';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import { expectLongBodyDropped, fact, listenOnLoopback, postEcho, until, v9, within } from './facts';

fact(
  'versioned_docs/version-9.x/server/fastify.md',
  "onError's req is the Fastify request for HTTP calls only: with useWSS, an error of a WebSocket call reaches onError with Node's IncomingMessage",
  async (t) => {
    const fastify = v9('fastify') as typeof Fastify;
    const websocket = v9('@fastify/websocket') as FastifyPluginCallback;
    const { WebSocket } = v9('ws') as typeof WS;
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as {
      fastifyTRPCPlugin: FastifyPluginCallback<{ prefix: string; useWSS: boolean; trpcOptions: object }>;
    };
    const router = trpc.router().query('fail', {
      resolve: () => {
        throw new trpc.TRPCError({ code: 'FORBIDDEN' });
      },
    });
    const seen: unknown[] = [];
    const app = fastify();
    t.after(() => app.close());
    await app.register(websocket);
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      useWSS: true,
      trpcOptions: { router, onError: ({ req }: { req: unknown }) => seen.push(req) },
    });
    await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
    const host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const http = await within(5000, 'HTTP answer', fetch(`http://${host}/trpc/fail`));
    assert.equal(http.status, 403);
    await until(5000, 'onError of the HTTP call', () => seen.length === 1);
    assert.ok((seen[0] as { raw?: unknown }).raw, 'the HTTP call gives the Fastify request (it has .raw)');

    const socket = new WebSocket(`ws://${host}/trpc`);
    t.after(() => socket.terminate());
    await within(5000, 'open socket', new Promise((resolve) => socket.once('open', resolve)));
    socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'fail' } }));
    await until(5000, 'onError of the WebSocket call', () => seen.length === 2);
    const wsReq = seen[1] as { raw?: unknown; constructor: { name: string } };
    assert.equal(wsReq.constructor.name, 'IncomingMessage');
    assert.equal(wsReq.raw, undefined, 'not a Fastify request');
  },
);

fact(
  'versioned_docs/version-9.x/server/express.md',
  'teardown runs at the end of every request, also when maxBodySize destroyed the connection and no response was sent',
  async (t) => {
    const express = v9('express') as typeof Express;
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as {
      createExpressMiddleware: (opts: object) => Express.Handler;
    };
    const router = trpc
      .router()
      .mutation('echo', { input: (value: unknown) => String(value), resolve: ({ input }) => input });
    let teardowns = 0;
    let reported: (code: string) => void = () => {};
    const code = new Promise<string>((resolve) => (reported = resolve));
    const app = express();
    app.use(
      '/trpc',
      createExpressMiddleware({
        router,
        maxBodySize: 100,
        onError: ({ error }: { error: { code: string } }) => reported(error.code),
        teardown: () => {
          teardowns += 1;
          return Promise.resolve();
        },
      }),
    );
    const base = `${await listenOnLoopback(t, http.createServer(app))}/trpc`;

    const ok = await within(5000, 'answer to a short body', postEcho(base, 'hi'));
    assert.equal(ok.status, 200);
    await until(5000, 'teardown after the answer', () => teardowns === 1);

    await expectLongBodyDropped(base, code);
    await until(5000, 'teardown without a response', () => teardowns === 2);
  },
);

fact(
  'versioned_docs/version-9.x/server/output-validation.md',
  "with a zod input, a resolver may return a zod output schema's input type or its output type: both compile (npm run typecheck), and a transformed type fails output validation at runtime",
  async () => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { z } = v9('zod') as typeof ZodV9;
    const length = z.string().transform((s) => s.length);
    const router = trpc
      .router()
      .query('asInput', { input: z.string(), output: length, resolve: ({ input }) => input })
      // The schema's output type compiles too, no @ts-expect-error needed:
      .query('asOutput', { input: z.string(), output: length, resolve: ({ input }) => input.length });
    const caller = router.createCaller({});
    assert.equal(await caller.query('asInput', 'abc'), 3);
    const error = await caller.query('asOutput', 'abc').then(
      () => assert.fail('a number should fail the string schema'),
      (e: unknown) => e as { code: string; message: string },
    );
    assert.equal(error.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(error.message, 'Output validation failed');
  },
);
