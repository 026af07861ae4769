/**
 * Facts of audit EI (bench/audit-independent-2026-11-30ei.md), against @trpc/* 9.27.4 and react-query 3
 * from src/samples/v9.
 *
 *   node --import tsx --test tests/facts/audit-ei.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as SSGV9 from '../../src/samples/v9/node_modules/@trpc/react/ssg';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import { fact, v9 } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { createSSGHelpers } = v9('@trpc/react/ssg') as typeof SSGV9;
const { QueryClient, hydrate } = v9('react-query') as typeof ReactQuery;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "after SSG, a query's age counts from when getStaticProps fetched it (whenever Next.js runs it: at build, on revalidation or on a fallback path's first request), not from the build or from hydration",
  async (t) => {
    const router = trpc.router().query('recipe.list', { resolve: () => ['soup'] });
    /** One run of a page's getStaticProps: fetch with the SSG helpers, return the dehydrated cache. */
    const getStaticProps = async () => {
      const ssg = createSSGHelpers({ router, ctx: {} });
      t.after(() => ssg.queryClient.clear());
      const before = Date.now();
      await ssg.fetchQuery('recipe.list');
      return { before, after: Date.now(), trpcState: ssg.dehydrate() };
    };

    // The build generates one page; a fallback path is generated later, on its first request.
    const built = await getStaticProps();
    await sleep(80);
    const onFirstRequest = await getStaticProps();
    await sleep(80);

    for (const [name, run] of [
      ['built page', built],
      ['page generated on request', onFirstRequest],
    ] as const) {
      // The browser hydrates the page's cache, as withTRPC() does with pageProps.trpcState.
      const browser = new QueryClient();
      t.after(() => browser.clear());
      const hydratedAt = Date.now();
      hydrate(browser, run.trpcState);
      const [query] = browser.getQueryCache().getAll();
      assert.ok(query, `${name}: the hydrated cache should hold the query`);
      const { dataUpdatedAt } = query.state;
      assert.ok(
        dataUpdatedAt >= run.before && dataUpdatedAt <= run.after,
        `${name}: dataUpdatedAt ${dataUpdatedAt} should be the time of its getStaticProps run (${run.before}-${run.after})`,
      );
      assert.ok(dataUpdatedAt < hydratedAt - 50, `${name}: the age should not restart at hydration`);
      assert.equal(query.isStaleByTime(50), true, `${name}: older than a 50 ms staleTime`);
      assert.equal(query.isStaleByTime(60_000), false, `${name}: younger than a minute`);
    }
    // The later generation starts its own clock: its data is younger than the build's.
    const age = (run: typeof built) =>
      (run.trpcState as { queries: { state: { dataUpdatedAt: number } }[] }).queries[0]?.state.dataUpdatedAt ?? 0;
    assert.ok(age(onFirstRequest) - age(built) >= 70, 'a page generated after the build counts from its own run');

    const page = readFileSync(path.join(__dirname, '../../versioned_docs/version-9.x/reactjs/queries.md'), 'utf8');
    assert.ok(
      !/counts from the build or the last revalidation/.test(page),
      'the page should not date the data from the build',
    );
    assert.match(page, /younger than `staleTime`, counted from when `getStaticProps` fetched it/);
  },
);
