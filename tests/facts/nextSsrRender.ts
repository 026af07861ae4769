/**
 * A server render of a Next.js page under @trpc/next 10.12.0's `withTRPC` with `ssr: true`, as Next.js does it:
 * `_app`'s `getInitialProps` with an `AppTree`, then the final render (audit-dv.test.ts, audit-ec.test.ts).
 */
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import { v10, within } from './facts';

export type Element = ReactNS.ReactElement;
/** The `_app` that `withTRPC` returns, with the `getInitialProps` Next.js calls. */
export type Wrapped = ReactNS.FunctionComponent<{ [prop: string]: unknown }> & {
  getInitialProps: (ctx: object) => Promise<object>;
};

/**
 * The `_app` that renders its `Component` with its `pageProps`, wrapped by `withTRPC` (`createTRPCNext`'s, passed as
 * `trpc.withTRPC`): what Next.js calls for a server render.
 */
export function withTRPCApp(withTRPC: (app: never) => unknown): Wrapped {
  const React = v10('react') as typeof ReactNS;
  const app = ({ Component, pageProps }: { Component: () => Element; pageProps: object }) =>
    React.createElement(Component, pageProps);
  return withTRPC(app as never) as Wrapped;
}

/** Renders a page through `App` (the `withTRPC` app) and returns the final HTML. */
export function serverRenderer(App: Wrapped): (Page: () => Element) => Promise<string> {
  const React = v10('react') as typeof ReactNS;
  const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
  return async (Page) => {
    const tree = (props: object) => React.createElement(App, { Component: Page, router: {}, ...props });
    const ctx = { req: { headers: {} }, res: { statusCode: 200, setHeader() {} }, pathname: '/' };
    const props = await within(5000, 'getInitialProps', App.getInitialProps({ AppTree: tree, Component: Page, ctx }));
    return renderToString(tree(props));
  };
}
