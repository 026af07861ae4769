/**
 * Independent audit OB (bench/audit-independent-2026-12-02ob.md): 29 drawn sentences and the lines of the census.
 * These facts pin the claims the audit corrected, each against the package the page documents: the 9.x pages
 * against @trpc/* 9.27.4, react-query 3 and Next.js 12.3.7 from src/samples/v9; the blog post on TypeScript
 * performance against the site's TypeScript.
 *
 *   node --import tsx --test tests/facts/audit-ob.test.ts
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type * as SsgV9 from '../../src/samples/v9/node_modules/@trpc/react/ssg';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import type * as Zod from '../../src/samples/v9/node_modules/zod';
import { fact, listenOnLoopback, pageText, rejection, v9, within } from './facts';
import { contextHelpers, queryClientFor } from './v9-react';

const VANILLA = 'versioned_docs/version-9.x/client/vanilla.md';
const SSG = 'versioned_docs/version-9.x/nextjs/ssg.md';
const INFINITE = 'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md';
const INVALIDATION = 'versioned_docs/version-9.x/reactjs/query-invalidation.md';
const LINKS = 'versioned_docs/version-9.x/client/links.md';
const PERF = 'blog/2023-01-14-typescript-performance-lessons/index.md';

const v9Root = path.resolve(__dirname, '../../src/samples/v9');

fact(
  VANILLA,
  'over wsLink a bigint input never settles its call: wsLink throws in a timer, which ends a Node.js process that does not handle uncaughtException',
  async () => {
    const page = pageText(VANILLA);
    assert.match(
      page,
      /over `wsLink`, a `bigint` input without a transformer leaves the call pending until the connection closes \(it then fails with "WebSocket closed prematurely"\), because `wsLink` throws the error in a timer, outside the call; in Node\.js that uncaught error ends the process unless it handles `uncaughtException`/,
    );
    assert.doesNotMatch(page, /leaves the call pending instead/);

    // A process of its own: a v9 WebSocket server and a wsLink client; after one good call it sends a bigint input.
    const script = (handle: boolean) => `
      const load = require('node:module').createRequire(${JSON.stringify(path.join(v9Root, 'package.json'))});
      const trpc = load('@trpc/server');
      const { applyWSSHandler } = load('@trpc/server/adapters/ws');
      const { createTRPCClient } = load('@trpc/client');
      const { createWSClient, wsLink } = load('@trpc/client/links/wsLink');
      const WebSocket = load('ws');
      ${handle ? "process.on('uncaughtException', (e) => console.log('uncaught: ' + e.message));" : ''}
      const router = trpc.router().query('echo', { input: (x) => x, resolve: ({ input }) => typeof input });
      const wss = new WebSocket.Server({ port: 0, host: '127.0.0.1' });
      applyWSSHandler({ wss, router, createContext: () => ({}) });
      wss.on('listening', async () => {
        const wsClient = createWSClient({ url: 'ws://127.0.0.1:' + wss.address().port, WebSocket });
        const client = createTRPCClient({ links: [wsLink({ client: wsClient })] });
        console.log('first: ' + (await client.query('echo', 'a')));
        client.query('echo', { n: 1n }).then(() => console.log('settled'), () => console.log('settled'));
        setTimeout(() => { console.log('still running'); wsClient.close(); wss.close(); process.exit(0); }, 500);
      });`;
    const run = (handle: boolean) =>
      within(
        15_000,
        'the child process to end',
        new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
          const child = spawn(process.execPath, ['-e', script(handle)], { stdio: ['ignore', 'pipe', 'pipe'] });
          let out = '';
          let err = '';
          child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
          child.stderr.on('data', (chunk: Buffer) => (err += String(chunk)));
          child.on('close', (code) => resolve({ code, out, err }));
        }),
      );

    const bare = await run(false);
    assert.match(bare.out, /first: string/, 'the client works before the bigint call');
    assert.notEqual(bare.code, 0, 'the uncaught error ends the process');
    assert.match(bare.err, /Do not know how to serialize a BigInt/);
    assert.doesNotMatch(bare.out, /settled|still running/);

    const handled = await run(true);
    assert.equal(handled.code, 0);
    assert.match(handled.out, /uncaught: Do not know how to serialize a BigInt/);
    assert.match(handled.out, /still running/);
    assert.doesNotMatch(handled.out, /settled/, 'the call neither resolves nor rejects');
  },
);

/** Script run by `renderDateProps`: Next.js 12's renderToHTML on a page whose data function returns a `Date` prop. */
const RENDER_DATE_PROPS = String.raw`
const http = require('node:http');
const React = require('react');
const { renderToHTML } = require('next/dist/server/render');
const App = require('next/dist/pages/_app').default;
const Document = require('next/dist/pages/_document').default;
const Page = (props) => React.createElement('p', null, typeof props.when + ':' + (props.when.toISOString ? props.when.toISOString() : String(props.when)));
async function render(method, mode) {
  const req = new http.IncomingMessage(null);
  req.url = '/p';
  req.method = 'GET';
  const res = { statusCode: 200, setHeader() {}, getHeader() {}, end() {} };
  const opts = {
    Component: Page, App, Document,
    buildManifest: { polyfillFiles: [], devFiles: [], ampDevFiles: [], lowPriorityFiles: [], rootMainFiles: [], pages: { '/p': [], '/_app': [] }, ampFirstPages: [] },
    reactLoadableManifest: {}, supportsDynamicHTML: false, buildId: 'audit-ob', dev: mode === 'dev',
    ...(mode === 'build' ? { nextExport: true } : {}),
    [method]: () => Promise.resolve({ props: { when: new Date(0) } }),
  };
  try {
    const result = await renderToHTML(req, res, '/p', {}, opts);
    return { html: result ? result.toUnchunkedString() : '' };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
(async () => {
  const results = {};
  for (const [method, mode] of [['getStaticProps', 'build'], ['getStaticProps', 'dev'], ['getServerSideProps', 'dev'], ['getStaticProps', 'production'], ['getServerSideProps', 'production']]) {
    results[method + ' ' + mode] = await render(method, mode);
  }
  process.stdout.write(JSON.stringify(results));
})();
`;

