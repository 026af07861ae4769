/**
 * Runtime statements of the getting-started page and the 10.x-era blog posts (tests/facts/README.md):
 * what the standalone adapter serves at which URL, how queries and mutations travel, what an error
 * envelope holds, how a batch is encoded, and what interop and `.output()` do over HTTP.
 *
 *   node --import tsx --test tests/facts/blog-and-quickstart.test.ts
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { env, fact, listenOnLoopback, rejection, v10, within } from './facts';
import { runPageCode } from './pageCode';

const { initTRPC, router: legacyRouter, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { createTRPCClient, createTRPCProxyClient, httpBatchLink, httpLink, TRPCClientError } = v10(
  '@trpc/client',
) as typeof TRPCClient;
const { z } = v10('zod') as typeof Zod;

type AnyRouter = TRPCServer.AnyRouter;

/** Serves `router` with the standalone adapter on a loopback port; returns the base URL. */
async function serve(t: TestContext, router: AnyRouter): Promise<string> {
  return listenOnLoopback(t, createHTTPServer({ router }).server);
}

/** A fetch that records "METHOD url" for every request it sends. */
function recordingFetch(seen: string[]): typeof fetch {
  return (input, init) => {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the links pass a URL string
    seen.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return fetch(input, init);
  };
}

/** The client's view of a router whose type the test does not spell out. */
type Untyped = Record<string, Record<string, (input?: unknown) => Promise<unknown>>>;

fact(
  'docs/main/quickstart.mdx',
  'with the standalone adapter the client URL is the server root: GET /bookById?input=1 answers {"result":{"data":…}} with the Date as an ISO string; with a client URL ending in /trpc the first call of each request fails with NOT_FOUND while the other calls of a batch succeed; input that fails validation rejects with a TRPCClientError carrying BAD_REQUEST',
  async (t) => {
    // The page's router (server/router.ts, with the router and publicProcedure of its server/trpc.ts)
    const quickstart = 'docs/main/quickstart.mdx';
    const trpc = runPageCode<Record<'router' | 'publicProcedure', unknown>>(quickstart, ['router', 'publicProcedure']);
    const { appRouter: router } = runPageCode<{ appRouter: AnyRouter }>(quickstart, ['appRouter'], trpc, {
      title: 'server/router.ts',
    });
    const base = await serve(t, router);

    // The page's curl output
    const res = await within(5000, 'answer to GET', fetch(`${base}/bookById?input=1`));
    assert.equal(res.status, 200);
    assert.equal(
      await res.text(),
      '{"result":{"data":{"id":1,"title":"The Dispossessed","author":"Ursula K. Le Guin","addedAt":"2023-01-02T00:00:00.000Z"}}}',
    );

    const atRoot = createTRPCProxyClient<AnyRouter>({ links: [httpBatchLink({ url: base })] }) as unknown as Untyped;
    const book = (await within(5000, 'query at the root URL', atRoot.bookById.query(1))) as { title: string } | null;
    assert.equal(book?.title, 'The Dispossessed');

    const withPrefix = createTRPCProxyClient<AnyRouter>({
      links: [httpBatchLink({ url: `${base}/trpc` })],
    }) as unknown as Untyped;
    const notFound = await rejection(withPrefix.bookById.query(1));
    assert.ok(notFound instanceof TRPCClientError, 'the call should reject with a TRPCClientError');
    assert.equal((notFound.data as { code?: string } | undefined)?.code, 'NOT_FOUND');
    // Two calls of one tick share a request, /trpc/bookById,bookById: only the first is looked up as trpc/bookById.
    const batch = await Promise.allSettled([withPrefix.bookById.query(1), withPrefix.bookById.query(1)]);
    assert.deepEqual(
      batch.map((result) => result.status),
      ['rejected', 'fulfilled'],
    );

    const invalid = await rejection(atRoot.bookById.query(-1));
    assert.ok(invalid instanceof TRPCClientError, 'invalid input should reject with a TRPCClientError');
    assert.equal((invalid.data as { code?: string } | undefined)?.code, 'BAD_REQUEST');
    assert.ok(invalid.message.length > 0, 'the error carries a message');
  },
);

