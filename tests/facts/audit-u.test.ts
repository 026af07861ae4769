/**
 * Independent audit U (bench/audit-independent-2026-11-29u.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than the installed packages, pinned as corrected.
 * One 10.x and one 9.x standalone server serve the facts that need one.
 *
 *   node --import tsx --test tests/facts/audit-u.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { fact, fileScope, listenOnLoopback, v10, v9, within } from './facts';
import { renderInProviders } from './v10-react';
import { queryClientFor } from './v9-react';

/** A feed like the useInfiniteQuery page's: `limit + 1` items from the cursor on, `nextCursor` undefined at the end. */
const feed = { ids: [] as number[], cursors: [] as unknown[] };
function page(input: { limit: number; cursor?: number | null }) {
  feed.cursors.push(input.cursor);
  const items = feed.ids.filter((id) => id >= (input.cursor ?? 1)).slice(0, input.limit + 1);
  const nextCursor = items.length > input.limit ? items.pop() : undefined;
  return { items, nextCursor };
}
function resetFeed(length: number) {
  feed.ids = Array.from({ length }, (_, i) => i + 1);
  feed.cursors = [];
}

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const t10 = initTRPC.create();
const router10 = t10.router({
  list: t10.procedure
    .input((value: unknown) => value as { limit: number; cursor?: number | null })
    .query(({ input }) => page(input)),
});

let base10: Promise<string> | undefined;
function server10(): Promise<string> {
  const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
  base10 ??= listenOnLoopback(fileScope, createHTTPServer({ router: router10 }).server);
  return base10;
}

/**
 * Renders one component inside tRPC's provider (react-query 4) so that `useInfiniteQuery` registers its query,
 * with tRPC's own query function, and returns that query's options and the helpers of `trpc.useContext()`.
 */
