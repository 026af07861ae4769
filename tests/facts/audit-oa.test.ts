/**
 * Independent audit OA (bench/audit-independent-2026-12-02oa.md): 46 drawn sentences and the census of four lines.
 * The facts pin what the audit corrected, each run against the 10.12.0 packages of src/samples/v10:
 *
 * - docs/client/vanilla.md: `cause.cause` holds the original error when `fetch` failed or the body was not JSON, but
 *   a JSON body that is not a tRPC response rejects without a cause;
 * - docs/reactjs/useContext.md: `refetch()` cannot refetch a query that only `setData` or hydration put in the
 *   cache: it turns to an error state and keeps its data;
 * - docs/client/vanilla.md and docs/client/links/httpBatchLink.md: besides `wsLink`, an `httpBatchLink` with
 *   `maxURLLength` leaves a query with a `BigInt` input (and the queries batched with it, and every later query of
 *   the link) pending, because it measures the URL in its timer.
 *
 *   node --import tsx --test tests/facts/audit-oa.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ReactV10 from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/dist/observable';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { closedPort, fact, listenOnLoopback, pageText, rejection, v10, within } from './facts';
import { keepingQueryClient, renderInProviders } from './v10-react';

const VANILLA = 'docs/client/vanilla.md';
const USE_CONTEXT = 'docs/reactjs/useContext.md';
const BATCH = 'docs/client/links/httpBatchLink.md';

const { createTRPCProxyClient, httpBatchLink, httpLink, TRPCClientError } = v10('@trpc/client') as typeof ClientV10;
type AnyRouter = ServerV10.AnyRouter;
type Callable = Record<string, { query(input?: unknown): Promise<unknown>; mutate(input?: unknown): Promise<unknown> }>;

/** How a promise has settled after `ms`: 'resolved', 'rejected' or 'pending'. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<'resolved' | 'rejected' | 'pending'> {
  return within(
    ms + 2000,
    'a settled state',
    Promise.race([
      promise.then(
        () => 'resolved' as const,
        () => 'rejected' as const,
      ),
      new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms)),
    ]),
  );
}

fact(
  VANILLA,
  "cause.cause holds the original error when fetch failed or the body was not JSON, and is undefined for a JSON body that is not a tRPC response, which rejects with 'Unable to transform response from server' or 'Badly formatted response from server'",
  async (t) => {
    const page = pageText(VANILLA);
    assert.match(
      page,
      /`cause\.data` is `undefined` when the request never got a tRPC response\. When `fetch` itself failed, for example because the server is unreachable, or the body was not JSON, such as an HTML error page, `cause\.cause` holds the original error \(with the `fetch` built into Node\.js, a `TypeError` whose message is `fetch failed`; for the HTML page, a `SyntaxError`\)\. A JSON body that is not a tRPC response, such as a gateway's `\{"message": "Internal server error"\}`, rejects with `Unable to transform response from server` \(or `Badly formatted response from server`\) and leaves `cause\.cause` `undefined`\./,
    );
    assert.doesNotMatch(
      page,
      /for example when the server is unreachable; in that case `cause\.cause` holds the original error/,
    );

    /** Answers 502 with the body named by the path: an HTML page, a gateway's JSON, or JSON with a string error. */
    const bodies: Record<string, [string, string]> = {
      html: ['text/html', '<html><body>502 Bad Gateway</body></html>'],
      gateway: ['application/json', '{"message":"Internal server error"}'],
      stringError: ['application/json', '{"error":"Bad Gateway"}'],
    };
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        const [contentType, body] = bodies[(req.url ?? '/').split('/')[1] ?? ''] ?? ['text/plain', 'none'];
        res.writeHead(502, { 'content-type': contentType }).end(body);
      }),
    );
    const unreachable = `http://127.0.0.1:${await closedPort()}`;

    for (const [name, link] of [
      ['httpLink', httpLink],
      ['httpBatchLink', httpBatchLink],
    ] as const) {
      const failure = async (url: string) => {
        const client = createTRPCProxyClient<AnyRouter>({ links: [link({ url })] }) as unknown as Callable;
        const error = await rejection(client.hello.query());
        assert.ok(error instanceof TRPCClientError, `${name}: a TRPCClientError`);
        const clientError = error as ClientV10.TRPCClientError<AnyRouter>;
        assert.equal(clientError.data, undefined, `${name}: no tRPC response, no data`);
        return clientError;
      };
      const down = await failure(unreachable);
      assert.ok(down.cause instanceof TypeError, `${name}: the server is unreachable, the cause is fetch's TypeError`);
      assert.equal(down.cause.message, 'fetch failed');
      const html = await failure(`${base}/html`);
      assert.ok(
        html.cause instanceof SyntaxError,
        `${name}: an HTML page, the cause is the SyntaxError of the JSON parse`,
      );
      const gateway = await failure(`${base}/gateway`);
      assert.equal(gateway.message, 'Unable to transform response from server', `${name}: a gateway's JSON`);
      assert.equal(gateway.cause, undefined, `${name}: a gateway's JSON leaves no cause`);
      const stringError = await failure(`${base}/stringError`);
      assert.equal(stringError.message, 'Badly formatted response from server', `${name}: JSON with a string error`);
      assert.equal(stringError.cause, undefined, `${name}: JSON with a string error leaves no cause`);
    }
  },
);

