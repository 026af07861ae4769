/**
 * Docs facts of the 10.x React pages (tests/facts/README.md): the exact query keys tRPC's hooks
 * write to the React Query cache, how the useContext() helpers match them, and which queries the
 * @trpc/next prepass (ssrState 'prepass') fetches. Components are rendered once with
 * react-dom/server, which runs the hooks in Node: a hook's QueryObserver creates its cache entry,
 * and nothing subscribes, so nothing fetches unless the prepass asks for it.
 *
 *   node --import tsx --test tests/facts/react-query.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as TRPCObservable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type { TRPCLink } from '../../src/samples/v10/node_modules/@trpc/client';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, v10, within } from './facts';

const React = v10('react') as typeof ReactNS;
const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
const { QueryClient, QueryClientProvider, QueryObserver } = v10('@tanstack/react-query') as typeof ReactQuery;
const { createTRPCReact, getQueryKey } = v10('@trpc/react-query') as typeof TRPCReact;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { observable } = v10('@trpc/server/observable') as typeof TRPCObservable;
const { z } = v10('zod') as typeof Zod;

const t = initTRPC.create();
const appRouter = t.router({
  post: t.router({
    byId: t.procedure.input(z.object({ id: z.number() })).query(({ input }) => ({ id: input.id })),
    byAuthor: t.procedure
      .input(z.object({ authorId: z.number(), page: z.number() }))
      .query(({ input }) => [input.page]),
    list: t.procedure
      .input(z.object({ limit: z.number(), cursor: z.number().nullish() }))
      .query(({ input }) => ({ items: [input.cursor ?? 0], nextCursor: (input.cursor ?? 0) + 1 })),
    create: t.procedure.input(z.object({ title: z.string() })).mutation(({ input }) => input),
  }),
});
type AppRouter = typeof appRouter;
const trpc = createTRPCReact<AppRouter>();

/** A terminating link that records the path of each operation and never answers. */
function recordingLink(paths: string[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable(() => {
        paths.push(op.path);
      });
}

/** A terminating link that answers `post.list` from the router itself, recording each cursor. */
function pagesLink(cursors: unknown[]): TRPCLink<AppRouter> {
  const caller = appRouter.createCaller({});
  return () =>
    ({ op }) =>
      observable((observer) => {
        const input = op.input as { limit: number; cursor?: number };
        cursors.push(input.cursor);
        caller.post.list(input).then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => observer.error(error as never),
        );
      });
}

/**
 * Renders `Component` once inside both providers and returns the query client and the paths of the
 * requests sent (by default through a link that never answers).
 */
function renderOnce(Component: () => null, ssrState: false | 'prepass' = false, link?: TRPCLink<AppRouter>) {
  const queryClient = new QueryClient();
  const paths: string[] = [];
  const client = trpc.createClient({ links: [link ?? recordingLink(paths)] });
  renderToString(
    React.createElement(trpc.Provider, {
      client,
      queryClient,
      ssrState,
      children: React.createElement(QueryClientProvider, { client: queryClient }, React.createElement(Component)),
    }),
  );
  return { queryClient, paths };
}

/** The useContext() helpers of one render, with its query client, answered by `link` (by default never). */
function renderUtils(link?: TRPCLink<AppRouter>) {
  let utils: ReturnType<typeof trpc.useContext> | undefined;
  const { queryClient } = renderOnce(
    () => {
      utils = trpc.useContext();
      return null;
    },
    false,
    link,
  );
  assert.ok(utils, 'the component should have rendered');
  return { utils, queryClient };
}

