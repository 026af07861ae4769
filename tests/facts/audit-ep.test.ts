/**
 * Independent audit EP (bench/audit-independent-2026-11-30ep.md): the wrong claims of the drawn sentences and of the
 * census, pinned as corrected. The facts run @trpc/* 10.12.0 with React 18 and React Query 4 (src/samples/v10) and
 * @trpc/server 9.27.4 with Next.js 12.3.7 (src/samples/v9); the examples fact reads the page against the trpc/trpc
 * repository at the tag v10.12.0, recorded below.
 *
 *   node --import tsx --test tests/facts/audit-ep.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as NextV10 from '../../src/samples/v10/node_modules/@trpc/next';
import type * as SSGV10 from '../../src/samples/v10/node_modules/@trpc/react-query/ssg';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ObservableV10 from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import { fact, v10, v9 } from './facts';
import { renderSuspended, suspenseProfileClient } from './suspenseProfile';
import { failingNextCall } from './v9NextFailCall';

const root = path.resolve(__dirname, '../..');
const read = (page: string) => fs.readFileSync(path.join(root, page), 'utf8');

const EXAMPLE_APPS = 'docs/main/example-apps.md';

fact(
  EXAMPLE_APPS,
  'most, not all, folders of examples/ at v10.12.0 are complete projects with a package.json and a README: four lack a package.json, three of them only a README pointing elsewhere',
  () => {
    const page = read(EXAMPLE_APPS).replace(/\s+/g, ' ');
    assert.doesNotMatch(page, /each one a complete project with its own `package\.json`/, 'the old wording');
    assert.match(page, /most of them complete projects with their own `package\.json` and README/);

    // `git ls-tree v10.12.0 examples/<name>/` of trpc/trpc: the examples without a package.json. kitchen-sink,
    // trpc-chrome and trpc-openapi hold a README.md only, whose text is "Go to <another repository>";
    // deno-deploy has a README, its sources and a tsconfig.json.
    const allFolders = [
      'cloudflare-workers',
      'deno-deploy',
      'express-minimal',
      'express-server',
      'fastify-server',
      'kitchen-sink',
      'lambda-api-gateway',
      'minimal-react',
      'minimal',
      'next-big-router',
      'next-edge-runtime',
      'next-minimal-starter',
      'next-prisma-starter',
      'next-prisma-todomvc',
      'next-prisma-websockets-starter',
      'soa',
      'standalone-server',
      'trpc-chrome',
      'trpc-openapi',
      'vercel-edge-runtime',
    ];
    const withoutPackageJson = ['deno-deploy', 'kitchen-sink', 'trpc-chrome', 'trpc-openapi'];
    const complete = allFolders.filter((name) => !withoutPackageJson.includes(name));
    assert.ok(withoutPackageJson.length > 0, 'not each one');
    assert.ok(complete.length > allFolders.length / 2, 'most of them');
  },
);

fact(
  'docs/nextjs/introduction.md',
  "withTRPC hydrates the SSG helpers' data only from the page prop trpcState: dehydrated under another prop name, the page's query starts empty",
  async (t) => {
    const page = read('docs/nextjs/introduction.md').replace(/\s+/g, ' ');
    assert.doesNotMatch(page, /hydrated into the cache automatically/, 'the old wording');
    assert.match(
      page,
      /hydrated into the cache when the page returns `dehydrate\(\)`'s result as its `trpcState` prop/,
    );

    const React = v10('react') as typeof ReactNS;
    const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
    const { createTRPCNext } = v10('@trpc/next') as typeof NextV10;
    const { createProxySSGHelpers } = v10('@trpc/react-query/ssg') as typeof SSGV10;
    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { observable } = v10('@trpc/server/observable') as typeof ObservableV10;
    const error = console.error;
    console.error = () => {};
    t.after(() => (console.error = error));

    const t10 = initTRPC.create();
    const router = t10.router({ greeting: t10.procedure.query(() => 'hello from getStaticProps') });
    const ssg = createProxySSGHelpers({ router, ctx: {} });
    await ssg.greeting.prefetch();
    const dehydrated = ssg.dehydrate();

    // A link that never answers: what the page shows can only come from the hydrated cache.
    const trpc = createTRPCNext<typeof router>({
      config: () => ({ links: [() => () => observable<never, never>(() => {})] }),
    });
    const Page = () => {
      const greeting = trpc.greeting.useQuery();
      return React.createElement('p', null, greeting.data ?? greeting.status);
    };
    const App = trpc.withTRPC(
      ({ Component, pageProps }: { Component: () => ReactNS.ReactElement; pageProps: object }) =>
        React.createElement(Component, pageProps),
    ) as unknown as ReactNS.FunctionComponent<{ Component: () => ReactNS.ReactElement; pageProps: object }>;
    const render = (pageProps: object) => renderToString(React.createElement(App, { Component: Page, pageProps }));

    assert.equal(render({ trpcState: dehydrated }), '<p>hello from getStaticProps</p>');
    assert.equal(render({ dehydratedState: dehydrated }), '<p>loading</p>');
    assert.equal(render({}), '<p>loading</p>');
  },
);

const SUSPENSE = 'docs/reactjs/suspense.md';

fact(
  SUSPENSE,
  'a suspense query without cached data does not suspend while React Query counts the browser as offline: the component renders with undefined data and status loading; online it suspends',
  (t) => {
    const page = read(SUSPENSE).replace(/\s+/g, ' ');
    assert.doesNotMatch(page, /never sees a loading state/, 'the old wording');
    assert.doesNotMatch(page, /always render with loaded data/, 'the old description');
    assert.match(page, /The exception is a query without cached data while the browser is offline/);

    const React = v10('react') as typeof ReactNS;
    const { QueryClient, onlineManager } = v10('@tanstack/react-query') as typeof ReactQuery;
    t.after(() => onlineManager.setOnline(undefined));

    const { trpc, client } = suspenseProfileClient();
    const Profile = () => {
      const [profile, query] = trpc.profile.useSuspenseQuery();
      return React.createElement('p', null, `${String(profile?.name)} ${query.status} ${query.fetchStatus}`);
    };
    const render = () => renderSuspended({ trpc, client }, new QueryClient(), Profile);

    onlineManager.setOnline(true);
    const online = render();
    assert.match(online, /<i>fallback<\/i>/, 'online, the component suspends');
    assert.doesNotMatch(online, /<p>/);

    onlineManager.setOnline(false);
    assert.match(render(), /<p>undefined loading paused<\/p>/, 'offline, it renders without data');
  },
);

const TRANSFORMERS_V9 = 'versioned_docs/version-9.x/server/data-transformers.md';
const ERROR_HANDLING_V9 = 'versioned_docs/version-9.x/server/error-handling.md';

fact(
  TRANSFORMERS_V9,
  "the Next.js adapter's own plain-JSON 500 depends on req.query, which Next.js 12 builds from the route parameters and the query string: a route without a trpc parameter serves ?trpc=<path> through tRPC and its transformer",
  async () => {
    assert.match(read(TRANSFORMERS_V9), /sends by itself when `req\.query` has no `trpc` value/);
    assert.doesNotMatch(read(TRANSFORMERS_V9), /has no `trpc` route parameter/, 'the old wording');
    const handling = read(ERROR_HANDLING_V9);
    assert.match(handling, /a Next\.js API request whose `req\.query` has no `trpc` value, as when the route file/);
    assert.doesNotMatch(handling, /a Next\.js API route whose file does not name its parameter `trpc`/, 'old wording');

    // Next.js 12.3.7 runs an API route with the query string's values and the route parameters in one object.
    const server = fs.readFileSync(v9.resolve('next/dist/server/next-server.js'), 'utf8');
    const runApi = server.slice(server.indexOf('async runApi('), server.indexOf('async runApi(') + 1500);
    assert.match(runApi, /query = \{\s*\.\.\.query,\s*\.\.\.params\s*\};/);

    const call = failingNextCall();

    // pages/api/[slug].ts called as /api/x?trpc=fail: req.query is { trpc: 'fail', slug: 'x' }
    const viaQueryString = await call({ trpc: 'fail', slug: 'x' });
    assert.equal(viaQueryString.status, 404);
    assert.equal(viaQueryString.body.error.json?.message, 'gone', 'answered by tRPC, in superjson envelope');

    // The same route called as /api/x: no trpc value, the adapter's own 500 in plain JSON
    const own = await call({ slug: 'x' });
    assert.equal(own.status, 500);
    assert.equal(own.body.error.json, undefined);
    assert.match(own.body.error.message ?? '', /Query "trpc" not found/);
  },
);
