/**
 * Noticed by audits MA and ME (bench/audit-independent-2026-12-01me.md, "Noticed"): a router's `errorFormatter`
 * that throws fails a batch as a whole, as a throwing `onError` does (audit-lh.test.ts). Runs @trpc/server 10.12.0
 * from src/samples/v10, the standalone adapter on 127.0.0.1 at a port the OS picks, and the fetch adapter in process.
 *
 *   node --import tsx --test tests/facts/noticed-ma-me.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, listenOnLoopback, pageText, rejection, v10 } from './facts';

const RPC_PAGE = 'docs/further/rpc.md';
const BATCH_PAGE = 'docs/client/links/httpBatchLink.md';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;

/** A query that succeeds and one that fails, under the given error formatter. */
function okAndBad(errorFormatter: (opts: { shape: object; error: Error }) => object) {
  const t = initTRPC.create({ errorFormatter: (opts) => errorFormatter(opts) as typeof opts.shape });
  return t.router({
    ok: t.procedure.query(() => 'ok' as const),
    bad: t.procedure.query(() => {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'boom' });
    }),
  });
}

fact(
  RPC_PAGE,
  "an errorFormatter that throws for one call's error fails the whole batch, and one that throws for its own error too gets no tRPC response",
  async (t) => {
    assert.match(
      pageText(RPC_PAGE),
      /unhandled rejection\)\. A router's `errorFormatter` that throws does the same: one envelope with its error when it throws for one call's error, and no response at all when it throws for every error\./,
    );
    assert.match(
      pageText(BATCH_PAGE),
      /A router's `errorFormatter` that throws does the same: thrown while it formats one call's error, it fails the request as a whole, and when it throws for every error, tRPC sends no response at all\./,
    );

    // 1. It throws for the procedure's error only: one envelope, with the formatter's error, for the whole batch.
    const once = okAndBad(({ shape, error }) => {
      if (error.message === 'boom') throw new Error('formatter threw');
      return shape;
    });
    const handler = createHTTPHandler({ router: once, createContext: () => ({}) });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const response = await fetch(`${base}/ok,bad?batch=1&input=%7B%7D`);
    assert.equal(response.status, 500);
    const body = (await response.json()) as { error?: { message?: string } } | unknown[];
    assert.ok(!Array.isArray(body), 'a single envelope, not one per call');
    assert.equal(body.error?.message, 'formatter threw');

    // 2. It throws for every error: the adapter is left without a response (the fetch adapter's promise rejects).
    const always = okAndBad(({ error }) => {
      throw new Error(`formatter threw for ${error.message}`);
    });
    const thrown = await rejection(
      fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request('http://localhost/trpc/ok,bad?batch=1&input=%7B%7D'),
        router: always,
        createContext: () => ({}),
      }),
    );
    assert.equal((thrown as Error).message, 'formatter threw for formatter threw for boom');
  },
);
