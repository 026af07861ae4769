/**
 * How-to sections, second set (tests/facts/README.md): retrying queries in a link, what server-side callers get
 * instead of a formatted error, turning output validation off, client errors caused by a response that is not
 * tRPC's, and (9.x) string inputs through `httpLink` behind Next.js's body parser. Every server listens on
 * 127.0.0.1 and is closed when its test ends.
 *
 *   node --import tsx --test tests/facts/howto-2.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCSSG from '../../src/samples/v10/node_modules/@trpc/react-query/ssg';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as HTTPModule from '../../src/samples/v10/node_modules/@trpc/server/dist/http';
import type * as RPCModule from '../../src/samples/v10/node_modules/@trpc/server/dist/rpc';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpBatchLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpBatchLink';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type SuperJSONV9 from '../../src/samples/v9/node_modules/superjson';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import { closedPort, env, expectLongBodyDropped, fact, listenOnLoopback, rejection, v10, v9, within } from './facts';
import { runPageCode } from './pageCode';
import { checkedOutput, OUTPUT_PAGE } from './checkedOutput';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, createWSClient, httpBatchLink, httpLink, splitLink, TRPCClientError, wsLink } = v10(
  '@trpc/client',
) as typeof TRPCClient;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
const { createProxySSGHelpers } = v10('@trpc/react-query/ssg') as typeof TRPCSSG;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;
const { z } = v10('zod') as typeof Zod;

/** React Query logs failed fetches with console.error; these facts fail queries on purpose. */
const quiet = { logger: { log() {}, warn() {}, error() {} } };

// ---------------------------------------------------------------------------------------------
// docs/client/links/index.mdx: retrying failed queries

const LINKS_PAGE = 'docs/client/links/index.mdx';

type AnyRouter = TRPCServer.AnyRouter;
type FailingRouter = ReturnType<typeof failingRouter>;

/** `error` as the client error of `TRouter`; fails when it is not a TRPCClientError. */
function clientError<TRouter extends AnyRouter = FailingRouter>(error: unknown): TRPCClient.TRPCClientError<TRouter> {
  assert.ok(error instanceof TRPCClientError, `expected a TRPCClientError, got ${String(error)}`);
  return error as TRPCClient.TRPCClientError<TRouter>;
}

type RetryOptions = { retries: number; baseDelayMs?: number; maxDelayMs?: number };

/**
 * The page's `retryLink` (with its `isTransient` and `backoffMs`), run from the page's own block;
 * `scope` replaces globals it uses (`setTimeout`, `Math`).
 */
function retryLink(opts: RetryOptions, scope: Record<string, unknown> = {}): TRPCClient.TRPCLink<AnyRouter> {
  type RetryLink = (opts: RetryOptions) => TRPCClient.TRPCLink<AnyRouter>;
  return runPageCode<{ retryLink: RetryLink }>(LINKS_PAGE, ['retryLink'], scope).retryLink(opts);
}

/** A router whose procedures fail as named; `flaky` fails `failures` times with a 500, then answers. */
function failingRouter(failures = 0) {
  const t = initTRPC.create();
  let left = failures;
  return t.router({
    broken: t.procedure.query(() => {
      throw new Error('database unavailable');
    }),
    missing: t.procedure.query(() => {
      throw new TRPCError({ code: 'NOT_FOUND' });
    }),
    flaky: t.procedure.query(() => {
      if (left-- > 0) throw new Error('try again');
      return 'ok';
    }),
    fine: t.procedure.query(() => 'fine'),
    save: t.procedure.mutation(() => {
      throw new Error('database unavailable');
    }),
  });
}

/** Serves `router` on the standalone adapter and records the path of every request it gets. */
async function countingServer(t: { after: (fn: () => void) => void }, router: AnyRouter) {
  const paths: string[] = [];
  const { server } = createHTTPServer({ router });
  server.prependListener('request', (req: http.IncomingMessage) => {
    paths.push(new URL(req.url ?? '/', 'http://localhost').pathname.slice(1));
  });
  return { url: await listenOnLoopback(t, server), paths };
}

