/**
 * A 10.12.0 client whose `httpBatchLink` hands each request to the Fetch adapter in-process (no socket, no port),
 * for the facts of the adapter's `endpoint` (audit-z, audit-ew, audit-fc).
 */
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import { v10 } from './facts';

/** A client of `url` whose requests `fetchRequestHandler` answers as if served at `endpoint`; `responses` are its answers. */
export function fetchAdapterClient<TRouter extends TRPCServer.AnyRouter>(
  router: TRouter,
  url: string,
  endpoint: string,
) {
  const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
  const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
  const responses: Promise<Response>[] = [];
  // A generic router leaves the transformer option undecided for tsc; the routers here have none.
  const options = {
    links: [
      httpBatchLink({
        url,
        fetch: (input, init) => {
          // the batch link passes the URL as a string
          const response = fetchRequestHandler({
            endpoint,
            router,
            req: new Request(input as string, init),
            createContext: () => ({}),
          });
          responses.push(response);
          return response;
        },
      }),
    ],
  } as Parameters<typeof createTRPCProxyClient<TRouter>>[0];
  return { client: createTRPCProxyClient<TRouter>(options), responses };
}

/** A call's outcome as text: `ok <value>` or `rejected <message>`. */
export const settle = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    (value) => `ok ${String(value)}`,
    (error: Error) => `rejected ${error.message}`,
  );
