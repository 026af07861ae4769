/**
 * Edges of the universal sentences on the 10.x server, further and migration pages
 * (tests/facts/README.md): the caller methods that shadow procedures named `query`, `mutation` and
 * `subscription`, the `isDev` of a merged router, a second `responseMeta` call when the result cannot
 * be serialized, and the Fetch adapter's `endpoint`, which is cut off by length.
 *
 *   node --import tsx --test tests/facts/universal-edges.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type { inferReactQueryProcedureOptions } from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/aws-lambda';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as TRPCObservable from '../../src/samples/v10/node_modules/@trpc/server/dist/observable';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import { env, fact, listenOnLoopback, v10 } from './facts';

const server = v10('@trpc/server') as typeof TRPCServer;
const { initTRPC, TRPCError } = server;
const { createTRPCProxyClient, httpBatchLink, httpLink } = v10('@trpc/client') as typeof TRPCClient;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
const fastify = v10('fastify') as typeof Fastify;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;
const { z } = v10('zod') as typeof Zod;
const { observable } = v10('@trpc/server/observable') as typeof TRPCObservable;

fact(
  'docs/server/server-side-calls.md',
  "a caller is the router with each procedure as an async function, except a procedure named query, mutation or subscription directly on the router: that call compiles but runs the deprecated string-path method, which throws NOT_FOUND; nested, the names work; createTRPCProxyClient's types refuse the three names at the top",
  async (t) => {
    const tt = initTRPC.create();
    const appRouter = tt.router({
      query: tt.procedure.query(() => 'top query'),
      mutation: tt.procedure.mutation(() => 'top mutation'),
      subscription: tt.procedure.query(() => 'top subscription'),
      search: tt.router({ query: tt.procedure.query(() => 'nested query') }),
    });
    const caller = appRouter.createCaller({});
    // These three calls type-check (npm run typecheck), yet none reaches its procedure: the
    // string-path method looks up the path `undefined` and throws before returning a promise.
    const calls: (() => Promise<string>)[] = [
      () => caller.query(),
      () => caller.mutation(),
      () => caller.subscription(),
    ];
    for (const call of calls) {
      assert.throws(call, (error: InstanceType<typeof TRPCError>) => {
        assert.equal(error.code, 'NOT_FOUND');
        assert.match(error.message, /-procedure on path "undefined"/);
        return true;
      });
    }
    assert.equal(await caller.search.query(), 'nested query');

    const base = await listenOnLoopback(t, createHTTPServer({ router: appRouter }).server);
    const client = createTRPCProxyClient<typeof appRouter>({ links: [httpLink({ url: base })] });
    // The vanilla client's types refuse the three names at the top (they collide with its own
    // methods), although its proxy would reach the procedures.
    /* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- the calls the types refuse */
    // @ts-expect-error 'query' collides with a built-in method of the client
    assert.equal(await client.query.query(), 'top query');
    // @ts-expect-error 'mutation' collides with a built-in method of the client
    assert.equal(await client.mutation.mutate(), 'top mutation');
    /* eslint-enable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access */
  },
);

/** Whether the router's error shape for a failed query carries a stack trace. */
function sendsStack(router: TRPCServer.AnyRouter): boolean {
  const shape = router.getErrorShape({
    error: new TRPCError({ code: 'BAD_REQUEST' }),
    type: 'query',
    path: 'x',
    input: undefined,
    ctx: {},
  }) as { data: Record<string, unknown> };
  return 'stack' in shape.data;
}

/** Runs `make` with NODE_ENV set to `value`, then restores it. */
function underNodeEnv<T>(value: string, make: () => T): T {
  const before = env.NODE_ENV;
  env.NODE_ENV = value;
  try {
    return make();
  } finally {
    if (before === undefined) delete env.NODE_ENV;
    else env.NODE_ENV = before;
  }
}

