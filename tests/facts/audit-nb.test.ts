/**
 * Independent audit NB (bench/audit-independent-2026-12-02nb.md): 31 drawn sentences. The facts pin the three
 * sentences the audit corrected:
 *
 * - the prefetch helpers of `useContext()` for infinite queries judge the cached pages by the `staleTime` of the
 *   call, not by the one the hook was given (@trpc/react 9.27.4 and react-query 3 from src/samples/v9);
 * - a prefix such as `'task'` matches no `'task.list'` query, and passed as a filter's `queryKey` it type-checks
 *   (the `@ts-expect-error` lines are checked by `npm run typecheck`);
 * - in the TypeScript performance post, the 25-procedure steps of the object router differ by one instantiation:
 *   the v10 projects of `scripts/ts-perf/run.mjs` (its own generator) checked with the TypeScript API at 25, 50
 *   and 75 procedures against @trpc/* 10.12.0 and zod from src/samples/v10.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-nb.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import { fact, pageText, v9, within } from './facts';
import { contextHelpers, queryClientFor } from './v9-react';
import { checkOptions, virtualProgram } from './virtualProgram';

const root = path.resolve(__dirname, '../..');
const INFINITE = 'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md';
const INVALIDATION = 'versioned_docs/version-9.x/reactjs/query-invalidation.md';
const PERF = 'blog/2023-01-14-typescript-performance-lessons/index.md';

/** The page as it was before this audit, to check that the assertions on the new wording reject it. */
function isNewWording(page: string, pattern: RegExp, oldText: string): void {
  assert.match(pageText(page), pattern);
  assert.ok(!pageText(page).includes(oldText), `${page} still has the old sentence`);
}