/**
 * How Next.js 12.3.7 (src/samples/v9) renders a page whose `getStaticProps` or `getServerSideProps` returns a `Date`
 * prop, as `next build` (nextExport), `next dev` and `next start` do, keyed "<method> <mode>".
 */
function renderDateProps(): Record<string, { html?: string; error?: string } | undefined> {
  const run = spawnSync(process.execPath, ['-e', RENDER_DATE_PROPS], {
    cwd: v9Root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(run.status, 0, `the render script failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, { html?: string; error?: string }>;
}

fact(
  SSG,
  'Next.js 12 checks that props are JSON-compatible in next dev and when next build generates a page, not when the production server renders one, where a Date reaches the HTML as a Date and the browser as a string',
  () => {
    const page = pageText(SSG);
    assert.match(
      page,
      /Next\.js checks that props are JSON-compatible in `next dev` and when `next build` generates a page, but not when the production server renders one \(a `fallback` path, a revalidation, or a page with `getServerSideProps`\): there a `Date` is rendered into the HTML as a `Date` and reaches the browser as a string\./,
    );
    assert.doesNotMatch(page, /Next\.js only accepts JSON-compatible props/);

    // In a child process: Next.js 13's require hook, which another facts file of this process loads with
    // `next/dist/server/lib/start-server`, sends every later `react` require to Next.js 13's copy of React.
    const results = renderDateProps();

    for (const mode of ['build', 'dev'] as const) {
      const result = results[`getStaticProps ${mode}`];
      assert.match(String(result?.error), /Error serializing `\.when` returned from `getStaticProps`/, mode);
    }
    assert.match(String(results['getServerSideProps dev']?.error), /Error serializing `\.when`/);
    for (const method of ['getStaticProps', 'getServerSideProps'] as const) {
      const result = results[`${method} production`];
      assert.equal(result?.error, undefined, `${method} in production: no check`);
      assert.match(String(result?.html), /<p>object:1970-01-01T00:00:00\.000Z<\/p>/, `${method}: a Date in the HTML`);
      // The browser reads the props from the JSON that Next.js writes into the page.
      const nextData = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/.exec(String(result?.html));
      assert.ok(nextData?.[1], `${method}: __NEXT_DATA__ in the HTML`);
      const sent = JSON.parse(nextData[1]) as { props: { pageProps: { when: unknown } } };
      assert.equal(sent.props.pageProps.when, '1970-01-01T00:00:00.000Z', `${method}: a string for the browser`);
    }
  },
);

fact(
  INFINITE,
  "useContext()'s prefetchInfiniteQuery, fetchInfiniteQuery and fetchQuery fetch again a query invalidated since, even when it is newer than the staleTime passed to the call",
  async (t) => {
    assert.match(
      pageText(INFINITE),
      /they fetch nothing while those pages are newer than the `staleTime` passed to the call and have not been invalidated since \(an invalidated query stays stale until it is fetched again\), and otherwise every loaded page again/,
    );
    const invalidation = pageText(INVALIDATION);
    assert.match(
      invalidation,
      /Returns cached data instead of fetching if it is newer than the `staleTime` you pass and has not been invalidated since\./,
    );
    assert.doesNotMatch(invalidation, /newer than the `staleTime` you pass\. \|/);

    const cursors: unknown[] = [];
    const client = {
      query: (_path: string, input: { cursor?: number }) => {
        cursors.push(input.cursor);
        const start = input.cursor ?? 1;
        return Promise.resolve({ items: [start], nextCursor: start + 10 });
      },
    };
    const queryClient = queryClientFor(t);
    const utils = contextHelpers(queryClient, client) as unknown as {
      invalidateQueries: (key: unknown) => Promise<void>;
      prefetchInfiniteQuery: (key: unknown, opts?: object) => Promise<void>;
      fetchInfiniteQuery: (key: unknown, opts?: object) => Promise<unknown>;
      fetchQuery: (key: unknown, opts?: object) => Promise<unknown>;
    };
    const feed = ['photo.feed', { limit: 10 }];
    const fresh = { staleTime: 60_000 };
    await utils.fetchInfiniteQuery(feed);
    assert.deepEqual(cursors.splice(0), [undefined]);
    for (const call of ['prefetchInfiniteQuery', 'fetchInfiniteQuery'] as const) {
      await utils[call](feed, fresh);
      assert.deepEqual(cursors.splice(0), [], `${call}: fresh by its staleTime, nothing fetched`);
      await utils.invalidateQueries(feed);
      assert.deepEqual(cursors.splice(0), [], 'no component uses the query: only marked stale');
      await utils[call](feed, fresh);
      assert.deepEqual(cursors.splice(0), [undefined], `${call}: invalidated, fetched again despite the staleTime`);
    }
    const one = ['task.byId', { id: 1 }];
    await utils.fetchQuery(one);
    cursors.splice(0);
    await utils.fetchQuery(one, fresh);
    assert.deepEqual(cursors.splice(0), [], 'fetchQuery: fresh, nothing fetched');
    await utils.invalidateQueries(one);
    await utils.fetchQuery(one, fresh);
    assert.equal(cursors.splice(0).length, 1, 'fetchQuery: invalidated, fetched again despite the staleTime');
  },
);

fact(
  INFINITE,
  'the first entry of data.pageParams is undefined, and null once the cache went through JSON from a server render without a transformer',
  async (t) => {
    assert.match(
      pageText(INFINITE),
      /`undefined` for the page loaded first \(`null` after a server render without a transformer: JSON has no `undefined`\)\./,
    );
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createSSGHelpers } = v9('@trpc/react/ssg') as typeof SsgV9;
    const { QueryClient, hydrate } = v9('react-query') as typeof ReactQuery;
    const superjson = (v9('superjson') as { default: ServerV9.DataTransformer }).default;
    const router = trpc.router().query('photo.feed', { resolve: () => ({ items: [1], nextCursor: 11 }) });
    const pageParamsAfter = async (transformer?: ServerV9.DataTransformer) => {
      const ssg = createSSGHelpers({ router, ctx: {}, transformer });
      await ssg.prefetchInfiniteQuery('photo.feed');
      assert.deepEqual(
        (ssg.queryClient.getQueryData(['photo.feed']) as { pageParams: unknown[] }).pageParams,
        [undefined],
        'on the server',
      );
      // Next.js sends page props to the browser as JSON; withTRPC() runs the transformer on both sides.
      const sent = JSON.parse(JSON.stringify(ssg.dehydrate())) as unknown;
      const browser = new QueryClient();
      t.after(() => browser.clear());
      hydrate(browser, (transformer ? transformer.deserialize(sent) : sent) as ReactQuery.DehydratedState);
      ssg.queryClient.clear();
      return (browser.getQueryData(['photo.feed']) as { pageParams: unknown[] }).pageParams;
    };
    assert.deepEqual(await pageParamsAfter(), [null]);
    assert.deepEqual(await pageParamsAfter(superjson), [undefined]);
  },
);

fact(
  LINKS,
  "behind Next.js's body parser a mutation without input sent by httpLink reaches the procedure as {}: BAD_REQUEST 'No input expected' without input, {} for an optional object, BAD_REQUEST for z.string().optional()",
  async (t) => {
    const page = pageText(LINKS);
    assert.match(
      page,
      /Next\.js's API body parser \(on by default\) turns that empty body into `\{\}`: a procedure without `input` rejects it with `BAD_REQUEST` \("No input expected"\), and one whose input is optional gets `\{\}` instead of `undefined`, which an optional object schema accepts and `z\.string\(\)\.optional\(\)` rejects with `BAD_REQUEST`\./,
    );
    assert.doesNotMatch(page, /and the procedure rejects it with `BAD_REQUEST`/);

    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { z } = v9('zod') as typeof Zod;
    const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { httpLink } = v9('./node_modules/@trpc/client/links/httpLink') as typeof HttpLinkV9;
    const { apiResolver } = v9('next/dist/server/api-utils/node') as {
      apiResolver: (...args: unknown[]) => Promise<void>;
    };
    const router = trpc
      .router()
      .mutation('none', { resolve: () => 'ran' })
      .mutation('object', {
        input: z.object({ note: z.string().optional() }).optional(),
        resolve: ({ input }) => (input === undefined ? 'undefined' : JSON.stringify(input)),
      })
      .mutation('text', { input: z.string().optional(), resolve: ({ input }) => String(input) });
    const handler = createNextApiHandler({ router, createContext: () => ({}) });
    const preview = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
    const origin = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const query = { ...Object.fromEntries(url.searchParams), trpc: url.pathname.slice('/api/trpc/'.length) };
        void apiResolver(req, res, query, { default: handler }, preview, false);
      }),
    );
    const client = createTRPCClient<typeof router>({ links: [httpLink({ url: `${origin}/api/trpc` })] });
    const none = (await rejection(client.mutation('none'))) as ClientV9.TRPCClientError<typeof router>;
    assert.equal(none.data?.code, 'BAD_REQUEST');
    assert.equal(none.message, 'No input expected');
    assert.equal(await client.mutation('object'), '{}');
    const text = (await rejection(client.mutation('text'))) as ClientV9.TRPCClientError<typeof router>;
    assert.equal(text.data?.code, 'BAD_REQUEST');
  },
);

fact(
  PERF,
  'with incremental on, a tsc run that finds the .tsbuildinfo of an earlier one reports 0 instantiations for an unchanged project; --incremental false counts them all again',
  (t) => {
    const page = pageText(PERF);
    assert.match(
      page,
      /they are identical on every run that checks the whole project, on every machine, which makes them the better signal for a CI check\. With `incremental` \(or `composite`\) on, a run that finds the `\.tsbuildinfo` file of an earlier one checks only what changed, so its counts drop, to 0 instantiations when nothing did: delete that file, or pass `--incremental false`, before measuring\./,
    );
    assert.doesNotMatch(page, /they are identical on every run and every machine/);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-ob-tsc-'));
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, incremental: true, types: [] },
        files: ['a.ts'],
      }),
    );
    fs.writeFileSync(
      path.join(dir, 'a.ts'),
      'type Box<T> = { value: T; map<U>(f: (v: T) => U): Box<U> };\n' +
        'declare const box: Box<number>;\n' +
        'export const text = box.map((n) => String(n)).map((s) => [s] as const).value;\n',
    );
    const tsc = path.resolve(__dirname, '../../node_modules/typescript/bin/tsc');
    const instantiations = (...extra: string[]) => {
      const run = spawnSync(process.execPath, [tsc, '--extendedDiagnostics', '-p', dir, ...extra], {
        encoding: 'utf8',
      });
      const match = /^Instantiations:\s+(\d+)/m.exec(run.stdout);
      assert.ok(match, `an Instantiations line in: ${run.stdout}${run.stderr}`);
      return Number(match[1]);
    };
    const first = instantiations();
    assert.ok(first > 0);
    assert.ok(fs.existsSync(path.join(dir, 'tsconfig.tsbuildinfo')), 'noEmit with incremental still writes the file');
    assert.equal(instantiations(), 0, 'the second run reuses it');
    assert.equal(instantiations('--incremental', 'false'), first, '--incremental false counts everything');
  },
);
