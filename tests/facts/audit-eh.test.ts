/**
 * Independent audit EH (bench/audit-independent-2026-11-30eh.md): a random draw of the docs' sentences and a
 * census of the latest fix on the 10.x Fastify page. The fact runs @trpc/* 10.12.0 and @tanstack/react-query 4.44.0
 * from src/samples/v10, with the tRPC hooks rendered once by react-dom/server to get `useContext()`.
 *
 *   node --import tsx --test tests/facts/audit-eh.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, v10 } from './facts';
import { renderInProviders } from './v10-react';

const { QueryClient, QueryObserver } = v10('@tanstack/react-query') as typeof ReactQuery;
const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const { z } = v10('zod') as typeof Zod;

const root = path.resolve(__dirname, '../..');
const readPage = (page: string) => fs.readFileSync(path.join(root, page), 'utf8');

/** The router of the page's invalidation example, reduced to its queries. */
const t = initTRPC.create();
const bookRouter = t.router({
  book: t.router({
    list: t.procedure.query(() => ['Dune']),
    byId: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => ({ id: input.id })),
  }),
});
type BookRouter = typeof bookRouter;

fact(
  'docs/reactjs/useContext.md',
  "after invalidation React Query refetches the enabled queries on screen: a query on screen whose only hook has enabled: false keeps its data and is not fetched, whether the helper's invalidate() or queryClient.invalidateQueries() marks it stale",
  async () => {
    const trpc = createTRPCReact<BookRouter>();
    const fetched: string[] = [];
    // A terminating link that answers from the router's own resolvers and records each path it is asked for.
    const link: TRPCClient.TRPCLink<BookRouter> =
      () =>
      ({ op }) =>
        observable((observer) => {
          fetched.push(op.path);
          const caller = bookRouter.createCaller({});
          const result = op.path === 'book.list' ? caller.book.list() : caller.book.byId(op.input as { id: string });
          result.then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (cause: unknown) => observer.error(cause as never),
          );
        });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const client = trpc.createClient({ links: [link] });
    let utils: ReturnType<typeof trpc.useContext> | undefined;
    renderInProviders(trpc, client, queryClient, () => {
      utils = trpc.useContext();
      return null;
    });
    assert.ok(utils, 'the component should have rendered');
    await utils.book.list.fetch();
    await utils.book.byId.fetch({ id: 'b1' });
    const keyOf = (procedure: string) =>
      queryClient
        .getQueryCache()
        .getAll()
        .find((query) => (query.queryKey[0] as string[]).join('.') === procedure)?.queryKey;
    // On screen: a mounted hook is a subscribed observer. Fresh data, so that only invalidation fetches.
    const enabled = new QueryObserver(queryClient, { queryKey: keyOf('book.list'), staleTime: Infinity });
    const disabled = new QueryObserver(queryClient, {
      queryKey: keyOf('book.byId'),
      staleTime: Infinity,
      enabled: false,
    });
    const stops = [enabled.subscribe(() => {}), disabled.subscribe(() => {})];
    try {
      fetched.length = 0;
      await utils.book.invalidate();
      assert.deepEqual(fetched, ['book.list'], "the router helper's invalidate() refetches only the enabled query");
      fetched.length = 0;
      await queryClient.invalidateQueries();
      assert.deepEqual(fetched, ['book.list'], 'queryClient.invalidateQueries() refetches only the enabled query');
      assert.deepEqual(disabled.getCurrentResult().data, { id: 'b1' }, 'the disabled query keeps its data');
      assert.equal(queryClient.getQueryState(keyOf('book.byId') ?? [])?.isInvalidated, true, 'but it is stale');
    } finally {
      stops.forEach((stop) => stop());
      queryClient.clear();
    }

    const page = readPage('docs/reactjs/useContext.md');
    assert.match(page, /mark the data as stale\nand React Query refetches the enabled queries on screen\./);
    assert.match(page, /so the enabled queries on screen refetch/);
    assert.doesNotMatch(page, /whatever is on screen|so what is on screen refetches/);
  },
);
