/**
 * The statements that independent audit K (bench/audit-independent-2026-11-29k.md) corrected on three
 * 10.x pages, as they now read: which React Query options `inferReactQueryProcedureOptions` gives a
 * query, what a thrown value that is neither an `Error` nor a string becomes, which HTTP methods reach
 * the Fastify adapter, and which failures @trpc/next's own `responseMeta` gets in `clientErrors`. The
 * type behaviour is checked by `npm run typecheck` (the `@ts-expect-error` line fails it when the error
 * goes away); the facts run the rest against @trpc/* 10.12.0.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-k.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCNext from '../../src/samples/v10/node_modules/@trpc/next';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as TRPCObservable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import { fact, listenOnLoopback, v10, within } from './facts';

const React = v10('react') as typeof ReactNS;
const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
const { TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { createTRPCNext } = v10('@trpc/next') as typeof TRPCNext;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { observable } = v10('@trpc/server/observable') as typeof TRPCObservable;
const fastify = v10('fastify') as typeof Fastify;

const t = initTRPC.create();
const appRouter = t.router({
  post: t.router({
    byId: t.procedure.input((value: unknown) => value as { id: string }).query(({ input }) => input),
    create: t.procedure.input((value: unknown) => value as { title: string }).mutation(({ input }) => input),
  }),
  ping: t.procedure.query(() => 'pong'),
  throwsObject: t.procedure.query(() => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the page's case: a thrown value that is not an Error
    throw { detail: 'row locked' };
  }),
  throwsNumber: t.procedure.query(() => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the page's case: a thrown value that is not an Error
    throw 42;
  }),
});
type AppRouter = typeof appRouter;

/** A Node.js server for the standalone adapter's request handler. */
function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>): http.Server {
  return http.createServer((req, res) => void handler(req, res));
}

fact(
  'docs/server/infer-types.md',
  "inferReactQueryProcedureOptions gives a query all of useQuery's options but select, so select passed to a wrapping hook fails to compile",
  () => {
    type Options = TRPCReact.inferReactQueryProcedureOptions<AppRouter>;
    const accepted: Options['post']['byId'] = {
      enabled: true,
      staleTime: 1000,
      onError: (error) => void error.data?.code,
    };
    // @ts-expect-error `select` is left out of the query options
    const rejected: Options['post']['byId'] = { select: (data: unknown) => data };
    const mutation: Options['post']['create'] = { onSuccess: (data) => void data.title, retry: 1 };
    assert.equal(accepted.enabled, true);
    assert.equal(typeof rejected, 'object');
    assert.equal(mutation.retry, 1);
  },
);

fact(
  'docs/server/error-handling.md',
  'a thrown value that is neither an Error nor a string is not kept: the cause is a new Error and the message is Unknown error',
  async (t) => {
    const seen: { path?: string; message: string; cause: unknown }[] = [];
    const base = await listenOnLoopback(
      t,
      serve(
        createHTTPHandler({
          router: appRouter,
          onError: ({ path, error }) => seen.push({ path, message: error.message, cause: error.cause }),
        }),
      ),
    );
    for (const path of ['throwsObject', 'throwsNumber']) {
      const response = await fetch(`${base}/${path}`);
      assert.equal(response.status, 500);
      const body = (await response.json()) as { error: { message: string; data: { code: string } } };
      assert.equal(body.error.message, 'Unknown error', path);
      assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR', path);
    }
    assert.equal(seen.length, 2);
    for (const { message, cause } of seen) {
      assert.equal(message, 'Unknown error');
      assert.ok(cause instanceof Error, 'the cause is an Error');
      assert.equal(cause.message, 'Unknown error', 'the thrown value is not the cause');
    }
  },
);

fact(
  'docs/server/error-handling.md',
  "the adapters answer a method other than GET, POST and HEAD with METHOD_NOT_SUPPORTED (405), but under Fastify only the methods its all() route covers reach the adapter: PURGE and LINK get Fastify's own 404",
  async (t) => {
    const base = await listenOnLoopback(t, serve(createHTTPHandler({ router: appRouter })));
    const app = fastify();
    t.after(() => void app.close());
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: appRouter } });
    await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
    const address = app.server.address() as { port: number };
    const fastifyBase = `http://127.0.0.1:${address.port}/trpc`;

    const answer = async (url: string, method: string) => {
      const response = await fetch(`${url}/ping`, { method });
      const body = (await response.json()) as { error?: { data?: { code: string } }; message?: string };
      return { status: response.status, code: body.error?.data?.code ?? body.message };
    };
    for (const method of ['PUT', 'OPTIONS', 'PURGE', 'LINK']) {
      assert.deepEqual(
        await answer(base, method),
        { status: 405, code: 'METHOD_NOT_SUPPORTED' },
        `standalone ${method}`,
      );
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      assert.deepEqual(
        await answer(fastifyBase, method),
        { status: 405, code: 'METHOD_NOT_SUPPORTED' },
        `Fastify ${method}`,
      );
    }
    for (const method of ['PURGE', 'LINK']) {
      assert.deepEqual(
        await answer(fastifyBase, method),
        { status: 404, code: `Route ${method}:/trpc/ping not found` },
        `Fastify ${method}`,
      );
    }
  },
);

fact(
  'docs/server/caching.md',
  "@trpc/next's responseMeta gets the errors of the queries that failed during server-side rendering, and not the error of a mutation that failed there",
  async () => {
    /** Fails a mutation at once and a query a little later, so the prepass waits for the query. */
    const failingLink: TRPCClient.TRPCLink<AppRouter> =
      () =>
      ({ op }) =>
        observable((observer) => {
          const fail = () =>
            observer.error(
              TRPCClientError.from({
                error: { message: `${op.type} failed`, code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } },
              }),
            );
          if (op.type === 'mutation') {
            fail();
            return;
          }
          const timer = setTimeout(fail, 20);
          return () => clearTimeout(timer);
        });
    const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      logger: silent,
    });
    let seen: { messages: string[]; mutations: string[] } | undefined;
    const trpc = createTRPCNext<AppRouter>({
      config: () => ({ links: [failingLink], queryClient }),
      ssr: true,
      responseMeta: ({ clientErrors }) => {
        seen = {
          messages: clientErrors.map((error) => error.message),
          mutations: queryClient
            .getMutationCache()
            .getAll()
            .map((mutation) => mutation.state.status),
        };
        return {};
      },
    });
    let mutated = false;
    const Page = () => {
      trpc.post.byId.useQuery({ id: '1' });
      const create = trpc.post.create.useMutation();
      if (!mutated) {
        mutated = true;
        create.mutate({ title: 'during render' });
      }
      return null;
    };
    Page.getInitialProps = () => ({});
    const Wrapped = trpc.withTRPC(Page) as unknown as ReactNS.FunctionComponent & {
      getInitialProps: (ctx: unknown) => Promise<unknown>;
    };
    const res = { statusCode: 200, setHeader: () => undefined };
    const AppTree = (props: object) => React.createElement(Wrapped, props);
    await within(5000, 'getInitialProps', Wrapped.getInitialProps({ AppTree, res, req: {}, pathname: '/' }));
    assert.deepEqual(seen, { messages: ['query failed'], mutations: ['error'] });
    queryClient.clear();
  },
);