fact(
  LINKS_PAGE,
  'the retry link sends a query that keeps failing with a 500 once plus `retries` times, then the caller gets the last error; a NOT_FOUND query and a failing mutation are sent once',
  async (t) => {
    const { url, paths } = await countingServer(t, failingRouter());
    const client = createTRPCProxyClient<ReturnType<typeof failingRouter>>({
      links: [retryLink({ retries: 3, baseDelayMs: 2 }), httpLink({ url })],
    });

    const broken = clientError(await rejection(client.broken.query()));
    assert.equal(broken.data?.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(broken.message, 'database unavailable');
    assert.deepEqual(paths.splice(0), ['broken', 'broken', 'broken', 'broken']);

    const missing = clientError(await rejection(client.missing.query()));
    assert.equal(missing.data?.httpStatus, 404);
    assert.deepEqual(paths.splice(0), ['missing'], 'a 4xx answer is not retried');

    const save = clientError(await rejection(client.save.mutate()));
    assert.equal(save.data?.httpStatus, 500);
    assert.deepEqual(paths.splice(0), ['save'], 'a mutation is not retried');
  },
);

fact(
  LINKS_PAGE,
  '@trpc/client exports no retry link, and INTERNAL_SERVER_ERROR (500) is the only tRPC error code with a 5xx status',
  () => {
    assert.equal('retryLink' in (v10('@trpc/client') as object), false);
    const { getHTTPStatusCodeFromError } = v10('@trpc/server/http') as typeof HTTPModule;
    const { TRPC_ERROR_CODES_BY_KEY } = v10('@trpc/server/rpc') as typeof RPCModule;
    const codes = Object.keys(TRPC_ERROR_CODES_BY_KEY) as (keyof typeof TRPC_ERROR_CODES_BY_KEY)[];
    const serverErrors = codes.filter((code) => getHTTPStatusCodeFromError(new TRPCError({ code })) >= 500);
    assert.deepEqual(serverErrors, ['INTERNAL_SERVER_ERROR']);
    assert.equal(getHTTPStatusCodeFromError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR' })), 500);
  },
);

fact(
  LINKS_PAGE,
  "the retry link retries a query that gets no response (fetch rejects with a TypeError, the error's cause), and a query that fails twice then succeeds resolves with its data",
  async (t) => {
    let fetches = 0;
    const counting: typeof fetch = (input, init) => {
      fetches++;
      return fetch(input, init);
    };
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    const offline = createTRPCProxyClient<ReturnType<typeof failingRouter>>({
      links: [retryLink({ retries: 2, baseDelayMs: 2 }), httpLink({ url: nowhere, fetch: counting })],
    });
    const failure = await rejection(offline.fine.query());
    assert.ok(failure instanceof TRPCClientError);
    assert.ok(failure.cause instanceof TypeError, 'the cause of a network failure is a TypeError');
    assert.equal(failure.data, undefined);
    assert.equal(fetches, 3);

    const { url, paths } = await countingServer(t, failingRouter(2));
    const client = createTRPCProxyClient<ReturnType<typeof failingRouter>>({
      links: [retryLink({ retries: 3, baseDelayMs: 2 }), httpLink({ url })],
    });
    assert.equal(await within(5000, 'flaky query', client.flaky.query()), 'ok');
    assert.deepEqual(paths, ['flaky', 'flaky', 'flaky']);
  },
);

fact(
  LINKS_PAGE,
  'in front of splitLink and httpBatchLink the retry link retries each call on its own: of a batch of a failing and a working query, only the failing one is sent again; a link after it sees every attempt, one before it sees the call once',
  async (t) => {
    const { url, paths } = await countingServer(t, failingRouter());
    const seen = { before: 0, after: 0 };
    const counter =
      (key: keyof typeof seen): TRPCClient.TRPCLink<AnyRouter> =>
      () =>
      ({ op, next }) => {
        seen[key]++;
        return next(op);
      };
    const client = createTRPCProxyClient<ReturnType<typeof failingRouter>>({
      links: [
        counter('before'),
        retryLink({ retries: 2, baseDelayMs: 2 }),
        counter('after'),
        splitLink({
          condition: (op) => op.context.skipBatch === true,
          true: httpLink({ url }),
          false: httpBatchLink({ url }),
        }),
      ],
    });
    const [broken, fine] = await within(
      5000,
      'batched calls',
      Promise.allSettled([client.broken.query(), client.fine.query()]),
    );
    assert.equal(broken.status, 'rejected');
    assert.deepEqual(fine, { status: 'fulfilled', value: 'fine' });
    assert.deepEqual(paths, ['broken,fine', 'broken', 'broken']);
    assert.deepEqual(seen, { before: 2, after: 4 });
  },
);

fact(
  LINKS_PAGE,
  "a retry link in one branch's array of a splitLink retries only the calls sent down that branch (with its default waits)",
  async (t) => {
    const { url, paths } = await countingServer(t, failingRouter());
    const client = createTRPCProxyClient<ReturnType<typeof failingRouter>>({
      links: [
        splitLink({
          condition: (op) => op.context.skipBatch === true,
          true: [retryLink({ retries: 2 }), httpLink({ url })],
          false: httpBatchLink({ url }),
        }),
      ],
    });
    await rejection(client.broken.query());
    assert.deepEqual(paths.splice(0), ['broken'], 'the batched branch has no retry link');
    await rejection(client.broken.query(undefined, { context: { skipBatch: true } }));
    assert.deepEqual(paths.splice(0), ['broken', 'broken', 'broken']);
  },
);

fact(
  LINKS_PAGE,
  'the retry link waits longer before each retry: before retry n (from 0) a random time from half of base × 2^n up to it, capped at maxDelayMs; base 500 ms and cap 10 s by default',
  async (t) => {
    const { url, paths } = await countingServer(t, failingRouter());
    /** The waits the link asks for with `random` as Math.random(); each wait is run at once. */
    const waits = async (random: number, opts: RetryOptions) => {
      const asked: number[] = [];
      const setTimeout = (handler: () => void, ms: number) => {
        asked.push(ms);
        return globalThis.setTimeout(handler, 0);
      };
      const math = Object.assign(Object.create(Math) as Math, { random: () => random });
      const link = retryLink(opts, { setTimeout, Math: math });
      const client = createTRPCProxyClient<ReturnType<typeof failingRouter>>({ links: [link, httpLink({ url })] });
      await rejection(client.broken.query());
      assert.equal(paths.splice(0).length, opts.retries + 1);
      return asked;
    };
    assert.deepEqual(await waits(0, { retries: 6 }), [250, 500, 1000, 2000, 4000, 5000]);
    assert.deepEqual(await waits(1, { retries: 6 }), [500, 1000, 2000, 4000, 8000, 10_000]);
    assert.deepEqual(await waits(0.5, { retries: 4, baseDelayMs: 100, maxDelayMs: 300 }), [75, 150, 225, 225]);
  },
);

fact(
  LINKS_PAGE,
  'aborting a query while the retry link waits cancels the retry: no further request is sent',
  async (t) => {
    const { url, paths } = await countingServer(t, failingRouter());
    const client = createTRPCProxyClient<ReturnType<typeof failingRouter>>({
      links: [retryLink({ retries: 3, baseDelayMs: 400 }), httpLink({ url })],
    });
    const controller = new AbortController();
    const call = client.broken.query(undefined, { signal: controller.signal });
    call.catch(() => {});
    const start = Date.now();
    while (paths.length === 0 && Date.now() - start < 5000) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 600));
    assert.deepEqual(paths, ['broken'], 'the retry that was waiting should not be sent');
  },
);

