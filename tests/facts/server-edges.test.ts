/**
 * The edges of the 10.x server pages' general statements (tests/facts/README.md, issue #45): where
 * `onError` is not called, what the Fastify plugin does without `createContext`, when
 * `t.mergeRouters` throws over transformers and error formatters, and what JSON does to values
 * without a data transformer.
 *
 *   node --import tsx --test tests/facts/server-edges.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/aws-lambda';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as TRPCObservable from '../../src/samples/v10/node_modules/@trpc/server/dist/observable';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as HTTP from '../../src/samples/v10/node_modules/@trpc/server/dist/http';
import type * as RPC from '../../src/samples/v10/node_modules/@trpc/server/dist/rpc';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type * as TRPCServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, rejection, v10, v9, within } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;
const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
const fastify = v10('fastify') as typeof Fastify;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;
const { z } = v10('zod') as typeof Zod;
const ROOT = path.resolve(__dirname, '../..');
const { observable } = v10('@trpc/server/observable') as typeof TRPCObservable;
/** An observable that never emits. */
const observableOf = () => observable<number>(() => {});

/** Calls a Next.js API handler as Next does for a GET to a route whose dynamic segments are `query`. */
async function callNextRoute(handler: ReturnType<typeof createNextApiHandler>, query: Record<string, string>) {
  const sent: { status: number; body: unknown } = { status: 0, body: undefined };
  const res = {
    statusCode: 200,
    setHeader: () => res,
    // Next adds json() to the response; the adapter uses it for a route without the `trpc` segment.
    json(body: unknown) {
      sent.body = body;
      sent.status = res.statusCode;
    },
    end(body: string) {
      sent.body = JSON.parse(body) as unknown;
      sent.status = res.statusCode;
    },
  };
  // Next parses the body before the handler runs, so the request has a `body` (undefined for a GET).
  const req = { method: 'GET', headers: {}, query, body: undefined };
  await handler(req as never, res as never);
  return sent;
}

for (const page of ['docs/server/api-handler.md', 'docs/server/error-handling.md', 'docs/server/caching.md']) {
  fact(
    page,
    'a Next.js route file not named [trpc].ts or [...trpc].ts answers every call with a 500 and neither onError nor responseMeta is called, while in a rightly named route a failing procedure reaches both',
    async () => {
      const t = initTRPC.create();
      const router = t.router({
        fail: t.procedure.query(() => {
          throw new TRPCError({ code: 'NOT_FOUND' });
        }),
      });
      const reported: string[] = [];
      let metaCalls = 0;
      const handler = createNextApiHandler({
        router,
        createContext: () => ({}),
        onError: ({ error }) => reported.push(error.code),
        responseMeta: () => {
          metaCalls++;
          return {};
        },
      });

      // pages/api/trpc/[trpc].ts: the procedure path is the `trpc` segment
      const named = await callNextRoute(handler, { trpc: 'fail' });
      assert.equal(named.status, 404);
      assert.deepEqual(reported, ['NOT_FOUND'], 'a procedure error in a rightly named route reaches onError');
      assert.equal(metaCalls, 1, 'a rightly named route calls responseMeta');

      // pages/api/trpc/[path].ts: the segment has another name
      const misnamed = await callNextRoute(handler, { path: 'fail' });
      assert.equal(misnamed.status, 500);
      assert.match(JSON.stringify(misnamed.body), /Query \\"trpc\\" not found/);
      assert.deepEqual(reported, ['NOT_FOUND'], 'onError should not have been called for the misnamed route');
      assert.equal(metaCalls, 1, 'responseMeta should not have been called for the misnamed route');
    },
  );
}

