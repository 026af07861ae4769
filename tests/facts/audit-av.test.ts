/**
 * Independent audit AV (bench/audit-independent-2026-11-29av.md, tests/facts/README.md): sentences of the latest
 * fixes the audit found wider than the installed packages, pinned as corrected. One Express 4 server (started by the
 * first fact that needs it, closed when the file's tests end) mounts 10.x middlewares whose hooks throw, and records
 * the `content-type` lines the 9.x and 10.x clients send.
 *
 * The 9.x client is loaded by its folder, not as `@trpc/client` (see v9-edges.test.ts).
 *
 *   node --import tsx --test tests/facts/audit-av.test.ts
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/express';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import { fact, fileScope, listenOnLoopback, rejection, v10, v9, within } from './facts';

const trpc10 = v10('@trpc/server') as typeof TRPCServer;
const { initTRPC, TRPCError } = trpc10;
const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
const express = v10('express') as typeof Express;
const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
const trpc9 = v9('@trpc/server') as typeof ServerV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { httpLink: httpLinkV9 } = v9('./node_modules/@trpc/client/links/httpLink') as typeof HttpLinkV9;
/** The `node-fetch` Next.js 12.3.7 bundles (its package.json names 2.6.7), as a `fetch` for the clients. */
const nodeFetch = v9('next/dist/compiled/node-fetch') as typeof fetch;

const EXPRESS = 'docs/server/adapter/express.md';

/** The codes each hook was called with, per mount. */
const calls: Record<'onError' | 'formatter' | 'responseMeta', string[]> = {
  onError: [],
  formatter: [],
  responseMeta: [],
};
/** The formatter of the `/parse` mount always throws; the one of `/trpcError` throws a `TRPCError` for a NOT_FOUND. */
const throwing = initTRPC.create({
  errorFormatter: ({ error }): TRPCServer.DefaultErrorShape => {
    calls.formatter.push(error.code);
    throw new Error('the formatter broke');
  },
});
const badRequest = initTRPC.create({
  errorFormatter: ({ shape, error }) => {
    calls.formatter.push(error.code);
    if (error.code === 'NOT_FOUND') throw new TRPCError({ code: 'BAD_REQUEST', message: 'from the formatter' });
    return shape;
  },
});
const plain = initTRPC.create();
const routers = {
  throwing: throwing.router({ echo: throwing.procedure.input((value: unknown) => value).query(({ input }) => input) }),
  badRequest: badRequest.router({
    missing: badRequest.procedure.query(() => {
      throw new TRPCError({ code: 'NOT_FOUND' });
    }),
  }),
  plain: plain.router({ me: plain.procedure.query(() => 'Ada') }),
};

/** What escaped a tRPC middleware's promise, and whether the response had been ended by then. */
const escaped: { error: unknown; ended: boolean }[] = [];
/** The `content-type` lines of each request to `/headers9` and `/headers10`: `req.headers`' value, then the raw lines. */
const received: { merged: string | undefined; lines: string[] }[] = [];
const record = (req: IncomingMessage) =>
  received.push({
    merged: req.headers['content-type'],
    lines: req.rawHeaders.filter((_, i) => i % 2 === 1 && req.rawHeaders[i - 1]?.toLowerCase() === 'content-type'),
  });

