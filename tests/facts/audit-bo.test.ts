/**
 * Independent audit BO (bench/audit-independent-2026-11-29bo.md): the true behaviour behind its corrections,
 * against @trpc/* 10.12.0 from src/samples/v10 (with the fastify, @fastify/websocket and ws installed beside it),
 * on servers listening on 127.0.0.1 at ports the OS picks. The type-level fact is checked by `npm run typecheck`.
 *
 *   node --import tsx --test tests/facts/audit-bo.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type FastifyWebsocket from '../../src/samples/v10/node_modules/@fastify/websocket';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import type { FastifyInstance } from '../../src/samples/v10/node_modules/fastify';
import { fact, listenOnLoopback, v10, within } from './facts';
import { runPageCode } from './pageCode';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { WebSocket } = v10('ws') as typeof WS;

/** The JSON messages `socket` receives, in order. */
function collect(socket: InstanceType<typeof WebSocket>): unknown[] {
  const messages: unknown[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  return messages;
}

/** Resolves once `messages` holds `count` entries. */
async function received(messages: unknown[], count: number): Promise<void> {
  await within(
    3000,
    `${count} messages`,
    (async () => {
      while (messages.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
    })(),
  );
}

fact(
  'blog/2021-05-05-introducing-trpc.md',
  'serverTime, without .input(), ignores any input that parses as JSON, but an input that does not parse fails with PARSE_ERROR (400)',
  async (t) => {
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const { appRouter } = runPageCode<{ appRouter: TRPCServer.AnyRouter }>(
      'blog/2021-05-05-introducing-trpc.md',
      ['appRouter'],
      {},
      { title: 'server.ts', section: 'A tiny server' },
    );
    const handler = createHTTPHandler({ router: appRouter });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const ignored = await fetch(`${base}/serverTime?input=${encodeURIComponent('{"anything":[1,2]}')}`);
    assert.equal(ignored.status, 200);
    await ignored.text();
    // The old sentence said it ignores "whatever it is sent": text that is not JSON is not ignored.
    const unparsed = await fetch(`${base}/serverTime?input=${encodeURIComponent('{not json')}`);
    assert.equal(unparsed.status, 400);
    const { error } = (await unparsed.json()) as { error: { data: { code: string } } };
    assert.equal(error.data.code, 'PARSE_ERROR');
  },
);

fact(
  'docs/server/adapter/fastify.md',
  'with useWSS, tRPC answers every WebSocket connection @fastify/websocket accepts, on the prefix route and on another WebSocket route of the app (createContext runs for both)',
  async (t) => {
    const fastify = v10('fastify') as typeof Fastify;
    const websocket = (v10('@fastify/websocket') as { default: typeof FastifyWebsocket }).default;
    const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
    const t10 = initTRPC.create();
    const router = t10.router({ hello: t10.procedure.query(() => 'from tRPC') });
    const upgrades: (string | undefined)[] = [];
    const app = fastify();
    t.after(() => void app.close());
    await app.register(websocket);
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      useWSS: true,
      trpcOptions: {
        router,
        createContext: ({ req }: { req: { url?: string } }) => {
          upgrades.push(req.url);
          return {};
        },
      },
    } satisfies FastifyAdapter.FastifyTRPCPluginOptions<typeof router>);
    // A WebSocket route of the app's own, not under the prefix
    app.get('/chat', { websocket: true }, () => undefined);
    await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
    const origin = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const route of ['/trpc', '/chat']) {
      const socket = new WebSocket(`${origin}${route}`);
      t.after(() => socket.terminate());
      const messages = collect(socket);
      await within(3000, `open socket on ${route}`, new Promise((resolve) => socket.once('open', resolve)));
      socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'hello' } }));
      await received(messages, 1);
      assert.deepEqual(messages[0], { id: 1, result: { type: 'data', data: 'from tRPC' } }, route);
    }
    assert.deepEqual(upgrades, ['/trpc', '/chat']);
  },
);

fact(
  'docs/server/adapter/fastify.md',
  'register() checks the options against the general FastifyTRPCPluginOptions (a non-string prefix or a router that is not one fails to compile), but not against your router',
  () => {
    const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
    const t10 = initTRPC.context<{ user: string }>().create();
    const router = t10.router({ me: t10.procedure.query(({ ctx }) => ctx.user) });
    // Never called: only compiled (npm run typecheck fails when an expected error disappears).
    const typeOnly = (app: FastifyInstance) => [
      // Not checked against the router: createContext is missing although the context has a required field.
      app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } }),
      // @ts-expect-error prefix must be a string: register() does check the options' general shape
      app.register(fastifyTRPCPlugin, { prefix: 123, trpcOptions: { router } }),
      // @ts-expect-error router must be a tRPC router
      app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: 5 } }),
    ];
    assert.equal(typeof typeOnly, 'function');
  },
);

fact(
  'docs/further/subscriptions.md',
  'a JSON message with an id that is not a well-formed call (an unknown method, a path that is not a string) is answered with a PARSE_ERROR whose id is null; a call that fails carries its id',
  async (t) => {
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
    const { WebSocketServer } = v10('ws') as typeof WS;
    const t10 = initTRPC.create();
    const router = t10.router({ hello: t10.procedure.query(() => 'hi') });
    const server = http.createServer();
    const wss = new WebSocketServer({ server });
    t.after(() => wss.close());
    applyWSSHandler({ wss, router });
    const base = await listenOnLoopback(t, server);
    const socket = new WebSocket(base.replace('http', 'ws'));
    t.after(() => socket.terminate());
    const messages = collect(socket) as { id: unknown; error?: { data: { code: string } } }[];
    await within(3000, 'open socket', new Promise((resolve) => socket.once('open', resolve)));
    socket.send(JSON.stringify({ id: 3, method: 'querry', params: { path: 'hello' } }));
    await received(messages, 1);
    socket.send(JSON.stringify({ id: 4, method: 'query', params: { path: 42 } }));
    await received(messages, 2);
    socket.send(JSON.stringify({ id: 5, method: 'query', params: { path: 'nope' } }));
    await received(messages, 3);
    assert.deepEqual(
      messages.map((message) => [message.id, message.error?.data.code]),
      [
        [null, 'PARSE_ERROR'],
        [null, 'PARSE_ERROR'],
        [5, 'NOT_FOUND'],
      ],
    );
  },
);