fact(
  'docs/reactjs/getQueryKey.md',
  "getQueryKey returns [path, { input?, type? }?], leaves the second element out without input and type 'any', and gives the keys useQuery, useInfiniteQuery and useMutation use",
  async () => {
    assert.deepEqual(getQueryKey(trpc.post.byId, { id: 1 }, 'query'), [
      ['post', 'byId'],
      { input: { id: 1 }, type: 'query' },
    ]);
    assert.deepEqual(getQueryKey(trpc.post.byId, { id: 1 }), [['post', 'byId'], { input: { id: 1 } }]);
    assert.deepEqual(getQueryKey(trpc.post.byId), [['post', 'byId']]);
    assert.deepEqual(getQueryKey(trpc.post), [['post']]);

    let startCreate: ((input: { title: string }) => void) | undefined;
    const { queryClient } = renderOnce(() => {
      trpc.post.byId.useQuery({ id: 1 });
      trpc.post.list.useInfiniteQuery({ limit: 10 }, { getNextPageParam: (last) => last.nextCursor });
      startCreate = trpc.post.create.useMutation().mutate;
      return null;
    });
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    assert.deepEqual(keys, [
      getQueryKey(trpc.post.byId, { id: 1 }, 'query'),
      getQueryKey(trpc.post.list, { limit: 10 }, 'infinite'),
    ]);
    assert.deepEqual(keys[1], [['post', 'list'], { input: { limit: 10 }, type: 'infinite' }], 'no cursor in the key');

    assert.ok(startCreate, 'the component should have rendered');
    startCreate({ title: 'First post' });
    await within(1000, 'running mutation', new Promise((resolve) => setImmediate(resolve)));
    assert.equal(
      queryClient.isMutating({ mutationKey: getQueryKey(trpc.post.create) }),
      1,
      'the mutation is found by its getQueryKey',
    );
    assert.equal(queryClient.isMutating({ mutationKey: getQueryKey(trpc.post.byId) }), 0);
    queryClient.clear();
  },
);

fact(
  'docs/reactjs/useContext.md',
  "the helpers' keys leave out the query's type, so with exact: true invalidate matches no tRPC query, while a partial input matches every query whose input contains it",
  async () => {
    let utils: ReturnType<typeof trpc.useContext> | undefined;
    const { queryClient } = renderOnce(() => {
      utils = trpc.useContext();
      trpc.post.byId.useQuery({ id: 1 });
      trpc.post.byAuthor.useQuery({ authorId: 7, page: 1 });
      trpc.post.byAuthor.useQuery({ authorId: 7, page: 2 });
      trpc.post.byAuthor.useQuery({ authorId: 8, page: 1 });
      return null;
    });
    assert.ok(utils, 'the component should have rendered');
    const invalidated = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey);

    await utils.post.byId.invalidate({ id: 1 }, { exact: true });
    assert.deepEqual(invalidated(), [], 'exact: true should match nothing');

    await utils.post.byAuthor.invalidate({ authorId: 7 });
    assert.deepEqual(invalidated(), [
      getQueryKey(trpc.post.byAuthor, { authorId: 7, page: 1 }, 'query'),
      getQueryKey(trpc.post.byAuthor, { authorId: 7, page: 2 }, 'query'),
    ]);

    await utils.post.byId.invalidate({ id: 1 });
    assert.deepEqual(
      invalidated()[0],
      getQueryKey(trpc.post.byId, { id: 1 }, 'query'),
      'without exact the same call matches',
    );
    queryClient.clear();
  },
);

/** Renders the queries of the ssr.md and useQueries.md facts in the prepass; returns the keys it fetches. */
async function prepassFetches() {
  const { queryClient, paths } = renderOnce(() => {
    trpc.post.byId.useQuery({ id: 1 });
    trpc.post.byId.useQuery({ id: 2 }, { enabled: false });
    trpc.post.byId.useQuery({ id: 3 }, { trpc: { ssr: false } });
    trpc.post.list.useInfiniteQuery({ limit: 1 }, { enabled: false });
    trpc.useQueries((q) => [
      q.post.byAuthor({ authorId: 1, page: 1 }),
      q.post.byAuthor({ authorId: 2, page: 1 }, { enabled: false }),
      q.post.byAuthor({ authorId: 3, page: 1 }, { trpc: { ssr: false } }),
    ]);
    return null;
  }, 'prepass');
  await within(1000, 'prepass requests', new Promise((resolve) => setImmediate(resolve)));
  const fetching = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.fetchStatus === 'fetching')
    .map((query) => query.queryKey);
  assert.equal(paths.length, fetching.length, 'one request per prefetched query');
  queryClient.clear();
  return fetching;
}

fact(
  'docs/nextjs/ssr.md',
  'the prepass fetches useQuery calls, but skips those with trpc: { ssr: false } and, for useQuery and useInfiniteQuery, those with enabled: false',
  async () => {
    const fetching = await prepassFetches();
    assert.deepEqual(
      fetching.filter(([path]) => (path as string[])[1] !== 'byAuthor'),
      [getQueryKey(trpc.post.byId, { id: 1 }, 'query')],
    );
  },
);