fact(
  'blog/2021-05-05-introducing-trpc.md',
  'queries go over HTTP GET and mutations over POST, and an input that zod rejects fails with BAD_REQUEST, so the client throws a TRPCClientError with that code and a message',
  async (t) => {
    const tr = initTRPC.create();
    const router = tr.router({
      greet: tr.procedure.input(z.object({ name: z.string() })).query(({ input }) => `Hello, ${input.name}!`),
      add: tr.procedure.input(z.object({ text: z.string().min(1) })).mutation(({ input }) => input.text),
    });
    const base = await serve(t, router);
    const seen: string[] = [];
    const client = createTRPCProxyClient<typeof router>({
      links: [httpLink({ url: base, fetch: recordingFetch(seen) })],
    });

    assert.equal(await within(5000, 'query', client.greet.query({ name: 'Ada' })), 'Hello, Ada!');
    assert.equal(await within(5000, 'mutation', client.add.mutate({ text: 'note' })), 'note');
    assert.deepEqual(
      seen.map((line) => line.replace(/\?.*$/, '')),
      [`GET ${base}/greet`, `POST ${base}/add`],
    );

    const error = await rejection((client.greet.query as (input: unknown) => Promise<unknown>)({ name: 42 }));
    assert.ok(error instanceof TRPCClientError, 'the call should reject with a TRPCClientError');
    assert.equal((error.data as { code?: string } | undefined)?.code, 'BAD_REQUEST');
    assert.match(error.message, /Expected string, received number/);
  },
);

fact(
  'blog/2022-11-21-announcing-trpc-10.md',
  "over HTTP an .output() zod object drops keys it does not list, createCaller runs middlewares and input validation, and the deprecated v9-style createTRPCClient calls an .interop() router's string paths next to the proxy client",
  async (t) => {
    const tr = initTRPC.create();
    const ran: string[] = [];
    const logged = tr.procedure.use(({ path, next }) => {
      ran.push(path);
      return next();
    });
    const legacy = legacyRouter().query('legacy.hello', {
      input: z.string(),
      resolve: ({ input }) => `hello ${input}`,
    });
    const router = tr.mergeRouters(
      legacy.interop(),
      tr.router({
        hello: logged.input(z.string()).query(({ input }) => `hello ${input}`),
        user: tr.procedure
          .output(z.object({ id: z.string() }))
          .query(() => ({ id: 'u1', passwordHash: 'secret' }) as { id: string }),
      }),
    );

    const caller = router.createCaller({});
    assert.equal(await caller.hello('caller'), 'hello caller');
    assert.deepEqual(ran, ['hello'], 'the middleware ran for the server-side call');
    const invalid = await rejection((caller.hello as (input: unknown) => Promise<unknown>)(42));
    assert.ok(invalid instanceof TRPCError && invalid.code === 'BAD_REQUEST', 'createCaller validates input');

    const base = await serve(t, router);
    const links = [httpBatchLink({ url: base })];
    const proxy = createTRPCProxyClient<typeof router>({ links }) as unknown as Untyped;
    assert.deepEqual(
      await within(5000, 'output call', proxy.user.query()),
      { id: 'u1' },
      'the unlisted key is dropped',
    );
    assert.equal(await within(5000, 'proxy call', proxy.hello.query('you')), 'hello you');

    const legacyClient = createTRPCClient<AnyRouter>({ links }) as unknown as {
      query: (path: string, input: unknown) => Promise<unknown>;
    };
    assert.equal(await within(5000, 'string-path call', legacyClient.query('legacy.hello', 'you')), 'hello you');
  },
);

