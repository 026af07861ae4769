/**
 * Independent audit AY (bench/audit-independent-2026-11-29ay.md): the edges of four sentences of the 9.x
 * middlewares and useInfiniteQuery pages, against @trpc/* 9.27.4 and react-query 3.39.3 from src/samples/v9.
 * One standalone server serves the pages' own routers (the timing middleware, the photo feed) and the
 * middlewares the facts add, and the real 9.x client calls it.
 *
 *   node --import tsx --test tests/facts/audit-ay.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { fact, fileScope, listenOnLoopback, rejection, v9, within } from './facts';
import { runPageCode } from './pageCode';

const MIDDLEWARES = 'versioned_docs/version-9.x/server/middlewares.md';
const INFINITE = 'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
const { createTRPCClient, TRPCClientError } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { InfiniteQueryObserver, QueryClient } = v9('react-query') as typeof ReactQueryV3;

/** A 9.x router as the facts use it: any paths, called through the client. */
type Router = ReturnType<typeof trpc.router>;

/** What the timing middleware of the middlewares page logs (its `console.log` lines). */
const timingLog: string[] = [];

/** A middleware that calls `next()` and returns nothing, which the types reject. */
const forgetful = (async ({ next }: { next: () => Promise<unknown> }) => {
  await next();
}) as never;

function appRouter(): Router {
  // The page's timing middleware (its appRouter, one `slow` query behind it), with a forgetful middleware after it
  const { appRouter: timed } = runPageCode<{ appRouter: Router }>(
    MIDDLEWARES,
    ['appRouter'],
    { console: { log: (line: string) => timingLog.push(line) } },
    { section: 'Example: timing every call' },
  );
  const { appRouter: feed } = runPageCode<{ appRouter: Router }>(
    INFINITE,
    ['appRouter'],
    {},
    {
      title: 'server/routers/_app.ts',
    },
  );
  const forbidden = () => {
    throw new trpc.TRPCError({ code: 'FORBIDDEN' });
  };
  const seen: string[] = [];
  return trpc
    .router()
    .merge('timed.', timed.middleware(forgetful).query('forgot', { resolve: () => 'never' }))
    .merge(
      'plain.',
      trpc
        .router()
        .middleware(forgetful)
        .query('forgot', { resolve: () => 'never' }),
    )
    .merge(
      'passed.',
      trpc
        .router()
        .middleware(async ({ next }) => {
          const result = await next();
          seen.push(result.ok ? 'ok' : `ok: false, ${result.error.code}`);
          return result;
        })
        .middleware(forbidden)
        .query('call', { resolve: () => 'never' }),
    )
    .merge(
      'mapped.',
      trpc
        .router()
        .middleware(async ({ next }) => {
          const result = await next();
          if (!result.ok && result.error.code === 'FORBIDDEN') throw new trpc.TRPCError({ code: 'NOT_FOUND' });
          return result;
        })
        .middleware(forbidden)
        .query('call', { resolve: () => 'never' }),
    )
    .merge(
      'swallowed.',
      trpc
        .router()
        // A copy of next()'s result, which compiles (the page's own line 65)
        .middleware(async ({ next }) => {
          const result = await next();
          return result.ok ? result : { ...result, ok: true as const, data: 'fallback' };
        })
        .middleware(forbidden)
        .query('call', { resolve: () => 'never' }),
    )
    .merge(
      'seen.',
      trpc.router().query('outer', {
        resolve: () => seen.splice(0),
      }),
    )
    .merge(feed);
}

type Client = {
  query(path: string, input?: unknown): Promise<unknown>;
};

let served: Promise<{ client: Client; feedInputs: unknown[] }> | undefined;
/** The file's server, started by the first fact that needs it and closed after the last one. */
function server() {
  served ??= (async () => {
    const feedInputs: unknown[] = [];
    const handler = createHTTPHandler({ router: appRouter() });
    const base = await listenOnLoopback(
      fileScope,
      http.createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        // One call per request: the refetch requests its pages one after another (input `{"0": …}` of a batch)
        if (url.pathname === '/photo.feed') {
          const batch = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
          feedInputs.push(batch['0']);
        }
        void handler(req, res);
      }),
    );
    const client = createTRPCClient<Router>({ url: base }) as unknown as Client;
    return { client, feedInputs };
  })();
  return served;
}

/** The message and code of the client error a call rejects with. */
async function failure(call: Promise<unknown>): Promise<{ message: string; code: unknown }> {
  const error = await rejection(call);
  assert.ok(error instanceof TRPCClientError, 'the call should reject with a TRPCClientError');
  return { message: error.message, code: (error.data as { code?: unknown } | undefined)?.code };
}

