/**
 * The statements that independent audit L (bench/audit-independent-2026-11-29l.md) corrected on three
 * 9.x pages, as they now read: which requests get no createContext() call and for which context types
 * the adapters' types make createContext optional (server/context.md), what type useQuery()'s `data`
 * has and what `retryDelay` takes (reactjs/queries.md), and what inferProcedureOutput gives and when a
 * TRPCClientError's `isDone` is true (server/infer-types.md). The type behaviours are checked by
 * `npm run typecheck` (each `@ts-expect-error` fails it when the error goes away); the facts run the
 * rest against @trpc/* 9.27.4 from src/samples/v9.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-l.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import type * as Zod from '../../src/samples/v9/node_modules/zod';
import { closedPort, expectLongBodyDropped, fact, listenOnLoopback, postEcho, rejection, v9, within } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;
const v9Client = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { httpLink } = v9('@trpc/client/links/httpLink') as typeof HttpLinkV9;
const { createWSClient, wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
const { z } = v9('zod') as typeof Zod;

/** True when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when `T` is `true`: a type assertion checked by `npm run typecheck`. */
const expectType = <T extends true>(): T | undefined => undefined;

const CONTEXT = 'versioned_docs/version-9.x/server/context.md';
const QUERIES = 'versioned_docs/version-9.x/reactjs/queries.md';
const INFER_TYPES = 'versioned_docs/version-9.x/server/infer-types.md';

