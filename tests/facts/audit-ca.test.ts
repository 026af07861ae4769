/**
 * Independent audit CA (bench/audit-independent-2026-11-30ca.md): the statements it found wrong in a random draw of
 * the docs' sentences, as they now read. Each fact runs the package set of its page: @trpc/* 10.12.0 from
 * src/samples/v10, or 9.27.4 with react-query 3 from src/samples/v9, against a server on 127.0.0.1 at a port the OS
 * picks where a server is needed.
 *
 *   node --import tsx --test tests/facts/audit-ca.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as LambdaV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/aws-lambda';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type {
  APIGatewayProxyEventV2,
  Context as LambdaContext,
} from '../../src/samples/v9/node_modules/@types/aws-lambda';
import { fact, lambdaPreflightEvent, listenOnLoopback, until, v10, v9, within } from './facts';

fact(
  'docs/client/links/index.mdx',
  'a TRPCLink is a function that returns a function that returns an observable (not a third function), so a link that only returns next(op) works',
  async () => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient } = v10('@trpc/client') as typeof TRPCClient;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const t = initTRPC.create();
    const router = t.router({ hello: t.procedure.query(() => 'world') });
    type Router = typeof router;
    const passThrough: TRPCClient.TRPCLink<Router> =
      () =>
      ({ op, next }) =>
        next(op);
    const terminating: TRPCClient.TRPCLink<Router> = () => () =>
      observable((observer) => {
        observer.next({ result: { type: 'data', data: 'world' } });
        observer.complete();
      });
    const runtime = { transformer: { serialize: (v: unknown) => v, deserialize: (v: unknown) => v } };
    const second = passThrough(runtime);
    assert.equal(typeof second, 'function');
    const op = { id: 1, type: 'query' as const, path: 'hello', input: undefined, context: {} };
    const third = second({ op, next: terminating(runtime) as never });
    // The third level is an observable object, which its subscriber subscribes to, not a function
    assert.equal(typeof third, 'object');
    assert.equal(typeof third.subscribe, 'function');
    const client = createTRPCProxyClient<Router>({ links: [passThrough, terminating] });
    assert.equal(await within(2000, 'query result', client.hello.query()), 'world');
    assert.equal(await router.createCaller({}).hello(), 'world');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/mutations.md',
  "9.x's useMutation().mutate() returns undefined, so `await mutate()` resumes before the mutation has finished",
  async (tc) => {
    const React = v9('react') as typeof ReactNS;
    const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
    const { QueryClient, QueryClientProvider } = v9('react-query') as typeof ReactQueryV3;
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('./node_modules/@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createReactQueryHooks } = v9('./node_modules/@trpc/react') as typeof ReactV9;

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    const router = trpc.router().mutation('save', {
      resolve: async () => {
        await gate;
        finished = true;
        return 'saved';
      },
    });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const base = await listenOnLoopback(
      tc,
      http.createServer((req, res) => void handler(req, res)),
    );
    const hooks = createReactQueryHooks<typeof router>();
    const client = hooks.createClient({ url: base } as never);
    const queryClient = new QueryClient();
    let mutation: ReturnType<typeof hooks.useMutation<'save'>> | undefined;
    function Component() {
      mutation = hooks.useMutation('save');
      return null;
    }
    renderToString(
      React.createElement(hooks.Provider, {
        client,
        queryClient,
        children: React.createElement(QueryClientProvider, { client: queryClient }, React.createElement(Component)),
      }),
    );
    assert.ok(mutation, 'the component should have rendered');
    const mutate = mutation.mutate as (input: undefined) => unknown;
    const returned: unknown = await mutate(undefined);
    assert.equal(returned, undefined);
    assert.equal(finished, false, 'the code after `await mutate()` ran before the mutation finished');
    release();
    await until(3000, 'the mutation to finish', () => finished);
  },
);

fact(
  'versioned_docs/version-9.x/server/aws-lambda.md',
  "9.x's Lambda adapter answers an OPTIONS preflight with 405 even when responseMeta adds CORS headers, unless responseMeta also returns a 2xx status (type 'unknown')",
  async () => {
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { awsLambdaRequestHandler } = v9('./node_modules/@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    const router = trpc.router().query('hello', { resolve: () => 'world' });
    const cors = {
      'access-control-allow-origin': 'https://app.example.com',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'content-type',
    };
    const preflight = lambdaPreflightEvent as APIGatewayProxyEventV2;
    const types: string[] = [];
    const headersOnly = awsLambdaRequestHandler({
      router,
      createContext: () => ({}),
      responseMeta: ({ type }) => {
        types.push(type);
        return { headers: cors };
      },
    });
    const first = await headersOnly(preflight, {} as LambdaContext);
    assert.equal(first.statusCode, 405);
    assert.equal(first.headers?.['access-control-allow-origin'], cors['access-control-allow-origin']);
    assert.deepEqual(types, ['unknown']);

    const withStatus = awsLambdaRequestHandler({
      router,
      createContext: () => ({}),
      responseMeta: ({ type }) => (type === 'unknown' ? { status: 204, headers: cors } : { headers: cors }),
    });
    const second = await withStatus(preflight, {} as LambdaContext);
    assert.equal(second.statusCode, 204);
    assert.equal(second.headers?.['access-control-allow-credentials'], 'true');
  },
);
