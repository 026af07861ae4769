/**
 * React-side statements of the 10.x server and migration pages (tests/facts/README.md): when
 * @trpc/next calls its own `responseMeta` and what it does with the result, and what a router-level
 * `invalidate()` of the useContext() helpers matches. Rendering happens in Node: the @trpc/next
 * prepass with react-ssr-prepass, the hooks once with react-dom/server (as react-query.test.ts).
 *
 *   node --import tsx --test tests/facts/ssr-meta.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCNext from '../../src/samples/v10/node_modules/@trpc/next';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as TRPCObservable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import { fact, v10, within } from './facts';

const React = v10('react') as typeof ReactNS;
const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
const { QueryClient, QueryClientProvider } = v10('@tanstack/react-query') as typeof ReactQuery;
const { TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { createTRPCNext } = v10('@trpc/next') as typeof TRPCNext;
const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { observable } = v10('@trpc/server/observable') as typeof TRPCObservable;

const t = initTRPC.create();
const appRouter = t.router({
  missing: t.procedure.query(() => null),
  post: t.router({
    byId: t.procedure.input((value: unknown) => value as { id: number }).query(() => null),
    all: t.procedure.query(() => []),
  }),
  user: t.router({ me: t.procedure.query(() => null) }),
});
// Only the router's type is used: every call goes to notFoundLink.
type AppRouter = typeof appRouter;
void appRouter;

/** A terminating link that fails every call with a NOT_FOUND error envelope, as the HTTP links would. */
const notFoundLink: TRPCClient.TRPCLink<AppRouter> = () => () =>
  observable((observer) => {
    observer.error(
      TRPCClientError.from({
        error: { message: 'gone', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404, path: 'missing' } },
      }),
    );
  });

fact(
  'docs/server/caching.md',
  "@trpc/next's responseMeta runs only with ssr: true, after the prepass, with the failed queries in clientErrors; it sets the status and the string header values on the response and ignores array values",
  async () => {
    const run = async (ssr: boolean) => {
      const calls: { clientErrors: number }[] = [];
      const trpc = createTRPCNext<AppRouter>({
        config: () => ({ links: [notFoundLink], queryClientConfig: { defaultOptions: { queries: { retry: false } } } }),
        ssr,
        responseMeta: ({ clientErrors }) => {
          calls.push({ clientErrors: clientErrors.length });
          return {
            status: clientErrors[0]?.data?.httpStatus ?? 200,
            headers: { 'x-one': 'yes', 'x-many': ['a', 'b'] as unknown as string },
          };
        },
      });
      const Page = () => {
        trpc.missing.useQuery();
        return null;
      };
      Page.getInitialProps = () => ({});
      const Wrapped = trpc.withTRPC(Page) as unknown as ReactNS.FunctionComponent & {
        getInitialProps: (ctx: unknown) => Promise<unknown>;
      };
      const headers: Record<string, unknown> = {};
      const res = { statusCode: 200, setHeader: (key: string, value: unknown) => (headers[key] = value) };
      const AppTree = (props: object) => React.createElement(Wrapped, props);
      await within(5000, 'getInitialProps', Wrapped.getInitialProps({ AppTree, res, req: {}, pathname: '/' }));
      return { calls, status: res.statusCode, headers };
    };

    const off = await run(false);
    assert.deepEqual(off.calls, [], 'without ssr, responseMeta is not called');
    const on = await run(true);
    assert.deepEqual(on.calls, [{ clientErrors: 1 }]);
    assert.equal(on.status, 404);
    assert.deepEqual(on.headers, { 'x-one': 'yes' }, 'the array value was not set');
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  'utils.post.invalidate() marks every query under post as invalid, whatever its input, and no other',
  async () => {
    const trpc = createTRPCReact<AppRouter>();
    const queryClient = new QueryClient();
    const client = trpc.createClient({ links: [notFoundLink] });
    let utils: ReturnType<typeof trpc.useContext> | undefined;
    const Component = () => {
      utils = trpc.useContext();
      trpc.post.byId.useQuery({ id: 1 });
      trpc.post.byId.useQuery({ id: 2 });
      trpc.post.all.useQuery();
      trpc.user.me.useQuery();
      return null;
    };
    renderToString(
      React.createElement(trpc.Provider, {
        client,
        queryClient,
        children: React.createElement(QueryClientProvider, { client: queryClient }, React.createElement(Component)),
      }),
    );
    assert.ok(utils);
    await utils.post.invalidate();
    const invalid = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => (query.queryKey[0] as string[]).join('.'));
    assert.deepEqual(invalid.sort(), ['post.all', 'post.byId', 'post.byId']);
    queryClient.clear();
  },
);
