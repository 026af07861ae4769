/**
 * Docs facts about the error responses of tRPC 10 (tests/facts/README.md).
 *
 *   node --import tsx --test tests/facts/errors.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import { env, fact, v10 } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;

/** The error shape a router made under `nodeEnv` (and `isDev`, when given) sends for a failed query. */
function shapeUnder(nodeEnv: string, isDev?: boolean) {
  const before = process.env.NODE_ENV;
  env.NODE_ENV = nodeEnv;
  try {
    const t = isDev === undefined ? initTRPC.create() : initTRPC.create({ isDev });
    const router = t.router({ fail: t.procedure.query(() => 'unused') });
    return router.getErrorShape({
      error: new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'database unreachable' }),
      type: 'query',
      path: 'fail',
      input: undefined,
      ctx: undefined,
    });
  } finally {
    env.NODE_ENV = before;
  }
}

fact(
  'docs/server/error-formatting.md',
  "the default error shape has data.stack only while isDev is true, which by default it is whenever NODE_ENV is not 'production'",
  () => {
    assert.equal(typeof shapeUnder('development').data.stack, 'string', 'a stack in development');
    assert.ok(!('stack' in shapeUnder('production').data), 'no stack in production');
    assert.equal(typeof shapeUnder('production', true).data.stack, 'string', 'a stack with isDev: true in production');
    assert.ok(!('stack' in shapeUnder('development', false).data), 'no stack with isDev: false in development');
    assert.equal(shapeUnder('production').message, 'database unreachable', 'the message is kept in production');
  },
);

fact(
  'docs/server/error-handling.md',
  "new TRPCError({ cause }) keeps an Error cause as it is, turns a string into an Error with that message and any other value into an Error with the message 'Unknown error'; without a message, the message comes from an Error or string cause, otherwise it is the code",
  () => {
    const original = new RangeError('out of range');
    const fromError = new TRPCError({ code: 'BAD_REQUEST', cause: original });
    assert.equal(fromError.cause, original);
    assert.equal(fromError.message, 'out of range');

    const fromString = new TRPCError({ code: 'BAD_REQUEST', cause: 'just text' });
    assert.ok(fromString.cause instanceof Error);
    assert.equal(fromString.cause.message, 'just text');
    assert.equal(fromString.message, 'just text');

    const data = { orderId: 42 };
    const fromObject = new TRPCError({ code: 'CONFLICT', cause: data });
    assert.ok(fromObject.cause instanceof Error);
    assert.notEqual(fromObject.cause, data, 'the object itself is not kept');
    assert.equal(fromObject.cause.message, 'Unknown error');
    assert.equal(fromObject.message, 'CONFLICT');
  },
);
