/**
 * Type behaviours the 10.x server pages state (tests/facts/README.md): which options the adapters'
 * types require, what the client's `transformer` option must match, what `.meta()`, `.output()`,
 * middlewares and error formatters accept. They are checked by `npm run typecheck`, which compiles
 * this file against @trpc/* 10.12.0: each `@ts-expect-error` fails it when the error goes away, and
 * each line without one fails it when an error appears. The facts run what has a runtime side.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/server-types.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/aws-lambda';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/ws';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/dist/observable';
import type * as TRPCNext from '../../src/samples/v10/node_modules/@trpc/next';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type {
  APIGatewayProxyEventV2,
  Context as LambdaContext,
} from '../../src/samples/v10/node_modules/@types/aws-lambda';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, v10 } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;
const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;
const { z } = v10('zod') as typeof Zod;

/** A router without context, one whose context has a required property, one with only optional ones. */
const plain = initTRPC.create();
const noContext = plain.router({ ping: plain.procedure.query(() => 'pong') });
const withUser = initTRPC.context<{ user: string }>().create();
const needsContext = withUser.router({ me: withUser.procedure.query(({ ctx }) => ctx.user) });
const withOptional = initTRPC.context<{ user?: string }>().create();
const optionalContext = withOptional.router({ me: withOptional.procedure.query(({ ctx }) => ctx.user ?? null) });

fact(
  'docs/server/api-handler.md',
  'every adapter requires router (and the Fetch adapter endpoint and req); the Next.js, Express and standalone adapters require createContext in their types when the context has a required property and not otherwise; the Fetch adapter requires it even without a context; the AWS Lambda adapter never does, and without it ctx is undefined',
  async () => {
    // Next.js, Express, standalone: required only for a context with a required property
    createNextApiHandler({ router: noContext });
    createNextApiHandler({ router: optionalContext });
    // @ts-expect-error createContext is missing
    createNextApiHandler({ router: needsContext });
    createExpressMiddleware({ router: noContext });
    // @ts-expect-error createContext is missing
    createExpressMiddleware({ router: needsContext });
    createHTTPHandler({ router: noContext });
    // @ts-expect-error createContext is missing
    createHTTPHandler({ router: needsContext });

    // router is required by all of them
    // @ts-expect-error router is missing
    createNextApiHandler({});
    // @ts-expect-error router is missing
    createExpressMiddleware({});
    // @ts-expect-error router is missing
    createHTTPHandler({});

    // Fetch: required even without a context
    const req = new Request('http://localhost/trpc/ping');
    // @ts-expect-error router is missing
    void fetchRequestHandler.bind(null, { endpoint: '/trpc', req, createContext: () => ({}) });
    // @ts-expect-error endpoint is missing
    void fetchRequestHandler.bind(null, { req, router: noContext, createContext: () => ({}) });
    // @ts-expect-error req is missing
    void fetchRequestHandler.bind(null, { endpoint: '/trpc', router: noContext, createContext: () => ({}) });
    // @ts-expect-error createContext is missing
    await fetchRequestHandler({ endpoint: '/trpc', req, router: noContext });

    // AWS Lambda: optional whatever the context, and ctx is then undefined
    let seen: unknown = 'not called';
    const spy = withUser.router({
      me: withUser.procedure.query(({ ctx }) => {
        seen = ctx;
        return 'ok';
      }),
    });
    // @ts-expect-error router is missing
    void awsLambdaRequestHandler.bind(null, {});
    const handler = awsLambdaRequestHandler({ router: spy });
    const event = {
      version: '2.0',
      routeKey: 'ANY /trpc/{proxy+}',
      rawPath: '/trpc/me',
      headers: {},
      pathParameters: { proxy: 'me' },
      requestContext: { http: { method: 'GET' } },
    } as unknown as APIGatewayProxyEventV2;
    const res = await handler(event, {} as LambdaContext);
    assert.equal((res as { statusCode: number }).statusCode, 200);
    assert.equal(seen, undefined, 'without createContext the procedure gets ctx undefined');
  },
);

