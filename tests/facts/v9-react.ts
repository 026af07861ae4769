/**
 * What the 9.x React facts share: a react-query 3 QueryClient that leaves no timer behind, and the
 * helpers `trpc.useContext()` gives over it. Against @trpc/react 9.27.4 and react-query 3 from src/samples/v9.
 */
import assert from 'node:assert/strict';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import { v9 } from './facts';

/**
 * A QueryClient cleared when the test ends: react-query 3 removes an unused query on a timer of its
 * `cacheTime` (5 minutes), which would keep the test process alive.
 */
export function queryClientFor(
  t: { after: (fn: () => void) => void },
  config?: ReactQuery.QueryClientConfig,
): ReactQuery.QueryClient {
  const { QueryClient } = v9('react-query') as typeof ReactQuery;
  const queryClient = new QueryClient(config);
  t.after(() => queryClient.clear());
  return queryClient;
}

/** The helpers of `trpc.useContext()` over `queryClient` (and `client`), taken from a render inside the provider. */
export function contextHelpers(queryClient: ReactQuery.QueryClient, client: unknown = {}) {
  const React = v9('react') as typeof ReactNS;
  const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
  const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
  const hooks = createReactQueryHooks<ServerV9.AnyRouter>();
  let helpers: ReturnType<typeof hooks.useContext> | undefined;
  function Capture() {
    helpers = hooks.useContext();
    return null;
  }
  renderToString(
    React.createElement(hooks.Provider, {
      client: client as never,
      queryClient,
      children: React.createElement(Capture),
    }),
  );
  assert.ok(helpers, 'the provider should give its helpers to useContext()');
  return helpers as unknown as {
    invalidateQueries: (...args: unknown[]) => Promise<void>;
    prefetchQuery: (...args: unknown[]) => Promise<void>;
  };
}
