/**
 * Independent audit AW (bench/audit-independent-2026-11-29aw.md, tests/facts/README.md): claims of the loggerLink
 * and response caching pages that the audit found wider than the installed packages, pinned as corrected. One
 * server serves, by path prefix: a 10.x standalone handler (`/log`, for loggerLink), one with `maxBodySize: 100`
 * (`/body`), and Next.js API routes `/api/trpc/[[...trpc]]` run by each package set's own Next.js (`/next10`: 13.5
 * with @trpc/server 10.12.0, `/next9`: 12.3 with 9.27.4). It closes when the file's tests end.
 *
 *   node --import tsx --test tests/facts/audit-aw.test.ts
 */
import assert from 'node:assert/strict';
import { Console } from 'node:console';
import http from 'node:http';
import { Writable } from 'node:stream';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCSSG from '../../src/samples/v10/node_modules/@trpc/react-query/ssg';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { expectLongBodyDropped, fact, fileScope, listenOnLoopback, nextApiRoute, rejection, v10, v9 } from './facts';
import { runPageCode } from './pageCode';

const LOGGER_PAGE = 'docs/client/links/loggerLink.md';
const CACHING_PAGE = 'docs/server/caching.md';
const CACHING_PAGE_V9 = 'versioned_docs/version-9.x/server/caching.md';
const SSG_PAGE = 'docs/nextjs/ssg.md';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
const { createTRPCProxyClient, httpBatchLink, loggerLink } = v10('@trpc/client') as typeof TRPCClient;

const t = initTRPC.create();
const router = t.router({
  hello: t.procedure.query(() => 'world'),
  profile: t.procedure.input((raw) => raw as { user: { password: string } }).query(() => ({ user: { name: 'Ada' } })),
  fail: t.procedure.query(() => {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'no such item' });
  }),
  echo: t.procedure.input((raw) => raw).mutation(({ input }) => input),
});

/** What each handler's `responseMeta` and `onError` saw, by prefix, as `meta:<codes>` and `onError:<code>`. */
const seen: Record<string, string[]> = { body: [], next10: [], next9: [] };
const record = (prefix: string) => ({
  responseMeta: ({ errors }: { errors: { code: string }[] }) => {
    seen[prefix]?.push(`meta:${errors.map((error) => error.code).join(',')}`);
    return {};
  },
  onError: ({ error }: { error: { code: string } }) => void seen[prefix]?.push(`onError:${error.code}`),
});
let bodyReported: (code: string) => void = () => undefined;
const bodyCode = new Promise<string>((resolve) => (bodyReported = resolve));

const logRoute = createHTTPHandler({ router });
const bodyRoute = createHTTPHandler({
  router,
  maxBodySize: 100,
  responseMeta: record('body').responseMeta,
  onError: ({ error }) => {
    seen.body?.push(`onError:${error.code}`);
    bodyReported(error.code);
  },
});
const next10Route = nextApiRoute(
  createNextApiHandler({ router, ...record('next10') }),
  undefined,
  '/api/trpc/[[...trpc]]',
);

/** The 9.x router and Next.js 12 (9.x's package set) running its adapter for `pages/api/trpc/[[...trpc]].ts`. */
function next9Route(): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const trpc = v9('@trpc/server') as typeof ServerV9;
  const { createNextApiHandler: createNextApiHandlerV9 } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
  const routerV9 = trpc.router().query('hello', { resolve: () => 'world' });
  const handler = createNextApiHandlerV9({ router: routerV9, createContext: () => ({}), ...record('next9') });
  const nextPackage = v9('next/package.json') as { version: string };
  assert.match(nextPackage.version, /^12\./);
  const { apiResolver } = v9('next/dist/server/api-utils/node') as {
    apiResolver: (...args: unknown[]) => Promise<void>;
  };
  const { getRouteRegex } = v9('next/dist/shared/lib/router/utils/route-regex') as {
    getRouteRegex: (route: string) => unknown;
  };
  const { getRouteMatcher } = v9('next/dist/shared/lib/router/utils/route-matcher') as {
    getRouteMatcher: (regex: unknown) => (pathname: string) => Record<string, string | string[]> | false;
  };
  const match = getRouteMatcher(getRouteRegex('/api/trpc/[[...trpc]]'));
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query = { ...Object.fromEntries(url.searchParams), ...(match(url.pathname) || {}) };
    const preview = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
    void apiResolver(req, res, query, { default: handler }, preview, false);
  };
}
const routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {
  log: (req, res) => void logRoute(req, res),
  body: (req, res) => void bodyRoute(req, res),
  next10: next10Route,
  next9: next9Route(),
};

const origin = listenOnLoopback(
  fileScope,
  http.createServer((req, res) => {
    const [, prefix = ''] = /^\/(\w+)/.exec(req.url ?? '') ?? [];
    req.url = (req.url ?? '').slice(prefix.length + 1) || '/';
    (routes[prefix] ?? ((_, response) => response.writeHead(404).end()))(req, res);
  }),
);

/** A Node.js `Console` whose output (both streams) collects in `text()`. */
function capturedConsole(): { console: Console; text: () => string } {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { console: new Console({ stdout: sink, stderr: sink }), text: () => text };
}

