/**
 * Edges of universal sentences on the 9.x server, further and main pages (sweep of
 * 2026-11-29, method of bench/audit-independent-2026-11-29h.md): when createContext() is not
 * called, what message a thrown non-Error gets, and what the types demand of a formatter and of
 * the adapters' createContext. All against @trpc/server 9.27.4 from src/samples/v9; the
 * `@ts-expect-error` lines are checked by `npm run typecheck`.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/v9-sweep.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpBatchLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpBatchLink';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as LambdaV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/aws-lambda';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as NodeHTTPV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/node-http';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import type SuperJSON from '../../src/samples/v9/node_modules/superjson';
import type Express from '../../src/samples/v9/node_modules/@types/express';
import type Fastify from '../../src/samples/v9/node_modules/fastify';
import type * as FastifyAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/fastify';
import { closedPort, fact, listenOnLoopback, recordReconnectDelays, rejection, v9, within } from './facts';
import { runPageCode } from './pageCode';
import { typeRecordingRouter } from './v9MethodAnswers';
import { startWsServerV9 } from './wsServerV9';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;

/** Serves `handler` on a loopback port; returns its URL. */
function serve(t: { after: (fn: () => void) => void }, handler: Handler): Promise<string> {
  return listenOnLoopback(
    t,
    http.createServer((req, res) => void handler(req, res)),
  );
}

fact(
  'versioned_docs/version-9.x/server/context.md',
  'createContext() is not called for a HEAD request, a method other than GET or POST, a batch while batching is off, or input that is not JSON: those are answered before it; it is called for an unknown path and a failing input',
  async (t) => {
    let contexts = 0;
    const router = trpc
      .router()
      .query('ok', { resolve: () => 'ok' })
      .query('num', {
        input: (value: unknown) => {
          if (typeof value !== 'number') throw new Error('a number, please');
          return value;
        },
        resolve: ({ input }) => input,
      });
    const createContext = () => {
      contexts++;
      return {};
    };
    const url = await serve(t, createHTTPHandler({ router, createContext }));
    const noBatch = await serve(t, createHTTPHandler({ router, createContext, batching: { enabled: false } }));
    const calls = async (target: string, method = 'GET') => {
      contexts = 0;
      const response = await fetch(target, { method });
      return { status: response.status, contexts };
    };

    assert.deepEqual(await calls(`${url}/ok`, 'HEAD'), { status: 204, contexts: 0 });
    assert.deepEqual(await calls(`${url}/ok`, 'PUT'), { status: 405, contexts: 0 });
    assert.deepEqual(await calls(`${noBatch}/ok,ok?batch=1&input={}`), { status: 500, contexts: 0 });
    assert.deepEqual(await calls(`${url}/num?input=not-json`), { status: 400, contexts: 0 });
    // Reaching the procedures' lookup: createContext runs first, even when no procedure answers.
    assert.deepEqual(await calls(`${url}/nowhere`), { status: 404, contexts: 1 });
    assert.deepEqual(await calls(`${url}/num?input="x"`), { status: 400, contexts: 1 });
    assert.deepEqual(await calls(`${url}/ok`), { status: 200, contexts: 1 });
  },
);

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'a thrown value that is not an Error becomes INTERNAL_SERVER_ERROR with the value as cause: a string becomes the message, anything else gets the message "INTERNAL_SERVER_ERROR"',
  async () => {
    const thrown = { message: 'from an object' };
    const router = trpc
      .router()
      .query('string', {
        resolve: () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- the edge under test
          throw 'from a string';
        },
      })
      .query('object', {
        resolve: () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- the edge under test
          throw thrown;
        },
      })
      .query('number', {
        resolve: () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- the edge under test
          throw 42;
        },
      });
    const caller = router.createCaller({});
    const failure = async (path: 'string' | 'object' | 'number') => {
      try {
        await caller.query(path);
      } catch (error) {
        return error as ServerV9.TRPCError;
      }
      throw new Error(`${path} did not fail`);
    };

    const fromString = await failure('string');
    assert.equal(fromString.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(fromString.message, 'from a string');
    assert.equal(fromString.cause, 'from a string');

    const fromObject = await failure('object');
    assert.equal(fromObject.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(fromObject.message, 'INTERNAL_SERVER_ERROR', "an object's own message property is not used");
    assert.equal(fromObject.cause, thrown);

    const fromNumber = await failure('number');
    assert.equal(fromNumber.message, 'INTERNAL_SERVER_ERROR');
    assert.equal(fromNumber.cause, 42);
  },
);