fact(
  CONTEXT,
  'createContext() is not called for a body longer than maxBodySize that the adapter reads itself (the connection is closed without an answer), nor on Next.js for an API route whose file is not named [trpc] or [...trpc]; a body within the limit gets its call',
  async (t) => {
    let calls = 0;
    let report: (code: string) => void = () => {};
    const reported = new Promise<string>((resolve) => (report = resolve));
    const router = trpc.router().mutation('echo', { input: z.string(), resolve: ({ input }) => input });
    const handler = createHTTPHandler({
      router,
      maxBodySize: 100,
      createContext: () => {
        calls++;
        return {};
      },
      onError: ({ error }) => report(error.code),
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    await expectLongBodyDropped(base, reported);
    assert.equal(calls, 0, 'no createContext() call for the body over the limit');
    const short = await within(5000, 'answer to a short body', postEcho(base, 'short'));
    assert.equal(short.status, 200);
    assert.equal(calls, 1, 'one call for the body within the limit');

    // Next.js passes the dynamic segment as query.trpc; a route file named otherwise has none.
    const nextHandler = createNextApiHandler({
      router,
      createContext: () => {
        calls++;
        return {};
      },
    }) as unknown as (req: object, res: object) => Promise<void>;
    const res = { statusCode: 200, body: undefined as unknown, json: (body: unknown) => (res.body = body) };
    await within(5000, 'Next.js handler', nextHandler({ method: 'GET', query: {}, headers: {} }, res));
    assert.equal(res.statusCode, 500);
    assert.match(JSON.stringify(res.body), /Query \\"trpc\\" not found/);
    assert.equal(calls, 1, 'no createContext() call for the route without [trpc]');
  },
);

fact(
  CONTEXT,
  "the adapters' types make createContext optional when the router's context type is unknown or any, and required for any other context type ({} included)",
  () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edge the page names
    const anyContext = trpc.router<any>().query('ping', { resolve: () => 'pong' });
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the context type the page names
    const emptyContext = trpc.router<{}>().query('ping', { resolve: () => 'pong' });
    const typed = (wss: WS.WebSocketServer) => {
      createHTTPHandler({ router: anyContext });
      createExpressMiddleware({ router: anyContext });
      applyWSSHandler({ router: anyContext, wss });
      // @ts-expect-error: createContext is required for the context type {}
      createHTTPHandler({ router: emptyContext });
      // @ts-expect-error: createContext is required for the context type {}
      createExpressMiddleware({ router: emptyContext });
    };
    assert.equal(typeof typed, 'function');
    assert.equal(typeof createHTTPHandler({ router: anyContext }), 'function');
    assert.equal(typeof createExpressMiddleware({ router: anyContext }), 'function');
  },
);

fact(
  QUERIES,
  "useQuery()'s data has the procedure's output type (with an output validator, what the validator returns); retry takes a boolean, a number or a function, retryDelay only a number or a function",
  async () => {
    const appRouter = trpc
      .router()
      .query('user', {
        output: z.object({ id: z.string() }),
        resolve: () => ({ id: 'u1', passwordHash: 'x' }),
      })
      .query('book', { resolve: () => ({ title: 'Kindred' }) });
    const hooks = createReactQueryHooks<typeof appRouter>();
    const typed = () => {
      const user = hooks.useQuery(['user'], { retry: true, retryDelay: (attempt) => attempt * 1000 });
      expectType<Equal<typeof user.data, { id: string } | undefined>>();
      // @ts-expect-error: the output validator does not list it
      void user.data?.passwordHash;
      const title: string | undefined = hooks.useQuery(['book'], { retry: 3, retryDelay: 500 }).data?.title;
      void title;
      // @ts-expect-error: retryDelay takes a number or a function, not a boolean
      hooks.useQuery(['book'], { retryDelay: true });
    };
    assert.equal(typeof typed, 'function');
    // useQuery()'s fetch is client.query(), which resolves to what the server sends: the validator's output
    assert.deepEqual(await appRouter.createCaller({}).query('user'), { id: 'u1' });
  },
);

fact(
  INFER_TYPES,
  'inferProcedureOutput gives what the resolver returns, or with an output validator, what the validator returns',
  async () => {
    const appRouter = trpc
      .router()
      .query('plain', { resolve: () => ({ id: 'u1', passwordHash: 'x' }) })
      .query('validated', {
        output: z.object({ id: z.string() }),
        resolve: () => ({ id: 'u1', passwordHash: 'x' }),
      })
      .query('counted', { output: (value: unknown) => String(value).length, resolve: () => 'abc' as never });
    type Queries = (typeof appRouter)['_def']['queries'];
    expectType<Equal<ServerV9.inferProcedureOutput<Queries['plain']>, { id: string; passwordHash: string }>>();
    expectType<Equal<ServerV9.inferProcedureOutput<Queries['validated']>, { id: string }>>();
    expectType<Equal<ServerV9.inferProcedureOutput<Queries['counted']>, number>>();
    const caller = appRouter.createCaller({});
    assert.deepEqual(await caller.query('validated'), { id: 'u1' });
    assert.equal(await caller.query('counted'), 3);
  },
);

fact(
  INFER_TYPES,
  "a TRPCClientError's isDone is true on the error a subscription receives when the server ends it, and false on an error the server sent, a network failure, a cancelled call and a WebSocket that closes early",
  async (t) => {
    const { WebSocketServer, WebSocket } = v9('ws') as typeof WS;
    let endSlow = () => {};
    const router = trpc
      .router()
      .query('missing', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'NOT_FOUND' });
        },
      })
      .query('slow', { resolve: () => new Promise<string>((resolve) => (endSlow = () => resolve('late'))) })
      .subscription('ending', {
        resolve: () => {
          const subscription = new trpc.Subscription<number>((emit) => {
            emit.data(1);
            return () => {};
          });
          setTimeout(() => subscription.destroy(), 20);
          return subscription;
        },
      })
      .subscription('forever', {
        resolve: () =>
          new trpc.Subscription<number>((emit) => {
            emit.data(1);
            return () => {};
          }),
      });
    t.after(() => endSlow());
    type ClientError = ClientV9.TRPCClientError<typeof router>;

    // Over HTTP: an error the server sent, a network failure, a cancelled call
    const handler = createHTTPHandler({ router });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = v9Client.createTRPCClient<typeof router>({ links: [httpLink({ url })] });
    const sent = (await rejection(client.query('missing'))) as ClientError;
    assert.equal(sent.data?.code, 'NOT_FOUND');
    assert.equal(sent.isDone, false, 'an error the server sent');
    const offline = v9Client.createTRPCClient<typeof router>({
      links: [httpLink({ url: `http://127.0.0.1:${await closedPort()}` })],
    });
    const network = (await rejection(offline.query('missing'))) as ClientError;
    assert.equal(network.shape, undefined);
    assert.equal(network.isDone, false, 'a network failure');
    const pending = client.query('slow');
    setTimeout(() => pending.cancel(), 20);
    const cancelled = (await rejection(pending)) as ClientError;
    assert.equal(cancelled.message, 'The operation was aborted.');
    assert.equal(cancelled.isDone, false, 'a cancelled call');

    // Over a WebSocket: the server ends a subscription, or the socket closes early
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await within(5000, 'listening WebSocket server', new Promise((resolve) => wss.once('listening', resolve)));
    applyWSSHandler({ wss, router });
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      // the socket the server drops below would otherwise be reopened while the test ends
      retryDelayMs: () => 60_000,
    });
    const unsubscribes: (() => void)[] = [];
    t.after(() => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      wsClient.close();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const wsTrpc = v9Client.createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    /** The first error `path`'s subscription receives. */
    const firstError = (path: 'ending' | 'forever', subscribed: () => void) =>
      new Promise<ClientError>((resolve) => {
        unsubscribes.push(
          wsTrpc.subscription(path, undefined, {
            onNext: (result) => {
              if (result.type === 'data') subscribed();
            },
            onError: resolve,
          }),
        );
      });
    const ended = await within(
      5000,
      'error of the ended subscription',
      firstError('ending', () => {}),
    );
    assert.equal(ended.message, 'Operation ended prematurely');
    assert.equal(ended.isDone, true, 'the server ended the subscription');

    let gotData = () => {};
    const subscribed = new Promise<void>((resolve) => (gotData = resolve));
    const dropped = firstError('forever', gotData);
    const inFlight = wsTrpc.query('slow');
    await within(5000, 'data of the subscription', subscribed);
    for (const socket of wss.clients) socket.terminate();
    const subscriptionError = await within(5000, 'error of the subscription on the closed socket', dropped);
    assert.equal(subscriptionError.message, 'WebSocket closed prematurely');
    assert.equal(subscriptionError.isDone, false, 'a subscription on a WebSocket that closed early');
    const queryError = (await rejection(inFlight)) as ClientError;
    assert.equal(queryError.message, 'WebSocket closed prematurely');
    assert.equal(queryError.isDone, false, 'a query on a WebSocket that closed early');
  },
);
