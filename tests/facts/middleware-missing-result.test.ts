/**
 * A middleware that returns nothing at run time (10.12.0): what the middleware before it gets, and that
 * the call's outcome is then that middleware's to decide, not always a failure.
 *
 *   node --import tsx --test tests/facts/middleware-missing-result.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import { fact, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;

fact(
  'docs/server/middlewares.md',
  'when a middleware returns nothing at run time, the middleware before it gets undefined from next(), and one that returns a result of its own in its place (with ok: true) makes the call succeed, after the resolver has run',
  async () => {
    const t = initTRPC.create();
    let resolverRuns = 0;
    const seen: unknown[] = [];
    const forgetful = t.middleware(async ({ next }) => {
      await next();
      // The types require a result; the `as never` stands for one that arrives through an `any`.
      return undefined as never;
    });
    const fallback = t.middleware(async ({ next }) => {
      const result = await next();
      seen.push(result);
      return { ...result, ok: true as const, data: 'fallback' };
    });
    const router = t.router({
      save: t.procedure
        .use(fallback)
        .use(forgetful)
        .mutation(() => ++resolverRuns),
    });
    assert.equal(await router.createCaller({}).save(), 'fallback');
    assert.deepEqual(seen, [undefined]);
    assert.equal(resolverRuns, 1);
  },
);
