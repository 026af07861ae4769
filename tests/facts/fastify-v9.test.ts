/**
 * tRPC 9.27.4's Fastify adapter on Fastify 4 (the copy in src/samples/v10, with @fastify/websocket
 * 7): it serves queries, mutations, batches and subscriptions, and its types accept Fastify 4's.
 *
 *   node --import tsx --test tests/facts/fastify-v9.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ts from 'typescript';
import type WebSocket from '../../src/samples/v10/node_modules/@types/ws';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import type { FastifyPluginCallback } from '../../src/samples/v10/node_modules/fastify';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, v10, v9, within } from './facts';

const page = 'versioned_docs/version-9.x/server/fastify.md';
const samples = path.resolve(__dirname, '../../src/samples');

/** Fails unless the package set still has the major version this fact is about. */
function assertMajor(name: string, major: number): void {
  const { version } = v10(`${name}/package.json`) as { version: string };
  assert.equal(version.split('.')[0], String(major), `src/samples/v10 should have ${name} ${major}.x, has ${version}`);
}

fact(page, '9.27.4 serves queries, mutations, batches and WebSocket subscriptions on Fastify 4', async (t) => {
  assertMajor('fastify', 4);
  assertMajor('@fastify/websocket', 7);
  const fastify = v10('fastify') as typeof Fastify;
  const websocket = v10('@fastify/websocket') as FastifyPluginCallback;
  const { WebSocket: Client } = v10('ws') as { WebSocket: typeof WebSocket };
  const trpc = v9('@trpc/server') as typeof ServerV9;
  const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as {
    fastifyTRPCPlugin: FastifyPluginCallback<{ prefix: string; useWSS: boolean; trpcOptions: { router: unknown } }>;
  };

  const router = trpc
    .router()
    .query('hello', { input: (value: unknown) => String(value), resolve: ({ input }) => `hello ${input}` })
    .mutation('add', {
      input: (value: unknown) => value as { a: number; b: number },
      resolve: ({ input }) => input.a + input.b,
    })
    .subscription('count', {
      resolve: () =>
        new trpc.Subscription<number>((emit) => {
          emit.data(1);
          emit.data(2);
          return () => {};
        }),
    });

  const app = fastify({ maxParamLength: 5000 });
  t.after(() => app.close());
  await app.register(websocket);
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', useWSS: true, trpcOptions: { router } });
  await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
  const host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const json = async (response: Promise<Response>) => (await within(5000, 'HTTP answer', response)).json() as unknown;

  assert.deepEqual(await json(fetch(`http://${host}/trpc/hello?input=${input('ada')}`)), {
    id: null,
    result: { type: 'data', data: 'hello ada' },
  });
  const sum = fetch(`http://${host}/trpc/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ a: 1, b: 2 }),
  });
  assert.deepEqual(await json(sum), { id: null, result: { type: 'data', data: 3 } });
  assert.deepEqual(await json(fetch(`http://${host}/trpc/hello,hello?batch=1&input=${input({ 0: 'a', 1: 'b' })}`)), [
    { id: null, result: { type: 'data', data: 'hello a' } },
    { id: null, result: { type: 'data', data: 'hello b' } },
  ]);

  const socket = new Client(`ws://${host}/trpc`);
  t.after(() => socket.terminate());
  const messages: unknown[] = [];
  const threeMessages = new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      messages.push(JSON.parse(data.toString()));
      if (messages.length === 3) resolve();
    });
    socket.once('error', reject);
  });
  socket.once('open', () => socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'count' } })));
  await within(5000, 'three subscription messages', threeMessages);
  assert.deepEqual(messages, [
    { id: 1, result: { type: 'started' } },
    { id: 1, result: { type: 'data', data: 1 } },
    { id: 1, result: { type: 'data', data: 2 } },
  ]);
});

/** The page's typed setup, written for Fastify 4 (listen takes an options object). */
const fastify4Setup = `
import ws from '@fastify/websocket';
import * as trpc from '@trpc/server';
import {
  fastifyTRPCPlugin,
  type CreateFastifyContextOptions,
  type FastifyHandlerOptions,
} from '@trpc/server/adapters/fastify';
import fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

export function createContext({ req, res }: CreateFastifyContextOptions) {
  return { req, res, log: req.log };
}
type Context = trpc.inferAsyncReturnType<typeof createContext>;

const appRouter = trpc.router<Context>().query('hello', {
  resolve({ ctx }) {
    ctx.log.info('hello');
    return 'world';
  },
});
type AppRouter = typeof appRouter;

const trpcOptions: FastifyHandlerOptions<AppRouter, FastifyRequest, FastifyReply> = { router: appRouter, createContext };
// @ts-expect-error the options are checked against the router: its context needs createContext
const incomplete: FastifyHandlerOptions<AppRouter, FastifyRequest, FastifyReply> = { router: appRouter };

export async function start() {
  const server = fastify({ maxParamLength: 5000 });
  await server.register(ws);
  await server.register(fastifyTRPCPlugin, { prefix: '/trpc', useWSS: true, trpcOptions });
  await server.listen({ port: 3000 });
  return incomplete;
}
`;

fact(
  page,
  "9.27.4's adapter types compile against Fastify 4 and @fastify/websocket 7 (with skipLibCheck)",
  () => {
    const file = path.join(__dirname, 'fastify4-setup.virtual.ts');
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      esModuleInterop: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: ['node'],
      typeRoots: [path.join(samples, 'v9/node_modules/@types')],
      paths: {
        fastify: [path.join(samples, 'v10/node_modules/fastify')],
        '@fastify/websocket': [path.join(samples, 'v10/node_modules/@fastify/websocket')],
        '@trpc/server': [path.join(samples, 'v9/node_modules/@trpc/server')],
        '@trpc/server/*': [path.join(samples, 'v9/node_modules/@trpc/server/*')],
      },
    };
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.getSourceFile = (name, version, ...rest) =>
      name === file ? ts.createSourceFile(name, fastify4Setup, version) : getSourceFile(name, version, ...rest);
    host.fileExists = (name) => name === file || fileExists(name);
    const program = ts.createProgram([file], options, host);

    const loaded = program.getSourceFiles().map((source) => source.fileName);
    const fastifyTypes = path.join(samples, 'v10/node_modules/fastify/fastify.d.ts');
    assert.ok(loaded.includes(fastifyTypes), "the setup should compile against src/samples/v10's Fastify 4 types");
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    assert.deepEqual(diagnostics, [], 'the Fastify 4 setup should compile');
    return Promise.resolve();
  },
  30_000,
);
