/**
 * Independent audit X (bench/audit-independent-2026-11-29x.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than @trpc/* 10.12.0, pinned as corrected (the
 * batch that fails as a whole, which the audit found too, is pinned by tests/facts/audit-y.test.ts). One standalone
 * server serves the HTTP calls; the subscription fact starts a WebSocket server of its own.
 *
 *   node --import tsx --test tests/facts/audit-x.test.ts
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/dist/observable';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, fileScope, listenOnLoopback, rejection, v10, within } from './facts';
import { runPageCode } from './pageCode';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;

const t = initTRPC.context<{ user: string }>().create();
const router = t.router({
  a: t.procedure.query(() => 'a'),
  big: t.procedure.query(() => BigInt(1)),
  missing: t.procedure.query(() => {
    throw new TRPCError({ code: 'NOT_FOUND' });
  }),
});

let base: Promise<string> | undefined;
/** A standalone server for the router above. */
function server(): Promise<string> {
  const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
  base ??= listenOnLoopback(
    fileScope,
    createHTTPServer({
      router,
      createContext: () => ({ user: 'u' }),
    }).server,
  );
  return base;
}

fact(
  'docs/server/error-formatting.md',
  'a failure of a call (its input, createContext, a middleware or resolver) becomes an error object; a responseMeta that throws is not caught: the handler rejects and tRPC sends no answer',
  async () => {
    const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
    const handle = (path: string, responseMeta?: () => never) =>
      fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${path}`),
        router,
        createContext: () => ({ user: 'u' }),
        responseMeta,
      });
    const answered = await handle('missing');
    assert.equal(answered.status, 404);
    assert.equal(((await answered.json()) as { error: { data: { code: string } } }).error.data.code, 'NOT_FOUND');
    const failure = await rejection(
      handle('a', () => {
        throw new Error('responseMeta failed');
      }),
    );
    assert.equal((failure as Error).message, 'responseMeta failed');
  },
);

fact(
  'docs/reactjs/introduction.md',
  "a top-level procedure named useQuery or useMutation compiles, but at runtime the name gives tRPC's internal hook, so the procedure's own hooks are undefined",
  () => {
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const clash = t.router({
      useQuery: t.procedure.query(() => 'q'),
      useMutation: t.procedure.mutation(() => 'm'),
      book: t.router({ list: t.procedure.query(() => [] as string[]) }),
    });
    // The router takes the names (only `then` is reserved) ...
    assert.deepEqual(Object.keys(clash._def.procedures).sort(), ['book.list', 'useMutation', 'useQuery']);
    const trpc = createTRPCReact<typeof clash>();
    // ... the types promise the procedure's hooks (no type error here) ...
    const typed: typeof trpc.useQuery.useQuery extends (...args: never[]) => unknown ? true : false = true;
    assert.equal(typed, true);
    // ... and at runtime the names are the client's own hooks.
    assert.equal(typeof trpc.useQuery, 'function');
    assert.equal(typeof trpc.useQuery.useQuery, 'undefined');
    assert.equal(typeof trpc.useMutation.useMutation, 'undefined');
    assert.equal(typeof trpc.book.list.useQuery, 'function');
  },
);

fact(
  'docs/server/context.md',
  'the WebSocket adapter, like the Next.js, Express and standalone adapters, requires createContext in its types when the context has a required property',
  () => {
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
    const wss = {} as WS.Server;
    const plain = initTRPC.create();
    const noContext = plain.router({ ping: plain.procedure.query(() => 'pong') });
    // bind() checks the options without starting a handler
    // @ts-expect-error createContext is missing
    const unchecked = applyWSSHandler.bind(null, { wss, router });
    const withContext = applyWSSHandler.bind(null, { wss, router, createContext: () => ({ user: 'u' }) });
    const optional = applyWSSHandler.bind(null, { wss, router: noContext });
    for (const bound of [unchecked, withContext, optional]) assert.equal(typeof bound, 'function');
  },
);

fact(
  'docs/server/procedures.md',
  "what a resolver returns is sent only when it can be: a query returning a BigInt fails with INTERNAL_SERVER_ERROR, and a subscription's resolver must return an observable, whose values are sent (a plain value fails the subscription, although the types accept it)",
  async (context) => {
    const url = await server();
    const client = createTRPCProxyClient<typeof router>({ links: [httpBatchLink({ url })] });
    const bigFailure = (await rejection(client.big.query())) as { data?: { code: string } };
    assert.equal(bigFailure.data?.code, 'INTERNAL_SERVER_ERROR');

    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
    const { createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
    const s = initTRPC.create();
    const subs = s.router({
      plain: s.procedure.subscription(() => 'not an observable'),
      values: s.procedure.subscription(() =>
        observable<number>((emit) => {
          emit.next(1);
          emit.complete();
        }),
      ),
    });
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await within(5000, 'listening WebSocket server', new Promise((resolve) => wss.once('listening', resolve)));
    applyWSSHandler({ wss, router: subs });
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    context.after(() => {
      wsClient.close();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const ws = createTRPCProxyClient<typeof subs>({ links: [wsLink({ client: wsClient })] });
    const plainError = await within(
      5000,
      'the subscription error',
      new Promise<string>((resolve) => {
        ws.plain.subscribe(undefined, { onError: (err) => resolve(err.message) });
      }),
    );
    assert.equal(plainError, 'Subscription plain did not return an observable');
    const value = await within(
      5000,
      'the subscription value',
      new Promise<number>((resolve) => {
        ws.values.subscribe(undefined, { onData: resolve });
      }),
    );
    assert.equal(value, 1);
  },
);

fact(
  'docs/server/api-handler.md',
  'createContext runs once for a request that calls procedures, once for a whole batch, and not for HEAD, a method other than GET and POST, unreadable input or a refused batch',
  async () => {
    const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
    let contexts = 0;
    const count = async (url: string, method = 'GET', batching = true) => {
      contexts = 0;
      await fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${url}`, { method }),
        router,
        batching: { enabled: batching },
        createContext: () => {
          contexts++;
          return { user: 'u' };
        },
      });
      return contexts;
    };
    assert.equal(await count('a'), 1);
    assert.equal(await count('a,missing?batch=1&input={}'), 1, 'a batch of two shares one call');
    assert.equal(await count('a', 'HEAD'), 0);
    assert.equal(await count('a', 'PUT'), 0);
    assert.equal(await count('a?input=not-json'), 0);
    assert.equal(await count('a,a?batch=1&input={}', 'GET', false), 0);
  },
);

