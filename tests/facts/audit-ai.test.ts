/**
 * Independent audit AI (bench/audit-independent-2026-11-29ai.md, tests/facts/README.md): claims of the aborting
 * page and the router page that the audit found wider or looser than the installed packages, pinned as corrected.
 * No server: the React fact renders with a terminating link that never answers and counts its teardowns (a call
 * whose React Query signal is aborted unsubscribes from the link at once, so nothing waits).
 *
 *   node --import tsx --test tests/facts/audit-ai.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { fact, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

fact(
  'docs/server/router.md',
  'mergeRouters throws "You seem to have several transformers" for routers of two instances each created with transformer: superjson (each wraps it in an object of its own), not for two routers of one such instance; different error formatters throw, one formatter function shared by two instances does not',
  () => {
    const one = initTRPC.create({ transformer: superjson });
    const other = initTRPC.create({ transformer: superjson });
    const routerOf = (t: typeof one, name: string) => t.router({ [name]: t.procedure.query(() => name) });
    assert.throws(() => one.mergeRouters(routerOf(one, 'a'), routerOf(other, 'b')), {
      message: 'You seem to have several transformers',
    });
    assert.doesNotThrow(() => one.mergeRouters(routerOf(one, 'a'), routerOf(one, 'b')));

    const shape = ({ shape }: { shape: TRPCServer.DefaultErrorShape }) => shape;
    const first = initTRPC.create({ errorFormatter: shape });
    const second = initTRPC.create({ errorFormatter: shape });
    const third = initTRPC.create({ errorFormatter: ({ shape }) => shape });
    const plain = (t: typeof first, name: string) => t.router({ [name]: t.procedure.query(() => name) });
    assert.doesNotThrow(() => first.mergeRouters(plain(first, 'a'), plain(second, 'b')));
    assert.throws(() => first.mergeRouters(plain(first, 'a'), plain(third, 'b')), {
      message: 'You seem to have several error formatters',
    });
  },
);

fact(
  'docs/server/router.md',
  'a key named then makes router() throw "Reserved words used in `router({})` call: then" (the words in backticks and the key after a colon)',
  () => {
    const t = initTRPC.create();
    assert.throws(() => t.router({ then: t.procedure.query(() => 1) }), {
      message: 'Reserved words used in `router({})` call: then',
    });
  },
);

fact(
  'docs/client/aborting-procedures.md',
  "the provider's abortOnUnmount reaches useQuery and the experimental useSuspenseQuery (whose trpc.abortOnUnmount also works), while useQueries ignores it: its query is not aborted when no component uses it any more",
  () => {
    const React = v10('react') as typeof ReactNS;
    const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
    const { QueryClient, QueryClientProvider, QueryObserver } = v10('@tanstack/react-query') as typeof ReactQuery;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const t = initTRPC.create();
    const router = t.router({ count: t.procedure.query(() => 2) });
    const trpc = createTRPCReact<typeof router, unknown, 'ExperimentalSuspense'>();

    /**
     * Renders `Component` (in a Suspense boundary) under both providers, then mounts and unmounts one observer of the
     * query it created, as a component that leaves while its query loads: how many calls the link saw start and end.
     */
    function mountAndLeave(Component: () => null, abortOnUnmount: boolean) {
      const seen = { calls: 0, teardowns: 0 };
      const neverAnswers: TRPCClient.TRPCLink<typeof router> =
        () =>
        ({ op }) =>
          observable(() => {
            assert.ok(op.path in router._def.procedures, `a call of the router's own ${op.path}`);
            seen.calls++;
            return () => void seen.teardowns++;
          });
      const queryClient = new QueryClient({ logger: { log() {}, warn() {}, error() {} } });
      const client = trpc.createClient({ links: [neverAnswers] });
      renderToString(
        React.createElement(trpc.Provider, {
          client,
          queryClient,
          abortOnUnmount,
          children: React.createElement(
            QueryClientProvider,
            { client: queryClient },
            React.createElement(React.Suspense, { fallback: null }, React.createElement(Component)),
          ),
        }),
      );
      const [query] = queryClient.getQueryCache().getAll();
      assert.ok(query, 'the component should have created its query');
      const observer = new QueryObserver(queryClient, { ...query.options, queryKey: query.queryKey });
      observer.subscribe(() => undefined)();
      queryClient.clear();
      return seen;
    }

    const useQuery = () => {
      trpc.count.useQuery();
      return null;
    };
    const useSuspenseQuery = () => {
      trpc.count.useSuspenseQuery();
      return null;
    };
    const perCall = () => {
      trpc.count.useSuspenseQuery(undefined, { trpc: { abortOnUnmount: true } });
      return null;
    };
    const useQueries = () => {
      trpc.useQueries((q) => [q.count()]);
      return null;
    };
    assert.deepEqual(mountAndLeave(useQuery, true), { calls: 1, teardowns: 1 }, 'useQuery');
    assert.deepEqual(mountAndLeave(useSuspenseQuery, true), { calls: 1, teardowns: 1 }, 'useSuspenseQuery');
    assert.deepEqual(mountAndLeave(useSuspenseQuery, false), { calls: 1, teardowns: 0 }, 'useSuspenseQuery, off');
    assert.deepEqual(mountAndLeave(perCall, false), { calls: 1, teardowns: 1 }, "useSuspenseQuery's own option");
    assert.deepEqual(mountAndLeave(useQueries, true), { calls: 1, teardowns: 0 }, 'useQueries');
  },
);
