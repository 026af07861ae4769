/**
 * Independent audit HX (bench/audit-independent-2026-11-30hx.md): a census of the latest fixes. Each fact runs the
 * packages of the page's version from src/samples (here @trpc/* 10.12.0 with next 13.5.11 and fastify 4.29.1) on
 * 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-hx.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import { fact, listenOnLoopback, nextApiServer, pageText, v10, within } from './facts';
import { keepingQueryClient, renderInProviders } from './v10-react';

const FAQ_PAGE = 'docs/further/faq.md';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
const fastify = v10('fastify') as typeof Fastify;

function echoRouter() {
  const t10 = initTRPC.create();
  return t10.router({ echo: t10.procedure.input((value: unknown) => value).mutation(({ input }) => input) });
}

/** A FormData body with one file of `bytes` bytes, as a browser would send it. */
function formData(bytes: number): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes).fill(120)]), 'upload.bin');
  return form;
}

/** The status, and the tRPC error code if the body is a tRPC error, of a FormData POST to `url`. */
async function postForm(url: string, bytes: number): Promise<{ status: number; code: string | undefined }> {
  const response = await within(
    10_000,
    `answer to a FormData POST of ${bytes} bytes to ${url}`,
    fetch(url, { method: 'POST', body: formData(bytes) }),
  );
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { data?: { code?: string } } }).error?.data?.code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code };
}

const SMALL = 5;
const OVER_ONE_MB = 2 * 1024 * 1024;

fact(
  FAQ_PAGE,
  "a FormData upload fails with 400 PARSE_ERROR unless a body limit stops it first: Next.js's body parser answers a form over 1 MB with its own 413, while Fastify answers 415 at any size",
  async (t) => {
    const page = pageText(FAQ_PAGE);
    assert.match(
      page,
      /fails with `400 PARSE_ERROR` on the standalone, Express, Next\.js, Fetch and AWS Lambda adapters, unless a body limit stops it first, as Next\.js's body parser does with its own `413` for a form over 1 MB \(its default `sizeLimit`; see the table of body limits below\); the Fastify adapter never sees it/,
    );
    // The old text stated 400 PARSE_ERROR on Next.js for any form, whatever its size.
    assert.doesNotMatch(page, /Fetch and AWS Lambda adapters; the Fastify adapter never sees it/);

    const router = echoRouter();
    const parseError = { status: 400, code: 'PARSE_ERROR' };

    // Next.js with its default body parser: a small form reaches tRPC, a form over 1 MB gets Next.js's own 413.
    const nextBase = await listenOnLoopback(t, nextApiServer(createNextApiHandler({ router })));
    assert.deepEqual(await postForm(`${nextBase}/api/trpc/echo`, SMALL), parseError, 'Next.js, small form');
    assert.deepEqual(
      await postForm(`${nextBase}/api/trpc/echo`, OVER_ONE_MB),
      { status: 413, code: undefined },
      'Next.js, form over 1 MB',
    );

    // The standalone adapter has no limit by default: the large form is still a PARSE_ERROR.
    const standalone = createHTTPServer({ router });
    const standaloneBase = await listenOnLoopback(t, standalone.server);
    assert.deepEqual(await postForm(`${standaloneBase}/echo`, OVER_ONE_MB), parseError, 'standalone, 2 MB form');

    // Fastify answers 415 before any body limit: the plugin never sees the form, small or large.
    // The 2 MB form is answered before it is read: close its connection too, or close() waits for it.
    const fastifyApp = fastify({ forceCloseConnections: true });
    t.after(() => void fastifyApp.close());
    await fastifyApp.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
    await within(5000, 'listening Fastify server', fastifyApp.listen({ port: 0, host: '127.0.0.1' }));
    const fastifyBase = `http://127.0.0.1:${(fastifyApp.server.address() as AddressInfo).port}`;
    assert.equal((await postForm(`${fastifyBase}/trpc/echo`, SMALL)).status, 415, 'Fastify, small form');
    assert.equal((await postForm(`${fastifyBase}/trpc/echo`, OVER_ONE_MB)).status, 415, 'Fastify, 2 MB form');
  },
);

const USE_CONTEXT_PAGE = 'docs/reactjs/useContext.md';

