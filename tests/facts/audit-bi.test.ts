/**
 * Independent audit BI (bench/audit-independent-2026-11-29bi.md): second whole reads of the Next.js SSR and SSG
 * pages. What withTRPC's prepass finds, rendered in Node as Next.js does (getInitialProps with an AppTree, then
 * react-dom/server) against a real standalone server on 127.0.0.1, with @trpc/next 10.12.0 (src/samples/v10) and
 * 9.27.4 (src/samples/v9); and when react-query 3 refetches hydrated data on mount.
 *
 *   timeout 60 node --import tsx --test tests/facts/audit-bi.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as QueryV10 from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as NextV10 from '../../src/samples/v10/node_modules/@trpc/next';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as NextV9 from '../../src/samples/v9/node_modules/@trpc/next';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as SSGV9 from '../../src/samples/v9/node_modules/@trpc/react/ssg';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import { fact, listenOnLoopback, until, v10, v9, within } from './facts';
import { withTRPCApp } from './nextSsrRender';

type Element = ReactNS.ReactElement;
type Wrapped = ReactNS.FunctionComponent<{ [prop: string]: unknown }> & {
  getInitialProps: (ctx: object) => Promise<object>;
};

/**
 * What Next.js does for one server render of `App` (a withTRPC-wrapped _app) showing `Page`: `_app`'s
 * getInitialProps with an AppTree, then the HTML of the final render with the props it returned.
 */
async function serverRender(
  React: typeof ReactNS,
  renderToString: (element: Element) => string,
  App: Wrapped,
  Page: () => Element,
): Promise<string> {
  const tree = (props: object) => React.createElement(App, { Component: Page, router: {}, ...props });
  const ctx = { req: { headers: {} }, res: { statusCode: 200, setHeader() {} }, pathname: '/' };
  const props = await within(5000, 'getInitialProps', App.getInitialProps({ AppTree: tree, Component: Page, ctx }));
  return renderToString(tree(props));
}

const quiet = (t: { after: (fn: () => void) => void }) => {
  // react-query logs nothing here, but keep the output clean if a fetch fails
  const error = console.error;
  console.error = () => {};
  t.after(() => (console.error = error));
};

fact(
  'docs/nextjs/ssr.md',
  "the prepass finds a query whose input takes another query's data once that data arrives, but not one that only waits for it with `enabled` and keeps its key: that one is still loading in the server's HTML",
  async (t) => {
    quiet(t);
    const React = v10('react') as typeof ReactNS;
    const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
    const { httpBatchLink } = v10('@trpc/client') as typeof ClientV10;
    const { createTRPCNext } = v10('@trpc/next') as typeof NextV10;
    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const calls: string[] = [];
    const t10 = initTRPC.create();
    const router = t10.router({
      user: t10.procedure.query(async () => {
        calls.push('user');
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { id: 7 };
      }),
      banner: t10.procedure.query(() => (calls.push('banner'), 'welcome')),
      posts: t10.procedure
        .input((value: unknown) => value as { userId: number })
        .query(({ input }) => (calls.push(`posts ${input.userId}`), `posts of ${input.userId}`)),
    });
    const handler = createHTTPHandler({ router });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const trpc = createTRPCNext<typeof router>({ config: () => ({ links: [httpBatchLink({ url })] }), ssr: true });
    const App = withTRPCApp(trpc.withTRPC);

    const byInput = () => {
      const user = trpc.user.useQuery();
      const posts = trpc.posts.useQuery({ userId: user.data?.id ?? 0 }, { enabled: !!user.data });
      return React.createElement('p', null, `posts: ${posts.data ?? posts.status}`);
    };
    assert.equal(await serverRender(React, renderToString, App, byInput), '<p>posts: posts of 7</p>');
    assert.deepEqual(calls, ['user', 'posts 7']);

    calls.length = 0;
    const byEnabled = () => {
      const user = trpc.user.useQuery();
      const banner = trpc.banner.useQuery(undefined, { enabled: !!user.data });
      return React.createElement('p', null, `banner: ${banner.data ?? banner.status}`);
    };
    assert.equal(await serverRender(React, renderToString, App, byEnabled), '<p>banner: loading</p>');
    assert.deepEqual(calls, ['user'], 'the query that waits with enabled is not fetched on the server');
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssr.md',
  'with ssr: true a query that waits with `enabled` for another query keeps its key and is not fetched on the server: the HTML has it loading',
  async (t) => {
    quiet(t);
    const React = v9('react') as typeof ReactNS;
    const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
    const { withTRPC } = v9('@trpc/next') as typeof NextV9;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const trpc9 = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const calls: string[] = [];
    const router = trpc9
      .router()
      .query('user', {
        resolve: async () => {
          calls.push('user');
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { id: 7 };
        },
      })
      .query('banner', { resolve: () => (calls.push('banner'), 'welcome') });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const hooks = createReactQueryHooks<typeof router>();
    // cacheTime Infinity: react-query 3's default of 5 minutes would keep a timer, and the process, alive.
    const queryClientConfig = { defaultOptions: { queries: { cacheTime: Infinity } } };
    const App = withTRPC<typeof router>({ config: () => ({ url, queryClientConfig }) as never, ssr: true })(((props: {
      Component: () => Element;
      pageProps: object;
    }) => React.createElement(props.Component, props.pageProps)) as never) as unknown as Wrapped;
    const Page = () => {
      const user = hooks.useQuery(['user']);
      const banner = hooks.useQuery(['banner'], { enabled: !!user.data });
      return React.createElement('p', null, `user ${user.data?.id}, banner: ${banner.data ?? banner.status}`);
    };
    assert.equal(await serverRender(React, renderToString, App, Page), '<p>user 7, banner: loading</p>');
    assert.deepEqual(calls, ['user']);
  },
);

/**
 * How often a query fetches when a component mounts it in the browser, `ageMs` after getStaticProps (through the
 * SSG helpers) or the server render fetched it, with `staleTime` as the default of withTRPC's QueryClient.
 */
async function fetchesOnMount(staleTime: number, ageMs: number): Promise<number> {
  const { QueryClient, QueryObserver, hydrate } = v9('react-query') as typeof ReactQuery;
  const { createSSGHelpers } = v9('@trpc/react/ssg') as typeof SSGV9;
  const trpc9 = v9('@trpc/server') as typeof ServerV9;
  const router = trpc9.router().query('recipe.list', { resolve: () => ['pancakes'] });
  const ssg = createSSGHelpers({ router, ctx: {} });
  await ssg.prefetchQuery('recipe.list');
  const state = ssg.dehydrate();
  ssg.queryClient.clear();
  state.queries[0].state.dataUpdatedAt = Date.now() - ageMs;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime } } });
  hydrate(queryClient, state);
  let fetches = 0;
  // What useQuery() does when its component mounts: subscribe an observer.
  const observer = new QueryObserver(queryClient, {
    queryKey: ['recipe.list'],
    queryFn: () => (fetches++, ['pancakes']),
  });
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 10));
  unsubscribe();
  queryClient.clear();
  return fetches;
}

