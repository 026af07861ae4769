/**
 * How the HTTP adapters limit request bodies: the Express adapter's `maxBodySize` (9.x and 10.x) drops
 * the connection, and 10.x's Fastify adapter leaves the limit to Fastify.
 *
 *   node --import tsx --test tests/facts/body-limits.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type Express from '../../src/samples/v9/node_modules/@types/express';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import {
  expectCodeUnitsOfCharacters,
  expectLongBodyDropped,
  fact,
  listenOnLoopback,
  pageText,
  postEcho,
  v10,
  v9,
  within,
} from './facts';

const LONG_BODY_DROPPED =
  'a body longer than maxBodySize gets no HTTP response (the socket is destroyed), and on the server onError sees PAYLOAD_TOO_LARGE';

type ReportCode = (code: string) => void;

/** The 10.x Express middleware of an `echo` mutation with a `maxBodySize`; `report` gets each error's code. */
function echoMiddleware10(maxBodySize: number, report: ReportCode = () => {}): Express.RequestHandler {
  const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
  const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
  const trpc = initTRPC.create();
  const router = trpc.router({
    echo: trpc.procedure.input((value: unknown) => String(value)).mutation(({ input }) => input),
  });
  return createExpressMiddleware({ router, maxBodySize, onError: ({ error }) => report(error.code) });
}

/** The same in 9.x. */
function echoMiddleware9(maxBodySize: number, report: ReportCode = () => {}): Express.RequestHandler {
  const trpc = v9('@trpc/server') as typeof ServerV9;
  const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
  const router = trpc
    .router()
    .mutation('echo', { input: (value: unknown) => String(value), resolve: ({ input }) => input });
  return createExpressMiddleware({ router, maxBodySize, onError: ({ error }) => report(error.code) });
}

const express10 = () => v10('express') as typeof Express;
const express9 = () => v9('express') as typeof Express;

/**
 * Serves `middleware` under /trpc with a `maxBodySize` of 100, and checks that a small body is
 * answered, while a long one ends the connection with no HTTP response and reaches `onError` (the formatter
 * and `responseMeta` see it too: tests/facts/audit-n.test.ts).
 */
async function expectExpressDropsLongBody(
  t: { after: (fn: () => void) => void },
  express: typeof Express,
  middleware: (onError: (code: string) => void) => Express.RequestHandler,
): Promise<void> {
  let reportError: (code: string) => void = () => {};
  const reported = new Promise<string>((resolve) => (reportError = resolve));
  const app = express();
  app.use(
    '/trpc',
    middleware((code) => reportError(code)),
  );
  const base = `${await listenOnLoopback(t, http.createServer(app))}/trpc`;
  const small = await within(5000, 'answer to a small body', postEcho(base, 'x'.repeat(10)));
  assert.equal(small.status, 200, 'a body under the limit should be answered');
  await expectLongBodyDropped(base, reported);
}

// The error pages state it for every Node.js adapter that reads the body: the Express one shows it.
for (const page of [
  'versioned_docs/version-9.x/server/express.md',
  'versioned_docs/version-9.x/server/error-handling.md',
  'versioned_docs/version-9.x/further/rpc.md',
]) {
  fact(page, LONG_BODY_DROPPED, (t) =>
    expectExpressDropsLongBody(t, express9(), (report) => echoMiddleware9(100, report)),
  );
}

for (const page of ['docs/server/adapter/express.md', 'docs/server/error-handling.md', 'docs/further/rpc.md']) {
  fact(page, LONG_BODY_DROPPED, (t) =>
    expectExpressDropsLongBody(t, express10(), (report) => echoMiddleware10(100, report)),
  );
}

fact(
  'docs/further/faq.md',
  "the 10.x Fastify adapter ignores maxBodySize, and Fastify's own bodyLimit answers 413",
  async (t) => {
    const fastify = v10('fastify') as typeof Fastify;
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;

    const trpc = initTRPC.create();
    const router = trpc.router({
      echo: trpc.procedure.input((value: unknown) => value).mutation(({ input }) => input),
    });
    const app = fastify({ bodyLimit: 500 });
    t.after(() => app.close());
    // The option is not in FastifyHandlerOptions; passed anyway, to show the adapter does not read it.
    const trpcOptions = { router, maxBodySize: 10 };
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
    await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;

    const overMaxBodySize = await within(5000, 'answer to a body over maxBodySize', postEcho(base, 'x'.repeat(100)));
    assert.equal(overMaxBodySize.status, 200, 'a body over maxBodySize but under bodyLimit should be answered');
    const overBodyLimit = await within(5000, 'answer to a body over bodyLimit', postEcho(base, 'x'.repeat(1000)));
    assert.equal(overBodyLimit.status, 413, "a body over Fastify's bodyLimit should get 413");
  },
);

