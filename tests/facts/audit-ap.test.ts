/**
 * Independent audit AP (bench/audit-independent-2026-11-29ap.md, tests/facts/README.md): a claim of a page read
 * whole a second time that the installed packages contradict at an edge, pinned as corrected, with the same claim
 * on a 9.x page. Both facts are also type behaviours: `npm run typecheck` compiles their `@ts-expect-error` lines.
 *
 *   node --import tsx --test tests/facts/audit-ap.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import { fact, v10, v9 } from './facts';

fact(
  'docs/server/server-side-calls.md',
  "a caller's results carry the procedure's output type: the resolver's return type, or what the output validator returns when the procedure has one",
  async () => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { z } = v10('zod') as typeof Zod;
    const t = initTRPC.create();
    const router = t.router({
      plain: t.procedure.query(() => ({ name: 'tea', price: 450 })),
      validated: t.procedure
        .output(z.object({ name: z.string().transform((name) => name.length) }))
        .query(() => ({ name: 'tea', price: 450 })),
    });
    const caller = router.createCaller({});
    const plain: { name: string; price: number } = await caller.plain();
    assert.deepEqual(plain, { name: 'tea', price: 450 });
    const validated: { name: number } = await caller.validated();
    // @ts-expect-error the validated result is not typed as the resolver's return value
    const asResolver: { name: string; price: number } = await caller.validated();
    assert.deepEqual(validated, { name: 3 });
    assert.deepEqual(asResolver, { name: 3 });
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/introduction.md',
  "useQuery()'s data has the procedure's output type: the resolver's return type, or what its output parser returns when it has one",
  async () => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const { z } = v9('zod') as typeof ZodV9;
    const appRouter = trpc
      .router()
      .query('plain', { resolve: () => ({ name: 'tea', price: 450 }) })
      .query('validated', {
        output: z.object({ name: z.string().transform((name) => name.length) }),
        resolve: () => ({ name: 'tea', price: 450 }),
      });
    const hooks = createReactQueryHooks<typeof appRouter>();
    // Only typed: hooks cannot run outside a render.
    const typed = () => {
      const plain: { name: string; price: number } | undefined = hooks.useQuery(['plain']).data;
      const validated: { name: number } | undefined = hooks.useQuery(['validated']).data;
      // @ts-expect-error the validated data is not typed as the resolver's return value
      const asResolver: { name: string; price: number } | undefined = hooks.useQuery(['validated']).data;
      return [plain, validated, asResolver];
    };
    assert.equal(typeof typed, 'function');
    const caller = appRouter.createCaller({});
    assert.deepEqual(await caller.query('plain'), { name: 'tea', price: 450 });
    assert.deepEqual(await caller.query('validated'), { name: 3 });
  },
);