fact(
  USE_CONTEXT_PAGE,
  "awaiting invalidate in useMutation's onSuccess keeps the mutation loading until the active invalidated queries have refetched, successfully or not; in mutate()'s own onSuccess the mutation has already succeeded",
  async (t) => {
    const page = pageText(USE_CONTEXT_PAGE);
    assert.match(
      page,
      /Awaiting `invalidate` inside the `onSuccess` of `useMutation`, as above, keeps the mutation in its loading state until the invalidated queries that are active \(used by a mounted component and not disabled\) have refetched, which avoids a flash of outdated content\. If one of those refetches fails \(after its retries\), the wait ends at that first failure, even while other refetches are still running, and the mutation succeeds all the same, unless you pass `\{ throwOnError: true \}` as `invalidate`'s third argument\. The `onSuccess` you pass to `mutate\(\)` runs after the mutation has succeeded, so awaiting there does not delay it\./,
    );
    // The old text: any `onSuccess`, and "until the fresh data has arrived".
    assert.doesNotMatch(
      page,
      /Awaiting `invalidate` inside `onSuccess` keeps the mutation in its loading state until the fresh data has arrived/,
    );

    const { QueryObserver, MutationObserver } = v10('@tanstack/react-query') as typeof ReactQuery;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const { httpLink } = v10('@trpc/client') as typeof TRPCClient;

    const t10 = initTRPC.create();
    // `byId` answers only when the test releases it, and fails when `failNext` is set.
    let release: () => void = () => {};
    let started: () => void = () => {};
    let failNext = false;
    const appRouter = t10.router({
      byId: t10.procedure
        .input((v: unknown) => v as { id: number })
        .query(async ({ input }) => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          if (failNext) throw new Error('refetch failed');
          return { id: input.id, at: Date.now() };
        }),
      rename: t10.procedure.mutation(() => 'renamed'),
    });
    type AppRouter = typeof appRouter;
    const base = await listenOnLoopback(t, createHTTPServer({ router: appRouter }).server);

    const trpc = createTRPCReact<AppRouter>();
    const queryClient = keepingQueryClient(t);
    const client = trpc.createClient({ links: [httpLink({ url: base })] });
    // `trpc.createClient()` gives the untyped client: `query(path, input)`, `mutation(path)`.
    const untyped = client as unknown as {
      query: (path: string, input: unknown) => Promise<unknown>;
      mutation: (path: string) => Promise<unknown>;
    };

    // An active query (an observer is subscribed, as a mounted component's is) and an inactive one.
    const key = (id: number) => [['byId'], { input: { id }, type: 'query' }];
    const firstStart = new Promise<void>((resolve) => (started = resolve));
    const active = new QueryObserver(queryClient, {
      queryKey: key(1),
      queryFn: () => untyped.query('byId', { id: 1 }),
    });
    const unsubscribe = active.subscribe(() => {});
    t.after(unsubscribe);
    await within(5000, 'first fetch of the active query', firstStart);
    release();
    await within(5000, 'first data of the active query', queryClient.fetchQuery({ queryKey: key(1) }));
    queryClient.setQueryData(key(2), { id: 2, at: 0 });

    // The page's pattern: `useMutation({ async onSuccess() { await utils.byId.invalidate(); } })`.
    let mutation: ReturnType<typeof trpc.rename.useMutation> | undefined;
    renderInProviders(trpc, client, queryClient, () => {
      const utils = trpc.useContext();
      mutation = trpc.rename.useMutation({
        async onSuccess() {
          await utils.byId.invalidate();
        },
      });
      return null;
    });
    assert.ok(mutation, 'the component rendered');
    const mutationStatus = () => queryClient.getMutationCache().getAll().at(-1)?.state.status;

    for (const fails of [false, true]) {
      failNext = fails;
      const refetchStarted = new Promise<void>((resolve) => (started = resolve));
      const done = mutation.mutateAsync();
      await within(5000, 'refetch of the active query', refetchStarted);
      assert.equal(mutationStatus(), 'loading', 'the mutation waits for the refetch');
      release();
      assert.equal(await within(5000, 'end of the mutation', done), 'renamed');
      assert.equal(mutationStatus(), 'success', fails ? 'a failed refetch ends the wait too' : 'after the refetch');
      assert.equal(queryClient.getQueryState(key(1))?.status, fails ? 'error' : 'success');
      // The inactive query was only marked stale, not refetched.
      assert.deepEqual(queryClient.getQueryData(key(2)), { id: 2, at: 0 });
      assert.equal(queryClient.getQueryState(key(2))?.isInvalidated, true);
    }

    // The callbacks passed to `mutate()` (the hook's result is React Query's `mutate`): they run once the
    // mutation is already `success`, so awaiting `invalidate` there does not hold the loading state.
    const observer = new MutationObserver(queryClient, { mutationFn: () => untyped.mutation('rename') });
    const unsubscribeMutation = observer.subscribe(() => {});
    t.after(unsubscribeMutation);
    const statusInCallback = await within(
      5000,
      "mutate()'s onSuccess",
      new Promise<string>((resolve) => {
        void observer.mutate(undefined, { onSuccess: () => resolve(observer.getCurrentResult().status) });
      }),
    );
    assert.equal(statusInCallback, 'success');
  },
);
