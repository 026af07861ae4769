/**
 * Type behaviours the 9.x pages state (bench/claims-audit-9x-blog.md, claims checked with tsc or the
 * declarations only): which paths and inputs the vanilla client and the React hooks accept, what the
 * meta and context types must be. `npm run typecheck` compiles this file against @trpc/* 9.27.4:
 * each `@ts-expect-error` fails it when the error goes away, each line without one when an error
 * appears. The hooks are only typed here, never rendered; the facts run what has a runtime side.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/v9-types.test.ts
 */
import assert from 'node:assert/strict';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as LambdaV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/aws-lambda';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v9/node_modules/zod';
import { fact, v9 } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
const { z } = v9('zod') as typeof Zod;

const appRouter = trpc
  .router()
  .query('post.list', { resolve: () => ['a'] })
  .query('post.byId', { input: z.object({ id: z.string() }), resolve: ({ input }) => input.id })
  .query('post.search', { input: z.object({ q: z.string() }).optional(), resolve: () => ['a'] })
  .query('post.feed', {
    input: z.object({ limit: z.number(), cursor: z.number().nullish() }),
    resolve: ({ input }) => ({ items: [input.limit], nextCursor: input.cursor ?? null }),
  })
  .mutation('post.add', { input: z.string(), resolve: ({ input }) => input });
type AppRouter = typeof appRouter;

fact(
  'versioned_docs/version-9.x/client/vanilla.md',
  "paths are strings: an outdated client.query('old.name') is a type error, and so is a mutation's path given to query()",
  () => {
    assert.deepEqual(Object.keys(appRouter._def.queries), ['post.list', 'post.byId', 'post.search', 'post.feed']);
    const client = createTRPCClient<AppRouter>({ url: 'http://127.0.0.1:1' });
    const typed = () => {
      void client.query('post.list');
      void client.query('post.byId', { id: '1' });
      // @ts-expect-error: no query has this path
      void client.query('old.name');
      // @ts-expect-error: a mutation is not a query
      void client.query('post.add', 'x');
      // @ts-expect-error: the input must match the procedure's
      void client.query('post.byId', { id: 1 });
    };
    assert.equal(typeof typed, 'function');
    assert.equal(typeof client.query, 'function');
  },
);

fact(
  'versioned_docs/version-9.x/main/quickstart.md',
  'client.query() and client.mutation() take the path, the input (which may be left out when there is no validator or it accepts undefined) and an optional { context }',
  () => {
    const client = createTRPCClient<AppRouter>({ url: 'http://127.0.0.1:1' });
    const typed = () => {
      // @ts-expect-error: a required input cannot be left out
      void client.query('post.byId');
      void client.query('post.list');
      void client.query('post.search');
      void client.query('post.byId', { id: '1' }, { context: { skipBatch: true } });
      void client.mutation('post.add', 'x', { context: {} });
      // @ts-expect-error: a mutation's input is required like a query's
      void client.mutation('post.add');
    };
    assert.equal(typeof typed, 'function');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "useQuery()'s first argument is a tuple of path and input, which can be the path alone when the input is missing or optional; useQuery() only accepts paths registered with .query()",
  () => {
    const hooks = createReactQueryHooks<AppRouter>();
    // Only typed: hooks cannot run outside a render.
    const typed = () => {
      hooks.useQuery(['post.list']);
      hooks.useQuery(['post.search']);
      hooks.useQuery(['post.byId', { id: '1' }]);
      // @ts-expect-error: a required input cannot be left out
      hooks.useQuery(['post.byId']);
      // @ts-expect-error: a mutation's path is not a query's
      hooks.useQuery(['post.add', 'x']);
    };
    assert.equal(typeof typed, 'function');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  "invalidateQueries' types want the procedure's whole input in the tuple, so a partial input is a type error",
  () => {
    const hooks = createReactQueryHooks<AppRouter>();
    const typed = () => {
      const utils = hooks.useContext();
      void utils.invalidateQueries(['post.feed', { limit: 10 }]);
      // @ts-expect-error: post.feed's input also has limit
      void utils.invalidateQueries(['post.feed', { cursor: 5 }]);
    };
    assert.equal(typeof typed, 'function');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md',
  'useInfiniteQuery() rejects query procedures whose input type does not allow a cursor property, and its input type leaves cursor out',
  () => {
    const hooks = createReactQueryHooks<AppRouter>();
    const typed = () => {
      hooks.useInfiniteQuery(['post.feed', { limit: 10 }], { getNextPageParam: (last) => last.nextCursor });
      // @ts-expect-error: post.byId's input has no cursor
      hooks.useInfiniteQuery(['post.byId', { id: '1' }]);
      // @ts-expect-error: the hook sets the cursor itself
      hooks.useInfiniteQuery(['post.feed', { limit: 10, cursor: 5 }]);
    };
    assert.equal(typeof typed, 'function');
  },
);

fact(
  'versioned_docs/version-9.x/server/metadata.md',
  'the meta type is the second type argument of trpc.router() and must be an object type; the default is {}',
  () => {
    const typed = () => {
      trpc.router<object, { auth?: boolean }>().query('a', { meta: { auth: true }, resolve: () => 'a' });
      // @ts-expect-error: a meta type must be an object type
      trpc.router<object, string>();
      // the default {} checks nothing: any object is accepted as meta
      trpc.router().query('a', { meta: { auth: true }, resolve: () => 'a' });
    };
    assert.equal(typeof typed, 'function');
  },
);

fact(
  'versioned_docs/version-9.x/server/context.md',
  'the context type must be the same for every router you merge',
  () => {
    const typed = () => {
      const child = trpc.router<{ user: string }>().query('me', { resolve: ({ ctx }) => ctx.user });
      trpc.router<{ user: string }>().merge('user.', child);
      // @ts-expect-error: a child router with another context type cannot be merged
      trpc.router<{ tenant: number }>().merge('user.', child);
    };
    assert.equal(typeof typed, 'function');
  },
);

const ticking = trpc.router().subscription('tick', {
  resolve: () => new trpc.Subscription<number>(() => () => {}),
});

fact(
  'versioned_docs/version-9.x/further/subscriptions.md',
  "createWSClient's url is required, and so is useSubscription()'s onNext",
  () => {
    const { createWSClient } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
    const hooks = createReactQueryHooks<typeof ticking>();
    const typed = () => {
      // @ts-expect-error: url is required
      createWSClient({});
      hooks.useSubscription(['tick'], { onNext: (n) => void n });
      // @ts-expect-error: onNext is required
      hooks.useSubscription(['tick'], {});
    };
    assert.deepEqual(Object.keys(ticking._def.subscriptions), ['tick']);
    assert.equal(typeof createWSClient, 'function');
    assert.equal(typeof typed, 'function');
  },
);

fact(
  'versioned_docs/version-9.x/server/express.md',
  'router is a required option of the Express adapter (and of the Lambda handler)',
  () => {
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const { awsLambdaRequestHandler } = v9('@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    const typed = () => {
      createExpressMiddleware({ router: appRouter, createContext: () => ({}) });
      // @ts-expect-error: router is required
      createExpressMiddleware({ createContext: () => ({}) });
      awsLambdaRequestHandler({ router: appRouter, createContext: () => ({}) });
      // @ts-expect-error: router is required
      awsLambdaRequestHandler({ createContext: () => ({}) });
    };
    assert.equal(typeof typed, 'function');
  },
);
