/**
 * Independent audit FO (bench/audit-independent-2026-11-30fo.md): 64 drawn sentences and a census of the latest
 * fixes. Each fact runs the packages of the page's version from src/samples (here 9.27.4 with react-query 3.39.3),
 * or is checked by `npm run typecheck`.
 *
 *   node --import tsx --test tests/facts/audit-fo.test.ts
 */
import assert from 'node:assert/strict';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { closedPort, fact, pageText, rejection, v9 } from './facts';

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "a 9.x useQuery()'s error is TRPCClientErrorLike or null, and its data is missing when no server answered",
  async () => {
    assert.match(
      pageText('versioned_docs/version-9.x/reactjs/queries.md'),
      /`details\.error` is a `TRPCClientErrorLike<AppRouter>`, or `null` while the query has no error\. When your tRPC router sent the error, its `data` carries/,
    );
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createReactQueryHooks } = v9('./node_modules/@trpc/react') as typeof ReactV9;
    const { createTRPCClient, TRPCClientError } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { QueryClient, QueryObserver } = v9('react-query') as typeof ReactQueryV3;
    const appRouter = trpc.router().query('book.byId', { resolve: () => ({ title: 'Kindred' }) });
    type AppRouter = typeof appRouter;
    const hooks = createReactQueryHooks<AppRouter>();
    // Only typed: hooks cannot run outside a render.
    const typed = () => {
      const error = hooks.useQuery(['book.byId']).error;
      const nullable: null extends typeof error ? true : false = true;
      // @ts-expect-error error may be null
      const message: string = error.message;
      return [nullable, message];
    };
    assert.equal(typeof typed, 'function');
    assert.deepEqual(await appRouter.createCaller({}).query('book.byId'), { title: 'Kindred' });

    // React Query 3, which the hooks wrap: no error yet is `null`.
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['book.byId'],
      queryFn: () => 'unused',
      enabled: false,
    });
    assert.equal(observer.getCurrentResult().error, null);
    queryClient.clear();

    // No server answered: the error has no `data`.
    const client = createTRPCClient<AppRouter>({ url: `http://127.0.0.1:${await closedPort()}` });
    const failure = await rejection(client.query('book.byId'));
    assert.ok(failure instanceof TRPCClientError);
    assert.equal((failure as ClientV9.TRPCClientError<AppRouter>).data, undefined);
  },
);
