/**
 * Independent audit FR (bench/audit-independent-2026-11-30fr.md): a random draw of the docs' sentences and a
 * census of the latest fix on the 9.x caching page. Each fact runs the real packages from src/samples (10.x here)
 * or is a type-level statement that `npm run typecheck` checks.
 *
 *   node --import tsx --test tests/facts/audit-fr.test.ts
 */
import assert from 'node:assert/strict';
import type { Session } from '../../src/samples/v10/node_modules/next-auth';
import { fact, within } from './facts';
import { renderedInfiniteQuery } from './v10-infinite';

fact(
  'docs/reactjs/useInfiniteQuery.md',
  "data.pageParams holds React Query's page parameter of each page, which is not always the cursor the page was fetched with: after getNextPageParam returns null, the next page is fetched with initialCursor and its entry is null",
  async (t) => {
    const { observer, cursors } = renderedInfiniteQuery(t);
    observer.setOptions({ ...observer.options, getNextPageParam: () => null });
    const first = await within(3000, 'the first page', observer.refetch());
    assert.deepEqual(first.data?.pageParams, [undefined], 'the first page has no page parameter');
    const both = await within(3000, 'the next page', observer.fetchNextPage());
    assert.deepEqual(cursors, [7, 7], 'a null page parameter makes tRPC send initialCursor again');
    assert.deepEqual(both.data?.pageParams, [undefined, null], 'the entry is the page parameter, not the cursor sent');
  },
);

/** Every key of `T`, each exactly once: a missing or an extra key fails `npm run typecheck`. */
type ExactKeys<T> = { [K in keyof Required<T>]: true };

fact(
  'docs/server/authorization.md',
  "the user of next-auth's default Session type has only name, email and image (no id), and the Session itself also has expires",
  () => {
    const userKeys: ExactKeys<NonNullable<Session['user']>> = { name: true, email: true, image: true };
    const sessionKeys: ExactKeys<Session> = { user: true, expires: true };
    assert.deepEqual(Object.keys(userKeys), ['name', 'email', 'image']);
    assert.deepEqual(Object.keys(sessionKeys), ['user', 'expires']);
  },
);
