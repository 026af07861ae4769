/**
 * Shared by the docs facts (tests/facts/README.md): `fact()` names the page a check pins, and
 * `v10` / `v9` load a package from the package set that page's samples are compiled against, so a
 * fact always runs the version the page documents (not the site's own node_modules).
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, test, type TestContext } from 'node:test';

const samples = path.resolve(__dirname, '../../src/samples');

/**
 * A docs page's text, `page` from the repository root, with every run of white space as one space: a fact matches
 * a sentence however the page wraps it.
 */
export function pageText(page: string): string {
  return fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
}

/**
 * `process.env` as writable: a fact importing Next.js's types makes `NODE_ENV` read-only for the whole program.
 */
export const env: Record<string, string | undefined> = process.env;

/** A file of a @trpc/* package, in any node_modules folder. */
const TRPC_FILE = /[\\/]node_modules[\\/]@trpc[\\/]/;

/**
 * `require` from the package set in `folder` (src/samples/<version>), which fails loudly when a
 * @trpc/* module comes from another folder: the one asked for, or one that any module it loads loads
 * in turn. tsx applies the site tsconfig's `paths`, which map the bare `@trpc/client` to the 10.x
 * package for every importer outside node_modules, so without this check `v9('@trpc/client')` would
 * run 10.12.0 while the fact claims to check 9.27.4 (load 9.x's client by folder:
 * `v9('./node_modules/@trpc/client')`). tests/unit/facts-guard.test.ts fails without the check.
 */
export function packageSetRequire(folder: string): NodeJS.Require {
  const base = createRequire(path.join(folder, 'package.json'));
  const own = path.join(folder, 'node_modules') + path.sep;
  const assertOwn = (file: string, via: string) => {
    if (TRPC_FILE.test(file) && !file.startsWith(own)) {
      throw new Error(
        `${path.relative(samples, folder)}(${JSON.stringify(via)}) loads ${file}, a @trpc/* module outside ${own}: ` +
          `the fact would check another version than its page documents (tsx maps the bare @trpc/client through ` +
          `the site tsconfig's paths; load it by folder, e.g. './node_modules/@trpc/client')`,
      );
    }
  };
  /** The module `file` and every module it has loaded so far, each once. */
  const assertLoadsOwn = (file: string, via: string) => {
    const checked = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (checked.has(next)) continue;
      checked.add(next);
      assertOwn(next, via);
      for (const child of base.cache[next]?.children ?? []) stack.push(child.id);
    }
  };
  const guarded = (id: string): unknown => {
    const file = base.resolve(id);
    assertOwn(file, id);
    const loaded: unknown = base(id);
    assertLoadsOwn(file, id);
    return loaded;
  };
  return Object.assign(guarded as NodeJS.Require, {
    resolve: base.resolve,
    cache: base.cache,
    extensions: base.extensions,
    main: base.main,
  });
}

/** `require` from src/samples/v10: @trpc/* 10.12.0 and the servers its samples use. */
export const v10 = packageSetRequire(path.join(samples, 'v10'));
/** `require` from src/samples/v9: @trpc/* 9.27.4 and the servers its samples use (see `packageSetRequire`). */
export const v9 = packageSetRequire(path.join(samples, 'v9'));

/**
 * Declares the check of one statement of one page. The page's path starts the test's name and its
 * failure message, so a package upgrade that changes the behaviour says which page is now wrong.
 */
export function fact(
  page: string,
  claim: string,
  check: (t: TestContext) => void | Promise<void>,
  timeoutMs = 30_000,
): void {
  void test(`${page}: ${claim}`, { timeout: timeoutMs }, async (t) => {
    try {
      await check(t);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Either side may have moved: an upgraded package, or the page's own code (tests/facts/pageCode.ts).
      throw new Error(
        `${page} says that ${claim}, and the installed package or the page's code no longer agrees: ${reason}`,
        {
          cause: error,
        },
      );
    }
  });
}

/** Rejects when `promise` has not settled after `ms`, naming what was awaited. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits until `condition()` holds, checking every 20 ms, and fails after `ms` naming `what`. The
 * timer stops either way, so a fact that times out still lets its process exit.
 */
export async function until(ms: number, what: string, condition: () => boolean): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await within(
      ms,
      what,
      new Promise<void>((resolve) => {
        timer = setInterval(() => condition() && resolve(), 20);
      }),
    );
  } finally {
    clearInterval(timer);
  }
}

