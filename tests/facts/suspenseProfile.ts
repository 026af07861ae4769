/**
 * A 10.12.0 React client with the suspense hooks (src/samples/v10) over a router of one query, `profile`, answered
 * by a terminating link that calls the router directly, so no server is started (audit-ep.test.ts,
 * audit-er.test.ts).
 */
import type * as ReactQueryV10 from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ObservableV10 from '../../src/samples/v10/node_modules/@trpc/server/observable';
import { v10 } from './facts';

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
