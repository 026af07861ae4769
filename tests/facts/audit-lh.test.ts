/**
 * Independent audit LH (bench/audit-independent-2026-12-01lh.md): 41 drawn sentences. Each fact runs the packages of
 * the page's version from src/samples (here @trpc/* 10.12.0) on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-lh.test.ts
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, listenOnLoopback, pageText, rejection, v10, within } from './facts';

const RPC_PAGE = 'docs/further/rpc.md';
const BATCH_PAGE = 'docs/client/links/httpBatchLink.md';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;

/** A query that succeeds and one that fails with NOT_FOUND, to batch together. */
function okAndMissing() {
  const t = initTRPC.create();
  return t.router({
    ok: t.procedure.query(() => 'ok' as const),
    missing: t.procedure.query(() => {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'No such post' });
    }),
  });
}

fact(
  RPC_PAGE,
  "an onError handler that throws for one call's error fails the whole batch, and one that throws for its own error too gets no tRPC response",
  async (t) => {
    for (const page of [RPC_PAGE, BATCH_PAGE]) {
      const text = pageText(page);
      assert.match(text, /`onError`(\]\([^)]*\))? handler that throws while it handles one call's error/);
      assert.match(text, /if (the handler|it) throws for that error (too|as well), tRPC sends no response at all/);
    }
    assert.match(pageText(RPC_PAGE), /a standalone server's process then ends on the unhandled rejection/);
    // The drawn sentence stays, with its exceptions after it.
    assert.match(
      pageText(RPC_PAGE),
      /Every call gets its own envelope, so one failing procedure does not fail the others\./,
    );

    // 1. The handler throws only for the procedure's error: one envelope with the handler's error, not an array,
    //    and the successful call's result is lost.
    const router = okAndMissing();
    const server = createHTTPServer({
      router,
      createContext: () => ({}),
      onError: ({ error }) => {
        if (error.code === 'NOT_FOUND') {
          // A common slip: a TRPCError made without a cause has none.
          throw new Error(`report failed: ${(error.cause as Error).message}`);
        }
      },
    });
    const base = await listenOnLoopback(t, server.server);
    const response = await within(5000, 'the batch response', fetch(`${base}/ok,missing?batch=1&input=%7B%7D`));
    const body = (await response.json()) as { error?: { message: string; data: { code: string } } };
    assert.equal(Array.isArray(body), false);
    assert.equal(response.status, 500);
    assert.equal(body.error?.data.code, 'INTERNAL_SERVER_ERROR');
    assert.match(body.error?.message ?? '', /Cannot read properties of undefined/);

    // Through httpBatchLink, both calls reject with that one error.
    const client = createTRPCProxyClient<typeof router>({ links: [httpBatchLink({ url: base })] });
    const [ok, missing] = await Promise.all([rejection(client.ok.query()), rejection(client.missing.query())]);
    assert.equal((ok as Error).message, (missing as Error).message);
    assert.match((ok as Error).message, /Cannot read properties of undefined/);

    // 2. The handler throws for every error: resolveHTTPResponse rejects, so the adapter has no response to send
    //    (here the fetch adapter's promise rejects with the handler's error) ...
    const thrown = await rejection(
      fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request('http://localhost/trpc/ok,missing?batch=1&input=%7B%7D'),
        router,
        createContext: () => ({}),
        onError: ({ error }) => {
          throw new Error(`handler threw for ${error.code}`);
        },
      }),
    );
    assert.equal((thrown as Error).message, 'handler threw for INTERNAL_SERVER_ERROR');

    // ... and a standalone server's process ends on the unhandled rejection, before any answer (own process).
    const childCode = `
      const { createRequire } = require('node:module');
      const load = createRequire(${JSON.stringify(path.resolve(__dirname, '../../src/samples/v10/package.json'))});
      const { initTRPC, TRPCError } = load('@trpc/server');
      const { createHTTPServer } = load('@trpc/server/adapters/standalone');
      const t = initTRPC.create();
      const router = t.router({
        ok: t.procedure.query(() => 'ok'),
        missing: t.procedure.query(() => { throw new TRPCError({ code: 'NOT_FOUND' }); }),
      });
      const server = createHTTPServer({ router, onError: ({ error }) => { throw new Error('handler threw for ' + error.code); } });
      server.server.listen(0, '127.0.0.1', () => {
        const { port } = server.server.address();
        fetch('http://127.0.0.1:' + port + '/ok,missing?batch=1&input=%7B%7D').then(
          (res) => { console.log('answered ' + res.status); process.exit(0); },
          (err) => { console.log('request failed ' + err.message); process.exit(0); },
        );
      });
    `;
    const child = spawn(process.execPath, ['-e', childCode], { stdio: ['ignore', 'pipe', 'pipe'] });
    t.after(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exitCode = await within(
      10000,
      'the standalone server process to end',
      new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
    );
    assert.notEqual(exitCode, 0);
    assert.equal(stdout, '');
    assert.match(stderr, /handler threw for INTERNAL_SERVER_ERROR/);
  },
);
