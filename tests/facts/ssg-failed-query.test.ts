/**
 * docs/nextjs/ssg.md, "What gets serialized": a query that failed in getStaticProps is in the dehydrated
 * state, but the browser fetches it again as its hook mounts, so the hook does not report the build-time
 * error as `isError` unless the query sets `retryOnMount: false` or is disabled. Runs @trpc/react-query 10.12.0's SSG
 * helpers and React Query 4 from src/samples/v10, with the page's superjson and a JSON round trip as
 * Next.js makes.
 *
 *   node --import tsx --test tests/facts/ssg-failed-query.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as SSGV10 from '../../src/samples/v10/node_modules/@trpc/react-query/ssg';
import type * as TanstackV10 from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { fact, v10 } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createProxySSGHelpers } = v10('@trpc/react-query/ssg') as typeof SSGV10;
const { QueryClient, QueryObserver, hydrate } = v10('@tanstack/react-query') as typeof TanstackV10;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

fact(
  'docs/nextjs/ssg.md',
  'a query that failed at build time is in the dehydrated state with its error, but the hook fetches it again on mount, so isError is false until that retry fails (true with retryOnMount: false or enabled: false, which fetch nothing on mount)',
  async () => {
    const t = initTRPC.create({ transformer: superjson });
    const router = t.router({
      post: t.procedure.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'no such post' });
      }),
    });
    const ssg = createProxySSGHelpers({ router, ctx: {}, transformer: superjson });
    await ssg.post.prefetch();
    const props = JSON.parse(JSON.stringify({ trpcState: ssg.dehydrate() })) as { trpcState: unknown };
    const state = superjson.deserialize<TanstackV10.DehydratedState>(props.trpcState as never);
    assert.equal(state.queries.length, 1, 'the failed query is dehydrated');

    /** What the hook reports on its first render in the browser, with `extra` options. */
    const firstRender = (extra: Partial<TanstackV10.QueryObserverOptions>) => {
      const queryClient = new QueryClient();
      hydrate(queryClient, state);
      const options = queryClient.defaultQueryOptions({
        queryKey: state.queries[0]?.queryKey,
        queryFn: () => 'refetched',
        _optimisticResults: 'optimistic',
        ...extra,
      });
      return new QueryObserver(queryClient, options).getOptimisticResult(options);
    };
    const byDefault = firstRender({});
    assert.equal((byDefault.error as Error | null)?.message, 'no such post', 'the build-time error is in the cache');
    assert.equal(byDefault.isError, false, 'the hook does not report it');
    assert.equal(byDefault.fetchStatus, 'fetching', 'the hook fetches the query again on mount');
    const noRetry = firstRender({ retryOnMount: false });
    assert.equal(noRetry.isError, true, 'with retryOnMount: false the build-time error is reported');
    assert.equal(noRetry.fetchStatus, 'idle');
    const disabled = firstRender({ enabled: false });
    assert.equal(disabled.isError, true, 'a disabled query reports the build-time error');
    assert.equal(disabled.fetchStatus, 'idle', 'a disabled query fetches nothing on mount');
    assert.match(
      fs.readFileSync(path.join(__dirname, '../../docs/nextjs/ssg.md'), 'utf8').replace(/\s+/g, ' '),
      /unless the query sets `retryOnMount: false` or is disabled with `enabled: false`: then the hook fetches nothing on mount and reports the build-time error/,
    );
  },
);
