/**
 * A 10.12.0 React client with the suspense hooks (src/samples/v10) over a router of one query, `profile`, answered
 * by a terminating link that calls the router directly, so no server is started (audit-ep.test.ts,
 * audit-er.test.ts).
 */
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as ReactQueryV10 from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ObservableV10 from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import { v10 } from './facts';
import { renderInProviders } from './v10-react';

export function suspenseProfileClient() {
  const { createTRPCReact } = v10('@trpc/react-query') as typeof ReactQueryV10;
  const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
  const { observable } = v10('@trpc/server/observable') as typeof ObservableV10;
  const t10 = initTRPC.create();
  const router = t10.router({ profile: t10.procedure.query(() => ({ name: 'Ada' })) });
  const trpc = createTRPCReact<typeof router, unknown, 'ExperimentalSuspense'>();
  const client = trpc.createClient({
    links: [
      () => () =>
        observable((observer) => {
          void router
            .createCaller({})
            .profile()
            .then((data) => {
              observer.next({ result: { data } });
              observer.complete();
            });
        }),
    ],
  });
  return { trpc, client };
}

/** Renders `Profile` on the server inside the providers and a `Suspense` whose fallback is `<i>fallback</i>`. */
export function renderSuspended(
  { trpc, client }: ReturnType<typeof suspenseProfileClient>,
  queryClient: ReactQuery.QueryClient,
  Profile: () => ReactNS.ReactElement,
): string {
  const React = v10('react') as typeof ReactNS;
  const fallback = React.createElement('i', null, 'fallback');
  return renderInProviders(trpc, client, queryClient, () =>
    React.createElement(React.Suspense, { fallback }, React.createElement(Profile)),
  );
}
