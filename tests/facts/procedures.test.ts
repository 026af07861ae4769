/**
 * How a 10.x procedure runs its chain (tests/facts/README.md): middleware order and context
 * merging, what `next()` resolves to, chained input parsers, output validation, `.meta()` and
 * `.output()` set twice, and what a server-side caller does.
 *
 *   node --import tsx --test tests/facts/procedures.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as Superstruct from '../../src/samples/v10/node_modules/superstruct';
import type * as Yup from '../../src/samples/v10/node_modules/yup';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, rejection, v10, v9 } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { z } = v10('zod') as typeof Zod;

fact(
  'docs/server/middlewares.md',
  'middlewares run in the order they were added, and next({ ctx }) merges the object into the context instead of replacing it',
  async () => {
    const t = initTRPC.context<{ requestId: string; user: string | null }>().create();
    const seen: string[] = [];
    const first = t.middleware(({ ctx, next }) => {
      seen.push(`first:${ctx.requestId}`);
      return next({ ctx: { user: 'ada', step: 1 } });
    });
    const second = t.middleware(({ ctx, next }) => {
      seen.push(`second:${ctx.user}`);
      return next({ ctx: { step: 2 } });
    });
    const router = t.router({
      whoami: t.procedure
        .use(first)
        .use(second)
        .query(({ ctx }) => ctx),
    });
    const ctx = await router.createCaller({ requestId: 'r1', user: null }).whoami();
    assert.deepEqual(
      seen,
      ['first:r1', 'second:ada'],
      'the second middleware runs after the first and sees its context',
    );
    assert.deepEqual(ctx, { requestId: 'r1', user: 'ada', step: 2 }, 'keys not passed to next() are kept');
  },
);

fact(
  'docs/server/middlewares.md',
  'the second function of unstable_pipe() receives the context as produced by the first',
  async () => {
    const t = initTRPC.context<{ user: string | null }>().create();
    const requireUser = t.middleware(({ ctx, next }) => {
      if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' });
      return next({ ctx: { user: ctx.user.toUpperCase() } });
    });
    const piped = requireUser.unstable_pipe(({ ctx, next }) => next({ ctx: { seenByPipe: ctx.user } }));
    const router = t.router({ me: t.procedure.use(piped).query(({ ctx }) => ctx) });
    assert.deepEqual(await router.createCaller({ user: 'ada' }).me(), { user: 'ADA', seenByPipe: 'ADA' });
    const error = await rejection(router.createCaller({ user: null }).me());
    assert.ok(
      error instanceof TRPCError && error.code === 'UNAUTHORIZED',
      'the first function still guards the second',
    );
  },
);

fact(
  'docs/server/middlewares.md',
  'next() resolves to { ok: false, error } instead of throwing, and an error thrown later in the chain reaches earlier middlewares there as a TRPCError',
  async () => {
    const t = initTRPC.create();
    const outcomes: unknown[] = [];
    const observe = t.middleware(async ({ next }) => {
      const result = await next();
      outcomes.push(result.ok ? 'ok' : result.error);
      return result;
    });
    const router = t.router({
      fails: t.procedure.use(observe).query(() => {
        throw new Error('disk full');
      }),
    });
    const error = await rejection(router.createCaller({}).fails());
    const [seen] = outcomes;
    assert.ok(seen instanceof TRPCError, 'the earlier middleware gets a TRPCError in result.error');
    assert.equal(seen.code, 'INTERNAL_SERVER_ERROR', 'a plain Error becomes INTERNAL_SERVER_ERROR');
    assert.equal(seen.message, 'disk full');
    assert.equal(error, seen, 'returning the result unchanged rejects the call with that error');
  },
);

fact(
  'docs/server/middlewares.md',
  'a middleware that calls next() but returns nothing fails the call with INTERNAL_SERVER_ERROR asking whether you forgot to return next(), after the resolver has run',
  async () => {
    const t = initTRPC.create();
    let resolverRuns = 0;
    const forgetful = t.middleware((async ({ next }: { next: () => Promise<unknown> }) => {
      await next();
    }) as unknown as Parameters<typeof t.middleware>[0]);
    const router = t.router({
      save: t.procedure.use(forgetful).mutation(() => {
        resolverRuns += 1;
        return 'saved';
      }),
    });
    const error = await rejection(router.createCaller({}).save());
    assert.ok(error instanceof TRPCError, 'the call should reject with a TRPCError');
    assert.equal(error.code, 'INTERNAL_SERVER_ERROR');
    assert.match(error.message, /forget to `return next\(\)`/);
    assert.equal(resolverRuns, 1, 'the resolver has already run');
  },
);

fact(
  'docs/server/procedures.md',
  'a value with only _input and _output fields type-checks as a parser, but .input() and .output() throw "Could not find a validator fn" when the procedure is built; a function or an object with parse runs',
  () => {
    const t = initTRPC.create();
    const typesOnly = {} as { _input: string; _output: number };
    assert.throws(() => t.procedure.input(typesOnly), /Could not find a validator fn/);
    assert.throws(() => t.procedure.output(typesOnly), /Could not find a validator fn/);
    assert.doesNotThrow(() => t.procedure.input((value: unknown) => String(value)));
    assert.doesNotThrow(() => t.procedure.input({ parse: (value: unknown) => String(value) }));
  },
);

fact(
  'docs/server/procedures.md',
  'each chained input parser sees the full raw input and their results are merged; a middleware between them sees only the earlier parsers',
  async () => {
    const t = initTRPC.create();
    let inputInMiddleware: unknown;
    const router = t.router({
      create: t.procedure
        .input(z.object({ workspaceId: z.string() }))
        .use(({ input, next }) => {
          inputInMiddleware = input;
          return next();
        })
        .input(z.object({ name: z.string() }))
        .mutation(({ input }) => input),
    });
    const input = await router.createCaller({}).create({ workspaceId: 'w_1', name: 'Roadmap' });
    assert.deepEqual(input, { workspaceId: 'w_1', name: 'Roadmap' }, 'the resolver gets both parsers merged');
    assert.deepEqual(inputInMiddleware, { workspaceId: 'w_1' }, 'the middleware sees the first parser only');
  },
);

fact(
  'docs/server/procedures.md',
  'when input parsing fails the call is rejected with BAD_REQUEST and the resolver never runs; without an input parser the resolver gets undefined',
  async () => {
    const t = initTRPC.create();
    let resolverRuns = 0;
    const router = t.router({
      byId: t.procedure.input(z.object({ id: z.string() })).query(() => {
        resolverRuns += 1;
        return 'found';
      }),
      noInput: t.procedure.query(({ input }) => input),
    });
    const caller = router.createCaller({});
    const error = await rejection(caller.byId({ id: 42 } as unknown as { id: string }));
    assert.ok(error instanceof TRPCError, 'the call should reject with a TRPCError');
    assert.equal(error.code, 'BAD_REQUEST');
    assert.equal(resolverRuns, 0, 'the resolver should not run');
    const ignored = (caller.noInput as unknown as (input: unknown) => Promise<unknown>)({ sent: 'anyway' });
    assert.equal(await ignored, undefined, 'input sent to a procedure without a parser is ignored');
  },
);

fact(
  'docs/server/output-validation.md',
  "a failing output validator throws INTERNAL_SERVER_ERROR 'Output validation failed' with the validator's error as cause; resolver errors skip it; middlewares before .output() see the parsed value",
  async () => {
    const t = initTRPC.create();
    let seenBefore: unknown;
    const before = t.middleware(async ({ next }) => {
      const result = await next();
      if (result.ok) seenBefore = result.data;
      return result;
    });
    let validatorRuns = 0;
    const user = z.object({ id: z.string() }).transform((value) => {
      validatorRuns += 1;
      return value;
    });
    const router = t.router({
      strips: t.procedure
        .use(before)
        .output(user)
        .query(() => ({ id: 'u1', passwordHash: 'secret' })),
      invalid: t.procedure.output(user).query(() => ({ id: 1 }) as unknown as { id: string }),
      throws: t.procedure.output(user).query((): { id: string } => {
        throw new TRPCError({ code: 'NOT_FOUND' });
      }),
    });
    const caller = router.createCaller({});
    assert.deepEqual(await caller.strips(), { id: 'u1' }, 'the parsed value is returned');
    assert.deepEqual(seenBefore, { id: 'u1' }, 'a middleware added before .output() sees the parsed value');

    const invalid = await rejection(caller.invalid());
    assert.ok(invalid instanceof TRPCError, 'the call should reject with a TRPCError');
    assert.equal(invalid.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(invalid.message, 'Output validation failed');
    assert.ok(invalid.cause instanceof z.ZodError, 'the cause is the ZodError');

    validatorRuns = 0;
    const thrown = await rejection(caller.throws());
    assert.ok(thrown instanceof TRPCError && thrown.code === 'NOT_FOUND', "the resolver's error is passed through");
    assert.equal(validatorRuns, 0, 'the validator does not run');
  },
);

fact(
  'docs/server/output-validation.md',
  'a procedure can have only one .output() validator: a second one throws Duplicate key output',
  () => {
    const t = initTRPC.create();
    assert.throws(() => t.procedure.output(z.string()).output(z.number()), /Duplicate key output/);
  },
);

fact(
  'docs/server/metadata.md',
  'calling .meta() a second time with a different object throws Duplicate key meta, and a procedure without .meta() passes undefined to middlewares',
  async () => {
    const t = initTRPC.meta<{ role?: string }>().create();
    assert.throws(() => t.procedure.meta({ role: 'admin' }).meta({ role: 'member' }), /Duplicate key meta/);
    const metas: unknown[] = [];
    const record = t.procedure.use(({ meta, next }) => {
      metas.push(meta);
      return next();
    });
    const router = t.router({
      plain: record.query(() => 'plain'),
      admin: record.meta({ role: 'admin' }).query(() => 'admin'),
    });
    const caller = router.createCaller({});
    await caller.plain();
    await caller.admin();
    assert.deepEqual(metas, [undefined, { role: 'admin' }]);
  },
);

fact(
  'docs/server/server-side-calls.md',
  'a caller runs the procedure without the data transformer and rejects with TRPCErrors: BAD_REQUEST for invalid input, INTERNAL_SERVER_ERROR for a plain Error',
  async () => {
    const t = initTRPC.create({
      transformer: {
        serialize: () => assert.fail('the caller should not serialize'),
        deserialize: () => assert.fail('the caller should not deserialize'),
      },
    });
    const router = t.router({
      now: t.procedure.input(z.object({ at: z.number() })).query(({ input }) => new Date(input.at)),
      boom: t.procedure.mutation(() => {
        throw new Error('unexpected');
      }),
    });
    const caller = router.createCaller({});
    const date = await caller.now({ at: 0 });
    assert.ok(date instanceof Date, 'the resolver value comes back as it is');
    const invalid = await rejection(caller.now({ at: 'soon' } as unknown as { at: number }));
    assert.ok(invalid instanceof TRPCError && invalid.code === 'BAD_REQUEST', 'invalid input rejects with BAD_REQUEST');
    const boom = await rejection(caller.boom());
    assert.ok(boom instanceof TRPCError, 'a plain Error is wrapped in a TRPCError');
    assert.equal(boom.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(boom.message, 'unexpected');
  },
);

fact(
  'docs/server/output-validation.md',
  'as output validators, Yup object() keeps unknown keys (tRPC calls validateSync), Superstruct object() rejects them and type() keeps them',
  async () => {
    const yup = v10('yup') as typeof Yup;
    const superstruct = v10('superstruct') as typeof Superstruct;
    const t = initTRPC.create();
    const row = () => ({ sku: 'TEE-01', supplierCost: 650 });
    const router = t.router({
      yup: t.procedure.output(yup.object({ sku: yup.string().required() })).query(row),
      object: t.procedure.output(superstruct.object({ sku: superstruct.string() })).query(row),
      type: t.procedure.output(superstruct.type({ sku: superstruct.string() })).query(row),
    });
    const caller = router.createCaller({});
    assert.deepEqual(await caller.yup(), row(), 'Yup keeps the extra key');
    assert.deepEqual(await caller.type(), row(), "Superstruct's type() keeps the extra key");
    const rejected = await rejection(caller.object());
    assert.ok(
      rejected instanceof TRPCError && rejected.message === 'Output validation failed',
      "Superstruct's object() rejects it",
    );
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  'next({ ctx }) replaces the context in 9.x and merges into it in 10.x, so v9 middlewares spread ...ctx and v10 ones need not',
  async () => {
    const v9Server = v9('@trpc/server') as typeof ServerV9;
    const old = v9Server
      .router<{ requestId: string; user?: string }>()
      .middleware(({ next }) => next({ ctx: { user: 'ada' } }))
      .query('ctx', { resolve: ({ ctx }) => ({ ...ctx }) });
    assert.deepEqual(
      await old.createCaller({ requestId: 'r1' }).query('ctx'),
      { user: 'ada' },
      'v9 replaces the context',
    );

    const t = initTRPC.context<{ requestId: string }>().create();
    const router = t.router({
      ctx: t.procedure.use(({ next }) => next({ ctx: { user: 'ada' } })).query(({ ctx }) => ctx),
    });
    assert.deepEqual(
      await router.createCaller({ requestId: 'r1' }).ctx(),
      { requestId: 'r1', user: 'ada' },
      'v10 merges',
    );
  },
);