fact(
  'docs/server/adapter/fastify.md',
  "the Fastify plugin's options are checked against the router when given by satisfies, a type annotation or an explicit type argument, and not otherwise",
  () => {
    type Options = FastifyAdapter.FastifyTRPCPluginOptions<typeof needsContext>;
    // @ts-expect-error createContext is missing
    const annotated: Options['trpcOptions'] = { router: needsContext };
    // @ts-expect-error createContext is missing
    const satisfied = { router: needsContext } satisfies Options['trpcOptions'];
    // An explicit type argument checks the options passed to the plugin function itself.
    type Explicit = Parameters<typeof FastifyAdapter.fastifyTRPCPlugin<typeof needsContext>>[1];
    // @ts-expect-error createContext is missing
    const checked: Explicit = { trpcOptions: { router: needsContext } };
    assert.ok(annotated && satisfied && checked);
  },
);

fact(
  'docs/server/context.md',
  'the adapters accept a createContext that returns more than the context type (the outer context)',
  () => {
    const inner = initTRPC.context<{ session: string | null }>().create();
    const router = inner.router({ who: inner.procedure.query(({ ctx }) => ctx.session) });
    createNextApiHandler({ router, createContext: ({ req, res }) => ({ session: null, req, res }) });
    createExpressMiddleware({ router, createContext: ({ req }) => ({ session: null, req }) });
  },
);

fact(
  'docs/server/data-transformers.md',
  "a client's transformer option is required when the router has a transformer and is a type error when it has none",
  () => {
    const st = initTRPC.create({ transformer: superjson });
    const withSuperjson = st.router({ now: st.procedure.query(() => new Date()) });
    assert.ok(withSuperjson);
    const links = [httpLink({ url: 'http://localhost/trpc' })];
    createTRPCProxyClient<typeof withSuperjson>({ transformer: superjson, links });
    // @ts-expect-error transformer is missing
    createTRPCProxyClient<typeof withSuperjson>({ links });
    createTRPCProxyClient<typeof noContext>({ links });
    // @ts-expect-error the router has no transformer
    createTRPCProxyClient<typeof noContext>({ transformer: superjson, links });
  },
);

fact(
  'docs/server/data-transformers.md',
  'the compiler cannot see a mismatch when the router has an { input, output } transformer: the client accepts another one',
  () => {
    const pair = initTRPC.create({ transformer: { input: superjson, output: superjson } });
    const withPair = pair.router({ now: pair.procedure.query(() => new Date()) });
    assert.ok(withPair);
    const links = [httpLink({ url: 'http://localhost/trpc' })];
    const other = { serialize: (value: unknown) => value, deserialize: (value: unknown) => value };
    // No error: any transformer type-checks against a router with a pair.
    createTRPCProxyClient<typeof withPair>({ transformer: other, links });
  },
);

fact(
  'docs/server/router.md',
  'create() rejects a misspelled key in an object literal, but an options variable with a valid key type-checks and the misspelled key is ignored at run time',
  () => {
    // @ts-expect-error tranformer is not an option
    assert.ok(initTRPC.create({ tranformer: superjson }));
    const options = { tranformer: superjson, isDev: true };
    const t = initTRPC.create(options);
    assert.notEqual(t._config.transformer, superjson, 'no transformer was set');
    assert.equal(t._config.isDev, true);
  },
);

fact('docs/server/error-handling.md', "TRPCError's code is required", () => {
  assert.ok(new TRPCError({ code: 'NOT_FOUND' }));
  // @ts-expect-error code is missing
  assert.ok(new TRPCError({ message: 'no code' }));
});

fact(
  'docs/server/middlewares.md',
  'a middleware must return the result of next(): one that returns nothing or another value does not compile; a t.middleware() gets input as unknown',
  () => {
    const t = initTRPC.create();
    t.middleware(({ next }) => next());
    // @ts-expect-error returns nothing
    t.middleware(() => {});
    // @ts-expect-error returns another value
    t.middleware(() => 'done');
    t.middleware(({ input, next }) => {
      const typed: unknown = input;
      // @ts-expect-error input is unknown, so its properties cannot be read
      void input.id;
      void typed;
      return next();
    });
  },
);