fact(
  LOGGER_PAGE,
  "the prefixing `console` option of the page's quietLogger keeps the built-in format: a failed call writes one line, '[trpc] << query #2 fail' with its object, without the %c markers or the colour CSS as text; the start of a call and a success write nothing",
  async () => {
    const captured = capturedConsole();
    const { quietLogger } = runPageCode<{ quietLogger: ReturnType<typeof loggerLink> }>(LOGGER_PAGE, ['quietLogger'], {
      console: captured.console,
    });
    const client = createTRPCProxyClient<typeof router>({
      links: [quietLogger, httpBatchLink({ url: `${await origin}/log` })],
    });
    assert.equal(await client.hello.query(), 'world');
    await rejection(client.fail.query());
    const output = captured.text();
    assert.match(output, /^\[trpc\] {2}<< query #2 fail \{\n/);
    assert.match(output, /result: TRPCClientError: no such item/);
    assert.doesNotMatch(output, /%c|%O|background-color/);
    assert.doesNotMatch(output, /hello|>>/);
  },
);

fact(
  LOGGER_PAGE,
  "in Node.js the built-in logger prints the logged object three levels deep: an input's fields two levels down show, and a result's data object shows as [Object]",
  async () => {
    const captured = capturedConsole();
    const client = createTRPCProxyClient<typeof router>({
      links: [loggerLink({ console: captured.console }), httpBatchLink({ url: `${await origin}/log` })],
    });
    assert.deepEqual(await client.profile.query({ user: { password: 'secret' } }), { user: { name: 'Ada' } });
    const [up = '', down = ''] = captured.text().split(/(?=^ << )/m);
    assert.match(up, /^ >> query #1 profile \{ input: \{ user: \{ password: 'secret' \} \}, context: \{\} \}\n$/);
    assert.match(down, /^ << query #1 profile \{\n {2}input: \{ user: \{ password: 'secret' \} \},/);
    assert.match(down, /\n {4}result: \{ data: \[Object\], type: 'data' \}\n/);
    assert.doesNotMatch(down, /Ada/);
  },
);

/** Status, body text and what responseMeta and onError saw for a GET of `path` under the route `prefix`. */
async function get(prefix: 'next10' | 'next9', path: string): Promise<{ status: number; body: string; saw: string[] }> {
  seen[prefix] = [];
  const response = await fetch(`${await origin}/${prefix}${path}`);
  return { status: response.status, body: await response.text(), saw: seen[prefix] ?? [] };
}

for (const [page, prefix] of [
  [CACHING_PAGE, 'next10'],
  [CACHING_PAGE_V9, 'next9'],
] as const) {
  fact(
    page,
    'a pages/api/trpc/[[...trpc]].ts route answers a request to its bare path, /api/trpc, with the Next.js adapter\'s own 500 (Query "trpc" not found) and calls neither responseMeta nor onError; a procedure path under it is answered through responseMeta',
    async () => {
      const bare = await get(prefix, '/api/trpc');
      assert.equal(bare.status, 500);
      assert.match(bare.body, /Query \\"trpc\\" not found/);
      assert.deepEqual(bare.saw, []);
      const withQuery = await get(prefix, '/api/trpc?batch=1&input=%7B%7D');
      assert.equal(withQuery.status, 500);
      assert.deepEqual(withQuery.saw, []);
      const procedure = await get(prefix, '/api/trpc/hello');
      assert.equal(procedure.status, 200);
      assert.deepEqual(procedure.saw, ['meta:']);
    },
  );
}

fact(
  CACHING_PAGE,
  'for a body over maxBodySize, responseMeta runs (its errors: PAYLOAD_TOO_LARGE) although no response is sent',
  async () => {
    await expectLongBodyDropped(`${await origin}/body`, bodyCode);
    assert.deepEqual(seen.body, ['onError:PAYLOAD_TOO_LARGE', 'meta:PAYLOAD_TOO_LARGE']);
  },
);

fact(
  SSG_PAGE,
  "ssg.dehydrate() keeps a failed query: with superjson its error comes back as an Error with its message; without a transformer its state (data undefined, error an Error) fails Next.js's props check that next dev and next build run, with 'Error serializing'",
  async () => {
    const { createProxySSGHelpers } = v10('@trpc/react-query/ssg') as typeof TRPCSSG;
    const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;
    const { isSerializableProps } = v10('next/dist/lib/is-serializable-props') as {
      isSerializableProps: (page: string, method: string, props: object) => true;
    };
    const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
    const dehydrated = async (transformer?: typeof superjson) => {
      const ssg = createProxySSGHelpers({ router, ctx: {}, transformer, queryClientConfig: { logger: quiet } });
      await ssg.fail.prefetch();
      return ssg.dehydrate();
    };
    const viaSuperjson = superjson.deserialize<{ queries: { state: { error: unknown } }[] }>(
      (await dehydrated(superjson)) as unknown as Parameters<typeof superjson.deserialize>[0],
    );
    const [failed] = viaSuperjson.queries;
    assert.ok(failed?.state.error instanceof Error, 'the error should come back as an Error');
    assert.equal(failed.state.error.message, 'no such item');

    const plain = await dehydrated();
    const [state] = plain.queries.map((query) => query.state);
    assert.equal(state?.status, 'error');
    assert.equal(state.data, undefined);
    assert.ok(state.error instanceof Error);
    assert.throws(() => isSerializableProps('/posts/[id]', 'getStaticProps', { trpcState: plain }), {
      message: /^Error serializing `\.trpcState\.queries\[0\]\.state\.data` returned from `getStaticProps`/,
    });
    // With `data` made JSON, the error object is the next thing the check rejects.
    assert.throws(() => isSerializableProps('/posts/[id]', 'getStaticProps', { state: { ...state, data: null } }), {
      message: /^Error serializing `\.state\.error`.*\n.*\("\[object Error\]"\) cannot be serialized as JSON/,
    });
  },
);
