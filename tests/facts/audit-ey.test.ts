/**
 * Independent audit EY (bench/audit-independent-2026-11-30ey.md): a random draw of sentences of both versions and
 * the blog, and a census of the latest fixes. Each fact runs @trpc/* 10.12.0 from src/samples/v10 through
 * `createCaller`, or is checked by `npm run typecheck`.
 *
 *   node --import tsx --test tests/facts/audit-ey.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, rejection, v10 } from './facts';
import { checkedOutput, OUTPUT_PAGE } from './checkedOutput';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { z } = v10('zod') as typeof Zod;

const outputPage = readFileSync(path.join(__dirname, '../..', OUTPUT_PAGE), 'utf8');

fact(
  OUTPUT_PAGE,
  '.output() applies to the procedures built from the builder it returns: a procedure built from the builder it was called on is not validated',
  async () => {
    assert.ok(
      outputPage.includes('`.output()` applies to the procedures built from the builder it returns, usually one.'),
    );
    assert.ok(!outputPage.includes('the builder you chain it on'));

    const t = initTRPC.create();
    const base = t.procedure;
    const validated = base.output(z.string());
    const router = t.router({
      fromBase: base.query(() => 5),
      fromValidated: validated.query(() => 5 as never),
      fromValidatedWithInput: validated.input(z.number()).query(({ input }) => input as never),
    });
    const caller = router.createCaller({});
    assert.equal(await caller.fromBase(), 5, 'the builder .output() was called on does not validate');
    for (const failure of [
      await rejection(caller.fromValidated()),
      await rejection(caller.fromValidatedWithInput(5)),
    ]) {
      assert.ok(failure instanceof TRPCError);
      assert.equal(failure.code, 'INTERNAL_SERVER_ERROR');
      assert.equal(failure.message, 'Output validation failed');
    }
  },
);

fact(
  OUTPUT_PAGE,
  "with checkedOutput() the resolver must return the schema's output type, so in production the value sent has that type; outside production a .transform() runs on a value of its own output type and refuses or changes it",
  async () => {
    assert.ok(!outputPage.includes('the value sent differs from its type'));
    const t = initTRPC.create();
    const length = z.string().transform((text) => text.length);
    const upper = z.string().transform((text) => `${text}!`);
    const router = t.router({
      // @ts-expect-error the resolver may not return the schema's input type (a string)
      inputTyped: t.procedure.output(checkedOutput(length, 'production')).query(() => 'ada'),
      production: t.procedure.output(checkedOutput(length, 'production')).query(() => 3),
      test: t.procedure.output(checkedOutput(length, 'test')).query(() => 3),
      twice: t.procedure.output(checkedOutput(upper, 'test')).query(() => 'ada!'),
    });
    const caller = router.createCaller({});
    const sent: number = await caller.production();
    assert.equal(sent, 3, 'in production the value sent is the resolver’s, of the output type');
    const failure = await rejection(caller.test());
    assert.ok(failure instanceof TRPCError);
    assert.equal(
      failure.code,
      'INTERNAL_SERVER_ERROR',
      'outside production the transform refuses an output-typed value',
    );
    assert.equal(await caller.twice(), 'ada!!', 'a transform from string to string runs a second time');
  },
);