fact(
  'versioned_docs/version-9.x/server/context.md',
  'when the router has a context type, the types of the Express, standalone and WebSocket adapters require createContext (the Next.js adapter shares their options type); without one they do not',
  () => {
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
    const withContext = trpc.router<{ user: string | null }>().query('whoami', { resolve: ({ ctx }) => ctx.user });
    const withoutContext = trpc.router().query('ping', { resolve: () => 'pong' });
    const wssOptions = (options: WSAdapterV9.WSSHandlerOptions<typeof withContext>) => options.router;

    // @ts-expect-error: createContext is required for a router with a context type
    createExpressMiddleware({ router: withContext });
    // The Next.js adapter's options are the same NodeHTTPHandlerOptions (adapters/next.d.ts), but its
    // NextApiRequest comes from `next/types`, which this tsconfig does not resolve to 12.x: checked
    // with tsc in the samples' package set instead (the same TS2345 as the lines here).
    // @ts-expect-error: createContext is required for a router with a context type
    createHTTPHandler({ router: withContext });
    // @ts-expect-error: createContext is required for a router with a context type
    wssOptions({ router: withContext, wss: undefined });

    assert.equal(typeof createExpressMiddleware({ router: withoutContext }), 'function');
    assert.equal(typeof createNextApiHandler({ router: withoutContext }), 'function');
    assert.equal(typeof createHTTPHandler({ router: withoutContext }), 'function');
  },
);

fact(
  'versioned_docs/version-9.x/server/error-formatting.md',
  "the formatter's type wants a synchronous return of an object with a numeric code, a string message and a data object",
  () => {
    const base = trpc.router().query('ping', { resolve: () => 'pong' });
    // A synchronous formatter returning the shape compiles.
    base.formatError(({ shape }) => ({ ...shape, data: { ...shape.data, extra: 1 } }));
    // @ts-expect-error: a promise of the shape is not the shape
    base.formatError(({ shape }) => Promise.resolve(shape));
    // @ts-expect-error: code must be a number
    base.formatError(({ shape }) => ({ ...shape, code: 'oops' }));
    // @ts-expect-error: data is required
    base.formatError(() => ({ code: -32603, message: 'x' }));
    // @ts-expect-error: message must be a string
    base.formatError(({ shape }) => ({ ...shape, message: 1 }));
    assert.equal(typeof base.formatError(({ shape }) => shape).getErrorShape, 'function');
  },
);

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  'the calls of a batch fail one by one, except when createContext() throws or a result cannot be turned into JSON: the answer is then one error envelope, not an array, and the client fails every call of the batch with it',
  async (t) => {
    // The client is loaded by its folder: see tests/facts/README.md.
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { httpBatchLink } = v9('@trpc/client/links/httpBatchLink') as typeof HttpBatchLinkV9;
    let failContext = false;
    const router = trpc
      .router()
      .query('big', { resolve: () => 10n })
      .query('ok', { resolve: () => 'ok' })
      .query('bad', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'NOT_FOUND' });
        },
      });
    const url = await serve(
      t,
      createHTTPHandler({
        router,
        createContext: () => {
          if (failContext) throw new trpc.TRPCError({ code: 'UNAUTHORIZED' });
          return {};
        },
      }),
    );
    const batch = async (paths: string) => {
      const response = await fetch(`${url}/${paths}?batch=1&input={}`);
      return { status: response.status, body: (await response.json()) as unknown };
    };

    const independent = await batch('ok,bad');
    assert.equal(independent.status, 207);
    assert.ok(Array.isArray(independent.body), 'one envelope per call');

    const unserializable = await batch('big,ok');
    assert.equal(unserializable.status, 500);
    assert.ok(!Array.isArray(unserializable.body), 'one envelope for the whole batch');
    assert.equal(
      (unserializable.body as { error: { data: { code: string } } }).error.data.code,
      'INTERNAL_SERVER_ERROR',
    );

    failContext = true;
    const noContext = await batch('ok,ok');
    assert.equal(noContext.status, 401);
    assert.ok(!Array.isArray(noContext.body), 'one envelope for the whole batch');
    failContext = false;

    const client = createTRPCClient<typeof router>({ links: [httpBatchLink({ url })] });
    const [big, ok] = await Promise.all([rejection(client.query('big')), rejection(client.query('ok'))]);
    assert.ok(big instanceof Error && ok instanceof Error);
    assert.equal(ok.message, big.message, "the 'ok' call fails with the serialization error");
  },
);

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'an HTTP error envelope has id null, except the 500 the Next.js adapter sends for a misnamed route file, whose id is -1; over a WebSocket an error carries the id of the message it answers',
  async (t) => {
    const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
    const { WebSocket } = v9('ws') as typeof WS;
    const router = trpc.router().query('ok', { resolve: () => 'ok' });

    const url = await serve(t, createHTTPHandler({ router, createContext: () => ({}) }));
    const httpBody = (await (await fetch(`${url}/nowhere`)).json()) as { id: unknown };
    assert.equal(httpBody.id, null);

    // What Next.js hands a route file named otherwise: no `trpc` query parameter.
    let nextBody: { id?: unknown } = {};
    const next = createNextApiHandler({ router, createContext: () => ({}) }) as unknown as (
      req: unknown,
      res: unknown,
    ) => Promise<void>;
    const res = { statusCode: 200, json: (body: { id?: unknown }) => (nextBody = body) };
    await next({ query: {} }, res);
    assert.equal(res.statusCode, 500);
    assert.equal(nextBody.id, -1);

    const ws = await startWsServerV9(t, router, { createContext: () => ({}) });
    const socket = new WebSocket(ws.url);
    t.after(() => socket.close());
    await within(5000, 'the WebSocket to open', new Promise((resolve) => socket.once('open', resolve)));
    socket.send(JSON.stringify({ id: 7, method: 'query', params: { path: 'nowhere' } }));
    const answer = await within(
      5000,
      'the answer to the query',
      new Promise<{ id: unknown; error?: { data: { code: string } } }>((resolve) =>
        socket.once('message', (data) => resolve(JSON.parse((data as Buffer).toString()) as never)),
      ),
    );
    assert.equal(answer.id, 7);
    assert.equal(answer.error?.data.code, 'NOT_FOUND');
  },
);

