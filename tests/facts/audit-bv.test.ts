/**
 * Independent audit BV (bench/audit-independent-2026-11-29bv.md): a random draw of sentences and a census of the
 * latest fixes, checked at their edges. The facts run @trpc/* 9.27.4 from src/samples/v9 and 10.12.0 from
 * src/samples/v10 against the standalone adapter on 127.0.0.1 (ports the OS picks).
 *
 *   node --import tsx --test tests/facts/audit-bv.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, listenOnLoopback, v10, v9 } from './facts';

interface Seen {
  path: string | undefined;
  input: unknown;
}
interface ErrorBody {
  error: { data: { code: string; path?: string } };
}

/** A createContext that throws when the request carries `x-reject`: a request that fails as a whole. */
function rejectingContext({ req }: { req: http.IncomingMessage }): { ok: true } {
  if (req.headers['x-reject']) throw new Error('no context');
  return { ok: true };
}

/** Serves a Node.js adapter's handler on 127.0.0.1; its base URL. */
function serve(t: { after: (fn: () => void) => void }, handler: http.RequestListener): Promise<string> {
  return listenOnLoopback(t, http.createServer(handler));
}

/** GETs `path` with `input`, with or without the header that makes createContext throw; the error's data. */
async function errorData(base: string, path: string, reject: boolean): Promise<ErrorBody['error']['data']> {
  const url = `${base}/${path}?input=${encodeURIComponent(JSON.stringify({ id: 1 }))}`;
  const response = await fetch(url, { headers: reject ? { 'x-reject': '1' } : {} });
  return ((await response.json()) as ErrorBody).error.data;
}

const v9Server = v9('@trpc/server') as typeof ServerV9;
const v9Standalone = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  "data.path (and onError's path and input) is the path the call asked for, also when no procedure exists there; it is missing when the request failed as a whole (createContext threw)",
  async (t) => {
    const seen: Seen[] = [];
    const router = v9Server.router<{ ok: true }>().query('exists', { resolve: () => 'yes' });
    const handler = v9Standalone.createHTTPHandler({
      router,
      createContext: rejectingContext,
      onError: ({ path, input }) => void seen.push({ path, input }),
    });
    const base = await serve(t, (req, res) => void handler(req, res));
    // No procedure at `nope`: no procedure was ever chosen, yet the path is there (the old sentence said missing).
    const missing = await errorData(base, 'nope', false);
    assert.equal(missing.code, 'NOT_FOUND');
    assert.equal(missing.path, 'nope');
    assert.deepEqual(seen.at(-1), { path: 'nope', input: { id: 1 } });
    // The request fails as a whole: no path in the response or in onError.
    const whole = await errorData(base, 'exists', true);
    assert.equal(whole.code, 'INTERNAL_SERVER_ERROR');
    assert.equal('path' in whole, false);
    assert.deepEqual(seen.at(-1), { path: undefined, input: undefined });
  },
);

fact(
  'versioned_docs/version-9.x/server/error-formatting.md',
  'the formatter gets the path and input of a call to a path with no procedure; both are undefined when the request failed as a whole',
  async (t) => {
    const seen: Seen[] = [];
    const router = v9Server
      .router<{ ok: true }>()
      .formatError(({ shape, path, input }) => {
        seen.push({ path, input });
        return shape;
      })
      .query('exists', { resolve: () => 'yes' });
    const handler = v9Standalone.createHTTPHandler({
      router,
      createContext: rejectingContext,
    });
    const base = await serve(t, (req, res) => void handler(req, res));
    await errorData(base, 'nope', false);
    assert.deepEqual(seen.at(-1), { path: 'nope', input: { id: 1 } });
    await errorData(base, 'exists', true);
    assert.deepEqual(seen.at(-1), { path: undefined, input: undefined });
  },
);

const v10Server = v10('@trpc/server') as typeof ServerV10;
const v10Standalone = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;

fact(
  'docs/server/error-formatting.md',
  'errorFormatter gets the path of a call to a path with no procedure (an error tied to no procedure); undefined when createContext throws',
  async (t) => {
    const seen: Seen[] = [];
    const trpc = v10Server.initTRPC.context<{ ok: true }>().create({
      errorFormatter({ shape, path, input }) {
        seen.push({ path, input });
        return shape;
      },
    });
    const router = trpc.router({ exists: trpc.procedure.query(() => 'yes') });
    const handler = v10Standalone.createHTTPHandler({
      router,
      createContext: rejectingContext,
    });
    const base = await serve(t, (req, res) => void handler(req, res));
    const missing = await errorData(base, 'nope', false);
    assert.equal(missing.code, 'NOT_FOUND');
    assert.deepEqual(seen.at(-1), { path: 'nope', input: { id: 1 } });
    await errorData(base, 'exists', true);
    assert.deepEqual(seen.at(-1), { path: undefined, input: undefined });
  },
);

fact(
  'docs/server/error-handling.md',
  "data.path and onError's path are the call's path, also when no procedure exists there (rpc.md's error.data.path too); both are missing when the request fails as a whole",
  async (t) => {
    const trpc = v10Server.initTRPC.context<{ ok: true }>().create();
    const router = trpc.router({ exists: trpc.procedure.query(() => 'yes') });
    const onErrorPaths: (string | undefined)[] = [];
    const handler = v10Standalone.createHTTPHandler({
      router,
      createContext: rejectingContext,
      onError: ({ path }) => void onErrorPaths.push(path),
    });
    const base = await serve(t, (req, res) => void handler(req, res));
    const missing = await errorData(base, 'nope', false);
    assert.equal(missing.code, 'NOT_FOUND');
    assert.equal(missing.path, 'nope', 'a call to a path with no procedure keeps its path');
    assert.equal(onErrorPaths.at(-1), 'nope');
    const whole = await errorData(base, 'exists', true);
    assert.equal(whole.path, undefined, 'a request that fails as a whole has no path');
    assert.equal(onErrorPaths.at(-1), undefined);
  },
);

const v10Client = v10('@trpc/client') as typeof ClientV10;

fact(
  'docs/main/introduction.mdx',
  'httpBatchLink batches the calls of one tick, queries and mutations in separate requests; a maxURLLength splits the queries of one tick over several requests',
  async (t) => {
    const trpc = v10Server.initTRPC.create();
    const router = trpc.router({
      get: trpc.procedure.input((raw: unknown) => String(raw)).query(({ input }) => input),
      save: trpc.procedure.mutation(() => 'saved'),
    });
    const handler = v10Standalone.createHTTPHandler({ router });
    const requests: string[] = [];
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        requests.push(`${req.method ?? ''} ${(req.url ?? '').split('?')[0]}`);
        void handler(req, res);
      }),
    );
    const client = (maxURLLength?: number) =>
      v10Client.createTRPCProxyClient<typeof router>({
        links: [v10Client.httpBatchLink({ url: base, maxURLLength })],
      });

    const plain = client();
    await Promise.all([plain.get.query('a'.repeat(60)), plain.get.query('b'.repeat(60)), plain.save.mutate()]);
    assert.deepEqual(requests.sort(), ['GET /get,get', 'POST /save']);

    requests.length = 0;
    const limited = client(150);
    await Promise.all([limited.get.query('a'.repeat(60)), limited.get.query('b'.repeat(60))]);
    // The old sentence: the queries of one tick travel in one HTTP request. With a maxURLLength they do not.
    assert.deepEqual(requests, ['GET /get', 'GET /get']);
  },
);
