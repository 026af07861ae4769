/**
 * Independent audit CS (bench/audit-independent-2026-11-30cs.md): a draw of 64 sentences over both versions' docs, the
 * blog and the partials, and a census of three recent fixes. Each fact runs the packages of the page's version from
 * src/samples: @trpc/* 9.27.4 against the standalone adapter on 127.0.0.1 (a port the OS picks) with the real client,
 * or Next.js's own dev-server start-up code.
 *
 *   node --import tsx --test tests/facts/audit-cs.test.ts
 */
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpBatchLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpBatchLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { env, fact, listenOnLoopback, until, v10, v9 } from './facts';

const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { httpBatchLink } = v9('@trpc/client/links/httpBatchLink') as typeof HttpBatchLinkV9;
const trpc = v9('@trpc/server') as typeof ServerV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
const express = v9('express') as () => http.RequestListener & { use: (path: string, handler: unknown) => void };

/** A failed call's message and its `data.code` (undefined when no server answered). */
interface Failure {
  message: string;
  code: string | undefined;
}

async function failure(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise;
  } catch (error) {
    const { message, data } = error as { message: string; data?: { code?: string } };
    return { message, code: data?.code };
  }
  throw new Error('the call succeeded');
}

fact(
  'versioned_docs/version-9.x/server/data-transformers.md',
  'without a transformer a bigint fails its call and every other call of its batch: as a result with INTERNAL_SERVER_ERROR from the server, as an input in the client, before anything is sent',
  async (t) => {
    let requests = 0;
    const router = trpc
      .router()
      .query('ok', { resolve: () => 'fine' })
      .query('big', { resolve: () => BigInt(1) })
      .query('echo', { input: (value: unknown) => value, resolve: ({ input }) => String(input) });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        requests++;
        void handler(req, res);
      }),
    );
    const client = createTRPCClient<typeof router>({ links: [httpBatchLink({ url })] });

    // A result: the server fails the whole batch.
    const [okAsResult, bigResult] = await Promise.all([failure(client.query('ok')), failure(client.query('big'))]);
    assert.equal(requests, 1);
    const serverFailure = { message: 'Do not know how to serialize a BigInt', code: 'INTERNAL_SERVER_ERROR' };
    assert.deepEqual(bigResult, serverFailure);
    assert.deepEqual(okAsResult, serverFailure);

    // An input: the client fails the whole batch and sends nothing, so no server code.
    const [okAsInput, bigInput] = await Promise.all([
      failure(client.query('ok')),
      failure(client.query('echo', BigInt(1) as never)),
    ]);
    assert.equal(requests, 1);
    assert.deepEqual(bigInput, { message: 'Do not know how to serialize a BigInt', code: undefined });
    assert.deepEqual(okAsInput, bigInput);
  },
);

/** Next.js 13.5.11's own dev-server start-up, beside the 10.x packages the example apps use. */
const nextUtils = v10('next/dist/server/lib/utils') as { getPort: (args: Record<string, unknown>) => number };
const nextStart = v10('next/dist/server/lib/start-server') as {
  startServer: (options: Record<string, unknown>) => Promise<void>;
};

fact(
  'docs/main/example-apps.md',
  '`next dev` starts on port 3000 when neither --port nor PORT sets one, and moves on to the next port when that one is taken',
  async (t) => {
    const port = env.PORT;
    delete env.PORT;
    t.after(() => {
      if (port !== undefined) env.PORT = port;
    });
    assert.equal(nextUtils.getPort({}), 3000);

    // next-dev.js passes allowRetry exactly when neither --port nor PORT is set. A stand-in server that answers the
    // first listen() with EADDRINUSE shows what startServer does next, without opening a port or starting Next.js.
    const ports: number[] = [];
    const createServer = http.createServer;
    t.after(() => {
      http.createServer = createServer;
    });
    (http as { createServer: unknown }).createServer = () => {
      const server = Object.assign(new EventEmitter(), {
        keepAliveTimeout: 0,
        listen(at: number) {
          ports.push(at);
          if (ports.length === 1) {
            const busy = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
            setImmediate(() => server.emit('error', busy));
          }
          return server;
        },
      });
      return server;
    };
    // Never settles: the stand-in server never emits 'listening'.
    void nextStart.startServer({ dir: '.', port: 3000, isDev: true, hostname: '127.0.0.1', allowRetry: true });
    await until(5000, 'a second listen()', () => ports.length >= 2);
    assert.deepEqual(ports, [3000, 3001]);
  },
);

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  'the standalone and Express adapters do not decode the procedure path of the URL, so a procedure whose name needs URL encoding is never found, even by the tRPC client',
  async (t) => {
    const router = trpc
      .router()
      .query('post.byId', { resolve: () => 'found' })
      .query('hi there', { resolve: () => 'found' });
    const app = express();
    app.use('/trpc', createExpressMiddleware({ router, createContext: () => ({}) }));
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const bases = [
      await listenOnLoopback(
        t,
        http.createServer((req, res) => void handler(req, res)),
      ),
      `${await listenOnLoopback(t, http.createServer(app))}/trpc`,
    ];
    for (const url of bases) {
      const client = createTRPCClient<typeof router>({ url });
      assert.equal(await client.query('post.byId'), 'found');
      assert.equal((await failure(client.query('hi there'))).code, 'NOT_FOUND');
      assert.equal((await fetch(`${url}/hi%20there`)).status, 404);
    }
  },
);