let origin: Promise<string> | undefined;
function server(): Promise<string> {
  if (origin) return origin;
  const app = express();
  /** Mounts a tRPC middleware; what its promise rejects with is recorded, and the connection dropped. */
  const mount = (at: string, trpc: Express.Handler) =>
    app.use(at, (req, res, next) => {
      void (trpc(req, res, next) as unknown as Promise<void>).catch((error: unknown) => {
        escaped.push({ error, ended: res.writableEnded });
        req.socket.destroy();
      });
    });
  mount(
    '/context',
    createExpressMiddleware({
      router: routers.plain,
      createContext: () => {
        throw new Error('createContext broke');
      },
      onError: ({ error }) => {
        calls.onError.push(error.code);
        throw new Error('onError broke');
      },
    }),
  );
  mount(
    '/contextMeta',
    createExpressMiddleware({
      router: routers.plain,
      createContext: () => {
        throw new Error('createContext broke');
      },
      responseMeta: ({ errors }) => {
        calls.responseMeta.push(errors.map((error) => error.code).join());
        throw new Error('responseMeta broke');
      },
    }),
  );
  mount('/parse', createExpressMiddleware({ router: routers.throwing }));
  mount('/trpcError', createExpressMiddleware({ router: routers.badRequest }));
  const handler9 = createHTTPHandler({ router: trpc9.router().query('me', { resolve: () => 'Ada' }) });
  app.use('/headers9', (req, res) => {
    record(req);
    void handler9(req, res);
  });
  const handler10 = createExpressMiddleware({ router: routers.plain });
  app.use('/headers10', (req, res, next) => {
    record(req);
    void handler10(req, res, next);
  });
  origin = listenOnLoopback(fileScope, app.listen(0, '127.0.0.1'));
  return origin;
}

fact(
  EXPRESS,
  'a throwing onError or formatter is called once, and its throw escapes, for an error of createContext or input parsing; a formatter that throws a TRPCError is called again with that error, not an INTERNAL_SERVER_ERROR',
  async () => {
    const base = await server();
    escaped.length = 0;

    calls.onError = [];
    await rejection(fetch(`${base}/context/me`));
    assert.deepEqual(calls.onError, ['INTERNAL_SERVER_ERROR'], 'onError is called once');
    assert.equal((escaped[0]?.error as Error).message, 'onError broke');
    assert.equal(escaped[0]?.ended, false, 'no response had been sent');

    calls.formatter = [];
    await rejection(fetch(`${base}/parse/echo?input=${encodeURIComponent('{')}`));
    assert.deepEqual(calls.formatter, ['PARSE_ERROR'], 'the formatter is called once');
    assert.equal((escaped[1]?.error as Error).message, 'the formatter broke');
    assert.equal(escaped.length, 2);

    calls.formatter = [];
    const answer = await within(5000, 'answer', fetch(`${base}/trpcError/missing`));
    assert.deepEqual(calls.formatter, ['NOT_FOUND', 'BAD_REQUEST'], 'called again with the thrown TRPCError');
    assert.equal(answer.status, 400);
    const body = (await answer.json()) as { error: { message: string; data: { code: string } } };
    assert.equal(body.error.data.code, 'BAD_REQUEST');
    assert.equal(body.error.message, 'from the formatter');
    assert.equal(escaped.length, 2, 'nothing more escaped');
  },
);

fact(
  EXPRESS,
  'when a responseMeta throw escapes the Express 4 middleware, an uncaughtException handler alone keeps the process running',
  () => {
    const script = `
      const { createRequire } = require('node:module');
      const r = createRequire(${JSON.stringify(path.resolve(__dirname, '../../src/samples/v10/package.json'))});
      const { initTRPC } = r('@trpc/server');
      const { createExpressMiddleware } = r('@trpc/server/adapters/express');
      const t = initTRPC.create();
      const router = t.router({ greet: t.procedure.query(() => 'hi') });
      const app = r('express')();
      app.use('/trpc', createExpressMiddleware({ router, responseMeta: () => { throw new Error('meta broke'); } }));
      process.on('uncaughtException', (error) => {
        console.log('handled ' + error.message);
        setImmediate(() => { console.log('still running'); process.exit(0); });
      });
      const server = app.listen(0, '127.0.0.1', () => {
        fetch('http://127.0.0.1:' + server.address().port + '/trpc/greet').then((response) => console.log('answered'));
      });
    `;
    const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 });
    assert.equal(child.status, 0, `the process goes on (stderr: ${child.stderr})`);
    assert.equal(child.stdout, 'handled meta broke\nstill running\n', 'no answer; the handler saw the throw');
  },
);

