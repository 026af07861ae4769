/**
 * Independent audit AR (bench/audit-independent-2026-11-29ar.md, tests/facts/README.md): sentences written by the
 * session's fixes that the audit found wider than the installed packages, pinned as corrected. One 10.x standalone
 * server (started by the first fact that needs it, closed when the file's tests end) serves the facts' router.
 *
 *   node --import tsx --test tests/facts/audit-ar.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, fileScope, listenOnLoopback, rejection, v10, v9, within } from './facts';
import { renderInProviders } from './v10-react';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;

/** How many times the error formatter ran, and the cursor of each `feed` call. */
let formatted = 0;
const cursors: unknown[] = [];
const t = initTRPC.create({
  errorFormatter: ({ shape }) => {
    formatted += 1;
    return shape;
  },
});
const router = t.router({
  forbidden: t.procedure.query(() => {
    throw new TRPCError({ code: 'FORBIDDEN' });
  }),
  feed: t.procedure
    .input((value: unknown) => value as { cursor?: number })
    .query(({ input }) => {
      cursors.push(input.cursor);
      return { cursor: input.cursor ?? 0 };
    }),
});

let origin: Promise<string> | undefined;
function server(): Promise<string> {
  if (origin) return origin;
  const handler = createHTTPHandler({ router });
  origin = listenOnLoopback(
    fileScope,
    http.createServer((req, res) => void handler(req, res)),
  );
  return origin;
}

fact(
  'docs/server/error-formatting.md',
  'a failure of a call over HTTP becomes an error object with a message, a numeric code and data, through the formatter; the same failure of a server-side call (createCaller) rejects with the TRPCError itself: a string code, no data, and the formatter does not run',
  async () => {
    formatted = 0;
    const client = createTRPCProxyClient<typeof router>({ links: [httpLink({ url: await server() })] });
    const overHttp = (await rejection(client.forbidden.query())) as { shape?: { code?: unknown }; data?: unknown };
    assert.equal(typeof overHttp.shape?.code, 'number', 'over HTTP the code is numeric');
    assert.equal((overHttp.data as { code?: string } | undefined)?.code, 'FORBIDDEN');
    assert.equal(formatted, 1, 'the formatter ran once for the HTTP answer');
    const direct = (await rejection(router.createCaller({}).forbidden())) as Record<string, unknown>;
    assert.ok(direct instanceof TRPCError, 'a server-side call rejects with the TRPCError');
    assert.equal(direct.code, 'FORBIDDEN', 'its code is the string');
    assert.equal('data' in direct, false, 'it has no data');
    assert.equal('shape' in direct, false, 'it has no shape');
    assert.equal(formatted, 1, 'the formatter did not run for the server-side call');
  },
);

fact(
  'docs/reactjs/useContext.md and docs/reactjs/useInfiniteQuery.md',
  "fetchInfinite refetches the later stale pages with the cursor a getNextPageParam gives when it comes from the QueryClient's defaults, not only from opts; without one they get their pageParams entries",
  async (t) => {
    const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const trpc = createTRPCReact<typeof router>();
    const url = await server();
    /** The cursors fetchInfinite sends for two stale cached pages whose pageParams are [undefined, 40]. */
    const refetch = async (queryClient: InstanceType<typeof QueryClient>) => {
      t.after(() => queryClient.clear());
      let utils: ReturnType<typeof trpc.useContext> | undefined;
      renderInProviders(trpc, trpc.createClient({ links: [httpLink({ url })] }), queryClient, () => {
        utils = trpc.useContext();
        return null;
      });
      assert.ok(utils, 'the render should have given the helpers');
      utils.feed.setInfiniteData({}, { pages: [{ cursor: 0 }, { cursor: 40 }], pageParams: [undefined, 40] });
      cursors.length = 0;
      const data = await within(3000, 'fetchInfinite', utils.feed.fetchInfinite({}));
      return { sent: [...cursors], pageParams: data.pageParams };
    };
    const withDefault = await refetch(
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, getNextPageParam: (last: unknown) => (last as { cursor: number }).cursor + 1 },
        },
      }),
    );
    assert.deepEqual(withDefault.sent, [undefined, 1], "the second page gets the default getNextPageParam's cursor");
    assert.deepEqual(withDefault.pageParams, [undefined, 1]);
    const without = await refetch(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    assert.deepEqual(without.sent, [undefined, 40], 'without getNextPageParam, the pageParams entries');
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssg.md',
  "Next.js 12.3.7 serves a page's build-time HTML from its prerender cache in production, and under next dev does not read that cache, so every request renders the page again",
  async (t) => {
    const { IncrementalCache } = v9('next/dist/server/lib/incremental-cache') as {
      IncrementalCache: new (options: object) => {
        get: (page: string) => Promise<{ value?: { html?: string } } | null>;
      };
    };
    // The output of `next build` for a static page /post: its HTML and its props, under .next/server/pages.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-ar-'));
    t.after(() => fs.rmSync(dist, { recursive: true, force: true }));
    fs.mkdirSync(path.join(dist, 'pages'));
    fs.writeFileSync(path.join(dist, 'pages/post.html'), '<p>built</p>');
    fs.writeFileSync(path.join(dist, 'pages/post.json'), '{"pageProps":{}}');
    const cached = async (dev: boolean) => {
      const cache = new IncrementalCache({
        dev,
        fs: { readFile: (file: string) => fs.promises.readFile(file, 'utf8'), stat: fs.promises.stat },
        flushToDisk: false,
        serverDistDir: dist,
        maxMemoryCacheSize: 1_000_000,
        getPrerenderManifest: () => ({
          version: 3,
          routes: { '/post': { initialRevalidateSeconds: false, srcRoute: null, dataRoute: '/_next/data/post.json' } },
          dynamicRoutes: {},
          notFoundRoutes: [],
          preview: {},
        }),
      });
      return (await cache.get('/post'))?.value?.html ?? null;
    };
    assert.equal(await cached(false), '<p>built</p>', 'production serves the built HTML');
    assert.equal(await cached(true), null, 'next dev does not read the prerender cache');
  },
);
