/**
 * Independent audit FF (bench/audit-independent-2026-11-30ff.md): a random draw of the docs' sentences and a
 * census of the latest fixes on the output-validation page. Each fact runs @trpc/* 10.12.0 from src/samples/v10
 * or is checked by `npm run typecheck`.
 *
 *   node --import tsx --test tests/facts/audit-ff.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import { fact, v10 } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;

interface Context {
  user: { id: string } | null;
}
const t = initTRPC.context<Context>().create();

/** Replaces the context: after it, `ctx.user` is no longer nullable. */
const authed = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return next({ ctx: { user: ctx.user } });
});

const router = t.router({
  // Compiles only because the middleware changed the type of `ctx`: with `Context`, `ctx.user` may be null.
  me: authed.query(({ ctx }) => ctx.user.id),
  // The same read on the base procedure, whose `ctx` has the type given to `initTRPC.context()`.
  // @ts-expect-error `ctx.user` is possibly null
  unchecked: t.procedure.query(({ ctx }) => ctx.user.id),
});

fact(
  'docs/server/router.md',
  "initTRPC.context<TContext>() types ctx until a middleware changes it: after next({ ctx }) a procedure receives the middleware's context, not TContext",
  async () => {
    const page = fs.readFileSync(path.resolve(__dirname, '../../docs/server/router.md'), 'utf8');
    assert.doesNotMatch(page, /sets the type of `ctx` that every procedure and middleware receives\./);
    // Narrowed again by audit FK: a `t.middleware()` placed after one that changes `ctx` is still typed with
    // `TContext` (tests/facts/audit-fk.test.ts).
    assert.match(
      page,
      /sets the type of the context your `createContext` returns, the `ctx` that `t\.procedure` and `t\.middleware\(\)` start from\./,
    );
    // The FAQ's repeat of the claim, narrowed the same way by the owner.
    const faq = fs.readFileSync(path.resolve(__dirname, '../../docs/further/faq.md'), 'utf8').replace(/\s+/g, ' ');
    // Narrowed again by audit FG, as on router.md (tests/facts/audit-fg.test.ts).
    assert.match(
      faq,
      /The context type is declared once, when you create the tRPC instance: it is the `ctx` that `t\.procedure` and `t\.middleware\(\)` start from\./,
    );

    const caller = router.createCaller({ user: { id: 'u1' } });
    assert.equal(await caller.me(), 'u1');
    await assert.rejects(router.createCaller({ user: null }).me(), { code: 'UNAUTHORIZED' });
    // Without the middleware, the resolver meets the nullable user that the type declared.
    await assert.rejects(router.createCaller({ user: null }).unchecked(), { code: 'INTERNAL_SERVER_ERROR' });
  },
);