fact('docs/server/output-validation.md', "the resolver must return the output validator's input type", () => {
  const t = initTRPC.create();
  const user = z.object({ id: z.string() });
  t.procedure.output(user).query(() => ({ id: 'u_1', extra: true }));
  // @ts-expect-error id has the wrong type
  t.procedure.output(user).query(() => ({ id: 1 }));
});

fact(
  'docs/server/procedures.md',
  'chaining an input parser that does not produce an object onto an object parser is a type error',
  () => {
    const t = initTRPC.create();
    t.procedure.input(z.object({ a: z.string() })).input(z.object({ b: z.number() }));
    // @ts-expect-error All input parsers did not resolve to an object
    t.procedure.input(z.object({ a: z.string() })).input(z.string());
  },
);

fact(
  'docs/server/metadata.md',
  '.meta() accepts only objects of the declared Meta type, which must be an object type, and middlewares get it as Meta | undefined',
  () => {
    const t = initTRPC.meta<{ authRequired?: boolean }>().create();
    t.procedure.meta({ authRequired: true });
    // @ts-expect-error not a key of Meta
    t.procedure.meta({ role: 'admin' });
    // @ts-expect-error Meta must be an object type
    initTRPC.meta<string>();
    t.middleware(({ meta, next }) => {
      const typed: { authRequired?: boolean } | undefined = meta;
      void typed;
      return next();
    });
  },
);

fact(
  'docs/server/error-formatting.md',
  "the formatter's return value must be an error shape: a numeric code, a string message and a data object",
  () => {
    initTRPC.create({ errorFormatter: ({ shape }) => ({ ...shape, data: { ...shape.data, extra: 1 } }) });
    // @ts-expect-error code must be a number
    initTRPC.create({ errorFormatter: ({ shape }) => ({ ...shape, code: 'NOT_FOUND' }) });
    // @ts-expect-error message is missing
    initTRPC.create({ errorFormatter: ({ shape }) => ({ code: shape.code, data: shape.data }) });
  },
);

