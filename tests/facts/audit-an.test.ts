/**
 * Independent audit AN (bench/audit-independent-2026-11-29an.md, tests/facts/README.md): sentences written by the
 * session's earlier fixes that the audit found wider than the installed packages, pinned as corrected. One server
 * (started by the first fact that needs it, closed when the file's tests end) serves a 10.x router without a
 * transformer under /plain, the same router with superjson under /sj, and under /cors a JSON endpoint whose
 * preflight answer allows the headers named in its `allow` query parameter, for the browser fact: Chromium,
 * launched as the e2e tests launch it (`scripts/chromium.mjs`; PLAYWRIGHT_CHROMIUM_PATH picks another binary),
 * opens it at localhost and calls it at 127.0.0.1.
 *
 *   node --import tsx --test tests/facts/audit-an.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../../scripts/chromium.mjs';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, fileScope, listenOnLoopback, rejection, v10, within } from './facts';
import { renderInProviders } from './v10-react';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { z } = v10('zod') as typeof Zod;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

/** Each input the feed procedure received: its own keys and its cursor. */
const received: { keys: string[]; cursor: unknown }[] = [];

function feedRouter(t: ReturnType<typeof initTRPC.create>) {
  return t.router({
    feed: t.procedure
      .input((value: unknown) => {
        const input = (value ?? {}) as { limit?: number; cursor?: number };
        received.push({ keys: Object.keys(input), cursor: input.cursor });
        return input;
      })
      .query(({ input }) => ({ cursor: input.cursor ?? 0 })),
    nullable: t.procedure.input(z.object({ cursor: z.number().nullable() })).query(() => 'never'),
  });
}
type FeedRouter = ReturnType<typeof feedRouter>;
const plainRouter = feedRouter(initTRPC.create());
// The types of a router with a transformer differ only in _config; the client below is given the transformer.
const superjsonRouter = feedRouter(
  initTRPC.create({ transformer: superjson }) as unknown as ReturnType<typeof initTRPC.create>,
);

let origin: Promise<string> | undefined;
function server(): Promise<string> {
  if (origin) return origin;
  const handlers: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>> = {
    plain: createHTTPHandler({ router: plainRouter }),
    sj: createHTTPHandler({ router: superjsonRouter }),
  };
  const cors = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const allow = new URL(req.url ?? '/', 'http://x').searchParams.get('allow') ?? '';
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    if (req.method === 'OPTIONS') res.setHeader('access-control-allow-headers', allow);
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  };
  const app = http.createServer((req, res) => {
    const [, prefix] = /^\/(\w+)/.exec(req.url ?? '') ?? [];
    if (prefix === 'cors') return cors(req, res);
    const handler = handlers[prefix ?? ''];
    if (!handler) return void res.writeHead(404).end();
    req.url = (req.url ?? '').slice(prefix.length + 1);
    void handler(req, res);
  });
  origin = listenOnLoopback(fileScope, app);
  return origin;
}

/**
 * Registers `feed` (and, for `nullable`, that procedure) as the hook registers it, with tRPC's own queryFn, by one
 * server render, and returns the QueryClient, useContext()'s helpers and an observer of the hook's query.
 */