for (const page of [
  'docs/server/merging-routers.md',
  'docs/further/rpc.md',
  'docs/server/error-formatting.md',
  'docs/migration/migrate-from-v9-to-v10.md',
  'docs/further/faq.md',
]) {
  fact(
    page,
    "isDev: false leaves the stack out, but a router from t.mergeRouters() sends it when any merged router's instance has isDev true; a v9 router's .interop() takes isDev from NODE_ENV",
    () => {
      const quiet = initTRPC.create({ isDev: false });
      const loud = initTRPC.create({ isDev: true });
      const own = quiet.router({ a: quiet.procedure.query(() => 1) });
      assert.equal(sendsStack(own), false, 'isDev: false sends no stack');
      assert.equal(sendsStack(quiet.mergeRouters(own)), false, 'merging only isDev: false routers sends none');
      assert.equal(
        sendsStack(quiet.mergeRouters(own, loud.router({ b: loud.procedure.query(() => 2) }))),
        true,
        'a router of an isDev: true instance brings the stack to the whole merged router',
      );
      const legacy = () => server.router().query('old', { resolve: () => 3 });
      const devInterop = underNodeEnv('development', () => legacy().interop());
      const prodInterop = underNodeEnv('production', () => legacy().interop());
      assert.equal(sendsStack(quiet.mergeRouters(own, devInterop)), true, 'interop router made in development');
      assert.equal(sendsStack(quiet.mergeRouters(own, prodInterop)), false, 'interop router made in production');
    },
  );
}