for (const page of ['docs/server/api-handler.md', 'docs/server/context.md', 'docs/server/adapter/fastify.md']) {
  fact(
    page,
    'the Fastify plugin registered without createContext serves the router anyway: a procedure without a middleware that sets ctx gets ctx undefined, and one that reads the context fails with a 500 (a middleware calling next({ ctx }): tests/facts/audit-n.test.ts)',
    async (test) => {
      const t = initTRPC.context<{ user: string }>().create();
      const seen: unknown[] = [];
      const router = t.router({
        whoami: t.procedure.query(({ ctx }) => {
          seen.push(ctx);
          return ctx.user;
        }),
      });
      const app = fastify();
      test.after(() => app.close());
      // What the usual register() call compiles to when createContext is left out (the page's sample).
      await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
      await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;

      const res = await within(5000, 'answer to whoami', fetch(`${base}/whoami`));
      assert.equal(res.status, 500);
      const body = (await res.json()) as { error: { data: { code: string } } };
      assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
      assert.deepEqual(seen, [undefined], 'the procedure ran with ctx undefined');
    },
  );
}

fact(
  'docs/server/api-handler.md',
  'the AWS Lambda adapter throws on an event of an unknown payload version without calling onError',
  async () => {
    const t = initTRPC.create();
    const reported: string[] = [];
    const handler = awsLambdaRequestHandler({
      router: t.router({ greet: t.procedure.query(() => 'hello') }),
      onError: ({ error }) => reported.push(error.code),
    });
    const event = { version: '3.0', routeKey: 'ANY /trpc/{proxy+}', rawPath: '/trpc/greet', headers: {} };
    const error = await rejection(handler(event as never, {} as never));
    assert.ok(error instanceof TRPCError);
    assert.match(error.message, /Custom payload format version not handled/);
    assert.deepEqual(reported, [], 'onError should not have been called');
  },
);

fact(
  'docs/server/merging-routers.md',
  'TypeScript lets t.mergeRouters merge routers with different context types, and the merged router takes the first router’s',
  async () => {
    const a = initTRPC.context<{ user: string }>().create();
    const b = initTRPC.context<{ db: { name: string } }>().create();
    // Compiles (npm run typecheck): nothing compares the two context types.
    const merged = a.mergeRouters(
      a.router({ me: a.procedure.query(({ ctx }) => ctx.user) }),
      b.router({ dbName: b.procedure.query(({ ctx }) => ctx.db.name) }),
    );
    // The merged router's context is the first router's, so this compiles too ...
    const ctx: TRPCServer.inferRouterContext<typeof merged> = { user: 'u_1' };
    const caller = merged.createCaller(ctx);
    assert.equal(await caller.me(), 'u_1');
    // ... and the second router's procedure fails at runtime.
    const error = await rejection(caller.dbName());
    assert.ok(error instanceof TRPCError);
    assert.equal(error.code, 'INTERNAL_SERVER_ERROR');
  },
);

