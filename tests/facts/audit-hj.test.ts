/**
 * Independent audit HJ (bench/audit-independent-2026-11-30hj.md): 62 drawn sentences and a census of three lines,
 * no wrong claim. These facts pin two of the checked sentences at the edges the audit ran, against the packages of
 * the page's version from src/samples, on 127.0.0.1 at ports the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-hj.test.ts
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import { fact, listenOnLoopback, pageText, until, v10, v9, within } from './facts';
import { startWsServerV9, wsClientV9 } from './wsServerV9';

const subscriptionsV9 = 'versioned_docs/version-9.x/further/subscriptions.md';

fact(
  subscriptionsV9,
  'close() with a call pending leaves the socket open until that call is answered; the answer closes it, an error answer too, and no reconnect follows',
  async (t) => {
    assert.match(
      pageText(subscriptionsV9),
      /otherwise the socket closes when a message arrives after the last pending call has ended \(the answer to a query or mutation does\)/,
    );
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { wsLink } = v9('./node_modules/@trpc/client/links/wsLink') as typeof WsLinkV9;
    const { WebSocket } = v9('ws') as typeof WS;

    for (const outcome of ['data', 'error'] as const) {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let reached!: () => void;
      const atServer = new Promise<void>((resolve) => (reached = resolve));
      const router = trpc.router().query('slow', {
        async resolve() {
          reached();
          await gate;
          if (outcome === 'error') throw new trpc.TRPCError({ code: 'NOT_FOUND' });
          return 'done';
        },
      });
      const { wss, url } = await startWsServerV9(t, router);
      let connections = 0;
      wss.on('connection', () => connections++);
      const wsClient = wsClientV9(t, url);
      const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] });
      const socket = wsClient.getConnection() as unknown as WS;
      await within(5000, 'open socket', once(socket, 'open'));

      const call = client.query('slow').then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      await within(5000, 'the query at the server', atServer);

      wsClient.close();
      assert.equal(socket.readyState, WebSocket.OPEN, `${outcome}: a pending call keeps the socket open after close()`);

      release();
      const result = await within(5000, `${outcome} answer`, call);
      if (outcome === 'data') assert.deepEqual(result, { value: 'done' });
      else assert.ok('error' in result, 'the error answer rejects the call');
      await until(5000, `${outcome}: socket closed after the answer`, () => socket.readyState === WebSocket.CLOSED);
      assert.equal(wsClient.getConnection(), socket, `${outcome}: no new socket after close()`);
      assert.equal(connections, 1, `${outcome}: the server saw one connection only`);
    }
  },
);

const rpcPage = 'docs/further/rpc.md';

fact(
  rpcPage,
  'error.data.path is missing when the request fails as a whole (bad JSON, PUT) and when a result cannot be serialized (a BigInt without a transformer)',
  async (t) => {
    assert.match(
      pageText(rpcPage),
      /Missing when the request fails as a whole \(bad JSON, an unsupported HTTP method such as `PUT`\), and when a result cannot be serialized \(a `BigInt` without a transformer\)\./,
    );
    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof import('@trpc/server');
    const { createHTTPHandler } = v10(
      '@trpc/server/adapters/standalone',
    ) as typeof import('@trpc/server/adapters/standalone');
    const tr = initTRPC.create();
    const router = tr.router({
      big: tr.procedure.query(() => BigInt(1) as unknown as number),
      missing: tr.procedure.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND' });
      }),
      echo: tr.procedure.input((value: unknown) => value).mutation(({ input }) => input),
    });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const answer = async (method: string, path: string, body?: string) => {
      const response = await within(5000, `${method} ${path}`, fetch(base + path, { method, body }));
      const json = (await response.json()) as { error: { data: { code: string; path?: string } } };
      return { status: response.status, data: json.error.data };
    };

    // A call that fails on its own keeps its path.
    const single = await answer('GET', '/missing');
    assert.equal(single.status, 404);
    assert.equal(single.data.path, 'missing');
    // The whole request fails: no path.
    for (const [method, path, body, status, code] of [
      ['GET', '/echo?input=%7Bx', undefined, 400, 'PARSE_ERROR'],
      ['POST', '/echo', '{x', 400, 'PARSE_ERROR'],
      ['PUT', '/echo', '{}', 405, 'METHOD_NOT_SUPPORTED'],
      ['GET', '/big', undefined, 500, 'INTERNAL_SERVER_ERROR'],
    ] as const) {
      const got = await answer(method, path, body);
      assert.equal(got.status, status, `${method} ${path}`);
      assert.equal(got.data.code, code, `${method} ${path}`);
      assert.equal('path' in got.data, false, `${method} ${path} has no path`);
    }
  },
);
