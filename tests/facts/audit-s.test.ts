/**
 * Independent audit S (bench/audit-independent-2026-11-29s.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than the installed packages, pinned as corrected.
 * One server per package set serves every fact of this file and closes when the file's tests end.
 *
 *   node --import tsx --test tests/facts/audit-s.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpBatchLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpBatchLink';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type Express from '../../src/samples/v9/node_modules/@types/express';
import { fact, fileScope, listenOnLoopback, rejection, v10, v9, within } from './facts';
import { runPageCode } from './pageCode';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
type ApiResolver = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  query: Record<string, string | string[]>,
  resolverModule: { default: unknown },
  apiContext: Record<string, string>,
  propagateError: boolean,
) => Promise<void>;
type RouteMatcher = (pathname: string) => Record<string, string | string[]> | false;

/**
 * A `handler` for each of `pages` (Next.js pages/api routes such as `/optional/[[...trpc]]`) as `next start` runs
 * them: the route parameters come from the package set's own Next.js route matcher, the request from its API
 * resolver (`resolverPath`: where that Next.js version keeps it).
 */
function nextApiRoutes(packages: NodeJS.Require, resolverPath: string, pages: string[], handler: unknown): Handler {
  const { getRouteRegex } = packages('next/dist/shared/lib/router/utils/route-regex') as {
    getRouteRegex: (page: string) => unknown;
  };
  const { getRouteMatcher } = packages('next/dist/shared/lib/router/utils/route-matcher') as {
    getRouteMatcher: (regex: unknown) => RouteMatcher;
  };
  const { apiResolver } = packages(resolverPath) as { apiResolver: ApiResolver };
  const matchers = pages.map((page) => getRouteMatcher(getRouteRegex(page)));
  const preview = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = matchers.map((match) => match(url.pathname)).find((found) => found !== false);
    if (!params) {
      res.statusCode = 404;
      res.end();
      return;
    }
    void apiResolver(
      req,
      res,
      { ...Object.fromEntries(url.searchParams), ...params },
      { default: handler },
      preview,
      false,
    );
  };
}

/** Where each route file of the Next.js facts is served: `[trpc]`, `[...trpc]`, `[[...trpc]]`, and `[id]`. */
const PAGES = ['/one/[trpc]', '/rest/[...trpc]', '/optional/[[...trpc]]', '/other/[id]'];

// ---------------------------------------------------------------------------------------------
// 10.x: one server with the Next.js adapter behind the four route files

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;

const t10 = initTRPC.create();
/** The paths of the procedure calls the 10.x router ran. */
const calls10: string[] = [];
const counted = t10.procedure.use(({ path, next }) => {
  calls10.push(path);
  return next();
});
const router10 = t10.router({
  hi: counted.query(() => 'hi'),
  limited: counted.query(() => {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS' });
  }),
  slow: counted.query(() => {
    throw new TRPCError({ code: 'TIMEOUT' });
  }),
  broken: counted.query(() => {
    throw new Error('database unavailable');
  }),
});
/** What the 10.x adapter's onError saw, by code. */
const reported10: string[] = [];
/** The origin of the 10.x server (started when the file loads, so that the file's `after` closes it). */
const origin10 = listenOnLoopback(
  fileScope,
  http.createServer(
    nextApiRoutes(
      v10,
      'next/dist/server/api-utils/node/api-resolver',
      PAGES,
      createNextApiHandler({ router: router10, onError: ({ error }) => reported10.push(error.code) }),
    ),
  ),
);

/** What a call that must fail gave the client: its message and the status its data names. */
async function failure(call: Promise<unknown>): Promise<{ message: string; status: number | undefined }> {
  const error = await rejection(call);
  assert.ok(error instanceof TRPCClientError, `expected a TRPCClientError, got ${String(error)}`);
  const { data } = error as TRPCClient.TRPCClientError<typeof router10>;
  return { message: (error as Error).message, status: data?.httpStatus };
}

fact(
  'docs/server/api-handler.md',
  'the Next.js adapter reads the procedure path from the route parameter `trpc`: `[trpc].ts`, `[...trpc].ts` and the optional catch-all `[[...trpc]].ts` all serve calls; a route file whose parameter has another name answers every call with a 500 of its own, which onError does not see',
  async () => {
    const origin = await origin10;
    for (const route of ['one', 'rest', 'optional']) {
      const client = createTRPCProxyClient<typeof router10>({ links: [httpLink({ url: `${origin}/${route}` })] });
      assert.equal(await within(5000, `a call through /${route}`, client.hi.query()), 'hi', route);
    }
    const other = createTRPCProxyClient<typeof router10>({ links: [httpLink({ url: `${origin}/other` })] });
    const before = reported10.length;
    const { message, status } = await failure(other.hi.query());
    assert.equal(status, 500);
    assert.match(message, /Query "trpc" not found/);
    assert.equal(reported10.length, before, 'onError should not see it');
  },
);