fact(
  'versioned_docs/version-9.x/nextjs/ssg.md',
  "react-query 3 counts a hydrated query's staleTime from when getStaticProps fetched it: with an hour, data fetched half an hour before the visit is not refetched on mount, data fetched two hours before is",
  async () => {
    const HOUR = 60 * 60 * 1000;
    assert.equal(await fetchesOnMount(HOUR, HOUR / 2), 0, 'half an hour after the build');
    assert.equal(await fetchesOnMount(HOUR, 2 * HOUR), 1, 'two hours after the build');
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssr.md',
  'a staleTime of 10 s spares the refetch after hydration only while the server-rendered data is under 10 s old: a page a CDN served a minute later refetches on mount',
  async () => {
    assert.equal(await fetchesOnMount(10_000, 1000), 0, 'a second after the server render');
    assert.equal(await fetchesOnMount(10_000, 60_000), 1, 'a minute after the server render');
  },
);

fact(
  'docs/nextjs/introduction.md',
  'with abortOnUnmount, an unmounted query cancels its call, but the httpBatchLink request it shares is aborted only once every call in it is',
  async (t) => {
    const { QueryClient, QueryObserver } = v10('@tanstack/react-query') as typeof QueryV10;
    const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof ClientV10;
    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const t10 = initTRPC.create();
    const router = t10.router({
      slow: t10.procedure
        .input((value: unknown) => value as number)
        .query(async ({ input }) => {
          arrived++;
          await gate;
          return input;
        }),
    });
    // The calls wait at the server until the fact lets them go, so no step depends on how busy the machine is.
    let arrived = 0;
    let release = () => {};
    let gate = Promise.resolve();
    const ends: string[] = [];
    const handler = createHTTPHandler({ router });
    const server = http.createServer((req, res) => {
      res.on('close', () => ends.push(res.writableFinished ? 'answered' : 'aborted'));
      void handler(req, res);
    });
    const url = await listenOnLoopback(t, server);
    const client = createTRPCProxyClient<typeof router>({ links: [httpBatchLink({ url })] });
    /** Two queries batched into one request, as with abortOnUnmount (the hook passes the signal on); unmounts `n`. */
    const unmount = async (n: 1 | 2) => {
      arrived = 0;
      gate = new Promise<void>((resolve) => (release = resolve));
      const queryClient = new QueryClient();
      const observers = [1, 2].map(
        (id) =>
          new QueryObserver(queryClient, {
            queryKey: ['slow', id],
            queryFn: ({ signal }) => client.slow.query(id, { signal }),
          }),
      );
      // Mounting a component subscribes its observer; unmounting unsubscribes it.
      const unsubscribes = observers.map((observer) => observer.subscribe(() => {}));
      await until(2000, 'both calls at the server, in one request', () => arrived === 2);
      unsubscribes.slice(0, n).forEach((unsubscribe) => unsubscribe());
      // An aborted request closes while its calls still wait; otherwise the calls are let go and answered.
      if (n === 1) release();
      await until(2000, 'the request to end', () => ends.length === 1);
      release();
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      queryClient.clear();
      return ends.splice(0);
    };
    assert.deepEqual(
      await within(2000, 'one unmounted', unmount(1)),
      ['answered'],
      'the other query keeps the request',
    );
    assert.deepEqual(await within(2000, 'both unmounted', unmount(2)), ['aborted']);
  },
);
