/**
 * What a 9.x infinite query's refetch does when the list got shorter (noticed by audit AN,
 * bench/audit-independent-2026-11-29an.md; tests/facts/README.md). The claim is react-query 3.39.3's, which the 9.x
 * `useInfiniteQuery` runs: its query core with a plain query function stands in for the procedure.
 *
 *   node --import tsx --test tests/facts/v9-infinite-refetch.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { fact, v9, within } from './facts';

const { InfiniteQueryObserver, QueryClient } = v9('react-query') as typeof ReactQueryV3;

type Page = { items: number[]; next?: number };

/** A feed of `items`, two per page from the cursor; the last page has no `next`. */
function feedObserver(items: number[]) {
  const client = new QueryClient();
  const observer = new InfiniteQueryObserver<Page>(client, {
    queryKey: ['feed'],
    queryFn: ({ pageParam = 0 }: { pageParam?: number }) => {
      const slice = items.slice(pageParam, pageParam + 2);
      return { items: slice, next: pageParam + 2 < items.length ? pageParam + 2 : undefined };
    },
    getNextPageParam: (last) => last.next,
  });
  const unsubscribe = observer.subscribe(() => {});
  return {
    observer,
    close: () => {
      unsubscribe();
      client.clear();
    },
  };
}

fact(
  'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md',
  'when getNextPageParam returns undefined for a refetched page, a page the refetch was to request after it is dropped, and a page that refetchPage skips is kept',
  async (t) => {
    const items = [1, 2, 3, 4, 5, 6];
    const { observer, close } = feedObserver(items);
    t.after(close);
    await within(5000, 'the first page', observer.refetch());
    await within(5000, 'the second page', observer.fetchNextPage());
    const loaded = await within(5000, 'the third page', observer.fetchNextPage());
    assert.deepEqual(
      loaded.data?.pages.map((page) => page.items),
      [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
    );
    items.splice(3); // the list got shorter: [1, 2, 3]
    const skipping = await within(
      5000,
      'a refetch of the first two pages',
      observer.refetch({ refetchPage: (_page: unknown, index: number) => index < 2 }),
    );
    assert.deepEqual(
      skipping.data?.pages.map((page) => page.items),
      [[1, 2], [3], [5, 6]],
      'the page refetchPage skips is kept after a page without a next cursor',
    );
    const whole = await within(5000, 'a refetch of every page', observer.refetch());
    assert.deepEqual(
      whole.data?.pages.map((page) => page.items),
      [[1, 2], [3]],
      'a page the refetch was to request after it is dropped',
    );
  },
);
