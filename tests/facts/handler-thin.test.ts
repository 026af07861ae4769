/**
 * docs/server/api-handler.md, "Keep the handler thin": a middleware guards a server-side call too, while a caller's
 * context is the object given to `createCaller` (no adapter, so no `createContext`, runs). @trpc/server 10.12.0
 * (src/samples/v10).
 *
 *   node --import tsx --test tests/facts/handler-thin.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import { fact, rejection, v10 } from './facts';

const page = 'docs/server/api-handler.md';

fact(page, 'a middleware runs for a server-side call, whose context is the one given to createCaller', async () => {
  const text = fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8');
  assert.match(
    text,
    /middlewares also run for \[server-side calls\]\(\.\/server-side-calls\.md\) \(which get their context from you, not from `createContext`\)/,
  );

  const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
  const tr = initTRPC.context<{ user?: string }>().create();
  const signedIn = tr.middleware(({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' });
    return next({ ctx: { user: ctx.user } });
  });
  const router = tr.router({ me: tr.procedure.use(signedIn).query(({ ctx }) => ctx.user) });
  assert.equal(await router.createCaller({ user: 'ada' }).me(), 'ada');
  const error = await rejection(router.createCaller({}).me());
  assert.ok(error instanceof TRPCError);
  assert.equal(error.code, 'UNAUTHORIZED');
});
