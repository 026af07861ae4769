/**
 * Independent audit HA (bench/audit-independent-2026-11-30ha.md): 65 drawn sentences. The fact runs the packages of
 * the page's version from src/samples (here @trpc/* 9.27.4 with react-query 3.39.3) on 127.0.0.1, at a port the OS
 * picks.
 *
 *   node --import tsx --test tests/facts/audit-ha.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { fact, listenOnLoopback, pageText, rejection, v9, within } from './facts';
import { contextHelpers, queryClientFor } from './v9-react';

const page = 'versioned_docs/version-9.x/reactjs/query-invalidation.md';

fact(
  page,
  "invalidateQueries()'s promise resolves as soon as the first refetch fails, without waiting for the others, and rejects then only with throwOnError",
  async (t) => {
    const text = pageText(page);
    assert.match(
      text,
      /Both return a promise that resolves once the queries they refetch \(the active ones, unless the filters say otherwise\) have been fetched again\. A failed refetch does not reject it: the promise resolves as soon as the first refetch fails, without waiting for the others, unless you pass the `throwOnError` option, which makes it reject with that error instead\./,
    );
    assert.doesNotMatch(text, /resolves once the active queries have been refetched/);

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('./node_modules/@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { httpLink } = v9('./node_modules/@trpc/client/links/httpLink') as typeof HttpLinkV9;
    const { QueryObserver } = v9('react-query') as typeof ReactQueryV3;

    // `book.slow` answers its first call at once; later calls wait until the test opens the gate.
    let openGate: () => void = () => {};
    let slowCalls = 0;
    let failCalls = 0;
    const appRouter = trpc
      .router()
      .query('book.slow', {
        resolve: async () => {
          slowCalls++;
          if (slowCalls > 1) await new Promise<void>((resolve) => (openGate = resolve));
          return `slow ${slowCalls}`;
        },
      })
      .query('book.fail', {
        resolve: () => {
          failCalls++;
          if (failCalls > 1) throw new trpc.TRPCError({ code: 'NOT_FOUND', message: 'gone' });
          return 'found';
        },
      });
    type AppRouter = typeof appRouter;
    const handler = createHTTPHandler({ router: appRouter, createContext: () => ({}) });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: base })] });
    t.after(() => openGate());

    // No retries, so the failing refetch fails on its first attempt.
    const queryClient = queryClientFor(t, { defaultOptions: { queries: { retry: false, cacheTime: Infinity } } });
    const helpers = contextHelpers(queryClient, client);
    const observe = (key: 'book.slow' | 'book.fail') => {
      const observer = new QueryObserver(queryClient, {
        queryKey: [key],
        queryFn: () => client.query(key),
      });
      const unsubscribe = observer.subscribe(() => {});
      t.after(unsubscribe);
      return observer;
    };
    const slow = observe('book.slow');
    const failing = observe('book.fail');
    await within(5000, 'the first fetches', Promise.all([slow.refetch(), failing.refetch()]));
    assert.equal(slow.getCurrentResult().data, 'slow 1');
    assert.equal(failing.getCurrentResult().data, 'found');

    // Both queries are active (a subscribed observer); one refetch fails, the other still waits.
    await within(5000, "invalidateQueries()'s promise", helpers.invalidateQueries());
    assert.equal(queryClient.getQueryState(['book.fail'])?.status, 'error', 'the failed refetch has settled');
    assert.equal(
      queryClient.getQueryState(['book.slow'])?.isFetching,
      true,
      'the promise resolved while the other active query was still being fetched',
    );
    openGate();
    await within(5000, 'the slow refetch', slow.refetch());
    assert.equal(slow.getCurrentResult().data, 'slow 2');

    // With throwOnError the same situation rejects, with the failed refetch's error.
    const error = await rejection(helpers.invalidateQueries(undefined, { throwOnError: true }));
    assert.equal((error as Error).name, 'TRPCClientError');
    assert.equal((error as Error).message, 'gone');
    assert.equal(queryClient.getQueryState(['book.slow'])?.isFetching, true);
    openGate();
    await within(5000, 'the slow refetch', slow.refetch());
  },
);
