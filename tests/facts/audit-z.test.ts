/**
 * Independent audit Z (bench/audit-independent-2026-11-29z.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than the installed packages, pinned as corrected.
 *
 *   node --import tsx --test tests/facts/audit-z.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type FastifyV3 from '../../src/samples/v9/node_modules/fastify';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as LambdaV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/aws-lambda';
import type * as FastifyAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/fastify';
import { fact, v10, v9, within } from './facts';
import { fetchAdapterClient, settle } from './fetchAdapterClient';

fact(
  'versioned_docs/version-9.x/server/router.md',
  'each method that adds to a router (query, mutation, subscription, merge, middleware, formatError, transformer) returns a new router and leaves the old one as it was; flat() returns the same router and createCaller() a caller',
  () => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const base = trpc.router().query('ping', { resolve: () => 'pong' });
    const before = JSON.stringify(Object.keys(base._def.queries));
    const added = {
      query: base.query('other', { resolve: () => 1 }),
      mutation: base.mutation('reset', { resolve: () => 1 }),
      subscription: base.subscription('tick', {
        resolve: () => new trpc.Subscription<number>(() => () => undefined),
      }),
      merge: base.merge('child.', trpc.router().query('x', { resolve: () => 1 })),
      middleware: base.middleware(({ next }) => next()),
      formatError: base.formatError(({ shape }) => shape),
      transformer: base.transformer({ serialize: (v: unknown) => v, deserialize: (v: unknown) => v }),
    };
    for (const [method, router] of Object.entries(added)) {
      assert.notEqual(router, base, `${method}() should return a new router`);
      assert.ok(router instanceof base.constructor, `${method}() should return a Router`);
    }
    assert.equal(JSON.stringify(Object.keys(base._def.queries)), before, 'the old router should be unchanged');
    assert.equal(base._def.middlewares.length, 0, 'middleware() should not add to the old router');

    assert.equal(base.flat(), base, 'flat() returns the very router it was called on');
    assert.ok(!(base.createCaller({}) instanceof base.constructor), 'createCaller() returns a caller, not a router');
  },
);

fact(
  'versioned_docs/version-9.x/server/context.md',
  'without createContext (Fastify plugin, AWS Lambda handler) the context is undefined: a middleware and a resolver get ctx undefined, unless a middleware passes one on with next({ ctx })',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as typeof FastifyAdapterV9;
    const { awsLambdaRequestHandler } = v9('@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    const fastify = v9('fastify') as typeof FastifyV3;
    const seen: [string, unknown][] = [];
    const plain = trpc.router<{ user: string }>().query('plain', {
      resolve: ({ ctx }) => {
        seen.push(['plain resolver', ctx]);
        return 'ok';
      },
    });
    const passing = trpc
      .router<{ user: string }>()
      .middleware(({ ctx, next }) => {
        seen.push(['middleware', ctx]);
        return next({ ctx: { user: 'from middleware' } });
      })
      .query('passed', {
        resolve: ({ ctx }) => {
          seen.push(['resolver behind it', ctx]);
          return 'ok';
        },
      });
    const router = trpc.router<{ user: string }>().merge(plain).merge(passing);
    const expected: [string, unknown][] = [
      ['plain resolver', undefined],
      ['middleware', undefined],
      ['resolver behind it', { user: 'from middleware' }],
    ];

    const app = fastify();
    t.after(() => app.close());
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
    for (const path of ['plain', 'passed']) {
      const res = await within(5000, `Fastify ${path}`, app.inject({ method: 'GET', url: `/trpc/${path}` }));
      assert.equal(res.statusCode, 200, `Fastify ${path}: ${res.body}`);
    }
    assert.deepEqual(seen, expected, 'Fastify plugin without createContext');

    seen.length = 0;
    type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body?: string }>;
    const handler = awsLambdaRequestHandler({ router }) as unknown as Handler;
    for (const path of ['plain', 'passed']) {
      const res = await within(
        5000,
        `Lambda ${path}`,
        handler(
          {
            version: '2.0',
            routeKey: 'ANY /trpc/{proxy+}',
            rawPath: `/trpc/${path}`,
            pathParameters: { proxy: path },
            queryStringParameters: {},
            headers: {},
            body: undefined,
            requestContext: { http: { method: 'GET' } },
          },
          {},
        ),
      );
      assert.equal(res.statusCode, 200, `Lambda ${path}: ${res.body}`);
    }
    assert.deepEqual(seen, expected, 'AWS Lambda handler without createContext');
  },
);

fact(
  'docs/server/adapter/fetch.md',
  "in a batch, an endpoint that is too short breaks only the first call; one that is too long can cut past the first name (/trpc/me,greet with endpoint '/api/trpc' leaves one path, reet), and the call left without a path is never answered",
  async () => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const trpc = initTRPC.create();
    const router = trpc.router({ me: trpc.procedure.query(() => 'me'), greet: trpc.procedure.query(() => 'hi') });
    // The client's fetch hands each request straight to the adapter: no server to start or close.
    const clientFor = (url: string, endpoint: string) => fetchAdapterClient(router, url, endpoint).client;

    const short = clientFor('http://127.0.0.1/api/trpc', '/trpc');
    assert.deepEqual(
      await within(5000, 'batch, endpoint too short', Promise.all([short.greet.query(), short.me.query()].map(settle))),
      ['rejected No "query"-procedure on path "rpc/greet"', 'ok me'],
    );

    const long = clientFor('http://127.0.0.1/trpc', '/api/trpc');
    const first = settle(long.me.query());
    const second = settle(long.greet.query());
    assert.equal(
      await within(5000, 'first call, endpoint too long', first),
      'rejected No "query"-procedure on path "reet"',
    );
    // The adapter has answered the whole batch (one item, for the one path it read); the second call got nothing.
    const outcome = await Promise.race([
      second,
      new Promise<string>((resolve) => setImmediate(() => resolve('pending'))),
    ]);
    assert.equal(outcome, 'pending', 'the call left without a path should stay unanswered');
  },
);
