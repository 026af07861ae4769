/**
 * A 10.x React app's providers for facts that read hooks: one server render of a component inside tRPC's provider
 * and React Query's, with @trpc/react-query 10.12.0 and @tanstack/react-query from src/samples/v10.
 */
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import { v10 } from './facts';

/** What the render needs of `createTRPCReact()`'s result: its provider, typed loosely enough for any router. */
type WithProvider = { Provider: ReactNS.FunctionComponent<never> };

/**
 * Renders `Component` once on the server inside `trpc.Provider` (with `client` and `queryClient`) and
 * `QueryClientProvider`, as an app's root does; the HTML. Hooks run once, so a query registers without fetching.
 */
export function renderInProviders(
  trpc: WithProvider,
  client: unknown,
  queryClient: ReactQuery.QueryClient,
  Component: () => ReactNS.ReactElement | null,
): string {
  const React = v10('react') as typeof ReactNS;
  const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
  const { QueryClientProvider } = v10('@tanstack/react-query') as typeof ReactQuery;
  const Provider = trpc.Provider as ReactNS.FunctionComponent<{
    client: unknown;
    queryClient: ReactQuery.QueryClient;
    children: ReactNS.ReactNode;
  }>;
  return renderToString(
    React.createElement(Provider, {
      client,
      queryClient,
      children: React.createElement(QueryClientProvider, { client: queryClient }, React.createElement(Component)),
    }),
  );
}

/** A QueryClient that does not retry, keeps queries and mutations in its cache for good and logs nothing; cleared when the test ends. */
export function keepingQueryClient(t: { after: (fn: () => void) => void }): ReactQuery.QueryClient {
  const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, cacheTime: Infinity }, mutations: { cacheTime: Infinity } },
    logger: { log: () => {}, warn: () => {}, error: () => {} },
  });
  t.after(() => queryClient.clear());
  return queryClient;
}
