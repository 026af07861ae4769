/**
 * Independent audit GN (bench/audit-independent-2026-11-30gn.md): 66 drawn sentences, none found wrong, so no
 * page was edited. These facts pin two behaviours that the audit checked at an edge and that no other fact covered,
 * against @trpc/* 10.12.0 from src/samples/v10, on 127.0.0.1 at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-gn.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, rejection, until, v10, within } from './facts';

const { createTRPCProxyClient, httpBatchLink, httpLink, loggerLink, TRPCClientError } = v10(
  '@trpc/client',
) as typeof TRPCClient;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;

fact(
  'docs/client/links/loggerLink.md',
  'a query or mutation gets one entry back, its result or its error: an aborted call too gets exactly one, an error',
  async (t) => {
    assert.match(
      pageText('docs/client/links/loggerLink.md'),
      /A query or mutation gets one entry back: its result or its error\./,
    );

    const t10 = initTRPC.create();
    let markStarted: () => void = () => undefined;
    let started = new Promise<void>((resolve) => (markStarted = resolve));
    const gates: (() => void)[] = [];
    const router = t10.router({
      slow: t10.procedure.query(async () => {
        markStarted();
        await new Promise<void>((resolve) => gates.push(resolve));
        return 'late';
      }),
    });
    t.after(() => gates.forEach((open) => open()));
    const handler = createHTTPHandler({ router });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );

    for (const [name, terminating] of [
      ['httpBatchLink', httpBatchLink],
      ['httpLink', httpLink],
    ] as const) {
      const entries: string[] = [];
      const client = createTRPCProxyClient<typeof router>({
        links: [
          loggerLink({
            logger: (opts) => {
              if (opts.direction === 'up') entries.push('up');
              else entries.push(opts.result instanceof TRPCClientError ? 'down: error' : 'down: result');
            },
          }),
          terminating({ url: base }),
        ],
      });
      const controller = new AbortController();
      const call = client.slow.query(undefined, { signal: controller.signal });
      await within(5000, `the ${name} call reaching the resolver`, started);
      controller.abort();
      const error = await rejection(call);
      assert.ok(error instanceof TRPCClientError);
      assert.equal(error.cause?.name, 'ObservableAbortError');
      await until(5000, `a down entry for the aborted ${name} call`, () => entries.length >= 2);
      // The resolver is still waiting, so no second entry can come from a late answer.
      assert.deepEqual(entries, ['up', 'down: error'], `${name}: one entry back, an error`);
      started = new Promise<void>((resolve) => (markStarted = resolve));
    }
  },
);

fact(
  'docs/server/error-handling.md',
  "onError's path is undefined when a result of a batch cannot be serialized (one call, for the whole request), and set when an output validator fails",
  async (t) => {
    const page = pageText('docs/server/error-handling.md');
    assert.match(
      page,
      /`undefined` when the request fails as a whole .* or when a procedure's result cannot be serialized/,
    );
    assert.match(
      page,
      /The output fails the \[output validator\]\(\.\/output-validation\.md\) \| `INTERNAL_SERVER_ERROR`/,
    );

    const t10 = initTRPC.create();
    const router = t10.router({
      ok: t10.procedure.query(() => 1),
      big: t10.procedure.query(() => ({ n: BigInt(1) })),
      out: t10.procedure
        .output({
          parse: (): string => {
            throw new Error('not a string');
          },
        })
        .query(() => 'never valid'),
    });
    const reported: { code: string; path: string | undefined }[] = [];
    const handler = createHTTPHandler({
      router,
      onError: ({ error, path }) => reported.push({ code: error.code, path }),
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );

    const batch = await within(5000, 'batch answer', fetch(`${base}/ok,big?batch=1&input=%7B%7D`));
    assert.equal(batch.status, 500);
    assert.deepEqual(reported, [{ code: 'INTERNAL_SERVER_ERROR', path: undefined }]);

    reported.length = 0;
    const output = await within(5000, 'output answer', fetch(`${base}/out`));
    assert.equal(output.status, 500);
    assert.deepEqual(reported, [{ code: 'INTERNAL_SERVER_ERROR', path: 'out' }]);
  },
);
