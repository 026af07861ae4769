/**
 * Independent audit AJ (bench/audit-independent-2026-11-29aj.md, tests/facts/README.md): claims of the 9.x Fastify
 * and Subscriptions pages that the audit found wider than the installed packages, pinned as corrected. One Fastify 3
 * server (9.27.4's plugin with `useWSS`, batching off, a 1 kB `bodyLimit`) serves the 9.x facts and closes when the
 * file's tests end; its WebSocket handler is `applyWSSHandler`, the one the Subscriptions page sets up. The 10.x
 * Fastify page's batching row needs 10.12.0's plugin on Fastify 4: that fact starts its own server.
 *
 *   node --import tsx --test tests/facts/audit-aj.test.ts
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type WS from '../../src/samples/v9/node_modules/@types/ws';
import type Fastify from '../../src/samples/v9/node_modules/fastify';
import type { FastifyPluginCallback } from '../../src/samples/v9/node_modules/fastify';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type Fastify4 from '../../src/samples/v10/node_modules/fastify';
import type { FastifyPluginCallback as FastifyPluginCallback4 } from '../../src/samples/v10/node_modules/fastify';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import { fact, fileScope, until, v10, v9, within } from './facts';

const fastifyPage = 'versioned_docs/version-9.x/server/fastify.md';
const subscriptionsPage = 'versioned_docs/version-9.x/further/subscriptions.md';

const fastify = v9('fastify') as typeof Fastify;
const websocket = v9('@fastify/websocket') as FastifyPluginCallback;
const { WebSocket } = v9('ws') as typeof WS;
const trpc = v9('@trpc/server') as typeof ServerV9;
const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as {
  fastifyTRPCPlugin: FastifyPluginCallback<{ prefix: string; useWSS: boolean; trpcOptions: object }>;
};
const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { createWSClient, wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;

/** What the server's `onError` got, and what the subscriptions have done on the server. */
const reported: string[] = [];
let cleanups = 0;
const quietEmits: ServerV9.SubscriptionEmit<number>[] = [];
const endings: ServerV9.Subscription<number>[] = [];

const router = trpc
  .router()
  .query('hello', { resolve: () => 'hi' })
  .mutation('echo', { input: (value: unknown) => String(value), resolve: ({ input }) => input })
  // sends nothing until the fact emits: only a message from the server ends a close()d client's socket
  .subscription('quiet', {
    resolve: () =>
      new trpc.Subscription<number>((emit) => {
        quietEmits.push(emit);
        return () => cleanups++;
      }),
  })
  // the fact ends it on the server, with the Subscription's own destroy()
  .subscription('ending', {
    resolve: () => {
      const subscription = new trpc.Subscription<number>(() => () => {});
      endings.push(subscription);
      return subscription;
    },
  });

let started: Promise<string> | undefined;
/** host:port of the file's Fastify 3 server, started by the first fact that needs it. */
function server(): Promise<string> {
  started ??= (async () => {
    const app = fastify({ bodyLimit: 1024 });
    fileScope.after(() => void app.close());
    await app.register(websocket);
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      useWSS: true,
      trpcOptions: {
        router,
        batching: { enabled: false },
        onError: ({ error }: { error: ServerV9.TRPCError }) => reported.push(error.code),
      },
    });
    await within(5000, 'listening Fastify server', app.listen(0, '127.0.0.1'));
    return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  })();
  return started;
}

/** A raw WebSocket to the server and the JSON messages it has received, closed when the test ends. */
async function rawSocket(t: { after: (fn: () => void) => void }, host: string) {
  const socket = new WebSocket(`ws://${host}/trpc`);
  t.after(() => socket.terminate());
  const messages: unknown[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  await within(5000, 'open socket', once(socket, 'open'));
  return { socket, messages };
}

/** A 9.x client over wsLink to the server, closed (and its socket with it) when the test ends. */
function wsClientTo(t: { after: (fn: () => void) => void }, host: string) {
  const wsClient = createWSClient({
    url: `ws://${host}/trpc`,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  t.after(() => {
    wsClient.close(); // no reconnect after the terminate below
    (wsClient.getConnection() as unknown as WS).terminate();
  });
  return { wsClient, client: createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] }) };
}

