/**
 * Independent audit BD (bench/audit-independent-2026-11-29bd.md): the edges of sentences of the 10.x
 * subscriptions page, against @trpc/server 10.12.0 and ws from src/samples/v10 (the cleanup's also on the 9.x page,
 * against 9.27.4: added by the owner for the same sentence there), and of the 9.x CORS page,
 * against @trpc/* 9.27.4 and Express from src/samples/v9 in Chromium. The subscriptions page's own chat router
 * (its EventEmitter and the cleanup that removes the listener) runs behind applyWSSHandler, and a raw `ws`
 * client sends the messages whose answers the page describes. The CORS page's own Express server (its
 * hand-written CORS middleware, router and cookie) serves the real 9.x client, bundled for a page on another
 * origin.
 *
 *   node --import tsx --test tests/facts/audit-bd.test.ts
 */
import assert from 'node:assert/strict';
import type { EventEmitter } from 'node:events';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestContext } from 'node:test';
import type Express from '../../src/samples/v9/node_modules/@types/express';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import { fact, listenOnLoopback, until, v10, v9, within } from './facts';
import { runPageCode } from './pageCode';

const SUBSCRIPTIONS = 'docs/further/subscriptions.md';
const SUBSCRIPTIONS_V9 = 'versioned_docs/version-9.x/further/subscriptions.md';
const CORS = 'versioned_docs/version-9.x/client/cors.md';

const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;

type Router = ServerV10.AnyRouter;

interface Message {
  id: number | null;
  result?: { type: string; data?: unknown };
  error?: { data: { code: string } };
}

/** An applyWSSHandler of either version, for the router it is given. */
type Apply = (wss: WS.WebSocketServer, router: unknown) => void;
const applyV10: Apply = (wss, router) => applyWSSHandler({ wss, router: router as Router });

/** applyWSSHandler for `router` on a loopback port, and a raw client connected to it. */
async function connect(t: TestContext, router: unknown, apply: Apply = applyV10) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await within(5000, 'listening WebSocket server', once(wss, 'listening'));
  apply(wss, router);
  t.after(() => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
  const socket = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  t.after(() => socket.terminate());
  const inbox: Message[] = [];
  socket.on('message', (data: Buffer) => inbox.push(JSON.parse(data.toString()) as Message));
  await within(5000, 'open socket', once(socket, 'open'));
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  return { socket, inbox, send };
}

/** The page's chat router and the EventEmitter its subscriptions listen on. */
function chat(): { appRouter: Router; events: EventEmitter } {
  return runPageCode<{ appRouter: Router; events: EventEmitter }>(
    SUBSCRIPTIONS,
    ['appRouter', 'events'],
    {},
    {
      title: 'server/router.ts',
    },
  );
}

const subscribe = (id: number) => ({
  id,
  method: 'subscription',
  params: { path: 'chat.onMessage', input: { room: 'general' } },
});

/**
 * When the page's cleanup runs, behind `apply`: on a stop after `started`, not on a stop that arrives before it
 * (here in the same frame), and when the socket closes.
 */