function renderFeed(url: string, options: { getNextPageParam: (last: ReturnType<typeof page>) => unknown }) {
  const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
  const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
  const { httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
  const trpc = createTRPCReact<typeof router10>();
  const queryClient = new QueryClient();
  let utils: ReturnType<typeof trpc.useContext> | undefined;
  renderInProviders(trpc, trpc.createClient({ links: [httpBatchLink({ url })] }), queryClient, () => {
    utils = trpc.useContext();
    trpc.list.useInfiniteQuery({ limit: 40 }, options as never);
    return null;
  });
  const [query] = queryClient.getQueryCache().findAll();
  assert.ok(query && utils, 'the render should have cached the infinite query');
  return { queryClient, options: query.options, utils };
}

fact(
  'docs/reactjs/useInfiniteQuery.md',
  'undefined, null or false from getNextPageParam sets hasNextPage to false, but only undefined stops fetchNextPage(): after null the hook requests a page without a cursor, the first page again, and after false one with cursor false',
  async (t) => {
    const { InfiniteQueryObserver } = v10('@tanstack/react-query') as typeof ReactQuery;
    const url = await server10();
    const loaded: Record<string, { first: number[]; cursors: unknown[] }> = {};
    const ends = { undefined: undefined, null: null, false: false };
    for (const end of ['undefined', 'null', 'false'] as const) {
      resetFeed(95);
      const { queryClient, options } = renderFeed(url, {
        getNextPageParam: (last) => last.nextCursor ?? ends[end],
      });
      t.after(() => queryClient.clear());
      const observer = new InfiniteQueryObserver(queryClient, options as never);
      await within(3000, 'the first page', observer.refetch());
      await within(3000, 'the second page', observer.fetchNextPage());
      const last = await within(3000, 'the third page', observer.fetchNextPage());
      assert.equal(last.hasNextPage, false, `${end}: no next page after the 95th item`);
      const after = await within(3000, 'one more fetchNextPage()', observer.fetchNextPage());
      const pages = (after.data?.pages ?? []) as ReturnType<typeof page>[];
      loaded[end] = { first: pages.map((p) => p.items[0]), cursors: feed.cursors };
    }
    assert.deepEqual(loaded.undefined, { first: [1, 41, 81], cursors: [undefined, 41, 81] });
    assert.deepEqual(loaded.null, { first: [1, 41, 81, 1], cursors: [undefined, 41, 81, undefined] });
    assert.deepEqual(loaded.false, { first: [1, 41, 81, 1], cursors: [undefined, 41, 81, false] });
  },
);

/**
 * `fetchInfinite` of `trpc.useContext()` on three stale cached pages after the feed got shorter (both pages state
 * it), called with a `getNextPageParam` in its options or without one.
 */
async function refetchShorterFeed(t: { after: (fn: () => void) => void }, withGetNextPageParam: boolean) {
  const url = await server10();
  resetFeed(95);
  const { queryClient, utils } = renderFeed(url, { getNextPageParam: (last) => last.nextCursor });
  t.after(() => queryClient.clear());
  const opts = { getNextPageParam: (last: ReturnType<typeof page>) => last.nextCursor };
  const feedUtils = utils.list as unknown as {
    fetchInfinite: (
      input: { limit: number },
      opts: unknown,
    ) => Promise<ReactQuery.InfiniteData<ReturnType<typeof page>>>;
  };
  await within(3000, 'the first page', feedUtils.fetchInfinite({ limit: 40 }, opts));
  const key = queryClient.getQueryCache().findAll()[0]?.queryKey;
  // Three cached pages, as a feed that scrolled to its end has them
  queryClient.setQueryData(key ?? [], {
    pages: [page({ limit: 40 }), page({ limit: 40, cursor: 41 }), page({ limit: 40, cursor: 81 })],
    pageParams: [undefined, 41, 81],
  });
  resetFeed(60);
  const refetched = await within(
    3000,
    'fetchInfinite of stale pages',
    feedUtils.fetchInfinite({ limit: 40 }, withGetNextPageParam ? opts : undefined),
  );
  if (withGetNextPageParam) {
    assert.deepEqual(
      refetched.pages.map((p) => p.items.length),
      [40, 20],
      'the third page is neither fetched nor kept',
    );
    assert.deepEqual(feed.cursors, [undefined, 41]);
  } else {
    // Without the option, React Query refetches each page with the cursor it was loaded with
    assert.deepEqual(
      refetched.pages.map((p) => p.items.length),
      [40, 20, 0],
      'every cached page is fetched again',
    );
    assert.deepEqual(feed.cursors, [undefined, 41, 81]);
  }
}
for (const pagePath of ['docs/reactjs/useContext.md', 'docs/reactjs/useInfiniteQuery.md']) {
  fact(
    pagePath,
    'fetchInfinite fetches stale cached pages again in order, each with the cursor of the page before it, and stops, dropping the later pages, where getNextPageParam returns undefined',
    (t) => refetchShorterFeed(t, true),
  );
  fact(
    pagePath,
    'fetchInfinite without a getNextPageParam in its options fetches every stale cached page again, each with the cursor it was loaded with',
    (t) => refetchShorterFeed(t, false),
  );
}

fact(
  'docs/client/links/httpBatchLink.md',
  'in a batch, a call without input gets an entry in the input object only when the data transformer turns undefined into a value (superjson does; a transformer that leaves it undefined does not)',
  async () => {
    const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;
    const identity = { serialize: (value: unknown) => value, deserialize: (value: unknown) => value };
    /** The `input` parameter of the batch that one call with input and one without send. */
    async function batchInput(transformer: {
      serialize(value: unknown): unknown;
      deserialize(value: unknown): unknown;
    }): Promise<Record<string, unknown>> {
      const urls: string[] = [];
      const client = createTRPCProxyClient<TRPCServer.AnyRouter>({
        transformer,
        links: [
          httpBatchLink({
            url: 'http://trpc.invalid',
            // Answers the batch itself: the URL is what this fact reads
            fetch: (url) => {
              urls.push(url as string); // tRPC passes the URL as a string
              const data = transformer.serialize('ok');
              return Promise.resolve(new Response(JSON.stringify([{ result: { data } }, { result: { data } }])));
            },
          }),
        ],
      });
      const proxy = client as unknown as Record<string, { query: (input?: unknown) => Promise<unknown> }>;
      assert.deepEqual(await within(3000, 'the batch', Promise.all([proxy.echo.query('x'), proxy.none.query()])), [
        'ok',
        'ok',
      ]);
      assert.equal(urls.length, 1, 'both calls should share one request');
      return JSON.parse(new URL(urls[0]).searchParams.get('input') ?? 'null') as Record<string, unknown>;
    }
    assert.deepEqual(await batchInput(identity), { 0: 'x' }, 'an identity transformer leaves the call out');
    assert.deepEqual(await batchInput(superjson), {
      0: { json: 'x' },
      1: { json: null, meta: { values: ['undefined'] } },
    });
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  'a key of a v10 router holds a procedure or a nested router, whose procedures get the key as their path prefix',
  () => {
    const greeting = t10.procedure.query(() => 'hello');
    const postRouter = t10.router({ all: t10.procedure.query(() => []) });
    const appRouter = t10.router({ greeting, post: postRouter });
    assert.equal(appRouter._def.record.post, postRouter, 'the key post holds the router itself');
    assert.equal('_def' in postRouter && 'procedures' in postRouter._def, true);
    assert.deepEqual(Object.keys(appRouter._def.procedures).sort(), ['greeting', 'post.all']);
  },
);

/** The 9.x server: a feed, and two queries whose batch fails as a whole when the request has `?fail`. */
const trpc9 = v9('@trpc/server') as typeof ServerV9;
const router9 = trpc9
  .router()
  .query('a', { resolve: () => 'a' })
  .query('b', { resolve: () => 'b' })
  .query('list', {
    input: (value: unknown) => value as { limit: number; cursor?: number | null },
    resolve: ({ input }) => page(input),
  });
/** What the 9.x server's responseMeta saw of each response: its paths and the length of its data. */
const seen9: { paths?: string[]; data: number }[] = [];
let base9: Promise<string> | undefined;
function server9(): Promise<string> {
  if (base9) return base9;
  const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
  const { server } = createHTTPServer({
    router: router9,
    createContext: ({ req }) => {
      if (req.url?.includes('fail')) throw new Error('no session');
      return {};
    },
    responseMeta: ({ paths, data }) => {
      seen9.push({ paths, data: data.length });
      return {};
    },
  });
  base9 = listenOnLoopback(fileScope, server);
  return base9;
}

fact(
  'versioned_docs/version-9.x/server/caching.md',
  "responseMeta's data has the result or error of each call, except for a request that fails before its calls run: a batch whose createContext throws has one error envelope",
  async () => {
    const url = await server9();
    seen9.length = 0;
    const input = encodeURIComponent('{}');
    const ok = await within(3000, 'the batch', fetch(`${url}/a,b?batch=1&input=${input}`));
    assert.equal(ok.status, 200);
    const failed = await within(3000, 'the failing batch', fetch(`${url}/a,b?batch=1&input=${input}&fail`));
    assert.equal(failed.status, 500);
    assert.equal(Array.isArray(await failed.json()), false, 'one envelope for the whole batch');
    assert.deepEqual(seen9, [
      { paths: ['a', 'b'], data: 2 },
      { paths: ['a', 'b'], data: 1 },
    ]);
  },
);

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  'in a batch, a transformer that leaves undefined as it is sends no key for a call without input',
  async () => {
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const urls: string[] = [];
    const client = createTRPCClient<typeof router9>({
      url: await server9(),
      transformer: { serialize: (value: unknown) => value, deserialize: (value: unknown) => value },
      fetch: (url, init) => {
        urls.push(url as string); // tRPC passes the URL as a string
        return fetch(url, init);
      },
    });
    const both = await within(3000, 'the batch', Promise.all([client.query('a'), client.query('list', { limit: 1 })]));
    assert.equal(both[0], 'a');
    assert.equal(urls.length, 1, 'both calls should share one request');
    assert.deepEqual(JSON.parse(new URL(urls[0]).searchParams.get('input') ?? 'null'), { 1: { limit: 1 } });
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md',
  'a refetch requests the loaded pages again one after another, and stops, dropping the later pages, where getNextPageParam returns undefined',
  async (t) => {
    const { InfiniteQueryObserver } = v9('react-query') as typeof ReactQueryV3;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const client = createTRPCClient<typeof router9>({ url: await server9() });
    const queryClient = queryClientFor(t);
    resetFeed(95);
    // The query function of @trpc/react 9's useInfiniteQuery: the input with the page param as its cursor
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: ['list', { limit: 40 }],
      queryFn: ({ pageParam }) => client.query('list', { limit: 40, cursor: pageParam as number | undefined }),
      getNextPageParam: (last: ReturnType<typeof page>) => last.nextCursor,
      retry: false,
    });
    await within(3000, 'the first page', observer.refetch());
    await within(3000, 'the second page', observer.fetchNextPage());
    await within(3000, 'the third page', observer.fetchNextPage());
    resetFeed(60);
    const refetched = await within(3000, 'the refetch', observer.refetch());
    const pages = refetched.data?.pages ?? [];
    assert.deepEqual(
      pages.map((p) => p.items.length),
      [40, 20],
      'the third page is neither fetched nor kept',
    );
    assert.deepEqual(feed.cursors, [undefined, 41]);
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  'fetchInfiniteQuery refetches every stale cached page, each with the cursor it was loaded with; with a getNextPageParam in its options, it stops where that returns undefined and drops the later pages',
  async (t) => {
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const client = createTRPCClient<typeof router9>({ url: await server9() });
    const queryClient = queryClientFor(t);
    // The query function of @trpc/react 9's fetchInfiniteQuery: the input with the page param as its cursor
    const queryFn = ({ pageParam }: { pageParam?: unknown }) =>
      client.query('list', { limit: 40, cursor: pageParam as number | undefined });
    const key = ['list', { limit: 40 }];
    const refetchShorter = async (options: { getNextPageParam?: (last: ReturnType<typeof page>) => unknown }) => {
      resetFeed(95);
      queryClient.setQueryData(key, {
        pages: [page({ limit: 40 }), page({ limit: 40, cursor: 41 }), page({ limit: 40, cursor: 81 })],
        pageParams: [undefined, 41, 81],
      });
      resetFeed(60);
      const data = await within(3000, 'fetchInfiniteQuery', queryClient.fetchInfiniteQuery(key, queryFn, options));
      return { lengths: data.pages.map((p) => p.items.length), cursors: feed.cursors };
    };
    assert.deepEqual(await refetchShorter({}), { lengths: [40, 20, 0], cursors: [undefined, 41, 81] });
    assert.deepEqual(await refetchShorter({ getNextPageParam: (last) => last.nextCursor }), {
      lengths: [40, 20],
      cursors: [undefined, 41],
    });
  },
);