async function renderFeed(t: { after: (fn: () => void) => void }, prefix: 'plain' | 'sj', path: 'feed' | 'nullable') {
  const { InfiniteQueryObserver, QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
  const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
  const { httpLink } = v10('@trpc/client') as typeof TRPCClient;
  const trpc = createTRPCReact<FeedRouter>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  t.after(() => queryClient.clear());
  const url = `${await server()}/${prefix}`;
  const options = { links: [httpLink({ url })], ...(prefix === 'sj' ? { transformer: superjson } : {}) };
  const client = trpc.createClient(options as Parameters<typeof trpc.createClient>[0]);
  let utils: ReturnType<typeof trpc.useContext> | undefined;
  renderInProviders(trpc, client, queryClient, () => {
    utils = trpc.useContext();
    const options = {
      initialCursor: 7,
      getNextPageParam: (last: { cursor: number }) => last.cursor + 1,
      getPreviousPageParam: (first: { cursor: number }) => first.cursor - 1,
    };
    if (path === 'feed') trpc.feed.useInfiniteQuery({ limit: 1 }, options);
    else trpc.nullable.useInfiniteQuery({}, { getNextPageParam: () => 1 });
    return null;
  });
  const [query] = queryClient.getQueryCache().findAll();
  assert.ok(query && utils, 'the render should have cached the infinite query');
  return { utils, observer: new InfiniteQueryObserver(queryClient, query.options as never) };
}

fact(
  'docs/reactjs/useInfiniteQuery.md',
  "the first page is requested without a cursor: without a transformer the procedure's input has no cursor key, with superjson it has one set to undefined; a .nullable() cursor fails that request with BAD_REQUEST either way",
  async (t) => {
    for (const prefix of ['plain', 'sj'] as const) {
      received.length = 0;
      const { utils } = await renderFeed(t, prefix, 'feed');
      await within(3000, 'the first page', utils.feed.fetchInfinite({ limit: 1 }));
      const [first] = received;
      assert.equal(first?.cursor, undefined, `${prefix}: no cursor value`);
      assert.deepEqual(first.keys, prefix === 'sj' ? ['limit', 'cursor'] : ['limit'], `${prefix}: the input's keys`);
      const { observer } = await renderFeed(t, prefix, 'nullable');
      const result = await within(3000, 'the nullable page', observer.refetch());
      const error = result.error as { data?: { code?: string } } | null;
      assert.equal(error?.data?.code, 'BAD_REQUEST', `${prefix}: a .nullable() cursor rejects the first page`);
    }
  },
);

fact(
  'docs/reactjs/useContext.md',
  "fetchInfinite refetches stale cached pages each with its pageParams entry (an undefined entry sends no cursor): after fetchPreviousPage the head page's entry is that page's cursor and is sent; the hook's initialCursor page is fetched without a cursor while it heads the list; with getNextPageParam in opts the later pages get the cursor it gives",
  async (t) => {
    const { utils, observer } = await renderFeed(t, 'plain', 'feed');
    received.length = 0;
    await within(3000, 'the first page', observer.refetch());
    const head = await within(3000, 'fetchInfinite', utils.feed.fetchInfinite({ limit: 1 }));
    assert.deepEqual(
      received.map((input) => input.cursor),
      [7, undefined],
      'the hook sends initialCursor; fetchInfinite does not while the page heads the list',
    );
    assert.deepEqual(head.pageParams, [undefined]);
    received.length = 0;
    const both = await within(3000, 'the previous page', observer.fetchPreviousPage());
    assert.deepEqual(both.data?.pageParams, [-1, undefined], "the head page's entry is its cursor");
    await within(3000, 'fetchInfinite', utils.feed.fetchInfinite({ limit: 1 }));
    await within(
      3000,
      'fetchInfinite with getNextPageParam',
      utils.feed.fetchInfinite({ limit: 1 }, { getNextPageParam: (last) => (last.cursor ?? 0) + 1 }),
    );
    assert.deepEqual(
      received.map((input) => input.cursor),
      [-1, -1, undefined, -1, 0],
      'fetchPreviousPage, then each entry (the head one sent), then the cursor getNextPageParam gives',
    );
  },
);

fact(
  'docs/server/procedures.md',
  "a middleware's different next() data is sent instead, checked by .output() only when .output() comes before that middleware; the types announce the resolver's output, or with .output() the output validator's",
  async () => {
    const t = initTRPC.create();
    const replace = t.middleware(async ({ next }) => {
      const result = await next();
      return result.ok ? { ...result, data: 'replaced' } : result;
    });
    const length = z.object({ a: z.string() }).transform((value) => value.a.length);
    const router = t.router({
      plain: t.procedure.use(replace).query(() => ({ a: 'xx' })),
      outputFirst: t.procedure
        .output(length)
        .use(replace)
        .query(() => ({ a: 'xx' })),
      outputLast: t.procedure
        .use(replace)
        .output(length)
        .query(() => ({ a: 'xx' })),
    });
    const caller = router.createCaller({});
    assert.equal(await caller.plain(), 'replaced');
    assert.equal(await caller.outputLast(), 'replaced', 'unchecked when .output() comes after the middleware');
    const error = await rejection(caller.outputFirst());
    assert.ok(error instanceof TRPCError);
    assert.equal(error.code, 'INTERNAL_SERVER_ERROR', 'checked when .output() comes before it');
    // The announced types (npm run typecheck fails if they change):
    type Out<K extends keyof typeof router._def.procedures> = TRPCServer.inferProcedureOutput<
      (typeof router._def.procedures)[K]
    >;
    const resolvers: Out<'plain'> = { a: 'xx' };
    const validators: Out<'outputFirst'> = 2;
    // @ts-expect-error with .output() the resolver's output is not what the types announce
    const notTheResolvers: Out<'outputLast'> = { a: 'xx' };
    assert.ok(resolvers && validators && notTheResolvers);
  },
);

fact(
  'docs/client/header.md',
  "a cross-origin request with an authorization header fails unless the preflight allows it; '*' lets it through in Chromium only without credentials, so with credentials the header must be listed by name",
  async (t) => {
    assert.match(
      fs.readFileSync(path.join(__dirname, '../../docs/client/header.md'), 'utf8').replace(/\s+/g, ' '),
      /list it by name, since `\*` does not cover it on a request with credentials; without credentials Chromium lets `\*` cover it, but the Fetch standard excludes `authorization` from `\*`\./,
    );
    const api = await server();
    const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
    t.after(() => void browser.close());
    const page = await browser.newPage();
    // The page comes from the same server under another origin (localhost instead of 127.0.0.1): a page that is
    // not on a loopback address would also need Chromium's permission to reach one.
    await page.goto(api.replace('127.0.0.1', 'localhost') + '/cors');
    const call = (allow: string, credentials: 'omit' | 'include') =>
      page.evaluate(
        async ([url, credentials]) => {
          try {
            const response = await fetch(url, {
              method: 'POST',
              credentials,
              headers: { 'content-type': 'application/json', authorization: 'Bearer token' },
              body: '{}',
            });
            return String(response.status);
          } catch {
            return 'blocked';
          }
        },
        [`${api}/cors?allow=${encodeURIComponent(allow)}`, credentials] as const,
      );
    assert.equal(await call('content-type', 'omit'), 'blocked', 'not allowed: blocked');
    assert.equal(await call('content-type, authorization', 'include'), '200', 'listed by name: allowed');
    assert.equal(await call('*', 'include'), 'blocked', "with credentials '*' does not cover it");
    assert.equal(await call('*', 'omit'), '200', "without credentials Chromium lets '*' cover it");
  },
);
