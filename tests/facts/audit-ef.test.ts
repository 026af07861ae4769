/**
 * Independent audit EF (bench/audit-independent-2026-11-30ef.md): a random draw of the docs' sentences and a census
 * of the latest fixes. The 9.x refetch claim is react-query 3.39.3's, which the 9.x `useInfiniteQuery` runs: its
 * query core with a plain query function stands in for the procedure.
 *
 *   node --import tsx --test tests/facts/audit-ef.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { fact, v9, within } from './facts';

const { InfiniteQueryObserver, QueryClient } = v9('react-query') as typeof ReactQueryV3;

type Page = { id: number; next?: number };

fact(
  'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md',
  'a refetch drops a page it was to request when getNextPageParam returns undefined for the page before it in the new list, so a page after one that refetchPage keeps is requested again, not dropped',
  async (t) => {
    let shorter = false;
    const requested: number[] = [];
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver<Page>(client, {
      queryKey: ['feed'],
      queryFn: ({ pageParam = 0 }: { pageParam?: number }) => {
        requested.push(pageParam);
        // Once the list got shorter, the first page has no next cursor.
        return { id: pageParam, next: shorter && pageParam === 0 ? undefined : pageParam + 1 };
      },
      getNextPageParam: (last) => last.next,
    });
    const unsubscribe = observer.subscribe(() => {});
    t.after(() => {
      unsubscribe();
      client.clear();
    });
    await within(5000, 'the first page', observer.refetch());
    for (let i = 0; i < 3; i++) await within(5000, 'the next page', observer.fetchNextPage());
    assert.deepEqual(
      observer.getCurrentResult().data?.pages.map((page) => page.id),
      [0, 1, 2, 3],
    );
    shorter = true;
    requested.length = 0;
    const result = await within(
      5000,
      'a refetch that skips the third page',
      observer.refetch({ refetchPage: (_page: unknown, index: number) => index !== 2 }),
    );
    // Page 1 is dropped (no cursor after page 0), page 2 is kept, and page 3 is requested with page 2's cursor:
    // not every later page the refetch was to request is dropped.
    assert.deepEqual(requested, [0, 3]);
    assert.deepEqual(
      result.data?.pages.map((page) => page.id),
      [0, 2, 3],
    );
  },
);
