/**
 * docs/server/procedures.md, "Always validate input": a procedure without `.input()` neither validates nor types
 * what the client sends. @trpc/server 10.12.0 from src/samples/v10: a call with an input the procedure never
 * declared succeeds (no BAD_REQUEST), and the resolver's `input` is typed `undefined`.
 *
 *   node --import tsx --test tests/facts/no-input-procedure.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import { fact, v10 } from './facts';

const page = 'docs/server/procedures.md';

fact(
  page,
  'without .input(), a call with any input succeeds unvalidated, and the resolver types input as undefined',
  async () => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const t = initTRPC.create();
    const router = t.router({
      hello: t.procedure.query(({ input }) => {
        const typed: undefined = input;
        return typed === undefined ? 'no input' : 'input';
      }),
    });
    // What a client sends reaches the procedure as its raw input (an HTTP adapter passes it the same way).
    const caller = router.createCaller({});
    const call = caller.hello as unknown as (input: unknown) => Promise<string>;
    assert.equal(await call({ anything: 1 }), 'no input');

    const text = readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
    assert.match(text, /Without `\.input\(\)`, a procedure neither validates nor types what the client sends\./);
    assert.doesNotMatch(text, /ignores what the client sends/);
  },
);
