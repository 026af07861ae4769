/**
 * Client-side facts of the 10.x pages: what a TRPCClientError holds when the server cannot be
 * reached, and which statuses TanStack Query 4 (what @trpc/react-query 10 runs on) still has.
 *
 *   node --import tsx --test tests/facts/client.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '@trpc/client';
import type * as QueryCore from '../../src/samples/v10/node_modules/@tanstack/query-core';
import type { AnyRouter } from '../../src/samples/v10/node_modules/@trpc/server';
import { closedPort, fact, v10 } from './facts';

const { createTRPCProxyClient, httpBatchLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { MutationObserver, QueryClient, QueryObserver } = v10('@tanstack/query-core') as typeof QueryCore;

fact(
  'docs/client/vanilla.md',
  'a call to an unreachable server rejects with a TRPCClientError whose data is undefined and whose cause is TypeError "fetch failed"',
  async () => {
    const port = await closedPort();
    const client = createTRPCProxyClient<AnyRouter>({ links: [httpBatchLink({ url: `http://127.0.0.1:${port}` })] });
    const query = (client as unknown as { ping: { query: () => Promise<unknown> } }).ping.query();
    const error: unknown = await query.then(
      () => assert.fail('the call should fail'),
      (cause: unknown) => cause,
    );
    assert.ok(error instanceof TRPCClientError, 'the call should reject with a TRPCClientError');
    assert.equal(error.data, undefined, '`data` should be undefined');
    assert.ok(error.cause instanceof TypeError, '`cause` should be a TypeError');
    assert.equal(error.cause.message, 'fetch failed');
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  "in TanStack Query 4 a disabled query is status 'loading' with fetchStatus 'idle', and a mutation starts with status 'idle'",
  async () => {
    const queryClient = new QueryClient();
    const query = new QueryObserver(queryClient, {
      queryKey: ['never'],
      queryFn: () => 'data',
      enabled: false,
    }).getCurrentResult();
    assert.equal(query.status, 'loading', 'a query that has not fetched should be loading');
    assert.equal(query.fetchStatus, 'idle', 'a disabled query should have fetchStatus idle');

    const mutation = new MutationObserver(queryClient, { mutationFn: () => Promise.resolve('done') });
    assert.equal(mutation.getCurrentResult().status, 'idle', 'a mutation that has not run should be idle');
    await mutation.mutate();
    assert.equal(mutation.getCurrentResult().status, 'success');
    queryClient.clear();
  },
);
