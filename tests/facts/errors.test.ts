/**
 * Docs facts about the error responses of tRPC 10 (tests/facts/README.md).
 *
 *   node --import tsx --test tests/facts/errors.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { env, fact, listenOnLoopback, v10 } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;

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

fact(
  'docs/server/middlewares.md',
  "a middleware's TOO_MANY_REQUESTS is sent with HTTP 429 and no Retry-After header, and each call of a batch passes through the middleware on its own (a batch of three calls to a procedure limited to two gets 207, two results and one 429 error)",
  async (t) => {
    const rt = initTRPC.meta<{ rateLimit?: number }>().create();
    const counts = new Map<string, number>();
    const limited = rt.procedure.use(({ meta, path, next }) => {
      const count = (counts.get(path) ?? 0) + 1;
      counts.set(path, count);
      if (count > (meta?.rateLimit ?? 100)) {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Try again in 60 s' });
      }
      return next();
    });
    const router = rt.router({ search: limited.meta({ rateLimit: 2 }).query(() => 'found') });
    const base = await listenOnLoopback(t, createHTTPServer({ router }).server);

    const batch = await fetch(`${base}/search,search,search?batch=1&input=${encodeURIComponent('{}')}`);
    assert.equal(batch.status, 207, 'a batch with mixed results is 207');
    const items = (await batch.json()) as {
      result?: { data: unknown };
      error?: { data: { code: string; httpStatus: number } };
    }[];
    assert.deepEqual(
      items.map((item) => (item.result ? 'result' : item.error?.data.code)),
      ['result', 'result', 'TOO_MANY_REQUESTS'],
    );
    assert.equal(items[2].error?.data.httpStatus, 429);

    const single = await fetch(`${base}/search`);
    assert.equal(single.status, 429);
    assert.equal(single.headers.get('retry-after'), null, 'tRPC adds no Retry-After header');
    const body = (await single.json()) as { error: { message: string; data: { code: string; httpStatus: number } } };
    assert.equal(body.error.data.code, 'TOO_MANY_REQUESTS');
    assert.equal(body.error.message, 'Try again in 60 s');
  },
);
