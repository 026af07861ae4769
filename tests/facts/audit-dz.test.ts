/**
 * Independent audit DZ (bench/audit-independent-2026-11-30dz.md): a random draw of the docs' sentences and a
 * census of the latest wsLink fixes. Two wrong claims were fixed; these facts pin the new sentences against
 * @trpc/* 10.12.0 with ws (src/samples/v10). Servers listen on 127.0.0.1 at ports the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-dz.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { startPingServer, type PingRouter } from './wsPingServer';
import { fact, listenOnLoopback, until, v10, within } from './facts';

const root = path.resolve(__dirname, '../..');
const read = (page: string) => fs.readFileSync(path.join(root, page), 'utf8');

const wsLinkPage = 'docs/client/links/wsLink.md';
fact(
  wsLinkPage,
  'an open connection that ends with an error event (a protocol error) reconnects without calling onClose',
  async (t) => {
    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;
    const { WebSocket } = v10('ws') as typeof WS;

    const { wss, port } = await startPingServer(t);

    let opens = 0;
    const causes: unknown[] = [];
    const client = createWSClient({
      url: `ws://127.0.0.1:${port}`,
      WebSocket: WebSocket as never,
      retryDelayMs: () => 0,
      onOpen: () => opens++,
      onClose: (cause) => causes.push(cause),
    });
    t.after(() => client.close());
    await until(2000, 'the socket to open', () => opens === 1);
    const first = client.getConnection();
    let errors = 0;
    first.addEventListener('error', () => errors++);

    // A frame with the reserved opcode 0xF: the client's ws fails the connection with an `error` event, then closes it.
    const [serverSide] = [...wss.clients] as unknown as { _socket: { write(data: Buffer): void } }[];
    serverSide?._socket.write(Buffer.from([0x8f, 0x00]));
    await until(2000, 'the reconnect', () => opens === 2);
    await until(2000, 'the old socket to close', () => first.readyState === WebSocket.CLOSED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(errors, 1);
    assert.deepEqual(causes, []);
    // The new connection works: a query over it answers.
    const proxy = createTRPCProxyClient<PingRouter>({ links: [wsLink({ client })] });
    assert.equal(await within(2000, 'a query', proxy.ping.query()), 'pong');

    const page = read(wsLinkPage);
    assert.match(
      page,
      /unless an `error` event came first \(a protocol error, for example\): the client then reconnects/,
    );
  },
);

const formattingPage = 'docs/server/error-formatting.md';
fact(
  formattingPage,
  "errorFormatter's type is the kind of call the request made (GET query, POST mutation), even when no such procedure exists; unknown for other methods",
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const seen: { type: string; path: string | undefined; code: string }[] = [];
    const tr = initTRPC.create({
      errorFormatter: ({ shape, type, path: callPath, error }) => {
        seen.push({ type, path: callPath, code: error.code });
        return shape;
      },
    });
    const router = tr.router({
      list: tr.procedure.query(() => []),
      save: tr.procedure.mutation(() => 'saved'),
    });
    const handler = createHTTPHandler({ router });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );

    const call = async (method: string, at: string) => {
      const response = await within(3000, `${method} ${at}`, fetch(`${base}/${at}`, { method }));
      await response.text();
    };
    await call('POST', 'list'); // a query's path, called as a mutation
    await call('GET', 'save'); // a mutation's path, called as a query
    await call('GET', 'nowhere'); // no procedure at all
    await call('PUT', 'list');
    assert.deepEqual(seen, [
      { type: 'mutation', path: 'list', code: 'NOT_FOUND' },
      { type: 'query', path: 'save', code: 'NOT_FOUND' },
      { type: 'query', path: 'nowhere', code: 'NOT_FOUND' },
      { type: 'unknown', path: undefined, code: 'METHOD_NOT_SUPPORTED' },
    ]);

    const page = read(formattingPage);
    assert.doesNotMatch(page, /The type of the procedure, `unknown` if it could not be determined/);
    assert.match(page, /The kind of call the request made \(`GET` is a query, `POST` a mutation\)/);
  },
);
