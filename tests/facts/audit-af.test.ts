/**
 * Audit AF (2026-11-29): true behaviour behind universal sentences an independent audit found wrong.
 * The file's HTTP server (10.x standalone handler) also carries the 10.x WebSocket adapter, on the
 * same port; the 9.x type fact is checked by `npm run typecheck` through its `@ts-expect-error`.
 *
 *   node --import tsx --test tests/facts/audit-af.test.ts
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as IncrementalCacheV9 from '../../src/samples/v9/node_modules/next/dist/server/lib/incremental-cache';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import { fact, fileScope, listenOnLoopback, v10, v9, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
const { z } = v10('zod') as typeof Zod;

const t = initTRPC.create();
const router = t.router({
  ok: t.procedure.query(() => 'ok'),
  /** its successful answer makes responseMeta throw */
  metaFails: t.procedure.query(() => 'computed'),
});

/** Messages of the errors each adapter passed to onError, in order. */
const reported = { http: [] as string[], ws: [] as string[] };

let base: Promise<string> | undefined;
/** The file's server: the standalone handler over HTTP and applyWSSHandler for WebSocket upgrades. */
function server(): Promise<string> {
  if (base) return base;
  const handler = createHTTPHandler({
    router,
    onError: ({ error }) => reported.http.push(error.message),
    responseMeta: ({ paths, errors }) => {
      if (paths?.includes('metaFails') && errors.length === 0) throw new Error('responseMeta failed');
      return {};
    },
  });
  const http = createServer((req, res) => void handler(req, res));
  const wss = new WebSocketServer({ server: http });
  applyWSSHandler({ wss, router, onError: ({ error }) => reported.ws.push(`${error.code}: ${error.message}`) });
  fileScope.after(() => {
    wss.clients.forEach((socket) => socket.terminate());
    wss.close();
  });
  base = listenOnLoopback(fileScope, http);
  return base;
}

fact(
  'docs/server/error-formatting.md',
  'a responseMeta that throws for a successful answer is caught: the client gets a 500 INTERNAL_SERVER_ERROR with its message instead of the data, and onError sees it',
  async () => {
    const url = await server();
    const response = await within(5000, 'the answer', fetch(`${url}/metaFails`));
    const body = (await response.json()) as { error?: { message: string; data: { code: string } } };
    assert.equal(response.status, 500);
    assert.equal(body.error?.data.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(body.error?.message, 'responseMeta failed');
    assert.ok(reported.http.includes('responseMeta failed'), `onError saw ${JSON.stringify(reported.http)}`);
  },
);

fact(
  'docs/server/caching.md',
  'over WebSockets, a message the adapter cannot parse is answered with PARSE_ERROR (id null) without a call to onError, while a call to a missing procedure reaches onError (so onError covers each error tRPC handles over HTTP only; also docs/server/error-handling.md)',
  async (t) => {
    const url = await server();
    const socket = new WebSocket(url.replace('http:', 'ws:'));
    t.after(() => socket.terminate());
    const messages: { id: unknown; error?: { data: { code: string } } }[] = [];
    socket.on('message', (data) =>
      messages.push(JSON.parse((data as Buffer).toString('utf8')) as (typeof messages)[number]),
    );
    await within(5000, 'open socket', once(socket, 'open'));
    socket.send('not json');
    socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'missing' } }));
    await within(
      5000,
      'both answers',
      new Promise<void>((resolve) => socket.on('message', () => messages.length === 2 && resolve())),
    );
    const parseError = messages.find((message) => message.id === null);
    assert.equal(parseError?.error?.data.code, 'PARSE_ERROR');
    assert.equal(messages.find((message) => message.id === 1)?.error?.data.code, 'NOT_FOUND');
    assert.deepEqual(
      reported.ws.map((line) => line.split(':')[0]),
      ['NOT_FOUND'],
      'onError heard only of the missing procedure',
    );
  },
);

fact(
  'docs/server/procedures.md',
  "a middleware that returns next()'s result with another data sends that data; output validation checks it too when .output() comes before the middleware in the chain, and fails the call when it does not match",
  async () => {
    const swap = t.middleware(async ({ next }) => {
      const result = await next();
      return result.ok ? { ...result, data: 'swapped' } : result;
    });
    const chains = t.router({
      useThenOutput: t.procedure
        .use(swap)
        .output(z.number())
        .query(() => 1),
      outputThenUse: t.procedure
        .output(z.number())
        .use(swap)
        .query(() => 1),
    });
    const caller = chains.createCaller({});
    assert.equal(await caller.useThenOutput(), 'swapped');
    const failure = await caller.outputThenUse().then(
      () => assert.fail('the swapped string should fail the number schema'),
      (error: unknown) => error as { code: string; message: string },
    );
    assert.equal(failure.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(failure.message, 'Output validation failed');
  },
);

fact(
  'versioned_docs/version-9.x/server/output-validation.md',
  "a zod .brand() schema's output type differs from its input type although it changes no value: on a procedure whose input is a function, a resolver returning a plain string does not compile (npm run typecheck), while the schema accepts that string at runtime; with no input it compiles",
  async () => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { z } = v9('zod') as typeof ZodV9;
    const slug = z.string().brand<'Slug'>();
    const router = trpc
      .router()
      .query('withoutInput', { output: slug, resolve: () => 'hello' })
      // @ts-expect-error the types ask for the branded output type, which a plain string is not
      .query('withFunctionInput', { input: (value: unknown) => String(value), output: slug, resolve: () => 'hello' });
    // The refused procedure still runs; its call is typed loosely, as the failed overload left its input type.
    const query = router.createCaller({}).query as (path: string, input?: unknown) => Promise<unknown>;
    assert.equal(await query('withoutInput'), 'hello');
    assert.equal(await query('withFunctionInput', 'x'), 'hello');
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssg.md',
  "Next.js 12.3's cache regenerates a static page only when it is revalidated: a page without a revalidate interval (false, what getStaticProps gives without one) never goes stale, a page with revalidate: 60 is stale a minute after it was generated",
  async () => {
    const { IncrementalCache } = v9('next/dist/server/lib/incremental-cache') as typeof IncrementalCacheV9;
    const routes: Record<string, { initialRevalidateSeconds: number | false }> = {
      '/never': { initialRevalidateSeconds: false },
      '/minute': { initialRevalidateSeconds: 60 },
    };
    const cache = new IncrementalCache({
      fs: undefined as never,
      dev: false,
      flushToDisk: false,
      serverDistDir: '/nonexistent',
      maxMemoryCacheSize: 0,
      getPrerenderManifest: () => ({ version: 3, routes, dynamicRoutes: {}, notFoundRoutes: [], preview: {} }) as never,
    });
    // Both pages were generated a year ago.
    const page = { kind: 'PAGE', html: '<p>old</p>', pageData: {} };
    const yearAgo = Date.now() - 365 * 24 * 3600 * 1000;
    (cache as unknown as { cacheHandler: object }).cacheHandler = {
      get: () => Promise.resolve({ lastModified: yearAgo, value: page }),
      set: () => Promise.resolve(),
    };
    const never = await cache.get('/never');
    const minute = await cache.get('/minute');
    assert.equal(never?.isStale, undefined, 'a page without revalidate is not stale after a year');
    assert.equal(minute?.isStale, true, 'a page with revalidate: 60 is stale after a minute');
  },
);