fact(
  'docs/further/subscriptions.md',
  "applyWSSHandler's types require wss and router, and createContext when the context has a required property",
  () => {
    type Options<TRouter extends TRPCServer.AnyRouter> = WSAdapter.WSSHandlerOptions<TRouter>;
    // never: only the presence of the options is checked here
    const wss = undefined as never;
    void ({ wss, router: noContext } satisfies Options<typeof noContext>);
    // @ts-expect-error createContext is missing
    void ({ wss, router: needsContext } satisfies Options<typeof needsContext>);
    // @ts-expect-error wss is missing
    void ({ router: noContext } satisfies Options<typeof noContext>);
    // @ts-expect-error router is missing
    void ({ wss } satisfies Options<typeof noContext>);
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  "v10 clients require links and have no url option, HTTP options go on the links, httpBatchLink has no maxBatchSize, withTRPC's config must return links, a legacy .subscription() must return an observable, interop procedures are reachable only through the v9-style hooks, router keys such as useContext turn createTRPCReact's result into an error naming the key, and routers have no .use()",
  () => {
    const { httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const { withTRPC } = v10('@trpc/next') as typeof TRPCNext;
    const { createReactQueryHooks, createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const { router: legacyRouter } = v10('@trpc/server') as typeof TRPCServer;
    const links = [httpLink({ url: 'http://localhost/trpc', headers: () => ({}), fetch, AbortController })];
    createTRPCProxyClient<typeof noContext>({ links });
    // @ts-expect-error links is missing
    void createTRPCProxyClient.bind(null, {});
    // @ts-expect-error no url shortcut
    createTRPCProxyClient<typeof noContext>({ url: 'http://localhost/trpc', links });
    // @ts-expect-error maxBatchSize is gone
    httpBatchLink({ url: 'http://localhost/trpc', maxBatchSize: 10 });
    // @ts-expect-error config() must return links
    withTRPC<typeof noContext>({ config: () => ({}) });

    legacyRouter().subscription('ticks', { resolve: () => observable<number>(() => {}) });
    // @ts-expect-error a legacy subscription must return an observable
    legacyRouter().subscription('ticks', { resolve: () => 1 });

    const merged = plain.mergeRouters(
      noContext,
      legacyRouter()
        .query('post.all', { resolve: () => 1 })
        .interop(),
    );
    const hooks = createReactQueryHooks<typeof merged>();
    void hooks.useQuery.bind(null, ['post.all']);
    void hooks.proxy.ping.useQuery;
    // @ts-expect-error the interop procedure is not on the proxy
    void hooks.proxy['post.all'];

    const clashing = plain.router({ useContext: plain.procedure.query(() => 1) });
    const trpc = createTRPCReact<typeof clashing>();
    const message: "The property 'useContext' in your router collides with a built-in method, rename this router or procedure on your backend." =
      trpc;
    void message;

    assert.ok(merged && clashing);
    // @ts-expect-error there is no router-level use()
    void plain.router({}).use;
  },
);

fact(
  'docs/server/context.md',
  "each adapter's context options type has the properties the table names: { req, res } for Next.js, Express, Fastify, standalone and WebSockets, { req, resHeaders } for Fetch, { event, context } for AWS Lambda",
  () => {
    type Keys<T> = Required<Record<keyof T, true>>;
    const next: Keys<NextAdapter.CreateNextContextOptions> = { req: true, res: true };
    const expressOptions: Keys<ExpressAdapter.CreateExpressContextOptions> = { req: true, res: true };
    const fastifyOptions: Keys<FastifyAdapter.CreateFastifyContextOptions> = { req: true, res: true };
    const fetchOptions: Keys<FetchAdapter.FetchCreateContextFnOptions> = { req: true, resHeaders: true };
    const lambda: Keys<LambdaAdapter.CreateAWSLambdaContextOptions<APIGatewayProxyEventV2>> = {
      event: true,
      context: true,
    };
    const standalone: Keys<StandaloneAdapter.CreateHTTPContextOptions> = { req: true, res: true };
    const ws: Keys<WSAdapter.CreateWSSContextFnOptions> = { req: true, res: true };
    assert.ok(next && expressOptions && fastifyOptions && fetchOptions && lambda && standalone && ws);
  },
);

fact(
  'docs/further/faq.md',
  'unstable_overrides is an option of createTRPCReact() and createTRPCNext(), for example to wrap what happens after every mutation',
  () => {
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const { createTRPCNext } = v10('@trpc/next') as typeof TRPCNext;
    const overrides = {
      useMutation: {
        async onSuccess(opts: { originalFn: () => unknown }) {
          await opts.originalFn();
        },
      },
    };
    createTRPCReact<typeof noContext>({ unstable_overrides: overrides });
    createTRPCNext<typeof noContext>({ config: () => ({ links: [] }), unstable_overrides: overrides });
  },
);

fact(
  'docs/server/authorization.md',
  "with the Fetch adapter, req.headers.get('authorization') ?? undefined fits a function of string | undefined, and a caller accepts a context such as { user: null }",
  () => {
    const getUserFromHeader = (header: string | undefined) => (header ? { id: header } : null);
    const req = new Request('http://localhost/trpc/me', { headers: { authorization: 'Bearer t' } });
    assert.deepEqual(getUserFromHeader(req.headers.get('authorization') ?? undefined), { id: 'Bearer t' });
    const auth = initTRPC.context<{ user: { id: string } | null }>().create();
    const router = auth.router({ me: auth.procedure.query(({ ctx }) => ctx.user?.id ?? null) });
    assert.ok(router.createCaller({ user: null }));
  },
);

fact('docs/server/adapter/express.md', 'every HTTP adapter takes batching: { enabled: false }', () => {
  const batching = { enabled: false };
  createNextApiHandler({ router: noContext, batching });
  createExpressMiddleware({ router: noContext, batching });
  createHTTPHandler({ router: noContext, batching });
  awsLambdaRequestHandler({ router: noContext, batching });
  void fetchRequestHandler.bind(null, {
    endpoint: '/trpc',
    req: new Request('http://localhost/trpc'),
    router: noContext,
    createContext: () => ({}),
    batching,
  });
  const fastifyOptions: FastifyAdapter.FastifyTRPCPluginOptions<typeof noContext>['trpcOptions'] = {
    router: noContext,
    batching,
  };
  assert.ok(fastifyOptions);
});

fact(
  'docs/server/infer-types.md',
  "TRPCClientErrorLike<AppRouter> has message, shape and data typed after the router's error shape; an output typed Record<string, unknown> stays so on the client",
  () => {
    const t = initTRPC.create({
      errorFormatter: ({ shape }) => ({ ...shape, data: { ...shape.data, requestId: 'r1' } }),
    });
    const router = t.router({ open: t.procedure.query((): Record<string, unknown> => ({ any: 'thing' })) });
    type Router = typeof router;
    const check = (error: TRPCClient.TRPCClientErrorLike<Router>) => {
      const message: string = error.message;
      const requestId: string | undefined = error.data?.requestId;
      const shape: { message: string; code: number } | null | undefined = error.shape;
      return [message, requestId, shape];
    };
    const output: Record<string, unknown> = {};
    assert.equal(typeof check, 'function');
    assert.ok(output && router);
  },
);

fact(
  'docs/server/metadata.md',
  '.meta() can be called anywhere in the builder chain before .query(), .mutation() or .subscription()',
  () => {
    const t = initTRPC.meta<{ role?: string }>().create();
    const early = t.procedure
      .meta({ role: 'admin' })
      .input(z.string())
      .use(({ next }) => next());
    const late = t.procedure
      .input(z.string())
      .use(({ next }) => next())
      .meta({ role: 'admin' });
    assert.deepEqual(
      [early.query(() => 1)._def.meta, late.mutation(() => 1)._def.meta],
      [{ role: 'admin' }, { role: 'admin' }],
    );
  },
);

fact(
  'docs/further/subscriptions.md',
  "useSubscription's onData is required and its other options are not; @trpc/server 10 has no Subscription class",
  () => {
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const t = initTRPC.create();
    const router = t.router({ ticks: t.procedure.subscription(() => observable<number>(() => {})) });
    const trpc = createTRPCReact<typeof router>();
    // hooks are only type-checked here: they need a React render to run
    const useTicks = () => trpc.ticks.useSubscription(undefined, { onData: (value: number) => value });
    // @ts-expect-error onData is required
    const useWithout = () => trpc.ticks.useSubscription(undefined, { onStarted: () => {} });
    assert.deepEqual([typeof useTicks, typeof useWithout], ['function', 'function']);
    assert.ok(router._def.procedures.ticks);
    assert.equal('Subscription' in (v10('@trpc/server') as object), false);
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  'TanStack Query 4 (what @trpc/react-query 10 uses) takes only arrays as query keys',
  () => {
    const { QueryObserver, QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
    const client = new QueryClient();
    assert.ok(new QueryObserver(client, { queryKey: ['post', 'all'], enabled: false }));
    // @ts-expect-error a string key is not accepted
    assert.ok(new QueryObserver(client, { queryKey: 'post.all', enabled: false }));
  },
);

fact(
  'docs/server/infer-types.md',
  "inside the resolver, a field with Zod's .default([]) is always a string[], while the caller's input type has it optional",
  () => {
    const t = initTRPC.create();
    const router = t.router({
      create: t.procedure.input(z.object({ tags: z.array(z.string()).default([]) })).mutation(({ input }) => {
        const tags: string[] = input.tags;
        return tags;
      }),
    });
    const caller: TRPCServer.inferRouterInputs<typeof router>['create'] = {};
    assert.ok(caller && router);
  },
);

fact('docs/server/adapter/fastify.md', "the plugin's trpcOptions require router", () => {
  type Options = FastifyAdapter.FastifyTRPCPluginOptions<typeof noContext>['trpcOptions'];
  // @ts-expect-error router is missing
  const missing: Options = {};
  assert.ok(missing);
});