fact(
  LINKS_PAGE,
  "React Query's retry comes on top of the link's: a query with retry: 2 through a link with retries: 1 is sent 3 × 2 = 6 times; React Query retries by default 3 times (after 1 s, 2 s, 4 s), every error, mutations 0 times",
  async (t) => {
    const { url, paths } = await countingServer(t, failingRouter());
    const client = createTRPCProxyClient<ReturnType<typeof failingRouter>>({
      links: [retryLink({ retries: 1, baseDelayMs: 2 }), httpLink({ url })],
    });
    const queryClient = new QueryClient(quiet);
    t.after(() => queryClient.clear());
    await rejection(
      queryClient.fetchQuery({ queryKey: ['broken'], queryFn: () => client.broken.query(), retry: 2, retryDelay: 0 }),
    );
    assert.equal(paths.length, 6);

    // React Query's own waits, left at their default: 1 s, 2 s, 4 s (run at once here, their lengths recorded).
    const waits: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      // query-core's sleep() hands setTimeout a promise's resolve function (native, no name); the
      // timers of fetch's connection pool and query-core's garbage collection run as set
      const isResolve = handler.name === '' && Function.prototype.toString.call(handler).includes('[native code]');
      if (isResolve && (ms ?? 0) >= 1000) {
        waits.push(ms ?? 0);
        return realSetTimeout(handler, 0, ...args);
      }
      return realSetTimeout(handler, ms, ...args);
    }) as typeof setTimeout;
    try {
      const timed = queryClient.getQueryCache().build(queryClient, {
        queryKey: ['timed'],
        // No request: fetch's own timers would be recorded too
        queryFn: () => Promise.reject(new TRPCClientError('offline')),
      });
      // Not rejection(): its own 5 s bound would be cut short by this setTimeout
      const failure = await timed.fetch().then(
        () => assert.fail('the query should fail'),
        (error: unknown) => error,
      );
      assert.ok(failure instanceof TRPCClientError);
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    assert.deepEqual(waits, [1000, 2000, 4000]);

    // Left at their defaults: a query is tried 4 times whatever the error (a 404 here), a mutation once.
    paths.splice(0);
    const query = queryClient.getQueryCache().build(queryClient, {
      queryKey: ['missing'],
      queryFn: () => client.missing.query(),
      retryDelay: 0,
    });
    await rejection(query.fetch());
    assert.deepEqual(paths.splice(0), ['missing', 'missing', 'missing', 'missing']);
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => client.save.mutate() });
    await rejection(mutation.execute());
    assert.deepEqual(paths.splice(0), ['save']);
  },
);