fact(
  'versioned_docs/version-9.x/further/subscriptions.md',
  "createWSClient's default retryDelayMs retries at once the first time, then waits 2, 4, 8 and 16 seconds, then 30 seconds for every further attempt",
  async (t) => {
    const { createWSClient } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
    const { WebSocket } = v9('ws') as typeof WS;
    const port = await closedPort();
    const delays = recordReconnectDelays(t);
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    t.after(() => wsClient.close());
    await within(
      15_000,
      'eight reconnect attempts',
      (async () => {
        while (delays.length < 8) await new Promise((resolve) => setTimeout(resolve, 10));
      })(),
    );
    wsClient.close();
    assert.deepEqual(delays.slice(0, 8), [0, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  },
);

fact(
  'versioned_docs/version-9.x/main/quickstart.md',
  'all @trpc/* packages must be on the same version: the client, react and next packages of 9.27.4 name the other @trpc/* packages at exactly 9.27.4 as peer dependencies',
  () => {
    for (const name of ['client', 'react', 'next']) {
      const manifest = v9(`@trpc/${name}/package.json`) as {
        version: string;
        peerDependencies: Record<string, string>;
      };
      assert.equal(manifest.version, '9.27.4');
      const trpcPeers = Object.entries(manifest.peerDependencies).filter(([peer]) => peer.startsWith('@trpc/'));
      assert.ok(trpcPeers.length > 0, `@trpc/${name} has @trpc/* peers`);
      for (const [peer, range] of trpcPeers) assert.equal(range, '9.27.4', `@trpc/${name} wants ${peer}@${range}`);
    }
  },
);

fact(
  'versioned_docs/version-9.x/server/error-formatting.md',
  "the formatter's type is 'unknown' for a PUT or DELETE, but 'subscription' for a PATCH, which the HTTP handler maps to subscriptions before refusing it with METHOD_NOT_SUPPORTED",
  async (t) => {
    const types: string[] = [];
    const router = typeRecordingRouter(trpc, types).query('ok', { resolve: () => 'ok' });
    const url = await serve(t, createHTTPHandler({ router, createContext: () => ({}) }));
    const statuses: number[] = [];
    for (const method of ['PUT', 'DELETE', 'PATCH']) statuses.push((await fetch(`${url}/ok`, { method })).status);
    assert.deepEqual(statuses, [405, 405, 405]);
    assert.deepEqual(types, ['unknown', 'unknown', 'subscription']);
  },
);

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  "onError's return value is ignored, but a change it makes to the error of a failed procedure reaches the response; for a request that fails as a whole the response is built before onError runs",
  async (t) => {
    const router = trpc.router().query('bad', {
      resolve: () => {
        throw new trpc.TRPCError({ code: 'NOT_FOUND', message: 'original' });
      },
    });
    const url = await serve(
      t,
      createHTTPHandler({
        router,
        createContext: () => {
          throw new trpc.TRPCError({ code: 'UNAUTHORIZED', message: 'original' });
        },
        onError: ({ error }) => {
          error.message = 'changed in onError';
          return { ignored: true };
        },
      }),
    );
    const wholeRequest = (await (await fetch(`${url}/bad`)).json()) as { error: { message: string } };
    assert.equal(wholeRequest.error.message, 'original');

    const procedureUrl = await serve(
      t,
      createHTTPHandler({
        router,
        createContext: () => ({}),
        onError: ({ error }) => {
          error.message = 'changed in onError';
        },
      }),
    );
    const procedure = (await (await fetch(`${procedureUrl}/bad`)).json()) as { error: { message: string } };
    assert.equal(procedure.error.message, 'changed in onError');
  },
);

for (const page of ['versioned_docs/version-9.x/server/express.md', 'versioned_docs/version-9.x/further/rpc.md']) {
  fact(
    page,
    'an empty body reaches a mutation without input through Express alone, but express.json() in front turns it into {}, which fails with BAD_REQUEST ("No input expected"); in its default strict mode it refuses a bare JSON string, number or null itself',
    async (t) => {
      const express = v9('express') as typeof Express;
      const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
      const router = trpc
        .router()
        .mutation('noInput', { resolve: () => 'ok' })
        .mutation('echo', { input: (value: unknown) => String(value), resolve: ({ input }) => input });
      const post = async (withParser: boolean, path: string, body?: string) => {
        const app = express();
        app.set('env', 'test'); // Express's final handler then does not log the parser's error
        if (withParser) app.use(express.json());
        app.use('/trpc', createExpressMiddleware({ router, createContext: () => ({}) }));
        const url = await listenOnLoopback(t, http.createServer(app));
        const response = await fetch(`${url}/trpc/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const text = await response.text();
        return { status: response.status, text };
      };

      assert.equal((await post(false, 'noInput')).status, 200);
      const parsed = await post(true, 'noInput');
      assert.equal(parsed.status, 400);
      assert.match(parsed.text, /No input expected/);

      const parsedNull = await post(true, 'noInput', 'null');
      assert.equal(parsedNull.status, 400, 'a bare null is refused as well');
      assert.doesNotMatch(parsedNull.text, /"id":null/, 'the 400 comes from express.json(), not from tRPC');

      assert.equal((await post(false, 'echo', '"x"')).status, 200);
      const strict = await post(true, 'echo', '"x"');
      assert.equal(strict.status, 400);
      assert.doesNotMatch(strict.text, /"id":null/, 'the 400 comes from express.json(), not from tRPC');
      assert.equal((await post(true, 'echo', '42')).status, 400, 'a bare number is refused as well');
    },
  );
}

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'a body that is not valid JSON gets PARSE_ERROR from tRPC when the adapter reads the body itself, but express.json() in front answers it with its own 400 before tRPC sees it',
  async (t) => {
    const express = v9('express') as typeof Express;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const router = trpc
      .router()
      .mutation('echo', { input: (value: unknown) => String(value), resolve: ({ input }) => input });
    const send = async (url: string) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{oops',
      });
      return { status: response.status, text: await response.text() };
    };

    const standalone = await send(`${await serve(t, createHTTPHandler({ router, createContext: () => ({}) }))}/echo`);
    assert.equal(standalone.status, 400);
    assert.match(standalone.text, /"code":"PARSE_ERROR"/);

    const app = express();
    app.set('env', 'test'); // Express's final handler then does not log the parser's error
    app.use(express.json());
    let onErrorCalls = 0;
    app.use('/trpc', createExpressMiddleware({ router, createContext: () => ({}), onError: () => onErrorCalls++ }));
    const behindParser = await send(`${await listenOnLoopback(t, http.createServer(app))}/trpc/echo`);
    assert.equal(behindParser.status, 400);
    assert.doesNotMatch(behindParser.text, /PARSE_ERROR|"id":null/, 'the 400 comes from express.json(), not from tRPC');
    assert.equal(onErrorCalls, 0);
  },
);

fact(
  'versioned_docs/version-9.x/server/data-transformers.md',
  'error responses go through the output transformer, except the 500 the Next.js adapter sends by itself for a misnamed route file, which is plain JSON',
  async (t) => {
    const superjson = v9('superjson') as typeof SuperJSON;
    const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
    const router = trpc
      .router()
      .transformer(superjson)
      .query('ok', { resolve: () => 'ok' });

    const url = await serve(t, createHTTPHandler({ router, createContext: () => ({}) }));
    const notFound = (await (await fetch(`${url}/nowhere`)).json()) as { error: { json?: { message: string } } };
    assert.match(notFound.error.json?.message ?? '', /No "query"-procedure/, 'the error is in superjson envelope');

    let nextBody: { error?: { json?: unknown; message?: string } } = {};
    const next = createNextApiHandler({ router, createContext: () => ({}) }) as unknown as (
      req: unknown,
      res: unknown,
    ) => Promise<void>;
    await next({ query: {} }, { statusCode: 200, json: (body: typeof nextBody) => (nextBody = body) });
    assert.equal(nextBody.error?.json, undefined, 'no superjson envelope');
    assert.match(nextBody.error?.message ?? '', /is the file named/);
  },
);

const AUTHORIZATION_V9 = 'versioned_docs/version-9.x/server/authorization.md';

fact(
  AUTHORIZATION_V9,
  'with the router factories, anonymous callers reach health only, members also billing.invoices, only admins admin.users; a middleware protects only what is added after it in the chain, so an endpoint or merged router placed before it stays public',
  async () => {
    type Context = { user: { id: string; role: 'admin' | 'member' } | null };
    type Factories = { createRouter: () => ReturnType<typeof trpc.router<Context>> } & Record<
      'createProtectedRouter' | 'createAdminRouter',
      () => unknown
    >;
    // The page's router factories (server/createRouter.ts) and the router it builds with them (server/routers/_app.ts)
    const factories = runPageCode<Factories>(AUTHORIZATION_V9, [
      'createRouter',
      'createProtectedRouter',
      'createAdminRouter',
    ]);
    const { createRouter } = factories;
    const { appRouter } = runPageCode<{
      appRouter: { createCaller(ctx: Context): { query(path: string): Promise<unknown> } };
    }>(AUTHORIZATION_V9, ['appRouter'], factories, { section: 'With a protected router' });
    type Path = 'health' | 'billing.invoices' | 'admin.users';
    const outcome = async (user: Context['user'], path: Path) => {
      try {
        await appRouter.createCaller({ user }).query(path);
        return 'ok';
      } catch (error) {
        return (error as ServerV9.TRPCError).code;
      }
    };
    const paths: Path[] = ['health', 'billing.invoices', 'admin.users'];
    const all = async (user: Context['user']) => Promise.all(paths.map((path) => outcome(user, path)));
    assert.deepEqual(await all(null), ['ok', 'UNAUTHORIZED', 'UNAUTHORIZED']);
    assert.deepEqual(await all({ id: 'm', role: 'member' }), ['ok', 'ok', 'FORBIDDEN']);
    assert.deepEqual(await all({ id: 'a', role: 'admin' }), ['ok', 'ok', 'ok']);

    // The mistake the page warns about: the middleware comes after an endpoint and a merge.
    const leaky = createRouter()
      .query('early', { resolve: () => 'public' })
      .merge('merged.', createRouter().query('list', { resolve: () => 'public' }))
      .middleware(({ ctx, next }) => {
        if (!ctx.user) throw new trpc.TRPCError({ code: 'UNAUTHORIZED' });
        return next();
      })
      .query('late', { resolve: () => 'protected' });
    const anonymous = leaky.createCaller({ user: null });
    assert.equal(await anonymous.query('early'), 'public');
    assert.equal(await anonymous.query('merged.list'), 'public');
    const late = (await rejection(anonymous.query('late'))) as ServerV9.TRPCError;
    assert.equal(late.code, 'UNAUTHORIZED');
  },
);

fact(
  'versioned_docs/version-9.x/server/aws-lambda.md',
  '@trpc/server/adapters/lambda and its lambdaRequestHandler are a deprecated alias of the aws-lambda adapter: the same function',
  () => {
    const lambda = v9('@trpc/server/adapters/lambda') as Record<string, unknown>;
    const awsLambda = v9('@trpc/server/adapters/aws-lambda') as Record<string, unknown>;
    assert.equal(typeof awsLambda.awsLambdaRequestHandler, 'function');
    assert.equal(lambda.lambdaRequestHandler, awsLambda.awsLambdaRequestHandler);
    assert.equal(lambda.awsLambdaRequestHandler, awsLambda.awsLambdaRequestHandler);
  },
);

for (const page of [
  'versioned_docs/version-9.x/main/introduction.mdx',
  'versioned_docs/version-9.x/further/further-reading.md',
]) {
  fact(
    page,
    'no server code ends up in the client bundle: the runtime code of @trpc/client, @trpc/react and @trpc/next never loads @trpc/server (only @trpc/react/ssg, which runs on the server, does)',
    () => {
      const root = path.dirname(path.dirname(v9.resolve('@trpc/server/package.json')));
      const loadsServer: string[] = [];
      let scanned = 0;
      const scan = (folder: string) => {
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          const file = path.join(folder, entry.name);
          if (entry.isDirectory()) {
            if (entry.name !== 'node_modules' && entry.name !== 'src') scan(file);
          } else if (entry.name.endsWith('.js')) {
            scanned++;
            if (fs.readFileSync(file, 'utf8').includes('@trpc/server')) loadsServer.push(path.relative(root, file));
          }
        }
      };
      for (const name of ['client', 'react', 'next']) scan(path.join(root, name));
      assert.ok(scanned > 10, `scanned ${scanned} files`);
      assert.deepEqual(
        [...new Set(loadsServer.map((file) => file.split(path.sep).slice(0, 2).join('/')))],
        ['react/ssg'],
      );
    },
  );
}

fact(
  'versioned_docs/version-9.x/server/fastify.md',
  "with useWSS the plugin attaches tRPC's handler to Fastify's WebSocket server, so it answers every WebSocket connection the server accepts, on the prefix and on a WebSocket route of the app's own alike (Fastify 3, @fastify/websocket 5)",
  async (t) => {
    const fastify = v9('fastify') as typeof Fastify;
    const websocketModule = v9('@fastify/websocket') as { default?: unknown };
    const websocketPlugin = (websocketModule.default ?? websocketModule) as Parameters<
      ReturnType<typeof Fastify>['register']
    >[0];
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as typeof FastifyAdapterV9;
    const { WebSocket } = v9('ws') as typeof WS;
    const router = trpc.router().query('hello', { resolve: () => 'hi' });
    const app = fastify();
    t.after(() => void app.close());
    await app.register(websocketPlugin);
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', useWSS: true, trpcOptions: { router } });
    // A WebSocket route of the app's own, which ignores what it receives.
    app.get('/chat', { websocket: true } as object, () => {});
    await app.listen(0, '127.0.0.1');
    const { port } = app.server.address() as { port: number };

    for (const route of ['/trpc', '/chat']) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}${route}`);
      t.after(() => socket.close());
      await within(5000, `the socket on ${route} to open`, new Promise((resolve) => socket.once('open', resolve)));
      socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'hello' } }));
      const answer = await within(
        5000,
        `tRPC's answer on ${route}`,
        new Promise<string>((resolve) => socket.once('message', (data) => resolve((data as Buffer).toString()))),
      );
      assert.deepEqual(JSON.parse(answer), { id: 1, result: { type: 'data', data: 'hi' } });
    }
  },
);

