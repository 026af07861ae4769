/**
 * Aborting a call made over `wsLink` (10.12.0): the call's promise rejects; a call whose message is already on
 * the socket still runs on the server to the end, one aborted before its message leaves never reaches it.
 *
 *   node --import tsx --test tests/facts/abort-over-websocket.test.ts
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, rejection, until, v10, within } from './facts';

const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;

/** A WebSocket server for `router` on 127.0.0.1, and a `wsLink` to it. */
async function linkOverWebSocket<TRouter extends TRPCServer.AnyRouter>(
  t: { after: (fn: () => void) => void },
  router: TRouter,
) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await within(5000, 'listening WebSocket server', once(wss, 'listening'));
  applyWSSHandler({ wss, router, createContext: () => ({}) });
  t.after(() => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
  const wsClient = createWSClient({
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  t.after(() => wsClient.close());
  return wsLink<TRouter>({ client: wsClient });
}

fact(
  'docs/client/aborting-procedures.md',
  'over wsLink an aborted call rejects at once, while the server still runs its procedure to the end',
  async (t) => {
    let started = 0;
    let finished = 0;
    let release = () => {};
    const tr = initTRPC.create();
    const router = tr.router({
      slow: tr.procedure.query(async () => {
        started++;
        await new Promise<void>((resolve) => (release = resolve));
        finished++;
        return 'done';
      }),
    });
    const client = createTRPCProxyClient<typeof router>({ links: [await linkOverWebSocket(t, router)] });
    const controller = new AbortController();
    const call = client.slow.query(undefined, { signal: controller.signal });
    await until(5000, 'the procedure running on the server', () => started === 1);
    controller.abort();
    const error = await rejection(call);
    assert.equal((error as Error).name, 'TRPCClientError');
    assert.equal(finished, 0, 'the call rejected while the procedure still ran');
    release();
    await until(5000, 'the aborted procedure finishing on the server', () => finished === 1);
  },
);

fact(
  'docs/client/aborting-procedures.md',
  'a wsLink call aborted while the socket is still connecting never reaches the server (only a sent one still runs)',
  async (t) => {
    let started = 0;
    const tr = initTRPC.create();
    const router = tr.router({
      slow: tr.procedure.query(() => {
        started++;
        return 'done';
      }),
    });
    const client = createTRPCProxyClient<typeof router>({ links: [await linkOverWebSocket(t, router)] });
    const controller = new AbortController();
    const aborted = client.slow.query(undefined, { signal: controller.signal });
    controller.abort();
    assert.equal(((await rejection(aborted)) as Error).name, 'TRPCClientError');
    // A later call on the same socket is answered, so the aborted one would have run before it.
    assert.equal(await within(5000, 'a later call', client.slow.query()), 'done');
    assert.equal(started, 1, 'only the later call ran on the server');
  },
);
