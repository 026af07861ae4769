/**
 * Independent audit JC (bench/audit-independent-2026-12-01jc.md): the census of the latest edits of six pages, where
 * long table cells were split into a short cell and a paragraph below the table. Each fact pins the corrected
 * sentence and runs the behaviour against the packages of the page's version from src/samples (@trpc/* 10.12.0 with
 * @tanstack/react-query 4, or 9.27.4), without a network: the 10.x facts answer in a terminating link, the 9.x fact
 * serves its router on 127.0.0.1 at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-jc.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, pageText, until, v10, v9, within } from './facts';
import { listCallerLink } from './v10-infinite';
import { methodAnswers, typeRecordingRouter } from './v9MethodAnswers';
import { renderInProviders } from './v10-react';

fact(
  'docs/reactjs/useQueries.md',
  "useQueries ignores trpc.context and trpc.abortOnUnmount when it fetches (empty context, not aborted), except that @trpc/next's server prefetch passes trpc.context on to the links",
  async (t) => {
    const page = pageText('docs/reactjs/useQueries.md');
    assert.match(
      page,
      /accepts `trpc\.context` and `trpc\.abortOnUnmount`; the queries ignore both, except that the server prefetch of `@trpc\/next` passes `trpc\.context` on \(below the table\)/,
    );
    assert.doesNotMatch(page, /which have no effect here/);
    assert.match(page, /only the server prefetch of `@trpc\/next` passes `trpc\.context` on/);

    const React = v10('react') as typeof ReactNS;
    const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
    const { QueryClient, QueryClientProvider } = v10('@tanstack/react-query') as typeof ReactQuery;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const t10 = initTRPC.create();
    const router = t10.router({
      greet: t10.procedure.input((value: unknown) => String(value)).query(({ input }) => `hi ${input}`),
      slow: t10.procedure.input((value: unknown) => String(value)).query(() => 'never answered'),
    });
    const caller = router.createCaller({});
    const seen: { path: string; context: unknown }[] = [];
    let slowTornDown = 0;
    // A terminating link: records each operation's context, answers greet from the router, never answers slow.
    const link: TRPCClient.TRPCLink<typeof router> =
      () =>
      ({ op }) =>
        observable((observer) => {
          seen.push({ path: op.path, context: op.context });
          if (op.path === 'slow') return () => void (slowTornDown += 1);
          caller.greet(op.input as string).then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) => observer.error(error as never),
          );
          return () => undefined;
        });
    const trpc = createTRPCReact<typeof router>();
    const client = trpc.createClient({ links: [link] });
    const opts = { trpc: { context: { tag: 'mine' }, abortOnUnmount: true } };

    // @trpc/next's prepass (ssrState 'prepass' on the server): useQueries prefetches, and passes trpc.context on.
    const prepassClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    t.after(() => prepassClient.clear());
    const Provider = trpc.Provider as unknown as ReactNS.FunctionComponent<{
      client: unknown;
      queryClient: ReactQuery.QueryClient;
      ssrState: 'prepass';
      children: ReactNS.ReactNode;
    }>;
    renderToString(
      React.createElement(Provider, {
        client,
        queryClient: prepassClient,
        ssrState: 'prepass',
        children: React.createElement(
          QueryClientProvider,
          { client: prepassClient },
          React.createElement(() => {
            trpc.useQueries((q) => [q.greet('a', opts)]);
            return null;
          }),
        ),
      }),
    );
    await until(3000, 'the prefetch reaches the link', () => seen.length === 1);
    assert.deepEqual(seen[0], { path: 'greet', context: { tag: 'mine' } }, 'the server prefetch passes trpc.context');

    // Any other fetch of useQueries' queries (the browser's): an empty context, and nothing aborts the request.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    t.after(() => queryClient.clear());
    renderInProviders(trpc, client, queryClient, () => {
      trpc.useQueries((q) => [q.greet('b', opts), q.slow('c', opts)]);
      trpc.slow.useQuery('d', opts); // the same option on useQuery, for contrast
      return null;
    });
    const queries = queryClient.getQueryCache().findAll();
    const byKey = (name: string, input: string) =>
      queries.find((query) => {
        const [path, rest] = query.queryKey as [string[], { input: string }];
        return path[0] === name && rest.input === input;
      });
    const greet = byKey('greet', 'b');
    assert.ok(greet, 'the render should have cached the greet query');
    seen.length = 0;
    assert.equal(await within(3000, 'greet', greet.fetch()), 'hi b');
    assert.deepEqual(seen, [{ path: 'greet', context: {} }], 'useQueries reaches the link with an empty context');

    for (const [input, torn] of [
      ['c', 0],
      ['d', 1],
    ] as const) {
      const slow = byKey('slow', input);
      assert.ok(slow, `the render should have cached slow(${input})`);
      const before = seen.length;
      slow.fetch().catch(() => undefined);
      await until(3000, `slow(${input}) reaches the link`, () => seen.length === before + 1);
      await within(3000, 'the cancel', queryClient.cancelQueries({ queryKey: slow.queryKey }));
      if (torn === 1) await until(3000, "useQuery's request is aborted", () => slowTornDown === 1);
      assert.equal(slowTornDown, torn, input === 'c' ? "useQueries' request is not aborted" : 'useQuery aborts');
    }
  },
);

fact(
  'docs/reactjs/useInfiniteQuery.md',
  "fetchInfinite refetches the hook's initialCursor page without a cursor wherever it stands when no getNextPageParam is given, and only while it heads the list when one is",
  async (t) => {
    const page = pageText('docs/reactjs/useInfiniteQuery.md');
    assert.match(
      page,
      /is fetched again without a cursor: wherever it stands in the list when no `getNextPageParam` is given, and while it heads the list when one is\./,
    );
    assert.doesNotMatch(page, /fetched again without a cursor while it heads the list\. /);

    const { InfiniteQueryObserver, QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const t10 = initTRPC.create();
    const router = t10.router({
      list: t10.procedure
        .input((value: unknown) => value as { limit: number; cursor?: number })
        .query(({ input }) => ({ cursor: input.cursor ?? 0 })),
    });
    const caller = router.createCaller({});
    const cursors: unknown[] = [];
    const link = listCallerLink<typeof router>(caller, cursors);
    const trpc = createTRPCReact<typeof router>();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    t.after(() => queryClient.clear());
    let utils: ReturnType<typeof trpc.useContext> | undefined;
    renderInProviders(trpc, trpc.createClient({ links: [link] }), queryClient, () => {
      utils = trpc.useContext();
      trpc.list.useInfiniteQuery(
        { limit: 1 },
        { initialCursor: 7, getPreviousPageParam: (first: { cursor: number }) => first.cursor - 1 },
      );
      return null;
    });
    const [query] = queryClient.getQueryCache().findAll();
    assert.ok(query && utils, 'the render should have cached the infinite query');
    const observer = new InfiniteQueryObserver(queryClient, query.options as never);
    // 10.12 types the page of fetchInfinite's options as the input; the page has a cursor too.
    const next = { getNextPageParam: (last: { cursor?: number }) => (last.cursor ?? 0) + 1 };

    await within(3000, 'the first page', observer.refetch());
    assert.deepEqual(cursors.splice(0), [7], 'the hook sends initialCursor');
    const previous = await within(3000, 'the previous page', observer.fetchPreviousPage());
    assert.deepEqual(
      previous.data?.pageParams,
      [6, undefined],
      'the initialCursor page is second, its entry undefined',
    );
    cursors.length = 0;

    await within(3000, 'fetchInfinite', utils.list.fetchInfinite({ limit: 1 }));
    assert.deepEqual(cursors.splice(0), [6, undefined], 'no getNextPageParam: no cursor though it is not the head');
    await within(3000, 'fetchInfinite with getNextPageParam', utils.list.fetchInfinite({ limit: 1 }, next));
    assert.deepEqual(cursors.splice(0), [6, 7], 'with getNextPageParam: the cursor it gives for the page before');

    // At the head of the list, with or without getNextPageParam: no cursor.
    queryClient.clear();
    const fresh = new InfiniteQueryObserver(queryClient, query.options as never);
    await within(3000, 'the first page again', fresh.refetch());
    cursors.length = 0;
    await within(3000, 'fetchInfinite', utils.list.fetchInfinite({ limit: 1 }));
    await within(3000, 'fetchInfinite with getNextPageParam', utils.list.fetchInfinite({ limit: 1 }, next));
    assert.deepEqual(cursors, [undefined, undefined], 'heading the list: no cursor either way');
    fresh.destroy();
    observer.destroy();
  },
);

fact(
  'versioned_docs/version-9.x/server/error-formatting.md',
  "9.x: the formatter's type is 'unknown' for PUT and OPTIONS, 'subscription' for PATCH, and a HEAD gets an empty 204 without calling the formatter",
  async (t) => {
    const page = pageText('versioned_docs/version-9.x/server/error-formatting.md');
    assert.match(
      page,
      /`type` is `'unknown'` for an HTTP method other than `GET`, `POST`, `PATCH` and `HEAD` \(a `PATCH` is refused too, but reports `'subscription'`, the type the handler maps it to; a `HEAD` gets an empty `204` and calls no formatter\)/,
    );
    assert.doesNotMatch(page, /other than `GET`, `POST` and `PATCH`/);

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('./node_modules/@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const types: string[] = [];
    const router = typeRecordingRouter(trpc, types).query('hello', { resolve: () => 'hi' });
    const handler = createHTTPHandler({ router });
    const answers = await methodAnswers(t, handler, ['PUT', 'OPTIONS', 'PATCH', 'HEAD', 'GET'], types);
    assert.deepEqual(answers.PUT?.[0], 405);
    assert.equal(answers.PUT?.[2], 'unknown');
    assert.equal(answers.OPTIONS?.[2], 'unknown');
    assert.deepEqual([answers.PATCH?.[0], answers.PATCH?.[2]], [405, 'subscription']);
    assert.deepEqual(answers.HEAD, [204, '', undefined], 'HEAD: an empty 204, and the formatter is not called');
    assert.deepEqual([answers.GET?.[0], answers.GET?.[2]], [200, undefined]);
  },
);