/**
 * Waits until the server has handled everything the client's socket sent so far: a timer turn for the client's
 * own send timer (setTimeout 0), then a ping the server answers after the messages before it.
 */
async function roundTrip(socket: WS): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const pong = once(socket, 'pong');
  socket.ping();
  await within(5000, 'pong', pong);
}

fact(
  fastifyPage,
  'onError is called for each error tRPC answers, not for a request Fastify rejects first (413 over bodyLimit, 415 for another content-type, 404 over maxParamLength) nor for a WebSocket message that does not parse',
  async (t) => {
    const host = await server();
    const from = reported.length;
    const status = async (request: Promise<Response>) => (await within(5000, 'HTTP answer', request)).status;
    const post = (body: string, type: string) =>
      fetch(`http://${host}/trpc/echo`, { method: 'POST', headers: { 'content-type': type }, body });

    assert.equal(await status(post(JSON.stringify('x'.repeat(2000)), 'application/json')), 413);
    assert.equal(await status(post('a=1', 'application/x-www-form-urlencoded')), 415);
    assert.equal(await status(fetch(`http://${host}/trpc/${'a'.repeat(101)}`)), 404);
    assert.deepEqual(reported.slice(from), [], 'Fastify answered these before the tRPC handler ran');
    assert.equal(await status(fetch(`http://${host}/trpc/missing`)), 404);
    assert.deepEqual(reported.slice(from), ['NOT_FOUND'], 'an error tRPC answers reaches onError');

    const { socket, messages } = await rawSocket(t, host);
    socket.send('not json');
    socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'missing' } }));
    await until(5000, 'two answers', () => messages.length === 2);
    const codes = messages.map((message) => (message as { error: { data: { code: string } } }).error.data.code);
    assert.deepEqual(codes, ['PARSE_ERROR', 'NOT_FOUND']);
    assert.deepEqual(reported.slice(from), ['NOT_FOUND', 'NOT_FOUND'], 'the PARSE_ERROR was answered without onError');
  },
);

fact(
  fastifyPage,
  'batching: { enabled: false } fails a batched HTTP request with INTERNAL_SERVER_ERROR (500), while the useWSS handler still answers an array of messages',
  async (t) => {
    const host = await server();
    const batch = await within(5000, 'HTTP answer', fetch(`http://${host}/trpc/hello,hello?batch=1&input=%7B%7D`));
    assert.equal(batch.status, 500);
    const body = (await batch.json()) as { error: { message: string; data: { code: string } } };
    assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(body.error.message, 'Batching is not enabled on the server');

    const { socket, messages } = await rawSocket(t, host);
    const query = (id: number) => ({ id, method: 'query', params: { path: 'hello' } });
    socket.send(JSON.stringify([query(1), query(2)]));
    await until(5000, 'two answers', () => messages.length === 2);
    assert.deepEqual(messages, [
      { id: 1, result: { type: 'data', data: 'hi' } },
      { id: 2, result: { type: 'data', data: 'hi' } },
    ]);
  },
);