fact(
  'docs/server/caching.md',
  'responseMeta runs once per response, except when the result cannot be serialized (a BigInt without a transformer): it then runs a second time, for the 500 error response that replaces the result, and only that call sets the headers',
  async () => {
    const tt = initTRPC.create();
    const router = tt.router({
      big: tt.procedure.query(() => 10n),
      ok: tt.procedure.query(() => 1),
    });
    const seen: { errors: string[]; data: string[] }[] = [];
    const call = (path: string) => {
      seen.length = 0;
      return fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${path}`),
        router,
        createContext: () => ({}),
        responseMeta: ({ errors, data }) => {
          seen.push({ errors: errors.map((e) => e.code), data: data.map((d) => Object.keys(d).join()) });
          return { headers: { 'x-call': String(seen.length) } };
        },
      });
    };
    const ok = await call('ok');
    assert.equal(ok.status, 200);
    assert.deepEqual(seen, [{ errors: [], data: ['result'] }]);

    const big = await call('big');
    assert.equal(big.status, 500);
    assert.deepEqual(seen, [
      { errors: [], data: ['result'] },
      { errors: ['INTERNAL_SERVER_ERROR'], data: ['error'] },
    ]);
    assert.equal(big.headers.get('x-call'), '2');
    assert.match(await big.text(), /serialize a BigInt/);
  },
);

fact(
  'docs/server/adapter/fetch.md',
  "the Fetch adapter does not compare endpoint with the URL: it drops endpoint's length plus one character from the pathname, so /trpc for a handler at /api/trpc makes the first call of each request NOT_FOUND (the other calls of a batch succeed) and an endpoint of the right length with other letters still works",
  async () => {
    const tt = initTRPC.create();
    const router = tt.router({ greet: tt.procedure.query(() => 'hi') });
    const get = (endpoint: string) =>
      fetchRequestHandler({
        endpoint,
        req: new Request('http://localhost/api/trpc/greet'),
        router,
        createContext: () => ({}),
      });
    const right = await get('/api/trpc');
    assert.equal(right.status, 200);
    const short = await get('/trpc');
    assert.equal(short.status, 404);
    assert.match(await short.text(), /NOT_FOUND/);
    const batch = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/api/trpc/greet,greet?batch=1&input=%7B%7D'),
      router,
      createContext: () => ({}),
    });
    const [first, second] = (await batch.json()) as [
      { error?: { data: { code: string; path: string } } },
      { result?: { data: string } },
    ];
    assert.equal(first.error?.data.code, 'NOT_FOUND');
    assert.equal(first.error?.data.path, 'rpc/greet');
    assert.deepEqual(second.result, { data: 'hi' }, 'the second call of the batch succeeds');
    const sameLength = await get('/xyz/abcd');
    assert.equal(sameLength.status, 200);
    assert.deepEqual(await sameLength.json(), { result: { data: 'hi' } });
  },
);

fact(
  'docs/further/rpc.md',
  'error.data.path is missing when the result of a procedure cannot be serialized (a BigInt without a transformer), although the error belongs to that procedure',
  async () => {
    const tt = initTRPC.create();
    const router = tt.router({ big: tt.procedure.query(() => 10n) });
    const res = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/trpc/big'),
      router,
      createContext: () => ({}),
    });
    const body = (await res.json()) as { error: { data: Record<string, unknown> } };
    assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
    assert.ok(!('path' in body.error.data), 'no path in the error data');
  },
);

fact(
  'docs/server/infer-types.md',
  "inferReactQueryProcedureOptions has an entry for every procedure, but a subscription's is never (checked by npm run typecheck)",
  () => {
    const tt = initTRPC.create();
    const router = tt.router({
      list: tt.procedure.query(() => [1]),
      add: tt.procedure.mutation(() => 1),
      onAdd: tt.procedure.subscription(() => observable<number>(() => {})),
    });
    type Options = inferReactQueryProcedureOptions<typeof router>;
    const subscriptionIsNever: [Options['onAdd']] extends [never] ? true : false = true;
    const queryIsNever: [Options['list']] extends [never] ? true : false = false;
    const mutationIsNever: [Options['add']] extends [never] ? true : false = false;
    assert.deepEqual([subscriptionIsNever, queryIsNever, mutationIsNever], [true, false, false]);
    assert.equal(Object.keys(router._def.record).length, 3);
  },
);

for (const page of ['docs/further/rpc.md', 'docs/server/caching.md']) {
  fact(
    page,
    "in the Node.js adapters a status other than 200 already set on res (here by createContext) is kept: it wins over the status tRPC computes and over responseMeta's",
    async (t) => {
      const tt = initTRPC.create();
      const router = tt.router({
        missing: tt.procedure.query(() => {
          throw new TRPCError({ code: 'NOT_FOUND' });
        }),
        ok: tt.procedure.query(() => 1),
      });
      const responseMeta = () => ({ status: 299 });
      const standalone = createHTTPServer({
        router,
        responseMeta,
        createContext: ({ res }) => {
          res.statusCode = 202;
          return {};
        },
      });
      const base = await listenOnLoopback(t, standalone.server);
      for (const path of ['missing', 'ok']) assert.equal((await fetch(`${base}/${path}`)).status, 202, path);

      const app = fastify();
      t.after(() => app.close());
      await app.register(fastifyTRPCPlugin, {
        prefix: '/trpc',
        trpcOptions: {
          router,
          responseMeta,
          createContext: ({ res }: FastifyAdapter.CreateFastifyContextOptions) => {
            void res.code(202);
            return {};
          },
        },
      });
      for (const path of ['missing', 'ok']) {
        assert.equal((await app.inject({ method: 'GET', url: `/trpc/${path}` })).statusCode, 202, `Fastify ${path}`);
      }
      // Without a status of its own on res, responseMeta's wins.
      const plain = createHTTPServer({ router, responseMeta });
      const plainBase = await listenOnLoopback(t, plain.server);
      assert.equal((await fetch(`${plainBase}/missing`)).status, 299);
    },
  );
}

fact(
  'docs/server/procedures.md',
  "a middleware that returns next()'s result with another data compiles, and that data is what the call returns, while the output type stays the resolver's",
  async () => {
    const tt = initTRPC.create();
    const wrap = tt.middleware(async ({ next }) => {
      const result = await next();
      return result.ok ? { ...result, data: { wrapped: result.data } } : result;
    });
    const router = tt.router({ greet: tt.procedure.use(wrap).query(() => 'hi') });
    // Typed as the resolver's string (npm run typecheck), yet the middleware's object arrives.
    const output: string = await router.createCaller({}).greet();
    assert.deepEqual(output, { wrapped: 'hi' });
    const res = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/trpc/greet'),
      router,
      createContext: () => ({}),
    });
    assert.deepEqual(await res.json(), { result: { data: { wrapped: 'hi' } } }, 'over HTTP too');
  },
);

fact(
  'docs/server/api-handler.md',
  'the handler runs middlewares and input validation in the order the procedure chains them: with invalid input, a throwing .use() before .input() answers UNAUTHORIZED, and after it BAD_REQUEST',
  async () => {
    const tt = initTRPC.create();
    const signedOut = tt.middleware(() => {
      throw new TRPCError({ code: 'UNAUTHORIZED' });
    });
    const router = tt.router({
      useFirst: tt.procedure
        .use(signedOut)
        .input(z.string())
        .query(() => 1),
      inputFirst: tt.procedure
        .input(z.string())
        .use(signedOut)
        .query(() => 1),
    });
    const codeOf = async (path: string) => {
      const res = await fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${path}?input=5`),
        router,
        createContext: () => ({}),
      });
      return ((await res.json()) as { error: { data: { code: string } } }).error.data.code;
    };
    assert.equal(await codeOf('useFirst'), 'UNAUTHORIZED');
    assert.equal(await codeOf('inputFirst'), 'BAD_REQUEST');
  },
);

