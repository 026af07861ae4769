/**
 * The edges of the 10.x server pages' general statements (tests/facts/README.md, issue #45): where
 * `onError` is not called, what the Fastify plugin does without `createContext`, when
 * `t.mergeRouters` throws over transformers and error formatters, and what JSON does to values
 * without a data transformer.
 *
 *   node --import tsx --test tests/facts/server-edges.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/aws-lambda';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, rejection, v10, within } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;
const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
const fastify = v10('fastify') as typeof Fastify;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;
const { z } = v10('zod') as typeof Zod;

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

for (const page of ['docs/server/api-handler.md', 'docs/server/error-handling.md']) {
  fact(
    page,
    'a Next.js route file not named [trpc].ts or [...trpc].ts answers every call with a 500 and onError is not called, while in a rightly named route a failing procedure reaches onError',
    async () => {
      const t = initTRPC.create();
      const router = t.router({
        fail: t.procedure.query(() => {
          throw new TRPCError({ code: 'NOT_FOUND' });
        }),
      });
      const reported: string[] = [];
      const handler = createNextApiHandler({
        router,
        createContext: () => ({}),
        onError: ({ error }) => reported.push(error.code),
      });

      // pages/api/trpc/[trpc].ts: the procedure path is the `trpc` segment
      const named = await callNextRoute(handler, { trpc: 'fail' });
      assert.equal(named.status, 404);
      assert.deepEqual(reported, ['NOT_FOUND'], 'a procedure error in a rightly named route reaches onError');

      // pages/api/trpc/[path].ts: the segment has another name
      const misnamed = await callNextRoute(handler, { path: 'fail' });
      assert.equal(misnamed.status, 500);
      assert.match(JSON.stringify(misnamed.body), /Query \\"trpc\\" not found/);
      assert.deepEqual(reported, ['NOT_FOUND'], 'onError should not have been called for the misnamed route');
    },
  );
}

for (const page of ['docs/server/api-handler.md', 'docs/server/context.md', 'docs/server/adapter/fastify.md']) {
  fact(
    page,
    'the Fastify plugin registered without createContext serves the router anyway: procedures get ctx undefined, and one that reads the context fails with a 500',
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
