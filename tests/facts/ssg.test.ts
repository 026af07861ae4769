/**
 * Docs facts of the 10.x SSG helpers (tests/facts/README.md): what createProxySSGHelpers'
 * dehydrate() returns, and whether Next.js can send it as a page prop. Next.js's own check
 * (isSerializableProps, which it runs in development and for getStaticProps at build time) is
 * loaded from the same package set.
 *
 *   node --import tsx --test tests/facts/ssg.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCSSG from '../../src/samples/v10/node_modules/@trpc/react-query/ssg';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, v10 } from './facts';

const { QueryClient, hydrate } = v10('@tanstack/react-query') as typeof ReactQuery;
const { createProxySSGHelpers } = v10('@trpc/react-query/ssg') as typeof TRPCSSG;
const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;
const { z } = v10('zod') as typeof Zod;
const { isSerializableProps } = v10('next/dist/lib/is-serializable-props') as {
  isSerializableProps: (page: string, method: string, props: unknown) => true;
};

/** React Query logs failed fetches with console.error; these facts fail queries on purpose. */
const quiet = { logger: { log() {}, warn() {}, error() {} } };

function makeRouter(transformer?: typeof superjson) {
  const t = transformer ? initTRPC.create({ transformer }) : initTRPC.create();
  return t.router({
    hello: t.procedure.query(() => 'world'),
    secret: t.procedure.query(() => {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first' });
    }),
    feed: t.procedure
      .input(z.object({ limit: z.number(), cursor: z.number().nullish() }))
      .query(({ input }) => ({ items: [input.cursor ?? 0], nextCursor: 1 })),
  });
}

/** The message Next.js fails with for these props, or undefined when it accepts them. */
function nextRefusal(props: unknown): string | undefined {
  try {
    isSerializableProps('/page', 'getStaticProps', props);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

fact(
  'docs/nextjs/ssg-helpers.md',
  'the helpers ignore the second argument their types accept: an aborted signal does not stop fetch()',
  async () => {
    const ssg = createProxySSGHelpers({ router: makeRouter(), ctx: {}, queryClientConfig: quiet });
    const aborted = new AbortController();
    aborted.abort();
    assert.equal(await ssg.hello.fetch(undefined, { signal: aborted.signal, context: { x: 1 } }), 'world');
  },
);

fact(
  'docs/nextjs/ssg-helpers.md',
  "dehydrate() includes every query, failed ones too, and passing any DehydrateOptions replaces that default with React Query's, which keeps only successful queries",
  async () => {
    const ssg = createProxySSGHelpers({ router: makeRouter(), ctx: {}, queryClientConfig: quiet });
    await ssg.hello.prefetch();
    await ssg.secret.prefetch(); // prefetch does not reject
    const statuses = (state: ReactQuery.DehydratedState) => state.queries.map((query) => query.state.status);
    assert.deepEqual(statuses(ssg.dehydrate()), ['success', 'error'], 'the default includes the failed query');
    assert.deepEqual(statuses(ssg.dehydrate({})), ['success'], 'options without shouldDehydrateQuery drop it');
    await assert.rejects(ssg.secret.fetch(), /Sign in first/, 'fetch rejects');
  },
);

fact(
  'docs/nextjs/ssg-helpers.md',
  'without a transformer, Next.js rejects the dehydrated state of a failed prefetch (undefined data, an Error) and of prefetchInfinite (an undefined first page param) as a page prop, while plain successful queries pass',
  async () => {
    const ssg = createProxySSGHelpers({ router: makeRouter(), ctx: {}, queryClientConfig: quiet });
    await ssg.hello.prefetch();
    assert.equal(nextRefusal({ trpcState: ssg.dehydrate() }), undefined, 'a successful query should be accepted');

    await ssg.feed.prefetchInfinite({ limit: 10 });
    assert.match(
      nextRefusal({ trpcState: ssg.dehydrate() }) ?? 'accepted',
      /pageParams\[0\]`.*`undefined` cannot be serialized/s,
    );

    const failing = createProxySSGHelpers({ router: makeRouter(), ctx: {}, queryClientConfig: quiet });
    await failing.secret.prefetch();
    const state = failing.dehydrate();
    assert.ok(state.queries[0]?.state.error instanceof Error, 'the cached error is an Error instance');
    assert.match(nextRefusal({ trpcState: state }) ?? 'accepted', /queries\[0\]\.state/);
  },
);

fact(
  'docs/nextjs/ssg.md',
  'with superjson, dehydrate() output passes Next.js, and a query that failed at build time arrives in the browser cache in the error state, with an Error that keeps the message',
  async () => {
    const ssg = createProxySSGHelpers({
      router: makeRouter(superjson),
      ctx: {},
      transformer: superjson,
      queryClientConfig: quiet,
    });
    await ssg.feed.prefetchInfinite({ limit: 10 });
    await ssg.secret.prefetch();
    const trpcState = ssg.dehydrate();
    assert.equal(nextRefusal({ trpcState }), undefined, 'Next.js should accept the props');

    // What the page receives: the props as JSON, decoded with the client's transformer, hydrated
    const browser = new QueryClient(quiet);
    const json = JSON.parse(JSON.stringify(trpcState)) as Parameters<typeof superjson.deserialize>[0];
    hydrate(browser, superjson.deserialize<ReactQuery.DehydratedState>(json));
    const [feed, secret] = browser.getQueryCache().getAll();
    assert.equal(feed?.state.status, 'success');
    assert.equal(secret?.state.status, 'error');
    assert.ok(secret.state.error instanceof Error, 'the error is an Error again');
    assert.equal(secret.state.error.message, 'Sign in first');
    browser.clear();
  },
);