fact(
  'docs/server/error-formatting.md',
  'a responseMeta that throws while tRPC answers an error of createContext is called once, and its throw escapes: no error answer',
  async () => {
    const base = await server();
    escaped.length = 0;
    calls.responseMeta = [];
    await rejection(fetch(`${base}/contextMeta/me`));
    assert.deepEqual(calls.responseMeta, ['INTERNAL_SERVER_ERROR'], 'responseMeta is called once');
    assert.equal((escaped[0]?.error as Error).message, 'responseMeta broke');
    assert.equal(escaped[0]?.ended, false, 'no response had been sent');
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  "_def.queries types only an interop router's legacy queries: indexing it with the path of a procedure built with t does not compile, inferProcedureOutput of AppRouter['post']['byId'] does",
  () => {
    const legacy = trpc10.router().query('post.old', { resolve: () => 'old' });
    const t = initTRPC.create();
    const appRouter = t.mergeRouters(
      t.router({ post: t.router({ byId: t.procedure.query(() => ({ id: '1' })) }) }),
      legacy.interop(),
    );
    type AppRouter = typeof appRouter;
    // @ts-expect-error a procedure built with t is not typed in _def.queries
    const missing: TRPCServer.inferProcedureOutput<AppRouter['_def']['queries']['post.byId']> = { id: '1' };
    const old: TRPCServer.inferProcedureOutput<AppRouter['_def']['queries']['post.old']> = 'old';
    const byId: TRPCServer.inferProcedureOutput<AppRouter['post']['byId']> = { id: '1' };
    assert.deepEqual([missing, old, byId], [{ id: '1' }, 'old', { id: '1' }]);
    // At runtime _def.queries lists both: only the types leave the new procedure out.
    assert.deepEqual(Object.keys(appRouter._def.queries).sort(), ['post.byId', 'post.old']);
  },
);

fact(
  'versioned_docs/version-9.x/client/header.md',
  "with a `Content-Type` key, Node.js 20's fetch sends one merged content-type, while node-fetch 2.6.7 (Next.js 12's) sends two lines and req.headers keeps the first",
  async () => {
    assert.equal(
      (v9('next/package.json') as { devDependencies: Record<string, string> }).devDependencies['node-fetch'],
      '2.6.7',
    );
    const url = `${await server()}/headers9`;
    received.length = 0;
    for (const fetchImpl of [fetch, nodeFetch]) {
      const client = createTRPCClient({
        links: [httpLinkV9({ url })],
        fetch: fetchImpl,
        headers: { 'Content-Type': 'text/plain' },
      });
      assert.equal(await within(5000, 'answer', client.query('me')), 'Ada');
    }
    assert.deepEqual(received, [
      { merged: 'application/json, text/plain', lines: ['application/json, text/plain'] },
      { merged: 'application/json', lines: ['application/json', 'text/plain'] },
    ]);
  },
);

fact(
  'docs/client/header.md',
  "with a `Content-Type` key, Node.js 20's fetch sends one content-type joined into application/json, <yours>, while node-fetch 2.6.7 sends two lines and req.headers keeps the first",
  async () => {
    const url = `${await server()}/headers10`;
    received.length = 0;
    for (const fetchImpl of [fetch, nodeFetch]) {
      const client = createTRPCProxyClient<typeof routers.plain>({
        links: [httpLink({ url, fetch: fetchImpl, headers: { 'Content-Type': 'text/plain' } })],
      });
      assert.equal(await within(5000, 'answer', client.me.query()), 'Ada');
    }
    assert.deepEqual(received, [
      { merged: 'application/json, text/plain', lines: ['application/json, text/plain'] },
      { merged: 'application/json', lines: ['application/json', 'text/plain'] },
    ]);
  },
);
