/**
 * Independent audit FB (bench/audit-independent-2026-11-30fb.md): a random draw of the docs' sentences and a census
 * of the latest fixes on the 10.x FAQ. The fact runs @trpc/react-query 10.12.0 and @tanstack/react-query 4.44.0 from
 * src/samples/v10, with the tRPC hooks rendered once by react-dom/server to get `useContext()`; its type half is
 * checked by `npx tsc -p tsconfig.json`.
 *
 *   node --import tsx --test tests/facts/audit-fb.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, v10 } from './facts';
import { renderInProviders } from './v10-react';

const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { z } = v10('zod') as typeof Zod;

const t = initTRPC.create();
const listRouter = t.router({
  /** The page's shape: an optional cursor. */
  list: t.procedure
    .input(z.object({ limit: z.number(), cursor: z.number().nullish() }))
    .query(({ input }) => ({ items: [input.cursor ?? 0], nextCursor: (input.cursor ?? 0) + 1 })),
  /** A cursor the schema requires (the hook then starts from `initialCursor`). */
  strict: t.procedure.input(z.object({ limit: z.number(), cursor: z.number() })).query(({ input }) => [input.cursor]),
});
type ListRouter = typeof listRouter;

/**
 * Never called: `tsc` checks that the infinite helpers' input type is the procedure's whole input, `cursor`
 * included, where the hook's leaves `cursor` out.
 */
export function infiniteHelperInputTypes(
  utils: ReturnType<ReturnType<typeof createTRPCReact<ListRouter>>['useContext']>,
  hooks: ReturnType<typeof createTRPCReact<ListRouter>>,
): void {
  // The helpers accept a cursor ...
  utils.list.getInfiniteData({ limit: 20, cursor: 3 });
  utils.strict.getInfiniteData({ limit: 20, cursor: 3 });
  // ... and require one when the schema does,
  // @ts-expect-error cursor is missing
  utils.strict.getInfiniteData({ limit: 20 });
  // @ts-expect-error cursor is missing
  void utils.strict.fetchInfinite({ limit: 20 });
  // while the hook takes none.
  // @ts-expect-error the hook's input omits cursor
  hooks.list.useInfiniteQuery({ limit: 20, cursor: 3 });
  hooks.strict.useInfiniteQuery({ limit: 20 }, { initialCursor: 0 });
}

fact(
  'docs/reactjs/useInfiniteQuery.md',
  "the infinite helpers' types take the procedure's whole input, cursor included (required when the schema requires it), and a cursor in the input is part of the cache key: called with one, getInfiniteData and setInfiniteData miss the pages cached under the hook's input",
  async () => {
    const trpc = createTRPCReact<ListRouter>();
    const queryClient = new QueryClient();
    const client = trpc.createClient({ links: [] });
    let utils: ReturnType<typeof trpc.useContext> | undefined;
    renderInProviders(trpc, client, queryClient, () => {
      utils = trpc.useContext();
      return null;
    });
    assert.ok(utils, 'the component should have rendered');
    // The first page, as the procedure answers it.
    const pages = { pages: [await listRouter.createCaller({}).list({ limit: 20 })], pageParams: [undefined] };
    // Where the hook `trpc.list.useInfiniteQuery({ limit: 20 })` keeps its pages.
    utils.list.setInfiniteData({ limit: 20 }, pages);
    assert.deepEqual(utils.list.getInfiniteData({ limit: 20 }), pages);
    assert.equal(utils.list.getInfiniteData({ limit: 20, cursor: 0 }), undefined);
    utils.list.setInfiniteData({ limit: 20, cursor: 0 }, { pages: [], pageParams: [] });
    assert.deepEqual(utils.list.getInfiniteData({ limit: 20 }), pages, "the hook's pages are untouched");
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));
    assert.deepEqual(keys.sort(), [
      '[["list"],{"input":{"limit":20,"cursor":0},"type":"infinite"}]',
      '[["list"],{"input":{"limit":20},"type":"infinite"}]',
    ]);
    queryClient.clear();
  },
);
