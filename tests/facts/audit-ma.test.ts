/**
 * Independent audit MA (bench/audit-independent-2026-12-01ma.md): 44 drawn sentences. The fact pins the one sentence
 * the audit corrected, on the `cause` of a network failure in the retry section of the links overview: it runs
 * @trpc/client 10.12.0 from src/samples/v10 against a loopback port nothing listens on, once with Node.js's own
 * `fetch` and once with `node-fetch` 2.6.7 (the copy Next.js 12.3.7 bundles, from src/samples/v9) passed as the
 * link's `fetch`, and asks the page's own `isTransient` about each failure.
 *
 *   node --import tsx --test tests/facts/audit-ma.test.ts
 */
import assert from 'node:assert/strict';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import { closedPort, fact, pageText, rejection, v10, v9 } from './facts';
import { runPageCode } from './pageCode';

const PAGE = 'docs/client/links/index.mdx';

fact(
  PAGE,
  "a network failure puts the error that fetch rejected with in error.cause: a TypeError with Node.js's fetch, a FetchError with node-fetch 2, which the page's isTransient does not retry",
  async () => {
    const page = pageText(PAGE);
    assert.match(
      page,
      /A network failure leaves `error\.data` undefined and puts the error that `fetch` rejected with in `error\.cause`: a `TypeError` with the `fetch` of browsers and of Node\.js 18 and newer, but a `fetch` you pass to the link can reject with its own class, such as the `FetchError` of `node-fetch` 2, which `isTransient` above does not retry \(test for it as well if you pass one\); `error\.data\.httpStatus` is there only when the server sent a tRPC error\./,
    );
    assert.doesNotMatch(page, /puts the `TypeError` from `fetch` in `error\.cause`/);

    const { createTRPCProxyClient, httpBatchLink, httpLink, TRPCClientError } = v10('@trpc/client') as typeof ClientV10;
    type AnyRouter = ServerV10.AnyRouter;
    const { isTransient } = runPageCode<{ isTransient: (error: ClientV10.TRPCClientError<AnyRouter>) => boolean }>(
      PAGE,
      ['isTransient'],
    );
    /** node-fetch 2.6.7, as Next.js 12.3.7 bundles it (its package.json names the version). */
    const nodeFetch = v9('next/dist/compiled/node-fetch') as typeof fetch;
    const url = `http://127.0.0.1:${await closedPort()}`;

    for (const [name, link] of [
      ['httpLink', httpLink],
      ['httpBatchLink', httpBatchLink],
    ] as const) {
      for (const [fetchName, fetchImpl] of [
        ["Node.js's fetch", undefined],
        ['node-fetch', nodeFetch],
      ] as const) {
        const client = createTRPCProxyClient<AnyRouter>({ links: [link({ url, fetch: fetchImpl })] });
        const error = await rejection((client as unknown as { hello: { query(): Promise<unknown> } }).hello.query());
        assert.ok(error instanceof TRPCClientError, `${name} with ${fetchName}: a TRPCClientError`);
        const failure = error as ClientV10.TRPCClientError<AnyRouter>;
        assert.equal(failure.data, undefined, `${name} with ${fetchName}: no data`);
        assert.ok(failure.cause instanceof Error, `${name} with ${fetchName}: the error fetch rejected with`);
        if (fetchImpl === undefined) {
          assert.ok(failure.cause instanceof TypeError, `${name}: Node.js's fetch rejects with a TypeError`);
          assert.equal(isTransient(failure), true, `${name}: the page's isTransient retries it`);
        } else {
          assert.equal(failure.cause.name, 'FetchError', `${name}: node-fetch rejects with a FetchError`);
          assert.equal(failure.cause instanceof TypeError, false, `${name}: a FetchError is no TypeError`);
          assert.equal(isTransient(failure), false, `${name}: the page's isTransient does not retry it`);
        }
      }
    }
  },
);