// ---------------------------------------------------------------------------------------------
// docs/server/error-formatting.md: errors of server-side calls are not formatted

const FORMATTING_PAGE = 'docs/server/error-formatting.md';

/** A router with a formatter that counts its calls and adds `data.hint`. */
function formattedRouter() {
  const calls = { formatter: 0 };
  const t = initTRPC.create({
    errorFormatter({ shape }) {
      calls.formatter++;
      return { ...shape, data: { ...shape.data, hint: 'formatted' } };
    },
  });
  const original = new Error('connect ECONNREFUSED 10.0.3.7:5432');
  const router = t.router({
    post: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => {
      throw new TRPCError({ code: 'NOT_FOUND', message: `No post ${input.id}` });
    }),
    crash: t.procedure.query(() => {
      throw original;
    }),
  });
  return { router, calls, original };
}

fact(
  FORMATTING_PAGE,
  'a createCaller() call rejects with the TRPCError itself (code, message, cause; a plain Error wrapped as INTERNAL_SERVER_ERROR, a ZodError as BAD_REQUEST; no data or shape) and errorFormatter is not called, while HTTP and WebSocket clients get the formatted shape',
  async (t) => {
    const { router, calls, original } = formattedRouter();
    const caller = router.createCaller({});

    const notFound = await rejection(caller.post({ id: 'p1' }));
    assert.ok(notFound instanceof TRPCError);
    assert.equal(notFound.code, 'NOT_FOUND');
    assert.equal(notFound.message, 'No post p1');
    assert.equal('data' in notFound, false);
    assert.equal('shape' in notFound, false);

    const crash = await rejection(caller.crash());
    assert.ok(crash instanceof TRPCError);
    assert.equal(crash.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(crash.message, original.message);
    assert.equal(crash.cause, original);

    const invalid = await rejection(caller.post({ id: 1 } as never));
    assert.ok(invalid instanceof TRPCError);
    assert.equal(invalid.code, 'BAD_REQUEST');
    assert.ok(invalid.cause instanceof z.ZodError);
    assert.equal(calls.formatter, 0, 'errorFormatter should not run for server-side calls');

    const { server } = createHTTPServer({ router });
    const url = await listenOnLoopback(t, server);
    const client = createTRPCProxyClient<typeof router>({ links: [httpLink({ url })] });
    const overHttp = clientError<typeof router>(await rejection(client.post.query({ id: 'p1' })));
    assert.equal(overHttp.data?.hint, 'formatted');
    assert.equal(calls.formatter, 1);

    const httpServer = http.createServer();
    const wss = new WebSocketServer({ server: httpServer });
    applyWSSHandler({ wss, router });
    const wsBase = await listenOnLoopback(t, httpServer);
    t.after(() => wss.close());
    const wsClient = createWSClient({ url: wsBase.replace('http', 'ws'), WebSocket: WebSocket as never });
    t.after(() => wsClient.close());
    const overWs = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    const wsError = clientError<typeof router>(await rejection(overWs.post.query({ id: 'p1' })));
    assert.equal(wsError.data?.hint, 'formatted');
    assert.equal(calls.formatter, 2);
  },
);

fact(
  FORMATTING_PAGE,
  "the SSG helpers' fetch() rejects with the TRPCError and prefetch() resolves, keeping the error in the cache, without calling errorFormatter; router.getErrorShape() returns the formatter's shape, with data.stack only while isDev is on",
  async () => {
    const { router, calls } = formattedRouter();
    const ssg = createProxySSGHelpers({ router, ctx: {}, queryClientConfig: quiet });
    const fetched = await rejection(ssg.post.fetch({ id: 'p2' }));
    assert.ok(fetched instanceof TRPCError);
    assert.equal(fetched.code, 'NOT_FOUND');
    assert.equal(await within(5000, 'prefetch', ssg.post.prefetch({ id: 'p3' })), undefined);
    const cached = ssg.queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state);
    assert.ok(
      cached.length > 0 && cached.every((state) => state.status === 'error' && state.error instanceof TRPCError),
    );
    assert.equal(calls.formatter, 0);

    const shape = router.getErrorShape({ error: fetched, type: 'query', path: 'post', input: { id: 'p2' }, ctx: {} });
    assert.equal(calls.formatter, 1);
    assert.equal(shape.data.hint, 'formatted');
    assert.equal(shape.data.httpStatus, 404);
    assert.equal(shape.data.path, 'post');
    assert.equal(shape.message, 'No post p2');
    assert.equal(typeof shape.data.stack, 'string', 'isDev is on outside production');
    const quietRouter = initTRPC.create({ isDev: false }).router({});
    const production = quietRouter.getErrorShape({ error: fetched, type: 'query', path: 'post', input: {}, ctx: {} });
    assert.equal('stack' in production.data, false);
  },
);

