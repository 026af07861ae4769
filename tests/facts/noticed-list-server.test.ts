/**
 * Items noticed by earlier audits on server pages and left for their owner. Two were wrong and are fixed:
 * caching.md's "full control" over headers and status (responseMeta has exceptions), and the 9.x Fastify
 * page's createContext row (with useWSS a WebSocket connection passes Node's request and the socket).
 * Each fact runs the package of the page's version from src/samples on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/noticed-list-server.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ServerV10 from '@trpc/server';
import type * as StandaloneV10 from '@trpc/server/adapters/standalone';
import type WebSocket from '../../src/samples/v9/node_modules/@types/ws';
import type Fastify from '../../src/samples/v9/node_modules/fastify';
import type { FastifyPluginCallback } from '../../src/samples/v9/node_modules/fastify';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, listenOnLoopback, pageText, v10, v9, within } from './facts';

fact(
  'docs/server/caching.md',
  'responseMeta sets the headers and status of most responses, not all: a HEAD request gets 204 without it, and a status the Node adapters find already set on the response is kept',
  async (t) => {
    const page = pageText('docs/server/caching.md');
    assert.match(
      page,
      /What it gives you is a `responseMeta` callback that sets the \*\*HTTP response headers and status\*\* of most responses \(see \[API response caching\]\(#api-response-caching\) for cases where it does not\)\./,
    );
    assert.doesNotMatch(page, /full control over the \*\*HTTP response headers and status\*\*/);
    // The exceptions the sentence points to stand in that section.
    assert.match(page, /Some answers do not go through it, such as the empty `204` to a `HEAD` request/);
    assert.match(page, /a status other than `200` that your code already set on the response object/);

    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof ServerV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const tr = initTRPC.context<{ res: http.ServerResponse }>().create();
    const router = tr.router({
      ok: tr.procedure.query(() => 'ok'),
      missing: tr.procedure.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND' });
      }),
      teapot: tr.procedure.query(({ ctx }) => {
        ctx.res.statusCode = 418;
        return 'set by the resolver';
      }),
    });
    const metaCalls: (string[] | undefined)[] = [];
    const handler = createHTTPHandler({
      router,
      createContext: ({ res }) => ({ res }),
      responseMeta: ({ paths }) => {
        metaCalls.push(paths);
        return { status: 299, headers: { 'x-meta': 'yes' } };
      },
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const get = (url: string, method = 'GET') =>
      within(5000, `answer to ${method} ${url}`, fetch(base + url, { method }));

    // Most responses: responseMeta's status and headers are sent, a 404 or a batch's 207 replaced too.
    for (const url of ['/ok', '/missing', `/ok,missing?batch=1&input=${encodeURIComponent('{}')}`]) {
      const res = await get(url);
      assert.equal(res.status, 299, url);
      assert.equal(res.headers.get('x-meta'), 'yes', url);
      await res.arrayBuffer();
    }
    assert.equal(metaCalls.length, 3);

    // HEAD: 204, and responseMeta is not called.
    const head = await get('/ok', 'HEAD');
    assert.equal(head.status, 204);
    assert.equal(head.headers.get('x-meta'), null);
    assert.equal(metaCalls.length, 3);

    // A status already set on the response (here by the resolver) is kept over responseMeta's.
    const teapot = await get('/teapot');
    assert.equal(teapot.status, 418);
    assert.equal(teapot.headers.get('x-meta'), 'yes');
    await teapot.arrayBuffer();
    assert.equal(metaCalls.length, 4);
  },
);

fact(
  'versioned_docs/version-9.x/server/fastify.md',
  "with useWSS, createContext gets Fastify's request and reply per HTTP request, and once per WebSocket connection Node's IncomingMessage and the socket",
  async (t) => {
    const page = pageText('versioned_docs/version-9.x/server/fastify.md');
    assert.match(
      page,
      /\| `createContext` \| `\(\{ req, res \}\) => Context \\\| Promise<Context>` \| Builds the \[context\]\(\.\/context\.md\) from the Fastify request and reply\. With `useWSS`, each WebSocket connection calls it once with Node's `IncomingMessage` and the socket instead \(\[see below\]\(#adding-subscriptions-over-websockets\)\)\. \|/,
    );
    assert.doesNotMatch(page, /from the Fastify request and reply\. \|/);
    assert.match(page, /## Adding subscriptions over WebSockets /);

    // 9.x's own set: Fastify 3 and @fastify/websocket 5, the plugin the page names.
    const { version } = v9('@fastify/websocket/package.json') as { version: string };
    assert.equal(version.split('.')[0], '5');
    const fastify = v9('fastify') as typeof Fastify;
    const websocket = v9('@fastify/websocket') as FastifyPluginCallback;
    const Client = v9('ws') as typeof WebSocket;
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as {
      fastifyTRPCPlugin: FastifyPluginCallback<{
        prefix: string;
        useWSS: boolean;
        trpcOptions: { router: unknown; createContext: (opts: { req: object; res: object }) => object };
      }>;
    };
    const router = trpc.router().query('hello', { resolve: () => 'hello' });

    type Seen = { fastifyRequest: boolean; incomingMessage: boolean; webSocket: boolean; fastifyReply: boolean };
    const seen: Seen[] = [];
    const createContext = ({ req, res }: { req: object; res: object }) => {
      seen.push({
        fastifyRequest: 'raw' in req,
        incomingMessage: req instanceof http.IncomingMessage,
        webSocket: res instanceof Client,
        fastifyReply: 'raw' in res && 'sent' in res,
      });
      return {};
    };
    const app = fastify();
    t.after(() => void app.close());
    await app.register(websocket);
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', useWSS: true, trpcOptions: { router, createContext } });
    await within(5000, 'listening Fastify server', app.listen(0, '127.0.0.1'));
    const host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const res = await within(5000, 'HTTP answer', fetch(`http://${host}/trpc/hello`));
    assert.equal(res.status, 200);
    await res.arrayBuffer();

    const socket = new Client(`ws://${host}/trpc`);
    t.after(() => socket.terminate());
    const answers: unknown[] = [];
    const twoAnswers = new Promise<void>((resolve, reject) => {
      socket.on('message', (data: Buffer) => {
        answers.push(JSON.parse(data.toString()));
        if (answers.length === 2) resolve();
      });
      socket.once('error', reject);
    });
    socket.once('open', () => {
      socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'hello' } }));
      socket.send(JSON.stringify({ id: 2, method: 'query', params: { path: 'hello' } }));
    });
    await within(5000, 'two WebSocket answers', twoAnswers);
    assert.deepEqual(answers, [
      { id: 1, result: { type: 'data', data: 'hello' } },
      { id: 2, result: { type: 'data', data: 'hello' } },
    ]);

    assert.deepEqual(seen, [
      // the HTTP request: Fastify's request and reply
      { fastifyRequest: true, incomingMessage: false, webSocket: false, fastifyReply: true },
      // the WebSocket connection, once for its two calls: Node's request and the socket
      { fastifyRequest: false, incomingMessage: true, webSocket: true, fastifyReply: false },
    ]);
  },
);
