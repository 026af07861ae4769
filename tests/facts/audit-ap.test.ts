/**
 * Independent audit AP (bench/audit-independent-2026-11-29ap.md, tests/facts/README.md): a claim of a page read
 * whole a second time that the installed packages contradict at an edge, pinned as corrected. The fact is also a
 * type behaviour: `npm run typecheck` compiles its `@ts-expect-error` line.
 *
 *   node --import tsx --test tests/facts/audit-ap.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, v10 } from './facts';

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
