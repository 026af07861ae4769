/**
 * Runtime statements of the 9.x router pages (router, middlewares, merging routers) and the Lambda
 * adapter page that no sample shows, run against @trpc/server 9.27.4 from src/samples/v9.
 *
 *   node --import tsx --test tests/facts/v9-router.test.ts
 */
import assert from 'node:assert/strict';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as LambdaV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/aws-lambda';
import { fact, rejection, v9 } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;

/** The error a promise rejects with; fails when it resolves or rejects with something else. */
async function errorOf(promise: Promise<unknown>): Promise<Error & { code?: string; cause?: unknown }> {
  const error = await rejection(promise);
  assert.ok(error instanceof Error, 'the rejection should be an Error');
  return error;
}

fact(
  'versioned_docs/version-9.x/server/router.md',
  'an endpoint without an input option rejects a call that sends one with BAD_REQUEST ("No input expected"), and a failing validator gives BAD_REQUEST with the validator\'s error as cause',
  async () => {
    const problem = new Error('not a number');
    const router = trpc
      .router()
      .query('ping', { resolve: () => 'pong' })
      .query('double', {
        input: (value: unknown) => {
          if (typeof value !== 'number') throw problem;
          return value;
        },
        resolve: ({ input }) => input * 2,
      });
    const caller = router.createCaller({}) as unknown as {
      query: (path: string, input?: unknown) => Promise<unknown>;
    };
    const noInput = await errorOf(caller.query('ping', { x: 1 }));
    assert.equal(noInput.code, 'BAD_REQUEST');
    assert.equal(noInput.message, 'No input expected');
    const invalid = await errorOf(caller.query('double', 'two'));
    assert.equal(invalid.code, 'BAD_REQUEST');
    assert.equal(invalid.cause, problem);
  },
);

fact(
  'versioned_docs/version-9.x/server/router.md',
  '.middleware() only applies to endpoints added after it in the chain',
  async () => {
    const seen: string[] = [];
    const router = trpc
      .router()
      .query('before', { resolve: () => 'b' })
      .middleware(({ path, next }) => {
        seen.push(path);
        return next();
      })
      .query('after', { resolve: () => 'a' });
    const caller = router.createCaller({});
    await caller.query('before');
    await caller.query('after');
    assert.deepEqual(seen, ['after']);
  },
);

fact(
  'versioned_docs/version-9.x/server/middlewares.md',
  "a middleware that throws stops the chain, the middlewares before it get { ok: false, error } from next(), and a middleware that returns nothing fails the call with 'No result from middlewares'",
  async () => {
    const results: unknown[] = [];
    const router = trpc
      .router()
      .middleware(async ({ next }) => {
        const result = await next();
        results.push({ ok: result.ok, code: result.ok ? undefined : result.error.code });
        return result;
      })
      .middleware(() => {
        throw new trpc.TRPCError({ code: 'FORBIDDEN' });
      })
      .query('secret', { resolve: () => 'never' });
    const denied = await errorOf(router.createCaller({}).query('secret'));
    assert.equal(denied.code, 'FORBIDDEN');
    assert.deepEqual(results, [{ ok: false, code: 'FORBIDDEN' }]);

    const silent = trpc
      .router()
      // Returning nothing is a type error; the cast is the runtime case the page describes.
      .middleware((() => undefined) as never)
      .query('x', { resolve: () => 'x' });
    const empty = await errorOf(silent.createCaller({}).query('x'));
    assert.match(empty.message, /No result from middlewares/);
  },
);

fact(
  'versioned_docs/version-9.x/server/merging-routers.md',
  "merge() throws 'Duplicate endpoint(s)' for a path that exists, runs the parent's earlier middlewares before the child's, and keeps the parent's transformer and error formatter",
  async () => {
    const a = trpc.router().query('list', { resolve: () => 'a' });
    const b = trpc.router().query('list', { resolve: () => 'b' });
    assert.throws(() => a.merge(b), /Duplicate endpoint\(s\): list/);

    const order: string[] = [];
    const child = trpc
      .router()
      .transformer({ serialize: () => 'child', deserialize: () => 'child' })
      .formatError(({ shape }) => ({ ...shape, from: 'child' }))
      .middleware(({ next }) => {
        order.push('child');
        return next();
      })
      .query('item', { resolve: () => 'item' });
    const parent = trpc
      .router()
      .middleware(({ next }) => {
        order.push('parent');
        return next();
      })
      .merge('child.', child);
    await parent.createCaller({}).query('child.item');
    assert.deepEqual(order, ['parent', 'child']);
    assert.equal(parent._def.transformer.output.serialize('x'), 'x', "the child's transformer should be dropped");
    const shape = parent.getErrorShape({
      error: new trpc.TRPCError({ code: 'NOT_FOUND' }),
      type: 'query',
      path: 'child.item',
      input: undefined,
      ctx: undefined,
    }) as { from?: string };
    assert.equal(shape.from, undefined, "the child's error formatter should be dropped");
  },
);

fact(
  'versioned_docs/version-9.x/server/aws-lambda.md',
  'a HEAD request gets 204 without running a procedure, and an event with another payload version makes the handler reject with a TRPCError before onError is called',
  async () => {
    const { awsLambdaRequestHandler } = v9('@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    const calls: string[] = [];
    const errors: string[] = [];
    const router = trpc.router().query('whoami', {
      resolve: () => {
        calls.push('whoami');
        return 'ada';
      },
    });
    type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number }>;
    const handler = awsLambdaRequestHandler({
      router,
      onError: ({ error }) => errors.push(error.code),
    }) as unknown as Handler;
    const event = (version: string, method: string) => ({
      version,
      routeKey: 'ANY /trpc/{proxy+}',
      rawPath: '/trpc/whoami',
      pathParameters: { proxy: 'whoami' },
      queryStringParameters: {},
      headers: {},
      body: undefined,
      requestContext: { http: { method } },
    });

    assert.equal((await handler(event('2.0', 'HEAD'), {})).statusCode, 204);
    assert.equal((await handler(event('2.0', 'GET'), {})).statusCode, 200);
    assert.deepEqual(calls, ['whoami'], 'only the GET should run the procedure');

    const failure = await errorOf(handler(event('3.0', 'GET'), {}));
    assert.equal(failure.name, 'TRPCError');
    assert.match(failure.message, /payload format version/);
    assert.deepEqual(errors, [], 'onError should not be called');
  },
);
