/**
 * Independent audit R (bench/audit-independent-2026-11-29r.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than the installed packages, pinned as corrected.
 *
 *   node --import tsx --test tests/facts/audit-r.test.ts
 */
// First, so that the 10.x React types load before the 9.x ones below.
import { renderedInfiniteQuery } from './v10-infinite';
import assert from 'node:assert/strict';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ReactNSV9 from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServerV9 from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type SuperJSON from '../../src/samples/v9/node_modules/superjson';
import { fact, listenOnLoopback, v9, within } from './facts';
import { queryClientFor } from './v9-react';

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  "in a batch, a call without input has no key in the input object only without a data transformer; with superjson the client sends the serialized undefined under the call's key",
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const superjson = (v9('superjson') as { default: typeof SuperJSON }).default;
    /** The `input` parameter of the one batch request that a call with input and one without send. */
    async function batchInput(transformer?: typeof superjson): Promise<Record<string, unknown>> {
      const base = trpc.router();
      const router = (transformer ? base.transformer(transformer) : base)
        .query('none', { resolve: () => 'none' })
        .query('echo', { input: (value: unknown) => String(value), resolve: ({ input }) => input });
      const { server } = createHTTPServer({ router, createContext: () => ({}) });
      const urls: string[] = [];
      server.on('request', (req: { url?: string }) => urls.push(req.url ?? ''));
      const client = createTRPCClient<typeof router>({ url: await listenOnLoopback(t, server), transformer });
      const results = await within(3000, 'the batch', Promise.all([client.query('echo', 'x'), client.query('none')]));
      assert.deepEqual(results, ['x', 'none']);
      assert.equal(urls.length, 1, 'both calls should share one request');
      const url = new URL(urls[0], 'http://localhost');
      assert.equal(url.searchParams.get('batch'), '1');
      return JSON.parse(url.searchParams.get('input') ?? 'null') as Record<string, unknown>;
    }
    assert.deepEqual(await batchInput(), { 0: 'x' }, 'without a transformer the call without input has no key');
    assert.deepEqual(
      await batchInput(superjson),
      { 0: { json: 'x' }, 1: { json: null, meta: { values: ['undefined'] } } },
      "with superjson the call without input has a key holding superjson's undefined",
    );
  },
);

fact(
  'docs/reactjs/useInfiniteQuery.md',
  "data.pageParams holds React Query's page param of each page: undefined for the page fetched first, even when initialCursor gave it its cursor, and a page that fetchPreviousPage loads comes before it with its cursor",
  async (t) => {
    const { observer, cursors } = renderedInfiniteQuery(t);
    const first = await within(3000, 'the first page', observer.refetch());
    assert.deepEqual(cursors, [7], 'the first page is fetched with initialCursor');
    assert.deepEqual(first.data?.pageParams, [undefined], 'but its page param is undefined');
    const both = await within(3000, 'the previous page', observer.fetchPreviousPage());
    assert.deepEqual(cursors, [7, 6]);
    assert.deepEqual(both.data?.pageParams, [6, undefined], 'the previous page goes first, with its cursor');
    assert.deepEqual(
      (both.data?.pages as { cursor: number }[]).map((page) => page.cursor),
      [6, 7],
    );
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md',
  'data.pageParams holds the cursor of each page in the order of data.pages: undefined for the page loaded first, and a page that fetchPreviousPage() loads goes before it',
  async (t) => {
    const React = v9('react') as typeof ReactNSV9;
    const { renderToString } = v9('react-dom/server') as typeof ReactDOMServerV9;
    const { InfiniteQueryObserver, QueryClientProvider } = v9('react-query') as typeof ReactQueryV3;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const cursors: unknown[] = [];
    const router = trpc.router().query('list', {
      input: (value: unknown) => value as { limit: number; cursor?: number | null },
      resolve: ({ input }) => {
        cursors.push(input.cursor);
        const cursor = input.cursor ?? 0;
        return { cursor, next: cursor + 1, previous: cursor - 1 };
      },
    });
    const { server } = createHTTPServer({ router, createContext: () => ({}) });
    const client = createTRPCClient<typeof router>({ url: await listenOnLoopback(t, server) });
    const hooks = createReactQueryHooks<typeof router>();
    const queryClient = queryClientFor(t);
    // One server render registers the hook's query, with tRPC's queryFn, in the cache without fetching it.
    renderToString(
      React.createElement(hooks.Provider, {
        // @trpc/react's types name 10.x's client through the site tsconfig's paths (v9-react.ts does the same)
        client: client as never,
        queryClient,
        children: React.createElement(
          QueryClientProvider,
          { client: queryClient },
          React.createElement(() => {
            hooks.useInfiniteQuery(['list', { limit: 1 }], {
              getNextPageParam: (last) => last.next,
              getPreviousPageParam: (first) => first.previous,
            });
            return null;
          }),
        ),
      }),
    );
    const [query] = queryClient.getQueryCache().findAll();
    assert.ok(query, 'the render should have cached the infinite query');
    const observer = new InfiniteQueryObserver(queryClient, query.options as never);
    const first = await within(3000, 'the first page', observer.refetch());
    assert.deepEqual(first.data?.pageParams, [undefined]);
    const both = await within(3000, 'the previous page', observer.fetchPreviousPage());
    assert.deepEqual(cursors, [undefined, -1]);
    assert.deepEqual(both.data?.pageParams, [-1, undefined], 'the previous page goes first, with its cursor');
    assert.deepEqual(
      (both.data?.pages as { cursor: number }[]).map((page) => page.cursor),
      [-1, 0],
    );
  },
);
