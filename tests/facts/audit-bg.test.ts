/**
 * Independent audit BG (bench/audit-independent-2026-11-29bg.md): when the 9.x Express adapter calls
 * `createContext` and `teardown`, against @trpc/* 9.27.4 and Express 4 from src/samples/v9. The page's own
 * context and router run behind `createExpressMiddleware`, called by the real 9.x client and by a raw socket.
 *
 *   node --import tsx --test tests/facts/audit-bg.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type ExpressV9 from '../../src/samples/v9/node_modules/@types/express';
import { fact, listenOnLoopback, until, v9, within } from './facts';
import { runPageCode } from './pageCode';

const EXPRESS = 'versioned_docs/version-9.x/server/express.md';

type Router = ReturnType<(typeof ServerV9)['router']>;
type CreateContext = (opts: ExpressAdapterV9.CreateExpressContextOptions) => unknown;

fact(
  EXPRESS,
  'the adapter calls createContext() at most once per HTTP request: once for a batch, not at all for a HEAD request',
  async (t) => {
    const express = v9('express') as typeof ExpressV9;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { createContext } = runPageCode<{ createContext: CreateContext }>(
      EXPRESS,
      ['createContext'],
      {},
      {
        title: 'server/context.ts',
      },
    );
    const { appRouter } = runPageCode<{ appRouter: Router }>(
      EXPRESS,
      ['appRouter'],
      {},
      {
        title: 'server/router.ts',
      },
    );
    const calls: string[] = [];
    const app = express();
    app.use(
      '/trpc',
      createExpressMiddleware({
        router: appRouter,
        createContext: (opts: ExpressAdapterV9.CreateExpressContextOptions) => {
          calls.push(`${opts.req.method} ${opts.req.url}`);
          return createContext(opts);
        },
      }),
    );
    const base = await listenOnLoopback(t, http.createServer(app));
    // The page's router is typed here only as a 9.x router, so the client gets the one method the fact calls
    const client = createTRPCClient<Router>({
      url: `${base}/trpc`,
      headers: { authorization: 'Bearer alice' },
    }) as unknown as { query: (path: string) => Promise<unknown> };

    // Two queries in one tick go out as one batched request: one context for both
    const lists = await within(
      5000,
      'two batched queries',
      Promise.all([client.query('note.list'), client.query('note.list')]),
    );
    assert.deepEqual(lists, [[], []]);
    assert.equal(calls.length, 1, `one context for the batch: ${calls.join(', ')}`);
    assert.match(calls[0] ?? '', /^GET \/note\.list,note\.list\?batch=1/);

    // A HEAD request is answered 204 before any context is made
    const head = await within(5000, 'a HEAD request', fetch(`${base}/trpc/note.list`, { method: 'HEAD' }));
    assert.equal(head.status, 204);
    assert.equal(calls.length, 1, `no context for a HEAD request: ${calls.join(', ')}`);
  },
);

fact(
  EXPRESS,
  'teardown is called after the adapter ends the response, and not for a request whose client disconnects before sending the whole body',
  async (t) => {
    const express = v9('express') as typeof ExpressV9;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const { appRouter } = runPageCode<{ appRouter: Router }>(
      EXPRESS,
      ['appRouter'],
      {},
      {
        title: 'server/router.ts',
      },
    );
    const teardowns: string[] = [];
    // Each request by its announced length, when it reaches Express and when its connection closes
    const arrived: string[] = [];
    const closed: string[] = [];
    const app = express();
    app.use((req, _res, next) => {
      const length = req.headers['content-length'] ?? '';
      arrived.push(length);
      req.on('close', () => closed.push(length));
      next();
    });
    app.use(
      '/trpc',
      createExpressMiddleware({
        router: appRouter,
        createContext: () => ({ req: undefined as never, res: undefined as never, username: 'alice' }),
        teardown: () => {
          teardowns.push('teardown');
          return Promise.resolve();
        },
      }),
    );
    const base = await listenOnLoopback(t, http.createServer(app));

    // A whole request: answered, then torn down
    const added = await within(
      5000,
      'note.add',
      fetch(`${base}/trpc/note.add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'hello' }),
      }),
    );
    assert.equal(added.status, 200);
    await added.text();
    await until(2000, 'teardown of the whole request', () => teardowns.length === 1);

    // A client that announces 1000 bytes, sends 6 and disconnects: the adapter waits for the rest forever
    const { port } = new URL(base);
    const socket = net.connect(Number(port), '127.0.0.1');
    t.after(() => socket.destroy());
    await within(5000, 'a connection', new Promise((resolve) => socket.once('connect', resolve)));
    socket.write(
      'POST /trpc/note.add HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"text',
    );
    await until(2000, 'the partial request to reach Express', () => arrived.includes('1000'));
    socket.destroy();
    await until(2000, 'the server to see that request closed', () => closed.includes('1000'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.deepEqual(teardowns, ['teardown'], 'no teardown for the request whose body never completed');
  },
);