fact(
  'docs/reactjs/useQueries.md',
  'the @trpc/next prepass skips a useQueries query with trpc: { ssr: false }, but not one with enabled: false',
  async () => {
    const fetching = await prepassFetches();
    assert.deepEqual(
      fetching.filter(([path]) => (path as string[])[1] === 'byAuthor'),
      [
        getQueryKey(trpc.post.byAuthor, { authorId: 1, page: 1 }, 'query'),
        getQueryKey(trpc.post.byAuthor, { authorId: 2, page: 1 }, 'query'),
      ],
    );
  },
);

/** useContext.md and useInfiniteQuery.md both describe what fetchInfinite does with cached pages. */
for (const page of ['docs/reactjs/useContext.md', 'docs/reactjs/useInfiniteQuery.md']) {
  fact(
    page,
    'fetchInfinite returns fresh cached pages without a request, and fetches every cached page again once they are stale',
    async () => {
      const cursors: unknown[] = [];
      const { utils, queryClient } = renderUtils(pagesLink(cursors));
      const cached = { items: [0], nextCursor: 5 };
      utils.post.list.setInfiniteData({ limit: 1 }, { pages: [cached, cached], pageParams: [undefined, 5] });

      const fresh = await utils.post.list.fetchInfinite({ limit: 1 }, { staleTime: Infinity });
      assert.equal(fresh.pages.length, 2);
      assert.deepEqual(cursors, [], 'no request while the pages are fresh');

      const refetched = await utils.post.list.fetchInfinite({ limit: 1 });
      assert.deepEqual(cursors, [undefined, 5], 'both cached pages are fetched again, with their cursors');
      assert.deepEqual(refetched.pages, [
        { items: [0], nextCursor: 1 },
        { items: [5], nextCursor: 6 },
      ]);
      queryClient.clear();
    },
  );
}

fact(
  'docs/reactjs/useContext.md',
  'prefetchInfinite hands its second argument to React Query as options and ignores the third, which its types call opts',
  async () => {
    const cursors: unknown[] = [];
    const { utils, queryClient } = renderUtils(pagesLink(cursors));
    await utils.post.list.prefetchInfinite({ limit: 1 });
    assert.deepEqual(cursors, [undefined], 'the first page is fetched');

    await utils.post.list.prefetchInfinite({ limit: 1 }, undefined, { staleTime: Infinity });
    assert.deepEqual(cursors, [undefined, undefined], 'staleTime in the third argument is not applied');

    // The types want ProcedureOptions here; at run time the object is spread into React Query's options.
    const asRuntimeReadsIt = { staleTime: Infinity } as Parameters<typeof utils.post.list.prefetchInfinite>[1];
    await utils.post.list.prefetchInfinite({ limit: 1 }, asRuntimeReadsIt);
    assert.deepEqual(cursors, [undefined, undefined], 'staleTime in the second argument keeps the fresh page');
    queryClient.clear();
  },
);

fact(
  'docs/reactjs/useContext.md',
  'cancel does not pass its typed options on to React Query, and reset reads its second argument as query filters, not as reset options',
  async () => {
    const { utils, queryClient } = renderUtils();
    const calls: Record<string, unknown[]> = {};
    queryClient.cancelQueries = (...args: unknown[]) => {
      calls.cancel = args;
      return Promise.resolve();
    };
    queryClient.resetQueries = (...args: unknown[]) => {
      calls.reset = args;
      return Promise.resolve();
    };
    const key = getQueryKey(trpc.post.byId);
    await utils.post.byId.cancel(undefined, { revert: true, silent: true });
    assert.deepEqual(calls.cancel, [{ queryKey: key }], 'the cancel options are dropped');

    await utils.post.byId.reset(undefined, { throwOnError: true });
    assert.deepEqual(calls.reset, [{ throwOnError: true, queryKey: key }, undefined], 'read as filters');
    queryClient.clear();
  },
);

fact('docs/reactjs/useQuery.md', 'a failed query is retried 3 times by default', async () => {
  const queryClient = new QueryClient({ logger: { log() {}, warn() {}, error() {} } });
  let attempts = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: ['fails'],
    queryFn: () => {
      attempts += 1;
      return Promise.reject(new Error('down'));
    },
    retryDelay: 0,
  });
  const settled = new Promise<void>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.status === 'error') {
        unsubscribe();
        resolve();
      }
    });
  });
  await within(2000, 'the query to fail', settled);
  assert.equal(attempts, 4, 'one attempt and three retries');
  queryClient.clear();
});