fact(
  'versioned_docs/version-9.x/server/aws-lambda.md',
  'without a greedy path parameter the whole request path minus its leading / is the procedure path, in both payload formats',
  async () => {
    const { awsLambdaRequestHandler } = v9('@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;
    const router = trpc
      .router()
      .query('whoami', { resolve: () => 'root' })
      .query('trpc/whoami', { resolve: () => 'nested' });
    const handler = awsLambdaRequestHandler({ router, createContext: () => ({}) }) as unknown as Handler;
    const v2 = (rawPath: string) => ({
      version: '2.0',
      routeKey: `GET ${rawPath}`,
      rawPath,
      queryStringParameters: {},
      headers: {},
      requestContext: { http: { method: 'GET' } },
    });
    const v1 = (path: string) => ({
      resource: path,
      path,
      httpMethod: 'GET',
      queryStringParameters: null,
      headers: {},
      body: null,
    });
    const data = async (event: unknown) => {
      const result = await handler(event, {});
      return (JSON.parse(result.body) as { result?: { data: string } }).result?.data;
    };
    assert.equal(await data(v2('/whoami')), 'root');
    assert.equal(await data(v2('/trpc/whoami')), 'nested', 'the mount path is part of the procedure path');
    assert.equal(await data(v1('/whoami')), 'root');
    assert.equal(await data(v1('/trpc/whoami')), 'nested');
  },
);

fact(
  'versioned_docs/version-9.x/server/express.md',
  'every query and mutation is reachable below the mount path, a subscription is not: GET and POST to its path get NOT_FOUND',
  async (t) => {
    const express = v9('express') as typeof Express;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const router = trpc
      .router()
      .query('post.list', { resolve: () => ['p1'] })
      .mutation('post.add', { input: (value: unknown) => String(value), resolve: ({ input }) => input })
      .subscription('post.onAdd', { resolve: () => new trpc.Subscription<string>(() => () => {}) });
    const app = express();
    app.use('/trpc', createExpressMiddleware({ router, createContext: () => ({}) }));
    const base = `${await listenOnLoopback(t, http.createServer(app))}/trpc`;
    const json = { 'content-type': 'application/json' };
    assert.equal((await fetch(`${base}/post.list`)).status, 200);
    assert.equal((await fetch(`${base}/post.add`, { method: 'POST', headers: json, body: '"x"' })).status, 200);
    assert.equal((await fetch(`${base}/post.onAdd`)).status, 404);
    assert.equal((await fetch(`${base}/post.onAdd`, { method: 'POST', headers: json, body: 'null' })).status, 404);
  },
);

fact(
  'versioned_docs/version-9.x/server/context.md',
  "the HTTP adapters export a type for createContext()'s argument; the WebSocket adapter exports none, and NodeHTTPCreateContextFnOptions from adapters/node-http describes its { req, res }",
  () => {
    /** Compiles when T names a type; the argument is only there to use T. */
    const names = <T>(value?: T) => value === undefined;
    assert.ok(names<NextAdapterV9.CreateNextContextOptions>());
    assert.ok(names<ExpressAdapterV9.CreateExpressContextOptions>());
    assert.ok(names<FastifyAdapterV9.CreateFastifyContextOptions>());
    assert.ok(names<StandaloneV9.CreateHTTPContextOptions>());
    assert.ok(names<LambdaV9.CreateAWSLambdaContextOptions<never>>());
    // @ts-expect-error: 9.27.4's WebSocket adapter has no named type for the argument
    assert.ok(names<WSAdapterV9.CreateWSSContextFnOptions>());

    type WSArgument = NodeHTTPV9.NodeHTTPCreateContextFnOptions<http.IncomingMessage, WS.WebSocket>;
    const router = trpc.router<{ ip: string | undefined }>();
    // Compiles: the written-out type fits the WebSocket adapter's createContext option.
    const options: Omit<WSAdapterV9.WSSHandlerOptions<typeof router>, 'wss'> = {
      router,
      createContext: ({ req }: WSArgument) => ({ ip: req.socket.remoteAddress }),
    };
    assert.equal(options.router, router);
  },
);
