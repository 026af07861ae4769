/**
 * Noticed beside the audits: @trpc/next 9.27.4's `withTRPC({ ssr: true })` around a single page instead of `_app`.
 * Rendered in Node as Next.js 12 does for a page with `getInitialProps`: the page's `getInitialProps` gets a context
 * whose `AppTree` renders `_app` with the props it is given, then `_app` renders the page with the props
 * `getInitialProps` returned. A real standalone server on 127.0.0.1 answers the queries.
 *
 *   node --import tsx --test tests/facts/noticed-v9-page-wrap.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as NextV9 from '../../src/samples/v9/node_modules/@trpc/next';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v9, within } from './facts';

const PAGE = 'versioned_docs/version-9.x/nextjs/ssr.md';
type Element = ReactNS.ReactElement;
type WrappedPage = ReactNS.FunctionComponent<{ [prop: string]: unknown }> & {
  getInitialProps: (ctx: object) => Promise<object>;
};

fact(
  PAGE,
  "with ssr: true around a single page instead of _app, the server fetches nothing and the page's HTML shows its queries loading",
  async (t) => {
    assert.match(
      pageText(PAGE),
      /For `ssr: true`, wrap `_app`, not a page\. Around a single page, the prepass renders the page through your `_app`, which hands the page its `pageProps` and not the client that `withTRPC\(\)` prepared for the prepass, so the server fetches nothing and the page's HTML shows its queries loading, as without SSR\./,
    );
    const React = v9('react') as typeof ReactNS;
    const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
    const { withTRPC } = v9('@trpc/next') as typeof NextV9;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const trpc9 = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const calls: string[] = [];
    const router = trpc9.router().query('greeting', { resolve: () => (calls.push('greeting'), 'hello') });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const hooks = createReactQueryHooks<typeof router>();
    const queryClientConfig = { defaultOptions: { queries: { cacheTime: Infinity } } };
    const wrap = withTRPC<typeof router>({ config: () => ({ url, queryClientConfig }) as never, ssr: true });
    const Greeting = () => {
      const greeting = hooks.useQuery(['greeting']);
      return React.createElement('p', null, `greeting: ${greeting.data ?? greeting.status}`);
    };
    // Next.js's default _app, and the AppTree it puts in a page's context.
    const app = ({ Component, pageProps }: { Component: (props: object) => Element; pageProps: object }) =>
      React.createElement(Component, pageProps);
    type AppProps = { Component: unknown; pageProps?: object; router: object };
    const render = async (Page: WrappedPage, App: ReactNS.FC<AppProps>) => {
      const AppTree = (props: object) => React.createElement(App, { ...props, Component: Page, router: {} });
      const ctx = { req: { headers: {} }, res: { statusCode: 200, setHeader() {} }, pathname: '/', query: {}, AppTree };
      const pageProps = await within(5000, 'getInitialProps', Page.getInitialProps(ctx));
      return renderToString(React.createElement(App, { Component: Page, pageProps, router: {} }));
    };

    const pageWrapped = wrap(Greeting as never) as unknown as WrappedPage;
    assert.equal(await render(pageWrapped, app as never), '<p>greeting: loading</p>');
    assert.deepEqual(calls, [], 'around a page, the prepass fetches nothing');

    const AppWrapped = wrap(app as never) as unknown as WrappedPage;
    const Plain = Object.assign(Greeting, { getInitialProps: () => Promise.resolve({}) }) as unknown as WrappedPage;
    const appTree = (props: object) => React.createElement(AppWrapped, { ...props, Component: Plain, router: {} });
    const ctx = { req: { headers: {} }, res: { statusCode: 200, setHeader() {} }, pathname: '/', query: {} };
    const appProps = await within(
      5000,
      'getInitialProps',
      AppWrapped.getInitialProps({ AppTree: appTree, Component: Plain, ctx }),
    );
    assert.equal(renderToString(appTree(appProps)), '<p>greeting: hello</p>');
    assert.deepEqual(calls, ['greeting'], 'around _app, the prepass fetches it');
  },
);