fact(
  MIDDLEWARES,
  'a middleware that returns nothing at runtime makes the call fail with "No result from middlewares - did you forget to `return next()`?", unless a middleware before it reads the missing result, as the page\'s timing middleware reads `result.ok`: then the call fails with the message of that TypeError',
  async () => {
    const { client } = await server();
    assert.deepEqual(await failure(client.query('plain.forgot')), {
      message: 'No result from middlewares - did you forget to `return next()`?',
      code: 'INTERNAL_SERVER_ERROR',
    });
    timingLog.length = 0;
    assert.deepEqual(await failure(client.query('timed.forgot')), {
      message: "Cannot read properties of undefined (reading 'ok')",
      code: 'INTERNAL_SERVER_ERROR',
    });
    assert.deepEqual(timingLog, [], 'the timing middleware should fail before it logs');
  },
);

fact(
  MIDDLEWARES,
  'a middleware that throws stops the chain, middlewares further up see { ok: false, error }, and the client receives the error unless one of them throws another error or returns a copy of the result with ok: true and its own data',
  async () => {
    const { client } = await server();
    assert.equal((await failure(client.query('passed.call'))).code, 'FORBIDDEN');
    assert.deepEqual(await within(5000, 'what the outer middleware saw', client.query('seen.outer')), [
      'ok: false, FORBIDDEN',
    ]);
    assert.equal((await failure(client.query('mapped.call'))).code, 'NOT_FOUND');
    assert.equal(await within(5000, 'the swallowed call', client.query('swallowed.call')), 'fallback');
  },
);

type Photo = { id: number; caption: string };
type FeedPage = { items: Photo[]; nextCursor?: number };

/**
 * An infinite query of the page's `photo.feed` ({ limit: 10 }), whose query function does what the 9.x hook's
 * does (`{ ...input, cursor: pageParam }` to `client.query`), with `getNextPageParam` or without it.
 */
async function feed(t: { after: (fn: () => void) => void }, withGetNextPageParam: boolean) {
  const { client, feedInputs } = await server();
  const queryClient = new QueryClient();
  const input = { limit: 10 };
  const observer = new InfiniteQueryObserver<FeedPage>(queryClient, {
    queryKey: ['photo.feed', input],
    queryFn: ({ pageParam }: { pageParam?: number }) =>
      client.query('photo.feed', { ...input, cursor: pageParam }) as Promise<FeedPage>,
    ...(withGetNextPageParam ? { getNextPageParam: (lastPage: FeedPage) => lastPage.nextCursor } : {}),
  });
  const unsubscribe = observer.subscribe(() => {});
  t.after(() => {
    unsubscribe();
    queryClient.clear();
  });
  const firstIds = (result: { data?: { pages: FeedPage[] } }) => result.data?.pages.map((page) => page.items[0]?.id);
  return { observer, feedInputs, firstIds };
}

fact(
  INFINITE,
  'after fetchPreviousPage(), a refetch gives the page loaded first the cursor getNextPageParam returns for the page before it; without getNextPageParam its pageParams entry stays undefined and it is requested again without a cursor',
  async (t) => {
    for (const withOption of [true, false]) {
      const { observer, feedInputs, firstIds } = await feed(t, withOption);
      await within(5000, 'the first page', observer.refetch());
      const before = await within(5000, 'a previous page', observer.fetchPreviousPage({ pageParam: 61 }));
      assert.deepEqual(before.data?.pageParams, [61, undefined]);
      feedInputs.length = 0;
      const after = await within(5000, 'the refetch', observer.refetch());
      if (withOption) {
        assert.deepEqual(after.data?.pageParams, [61, 71]);
        assert.deepEqual(firstIds(after), [61, 71]);
        assert.deepEqual(feedInputs, [
          { limit: 10, cursor: 61 },
          { limit: 10, cursor: 71 },
        ]);
      } else {
        assert.deepEqual(after.data?.pageParams, [61, undefined]);
        assert.deepEqual(firstIds(after), [61, 1]);
        assert.deepEqual(feedInputs, [{ limit: 10, cursor: 61 }, { limit: 10 }]);
      }
    }
  },
);

fact(
  INFINITE,
  'a refetch requests the loaded pages one after another, each later page with the cursor getNextPageParam returns for the page before it; without getNextPageParam each page with the cursor it had',
  async (t) => {
    for (const withOption of [true, false]) {
      const { observer, feedInputs, firstIds } = await feed(t, withOption);
      await within(5000, 'the first page', observer.refetch());
      await within(5000, 'a page by cursor', observer.fetchNextPage({ pageParam: 31 }));
      feedInputs.length = 0;
      const after = await within(5000, 'the refetch', observer.refetch());
      assert.deepEqual(after.data?.pageParams, withOption ? [undefined, 11] : [undefined, 31]);
      assert.deepEqual(firstIds(after), withOption ? [1, 11] : [1, 31]);
      assert.deepEqual(feedInputs, [{ limit: 10 }, { limit: 10, cursor: withOption ? 11 : 31 }]);
    }
  },
);