// ---------------------------------------------------------------------------------------------
// docs/server/output-validation.md: no switch to turn it off

type UserRow = { id: string; displayName: string; passwordHash: string };
const row: UserRow = { id: 'u1', displayName: 'Ada', passwordHash: '$argon2id$...' };
const publicUser = z.object({ id: z.string(), displayName: z.string() });

fact(
  OUTPUT_PAGE,
  "initTRPC.create() has no option for output validation (its config is transformer, errorFormatter, isDev, isServer, allowOutsideOfServer): with isDev false and NODE_ENV=production a failing .output() still gives INTERNAL_SERVER_ERROR 'Output validation failed', through createCaller and over HTTP",
  async (t) => {
    const before = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      const t10 = initTRPC.create({ isDev: false });
      const config = t10._config as unknown as Record<string, unknown>;
      assert.deepEqual(
        Object.keys(config)
          .filter((key) => key !== '$types')
          .sort(),
        ['allowOutsideOfServer', 'errorFormatter', 'isDev', 'isServer', 'transformer'],
      );
      const router = t10.router({
        user: t10.procedure.output(publicUser).query(() => ({ id: 'u1' }) as never),
      });
      const failure = await rejection(router.createCaller({}).user());
      assert.ok(failure instanceof TRPCError);
      assert.equal(failure.code, 'INTERNAL_SERVER_ERROR');
      assert.equal(failure.message, 'Output validation failed');

      const { server } = createHTTPServer({ router });
      const response = await within(5000, 'HTTP answer', fetch(`${await listenOnLoopback(t, server)}/user`));
      assert.equal(response.status, 500);
      const body = (await response.json()) as { error: { message: string } };
      assert.equal(body.error.message, 'Output validation failed');
    } finally {
      env.NODE_ENV = before;
    }
  },
);

fact(
  OUTPUT_PAGE,
  'checkedOutput() strips fields the schema lacks while it checks, and in production passes the value on as it is: extra fields (passwordHash) and wrong shapes included, transforms not run; without .output() the resolver value goes out whole, passwordHash in its type',
  async () => {
    const t = initTRPC.create();
    const router = t.router({
      checked: t.procedure.output(checkedOutput(publicUser, 'test')).query(() => row),
      unchecked: t.procedure.output(checkedOutput(publicUser, 'production')).query(() => row),
      wrong: t.procedure.output(checkedOutput(publicUser, 'production')).query(() => ({ id: 7 }) as never),
      none: t.procedure.query(() => row),
      transformed: t.procedure
        .output(
          checkedOutput(
            z.string().transform((text) => text.toUpperCase()),
            'production',
          ),
        )
        .query(() => 'ada'),
    });
    const caller = router.createCaller({});
    assert.deepEqual(await caller.checked(), { id: 'u1', displayName: 'Ada' });
    assert.deepEqual(await caller.unchecked(), row);
    assert.deepEqual(await caller.wrong(), { id: 7 });
    assert.deepEqual(await caller.none(), row);
    assert.equal(await caller.transformed(), 'ada', 'a transform does not run when the check is off');

    // Types: the checked procedure's output has no passwordHash, the one without .output() has it.
    type Outputs = TRPCServer.inferRouterOutputs<typeof router>;
    const typed = (await caller.unchecked()) satisfies Outputs['unchecked'];
    // @ts-expect-error passwordHash is not part of the declared output type
    void typed.passwordHash;
    const untyped: Outputs['none'] = await caller.none();
    assert.equal(untyped.passwordHash, row.passwordHash);
  },
);

// ---------------------------------------------------------------------------------------------
// docs/further/faq.md: client errors from a response that is not tRPC's

