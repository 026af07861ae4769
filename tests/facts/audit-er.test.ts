/**
 * Independent audit ER (bench/audit-independent-2026-11-30er.md): the wrong claims of the drawn sentences and of the
 * census, pinned as corrected. The fact runs @trpc/* 10.12.0 with React 18 and React Query 4.44 (src/samples/v10),
 * rendering with react-dom/server; a terminating link answers from the router, so no server is started.
 *
 *   node --import tsx --test tests/facts/audit-er.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as ReactQueryV10 from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import { fact, pageText, v10 } from './facts';
import { renderSuspended, suspenseProfileClient } from './suspenseProfile';

const SUSPENSE = 'docs/reactjs/suspense.md';

fact(
  SUSPENSE,
  'with useErrorBoundary: false a failed suspense query renders with undefined data only when it had no data yet: after a failed refetch it renders its earlier data with status error',
  async () => {
    const page = pageText(SUSPENSE);
    assert.doesNotMatch(page, /a failed query renders with `undefined` data/, 'the old wording (overview)');
    assert.doesNotMatch(
      page,
      /the hook returns `undefined` as data with `status: 'error'`/,
      'the old wording (errors)',
    );
    assert.match(page, /a query that fails before it has data renders with `undefined` data/);
    assert.match(page, /with `undefined` as data if the query had none yet/);

    const React = v10('react') as typeof ReactNS;
    const { getQueryKey } = v10('@trpc/react-query') as typeof ReactQueryV10;
    const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;

    const { trpc, client } = suspenseProfileClient();
    const Profile = () => {
      const [profile, query] = trpc.profile.useSuspenseQuery(undefined, {
        useErrorBoundary: false,
        staleTime: Infinity,
      });
      return React.createElement('p', null, `${String(profile?.name)} ${query.status}`);
    };
    const render = (queryClient: InstanceType<typeof QueryClient>) =>
      renderSuspended({ trpc, client }, queryClient, Profile);

    const queryKey = [...getQueryKey(trpc.profile, undefined, 'query')];
    const fail = () => Promise.reject(new Error('down'));

    // A first fetch that fails: no data, so undefined.
    const never = new QueryClient({ logger: { log() {}, warn() {}, error() {} } });
    await never.fetchQuery({ queryKey, queryFn: fail, retry: false }).catch(() => undefined);
    assert.match(render(never), /<p>undefined error<\/p>/, 'failed before any data: undefined data');

    // A first fetch that succeeds, then a refetch that fails: the earlier data stays.
    const earlier = new QueryClient({ logger: { log() {}, warn() {}, error() {} } });
    await earlier.fetchQuery({ queryKey, queryFn: () => ({ name: 'Ada' }) });
    await earlier.fetchQuery({ queryKey, queryFn: fail, retry: false, staleTime: 0 }).catch(() => undefined);
    assert.equal(earlier.getQueryState(queryKey)?.status, 'error');
    assert.match(render(earlier), /<p>Ada error<\/p>/, 'failed refetch: the earlier data, status error');
  },
);
