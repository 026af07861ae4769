/**
 * Independent audit FK (bench/audit-independent-2026-11-30fk.md): a random draw of the docs' sentences and a
 * census of the latest fixes on the router and Fastify pages. Each fact runs @trpc/* 10.12.0 from src/samples/v10:
 * the TypeScript API on a program in memory, Fastify 4 with @fastify/websocket and the standalone adapter on
 * 127.0.0.1 (ports the OS picks), and the blog post's own tinyrpc.ts.
 *
 *   node --import tsx --test tests/facts/audit-fk.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import ts from 'typescript';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { createTinyClient } from '../../blog/2023-01-17-tinyrpc-client/tinyrpc';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';
import { checkOptions, lineOf, virtualProgram } from './virtualProgram';

const root = path.resolve(__dirname, '../..');
const packages = path.join(root, 'src/samples/v10/node_modules');

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { z } = v10('zod') as typeof Zod;

/** A middleware that adds `extra` to `ctx`, then a `t.middleware()` and an inline `.use()` that read it. */
const contextProgram = `
import { initTRPC } from '@trpc/server';
type Context = { user: string | null };
const t = initTRPC.context<Context>().create();
const addsExtra = t.middleware(({ next }) => next({ ctx: { extra: 1 } }));
const reusable = t.middleware(({ ctx, next }) => {
  const extra: number = ctx.extra;
  return next();
});
export const inline = t.procedure.use(addsExtra).use(({ ctx, next }) => {
  const extra: number = ctx.extra;
  return next();
});
export const afterReusable = t.procedure.use(addsExtra).use(reusable);
`;

fact(
  'docs/server/router.md',
  'initTRPC.context<TContext>() types the ctx that t.procedure and t.middleware() start from: a t.middleware() used after a middleware that changes ctx is still typed with TContext',
  async () => {
    const page = pageText('docs/server/router.md');
    assert.doesNotMatch(page, /unless a middleware before them changes it/);
    assert.match(
      page,
      /sets the type of the context your `createContext` returns, the `ctx` that `t\.procedure` and `t\.middleware\(\)` start from\./,
    );

    const options = checkOptions(packages, ['@trpc/server', '@trpc/server/*']);
    const found = ts
      .getPreEmitDiagnostics(virtualProgram('audit-fk', { 'context.ts': contextProgram }, options))
      .map((d) => `${lineOf(d)} ${d.code}`);
    // Line 7 is the t.middleware() read: its ctx is Context even though addsExtra ran before it.
    // The inline middleware (line 11) sees the changed type.
    assert.deepEqual(found, ['7 2339']);

    // At run time the reusable middleware does get the changed context; only its type stays TContext.
    const t = initTRPC.context<{ user: string | null }>().create();
    let seen: unknown;
    const addsExtra = t.middleware(({ next }) => next({ ctx: { extra: 1 } }));
    const reusable = t.middleware(({ ctx, next }) => {
      seen = ctx;
      return next();
    });
    const router = t.router({
      hi: t.procedure
        .use(addsExtra)
        .use(reusable)
        .query(() => 'hi'),
    });
    assert.equal(await router.createCaller({ user: null }).hi(), 'hi');
    assert.deepEqual(seen, { user: null, extra: 1 });
  },
);

fact(
  'docs/server/adapter/fastify.md',
  "with useWSS, the plugin's prefix may come from an enclosing plugin: registered without its own prefix inside a plugin with prefix '/trpc', it serves HTTP and WebSocket calls on /trpc",
  async (tc) => {
    const page = pageText('docs/server/adapter/fastify.md');
    assert.doesNotMatch(page, /Required with `useWSS`: without it/);
    assert.match(page, /With `useWSS`, a prefix is required, on this plugin or on one that encloses it: without one/);

    const Fastify = v10('fastify') as typeof import('../../src/samples/v10/node_modules/fastify');
    const websocket = v10(
      '@fastify/websocket',
    ) as typeof import('../../src/samples/v10/node_modules/@fastify/websocket');
    const WebSocket = v10('ws') as typeof import('../../src/samples/v10/node_modules/@types/ws');
    const t = initTRPC.create();
    const router = t.router({ hi: t.procedure.query(() => 'hi') });
    const app = Fastify();
    tc.after(() => void app.close());
    await app.register(websocket.default ?? websocket);
    await app.register(
      async (scope) => {
        // No prefix of its own: it comes from the enclosing registration.
        await scope.register(fastifyTRPCPlugin, { useWSS: true, trpcOptions: { router } });
      },
      { prefix: '/trpc' },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const response = await within(5000, 'HTTP query', fetch(`http://127.0.0.1:${port}/trpc/hi`));
    assert.deepEqual(await response.json(), { result: { data: 'hi' } });

    const socket = new WebSocket(`ws://127.0.0.1:${port}/trpc`);
    tc.after(() => socket.close());
    const answer = new Promise<unknown>((resolve, reject) => {
      socket.on('message', (data: Buffer) => resolve(JSON.parse(data.toString())));
      socket.on('error', reject);
    });
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'hi' } })));
    assert.deepEqual(await within(5000, 'WebSocket query', answer), {
      id: 1,
      result: { type: 'data', data: 'hi' },
    });
  },
);

fact(
  'blog/2023-01-17-tinyrpc-client/index.mdx',
  'the tiny client sends a query with input as GET with ?input= and a mutation as POST to the dotted path, but a query without input as GET without ?input=',
  async (tc) => {
    const page = pageText('blog/2023-01-17-tinyrpc-client/index.mdx');
    assert.doesNotMatch(page, /that queries are `GET` requests with `\?input=`/);
    assert.match(
      page,
      /that a query with input is a `GET` request with `\?input=` and a mutation a `POST` request to the dotted path;/,
    );

    const t = initTRPC.create();
    const router = t.router({
      greeting: t.procedure.query(() => 'hello'),
      post: t.router({
        byId: t.procedure.input(z.object({ id: z.number() })).query(({ input }) => input.id),
        add: t.procedure.input(z.object({ title: z.string() })).mutation(({ input }) => input.title),
      }),
    });
    const handler = createHTTPHandler({ router });
    const url = await listenOnLoopback(
      tc,
      http.createServer((req, res) => void handler(req, res)),
    );
    const seen: string[] = [];
    const client = createTinyClient<typeof router>({
      url,
      fetch: (input, init) => {
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a URL string here, never a Request
        seen.push(`${init?.method} ${String(input).slice(url.length)}`);
        return fetch(input, init);
      },
    });
    assert.equal(await within(5000, 'greeting', client.greeting.query()), 'hello');
    assert.equal(await within(5000, 'post.byId', client.post.byId.query({ id: 1 })), 1);
    assert.equal(await within(5000, 'post.add', client.post.add.mutate({ title: 'Hi' })), 'Hi');
    assert.deepEqual(seen, ['GET /greeting', 'GET /post.byId?input=%7B%22id%22%3A1%7D', 'POST /post.add']);
  },
);