fact(
  INFINITE,
  "useContext()'s prefetchInfiniteQuery and fetchInfiniteQuery judge cached pages by the staleTime of the call (0 unless given, or the QueryClient's default), not by the hook's: without one they reload every page the hook holds as fresh",
  async (t) => {
    isNewWording(
      INFINITE,
      /When pages are cached already, they fetch nothing while those pages are newer than the `staleTime` passed to the call and have not been invalidated since \(an invalidated query stays stale until it is fetched again\), and otherwise every loaded page again, as a refetch does \(with a `getNextPageParam` in the options, stopping where it returns `undefined`\)\. Only that `staleTime` counts \(or the `QueryClient`'s default\), and it is `0` unless you set one: the one given to `useInfiniteQuery\(\)` does not, so a prefetch without it reloads every page of a feed the hook still holds as fresh\./,
      'they fetch nothing while those are fresh, and every loaded page again once they are stale',
    );
    const { InfiniteQueryObserver } = v9('react-query') as typeof ReactQuery;
    type Page = { items: number[]; nextCursor?: number };
    /** The cursors the procedure was called with; the feed has `length` items, 2 a page. */
    const cursors: unknown[] = [];
    let length = 6;
    const page = (cursor: number | undefined): Page => {
      const start = cursor ?? 1;
      const items = Array.from({ length }, (_, i) => i + 1).filter((id) => id >= start);
      return { items: items.slice(0, 2), nextCursor: items.length > 2 ? items[2] : undefined };
    };
    const client = {
      query: (_path: string, input: { cursor?: number }) => {
        cursors.push(input.cursor);
        return Promise.resolve(page(input.cursor));
      },
    };
    const key = ['photo.feed', { limit: 2 }];
    const getNextPageParam = (last: Page) => last.nextCursor;
    const loaded = { pages: [page(undefined), page(3), page(5)], pageParams: [undefined, 3, 5] };

    // The hook's staleTime: 60 s. Its observer holds the three loaded pages as fresh.
    const queryClient = queryClientFor(t);
    const helpers = contextHelpers(queryClient, client) as unknown as {
      prefetchInfiniteQuery: (key: unknown[], opts?: object) => Promise<void>;
      fetchInfiniteQuery: (key: unknown[], opts?: object) => Promise<{ pages: Page[]; pageParams: unknown[] }>;
    };
    queryClient.setQueryData(key, loaded);
    const observer = new InfiniteQueryObserver<Page>(queryClient, {
      queryKey: key,
      queryFn: ({ pageParam }) => client.query('photo.feed', { cursor: pageParam as number | undefined }),
      getNextPageParam,
      staleTime: 60_000,
    });
    // Unsubscribed before the QueryClient is cleared: the other order leaves react-query's 5-minute gc timer.
    const unsubscribe = observer.subscribe(() => {});
    try {
      assert.equal(observer.getCurrentResult().isStale, false, "the hook's pages are fresh");
      assert.deepEqual(cursors, [], 'a fresh query is not fetched on mount');

      await within(5000, 'a prefetch with staleTime', helpers.prefetchInfiniteQuery(key, { staleTime: 60_000 }));
      assert.deepEqual(cursors, [], 'pages newer than the staleTime of the call are not fetched');
      await within(5000, 'a prefetch without staleTime', helpers.prefetchInfiniteQuery(key));
      assert.deepEqual(cursors, [undefined, 3, 5], 'without one, every loaded page again, the hook notwithstanding');
      cursors.length = 0;
      await within(5000, 'a fetch without staleTime', helpers.fetchInfiniteQuery(key));
      assert.deepEqual(cursors, [undefined, 3, 5], 'fetchInfiniteQuery likewise');
    } finally {
      unsubscribe();
    }

    // With a getNextPageParam in the options, a feed that got shorter stops where it returns undefined.
    cursors.length = 0;
    length = 3;
    const shorter = await within(
      5000,
      'a fetch of a shorter feed',
      helpers.fetchInfiniteQuery(key, { getNextPageParam }),
    );
    assert.deepEqual(cursors, [undefined, 3]);
    assert.deepEqual(shorter.pageParams, [undefined, 3]);

    // The QueryClient's default staleTime counts as the call's.
    const withDefault = queryClientFor(t, { defaultOptions: { queries: { staleTime: 60_000 } } });
    const defaultHelpers = contextHelpers(withDefault, client) as unknown as typeof helpers;
    withDefault.setQueryData(key, loaded);
    cursors.length = 0;
    await within(5000, 'a prefetch under a default staleTime', defaultHelpers.prefetchInfiniteQuery(key));
    assert.deepEqual(cursors, []);
  },
);

const trpc9 = v9('@trpc/server') as typeof ServerV9;
const taskRouter = trpc9
  .router()
  .query('task.list', { resolve: () => [] as string[] })
  .query('task.stats', { resolve: () => ({ open: 0 }) });

fact(
  INVALIDATION,
  "a prefix like 'task' matches no 'task.list' query: the type checker rejects it as the path, and it type-checks as a filter's queryKey but matches nothing",
  async (t) => {
    isNewWording(
      INVALIDATION,
      /A prefix like `'task'` matches nothing\. As the path argument it is not a query path, so the type checker rejects it; as a filter, `invalidateQueries\(\{ queryKey: \['task'\] \}\)`, it type-checks but does not match `'task\.list'` either, because react-query compares each element of the key as a whole\./,
      "There is no way to pass a prefix like `'task'`: it is not a query path, so the type checker rejects it",
    );
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const hooks = createReactQueryHooks<typeof taskRouter>();
    // Checked by `npm run typecheck`: the path forms are errors, the filter forms are not.
    const typed = (utils: ReturnType<typeof hooks.useContext>) => [
      // @ts-expect-error: 'task' is not a query path
      utils.invalidateQueries('task'),
      // @ts-expect-error: nor as a one-element tuple
      utils.invalidateQueries(['task']),
      utils.invalidateQueries({ queryKey: 'task' }),
      utils.invalidateQueries({ queryKey: ['task'] }),
      utils.invalidateQueries('task.list'),
    ];
    assert.equal(typeof typed, 'function');
    assert.equal(typeof hooks.useContext, 'function');
    assert.deepEqual(Object.keys(taskRouter._def.queries), ['task.list', 'task.stats'], 'no query is called task');

    const queryClient = queryClientFor(t);
    const helpers = contextHelpers(queryClient) as unknown as {
      invalidateQueries: (...args: unknown[]) => Promise<void>;
    };
    const invalidated = async (...args: unknown[]) => {
      queryClient.clear();
      queryClient.setQueryData(['task.list', undefined], []);
      queryClient.setQueryData(['task.stats', undefined], { open: 0 });
      await within(5000, 'invalidateQueries', helpers.invalidateQueries(...args));
      return queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey[0]);
    };
    for (const args of [['task'], [['task']], [{ queryKey: 'task' }], [{ queryKey: ['task'] }]]) {
      assert.deepEqual(await invalidated(...args), [], `${JSON.stringify(args)} matches nothing`);
    }
    assert.deepEqual(await invalidated('task.list'), ['task.list'], 'the whole path does');
  },
);

