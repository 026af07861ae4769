/**
 * Independent audit BF (bench/audit-independent-2026-11-29bf.md, tests/facts/README.md): three sentences of the
 * React pages that the audit found wider than the installed packages, pinned as corrected. One server (started by
 * the first fact that needs it, closed when the file's tests end) serves a 10.x router under /v10 and a 9.x router
 * under /v9; the hooks run in one server render inside the providers, and the queries they register are then
 * fetched from it with tRPC's own query functions.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-bf.test.ts
 */
import assert from 'node:assert/strict';
import type http from 'node:http';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { fact, servePrefixed, v10, v9, within } from './facts';
import { renderInProviders } from './v10-react';
import { queryClientFor } from './v9-react';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { createTRPCReact, getQueryKey } = v10('@trpc/react-query') as typeof TRPCReact;
const { httpLink } = v10('@trpc/client') as typeof TRPCClient;
const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
const { z } = v10('zod') as typeof Zod;

/** The procedures each server call reached, in order (`v10 post.byNum 0`, `v9 todo.list`). */
const served: string[] = [];

const t = initTRPC.create();
const router10 = t.router({
  post: t.router({
    byNum: t.procedure.input(z.number()).query(({ input }) => {
      served.push(`v10 post.byNum ${input}`);
      return `post ${input}`;
    }),
  }),
  // A mutation at the top named like a member of useContext()'s object: it gets no helpers, so nothing clashes
  client: t.procedure.mutation(() => 'mutated'),
  other: t.procedure.query(() => {
    served.push('v10 other');
    return 'other';
  }),
});
/** The same names with a query at the top named `client`: that one clashes. */
const clashingRouter = t.router({
  client: t.procedure.query(() => 'query'),
  other: t.procedure.query(() => 'other'),
});

const trpc9 = v9('@trpc/server') as typeof ServerV9;
const router9 = trpc9.router().query('todo.list', {
  resolve: () => {
    served.push('v9 todo.list');
    return [{ id: 1, text: 'Try tRPC v9', done: false }];
  },
});

let origin: Promise<string> | undefined;
/** The file's one server (see the file's comment). */
function serve(): Promise<string> {
  const { createHTTPHandler: createHTTPHandlerV9 } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
  type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;
  origin ??= servePrefixed(
    new Map<string, Handler>([
      ['v10', createHTTPHandler({ router: router10 })],
      ['clash', createHTTPHandler({ router: clashingRouter })],
      ['v9', createHTTPHandlerV9({ router: router9, createContext: () => ({}) })],
    ]),
  );
  return origin;
}

/** A 10.x QueryClient cleared when the test ends, and a client of the /v10 router. */
async function v10Setup(test: { after: (fn: () => void) => void }) {
  const trpc = createTRPCReact<typeof router10>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  test.after(() => queryClient.clear());
  const client = trpc.createClient({ links: [httpLink({ url: `${await serve()}/v10` })] });
  return { trpc, queryClient, client };
}

fact(
  'docs/reactjs/getQueryKey.md',
  "with type 'any' (the default), a falsy input such as 0 is left out of the key, which then matches every input; with type 'query' it narrows",
  async (test) => {
    const { trpc, queryClient, client } = await v10Setup(test);
    renderInProviders(trpc, client, queryClient, () => {
      trpc.post.byNum.useQuery(0);
      trpc.post.byNum.useQuery(1);
      return null;
    });
    served.length = 0;
    await within(3000, 'both queries', queryClient.refetchQueries());
    assert.deepEqual([...served].sort(), ['v10 post.byNum 0', 'v10 post.byNum 1']);

    assert.deepEqual(getQueryKey(trpc.post.byNum, 0), [['post', 'byNum']], 'the input 0 is left out of the key');
    const matches = (queryKey: unknown[]) => queryClient.getQueryCache().findAll({ queryKey }).length;
    assert.equal(matches(getQueryKey(trpc.post.byNum, 0)), 2, 'the key for 0 matches the queries of 0 and of 1');
    assert.equal(matches(getQueryKey(trpc.post.byNum, 0, 'query')), 1, "with type 'query' it matches one");
    assert.equal(matches(getQueryKey(trpc.post.byNum, 1)), 1, 'a truthy input narrows with the default type');

    // What a user sees: removing the data of input 0 also drops the data of input 1
    queryClient.removeQueries({ queryKey: getQueryKey(trpc.post.byNum, 0) });
    assert.equal(queryClient.getQueryCache().findAll().length, 0);
  },
);

