/**
 * Independent audit FM (bench/audit-independent-2026-11-30fm.md): the wrong claims found in a random draw of
 * prose sentences, pinned against the packages of the page's version. 9.x facts load @trpc/* 9.27.4 from
 * src/samples/v9 and run the standalone adapter on 127.0.0.1 (a port the OS picks).
 *
 *   node --import tsx --test tests/facts/audit-fm.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as NextV9 from '../../src/samples/v9/node_modules/@trpc/next';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, v9, within } from './facts';

fact(
  'versioned_docs/version-9.x/server/caching.md',
  "withTRPC()'s responseMeta runs after the queries the server render fetches; a query with ssr: false is not fetched before it",
  async (t) => {
    const React = v9('react') as typeof ReactNS;
    const { withTRPC } = v9('@trpc/next') as typeof NextV9;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;

    const fetched: string[] = [];
    const router = trpc
      .router()
      .query('onServer', { resolve: () => (fetched.push('onServer'), 'a') })
      .query('inBrowser', { resolve: () => (fetched.push('inBrowser'), 'b') });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );

    const hooks = createReactQueryHooks<typeof router>();
    const Page = () => {
      hooks.useQuery(['onServer']);
      hooks.useQuery(['inBrowser'], { ssr: false });
      return null;
    };
    const App = ({ Component, pageProps }: { Component: () => null; pageProps: object }) =>
      React.createElement(Component, pageProps);

    const seenByResponseMeta: string[][] = [];
    // The site tsconfig maps the bare @trpc/client to 10.x, so 9.x's config type is cast (as v9-universal.test.ts does).
    // cacheTime Infinity: react-query 3's default of 5 minutes would keep a timer, and the process, alive.
    const queryClientConfig = { defaultOptions: { queries: { retry: false, cacheTime: Infinity } } };
    const options = {
      config: () => ({ url, queryClientConfig }),
      ssr: true,
      responseMeta: () => {
        seenByResponseMeta.push([...fetched]);
        return {};
      },
    } as unknown as Parameters<typeof withTRPC<typeof router>>[0];
    const Wrapped = withTRPC<typeof router>(options)(App as never) as unknown as ReactNS.FunctionComponent<{
      [prop: string]: unknown;
    }> & {
      getInitialProps: (ctx: object) => Promise<object>;
    };
    const AppTree = (props: object) => React.createElement(Wrapped, { ...props, Component: Page });
    const ctx = { req: { headers: {} }, res: { statusCode: 200, setHeader() {} }, pathname: '/' };
    await within(5000, 'getInitialProps', Wrapped.getInitialProps({ AppTree, Component: Page, ctx }));

    assert.deepEqual(seenByResponseMeta, [['onServer']], 'responseMeta ran once, before the ssr: false query');
    assert.deepEqual(fetched, ['onServer'], 'the ssr: false query is left to the browser');
  },
);