/** `generateV10` and `TSCONFIG` of scripts/ts-perf/run.mjs, taken from its source (the script runs when imported). */
function benchmarkGenerator(): {
  generateV10: (n: number) => { router: string; client: string };
  TSCONFIG: { compilerOptions: { lib: string[] } };
} {
  const source = fs.readFileSync(path.join(root, 'scripts/ts-perf/run.mjs'), 'utf8');
  const start = source.indexOf('const kind = ');
  const end = source.indexOf('\n};\n', source.indexOf('const TSCONFIG = '));
  assert.ok(start > 0 && end > start, 'run.mjs declares kind ... TSCONFIG');
  return vm.runInNewContext(`${source.slice(start, end + 3)}\n({ generateV10, TSCONFIG });`) as ReturnType<
    typeof benchmarkGenerator
  >;
}

fact(
  PERF,
  "the object router's 25-procedure steps add 20,738 and 20,737 instantiations in turn, 829.5 per procedure to one decimal",
  () => {
    isNewWording(
      PERF,
      /every 25 added procedures add the same number of instantiations, give or take one \(a run of the same generator in steps of 25 gives 20,738 and 20,737 in turn\): 829\.5 per procedure between each pair of sizes, to one decimal\./,
      'add the same number of instantiations: 829.5',
    );
    const { generateV10, TSCONFIG } = benchmarkGenerator();
    assert.equal(JSON.stringify(TSCONFIG.compilerOptions.lib), '["ES2022","DOM"]', 'the libs checkOptions gives');
    const packages = path.join(root, 'src/samples/v10/node_modules');
    const options = checkOptions(packages, ['@trpc/server', '@trpc/server/*', '@trpc/client', '@trpc/client/*', 'zod']);
    const count = (n: number) => {
      const { router, client } = generateV10(n);
      const program = virtualProgram('audit-nb', { 'router.ts': router, 'client.ts': client }, options);
      const errors = program.getSemanticDiagnostics().map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      assert.deepEqual(errors, [], `${n} procedures type-check`);
      return program.getInstantiationCount();
    };
    const [at25, at50, at75] = [25, 50, 75].map(count);
    const bench = JSON.parse(fs.readFileSync(path.join(root, 'bench/ts-perf.json'), 'utf8')) as {
      cases: { style: string; procedures: number; instantiations: number }[];
    };
    const benchAt = (n: number) => bench.cases.find((c) => c.style === 'v10' && c.procedures === n)?.instantiations;
    assert.deepEqual([at25, at50], [benchAt(25), benchAt(50)], "the counts of the post's table");
    assert.deepEqual([at50 - at25, at75 - at50], [20_738, 20_737], 'two steps of 25, one apart');
    for (const step of [at50 - at25, at75 - at50]) assert.equal((step / 25).toFixed(1), '829.5');
  },
  120_000,
);