fact(
  'docs/server/merging-routers.md',
  't.mergeRouters throws only when two routers have different non-default transformers or error formatters; a router without one merges silently and the merged router applies the other’s to all procedures',
  async () => {
    const withSuperjson = initTRPC.create({ transformer: superjson });
    const plain = initTRPC.create();
    const formatted = initTRPC.create({
      errorFormatter: ({ shape }) => ({ ...shape, data: { ...shape.data, formatted: true } }),
    });
    const otherFormatter = initTRPC.create({ errorFormatter: ({ shape }) => shape });

    const merged = plain.mergeRouters(
      plain.router({
        when: plain.procedure.query(() => new Date(0)),
        fail: plain.procedure.query(() => {
          throw new TRPCError({ code: 'FORBIDDEN' });
        }),
      }),
      withSuperjson.router({ a: withSuperjson.procedure.query(() => 1) }),
      formatted.router({ b: formatted.procedure.query(() => 2) }),
    );
    const get = (path: string) =>
      fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${path}`),
        router: merged,
        createContext: () => ({}),
      }).then((res) => res.json() as Promise<Record<string, unknown>>);
    // The plain router's procedure now answers in superjson's envelope ...
    assert.deepEqual(await get('when'), {
      result: { data: { json: '1970-01-01T00:00:00.000Z', meta: { values: ['Date'] } } },
    });
    // ... and its errors go through the other router's formatter.
    assert.match(JSON.stringify(await get('fail')), /"formatted":true/);

    assert.throws(
      () =>
        plain.mergeRouters(
          formatted.router({ b: formatted.procedure.query(() => 2) }),
          otherFormatter.router({ c: otherFormatter.procedure.query(() => 3) }),
        ),
      /You seem to have several error formatters/,
    );
    assert.throws(
      () =>
        plain.mergeRouters(
          withSuperjson.router({ a: withSuperjson.procedure.query(() => 1) }),
          initTRPC.create({ transformer: superjson }).router({}),
        ),
      /You seem to have several transformers/,
    );
  },
);

for (const page of ['docs/further/further-reading.md', 'docs/server/data-transformers.md']) {
  fact(
    page,
    'without a data transformer values travel as JSON: a Date arrives as a string, a Map or Set as {}, an undefined property is dropped, a bigint fails the call, and a Date sent to a z.date() input fails with BAD_REQUEST; superjson keeps them all',
    async () => {
      const rich = () => ({
        at: new Date(0),
        tags: new Set(['a']),
        byId: new Map([['k', 1]]),
        gone: undefined,
      });
      const plain = initTRPC.create();
      const withSuperjson = initTRPC.create({ transformer: superjson });
      const plainRouter = plain.router({
        rich: plain.procedure.query(rich),
        big: plain.procedure.query(() => 1n),
        day: plain.procedure.input(z.date()).query(({ input }) => input.getUTCFullYear()),
      });
      const superjsonRouter = withSuperjson.router({
        rich: withSuperjson.procedure.query(rich),
        big: withSuperjson.procedure.query(() => 1n),
        day: withSuperjson.procedure.input(z.date()).query(({ input }) => input.getUTCFullYear()),
      });
      const clientOf = (router: TRPCServer.AnyRouter, transformer?: typeof superjson) =>
        createTRPCProxyClient<TRPCServer.AnyRouter>({
          transformer,
          links: [
            httpLink({
              url: 'http://localhost/trpc',
              fetch: (input, init) =>
                fetchRequestHandler({
                  endpoint: '/trpc',
                  req: new Request(input as string, init as RequestInit),
                  router,
                  createContext: () => ({}),
                }),
            }),
          ],
        }) as unknown as Record<string, { query: (input?: unknown) => Promise<unknown> }>;

      const json = clientOf(plainRouter);
      assert.deepEqual(await json.rich.query(), { at: '1970-01-01T00:00:00.000Z', tags: {}, byId: {} });
      const big = await rejection(json.big.query());
      assert.ok(big instanceof TRPCClientError);
      assert.equal((big.data as { code: string }).code, 'INTERNAL_SERVER_ERROR');
      const day = await rejection(json.day.query(new Date(0)));
      assert.ok(day instanceof TRPCClientError);
      assert.equal((day.data as { code: string }).code, 'BAD_REQUEST');

      const rich2 = clientOf(superjsonRouter, superjson);
      assert.deepEqual(await rich2.rich.query(), rich());
      assert.equal(await rich2.big.query(), 1n);
      assert.equal(await rich2.day.query(new Date(0)), 1970);
    },
  );
}

/** GETs `path` from `router` through the Fetch adapter mounted at /trpc; returns status and parsed body. */
async function get(
  router: TRPCServer.AnyRouter,
  path: string,
  opts: Partial<FetchAdapter.FetchHandlerOptions<TRPCServer.AnyRouter>> = {},
) {
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://localhost/trpc/${path}`),
    router,
    createContext: () => ({}),
    ...opts,
  });
  return {
    status: res.status,
    body: (await res.json()) as { error?: { message: string; data: Record<string, unknown> } },
  };
}

fact(
  'docs/server/error-handling.md',
  'a thrown string becomes an INTERNAL_SERVER_ERROR whose message is the string and whose cause is an Error made from it; onError gets the error object that is then sent, so its return value is ignored but a changed message reaches the client',
  async () => {
    const t = initTRPC.create();
    const router = t.router({
      text: t.procedure.query(() => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the page's case: something throws a string
        throw 'plain string';
      }),
      db: t.procedure.query(() => {
        throw new Error('connect ECONNREFUSED');
      }),
    });
    const causes: unknown[] = [];
    const text = await get(router, 'text', {
      onError: ({ error }) => {
        causes.push(error.cause);
        return { ignored: true };
      },
    });
    assert.equal(text.status, 500);
    assert.equal(text.body.error?.message, 'plain string');
    assert.equal(text.body.error?.data.code, 'INTERNAL_SERVER_ERROR');
    assert.ok(causes[0] instanceof Error && causes[0].message === 'plain string');

    const masked = await get(router, 'db', {
      onError: ({ error }) => {
        error.message = 'masked in onError';
      },
    });
    assert.equal(masked.body.error?.message, 'masked in onError', 'the changed message is sent');
  },
);

