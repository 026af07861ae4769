/**
 * The `cors` package in front of the Express adapter, run from the CORS pages' own blocks of both versions
 * (`cors({ origin: [...], credentials: true, maxAge: 600 })`): what a preflight and a call from an
 * allowed and from another origin get. Against each version's package set.
 *
 *   node --import tsx --test tests/facts/cors.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, listenOnLoopback, v10, v9 } from './facts';
import { runPageCode } from './pageCode';

const allowed = 'https://app.example.com';

/**
 * The page's Express app with `cors` in front of tRPC at /trpc, run from its block with `appRouter`
 * and `createContext` (an empty context: `hello` reads none) passed in; the app's `listen(4000)` does nothing.
 */
function pageApp(page: string, load: NodeJS.Require, appRouter: unknown): Express.Express {
  const express = () => Object.assign((load('express') as typeof Express)(), { listen: () => undefined });
  const { app } = runPageCode<{ app: Express.Express }>(
    page,
    ['app'],
    { express, appRouter, createContext: () => ({}) },
    { containing: 'cors(', wholeBlock: true },
  );
  return app;
}

/** Serves the page's app and checks what browsers get from it. */
async function checkCors(t: { after: (fn: () => void) => void }, app: Express.Express): Promise<void> {
  const base = await listenOnLoopback(t, http.createServer(app));

  const preflight = await fetch(`${base}/trpc/hello`, {
    method: 'OPTIONS',
    headers: {
      origin: allowed,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'content-type,authorization',
    },
  });
  assert.equal(preflight.status, 204, 'cors answers the preflight itself');
  assert.equal(preflight.headers.get('access-control-allow-origin'), allowed);
  assert.equal(preflight.headers.get('access-control-allow-credentials'), 'true');
  assert.equal(preflight.headers.get('access-control-allow-headers'), 'content-type,authorization');
  assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /GET.*POST/);
  assert.equal(preflight.headers.get('access-control-max-age'), '600');

  const call = await fetch(`${base}/trpc/hello`, { headers: { origin: allowed } });
  assert.equal(call.status, 200);
  assert.equal(call.headers.get('access-control-allow-origin'), allowed);
  assert.equal(call.headers.get('access-control-allow-credentials'), 'true');
  assert.match(call.headers.get('vary') ?? '', /Origin/);

  const other = await fetch(`${base}/trpc/hello`, { headers: { origin: 'https://evil.example' } });
  assert.equal(other.headers.get('access-control-allow-origin'), null, 'another origin is not allowed');
}

fact(
  'docs/client/cors.md',
  'the cors package, given the allowed origins and credentials: true, answers the preflight with 204, allows the headers the request names, and allows only the listed origins, with credentials',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const tr = initTRPC.create();
    const appRouter = tr.router({ hello: tr.procedure.query(() => 'hello') });
    await checkCors(t, pageApp('docs/client/cors.md', v10, appRouter));
  },
);

fact(
  'versioned_docs/version-9.x/client/cors.md',
  'the cors package, given the allowed origins and credentials: true, answers the preflight with 204, allows the headers the request names, and allows only the listed origins, with credentials',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const appRouter = trpc.router().query('hello', { resolve: () => 'hello' });
    await checkCors(t, pageApp('versioned_docs/version-9.x/client/cors.md', v9, appRouter));
  },
);
