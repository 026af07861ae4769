/**
 * What the 10.x infinite-query facts share: a `useInfiniteQuery` registered in a QueryClient by one server render
 * (with tRPC's own queryFn, without fetching), and an observer over it, so a fact can drive refetches and
 * `fetchPreviousPage()` by hand. Against @trpc/react-query 10.12.0 and @tanstack/react-query from src/samples/v10.
 */
import assert from 'node:assert/strict';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import { v10 } from './facts';
import { renderInProviders } from './v10-react';

/** A terminating link that answers each request from `caller.list` and pushes the request's cursor onto `cursors`. */
export function listCallerLink<TRouter extends TRPCServer.AnyRouter>(
  caller: { list: (input: { limit: number; cursor?: number }) => Promise<unknown> },
  cursors: unknown[],
): TRPCClient.TRPCLink<TRouter> {
  const { observable } = v10('@trpc/server/observable') as typeof Observable;
  return () =>
    ({ op }) =>
      observable((observer) => {
        const input = op.input as { limit: number; cursor?: number };
        cursors.push(input.cursor);
        caller.list(input).then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => observer.error(error as never),
        );
      });
}

/** A page of the list: its cursor and the cursors before and after it. */
type Page = { cursor: number; next: number; previous: number };

/**
 * `trpc.list.useInfiniteQuery({ limit: 1 }, { initialCursor: 7, getNextPageParam: next, getPreviousPageParam:
 * previous })`, rendered once on the server. The list answers any cursor (none counts as 0); `cursors` records the
 * cursor of each page request, in order. The QueryClient is cleared when the test ends.
 */
export function renderedInfiniteQuery(t: { after: (fn: () => void) => void }): {
  observer: ReactQuery.InfiniteQueryObserver<Page>;
  cursors: unknown[];
} {
  const { InfiniteQueryObserver, QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
  const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
  const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
  const t10 = initTRPC.create();
  const router = t10.router({
    list: t10.procedure
      .input((value: unknown) => value as { limit: number; cursor?: number | null })
      .query(({ input }): Page => {
        const cursor = input.cursor ?? 0;
        return { cursor, next: cursor + 1, previous: cursor - 1 };
      }),
  });
  const trpc = createTRPCReact<typeof router>();
  const caller = router.createCaller({});
  const cursors: unknown[] = [];
  const link = listCallerLink<typeof router>(caller, cursors);
  const queryClient = new QueryClient();
  t.after(() => queryClient.clear());
  renderInProviders(trpc, trpc.createClient({ links: [link] }), queryClient, () => {
    trpc.list.useInfiniteQuery(
      { limit: 1 },
      { initialCursor: 7, getNextPageParam: (last) => last.next, getPreviousPageParam: (first) => first.previous },
    );
    return null;
  });
  const [query] = queryClient.getQueryCache().findAll();
  assert.ok(query, 'the render should have cached the infinite query');
  return { observer: new InfiniteQueryObserver<Page>(queryClient, query.options as never), cursors };
}
