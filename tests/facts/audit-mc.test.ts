/**
 * Independent audit MC (bench/audit-independent-2026-12-01mc.md): 31 drawn sentences. The fact pins the one claim the
 * audit corrected, on docs/server/procedures.md: the page said that a Zod schema that transforms data has a different
 * type on each side, but a transform that keeps the type (`.trim()`, `z.coerce.number()`, a `.transform()` from a
 * string to a string) gives the caller and the resolver one type. The types are checked by `npm run typecheck` (the
 * `expectType` calls); the fact runs @trpc/server 10.12.0 and zod from src/samples/v10 through `createCaller`.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-mc.test.ts
 */
import assert from 'node:assert/strict';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, pageText, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
const { z } = v10('zod') as typeof Zod;

/** True when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when `T` is `true`: a type assertion checked by `npm run typecheck`. */
const expectType = <T extends true>(): T | undefined => undefined;

const PAGE = 'docs/server/procedures.md';

fact(
  PAGE,
  'a Zod schema has two types only where parsing changes the type: `.default()` and a `.transform()` to another type give two, while `.trim()`, `z.coerce.number()` and a string-to-string `.transform()` transform the data and give one',
  async () => {
    const page = pageText(PAGE);
    assert.match(
      page,
      /A Zod schema has a different type on each side when parsing changes the type, as a `\.default\(\)` or a `\.transform\(\)` to another type does; a transform that keeps the type \(`\.trim\(\)`, `z\.coerce\.number\(\)`, a `\.transform\(\)` from a string to a string\) gives one type to both, as the other \[validator shapes\]\(#accepted-validator-shapes\) always do\./,
    );
    assert.doesNotMatch(page, /A Zod schema that transforms data has a different type on each side/);

    const t = initTRPC.create();
    const router = t.router({
      // Two types: parsing changes the type.
      limit: t.procedure.input(z.object({ limit: z.number().default(10) })).query(({ input }) => {
        expectType<Equal<typeof input, { limit: number }>>();
        return input.limit;
      }),
      length: t.procedure.input(z.string().transform((text) => text.length)).query(({ input }) => {
        expectType<Equal<typeof input, number>>();
        return input;
      }),
      // One type: the data is transformed, the type is kept.
      upper: t.procedure.input(z.string().transform((text) => text.toUpperCase())).query(({ input }) => {
        expectType<Equal<typeof input, string>>();
        return input;
      }),
      trim: t.procedure.input(z.string().trim()).query(({ input }) => {
        expectType<Equal<typeof input, string>>();
        return input;
      }),
      coerce: t.procedure.input(z.coerce.number()).query(({ input }) => {
        expectType<Equal<typeof input, number>>();
        return input;
      }),
    });
    type Inputs = ServerV10.inferRouterInputs<typeof router>;
    expectType<Equal<Inputs['limit'], { limit?: number | undefined }>>();
    expectType<Equal<Inputs['length'], string>>();
    expectType<Equal<Inputs['upper'], string>>();
    expectType<Equal<Inputs['trim'], string>>();
    // The server would coerce a string, but the caller's type is the output's: `number`.
    expectType<Equal<Inputs['coerce'], number>>();

    // At run time each of them does transform the data it parses.
    const caller = router.createCaller({});
    assert.equal(await caller.limit({}), 10);
    assert.equal(await caller.length('abc'), 3);
    assert.equal(await caller.upper('abc'), 'ABC');
    assert.equal(await caller.trim('  abc  '), 'abc');
    assert.equal(await caller.coerce('42' as unknown as number), 42);
  },
);
