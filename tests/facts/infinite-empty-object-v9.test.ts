/**
 * versioned_docs/version-9.x/reactjs/useInfiniteQuery.md, "Requirements for the procedure": a query whose input
 * is `z.object({})` passes useInfiniteQuery()'s type check (its `typed` block is compiled by `npm run typecheck`),
 * but zod strips the `cursor` before the resolver runs. @trpc/* 9.27.4 and zod from src/samples/v9.
 *
 *   node --import tsx --test tests/facts/infinite-empty-object-v9.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import { fact, v9 } from './facts';

fact(
  'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md',
  'a z.object({}) input passes the type check of useInfiniteQuery(), but zod strips the cursor before the resolver runs',
  async () => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const { z } = v9('zod') as typeof ZodV9;
    const appRouter = trpc.router().query('feed', {
      input: z.object({}),
      resolve: ({ input }) => ({ sawCursor: 'cursor' in input, items: [] as string[] }),
    });
    const hooks = createReactQueryHooks<typeof appRouter>();
    // Only typed: hooks cannot run outside a render.
    const typed = () => hooks.useInfiniteQuery(['feed', {}], { getNextPageParam: () => undefined });
    assert.equal(typeof typed, 'function');
    const result = await appRouter.createCaller({}).query('feed', { cursor: 5 });
    assert.deepEqual(result, { sawCursor: false, items: [] });
  },
);
