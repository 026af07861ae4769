/**
 * Independent audit BC (bench/audit-independent-2026-11-29bc.md): the edges of the sentences the latest fixes
 * wrote, against @trpc/* 10.12.0 (src/samples/v10) and 9.27.4 (src/samples/v9). One server serves 10.x
 * standalone handlers (a maxBodySize of 100; responseMeta recording each call) under their own prefixes; a
 * HEAD request with a body goes out as raw HTTP, as fetch() cannot send one. The 9.x middleware chains run
 * through the router's createCaller().
 *
 *   node --import tsx --test tests/facts/audit-bc.test.ts
 */
import assert from 'node:assert/strict';
import type http from 'node:http';
import net from 'node:net';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type { initTRPC as InitTRPC } from '@trpc/server';
import { fact, servePrefixed, v10, v9, within } from './facts';

const CACHING = 'docs/server/caching.md';
const MIDDLEWARES9 = 'versioned_docs/version-9.x/server/middlewares.md';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
interface MetaOpts {
  errors: { code: string }[];
}

/** What each responseMeta call saw (the error codes, or 'ok'), per handler. */
const metaCalls = new Map<string, string[]>();

function handler(name: string, responseMeta: (opts: MetaOpts) => object): Handler {
  const { initTRPC } = v10('@trpc/server') as { initTRPC: typeof InitTRPC };
  const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as {
    createHTTPHandler: (o: object) => Handler;
  };
  const t = initTRPC.create();
  const router = t.router({
    hi: t.procedure.query(() => 'hi'),
    echo: t.procedure.mutation(() => 'echoed'),
    big: t.procedure.query(() => BigInt(1)),
  });
  metaCalls.set(name, []);
  return createHTTPHandler({
    router,
    maxBodySize: 100,
    responseMeta(opts: MetaOpts) {
      metaCalls.get(name)?.push(opts.errors.map((e) => e.code).join('+') || 'ok');
      return responseMeta(opts);
    },
  });
}

let origin: Promise<string> | undefined;
function serve(): Promise<string> {
  origin ??= servePrefixed(
    new Map<string, Handler>([
      ['plain', handler('plain', () => ({ headers: { 'x-meta': 'yes' } }))],
      [
        // throws for a successful result, answers the error response that replaces it
        'throwing',
        handler('throwing', (opts) => {
          if (opts.errors.length === 0) throw new Error('responseMeta failed');
          return { headers: { 'x-second-call': 'yes' } };
        }),
      ],
    ]),
  );
  return origin;
}

/** Sends `text` as raw HTTP to the server and returns all it answers before closing the connection. */
async function rawHTTP(text: string): Promise<string> {
  const { port } = new URL(await serve());
  const socket = net.connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += String(chunk)));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(text);
  await within(5000, 'closed connection', closed);
  return answer;
}