fact(
  'docs/client/links/index.mdx',
  "the page's retry link gives a 4xx answer to the caller at once, TIMEOUT (408) and TOO_MANY_REQUESTS (429) included, and retries a 500",
  async () => {
    type RetryLink = (opts: { retries: number; baseDelayMs?: number }) => TRPCClient.TRPCLink<typeof router10>;
    const { retryLink } = runPageCode<{ retryLink: RetryLink }>('docs/client/links/index.mdx', ['retryLink']);
    const client = createTRPCProxyClient<typeof router10>({
      links: [retryLink({ retries: 2, baseDelayMs: 1 }), httpLink({ url: `${await origin10}/one` })],
    });
    calls10.length = 0;
    assert.equal((await failure(client.limited.query())).status, 429);
    assert.equal((await failure(client.slow.query())).status, 408);
    assert.deepEqual(calls10.splice(0), ['limited', 'slow'], 'each sent once');
    assert.equal((await failure(client.broken.query())).status, 500);
    assert.deepEqual(calls10.splice(0), ['broken', 'broken', 'broken'], 'a 500 is retried');
  },
);

// ---------------------------------------------------------------------------------------------
// 9.x: one server with the Next.js adapter behind the four route files, and Express behind express.json()

const trpc9 = v9('@trpc/server') as typeof ServerV9;
const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { httpLink: httpLinkV9 } = v9('@trpc/client/links/httpLink') as typeof HttpLinkV9;
const { httpBatchLink: httpBatchLinkV9 } = v9('@trpc/client/links/httpBatchLink') as typeof HttpBatchLinkV9;
const { createNextApiHandler: createNextApiHandlerV9 } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
const express = v9('express') as typeof Express;

const router9 = trpc9
  .router()
  .query('hi', { resolve: () => 'hi' })
  .mutation('clear', { resolve: () => 'cleared' });
/** What the 9.x Next.js adapter's onError saw, by code. */
const reported9: string[] = [];
const routes9 = nextApiRoutes(
  v9,
  'next/dist/server/api-utils/node',
  PAGES,
  createNextApiHandlerV9({
    router: router9,
    createContext: () => ({}),
    onError: ({ error }) => reported9.push(error.code),
  }),
);
const app9 = express();
app9.use('/express', express.json(), createExpressMiddleware({ router: router9, createContext: () => ({}) }));
/** The origin of the 9.x server: the Next.js routes, and Express with express.json() in front of tRPC under /express. */
const origin9 = listenOnLoopback(
  fileScope,
  http.createServer((req, res) => {
    if (req.url?.startsWith('/express/')) app9(req, res);
    else routes9(req, res);
  }),
);

/** What a 9.x call gave: its result, or the code and message of its error. */
function outcome(call: Promise<unknown>): Promise<string> {
  return within(
    5000,
    'a 9.x call',
    call.then(
      String,
      (error: { message: string; data?: { code?: string } }) => `${error.data?.code}: ${error.message}`,
    ),
  );
}

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'the Next.js adapter reads the procedure path from the route parameter `trpc`: `[trpc].ts`, `[...trpc].ts` and `[[...trpc]].ts` all serve calls; a route file whose parameter has another name answers with a 500 of its own that onError does not see',
  async () => {
    const origin = await origin9;
    for (const route of ['one', 'rest', 'optional']) {
      const client = createTRPCClient<typeof router9>({ links: [httpLinkV9({ url: `${origin}/${route}` })] });
      assert.equal(await outcome(client.query('hi')), 'hi', route);
    }
    const other = createTRPCClient<typeof router9>({ links: [httpLinkV9({ url: `${origin}/other` })] });
    const before = reported9.length;
    assert.match(await outcome(other.query('hi')), /^INTERNAL_SERVER_ERROR: Query "trpc" not found/);
    assert.equal(reported9.length, before, 'onError should not see it');
  },
);

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  'with @trpc/client, httpLink sends a mutation without input as an empty body, which fails with a 400 behind a body parser (express.json() turns it into {}: "No input expected"), while httpBatchLink\'s call passes',
  async () => {
    const url = `${await origin9}/express`;
    const single = createTRPCClient<typeof router9>({ links: [httpLinkV9({ url })] });
    const batched = createTRPCClient<typeof router9>({ links: [httpBatchLinkV9({ url })] });
    assert.equal(await outcome(single.mutation('clear')), 'BAD_REQUEST: No input expected');
    assert.equal(await outcome(batched.mutation('clear')), 'cleared');
  },
);