const FAQ_PAGE = 'docs/further/faq.md';

/** A server that answers every request with `status`, `contentType` and `body`, whatever the path. */
async function rawServer(
  t: { after: (fn: () => void) => void },
  answers: Record<string, [status: number, contentType: string, body: string]>,
) {
  const server = http.createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://localhost').pathname.split('/')[1]?.split(',')[0] ?? '';
    if (name === 'private') {
      // An auth layer in front of the API: signed-out requests go to the login page
      res.writeHead(302, { location: '/login' });
      res.end();
      return;
    }
    const [status, contentType, body] = answers[name] ?? [500, 'text/plain', 'no such answer'];
    res.writeHead(status, { 'content-type': contentType });
    res.end(body);
  });
  return listenOnLoopback(t, server);
}

const notTRPC: Record<string, [number, string, string]> = {
  html404: [404, 'text/html', '<!DOCTYPE html><html><body>This page could not be found</body></html>'],
  proxy502: [502, 'text/html', '<html><body><h1>502 Bad Gateway</h1></body></html>'],
  empty: [503, 'text/plain', ''],
  login: [200, 'text/html; charset=utf-8', '<!DOCTYPE html><html><body><form>Sign in</form></body></html>'],
  jsonNoEnvelope: [404, 'application/json', '{"message":"Not Found"}'],
  jsonStringError: [500, 'application/json', '{"error":"Internal Server Error"}'],
};

fact(
  FAQ_PAGE,
  "both HTTP links read every response body as JSON: an HTML page fails with the JSON parser's message (Node.js 20: Unexpected token '<', ... is not valid JSON), an empty body with Unexpected end of JSON input, JSON without result or error with 'Unable to transform response from server', an error that is not an object with a numeric code with 'Badly formatted response from server'; data and meta (the response) stay undefined",
  async (t) => {
    const url = await rawServer(t, notTRPC);
    const expected: Record<string, [message: RegExp, causeName: string | undefined]> = {
      html404: [/^Unexpected token '<', "<!DOCTYPE "\.\.\. is not valid JSON$/, 'SyntaxError'],
      proxy502: [/^Unexpected token '<', "<html><bod"\.\.\. is not valid JSON$/, 'SyntaxError'],
      empty: [/^Unexpected end of JSON input$/, 'SyntaxError'],
      jsonNoEnvelope: [/^Unable to transform response from server$/, undefined],
      jsonStringError: [/^Badly formatted response from server$/, undefined],
    };
    type Any = Record<string, { query: () => Promise<unknown> }>;
    for (const link of [httpLink({ url }), httpBatchLink({ url })]) {
      const client = createTRPCProxyClient<AnyRouter>({ links: [link] }) as unknown as Any;
      for (const [name, [message, causeName]] of Object.entries(expected)) {
        const failure = await rejection(client[name].query());
        assert.ok(failure instanceof TRPCClientError, name);
        assert.match(failure.message, message, name);
        assert.equal(failure.cause?.name, causeName, name);
        assert.equal(failure.data, undefined, name);
        assert.equal(failure.meta, undefined, `${name}: no response, so no status, on the error`);
      }
    }
  },
);

fact(
  FAQ_PAGE,
  "with superjson on the server only, the client gets { json: ... } instead of the data and errors fail with 'Badly formatted response from server'; on the client only, data arrives as undefined, null results fail with 'Unable to transform response from server' and errors with 'Badly formatted response from server'",
  async (t) => {
    const routerWith = (transformer?: typeof superjson) => {
      const t10 = transformer ? initTRPC.create({ transformer }) : initTRPC.create();
      return t10.router({
        text: t10.procedure.query(() => 'hi'),
        nothing: t10.procedure.query(() => null),
        missing: t10.procedure.query(() => {
          throw new TRPCError({ code: 'NOT_FOUND' });
        }),
      });
    };
    type Any = Record<string, { query: () => Promise<unknown> }>;

    const serverOnly = createHTTPServer({ router: routerWith(superjson) }).server;
    const serverUrl = await listenOnLoopback(t, serverOnly);
    const plain = createTRPCProxyClient<AnyRouter>({ links: [httpLink({ url: serverUrl })] }) as unknown as Any;
    assert.deepEqual(await plain.text.query(), { json: 'hi' });
    assert.equal(((await rejection(plain.missing.query())) as Error).message, 'Badly formatted response from server');

    const clientOnly = createHTTPServer({ router: routerWith() }).server;
    const clientUrl = await listenOnLoopback(t, clientOnly);
    const transforming = createTRPCProxyClient<AnyRouter>({
      transformer: superjson,
      links: [httpLink({ url: clientUrl })],
    }) as unknown as Any;
    assert.equal(await transforming.text.query(), undefined);
    const nothing = (await rejection(transforming.nothing.query())) as Error;
    assert.equal(nothing.message, 'Unable to transform response from server');
    const missing = (await rejection(transforming.missing.query())) as Error;
    assert.equal(missing.message, 'Badly formatted response from server');
  },
);