function request(method: string, path: string, body: string): string {
  return (
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

fact(
  CACHING,
  'a body over maxBodySize gets no response at all, whatever responseMeta returns; responseMeta runs for it, except on a HEAD request',
  async () => {
    const calls = metaCalls;
    const long = JSON.stringify('x'.repeat(1000));
    await serve();
    calls.set('plain', []);
    assert.equal(await rawHTTP(request('POST', '/plain/echo', long)), '', 'a POST over the limit gets no response');
    assert.deepEqual(calls.get('plain'), ['PAYLOAD_TOO_LARGE'], 'responseMeta ran for the POST');
    calls.set('plain', []);
    assert.equal(await rawHTTP(request('HEAD', '/plain/hi', long)), '', 'a HEAD over the limit gets no response');
    assert.deepEqual(calls.get('plain'), [], 'responseMeta did not run for the HEAD request');
    // the same HEAD request with a short body is answered, also without responseMeta
    const short = await rawHTTP(request('HEAD', '/plain/hi', '1'));
    assert.match(short, /^HTTP\/1\.1 204 /);
    assert.deepEqual(calls.get('plain'), []);
  },
);

fact(
  CACHING,
  'responseMeta runs twice when the result cannot be turned into JSON or responseMeta throws for it, and the second call sets the 500 that is sent',
  async () => {
    const base = await serve();
    metaCalls.set('plain', []);
    const bigint = await fetch(`${base}/plain/big`);
    assert.equal(bigint.status, 500);
    await bigint.text();
    assert.deepEqual(metaCalls.get('plain'), ['ok', 'INTERNAL_SERVER_ERROR'], 'a BigInt result');
    assert.equal(bigint.headers.get('x-meta'), 'yes');

    metaCalls.set('throwing', []);
    const thrown = await fetch(`${base}/throwing/hi`);
    assert.equal(thrown.status, 500);
    const body = (await thrown.json()) as { error: { message: string } };
    assert.equal(body.error.message, 'responseMeta failed');
    assert.deepEqual(metaCalls.get('throwing'), ['ok', 'INTERNAL_SERVER_ERROR'], 'a responseMeta that throws');
    assert.equal(thrown.headers.get('x-second-call'), 'yes', "the second call's headers are sent");
  },
);

const trpc = v9('@trpc/server') as typeof ServerV9;
type Middleware = Parameters<ReturnType<typeof trpc.router>['middleware']>[0];

/** A middleware that calls next() and returns nothing, which the types reject. */
const returnsNothing = (async ({ next }: { next: () => Promise<unknown> }) => {
  await next();
}) as unknown as Middleware;

/** `outer`, then a middleware that returns nothing, then a query answering 'data'; the call's outcome. */
async function callBehind(outer: Middleware): Promise<string> {
  const router = trpc
    .router()
    .middleware(outer)
    .middleware(returnsNothing)
    .query('q', { resolve: () => 'data' });
  return router
    .createCaller({})
    .query('q')
    .then(
      (data) => `ok ${String(data)}`,
      (error: Error) => `failed ${error.message}`,
    );
}

fact(
  MIDDLEWARES9,
  'a middleware returning nothing fails the call only if the middlewares before it return the missing result as they got it; one that returns an ok: true copy makes the call succeed',
  async () => {
    assert.equal(
      await callBehind(async ({ next }) => next()),
      'failed No result from middlewares - did you forget to `return next()`?',
    );
    assert.equal(
      await callBehind(async ({ next }) => {
        const result = await next();
        return result.ok ? result : result;
      }),
      "failed Cannot read properties of undefined (reading 'ok')",
    );
    assert.equal(
      await callBehind(async ({ next }) => {
        const result = await next();
        return { ...result, ok: true as const, data: 'replaced' };
      }),
      'ok replaced',
    );
  },
);

fact(
  MIDDLEWARES9,
  'a middleware that throws after next() returned does not undo the resolver; the middleware above sees { ok: false, error } and the caller gets the error',
  async () => {
    const ran: string[] = [];
    const seen: string[] = [];
    const router = trpc
      .router()
      .middleware(async ({ next }) => {
        const result = await next();
        seen.push(result.ok ? 'ok' : result.error.code);
        return result;
      })
      .middleware(async ({ next }) => {
        await next();
        throw new trpc.TRPCError({ code: 'FORBIDDEN' });
      })
      .mutation('save', {
        resolve: () => {
          ran.push('resolver');
          return 'saved';
        },
      });
    const failure = await router
      .createCaller({})
      .mutation('save')
      .then(
        () => 'resolved',
        (error: { code?: string }) => error.code,
      );
    assert.equal(failure, 'FORBIDDEN');
    assert.deepEqual(ran, ['resolver'], 'the resolver ran before the throw');
    assert.deepEqual(seen, ['FORBIDDEN']);
  },
);

const ROUTER9 = 'versioned_docs/version-9.x/server/router.md';
const MERGING9 = 'versioned_docs/version-9.x/server/merging-routers.md';

fact(
  ROUTER9,
  ".merge() prepends a prefix as written: dots have no meaning to it, so 'books' without a dot gives 'bookslist'",
  () => {
    const child = trpc.router().query('list', { resolve: () => 1 });
    assert.deepEqual(Object.keys(trpc.router().merge('books', child)._def.queries), ['bookslist']);
    assert.deepEqual(Object.keys(trpc.router().merge('books.', child)._def.queries), ['books.list']);
  },
);

fact(
  MERGING9,
  '.merge() throws Duplicate endpoint(s) only for a path already used by an endpoint of the same kind: a query and a mutation may share one',
  () => {
    const query = trpc.router().query('list', { resolve: () => 'query' });
    const mutation = trpc.router().mutation('list', { resolve: () => 'mutation' });
    assert.throws(() => trpc.router().merge(query).merge(query), { message: 'Duplicate endpoint(s): list' });
    const both = trpc.router().merge(query).merge(mutation);
    assert.deepEqual([Object.keys(both._def.queries), Object.keys(both._def.mutations)], [['list'], ['list']]);
  },
);
