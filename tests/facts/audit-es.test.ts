/**
 * Independent audit ES (bench/audit-independent-2026-11-30es.md): facts for the claims it fixed on the 9.x pages.
 * Each runs @trpc/* 9.27.4 from src/samples/v9, with ws from the same package set, on 127.0.0.1 at a port the OS
 * picks.
 *
 *   node --import tsx --test tests/facts/audit-es.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WSLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import { fact, listenOnLoopback, until, v9, within } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { createWSClient, wsLink } = v9('./node_modules/@trpc/client/links/wsLink') as typeof WSLinkV9;
const { WebSocket, WebSocketServer } = v9('ws') as typeof WS;

const root = path.resolve(__dirname, '../..');
const subscriptionsPage = 'versioned_docs/version-9.x/further/subscriptions.md';
const errorHandlingPage = 'versioned_docs/version-9.x/server/error-handling.md';

/** A ws server on the loopback for the test; its ws:// origin. */
async function wsServer(t: { after: (fn: () => void) => void }): Promise<{ url: string; wss: WS.Server }> {
  const server = http.createServer();
  const wss = new WebSocketServer({ server });
  t.after(() => wss.close());
  const base = await listenOnLoopback(t, server);
  return { url: base.replace('http', 'ws'), wss };
}

fact(
  subscriptionsPage,
  'the client can send several messages as one JSON array, and the server answers each in a message of its own',
  async (t) => {
    const page = readFileSync(path.join(root, subscriptionsPage), 'utf8');
    assert.match(page, /The client can send several messages together as a JSON array; the server sends each/);
    const router = trpc.router().query('hello', { resolve: () => 'hi' });
    const { url, wss } = await wsServer(t);
    applyWSSHandler({ wss, router });
    const socket = new WebSocket(url);
    t.after(() => socket.terminate());
    const raw: unknown[] = [];
    socket.on('message', (data: Buffer) => raw.push(JSON.parse(data.toString())));
    await within(3000, 'open socket', new Promise((resolve) => socket.once('open', resolve)));
    socket.send(
      JSON.stringify([
        { id: 1, method: 'query', params: { path: 'hello' } },
        { id: 2, method: 'query', params: { path: 'hello' } },
      ]),
    );
    await until(3000, 'two answers', () => raw.length >= 2);
    assert.ok(
      raw.every((message) => !Array.isArray(message)),
      'each answer should be a single object',
    );
    assert.deepEqual(raw.map((message) => (message as { id: number }).id).sort(), [1, 2]);
  },
);

fact(
  subscriptionsPage,
  'the 9.x client does not read a JSON array from the server: a query answered inside an array never resolves',
  async (t) => {
    const { url, wss } = await wsServer(t);
    let wrap = true;
    wss.on('connection', (socket: WS.WebSocket) => {
      socket.on('message', (data: Buffer) => {
        const call = JSON.parse(data.toString()) as { id: number };
        const answer = { id: call.id, result: { type: 'data', data: 'hi' } };
        socket.send(JSON.stringify(wrap ? [answer] : answer));
      });
    });
    const wsClient = createWSClient({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
    t.after(() => wsClient.close());
    const client = createTRPCClient<ServerV9.AnyRouter>({ links: [wsLink({ client: wsClient })] });
    const inArray = client.query('hello' as never);
    const settled = await Promise.race([
      inArray.then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 300)),
    ]);
    assert.equal(settled, 'pending');
    inArray.cancel();
    inArray.catch(() => undefined);
    wrap = false;
    assert.equal(await within(3000, 'answer as an object', client.query('hello' as never)), 'hi');
  },
);

fact(
  errorHandlingPage,
  'onError does not observe every failure: a Next.js request without a `trpc` value gets a 500 that onError never sees',
  async () => {
    const page = readFileSync(path.join(root, errorHandlingPage), 'utf8');
    assert.doesNotMatch(page, /observe all of them/);
    const seen: string[] = [];
    const handler = createNextApiHandler({
      router: trpc.router().query('hello', { resolve: () => 'hi' }),
      createContext: () => ({}),
      onError: ({ error }) => seen.push(error.code),
    });
    let body: unknown;
    const res = { statusCode: 200, json: (value: unknown) => (body = value) };
    await handler({ query: {} } as never, res as never);
    assert.equal(res.statusCode, 500);
    assert.equal((body as { error: { data: { code: string } } }).error.data.code, 'INTERNAL_SERVER_ERROR');
    assert.deepEqual(seen, []);
  },
);
