/**
 * Independent audit NA (bench/audit-independent-2026-12-02na.md): 46 drawn sentences and the census of the lines
 * the last session wrote in this audit's files. Two facts pin the two sentences the audit corrected:
 *
 * - httpBatchLink.md, "What the server does with a batch": a router's `errorFormatter` that throws. Run against
 *   @trpc/server and @trpc/client 10.12.0 from src/samples/v10: a formatter that throws only while it formats one
 *   call's error fails the whole batch with its error; one that throws for every error leaves the request without
 *   a response (the adapter's handler rejects before anything is written).
 * - starter-projects.md, "After creating a project": where a starter's commands are listed. The evidence is the
 *   starters' repositories, not a package, so the fact reads the page. At trpc/trpc `v10.12.0`, every example has
 *   its commands in the `scripts` of its `package.json` (`next-prisma-starter` has `migrate-dev`, `test:e2e`, ...),
 *   `next-minimal-starter`'s README names only `npm run dev`, and the README that create-t3-app generates
 *   (`cli/template/base/README.md` of t3-oss/create-t3-app, in every version read) names no script at all.
 *
 *   node --import tsx --test tests/facts/audit-na.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';

const BATCH_PAGE = 'docs/client/links/httpBatchLink.md';
const STARTERS_PAGE = 'docs/nextjs/starter-projects.md';

fact(
  BATCH_PAGE,
  "a router's errorFormatter that throws while it formats one call's error fails the request as a whole, and one that throws for every error gets no response sent",
  async (t) => {
    const page = pageText(BATCH_PAGE);
    assert.match(
      page,
      /A router's `errorFormatter` that throws does the same: thrown while it formats one call's error, it fails the request as a whole, and when it throws for every error, tRPC sends no response at all\./,
    );
    assert.doesNotMatch(page, /So does a router's `errorFormatter` that throws\./);

    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof ClientV10;

    /** Serves a router with this formatter; `rejected` records what a handler that failed had written by then. */
    const serve = async (
      errorFormatter: (opts: {
        shape: ServerV10.DefaultErrorShape;
        error: ServerV10.TRPCError;
      }) => ServerV10.DefaultErrorShape,
    ) => {
      const trpc = initTRPC.create({ errorFormatter });
      const router = trpc.router({
        ok: trpc.procedure.query(() => 'ok'),
        fail: trpc.procedure.query(() => {
          throw new Error('procedure failed');
        }),
      });
      const handler = createHTTPHandler({ router, createContext: () => ({}) });
      const rejected: { message: string; headersSent: boolean; ended: boolean }[] = [];
      const server = http.createServer((req, res) => {
        handler(req, res).catch((error: unknown) => {
          rejected.push({
            message: error instanceof Error ? error.message : String(error),
            headersSent: res.headersSent,
            ended: res.writableEnded,
          });
          res.destroy();
        });
      });
      const url = await listenOnLoopback(t, server);
      type Calls = { ok: { query(): Promise<unknown> }; fail: { query(): Promise<unknown> } };
      const client = createTRPCProxyClient<ServerV10.AnyRouter>({
        links: [httpBatchLink({ url })],
      }) as unknown as Calls;
      const results = await within(5000, 'settled batch', Promise.allSettled([client.ok.query(), client.fail.query()]));
      return { results, rejected };
    };

    // Throws while formatting the procedure's error only: the whole batch fails with the formatter's error.
    const once = await serve(({ shape, error }) => {
      if (error.message === 'procedure failed') throw new Error('formatter failed');
      return shape;
    });
    assert.deepEqual(
      once.results.map((result) => result.status),
      ['rejected', 'rejected'],
      'the call that succeeded is lost too',
    );
    for (const result of once.results) {
      const reason: unknown = result.status === 'rejected' ? result.reason : undefined;
      assert.ok(reason instanceof Error);
      assert.equal(reason.message, 'formatter failed');
    }
    assert.deepEqual(once.rejected, [], 'the handler answered');

    // Throws for every error: the handler rejects without writing anything, and the calls fail with no tRPC error.
    const always = await serve(() => {
      throw new Error('formatter failed');
    });
    assert.deepEqual(always.rejected, [{ message: 'formatter failed', headersSent: false, ended: false }]);
    for (const result of always.results) {
      const reason: unknown = result.status === 'rejected' ? result.reason : undefined;
      assert.ok(reason instanceof Error, 'the call fails');
      assert.equal((reason as { data?: unknown }).data, undefined, 'no tRPC error response arrived');
    }
  },
);

fact(
  STARTERS_PAGE,
  "a starter's other commands are the scripts of its package.json, and not every README lists them (create-t3-app's does not)",
  () => {
    const page = pageText(STARTERS_PAGE);
    assert.match(
      page,
      /The other commands, such as database migrations or test commands, are the `scripts` of the starter's `package\.json`; not every README lists them \(the one that create-t3-app generates does not\)\./,
    );
    assert.doesNotMatch(page, /Each starter's README lists its own scripts/);
  },
);