fact(
  'docs/reactjs/useContext.md',
  'a query or router at the top named client (or ssrContext, ssrState, abortOnUnmount) clashes with a member of the object useContext() returns; a mutation of that name does not',
  async (test) => {
    const { trpc, queryClient, client } = await v10Setup(test);
    let utils: ReturnType<typeof trpc.useContext> | undefined;
    renderInProviders(trpc, client, queryClient, () => {
      utils = trpc.useContext();
      return null;
    });
    assert.ok(utils, 'the render should give the helpers');
    // The mutation named `client` leaves the helpers typed (npm run typecheck) and working
    assert.equal(await within(3000, 'other.fetch()', utils.other.fetch()), 'other');
    // `client` is still the vanilla client, which reaches the mutation
    assert.equal(await within(3000, 'client.client.mutate()', utils.client.client.mutate()), 'mutated');

    // A query named `client` turns the whole object's type into the clash message (npm run typecheck), while the
    // hooks keep their types (clashing.client.useQuery) and, at run time, `client` is still the vanilla client
    const clashing = createTRPCReact<typeof clashingRouter>();
    const clashingClient = clashing.createClient({ links: [httpLink({ url: `${await serve()}/clash` })] });
    let clashingUtils: ReturnType<typeof clashing.useContext> | undefined;
    renderInProviders(clashing, clashingClient, queryClient, () => {
      clashing.client.useQuery();
      clashingUtils = clashing.useContext();
      return null;
    });
    const message: `The property 'client' in your router collides with a built-in method${string}` | undefined =
      clashingUtils;
    assert.ok(message);
    const untyped = message as unknown as { client: { client: { query: () => Promise<string> } } };
    assert.equal(await within(3000, 'client.client.query()', untyped.client.client.query()), 'query');
    /* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- no helpers */
    // @ts-expect-error the type is the clash message, a string, so it has no helpers
    const typed = (clashed: ReturnType<typeof clashing.useContext>) => clashed.other.fetch();
    /* eslint-enable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return */
    void typed;
  },
);

fact(
  'docs/reactjs/useContext.md',
  'refetch() refetches matching queries now, except those whose hooks are all enabled: false',
  async (test) => {
    const { QueryObserver } = v10('@tanstack/react-query') as typeof ReactQuery;
    const { trpc, queryClient, client } = await v10Setup(test);
    let utils: ReturnType<typeof trpc.useContext> | undefined;
    renderInProviders(trpc, client, queryClient, () => {
      utils = trpc.useContext();
      trpc.other.useQuery(undefined, { enabled: false });
      return null;
    });
    const [query] = queryClient.getQueryCache().findAll();
    assert.ok(utils && query, 'the render should register the query and give the helpers');
    // The hook as it is once mounted: an observer of the query with the hook's options, enabled: false
    const observer = new QueryObserver(queryClient, { ...query.options, enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);
    served.length = 0;
    await within(3000, 'refetch() with the hook disabled', utils.other.refetch());
    assert.deepEqual(served, [], 'a query whose hook is disabled is not refetched');
    unsubscribe();
    await within(3000, 'refetch() with no hook', utils.other.refetch());
    assert.deepEqual(served, ['v10 other'], 'the same query without a hook is refetched');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/introduction.md',
  "two components that pass the same tuple share one cache entry and one request, while ['todo.list'] and ['todo.list', undefined] are two entries, each fetched",
  async (test) => {
    const React = v9('react') as typeof ReactNS;
    const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const { QueryClientProvider } = v9('react-query') as typeof ReactQueryV3;
    const hooks = createReactQueryHooks<typeof router9>();
    // The site tsconfig maps the types of @trpc/client to 10.x, whose options have no `url`: the 9.x options, cast
    const options = { url: `${await serve()}/v9` };
    const client = hooks.createClient(options as unknown as Parameters<typeof hooks.createClient>[0]);

    /** The cache entries and the server calls after rendering `components` and fetching what they registered. */
    async function run(components: (() => null)[]) {
      const queryClient = queryClientFor(test);
      renderToString(
        React.createElement(hooks.Provider, {
          client,
          queryClient,
          children: React.createElement(
            QueryClientProvider,
            { client: queryClient },
            ...components.map((component) => React.createElement(component)),
          ),
        }),
      );
      served.length = 0;
      await within(3000, 'the registered queries', queryClient.refetchQueries());
      return { entries: queryClient.getQueryCache().getAll().length, calls: served.length };
    }

    function WithoutInput() {
      hooks.useQuery(['todo.list']);
      return null;
    }
    function WithUndefined() {
      hooks.useQuery(['todo.list', undefined]);
      return null;
    }
    assert.deepEqual(await run([WithoutInput, WithoutInput]), { entries: 1, calls: 1 }, 'the same tuple twice');
    assert.deepEqual(
      await run([WithoutInput, WithUndefined]),
      { entries: 2, calls: 2 },
      "['todo.list'] and ['todo.list', undefined]",
    );
  },
);