fact(
  'docs/server/adapter/fastify.md',
  'batching: { enabled: false } rejects a batched HTTP request, while the useWSS handler still answers an array of messages',
  async (t) => {
    const fastify4 = v10('fastify') as typeof Fastify4;
    const websocket7 = v10('@fastify/websocket') as FastifyPluginCallback4;
    const { WebSocket: Client } = v10('ws') as typeof WS;
    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { fastifyTRPCPlugin: plugin } = v10('@trpc/server/adapters/fastify') as {
      fastifyTRPCPlugin: FastifyPluginCallback4<{ prefix: string; useWSS: boolean; trpcOptions: object }>;
    };
    const t10 = initTRPC.create();
    const router10 = t10.router({ hello: t10.procedure.query(() => 'hi') });
    const app = fastify4();
    t.after(() => void app.close());
    await app.register(websocket7);
    await app.register(plugin, {
      prefix: '/trpc',
      useWSS: true,
      trpcOptions: { router: router10, batching: { enabled: false } },
    });
    await within(5000, 'listening Fastify 4 server', app.listen({ port: 0, host: '127.0.0.1' }));
    const host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const batch = await within(5000, 'HTTP answer', fetch(`http://${host}/trpc/hello,hello?batch=1&input=%7B%7D`));
    assert.notEqual(batch.status, 200, 'the batched HTTP request is rejected');

    const socket = new Client(`ws://${host}/trpc`);
    t.after(() => socket.terminate());
    const messages: unknown[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    await within(5000, 'open socket', once(socket, 'open'));
    const query = (id: number) => ({ id, method: 'query', params: { path: 'hello' } });
    socket.send(JSON.stringify([query(1), query(2)]));
    await until(5000, 'two answers', () => messages.length === 2);
    assert.deepEqual(messages, [
      { id: 1, result: { type: 'data', data: 'hi' } },
      { id: 2, result: { type: 'data', data: 'hi' } },
    ]);
  },
);

fact(
  subscriptionsPage,
  'close() closes the socket when no call is pending; a subscription unsubscribed after close() sends no stop message, so the socket stays open until the server next sends something',
  async (t) => {
    const host = await server();
    const { wsClient, client } = wsClientTo(t, host);
    const connection = wsClient.getConnection() as unknown as WS;
    const types: string[] = [];
    const unsubscribe = client.subscription('quiet', undefined, { onNext: (result) => types.push(result.type) });
    await until(5000, 'started subscription', () => types.includes('started'));
    const before = cleanups;

    wsClient.close();
    unsubscribe();
    await roundTrip(connection);
    assert.equal(connection.readyState, WebSocket.OPEN, 'the socket is still open');
    assert.equal(cleanups, before, 'the server never got subscription.stop: its subscription still runs');

    quietEmits[quietEmits.length - 1].data(1);
    await until(5000, 'socket closed after a server message', () => connection.readyState === WebSocket.CLOSED);
    await until(5000, 'server cleanup once the socket closed', () => cleanups === before + 1);

    const second = wsClientTo(t, host);
    const secondConnection = second.wsClient.getConnection() as unknown as WS;
    const answer = await within(5000, 'query answer', second.client.query('hello'));
    assert.equal(answer, 'hi');
    second.wsClient.close();
    await until(
      5000,
      'socket closed by close() with no call pending',
      () => secondConnection.readyState === WebSocket.CLOSED,
    );
  },
);

fact(
  subscriptionsPage,
  "onNext receives { type: 'stopped' } when the server destroys the Subscription (then onError gets 'Operation ended prematurely' and onDone runs), but not the stopped that answers the client's own unsubscribe",
  async (t) => {
    const host = await server();
    const { wsClient, client } = wsClientTo(t, host);
    const events: string[] = [];
    client.subscription('ending', undefined, {
      onNext: (result) => events.push(result.type),
      onError: (error) => events.push(`error: ${error.message}`),
      onDone: () => events.push('done'),
    });
    await until(5000, 'started subscription', () => events.includes('started'));
    endings[endings.length - 1].destroy();
    await until(5000, 'onDone', () => events.includes('done'));
    assert.deepEqual(events, ['started', 'stopped', 'error: Operation ended prematurely', 'done']);

    const types: string[] = [];
    const unsubscribe = client.subscription('quiet', undefined, { onNext: (result) => types.push(result.type) });
    await until(5000, 'started subscription', () => types.includes('started'));
    const before = cleanups;
    unsubscribe();
    // the server destroys it on subscription.stop and answers `stopped` before it answers the ping
    await roundTrip(wsClient.getConnection() as unknown as WS);
    assert.equal(cleanups, before + 1, 'the server got subscription.stop');
    assert.deepEqual(types, ['started'], "the client's own unsubscribe: no stopped in onNext");
  },
);
