/**
 * Independent audit IC (bench/audit-independent-2026-12-01ic.md): a census of the latest fixes. Each fact runs the
 * packages of the page's version from src/samples (here @trpc/* 10.12.0 with @tanstack/react-query 4.44.0) on
 * 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-ic.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';
import { keepingQueryClient, renderInProviders } from './v10-react';

const USE_CONTEXT_PAGE = 'docs/reactjs/useContext.md';

fact(
  USE_CONTEXT_PAGE,
  "awaiting invalidate in useMutation's onSuccess ends at the first failed refetch, while other refetches still run, and the mutation succeeds unless throwOnError is passed",
  async (t) => {
    const page = pageText(USE_CONTEXT_PAGE);
    assert.match(
      page,
      /keeps the mutation in its loading state until the invalidated queries that are active \(used by a mounted component and not disabled\) have refetched, which avoids a flash of outdated content\. If one of those refetches fails \(after its retries\), the wait ends at that first failure, even while other refetches are still running, and the mutation succeeds all the same, unless you pass `\{ throwOnError: true \}` as `invalidate`'s third argument\./,
    );
    // The old text: the wait lasts until every active refetch has ended, "successfully or not".
    assert.doesNotMatch(page, /have refetched, successfully or not/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const { QueryObserver } = v10('@tanstack/react-query') as typeof ReactQuery;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const { httpLink } = v10('@trpc/client') as typeof TRPCClient;

    const t10 = initTRPC.create();
    // `slow` answers at once the first time, then only when the test releases it; `broken` fails once `failing` is set.
    let hold = false;
    let failing = false;
    const waiting: Array<() => void> = [];
    let slowStarted: () => void = () => {};
    const appRouter = t10.router({
      slow: t10.procedure.query(async () => {
        if (hold) {
          slowStarted();
          await new Promise<void>((resolve) => waiting.push(resolve));
        }
        return 'slow';
      }),
      broken: t10.procedure.query(() => {
        if (failing) throw new Error('refetch failed');
        return 'broken';
      }),
      rename: t10.procedure.mutation(() => 'renamed'),
    });
    type AppRouter = typeof appRouter;
    const base = await listenOnLoopback(t, createHTTPServer({ router: appRouter }).server);
    t.after(() => waiting.forEach((resolve) => resolve()));

    const trpc = createTRPCReact<AppRouter>();
    const queryClient = keepingQueryClient(t);
    const client = trpc.createClient({ links: [httpLink({ url: base })] });
    const untyped = client as unknown as { query: (path: string) => Promise<unknown> };

    // Two active queries: an observer is subscribed to each, as a mounted component's is.
    const key = (path: string) => [[path], { type: 'query' }];
    for (const path of ['slow', 'broken']) {
      const observer = new QueryObserver(queryClient, { queryKey: key(path), queryFn: () => untyped.query(path) });
      t.after(observer.subscribe(() => {}));
      await within(5000, `first data of ${path}`, queryClient.fetchQuery({ queryKey: key(path) }));
    }

    // The page's pattern: `useMutation({ async onSuccess() { await utils.invalidate(); } })`.
    let throwOnError = false;
    let mutation: ReturnType<typeof trpc.rename.useMutation> | undefined;
    renderInProviders(trpc, client, queryClient, () => {
      const utils = trpc.useContext();
      mutation = trpc.rename.useMutation({
        async onSuccess() {
          await utils.invalidate(undefined, undefined, throwOnError ? { throwOnError: true } : undefined);
        },
      });
      return null;
    });
    assert.ok(mutation, 'the component rendered');
    const lastMutation = () => queryClient.getMutationCache().getAll().at(-1)?.state.status;

    hold = true;
    failing = true;
    for (const withThrow of [false, true]) {
      throwOnError = withThrow;
      const started = new Promise<void>((resolve) => (slowStarted = resolve));
      type Outcome = { value: unknown } | { error: unknown };
      const done: Promise<Outcome> = mutation.mutateAsync().then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      await within(5000, 'refetch of the slow query', started);
      // `broken` failed; `slow` is still held by the server, yet the mutation has already left its loading state.
      const outcome: Outcome = await within(5000, 'end of the mutation while slow still refetches', done);
      assert.equal(queryClient.getQueryState(key('slow'))?.fetchStatus, 'fetching', 'slow is still refetching');
      assert.equal(queryClient.getQueryState(key('broken'))?.status, 'error');
      if (withThrow) {
        assert.ok('error' in outcome, 'with throwOnError the failed refetch fails the mutation');
        assert.equal(lastMutation(), 'error');
      } else {
        assert.deepEqual(outcome, { value: 'renamed' });
        assert.equal(lastMutation(), 'success');
      }
      waiting.splice(0).forEach((resolve) => resolve());
      await within(5000, 'the slow refetch ends', queryClient.fetchQuery({ queryKey: key('slow') }));
    }
  },
);
