/**
 * docs/server/infer-types.md, "Server-side type vs. wire type": `inferProcedureOutput` is the procedure's output
 * type on the server, which is the output validator's type when the procedure has `.output()`, not the resolver's.
 * The type lines are checked by `npm run typecheck`; the run checks what a server-side call returns.
 * @trpc/server 10.12.0 and zod from src/samples/v10.
 *
 *   node --import tsx --test tests/facts/infer-procedure-output.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, v10 } from './facts';

fact(
  'docs/server/infer-types.md',
  "inferProcedureOutput is the resolver's return type, or the output validator's type when the procedure has .output()",
  async () => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { z } = v10('zod') as typeof Zod;
    const t = initTRPC.create();
    const router = t.router({
      plain: t.procedure.query(() => ({ title: 'Typed', publishedAt: new Date(0) })),
      validated: t.procedure
        .output(z.object({ title: z.string().transform((title) => title.length) }))
        .query(() => ({ title: 'Typed', publishedAt: new Date(0) })),
    });
    type Plain = TRPCServer.inferProcedureOutput<typeof router.plain>;
    type Validated = TRPCServer.inferProcedureOutput<typeof router.validated>;
    const caller = router.createCaller({});
    const plain: Plain = await caller.plain();
    const validated: Validated = await caller.validated();
    const lengthOfTitle: number = validated.title;
    // @ts-expect-error with .output(), the type is the validator's, not the resolver's
    const asResolver: { title: string; publishedAt: Date } = validated;
    assert.ok(plain.publishedAt instanceof Date);
    assert.equal(lengthOfTitle, 5);
    assert.deepEqual(asResolver, { title: 5 });
  },
);