/** The rows of a Markdown table whose first cell is a `CODE` in backticks: code -> the other cells. */
function codeRows(markdown: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of markdown.split('\n')) {
    const match = /^\| `([A-Z_]+)` \|(.*)\|$/.exec(line);
    if (match?.[1] && match[2])
      rows.set(
        match[1],
        match[2].split('|').map((cell) => cell.trim().replace(/`/g, '')),
      );
  }
  return rows;
}

fact(
  'docs/server/error-handling.md',
  'the table of error codes lists every code of TRPC_ERROR_CODES_BY_KEY with its JSON-RPC number and the HTTP status that getHTTPStatusCodeFromError and the adapters use',
  async () => {
    const { TRPC_ERROR_CODES_BY_KEY } = v10('@trpc/server/rpc') as typeof RPC;
    const { getHTTPStatusCodeFromError } = v10('@trpc/server/http') as typeof HTTP;
    const rows = codeRows(fs.readFileSync(path.join(ROOT, 'docs/server/error-handling.md'), 'utf8'));
    const codes = Object.keys(TRPC_ERROR_CODES_BY_KEY) as TRPCServer.TRPCError['code'][];
    assert.deepEqual([...rows.keys()].sort(), [...codes].sort(), 'the table has exactly the package’s codes');
    const t = initTRPC.create();
    for (const code of codes) {
      const [number, status] = rows.get(code) ?? [];
      assert.equal(Number(number), TRPC_ERROR_CODES_BY_KEY[code], `${code}: JSON-RPC number`);
      assert.equal(Number(status), getHTTPStatusCodeFromError(new TRPCError({ code })), `${code}: HTTP status`);
      const router = t.router({
        fail: t.procedure.query(() => {
          throw new TRPCError({ code });
        }),
      });
      assert.equal((await get(router, 'fail')).status, Number(status), `${code}: the status an adapter sends`);
    }
  },
);

fact(
  'docs/further/rpc.md',
  'the two error-code tables match the package: HTTP statuses as getHTTPStatusCodeFromError gives them, JSON-RPC numbers as TRPC_ERROR_CODES_BY_KEY, the non-standard ones ending in the digits of their 4xx status',
  () => {
    const { TRPC_ERROR_CODES_BY_KEY } = v10('@trpc/server/rpc') as typeof RPC;
    const { getHTTPStatusCodeFromError } = v10('@trpc/server/http') as typeof HTTP;
    const page = fs.readFileSync(path.join(ROOT, 'docs/further/rpc.md'), 'utf8');
    const [statusTable, numberTable] = page.split('<summary>').slice(1).map(codeRows);
    const codes = Object.keys(TRPC_ERROR_CODES_BY_KEY) as TRPCServer.TRPCError['code'][];
    assert.equal(statusTable?.size, codes.length);
    assert.equal(numberTable?.size, codes.length);
    for (const code of codes) {
      const status = getHTTPStatusCodeFromError(new TRPCError({ code }));
      assert.equal(Number(statusTable?.get(code)?.[0]), status, `${code}: HTTP status`);
      const number = TRPC_ERROR_CODES_BY_KEY[code];
      assert.equal(Number(numberTable?.get(code)?.[0]), number, `${code}: JSON-RPC number`);
      if (!['PARSE_ERROR', 'BAD_REQUEST', 'INTERNAL_SERVER_ERROR'].includes(code)) {
        assert.equal(String(-number).slice(-2), String(status).slice(-2), `${code}: the number ends like the status`);
      }
    }
  },
);

fact(
  'docs/server/error-formatting.md',
  "the response status follows data.httpStatus of the formatter's result, and without httpStatus comes from the numeric code; the formatter's input is the deserialized input before validation",
  async () => {
    const inputs: unknown[] = [];
    const teapot = initTRPC.create({
      errorFormatter: ({ shape, input }) => {
        inputs.push(input);
        return { ...shape, data: { ...shape.data, httpStatus: 418 } };
      },
    });
    const noStatus = initTRPC.create({
      errorFormatter: ({ shape }) => ({ ...shape, data: { code: shape.data.code } }),
    });
    const build = (tr: typeof teapot | typeof noStatus) =>
      tr.router({ byId: tr.procedure.input(z.object({ id: z.string() })).query(({ input }) => input.id) });
    const invalid = `byId?input=${encodeURIComponent(JSON.stringify({ id: 42 }))}`;
    assert.equal((await get(build(teapot), invalid)).status, 418);
    assert.deepEqual(inputs, [{ id: 42 }], 'the formatter saw the input that failed validation');
    assert.equal((await get(build(noStatus), invalid)).status, 400, 'BAD_REQUEST (-32600) gives 400');
  },
);

fact(
  'docs/server/metadata.md',
  'metadata is never sent over the wire: neither results nor errors carry it',
  async () => {
    const t = initTRPC.meta<{ secretRole: string }>().create();
    const router = t.router({
      ok: t.procedure.meta({ secretRole: 'admin' }).query(() => 'fine'),
      fail: t.procedure.meta({ secretRole: 'admin' }).query(() => {
        throw new TRPCError({ code: 'FORBIDDEN' });
      }),
    });
    for (const path of ['ok', 'fail', 'ok,fail?batch=1&input={}']) {
      assert.doesNotMatch(JSON.stringify((await get(router, path)).body), /secretRole|admin/, path);
    }
  },
);

fact(
  'docs/server/procedures.md',
  'each builder method returns a new builder: adding a middleware or input to a derived builder leaves the base unchanged',
  async () => {
    const t = initTRPC.create();
    const ran: string[] = [];
    const base = t.procedure;
    const logged = base.use(({ next }) => {
      ran.push('logged');
      return next();
    });
    logged.input(z.object({ id: z.string() }));
    const router = t.router({ plain: base.query(() => 'plain'), viaLogged: logged.query(() => 'logged') });
    const caller = router.createCaller({});
    await caller.plain();
    assert.deepEqual(ran, [], 'the base procedure has no middleware');
    assert.equal(await caller.viaLogged(), 'logged', 'the input added after deriving is not on `logged`');
    assert.deepEqual(ran, ['logged']);
  },
);

fact(
  'docs/server/merging-routers.md',
  'nesting a router does not add or remove middlewares: a procedure runs its own middlewares and no others at any depth',
  async () => {
    const t = initTRPC.create();
    const ran: string[] = [];
    const traced = (name: string) =>
      t.procedure.use(({ next }) => {
        ran.push(name);
        return next();
      });
    const inner = t.router({ deep: traced('deep').query(() => 1), bare: t.procedure.query(() => 2) });
    const caller = t.router({ a: t.router({ b: inner }), top: traced('top').query(() => 3) }).createCaller({});
    await caller.a.b.deep();
    await caller.a.b.bare();
    await caller.top();
    assert.deepEqual(ran, ['deep', 'top']);
  },
);

fact('docs/server/output-validation.md', 'the output validator checks each value a resolver returns', async () => {
  const t = initTRPC.create();
  let runs = 0;
  const router = t.router({
    item: t.procedure
      .output((value: unknown) => {
        runs += 1;
        return value as number;
      })
      .query(() => 1),
  });
  const caller = router.createCaller({});
  await caller.item();
  await caller.item();
  assert.equal(runs, 2);
});

fact(
  'docs/server/adapter/aws-lambda.md',
  'without a greedy path parameter the whole path without its leading slash is the procedure path, so only a function mounted at the root finds the procedures',
  async () => {
    const t = initTRPC.create();
    const handler = awsLambdaRequestHandler({ router: t.router({ greet: t.procedure.query(() => 'hello') }) });
    const event = (rawPath: string) =>
      ({
        version: '2.0',
        routeKey: `GET ${rawPath}`,
        rawPath,
        headers: {},
        requestContext: { http: { method: 'GET' } },
      }) as unknown as Parameters<typeof handler>[0];
    const atRoot = await handler(event('/greet'), {} as never);
    assert.equal((atRoot as { statusCode: number }).statusCode, 200);
    const nested = await handler(event('/trpc/greet'), {} as never);
    assert.equal((nested as { statusCode: number }).statusCode, 404, 'the path "trpc/greet" is not a procedure');
  },
);

fact(
  'docs/server/data-transformers.md',
  'a server with superjson reads a plain JSON input (as a tool without the transformer sends it) as undefined, so a required input fails with BAD_REQUEST',
  async () => {
    const t = initTRPC.create({ transformer: superjson });
    let seen: unknown = 'not called';
    const router = t.router({
      byId: t.procedure
        .input((value: unknown) => {
          seen = value;
          return z.object({ id: z.string() }).parse(value);
        })
        .query(({ input }) => input.id),
    });
    const plain = await get(router, `byId?input=${encodeURIComponent(JSON.stringify({ id: 'a' }))}`);
    assert.equal(plain.status, 400);
    assert.equal(seen, undefined);
    const wrapped = await get(
      router,
      `byId?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ id: 'a' })))}`,
    );
    assert.equal(wrapped.status, 200);
  },
);

fact(
  'docs/server/router.md',
  "initTRPC.create() defaults: no transformer, the built-in formatter, isDev when NODE_ENV is not 'production', allowOutsideOfServer false, and isServer true where window is undefined",
  () => {
    const { defaultTransformer } = v10('@trpc/server') as typeof TRPCServer;
    const config = initTRPC.create()._config;
    assert.equal(config.transformer, defaultTransformer);
    assert.equal(config.isDev, process.env.NODE_ENV !== 'production');
    assert.equal(config.allowOutsideOfServer, false);
    assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined');
    assert.equal(config.isServer, true);
  },
);

fact(
  'docs/further/rpc.md',
  'without a transformer a call without input sends no input (no ?input=, an empty mutation body, no key in a batch); with superjson the client sends the serialized undefined in all three places; a batch never mixes queries and mutations',
  async () => {
    const { httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const requests: { url: string; body: unknown }[] = [];
    const clientOf = (router: TRPCServer.AnyRouter, batch: boolean, transformer?: typeof superjson) => {
      const fetchThrough: typeof fetch = async (input, init) => {
        requests.push({ url: decodeURIComponent(input as string), body: init?.body });
        return fetchRequestHandler({
          endpoint: '/trpc',
          req: new Request(input as string, init as RequestInit),
          router,
          createContext: () => ({}),
        });
      };
      const link = (batch ? httpBatchLink : httpLink)({ url: 'http://localhost/trpc', fetch: fetchThrough });
      return createTRPCProxyClient<TRPCServer.AnyRouter>({ transformer, links: [link] }) as unknown as Record<
        string,
        { query: (input?: unknown) => Promise<unknown>; mutate: (input?: unknown) => Promise<unknown> }
      >;
    };
    const plainT = initTRPC.create();
    const plainRouter = plainT.router({
      health: plainT.procedure.query(() => 'ok'),
      touch: plainT.procedure.mutation(() => 'touched'),
      echo: plainT.procedure.input((value: unknown) => value).query(({ input }) => input),
    });
    const sjT = initTRPC.create({ transformer: superjson });
    const sjRouter = sjT.router({
      health: sjT.procedure.query(() => 'ok'),
      touch: sjT.procedure.mutation(() => 'touched'),
      echo: sjT.procedure.input((value: unknown) => value).query(({ input }) => input),
    });

    const plain = clientOf(plainRouter, false);
    await plain.health.query();
    await plain.touch.mutate();
    const plainBatch = clientOf(plainRouter, true);
    await Promise.all([plainBatch.echo.query(1), plainBatch.health.query()]);
    assert.deepEqual(requests.splice(0), [
      { url: 'http://localhost/trpc/health', body: undefined },
      { url: 'http://localhost/trpc/touch', body: undefined },
      { url: 'http://localhost/trpc/echo,health?batch=1&input={"0":1}', body: undefined },
    ]);
    // queries and mutations made together are never mixed: one GET batch, one POST batch
    await Promise.all([plainBatch.health.query(), plainBatch.touch.mutate(), plainBatch.echo.query(2)]);
    assert.deepEqual(
      requests
        .splice(0)
        .map((request) => request.url)
        .sort(),
      ['http://localhost/trpc/health,echo?batch=1&input={"1":2}', 'http://localhost/trpc/touch?batch=1'],
    );

    const sj = clientOf(sjRouter, false, superjson);
    await sj.health.query();
    await sj.touch.mutate();
    const sjBatch = clientOf(sjRouter, true, superjson);
    await Promise.all([sjBatch.echo.query(1), sjBatch.health.query()]);
    const undefinedJson = '{"json":null,"meta":{"values":["undefined"]}}';
    const got = requests.splice(0);
    const [single, mutation, batch] = got;
    assert.equal(single?.url, `http://localhost/trpc/health?input=${undefinedJson}`);
    assert.equal(mutation?.body, undefinedJson);
    assert.match(batch?.url ?? '', /\?batch=1&input=\{"0":\{"json":1\},"1":\{"json":null/);
  },
);