/** A loopback port that nothing listens on: the OS picks it, then it is closed again. */
export async function closedPort(): Promise<number> {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What `promise` rejects with; fails when it resolves, or when it has not settled after `ms`. */
export function rejection(promise: Promise<unknown>, ms = 5000): Promise<unknown> {
  return within(
    ms,
    'rejection',
    promise.then(
      () => assert.fail('the call should fail'),
      (reason: unknown) => reason,
    ),
  );
}

const fileClosers: (() => void)[] = [];
after(() => fileClosers.forEach((close) => close()));
/**
 * The scope of what a file's facts share, such as a server the first fact that needs it starts: closed after
 * the run's last test, the file's or, in `npm run test:facts` (all.ts), the last file's (node:test's after(),
 * called inside a test, would close it when that test ends).
 * Pass it where a test's context goes, as to `listenOnLoopback(fileScope, server)`.
 */
export const fileScope = { after: (close: () => void) => void fileClosers.push(close) };

/**
 * Starts `server` on a loopback port the OS picks and returns its origin; the server and its open
 * connections are closed when the test ends.
 */
export async function listenOnLoopback(t: { after: (fn: () => void) => void }, server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  t.after(() => {
    server.closeAllConnections();
    server.close();
  });
  await within(5000, 'listening server', once(server, 'listening'));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A request listener, as the Node.js adapters of both versions and an Express app are. */
type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/**
 * One server on the loopback for the file (`fileScope`) that serves each listener under its own first path
 * segment (`/v10/hello` reaches `handlers.get('v10')` as `/hello`), and 404 for another; its origin.
 */
export function servePrefixed(handlers: ReadonlyMap<string, Listener>): Promise<string> {
  const server = http.createServer((req, res) => {
    const [, prefix = '', ...rest] = (req.url ?? '/').split('/');
    const handler = handlers.get(prefix);
    if (!handler) return void res.writeHead(404).end();
    req.url = `/${rest.join('/')}`;
    void handler(req, res);
  });
  return listenOnLoopback(fileScope, server);
}

/** POSTs `text`, JSON-encoded, to the mutation `echo` under `base`. */
export function postEcho(base: string, text: string): Promise<Response> {
  return fetch(`${base}/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(text),
  });
}

/**
 * `maxBodySize` counts UTF-16 code units of the decoded body, not bytes (both versions): `base` serves an `echo`
 * mutation with a limit of 10. With JSON's two quotes, 8 × `é` (18 bytes), 8 × `⭐` (26 bytes) and 4 × `😀`
 * (18 bytes) are 10 code units each and are answered; one character more of each is over the limit and dropped.
 */
export async function expectCodeUnitsOfCharacters(base: string): Promise<void> {
  const answer = (text: string) =>
    within(
      5000,
      `the answer to ${JSON.stringify(text)}`,
      postEcho(base, text).then(
        (response) => response.status,
        (error: unknown) => (error instanceof TypeError ? 'dropped' : error),
      ),
    );
  assert.equal(Buffer.byteLength(JSON.stringify('⭐'.repeat(8))), 26);
  assert.deepEqual(
    [await answer('é'.repeat(8)), await answer('⭐'.repeat(8)), await answer('😀'.repeat(4))],
    [200, 200, 200],
  );
  assert.deepEqual(
    [await answer('é'.repeat(9)), await answer('⭐'.repeat(9)), await answer('😀'.repeat(5))],
    ['dropped', 'dropped', 'dropped'],
  );
}

/**
 * `maxBodySize` in the Node.js HTTP handler of both versions: a body over the limit (1,000
 * characters to an `echo` mutation under `base` served with a limit of 100) gets no HTTP response,
 * as the socket is destroyed, and `onError` sees PAYLOAD_TOO_LARGE (`reported`, the code it got; the
 * formatter and `responseMeta` see it too, whose response is never sent: tests/facts/audit-n.test.ts).
 */
export async function expectLongBodyDropped(base: string, reported: Promise<string>): Promise<void> {
  const failure = await within(
    5000,
    'end of the request with a long body',
    postEcho(base, 'x'.repeat(1000)).then(
      (response) => assert.fail(`the client should get no response, got HTTP ${response.status}`),
      (error: unknown) => error,
    ),
  );
  assert.ok(failure instanceof TypeError, 'the client should see a network error');
  assert.equal(failure.message, 'fetch failed');
  assert.equal(await within(5000, 'onError call', reported), 'PAYLOAD_TOO_LARGE');
}

/**
 * Records the delay of each reconnect timer a WebSocket client sets (its handler is named
 * `reconnect`, in 9.x and 10.x) and runs the timer at once; other timers run as set.
 */
export function recordReconnectDelays(t: { after: (fn: () => void) => void }): number[] {
  const delays: number[] = [];
  const original = globalThis.setTimeout;
  globalThis.setTimeout = ((handler: () => void, ms?: number) => {
    if (handler.name === 'reconnect') {
      delays.push(ms ?? 0);
      return original(handler, 0);
    }
    return original(handler, ms);
  }) as typeof setTimeout;
  t.after(() => (globalThis.setTimeout = original));
  return delays;
}

/** Next.js's runner of API routes, `next start`'s for pages/api/*. */
type ApiResolver = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  query: Record<string, string | string[]>,
  resolverModule: { default: unknown; config?: NextApiRouteConfig },
  apiContext: Record<string, string>,
  propagateError: boolean,
) => Promise<void>;

/** What a pages/api route file exports as `config`, as far as the facts use it. */
export interface NextApiRouteConfig {
  api?: { bodyParser?: false | { sizeLimit?: string | number } };
}

/**
 * The request listener of `handler` (a Next.js API route at /api/trpc/[trpc] whose file exports
 * `config`), run as `next start` does through the v10 package set's own Next.js runner, so its body
 * parser and response helpers run. `page` serves it as another route file instead, such as
 * `/api/trpc/[[...trpc]]`: its parameters come from that Next.js's own route matcher.
 */
export function nextApiRoute(
  handler: unknown,
  config?: NextApiRouteConfig,
  page?: string,
): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const { apiResolver } = v10('next/dist/server/api-utils/node/api-resolver') as { apiResolver: ApiResolver };
  const match = page === undefined ? undefined : nextRouteMatcher(page);
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = match ? match(url.pathname) || {} : { trpc: url.pathname.slice('/api/trpc/'.length) };
    const query = { ...Object.fromEntries(url.searchParams), ...params };
    const preview = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
    void apiResolver(req, res, query, { default: handler, config }, preview, false);
  };
}

/** The route parameters the v10 package set's Next.js finds for a pathname in the pages route `page`, or false. */
function nextRouteMatcher(page: string): (pathname: string) => Record<string, string | string[]> | false {
  const { getRouteRegex } = v10('next/dist/shared/lib/router/utils/route-regex') as {
    getRouteRegex: (route: string) => unknown;
  };
  const { getRouteMatcher } = v10('next/dist/shared/lib/router/utils/route-matcher') as {
    getRouteMatcher: (regex: unknown) => (pathname: string) => Record<string, string | string[]> | false;
  };
  return getRouteMatcher(getRouteRegex(page));
}

/** Serves `handler` (a Next.js API route) as `next start` does at /api/trpc/[trpc] (`nextApiRoute`). */
export function nextApiServer(handler: unknown): http.Server {
  return http.createServer(nextApiRoute(handler));
}

/**
 * A browser's CORS preflight for `/hello` as API Gateway's payload 2.0 hands it to a Lambda function. Both
 * versions' `@types/aws-lambda` name this shape `APIGatewayProxyEventV2`: cast it to the fact's own.
 */
export const lambdaPreflightEvent: unknown = {
  version: '2.0',
  routeKey: '$default',
  rawPath: '/hello',
  rawQueryString: '',
  headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET' },
  requestContext: { http: { method: 'OPTIONS' } },
  isBase64Encoded: false,
};

/**
 * Errors thrown where no caller can catch them while the fact runs: the test runner's own listeners (which would
 * fail the test) are set aside and put back when the fact ends.
 */
export function catchUncaught(t: { after: (fn: () => void) => void }): unknown[] {
  const caught: unknown[] = [];
  const runner = process.rawListeners('uncaughtException') as ((error: Error) => void)[];
  const listener = (error: Error) => void caught.push(error);
  process.removeAllListeners('uncaughtException');
  process.on('uncaughtException', listener);
  t.after(() => {
    process.removeListener('uncaughtException', listener);
    for (const l of runner) process.on('uncaughtException', l);
  });
  return caught;
}

/**
 * A 9.27.4 Express app with one `echo` mutation (its input as a string), mounted once per entry of `limits` at
 * `/<name>` with that `maxBodySize` (`undefined`: no limit), listening on the loopback; resolves to its origin.
 */
export async function v9ExpressEcho(
  t: { after: (fn: () => void) => void },
  limits: Record<string, number | undefined>,
): Promise<string> {
  type Trpc = typeof import('../../src/samples/v9/node_modules/@trpc/server');
  type Adapter = typeof import('../../src/samples/v9/node_modules/@trpc/server/adapters/express');
  const trpc = v9('./node_modules/@trpc/server') as Trpc;
  const { createExpressMiddleware } = v9('./node_modules/@trpc/server/adapters/express') as Adapter;
  const express = v9('express') as typeof import('../../src/samples/v9/node_modules/@types/express');
  const router = trpc
    .router()
    .mutation('echo', { input: (value: unknown) => String(value), resolve: ({ input }) => input });
  const app = express();
  for (const [name, maxBodySize] of Object.entries(limits)) {
    app.use(`/${name}`, createExpressMiddleware({ router, maxBodySize }));
  }
  return listenOnLoopback(t, http.createServer(app));
}
