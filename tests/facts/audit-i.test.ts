/**
 * Facts for the corrections of independent audit I (bench/audit-independent-2026-11-29i.md):
 * what a middleware's `next({ ctx })` copies from a class-instance context, what message a call
 * gets when a middleware returns nothing and an earlier one reads the result, and which inputs
 * give a procedure `useInfiniteQuery`. The type behaviours are checked by `npm run typecheck`
 * (tests/facts/README.md): each `@ts-expect-error` fails it when the error goes away.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-i.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, rejection, v10 } from './facts';
import { runPageCode } from './pageCode';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { z } = v10('zod') as typeof Zod;

fact(
  'docs/server/middlewares.md',
  "next({ ctx }) merges by an object spread: the context's own properties stay, but methods and getters a class-instance context inherits are not copied although the types still list them; next() without ctx passes the same object on",
  async () => {
    class RequestContext {
      user: { id: string } | null = { id: 'u1' };
      canEdit(): boolean {
        return true;
      }
      get startedAt(): number {
        return 1;
      }
    }
    const t = initTRPC.context<RequestContext>().create();
    const withUser = t.procedure.use(({ ctx, next }) => {
      if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' });
      return next({ ctx: { user: ctx.user } });
    });
    const passThrough = t.procedure.use(({ next }) => next());
    const router = t.router({
      merged: withUser.query(({ ctx }) => {
        // The types still offer the inherited members after the merge.
        const canEdit: () => boolean = ctx.canEdit;
        const startedAt: number = ctx.startedAt;
        return {
          canEdit: typeof canEdit,
          startedAt: typeof startedAt,
          user: ctx.user.id,
          isInstance: ctx instanceof RequestContext,
        };
      }),
      unchanged: passThrough.query(({ ctx }) => ({
        canEdit: typeof ctx.canEdit,
        isInstance: ctx instanceof RequestContext,
      })),
    });
    const caller = router.createCaller(new RequestContext());
    assert.deepEqual(await caller.merged(), {
      canEdit: 'undefined',
      startedAt: 'undefined',
      user: 'u1',
      isInstance: false,
    });
    assert.deepEqual(await caller.unchanged(), { canEdit: 'function', isInstance: true });
  },
);

fact(
  'docs/server/middlewares.md',
  "a middleware that returns nothing fails the call with INTERNAL_SERVER_ERROR; the message asks whether you forgot to return next() unless an earlier middleware reads the missing result (result.ok), which makes it the TypeError's message; the resolver has run either way",
  async () => {
    const t = initTRPC.create();
    let resolverRuns = 0;
    // The page's timing middleware ("Logging and timing"), on this `t`, logging into `logged`
    const logged: string[] = [];
    const log = (...args: unknown[]) => void logged.push(args.join(' '));
    const { timing } = runPageCode<{ timing: Parameters<typeof t.procedure.use>[0] }>(
      'docs/server/middlewares.md',
      ['timing'],
      { t, console: { info: log, warn: log } },
    );
    const forgetful = t.middleware(async ({ next }) => {
      // The types require a result; the `as never` stands for one that arrives through an `any`.
      await next();
      return undefined as never;
    });
    const router = t.router({
      timed: t.procedure.use(timing).mutation(() => 'fine'),
      alone: t.procedure.use(forgetful).mutation(() => ++resolverRuns),
      afterTiming: t.procedure
        .use(timing)
        .use(forgetful)
        .mutation(() => ++resolverRuns),
    });
    const caller = router.createCaller({});
    assert.equal(await caller.timed(), 'fine');
    assert.match(logged.splice(0).join('\n'), /^mutation timed took \d+ms$/, 'the timing middleware logs a call');
    const alone = (await rejection(caller.alone())) as InstanceType<typeof TRPCError>;
    assert.equal(alone.code, 'INTERNAL_SERVER_ERROR');
    assert.match(alone.message, /forget to `return next\(\)`/);
    const afterTiming = (await rejection(caller.afterTiming())) as InstanceType<typeof TRPCError>;
    assert.equal(afterTiming.code, 'INTERNAL_SERVER_ERROR');
    assert.match(afterTiming.message, /reading 'ok'/);
    assert.doesNotMatch(afterTiming.message, /return next/);
    assert.equal(resolverRuns, 2);
    assert.deepEqual(logged, [], 'the timing middleware failed before it logged');
  },
);

fact(
  'docs/reactjs/useInfiniteQuery.md',
  'useInfiniteQuery appears on a query whose input has a cursor field, and also on one whose input has no field (z.object({})) or is a record, but not on one with fields and no cursor, an optional object input or no input; z.object({}) strips the cursor tRPC adds',
  async () => {
    const t = initTRPC.create();
    const router = t.router({
      withCursor: t.procedure.input(z.object({ limit: z.number(), cursor: z.number().nullish() })).query(() => 1),
      noFields: t.procedure.input(z.object({})).query(({ input }) => input),
      record: t.procedure.input(z.record(z.string())).query(() => 1),
      noCursor: t.procedure.input(z.object({ limit: z.number() })).query(() => 1),
      optionalObject: t.procedure.input(z.object({ limit: z.number().optional() }).optional()).query(() => 1),
      noInput: t.procedure.query(() => 1),
    });
    type Trpc = ReturnType<typeof TRPCReact.createTRPCReact<typeof router>>;
    type HasInfinite<T> = 'useInfiniteQuery' extends keyof T ? true : false;
    const present: [HasInfinite<Trpc['withCursor']>, HasInfinite<Trpc['noFields']>, HasInfinite<Trpc['record']>] = [
      true,
      true,
      true,
    ];
    // @ts-expect-error no useInfiniteQuery without a cursor field
    const noCursor: HasInfinite<Trpc['noCursor']> = true;
    // @ts-expect-error no useInfiniteQuery on an optional object input
    const optionalObject: HasInfinite<Trpc['optionalObject']> = true;
    // @ts-expect-error no useInfiniteQuery without input
    const noInput: HasInfinite<Trpc['noInput']> = true;
    assert.deepEqual(present, [true, true, true]);
    void [noCursor, optionalObject, noInput];
    // The input useInfiniteQuery sends for a later page, { ...input, cursor }, loses the cursor.
    const received = await router.createCaller({}).noFields({ cursor: 20 });
    assert.deepEqual(received, {});
  },
);
