/**
 * Independent audit HU (bench/audit-independent-2026-11-30hu.md): a census of the latest fixes. Each fact runs the
 * packages of the page's version from src/samples (here @trpc/* 10.12.0, ws 8.23.0, next 13.5.11) on 127.0.0.1, at a
 * port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-hu.test.ts
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type WebSocket from '../../src/samples/v10/node_modules/@types/ws';
import type * as TRPCNext from '../../src/samples/v10/node_modules/@trpc/next';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as WsAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import { fact, listenOnLoopback, pageText, until, v10, within } from './facts';
import { collectAnswers } from './wsPingServer';

fact(
  'docs/further/subscriptions.md',
  'send on a connecting socket throws "WebSocket is not open" with ws, but an InvalidStateError with a standard WebSocket',
  async (t) => {
    const page = pageText('docs/further/subscriptions.md');
    assert.match(
      page,
      /`send` throws inside the timer \(with the `ws` package the error is "WebSocket is not open"; a browser's `WebSocket` throws an `InvalidStateError`\)/,
    );
    assert.doesNotMatch(page, /`send` throws "WebSocket is not open" inside the timer/);

    // A server that accepts the TCP connection and never answers the upgrade: the client stays CONNECTING.
    const sockets = new Set<import('node:net').Socket>();
    const server = http.createServer();
    server.on('upgrade', (_req, socket: import('node:net').Socket) => {
      sockets.add(socket);
    });
    t.after(() => {
      for (const socket of sockets) socket.destroy();
    });
    const base = await listenOnLoopback(t, server);
    const url = base.replace(/^http/, 'ws');

    // The `ws` package (what createWSClient gets in Node.js): the quoted message.
    const { WebSocket: Ws } = v10('ws') as { WebSocket: typeof WebSocket };
    const socket = new Ws(url);
    socket.on('error', () => {});
    t.after(() => socket.terminate());
    assert.equal(socket.readyState, Ws.CONNECTING);
    assert.throws(() => socket.send('{}'), { message: 'WebSocket is not open: readyState 0 (CONNECTING)' });

    // A standard (WHATWG) WebSocket, as browsers have: Node 20's built-in one, behind its flag, in a child process.
    const child = spawn(
      process.execPath,
      [
        '--experimental-websocket',
        '--no-warnings',
        '-e',
        `const w = new WebSocket(process.env.URL); w.onerror = () => {};
         try { w.send('{}'); console.log('sent'); } catch (e) { console.log(JSON.stringify({ name: e.name, message: e.message })); }
         process.exit(0);`,
      ],
      { env: { ...process.env, URL: url }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    t.after(() => child.kill());
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await within(10_000, 'the child with a standard WebSocket to exit', once(child, 'exit'));
    const thrown = JSON.parse(out.trim()) as { name: string; message: string };
    assert.equal(thrown.name, 'InvalidStateError');
    assert.doesNotMatch(thrown.message, /WebSocket is not open/);
  },
);

fact(
  'docs/nextjs/introduction.md',
  "withTRPC around a single page throws when Next's default _app renders it, with ssr on or off: it reads pageProps.trpcState, and a page gets its props spread out",
  () => {
    const page = pageText('docs/nextjs/introduction.md');
    assert.match(
      page,
      /\*\*Wrap `_app`, not a page\.\*\* 10\.12\.0's `withTRPC` reads `pageProps\.trpcState` from the props of the component it wraps\. `_app` gets a `pageProps` prop, but Next\.js renders a page with its props spread out, so around a single page the render throws `TypeError: Cannot read properties of undefined \(reading 'trpcState'\)`, with `ssr` on or off\./,
    );
    assert.doesNotMatch(page, /when it wraps a single page, each time that page mounts/);

    const React = v10('react') as typeof ReactNS;
    const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
    const { createTRPCNext } = v10('@trpc/next') as typeof TRPCNext;
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const tr = initTRPC.create();
    const router = tr.router({ hi: tr.procedure.query(() => 'hi') });
    void router;
    type AppProps = { Component: unknown; pageProps: object; router: object };
    const App = (v10('next/app') as { default: ReactNS.ComponentType<AppProps> }).default;
    const Post = () => React.createElement('p', null, 'post');
    for (const ssr of [false, true]) {
      const trpc = createTRPCNext<typeof router>({ config: () => ({ links: [] }), ssr });
      // Next.js's default _app renders <Component {...pageProps} />.
      const render = (Component: unknown) =>
        renderToString(React.createElement(App, { Component, pageProps: { id: '1' }, router: {} }));
      assert.throws(
        () => render(trpc.withTRPC(Post as never)),
        (error: Error) =>
          error instanceof TypeError && error.message === "Cannot read properties of undefined (reading 'trpcState')",
        `ssr: ${ssr}`,
      );
      // Around _app, the same page renders.
      const WrappedApp = trpc.withTRPC(App as never) as ReactNS.ComponentType<AppProps>;
      assert.equal(
        renderToString(React.createElement(WrappedApp, { Component: Post, pageProps: { id: '1' }, router: {} })),
        '<p>post</p>',
      );
    }
  },
);

fact(
  'docs/further/subscriptions.md',
  'the WebSocket server also checks a subscription id against the active subscriptions of the connection, not a query id',
  async (t) => {
    const page = pageText('docs/further/subscriptions.md');
    assert.match(
      page,
      /The server checks a call's `id` only for `null`, which gets a `PARSE_ERROR` with `"id": null`, and, for a subscription, for an `id` that an earlier subscription on the same connection still holds \(until the client sends `subscription\.stop` for it, even after it has ended\): that second subscription's procedure still runs and its observable is subscribed, so anything the observable sends straight away \(a value, or the `stopped` or error it ends with\) goes out first with that `id`; then the server unsubscribes it and sends `stopped` and a `BAD_REQUEST` error whose message is "Duplicate id " followed by the `id` \("Duplicate id 1"\), both with that `id`\./,
    );
    assert.doesNotMatch(
      page,
      /The server checks a call's `id` only for `null`, which gets a `PARSE_ERROR` with `"id": null`:/,
    );

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WsAdapter;
    const { WebSocket: Ws, WebSocketServer } = v10('ws') as {
      WebSocket: typeof WebSocket;
      WebSocketServer: typeof WebSocket.Server;
    };
    const tr = initTRPC.create();
    let running = 0;
    const router = tr.router({
      ping: tr.procedure.query(() => 'pong'),
      once: tr.procedure.subscription(() =>
        observable<number>((emit) => {
          emit.complete();
          return () => {};
        }),
      ),
      ticks: tr.procedure.subscription(() =>
        observable<number>(() => {
          running++;
          return () => {
            running--;
          };
        }),
      ),
    });
    const server = http.createServer();
    const wss = new WebSocketServer({ server });
    applyWSSHandler({ wss, router });
    t.after(() => wss.close());
    const base = await listenOnLoopback(t, server);

    const socket = new Ws(base.replace(/^http/, 'ws'));
    t.after(() => socket.terminate());
    const got = collectAnswers(socket);
    await within(5000, 'the socket to open', once(socket, 'open'));

    socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'ticks' } }));
    await until(5000, 'the first subscription to start', () => got.length === 1);
    assert.deepEqual(got[0], { id: 1, result: { type: 'started' } });

    // A second subscription with the same id: stopped, then "Duplicate id", both with id 1; the first keeps running.
    socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'ticks' } }));
    await until(5000, 'the answers to the second subscription', () => got.length === 3);
    assert.deepEqual(got[1], { id: 1, result: { type: 'stopped' } });
    assert.equal(got[2]?.id, 1);
    assert.equal(got[2]?.error?.message, 'Duplicate id 1');
    assert.equal(got[2]?.error?.data.code, 'BAD_REQUEST');
    assert.equal(running, 1);

    // A query with that id is not checked: it runs and is answered.
    socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'ping' } }));
    await until(5000, 'the query answer', () => got.length === 4);
    assert.deepEqual(got[3], { id: 1, result: { type: 'data', data: 'pong' } });

    // After subscription.stop the id is free again.
    socket.send(JSON.stringify({ id: 1, method: 'subscription.stop' }));
    socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'ticks' } }));
    await until(5000, 'the stop and the new start', () => got.length === 6);
    assert.deepEqual(got.slice(4), [
      { id: 1, result: { type: 'stopped' } },
      { id: 1, result: { type: 'started' } },
    ]);

    // A subscription that has ended (completed) still holds its id until the client stops it.
    socket.send(JSON.stringify({ id: 2, method: 'subscription', params: { path: 'once' } }));
    await until(5000, 'the completing subscription', () => got.length === 8);
    socket.send(JSON.stringify({ id: 2, method: 'subscription', params: { path: 'once' } }));
    await until(5000, 'the duplicate of the ended one', () => got.some((m) => m.error?.message === 'Duplicate id 2'));
  },
);