fact(
  'blog/2023-01-17-tinyrpc-client/index.mdx',
  'an error envelope holds the JSON-RPC code (-32004 for NOT_FOUND) and data { code, httpStatus, path }, plus the stack unless NODE_ENV was production when initTRPC.create() ran; a zod rejection is BAD_REQUEST with the issues as JSON text; an empty mutation body reaches the procedure as undefined; a router key named then is rejected',
  async (t) => {
    const saved = process.env.NODE_ENV;
    t.after(() => {
      if (saved === undefined) delete env.NODE_ENV;
      else env.NODE_ENV = saved;
    });
    env.NODE_ENV = 'development';
    const tr = initTRPC.create();
    let received: unknown = 'not called';
    const router = tr.router({
      byId: tr.procedure.input(z.object({ id: z.number() })).query(({ input }) => {
        throw new TRPCError({ code: 'NOT_FOUND', message: `No post with id ${input.id}` });
      }),
      add: tr.procedure.input(z.object({ title: z.string().min(1) })).mutation(({ input }) => input),
      noInput: tr.procedure.mutation(({ input }) => {
        received = input;
        return 'done';
      }),
    });
    const base = await serve(t, router);

    const missing = await within(5000, 'answer to GET', fetch(`${base}/byId?input=${encodeURIComponent('{"id":7}')}`));
    assert.equal(missing.status, 404);
    const { error } = (await missing.json()) as {
      error: { message: string; code: number; data: Record<string, unknown> };
    };
    assert.equal(error.message, 'No post with id 7');
    assert.equal(error.code, -32004);
    assert.deepEqual(Object.keys(error.data).sort(), ['code', 'httpStatus', 'path', 'stack']);
    assert.equal(error.data.code, 'NOT_FOUND');
    assert.equal(error.data.httpStatus, 404);
    assert.equal(error.data.path, 'byId');

    const rejected = await within(
      5000,
      'answer to POST',
      fetch(`${base}/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":""}' }),
    );
    assert.equal(rejected.status, 400);
    const bad = ((await rejected.json()) as { error: { message: string; data: { code: string } } }).error;
    assert.equal(bad.data.code, 'BAD_REQUEST');
    const issues = JSON.parse(bad.message) as { code: string; path: string[] }[];
    assert.equal(issues[0]?.code, 'too_small', 'the message is the zod issues as JSON');
    assert.deepEqual(issues[0]?.path, ['title']);

    const empty = await within(5000, 'answer to an empty POST', fetch(`${base}/noInput`, { method: 'POST' }));
    assert.equal(empty.status, 200);
    assert.equal(received, undefined, 'the procedure sees undefined input');

    env.NODE_ENV = 'production';
    const shape = initTRPC
      .create()
      .router({})
      .getErrorShape({
        error: new TRPCError({ code: 'NOT_FOUND' }),
        type: 'query',
        path: 'byId',
        input: undefined,
        ctx: undefined,
      });
    assert.equal('stack' in shape.data, false, 'no stack with NODE_ENV=production');

    assert.throws(() => tr.router({ then: tr.procedure.query(() => 1) }), /Reserved words used/);
  },
);

fact(
  'blog/2023-01-17-tinyrpc-client/index.mdx',
  'a batch joins the procedure paths with commas, adds ?batch=1, sends the inputs as one JSON object keyed by position, and gets back an array of envelopes in the same order',
  async (t) => {
    const tr = initTRPC.create();
    const router = tr.router({
      double: tr.procedure.input(z.number()).query(({ input }) => input * 2),
      echo: tr.procedure.input(z.string()).query(({ input }) => input),
    });
    const base = await serve(t, router);
    const seen: string[] = [];
    const client = createTRPCProxyClient<typeof router>({
      links: [httpBatchLink({ url: base, fetch: recordingFetch(seen) })],
    });
    const results = await within(
      5000,
      'batched calls',
      Promise.all([client.double.query(21), client.echo.query('hi')]),
    );
    assert.deepEqual(results, [42, 'hi']);
    assert.equal(seen.length, 1, 'one request for both calls');
    const url = new URL(seen[0]?.replace(/^GET /, '') ?? '');
    assert.equal(url.pathname, '/double,echo');
    assert.equal(url.searchParams.get('batch'), '1');
    assert.deepEqual(JSON.parse(url.searchParams.get('input') ?? ''), { 0: 21, 1: 'hi' });

    const raw = await within(5000, 'raw batch', fetch(seen[0]?.replace(/^GET /, '') ?? ''));
    assert.deepEqual(await raw.json(), [{ result: { data: 42 } }, { result: { data: 'hi' } }]);
  },
);