fact(
  FAQ_PAGE,
  "tRPC answers successes and errors with Content-Type application/json (standalone and Fetch adapters), so the page's checkedFetch passes them and turns an HTML answer into an error naming the status, content type and URL, for a redirect to a login page the page it ended on (HTTP 200)",
  async (t) => {
    const t10 = initTRPC.create();
    const router = t10.router({
      ok: t10.procedure.query(() => 'ok'),
      missing: t10.procedure.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND' });
      }),
    });
    const { server } = createHTTPServer({ router });
    const url = await listenOnLoopback(t, server);
    for (const path of ['ok', 'missing', 'nowhere']) {
      const viaNode = await within(5000, `standalone ${path}`, fetch(`${url}/${path}`));
      assert.equal(viaNode.headers.get('content-type'), 'application/json', `standalone ${path}`);
      const viaFetch = await fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${path}`),
        router,
        createContext: () => ({}),
      });
      assert.equal(viaFetch.headers.get('content-type'), 'application/json', `fetch adapter ${path}`);
    }

    const { checkedFetch } = runPageCode<{ checkedFetch: typeof fetch }>(FAQ_PAGE, ['checkedFetch']);
    const client = createTRPCProxyClient<typeof router>({
      links: [httpBatchLink({ url, fetch: checkedFetch })],
    });
    assert.equal(await client.ok.query(), 'ok');
    const missing = clientError<typeof router>(await rejection(client.missing.query()));
    assert.equal(missing.data?.code, 'NOT_FOUND');

    const htmlUrl = await rawServer(t, notTRPC);
    const wrong = createTRPCProxyClient<typeof router>({
      links: [httpBatchLink({ url: `${htmlUrl}/html404`, fetch: checkedFetch })],
    });
    const failure = await rejection(wrong.ok.query());
    assert.ok(failure instanceof TRPCClientError);
    assert.equal(
      failure.message,
      `Expected JSON from ${htmlUrl}/html404/ok?batch=1&input=%7B%7D, got HTTP 404 (text/html)`,
    );

    const redirected = createTRPCProxyClient<typeof router>({
      links: [httpBatchLink({ url: `${htmlUrl}/private`, fetch: checkedFetch })],
    });
    const login = await rejection(redirected.ok.query());
    assert.ok(login instanceof TRPCClientError);
    assert.equal(login.message, `Expected JSON from ${htmlUrl}/login, got HTTP 200 (text/html; charset=utf-8)`);
    const unchecked = createTRPCProxyClient<typeof router>({ links: [httpBatchLink({ url: `${htmlUrl}/private` })] });
    assert.match(((await rejection(unchecked.ok.query())) as Error).message, /^Unexpected token '<'/);
  },
);

// ---------------------------------------------------------------------------------------------
// versioned_docs/version-9.x/nextjs/introduction.md: a string input through httpLink behind the body parser

const V9_NEXT_PAGE = 'versioned_docs/version-9.x/nextjs/introduction.md';

/** Next.js 12's runner of API routes (`next start`'s, from the 9.x package set), with the route's `config`. */
type ApiResolver = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  query: Record<string, string>,
  resolverModule: { default: unknown; config?: unknown },
  apiContext: Record<string, string>,
  propagateError: boolean,
) => Promise<void>;

/** Serves `handler` at /api/trpc/[trpc] as Next.js 12 does, with `bodyParser` as the route's config sets it. */
function next12ApiServer(handler: unknown, bodyParser: boolean): http.Server {
  const { apiResolver } = v9('next/dist/server/api-utils/node') as { apiResolver: ApiResolver };
  const nextPackage = v9('next/package.json') as { version: string };
  assert.match(nextPackage.version, /^12\./);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query = { ...Object.fromEntries(url.searchParams), trpc: url.pathname.slice('/api/trpc/'.length) };
    const preview = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
    void apiResolver(req, res, query, { default: handler, config: { api: { bodyParser } } }, preview, false);
  });
}

fact(
  V9_NEXT_PAGE,
  "behind Next.js 12's body parser, httpLink's string input to a mutation fails with PARSE_ERROR, and a string that is JSON itself ('42') arrives parsed a second time (z.string() fails with BAD_REQUEST); object inputs, httpBatchLink (the link of a client made with url), a superjson transformer and bodyParser: false all work, and with bodyParser: false maxBodySize applies",
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { httpLink: httpLinkV9 } = v9('@trpc/client/links/httpLink') as typeof HttpLinkV9;
    const { httpBatchLink: httpBatchLinkV9 } = v9('@trpc/client/links/httpBatchLink') as typeof HttpBatchLinkV9;
    const zV9 = (v9('zod') as typeof ZodV9).z;
    const superjsonV9 = (v9('superjson') as { default: typeof SuperJSONV9 }).default;
    const makeRouter = (transformer?: typeof superjsonV9) => {
      const base = transformer ? trpc.router().transformer(transformer) : trpc.router();
      return base
        .mutation('rename', { input: zV9.string(), resolve: ({ input }) => input })
        .mutation('renameObject', { input: zV9.object({ name: zV9.string() }), resolve: ({ input }) => input.name })
        .mutation('echo', { input: zV9.string(), resolve: ({ input }) => input })
        .mutation('kind', { input: zV9.union([zV9.string(), zV9.number()]), resolve: ({ input }) => typeof input });
    };
    type Router = ReturnType<typeof makeRouter>;
    const serve = async (router: Router, bodyParser: boolean) =>
      `${await listenOnLoopback(t, next12ApiServer(createNextApiHandler({ router, createContext: () => ({}) }), bodyParser))}/api/trpc`;

    const parsed = await serve(makeRouter(), true);
    const viaHttpLink = createTRPCClient<Router>({ links: [httpLinkV9({ url: parsed })] });
    const text = await rejection(viaHttpLink.mutation('rename', 'hello'));
    assert.ok(text instanceof Error && 'data' in text);
    assert.deepEqual(
      {
        code: (text as { data?: { code?: string } }).data?.code,
        status: (text as { data?: { httpStatus?: number } }).data?.httpStatus,
      },
      { code: 'PARSE_ERROR', status: 400 },
    );
    const digits = await rejection(viaHttpLink.mutation('rename', '42'));
    assert.equal((digits as { data?: { code?: string } }).data?.code, 'BAD_REQUEST');
    // The procedure gets the number itself: the page's "arrives as the number 42".
    assert.equal(await viaHttpLink.mutation('kind', '42'), 'number');
    assert.equal(await viaHttpLink.mutation('renameObject', { name: 'hello' }), 'hello');

    const viaBatch = createTRPCClient<Router>({ links: [httpBatchLinkV9({ url: parsed })] });
    assert.equal(await viaBatch.mutation('rename', 'hello'), 'hello');
    const byUrl = createTRPCClient<Router>({ url: parsed });
    assert.equal(await byUrl.mutation('rename', '42'), '42');

    const withSuperjson = await serve(makeRouter(superjsonV9), true);
    const transforming = createTRPCClient<Router>({
      links: [httpLinkV9({ url: withSuperjson })],
      transformer: superjsonV9,
    });
    assert.equal(await transforming.mutation('rename', 'hello'), 'hello');

    const raw = await serve(makeRouter(), false);
    const unparsed = createTRPCClient<Router>({ links: [httpLinkV9({ url: raw })] });
    assert.equal(await unparsed.mutation('rename', 'hello'), 'hello');
    assert.equal(await unparsed.mutation('rename', '42'), '42');

    // With the body parser on, the adapter takes Next's parsed body and maxBodySize does not apply...
    const ignored = createNextApiHandler({ router: makeRouter(), createContext: () => ({}), maxBodySize: 100 });
    const parsedLimit = createTRPCClient<Router>({
      links: [httpLinkV9({ url: `${await listenOnLoopback(t, next12ApiServer(ignored, true))}/api/trpc` })],
    });
    assert.equal(await parsedLimit.mutation('renameObject', { name: 'x'.repeat(500) }), 'x'.repeat(500));
    // ...and with it off, the adapter reads the body itself, so maxBodySize applies again.
    let reported: (code: string) => void = () => {};
    const code = new Promise<string>((resolve) => (reported = resolve));
    const limited = createNextApiHandler({
      router: makeRouter(),
      createContext: () => ({}),
      maxBodySize: 100,
      onError: ({ error }) => reported(error.code),
    });
    await expectLongBodyDropped(`${await listenOnLoopback(t, next12ApiServer(limited, false))}/api/trpc`, code);
  },
);