fact(
  'docs/further/rpc.md',
  'a batch gets one envelope per call when procedures fail, but a failing createContext answers the whole batch with a single error envelope',
  async () => {
    const t = initTRPC.create();
    const router = t.router({ greet: t.procedure.query(() => 'hello') });
    const ok = await get(router, 'greet,greet?batch=1&input={}');
    assert.ok(Array.isArray(ok.body));
    const failing = await get(router, 'greet,greet?batch=1&input={}', {
      createContext: () => {
        throw new Error('session store down');
      },
    });
    assert.equal(failing.status, 500);
    assert.ok(!Array.isArray(failing.body), 'one envelope, not an array');
    assert.equal(failing.body.error?.message, 'session store down');
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  "nesting a router under the key post in 10.x gives the same procedure paths as 9.x's .merge('post.', postRouter)",
  () => {
    const old = v9('@trpc/server') as typeof TRPCServerV9;
    const postV9 = old
      .router()
      .query('all', { resolve: () => [] })
      .query('byId', { input: (value: unknown) => String(value), resolve: () => null });
    const v9Paths = Object.keys(old.router().merge('post.', postV9)._def.queries);
    const t = initTRPC.create();
    const postV10 = t.router({
      all: t.procedure.query(() => []),
      byId: t.procedure.input((value: unknown) => String(value)).query(() => null),
    });
    const v10Paths = Object.keys(t.router({ post: postV10 })._def.procedures);
    assert.deepEqual(v10Paths.sort(), v9Paths.sort());
    assert.deepEqual(v10Paths, ['post.all', 'post.byId']);
  },
);

fact(
  'docs/server/error-handling.md',
  "httpLink and httpBatchLink fail a subscription with 'Subscriptions should use wsLink' without sending a request",
  async () => {
    const { httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const t = initTRPC.create();
    const router = t.router({ ticks: t.procedure.subscription(() => observableOf()) });
    assert.ok(router._def.procedures.ticks, 'the router has the subscription the client calls');
    for (const link of [httpLink, httpBatchLink]) {
      let requests = 0;
      const client = createTRPCProxyClient<typeof router>({
        links: [
          link({
            url: 'http://localhost/trpc',
            fetch: () => {
              requests += 1;
              return Promise.reject(new Error('no request should be sent'));
            },
          }),
        ],
      });
      const error = await within(
        5000,
        'subscription error',
        new Promise<unknown>((resolve) => {
          client.ticks.subscribe(undefined, { onError: resolve, onData: () => resolve('data') });
        }),
      );
      assert.ok(error instanceof TRPCClientError);
      assert.equal(error.message, 'Subscriptions should use wsLink');
      assert.equal(requests, 0);
    }
  },
);

fact(
  'docs/server/adapter/aws-lambda.md',
  '@trpc/server 10.12.0 does not export @trpc/server/adapters/lambda (ERR_PACKAGE_PATH_NOT_EXPORTED); @trpc/server/adapters/aws-lambda does',
  () => {
    assert.throws(() => v10.resolve('@trpc/server/adapters/lambda'), { code: 'ERR_PACKAGE_PATH_NOT_EXPORTED' });
    assert.equal(typeof awsLambdaRequestHandler, 'function');
  },
);

fact(
  'docs/server/data-transformers.md',
  'a superjson instance with a type registered through registerCustom() works as the transformer on both ends, so values of that class arrive as instances',
  async () => {
    const SuperJSONClass = (v10('superjson') as { default: typeof SuperJSON }).default;
    class Money {
      constructor(readonly cents: number) {}
    }
    const transformer = new SuperJSONClass();
    transformer.registerCustom<Money, number>(
      {
        isApplicable: (value): value is Money => value instanceof Money,
        serialize: (m) => m.cents,
        deserialize: (cents) => new Money(cents),
      },
      'Money',
    );
    const t = initTRPC.create({ transformer });
    const router = t.router({
      double: t.procedure
        .input((value: unknown) => value as Money)
        .query(({ input }) => {
          assert.ok(input instanceof Money, 'the server gets a Money');
          return new Money(input.cents * 2);
        }),
    });
    const client = createTRPCProxyClient<typeof router>({
      transformer,
      links: [
        httpLink({
          url: 'http://localhost/trpc',
          fetch: (input, init) =>
            fetchRequestHandler({
              endpoint: '/trpc',
              req: new Request(input as string, init as RequestInit),
              router,
              createContext: () => ({}),
            }),
        }),
      ],
    });
    const result = await client.double.query(new Money(21));
    assert.ok(result instanceof Money);
    assert.equal(result.cents, 42);
  },
);

fact(
  'docs/server/server-side-calls.md',
  "a caller also has the v9-style caller.query('path', input) and caller.mutation('path', input) methods; they run any procedure, but their types accept only the paths of .interop() procedures",
  async () => {
    const { router: legacyRouter } = v10('@trpc/server') as typeof TRPCServer;
    const t = initTRPC.create();
    const router = t.mergeRouters(
      t.router({
        product: t.router({ bySku: t.procedure.input(z.string()).query(({ input }) => `product ${input}`) }),
        touch: t.procedure.mutation(() => 'touched'),
      }),
      legacyRouter()
        .query('legacy.all', { resolve: () => 'old' })
        .interop(),
    );
    const caller = router.createCaller({});
    assert.equal(await caller.query('legacy.all'), 'old');
    // @ts-expect-error a procedure built with t is not a path these methods accept
    assert.equal(await caller.query('product.bySku', 'A1'), 'product A1');
    // @ts-expect-error likewise for mutations
    assert.equal(await caller.mutation('touch'), 'touched');
    assert.equal(await caller.product.bySku('A1'), 'product A1');
  },
);

fact(
  'docs/server/api-handler.md',
  'onError sees the errors of steps 2 to 6: an unsupported method, input that is not JSON, a failing createContext, a failing validator and a failing resolver',
  async () => {
    const t = initTRPC.create();
    const router = t.router({
      byId: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => input.id),
      fail: t.procedure.query(() => {
        throw new Error('resolver failed');
      }),
    });
    const seen: string[] = [];
    const onError = ({ error }: { error: TRPCServer.TRPCError }) => seen.push(error.code);
    const call = (path: string, init?: RequestInit, createContext = () => ({})) =>
      fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${path}`, init),
        router,
        createContext,
        onError,
      });
    await call('byId', { method: 'PUT' });
    await call('byId?input={not json');
    await call('byId', {}, () => {
      throw new Error('no session');
    });
    await call(`byId?input=${encodeURIComponent('{"id":1}')}`);
    await call('fail');
    assert.deepEqual(seen, [
      'METHOD_NOT_SUPPORTED',
      'PARSE_ERROR',
      'INTERNAL_SERVER_ERROR',
      'BAD_REQUEST',
      'INTERNAL_SERVER_ERROR',
    ]);
  },
);
