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
    assert.equal(shapeUnder('production').message, 'database unreachable', 'the message is kept in production');
  },
);