async function assertCleanupTiming(t: TestContext, router: unknown, events: EventEmitter, apply?: Apply) {
  const { socket, inbox, send } = await connect(t, router, apply);
  send(subscribe(1));
  await until(5000, 'started for id 1', () => inbox.some((m) => m.id === 1 && m.result?.type === 'started'));
  assert.equal(events.listenerCount('message'), 1, 'the subscription listens');
  send({ id: 1, method: 'subscription.stop' });
  await until(5000, 'stopped for id 1', () => inbox.some((m) => m.id === 1 && m.result?.type === 'stopped'));
  assert.equal(events.listenerCount('message'), 0, 'a stop after started runs the cleanup');

  send([subscribe(2), { id: 2, method: 'subscription.stop' }]);
  await until(5000, 'started for id 2', () => inbox.some((m) => m.id === 2 && m.result?.type === 'started'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(
    events.listenerCount('message'),
    1,
    'a stop before started is ignored: the cleanup has not run and the listener stays',
  );
  assert.ok(!inbox.some((m) => m.id === 2 && m.result?.type === 'stopped'), 'no stopped for the ignored stop');

  socket.close();
  await until(5000, 'cleanup after the socket closed', () => events.listenerCount('message') === 0);
}

fact(
  SUBSCRIPTIONS,
  "the observable's cleanup runs when the socket closes, and when the client unsubscribes after the server has sent started; an earlier unsubscribe is ignored",
  async (t) => {
    const { appRouter, events } = chat();
    await assertCleanupTiming(t, appRouter, events);
  },
);

fact(
  SUBSCRIPTIONS_V9,
  'the cleanup runs when the client disconnects, or unsubscribes once the subscription has started; an earlier unsubscribe is ignored',
  async (t) => {
    const { applyWSSHandler: applyWSSHandlerV9 } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
    const { appRouter, events } = runPageCode<{ appRouter: ServerV9.AnyRouter; events: EventEmitter }>(
      SUBSCRIPTIONS_V9,
      ['appRouter', 'events'],
      {},
      { title: 'server/router.ts' },
    );
    await assertCleanupTiming(t, appRouter, events, (wss, router) =>
      applyWSSHandlerV9({ wss, router: router as ServerV9.AnyRouter, createContext: () => ({}) }),
    );
  },
);

fact(
  SUBSCRIPTIONS,
  'a query or mutation sent over the WebSocket gets exactly one response, data or an error',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const trpc = initTRPC.create();
    const router = trpc.router({
      ok: trpc.procedure.query(() => 'ok'),
      fails: trpc.procedure.mutation(() => {
        throw new Error('boom');
      }),
    });
    const { inbox, send } = await connect(t, router);
    send({ id: 1, method: 'query', params: { path: 'ok' } });
    send({ id: 2, method: 'mutation', params: { path: 'fails' } });
    await until(5000, 'two answers', () => inbox.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const byId = (id: number) => inbox.filter((m) => m.id === id);
    assert.deepEqual(byId(1), [{ id: 1, result: { type: 'data', data: 'ok' } }], 'the query gets one data message');
    assert.equal(byId(2).length, 1, 'the failing mutation gets one message');
    assert.equal(byId(2)[0]?.result, undefined, 'the failing mutation gets no data message');
    assert.equal(byId(2)[0]?.error?.data.code, 'INTERNAL_SERVER_ERROR', 'it gets an error instead');
  },
);

/** The 9.x client for a browser page: `makeClient(url)` sends credentials, as the page's `fetch` option does. */
async function clientBundle(): Promise<string> {
  // loaded here, not at the top: the other facts of the file do not wait for esbuild and Playwright
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents: `import { createTRPCClient } from './node_modules/@trpc/client';
        window.makeClient = (url) =>
          createTRPCClient({ url, fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }) });`,
      resolveDir: path.join(__dirname, '../../src/samples/v9'),
    },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * The CORS page's Express app from its block with the hand-written middleware, `ALLOWED_ORIGINS` replaced by
 * `allowed`; the app's `listen(4000)` does nothing. `reached` gets a line per request that the app answered.
 */
function corsPageApp(allowed: string, dropAllowMethods: boolean, reached: string[]): Express.Express {
  const express = () => {
    const app = (v9('express') as typeof Express)();
    app.use((req, res, next) => {
      if (dropAllowMethods) {
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name: string, value: number | string | readonly string[]) =>
          name.toLowerCase() === 'access-control-allow-methods' ? res : setHeader(name, value);
      }
      const url = req.originalUrl.split('?')[0];
      res.on('finish', () => reached.push(`${req.method} ${url} ${res.statusCode}`));
      next();
    });
    return Object.assign(app, { listen: () => undefined });
  };
  const { app } = runPageCode<{ app: Express.Express }>(
    CORS,
    ['app'],
    { express, ALLOWED_ORIGINS: new Set([allowed]) },
    { containing: 'ALLOWED_ORIGINS', wholeBlock: true },
  );
  return app;
}

fact(
  CORS,
  "the 9.x client's credentialed calls from another origin pass a preflight answered without Access-Control-Allow-Methods (Chromium)",
  async (t) => {
    const bundle = await clientBundle();
    const site = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        res.setHeader('content-type', req.url === '/client.js' ? 'text/javascript' : 'text/html');
        res.end(req.url === '/client.js' ? bundle : '<!doctype html><script src="/client.js"></script>');
      }),
    );
    // localhost, not 127.0.0.1: the page and the API are then cross-origin but same-site, so the cookie is kept
    const appOrigin = site.replace('127.0.0.1', 'localhost');
    const reached: string[] = [];
    const app = corsPageApp(appOrigin, true, reached);
    const api = (await listenOnLoopback(t, http.createServer(app))).replace('127.0.0.1', 'localhost');

    const { chromium } = await import('@playwright/test');
    const { chromiumArgs, testChromiumPath } = await import('../../scripts/chromium.mjs');
    const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
    t.after(() => browser.close());
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${appOrigin}/`);
    const call = (type: 'query' | 'mutation', procedure: string, input?: unknown) =>
      page.evaluate(
        async ([url, type, procedure, input]) => {
          type Client = Record<string, (path: string, input: unknown) => Promise<unknown>>;
          const client = (window as unknown as { makeClient: (url: string) => Client }).makeClient(url);
          try {
            return JSON.stringify(await client[type]?.(procedure, input));
          } catch (error) {
            return `blocked: ${(error as Error).message}`;
          }
        },
        [`${api}/trpc`, type, procedure, input] as const,
      );
    assert.equal(await call('mutation', 'login', { email: 'ada@example.com' }), '{"ok":true}', 'the mutation');
    assert.equal(await call('query', 'session'), '{"signedIn":true}', 'the query, with the cookie the mutation set');
    assert.ok(reached.includes('OPTIONS /trpc/login 204'), `the calls were preflighted: ${reached.join('; ')}`);
  },
);

fact(
  CORS,
  "the page's CORS middleware only withholds CORS headers from an origin not on its allow-list: a text/plain POST from it, which browsers send without a preflight, still runs the mutation with the cookie",
  async (t) => {
    const reached: string[] = [];
    const api = await listenOnLoopback(t, http.createServer(corsPageApp('https://app.example.com', false, reached)));
    const response = await fetch(`${api}/trpc/login`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: 'sid=victim', 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'eve@example.com' }),
    });
    assert.equal(response.headers.get('access-control-allow-origin'), null, 'no CORS headers for that origin');
    assert.equal(response.status, 200, 'the mutation was answered');
    assert.deepEqual(await response.json(), { id: null, result: { type: 'data', data: { ok: true } } });
    assert.match(response.headers.get('set-cookie') ?? '', /^sid=/, 'the resolver ran and set its cookie');
  },
);