fact(
  'docs/server/caching.md',
  'onError is called for each error tRPC handles, but not for the 500 that the Next.js adapter answers when the route file does not name its parameter trpc',
  async () => {
    const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
    const { apiResolver } = v10('next/dist/server/api-utils/node/api-resolver') as {
      apiResolver: (...args: unknown[]) => Promise<void>;
    };
    const reported: string[] = [];
    const handler = createNextApiHandler({
      router,
      createContext: () => ({ user: 'u' }),
      onError: ({ error }) => reported.push(error.code),
    });
    // A route file named [path].ts: Next.js fills `query.path`, and the adapter finds no `trpc`.
    const preview = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
    const misnamed = (paramName: string) =>
      createServer((req, res) => {
        const segment = new URL(req.url ?? '/', 'http://localhost').pathname.slice('/api/trpc/'.length);
        void apiResolver(req, res, { [paramName]: segment }, { default: handler }, preview, false);
      });
    const right = await listenOnLoopback(fileScope, misnamed('trpc'));
    const wrong = await listenOnLoopback(fileScope, misnamed('path'));
    assert.equal((await fetch(`${right}/api/trpc/missing`)).status, 404);
    assert.deepEqual(reported, ['NOT_FOUND']);
    const response = await fetch(`${wrong}/api/trpc/a`);
    assert.equal(response.status, 500);
    assert.match(((await response.json()) as { error: { message: string } }).error.message, /is the file named/);
    assert.deepEqual(reported, ['NOT_FOUND'], 'onError is not called for the misnamed route');
  },
);

fact(
  'docs/nextjs/ssg.md',
  "a refetch that fails keeps the query's data and sets its status to 'error', so the page tests for data, and shows Loading... only for a query without data",
  async () => {
    const React = v10('react') as typeof ReactNS;
    const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
    const { QueryClient, QueryObserver } = v10('@tanstack/react-query') as typeof ReactQuery;
    const post = { id: '1', title: 'Prefetched post', body: 'Text', createdAt: new Date(0) };
    const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } }, logger: silent });
    // The dehydrated cache filled the query; the refetch on mount (staleTime 0) fails.
    queryClient.setQueryData(['post'], post);
    const observer = new QueryObserver(queryClient, {
      queryKey: ['post'],
      queryFn: () => Promise.reject(new Error('NOT_FOUND')),
    });
    const refetched = await within(5000, 'the failed refetch', observer.refetch());
    assert.equal(refetched.status, 'error');
    assert.equal(refetched.data, post);

    type Page = (props: { id: string }) => ReactNS.ReactElement;
    const render = (result: unknown) => {
      const trpc = { post: { byId: { useQuery: () => result } } };
      const { PostPage } = runPageCode<{ PostPage: Page }>('docs/nextjs/ssg.md', ['PostPage'], { trpc });
      return renderToString(React.createElement(PostPage, { id: '1' }));
    };
    assert.match(render(refetched), /Prefetched post/);
    assert.match(render({ status: 'loading', data: undefined }), /Loading\.\.\./);
  },
);