fact(
  USE_CONTEXT,
  "refetch() does not refetch a query that only setData or hydration put in the cache: it has no query function and turns to an error state ('Missing queryFn'), keeping its data, while a query fetched before is refetched",
  async (t) => {
    const page = pageText(USE_CONTEXT);
    assert.match(
      page,
      /\| Refetches matching queries now, except those whose hooks are all `enabled: false`\. A query that only `setData` or hydration put in the cache, with no hook or `fetch` behind it yet, has no query function: it is not refetched but turns to an error state \(`Missing queryFn`\), keeping its data\. \|/,
    );

    const { dehydrate, hydrate, QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
    const { createTRPCReact, getQueryKey } = v10('@trpc/react-query') as typeof ReactV10;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { z } = v10('zod') as typeof Zod;
    const tServer = initTRPC.create();
    const router = tServer.router({
      note: tServer.router({
        get: tServer.procedure.input(z.object({ id: z.string() })).query(({ input }) => `fetched ${input.id}`),
      }),
    });
    const trpc = createTRPCReact<typeof router>();
    /** The ids the link was asked for, answered from the router. */
    const asked: string[] = [];
    const caller = router.createCaller({});
    const client = trpc.createClient({
      links: [
        () =>
          ({ op }) =>
            observable((observer) => {
              const { id } = op.input as { id: string };
              asked.push(id);
              caller.note
                .get({ id })
                .then((data) => {
                  observer.next({ result: { type: 'data', data } });
                  observer.complete();
                })
                .catch((error: Error) => observer.error(TRPCClientError.from(error)));
            }),
      ],
    });
    const queryClient = keepingQueryClient(t);
    let utils: ReturnType<typeof trpc.useContext> | undefined;
    renderInProviders(trpc, client, queryClient, () => {
      utils = trpc.useContext();
      return null;
    });
    assert.ok(utils, 'the render should give the helpers');

    utils.note.get.setData({ id: 'seeded' }, 'seeded by setData');
    await utils.note.get.fetch({ id: 'fetched' });
    // Hydration, as the dehydrated state of the SSG helpers or withTRPC's SSR is read into the browser's cache
    const serverCache = new QueryClient();
    t.after(() => serverCache.clear());
    await serverCache.prefetchQuery({
      queryKey: getQueryKey(trpc.note.get, { id: 'hydrated' }, 'query'),
      queryFn: () => 'hydrated from the server',
    });
    hydrate(queryClient, dehydrate(serverCache));

    asked.length = 0;
    await within(3000, 'refetch()', utils.note.get.refetch());
    assert.deepEqual(asked, ['fetched'], 'only the query fetched before reaches the link');
    const state = (id: string) => queryClient.getQueryState(getQueryKey(trpc.note.get, { id }, 'query'));
    assert.equal(state('fetched')?.status, 'success');
    assert.equal(state('fetched')?.data, 'fetched fetched');
    for (const [id, data] of [
      ['seeded', 'seeded by setData'],
      ['hydrated', 'hydrated from the server'],
    ] as const) {
      assert.equal(state(id)?.status, 'error', `${id}: turns to an error state`);
      assert.match(String(state(id)?.error), /Missing queryFn/, `${id}: the error names the missing query function`);
      assert.equal(state(id)?.data, data, `${id}: keeps its data`);
    }
  },
);

fact(
  VANILLA,
  'a failed call rejects with a TRPCClientError, except a BigInt input over wsLink and a BigInt query input through an httpBatchLink with maxURLLength: that query, the queries batched with it and every later query of the link never settle, while without maxURLLength the call rejects',
  async (t) => {
    assert.match(
      pageText(VANILLA),
      /A failed call rejects with a `TRPCClientError` \(with two exceptions, both for an input that JSON cannot carry, such as a `BigInt` without a transformer: over `wsLink` it leaves the call pending instead, see \[Inferring Types\]\(\.\.\/server\/infer-types\.md#typing-errors-with-trpcclienterror\); and a query with such an input through an `httpBatchLink` that has \[`maxURLLength`\]\(\.\/links\/httpBatchLink\.md#limiting-the-url-length\) set never settles either, nor do the queries batched with it and every later query of that link\)\./,
    );
    assert.match(
      pageText(BATCH),
      /The link measures a query's URL in its timer, outside the call, so a query input that JSON cannot carry, such as a `BigInt` without a \[data transformer\]\(\.\.\/\.\.\/server\/data-transformers\.md\), throws there instead of rejecting \(an uncaught exception, which ends a Node\.js process that does not listen for `uncaughtException`\): with `maxURLLength` set, that query, the queries batched with it and every later query of the link never settle \(without `maxURLLength`, the call rejects as usual\)\./,
    );

    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { z } = v10('zod') as typeof Zod;
    const tServer = initTRPC.create();
    const router = tServer.router({
      echo: tServer.procedure.input(z.unknown()).query(({ input }) => String(input)),
      save: tServer.procedure.input(z.unknown()).mutation(() => 'saved'),
    });
    const url = await listenOnLoopback(t, createHTTPServer({ router }).server);

    // The link's batch timer (its handler is named `dispatch`) throws outside any call: catch and record that
    // error here, where Node.js would otherwise end the process with it
    const thrownInTimer: unknown[] = [];
    const original = globalThis.setTimeout;
    globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      if (handler.name !== 'dispatch') return original(handler, ms, ...args);
      return original(() => {
        try {
          handler();
        } catch (error) {
          thrownInTimer.push(error);
        }
      }, ms);
    }) as typeof setTimeout;
    t.after(() => (globalThis.setTimeout = original));

    // Without maxURLLength: the query rejects with a TRPCClientError
    const plain = createTRPCProxyClient<AnyRouter>({ links: [httpBatchLink({ url })] }) as unknown as Callable;
    const plainError = await rejection(plain.echo.query(1n));
    assert.ok(plainError instanceof TRPCClientError, 'without maxURLLength: a TRPCClientError');
    assert.match((plainError as Error).message, /BigInt/);
    assert.deepEqual(thrownInTimer, [], 'without maxURLLength nothing throws in the timer');

    // With maxURLLength: the query, the one batched with it and a later one never settle
    const measured = createTRPCProxyClient<AnyRouter>({
      links: [httpBatchLink({ url, maxURLLength: 2083 })],
    }) as unknown as Callable;
    const batchedFine = measured.echo.query('fine');
    const bigQuery = measured.echo.query(1n);
    assert.deepEqual(
      await Promise.all([settledWithin(batchedFine, 500), settledWithin(bigQuery, 500)]),
      ['pending', 'pending'],
      'the BigInt query and the query batched with it never settle',
    );
    assert.equal(thrownInTimer.length, 1, 'the timer threw');
    assert.match(String(thrownInTimer[0]), /BigInt/);
    assert.equal(await settledWithin(measured.echo.query('later'), 500), 'pending', 'a later query never settles');
    // A mutation's input goes in the body, not the measured URL: it rejects as usual
    const mutationError = await rejection(measured.save.mutate(1n));
    assert.ok(mutationError instanceof TRPCClientError, 'a BigInt mutation through the same link rejects');
  },
);
