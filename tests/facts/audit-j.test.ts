/**
 * The statements that independent audit J (bench/audit-independent-2026-11-29j.md) corrected on four
 * 9.x pages, as they now read: which child routers `.merge()` accepts by meta type, what a
 * resolver's return value is type-checked against when the procedure has an output validator, what
 * `useMutation()`'s `data` holds, and which packages name which in their peer dependencies. The
 * type behaviours are checked by `npm run typecheck` (each `@ts-expect-error` fails it when the
 * error goes away); the facts run what has a runtime side against @trpc/* 9.27.4.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-j.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as Superstruct from '../../src/samples/v9/node_modules/superstruct';
import type * as Yup from '../../src/samples/v9/node_modules/yup';
import type * as Zod from '../../src/samples/v9/node_modules/zod';
import { fact, rejection, v9 } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
const superstruct = v9('superstruct') as typeof Superstruct;
const yup = v9('yup') as typeof Yup;
const { z } = v9('zod') as typeof Zod;

interface Meta {
  auth?: boolean;
}

fact(
  'versioned_docs/version-9.x/server/metadata.md',
  ".merge() rejects a child whose meta type has a required field Meta lacks, or only optional fields none of which Meta has; it accepts a child that adds an optional field next to one of Meta's, and a child with no meta type",
  async () => {
    const sharesAField = trpc
      .router<object, { auth?: boolean; plan?: 'pro' }>()
      .query('invoices', { meta: { auth: true, plan: 'pro' }, resolve: () => [120] });
    const noMetaType = trpc.router<object>().query('list', { resolve: () => ['Hello'] });
    const requiredField = trpc
      .router<object, { plan: 'pro' }>()
      .query('invoices', { meta: { plan: 'pro' }, resolve: () => [120] });
    const disjoint = trpc
      .router<object, { plan?: 'pro' }>()
      .query('invoices', { meta: { plan: 'pro' }, resolve: () => [120] });
    const seen: unknown[] = [];
    const appRouter = trpc
      .router<object, Meta>()
      .middleware(({ meta, next }) => {
        seen.push(meta);
        return next();
      })
      .merge('billing.', sharesAField)
      .merge('posts.', noMetaType);
    const typed = () => {
      // @ts-expect-error: `plan` is required and Meta has no such field
      trpc.router<object, Meta>().merge('billing.', requiredField);
      // @ts-expect-error: no field in common with Meta (TypeScript's weak type check)
      trpc.router<object, Meta>().merge('billing.', disjoint);
    };
    assert.equal(typeof typed, 'function');
    const caller = appRouter.createCaller({});
    assert.deepEqual(await caller.query('billing.invoices'), [120]);
    assert.deepEqual(await caller.query('posts.list'), ['Hello']);
    // the extra field reaches the parent's middlewares, which were typed without it
    assert.deepEqual(seen, [{ auth: true, plan: 'pro' }, undefined]);
  },
);

type Health = { status: 'ok' | 'degraded' };
const assertHealth = (value: unknown): Health => value as Health;
const asString = (value: unknown) => value as string;

fact(
  'versioned_docs/version-9.x/server/output-validation.md',
  "the resolver's return value is checked against a zod schema's input type when the procedure has no input or a zod input, and otherwise against the type the validator returns",
  () => {
    const base = trpc.router();
    const typed = () => {
      // zod, no input: the schema's input type (a string), not its output type (a number)
      base.query('length', { output: z.string().transform((s) => s.length), resolve: () => 'abc' });
      // @ts-expect-error: the schema's output type is not what the resolver must return
      base.query('length', { output: z.string().transform((s) => s.length), resolve: () => 3 });
      // zod input and zod output: still the output schema's input type
      base.query('length', { input: z.string(), output: z.string().transform((s) => s.length), resolve: () => 'abc' });
      // a function: its parameter is `unknown`, yet the resolver must return what it returns
      base.query('health', { output: assertHealth, resolve: () => ({ status: 'ok' as const }) });
      // @ts-expect-error: checked against Health, the function's return type
      base.query('health', { output: assertHealth, resolve: () => ({ up: true }) });
      // @ts-expect-error: a yup schema checks against the type it returns
      base.query('user', { output: yup.object({ id: yup.string().required() }), resolve: () => ({ name: 'x' }) });
      // @ts-expect-error: so does a superstruct struct
      base.query('user', { output: superstruct.object({ id: superstruct.string() }), resolve: () => ({ name: 'x' }) });
      // @ts-expect-error: and an object with parse()
      base.query('health', { output: { parse: assertHealth }, resolve: () => ({ up: true }) });
      // @ts-expect-error: a zod schema next to a non-zod input checks against its output type
      base.query('length', { input: asString, output: z.string().transform((s) => s.length), resolve: () => 'abc' });
      base.query('length', { input: asString, output: z.string().transform((s) => s.length), resolve: () => 3 });
    };
    assert.equal(typeof typed, 'function');
  },
);

fact(
  'versioned_docs/version-9.x/server/output-validation.md',
  'with z.string().transform((s) => s.length) as output on a procedure whose input is not zod, the types ask the resolver for a number, which the schema refuses at runtime',
  async () => {
    const router = trpc.router().query('length', {
      input: asString,
      output: z.string().transform((s) => s.length),
      resolve: () => 3,
    });
    const error = await rejection(router.createCaller({}).query('length', 'abc'));
    assert.ok(error instanceof Error);
    assert.equal(error.message, 'Output validation failed');
    assert.equal((error as ServerV9.TRPCError).code, 'INTERNAL_SERVER_ERROR');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/mutations.md',
  "useMutation()'s data is the procedure's output: what the resolver returns, or with an output validator, what the validator returns",
  async () => {
    const appRouter = trpc
      .router()
      .mutation('user.create', {
        input: z.object({ name: z.string() }),
        output: z.object({ id: z.string(), name: z.string() }),
        resolve: ({ input }) => ({ id: 'u1', name: input.name, passwordHash: 'x' }),
      })
      .mutation('user.rename', { input: z.string(), resolve: ({ input }) => ({ id: 'u1', name: input }) });
    const hooks = createReactQueryHooks<typeof appRouter>();
    const typed = () => {
      const created = hooks.useMutation('user.create').data;
      if (created) {
        void created.name;
        // @ts-expect-error: the output validator does not list it
        void created.passwordHash;
      }
      const renamed = hooks.useMutation('user.rename').data;
      if (renamed) void renamed.name;
    };
    assert.equal(typeof typed, 'function');
    // the mutation function of useMutation() is client.mutation(), which resolves to what the server sends
    assert.deepEqual(await appRouter.createCaller({}).mutation('user.create', { name: 'Ada' }), {
      id: 'u1',
      name: 'Ada',
    });
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/introduction.md',
  '@trpc/client, @trpc/react and @trpc/next name the exact version of the @trpc/* packages they build on as peer dependencies; @trpc/server has no peer dependencies',
  () => {
    const manifest = (name: string) =>
      v9(`${name}/package.json`) as { version: string; peerDependencies?: Record<string, string> };
    const trpcPeers = (name: string) =>
      Object.entries(manifest(name).peerDependencies ?? {})
        .filter(([peer]) => peer.startsWith('@trpc/'))
        .sort(([a], [b]) => a.localeCompare(b));
    const { version } = manifest('@trpc/server');
    assert.equal(manifest('@trpc/server').peerDependencies, undefined);
    assert.deepEqual(trpcPeers('./node_modules/@trpc/client'), [['@trpc/server', version]]);
    assert.deepEqual(trpcPeers('@trpc/react'), [
      ['@trpc/client', version],
      ['@trpc/server', version],
    ]);
    assert.deepEqual(trpcPeers('@trpc/next'), [
      ['@trpc/client', version],
      ['@trpc/react', version],
      ['@trpc/server', version],
    ]);
  },
);