const COUNTS_CODE_UNITS =
  'maxBodySize counts the decoded body in UTF-16 code units: not bytes (45 emoji, 182 bytes, pass a limit of 100), and an emoji counts as two (50 emoji are dropped)';

/** Serves `middleware` under /trpc and posts emoji to its `echo` mutation, whose `maxBodySize` is 100. */
async function expectCodeUnitsCounted(
  t: { after: (fn: () => void) => void },
  express: typeof Express,
  middleware: Express.RequestHandler,
): Promise<void> {
  const app = express();
  app.use('/trpc', middleware);
  const base = `${await listenOnLoopback(t, http.createServer(app))}/trpc`;
  // JSON.stringify adds two quotes: 2 + 45 × 2 = 92 code units, 182 bytes.
  const under = await within(5000, 'answer to 45 emoji', postEcho(base, '😀'.repeat(45)));
  assert.equal(under.status, 200, '92 code units (182 bytes) should be under a maxBodySize of 100');
  // 2 + 50 × 2 = 102 code units, 52 characters.
  const over = await within(
    5000,
    'end of the request with 50 emoji',
    postEcho(base, '😀'.repeat(50)).then(
      (response) => `HTTP ${response.status}`,
      () => 'dropped',
    ),
  );
  assert.equal(over, 'dropped', '102 code units (52 characters) should be over a maxBodySize of 100');
}

for (const page of ['docs/server/adapter/express.md', 'docs/server/api-handler.md', 'docs/further/faq.md']) {
  fact(page, COUNTS_CODE_UNITS, (t) => expectCodeUnitsCounted(t, express10(), echoMiddleware10(100)));
}

fact('versioned_docs/version-9.x/server/express.md', COUNTS_CODE_UNITS, (t) =>
  expectCodeUnitsCounted(t, express9(), echoMiddleware9(100)),
);

fact(
  'docs/server/adapter/express.md',
  'maxBodySize counts é and ⭐ as one code unit each and 😀 as two, whatever their bytes (10.12.0)',
  async (t) => {
    const page = pageText('docs/server/adapter/express.md');
    assert.match(page, /\(not bytes: `é` and `⭐` count as one each, `😀` as two\)/);
    assert.doesNotMatch(page, /an emoji counts as two/);
    const app = express10()();
    app.use('/trpc', echoMiddleware10(10));
    await expectCodeUnitsOfCharacters(`${await listenOnLoopback(t, http.createServer(app))}/trpc`);
  },
);

const PARSER_FIRST =
  'behind a body parser (express.json() before the tRPC middleware), maxBodySize does not apply: the adapter uses req.body';

/** `middleware` behind express.json() with a `maxBodySize` of 10: a 100-character body is still answered. */
async function expectParserBypassesLimit(
  t: { after: (fn: () => void) => void },
  express: typeof Express,
  middleware: Express.RequestHandler,
): Promise<void> {
  const app = express();
  app.use('/trpc', express.json(), middleware);
  const base = `${await listenOnLoopback(t, http.createServer(app))}/trpc`;
  // An object: express.json() refuses a bare JSON string in its default strict mode.
  const body = JSON.stringify({ text: 'x'.repeat(100) });
  const posted = fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const response = await within(5000, 'answer to a body over maxBodySize', posted);
  assert.equal(response.status, 200, 'the parsed body should be used whatever its length');
}

for (const page of ['docs/server/adapter/express.md', 'docs/further/rpc.md']) {
  fact(page, PARSER_FIRST, (t) => expectParserBypassesLimit(t, express10(), echoMiddleware10(10)));
}

fact('versioned_docs/version-9.x/further/rpc.md', PARSER_FIRST, (t) =>
  expectParserBypassesLimit(t, express9(), echoMiddleware9(10)),
);
