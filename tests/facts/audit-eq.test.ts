/**
 * Independent audit EQ (bench/audit-independent-2026-11-30eq.md): sentences drawn at random from the docs of both
 * versions, the blog and the partials, and a census of the latest fixes. Each fact runs @trpc/* 10.12.0 from
 * src/samples/v10 against the WebSocket adapter on 127.0.0.1 (a port the OS picks) with the real client.
 *
 *   node --import tsx --test tests/facts/audit-eq.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WSLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, listenOnLoopback, v10, v9, within } from './facts';
import { startWsServerV9, wsClientV9 } from './wsServerV9';

/** A page of this site, as text. */
function pageText(page: string): string {
  return readFileSync(path.resolve(__dirname, '../..', page), 'utf8');
}

/** The table row of `page` that starts with `start`, or '' when there is none. */
function row(page: string, start: string): string {
  return (
    pageText(page)
      .split('\n')
      .find((line) => line.startsWith(start)) ?? ''
  );
}

const SUBSCRIPTIONS = 'docs/further/subscriptions.md';

fact(
  SUBSCRIPTIONS,
  'a value given to emit.next() reaches the client as JSON unless a transformer is set: a Date arrives as a string',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
    const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
    const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

    const at = new Date(0);
    const plain = initTRPC.create();
    const plainRouter = plain.router({
      tick: plain.procedure.subscription(() =>
        observable<{ at: Date }>((emit) => {
          emit.next({ at });
          return () => undefined;
        }),
      ),
    });
    const withJson = initTRPC.create({ transformer: superjson });
    const superRouter = withJson.router({
      tick: withJson.procedure.subscription(() =>
        observable<{ at: Date }>((emit) => {
          emit.next({ at });
          return () => undefined;
        }),
      ),
    });

    /** Serves `router` over WebSockets and returns a connected client's WebSocket link. */
    const connect = async (router: typeof plainRouter | typeof superRouter) => {
      const httpServer = createServer();
      const wss = new WebSocketServer({ server: httpServer });
      applyWSSHandler({ wss, router });
      t.after(() => {
        for (const socket of wss.clients) socket.terminate();
        wss.close();
      });
      const url = await listenOnLoopback(t, httpServer);
      const wsClient = createWSClient({
        url: url.replace('http:', 'ws:'),
        WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      });
      t.after(() => wsClient.close());
      return wsLink({ client: wsClient });
    };

    /** The first value a subscription delivers; it unsubscribes then. */
    const firstValue = <T>(
      what: string,
      subscribe: (handlers: { onData: (value: T) => void; onError: (error: unknown) => void }) => {
        unsubscribe: () => void;
      },
    ) =>
      within(
        5000,
        what,
        new Promise<T>((resolve, reject) => {
          const sub = subscribe({
            onData: (value) => {
              sub.unsubscribe();
              resolve(value);
            },
            onError: reject,
          });
        }),
      );

    const plainClient = createTRPCProxyClient<typeof plainRouter>({ links: [await connect(plainRouter)] });
    // the client's type says so too: without a transformer `at` is typed as `string`
    const plainValue = await firstValue<{ at: string }>('a value without a transformer', (handlers) =>
      plainClient.tick.subscribe(undefined, handlers),
    );
    assert.equal(typeof plainValue.at, 'string');
    assert.equal(plainValue.at, at.toISOString());

    const superClient = createTRPCProxyClient<typeof superRouter>({
      links: [await connect(superRouter)],
      transformer: superjson,
    });
    const superValue = await firstValue<{ at: Date }>('a value with superjson', (handlers) =>
      superClient.tick.subscribe(undefined, handlers),
    );
    assert.ok(superValue.at instanceof Date);
    assert.equal(superValue.at.getTime(), 0);

    // The page no longer says the client receives the emitted value's type as it is.
    const nextRow = row(SUBSCRIPTIONS, '| `emit.next(value)` |');
    assert.match(nextRow, /data transformer/);
    assert.doesNotMatch(nextRow, /The type of `value` is what the client receives/);
  },
);

const SUBSCRIPTIONS_V9 = 'versioned_docs/version-9.x/further/subscriptions.md';

fact(
  SUBSCRIPTIONS_V9,
  'a value given to emit.data() reaches the subscriber as JSON without a transformer: a Date arrives as a string',
  async (t) => {
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { wsLink } = v9('./node_modules/@trpc/client/links/wsLink') as typeof WSLinkV9;

    const at = new Date(0);
    const router = trpc.router().subscription('tick', {
      resolve: () =>
        new trpc.Subscription<{ at: Date }>((emit) => {
          emit.data({ at });
          return () => undefined;
        }),
    });
    const { url } = await startWsServerV9(t, router);
    const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClientV9(t, url) })] });

    // 9.x types the value as `{ at: Date }`; what arrives is the JSON form
    const received = await within(
      5000,
      'a subscription value',
      new Promise<unknown>((resolve, reject) => {
        const stop = client.subscription('tick', undefined, {
          onNext: (result) => {
            if (result.type !== 'data') return;
            stop();
            resolve(result.data);
          },
          onError: reject,
        });
      }),
    );
    assert.deepEqual(received, { at: at.toISOString() });

    const dataRow = row(SUBSCRIPTIONS_V9, '| `emit.data(value)` |');
    assert.match(dataRow, /as JSON unless you set a \[data transformer\]/);
  },
);
