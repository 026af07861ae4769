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
import { pageBlock } from './pageCode';

const page = 'versioned_docs/version-9.x/server/fastify.md';
const samples = path.resolve(__dirname, '../../src/samples');

/** Fails unless the package set still has the major version this fact is about. */
function assertMajor(name: string, major: number): void {
  const { version } = v10(`${name}/package.json`) as { version: string };
  assert.equal(version.split('.')[0], String(major), `src/samples/v10 should have ${name} ${major}.x, has ${version}`);
}

fact(
  page,
  '9.27.4 serves queries, mutations, batches and WebSocket subscriptions on Fastify 4; with useWSS its one createContext gets a Fastify request per HTTP request and, once per WebSocket connection, the Node.js request',
  async (t) => {
    assertMajor('fastify', 4);
    assertMajor('@fastify/websocket', 7);
    const fastify = v10('fastify') as typeof Fastify;
    const websocket = v10('@fastify/websocket') as FastifyPluginCallback;
    const { WebSocket: Client } = v10('ws') as { WebSocket: typeof WebSocket };
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as {
      fastifyTRPCPlugin: FastifyPluginCallback<{
        prefix: string;
        useWSS: boolean;
        trpcOptions: { router: unknown; createContext: (opts: { req: object }) => object };
      }>;
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
    // Whether each call of createContext got a Fastify request (it has `raw`) or Node.js's own.
    const fastifyRequests: boolean[] = [];
    const createContext = ({ req }: { req: object }) => (fastifyRequests.push('raw' in req), {});
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', useWSS: true, trpcOptions: { router, createContext } });
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
    socket.once('open', () =>
      socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'count' } })),
    );
    await within(5000, 'three subscription messages', threeMessages);
    assert.deepEqual(messages, [
      { id: 1, result: { type: 'started' } },
      { id: 1, result: { type: 'data', data: 1 } },
      { id: 1, result: { type: 'data', data: 2 } },
    ]);
    assert.deepEqual(fastifyRequests, [true, true, true, false], 'three HTTP requests, then one WebSocket connection');
  },
);

/**
 * The page's own server files (the visible code of its steps 1 to 3 and of its WebSocket block),
 * and what the fact adds: the call Fastify 4 wants instead of listen(3000), and options without the
 * createContext that the router's context needs, which the declared type must reject.
 */
function fastify4Setup(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [file, section] of [
    ['server/context.ts', '1. Create the context'],
    ['server/router.ts', '2. Define the router'],
    ['server/index.ts', '3. Register the plugin'],
    ['server/ws.ts', 'Adding subscriptions over WebSockets'],
  ]) {
    files.set(file, pageBlock(page, { section }).code);
  }
  files.set(
    'server/fastify4.ts',
    `import { type FastifyHandlerOptions } from '@trpc/server/adapters/fastify';
import fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { appRouter, type AppRouter } from './router';

// @ts-expect-error the options are checked against the router: its context needs createContext
const incomplete: FastifyHandlerOptions<AppRouter, FastifyRequest, FastifyReply> = { router: appRouter };
const server = fastify();
await server.listen({ port: 3000 });
export { incomplete };
`,
  );
  return files;
}

fact(
  page,
  "9.27.4's adapter types compile against Fastify 4 and @fastify/websocket 7 (with skipLibCheck)",
  () => {
    const virtual = new Map([...fastify4Setup()].map(([name, code]) => [path.join(__dirname, 'fastify4', name), code]));
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
        zod: [path.join(samples, 'v9/node_modules/zod')],
      },
    };
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.getSourceFile = (name, version, ...rest) => {
      const code = virtual.get(name);
      return code === undefined ? getSourceFile(name, version, ...rest) : ts.createSourceFile(name, code, version);
    };
    host.fileExists = (name) => virtual.has(name) || fileExists(name);
    const directoryExists = host.directoryExists?.bind(host);
    host.directoryExists = (name) =>
      [...virtual.keys()].some((file) => file.startsWith(name + path.sep)) || (directoryExists?.(name) ?? true);
    const program = ts.createProgram([...virtual.keys()], options, host);

    const loaded = program.getSourceFiles().map((source) => source.fileName);
    const fastifyTypes = path.join(samples, 'v10/node_modules/fastify/fastify.d.ts');
    assert.ok(loaded.includes(fastifyTypes), "the setup should compile against src/samples/v10's Fastify 4 types");
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    assert.deepEqual(diagnostics, [], 'the Fastify 4 setup should compile');
    return Promise.resolve();
  },
  30_000,
);