fact(
  'docs/further/subscriptions.md',
  'a subscription resolver that returns a plain value compiles (npm run typecheck) and builds; only the WebSocket adapter rejects it, when a client subscribes (ws-protocol.test.ts)',
  async () => {
    const tt = initTRPC.create();
    const router = tt.router({ plain: tt.procedure.subscription(() => 42) });
    assert.equal(router._def.procedures.plain._def.subscription, true);
    // A server-side caller hands the plain value back as it is.
    assert.equal(await router.createCaller({}).plain(), 42);
  },
);

fact(
  'docs/server/caching.md',
  'onError gets the path and input of a failing procedure, but a failing createContext or a result that cannot be serialized reaches it with path and input undefined',
  async () => {
    const tt = initTRPC.create();
    const router = tt.router({
      big: tt.procedure.input(z.string()).query(() => 10n),
      missing: tt.procedure.input(z.string()).query(() => {
        throw new TRPCError({ code: 'NOT_FOUND' });
      }),
    });
    const seen: { code: string; path: string | undefined; input: unknown }[] = [];
    const call = (path: string, failContext = false) =>
      fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${path}?input=%22x%22`),
        router,
        createContext: () => {
          if (failContext) throw new Error('no session');
          return {};
        },
        onError: ({ error, path: errorPath, input }) => seen.push({ code: error.code, path: errorPath, input }),
      });
    await call('missing');
    await call('big');
    await call('missing', true);
    assert.deepEqual(seen, [
      { code: 'NOT_FOUND', path: 'missing', input: 'x' },
      { code: 'INTERNAL_SERVER_ERROR', path: undefined, input: undefined },
      { code: 'INTERNAL_SERVER_ERROR', path: undefined, input: undefined },
    ]);
  },
);

fact(
  'docs/further/rpc.md',
  'a batch gets one envelope per call, except when a result cannot be serialized: the response is then one 500 error envelope, not an array, and every call of the batch fails',
  async (t) => {
    const tt = initTRPC.create();
    const router = tt.router({ big: tt.procedure.query(() => 10n), ok: tt.procedure.query(() => 'ok') });
    const res = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/trpc/big,ok?batch=1&input=%7B%7D'),
      router,
      createContext: () => ({}),
    });
    assert.equal(res.status, 500);
    const body = (await res.json()) as { error?: { message: string } };
    assert.ok(!Array.isArray(body), 'a single envelope');
    assert.match(body.error?.message ?? '', /serialize a BigInt/);

    const base = await listenOnLoopback(t, createHTTPServer({ router }).server);
    const client = createTRPCProxyClient<typeof router>({ links: [httpBatchLink({ url: base })] });
    const settled = await Promise.allSettled([client.big.query(), client.ok.query()]);
    assert.deepEqual(
      settled.map((s) => s.status),
      ['rejected', 'rejected'],
      'the call that returned a plain string fails too',
    );
  },
);

fact(
  'docs/server/adapter/aws-lambda.md',
  'an event without a version field is handled as payload format 1.0',
  async () => {
    const tt = initTRPC.create();
    const handler = awsLambdaRequestHandler({ router: tt.router({ greet: tt.procedure.query(() => 'hi') }) });
    // A 1.0-shaped event (httpMethod, path, resource) with no `version` at all.
    const event = {
      httpMethod: 'GET',
      path: '/greet',
      resource: '/greet',
      headers: {},
      queryStringParameters: null,
      pathParameters: null,
      body: null,
      isBase64Encoded: false,
    };
    const result = await handler(event as never, {} as never);
    assert.equal(result.statusCode, 200);
    assert.deepEqual(JSON.parse(result.body ?? ''), { result: { data: 'hi' } });
  },
);
