/**
 * What every 10.x HTTP adapter does alike (tests/facts/README.md): the pages say it for "all
 * adapters", so each statement is checked on each of the six: standalone, Express, Fastify,
 * Next.js (run by Next's own API route resolver), the Fetch adapter and AWS Lambda.
 *
 *   node --import tsx --test tests/facts/adapters.test.ts
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestContext } from 'node:test';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/aws-lambda';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import type {
  APIGatewayProxyEventV2,
  Context as LambdaContext,
} from '../../src/samples/v10/node_modules/@types/aws-lambda';
import type FastifyWebsocket from '../../src/samples/v10/node_modules/@fastify/websocket';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import { fact, listenOnLoopback, nextApiServer, v10, within } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const SAMPLES_V10 = path.resolve(__dirname, '../../src/samples/v10');
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;
const express = v10('express') as typeof Express;
const fastify = v10('fastify') as typeof Fastify;

const t = initTRPC.create();
/** How often `greet` ran: tRPC caches nothing, so every request runs it. */
let greetRuns = 0;
const router = t.router({
  greet: t.procedure.query(() => {
    greetRuns += 1;
    return 'hello';
  }),
  save: t.procedure.input((value: unknown) => value as { text: string }).mutation(({ input }) => `saved ${input.text}`),
  echo: t.procedure.input((value: unknown) => value).mutation(({ input }) => input),
  fail: t.procedure.query(() => {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'no such thing' });
  }),
});

/** What an adapter was asked to do and what it called, for one request. */
interface Seen {
  contexts: number;
  errors: { code: string; path: string | undefined }[];
  metas: { paths: string[] | undefined; data: unknown; errors: number }[];
}

interface Reply {
  status: number;
  body: string;
  headers: Headers;
}

/** Sends one HTTP request to the adapter, its path and query relative to where tRPC is mounted. */
type Send = (method: string, pathAndQuery: string, body?: string) => Promise<Reply>;

/** The options every HTTP adapter takes, recording their calls into `seen`. */
function options(seen: Seen) {
  return {
    router,
    createContext: () => {
      seen.contexts += 1;
      return {};
    },
    onError: ({ error, path }: { error: TRPCServer.TRPCError; path: string | undefined }) => {
      seen.errors.push({ code: error.code, path });
    },
    responseMeta: ({ paths, data, errors }: { paths?: string[]; data: unknown; errors: unknown[] }) => {
      seen.metas.push({ paths, data, errors: errors.length });
      return { headers: { 'x-response-meta': 'yes' } };
    },
  };
}

async function overHTTP(test: TestContext, server: http.Server, prefix: string): Promise<Send> {
  const base = `${await listenOnLoopback(test, server)}${prefix}`;
  return async (method, pathAndQuery, body) => {
    const res = await within(
      5000,
      `answer to ${method} ${pathAndQuery}`,
      fetch(`${base}/${pathAndQuery}`, { method, body, headers: body ? { 'content-type': 'application/json' } : {} }),
    );
    return { status: res.status, body: await res.text(), headers: res.headers };
  };
}

/** Express errors that reached Express's own error middleware. */
const expressErrors: unknown[] = [];

const adapters: Record<string, (test: TestContext, seen: Seen) => Promise<Send>> = {
  standalone: (test, seen) => overHTTP(test, createHTTPServer(options(seen)).server, ''),

  Express: (test, seen) => {
    const app = express();
    app.use('/trpc', createExpressMiddleware(options(seen)));
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- Express knows error middleware by its four parameters
    app.use((error: unknown, _req: unknown, res: Express.Response, _next: unknown) => {
      expressErrors.push(error);
      res.status(599).end();
    });
    return overHTTP(test, http.createServer(app), '/trpc');
  },

  Fastify: async (test, seen) => {
    const app = fastify({ maxParamLength: 5000 });
    test.after(() => app.close());
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: options(seen) });
    await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;
    return async (method, pathAndQuery, body) => {
      const res = await within(
        5000,
        `answer to ${method} ${pathAndQuery}`,
        fetch(`${base}/${pathAndQuery}`, { method, body, headers: body ? { 'content-type': 'application/json' } : {} }),
      );
      return { status: res.status, body: await res.text(), headers: res.headers };
    };
  },

  'Next.js': (test, seen) => {
    // pages/api/trpc/[trpc].ts: Next passes the segment after /api/trpc/ as query.trpc
    return overHTTP(test, nextApiServer(createNextApiHandler(options(seen))), '/api/trpc');
  },

  'Fetch adapter': (_test, seen) =>
    Promise.resolve(async (method, pathAndQuery, body) => {
      const res = await fetchRequestHandler({
        ...options(seen),
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${pathAndQuery}`, { method, body }),
      });
      return { status: res.status, body: await res.text(), headers: res.headers };
    }),

  'AWS Lambda': (_test, seen) => {
    const handler = awsLambdaRequestHandler(options(seen));
    return Promise.resolve(async (method, pathAndQuery, body) => {
      const url = new URL(`http://localhost/trpc/${pathAndQuery}`);
      const event = {
        version: '2.0',
        routeKey: 'ANY /trpc/{proxy+}',
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        queryStringParameters: Object.fromEntries(url.searchParams),
        headers: {},
        body,
        isBase64Encoded: false,
        pathParameters: { proxy: url.pathname.slice('/trpc/'.length) },
        requestContext: { http: { method } },
      } as unknown as APIGatewayProxyEventV2;
      const res = (await handler(event, { awsRequestId: 'r1' } as LambdaContext)) as {
        statusCode: number;
        body?: string;
        headers?: Record<string, string>;
      };
      return { status: res.statusCode, body: res.body ?? '', headers: new Headers(res.headers) };
    });
  },
};

/** The shared behaviour, checked on one adapter; `name` prefixes the failure messages. */
async function checkAdapter(test: TestContext, name: string, start: (test: TestContext, seen: Seen) => Promise<Send>) {
  const seen: Seen = { contexts: 0, errors: [], metas: [] };
  const send = await start(test, seen);
  const reset = () => Object.assign(seen, { contexts: 0, errors: [], metas: [] });
  const is = (actual: unknown, expected: unknown, what: string) =>
    assert.deepEqual(actual, expected, `${name}: ${what}`);

  const runsBefore = greetRuns;
  const query = await send('GET', 'greet');
  is(query.status, 200, 'GET runs a query');
  is((await send('GET', 'greet')).status, 200, 'the same query again');
  is(greetRuns - runsBefore, 2, 'the resolver ran for each request: nothing is cached');
  is(JSON.parse(query.body), { result: { data: 'hello' } }, 'the query result');
  is(query.headers.get('x-response-meta'), 'yes', 'the headers responseMeta returns are sent');
  is(query.headers.get('cache-control'), null, 'tRPC sets no Cache-Control by itself');
  is(seen.contexts, 2, 'one createContext per request');
  is(seen.metas[0], { paths: ['greet'], data: [{ result: { data: 'hello' } }], errors: 0 }, 'responseMeta of one call');

  reset();
  const mutation = await send('POST', 'save', JSON.stringify({ text: 'it' }));
  is(mutation.status, 200, 'POST runs a mutation');
  is(JSON.parse(mutation.body), { result: { data: 'saved it' } }, 'the mutation result');

  reset();
  const head = await send('HEAD', 'greet');
  is(head.status, 204, 'HEAD gets 204');
  is(head.body, '', 'HEAD gets no body');
  is(seen, { contexts: 0, errors: [], metas: [] }, 'HEAD calls none of createContext, onError, responseMeta');

  for (const method of ['OPTIONS', 'PUT', 'DELETE']) {
    reset();
    const other = await send(method, 'greet');
    is(other.status, 405, `${method} gets 405`);
    is(
      (JSON.parse(other.body) as { error: { data: { code: string } } }).error.data.code,
      'METHOD_NOT_SUPPORTED',
      method,
    );
    is(seen.errors, [{ code: 'METHOD_NOT_SUPPORTED', path: undefined }], `onError sees the ${method}`);
    is(seen.contexts, 0, `no createContext for ${method}`);
  }

  reset();
  const batch = await send('GET', 'greet,fail?batch=1&input={}');
  is(batch.status, 207, 'a batch with different statuses');
  is(seen.contexts, 1, 'one createContext for the whole batch');
  is(seen.errors, [{ code: 'NOT_FOUND', path: 'fail' }], 'onError sees the failing call with its path');
  is(seen.metas.length, 1, 'one responseMeta call for the whole batch');
  is(seen.metas[0]?.paths, ['greet', 'fail'], 'responseMeta gets all paths');
  is(seen.metas[0]?.errors, 1, 'responseMeta gets the errors');
  is((seen.metas[0]?.data as unknown[]).length, 2, 'responseMeta gets one envelope per call');
}

const PAGES = [
  'docs/server/api-handler.md',
  'docs/server/error-handling.md',
  'docs/server/context.md',
  'docs/server/caching.md',
  'docs/further/rpc.md',
];

for (const page of PAGES) {
  fact(
    page,
    'every HTTP adapter (standalone, Express, Fastify, Next.js, Fetch, AWS Lambda) runs queries on GET and mutations on POST; answers HEAD with an empty 204 calling none of createContext, onError and responseMeta; answers OPTIONS, PUT and DELETE with 405 METHOD_NOT_SUPPORTED, which onError sees; calls createContext once per request, shared by a batch; calls responseMeta once per response, with data always an array, and sends its headers; caches nothing and sets no Cache-Control itself',
    async (test) => {
      for (const [name, start] of Object.entries(adapters)) await checkAdapter(test, name, start);
      assert.deepEqual(expressErrors, [], "no error reached Express's error middleware");
    },
  );
}

fact(
  'docs/server/api-handler.md',
  "in a Next.js API route with Next's body parser, a mutation whose raw JSON body is a string (httpLink, not batched) fails with PARSE_ERROR, while numbers, objects and batches pass",
  async (test) => {
    const seen: Seen = { contexts: 0, errors: [], metas: [] };
    const send = await adapters['Next.js'](test, seen);
    const text = await send('POST', 'echo', JSON.stringify('hello'));
    assert.equal(text.status, 400);
    assert.equal((JSON.parse(text.body) as { error: { data: { code: string } } }).error.data.code, 'PARSE_ERROR');
    assert.deepEqual(JSON.parse((await send('POST', 'echo', '42')).body), { result: { data: 42 } });
    const batch = await send('POST', 'echo?batch=1', JSON.stringify({ 0: 'hello' }));
    assert.deepEqual(
      JSON.parse(batch.body),
      [{ result: { data: 'hello' } }],
      'batched, the string is inside an object',
    );
    // the same body through the standalone adapter, which reads the body itself
    const plain = await adapters.standalone(test, { contexts: 0, errors: [], metas: [] });
    assert.deepEqual(JSON.parse((await plain('POST', 'echo', JSON.stringify('hello'))).body), {
      result: { data: 'hello' },
    });
  },
);

fact(
  'docs/server/adapter/fastify.md',
  "Fastify answers a batch whose :path is longer than maxParamLength (100 by default) with a 404 before tRPC runs; with useWSS, createContext runs once per WebSocket connection with Node's IncomingMessage and the socket; useWSS without @fastify/websocket registered first ends the process with a TypeError",
  async (test) => {
    const websocket = (v10('@fastify/websocket') as { default: typeof FastifyWebsocket }).default;
    const contexts: { req: unknown; res: unknown }[] = [];
    const start = async (options: { maxParamLength?: number }) => {
      const app = fastify(options);
      test.after(() => app.close());
      await app.register(websocket);
      await app.register(fastifyTRPCPlugin, {
        prefix: '/trpc',
        useWSS: true,
        trpcOptions: {
          router,
          createContext: ({ req, res }: { req: unknown; res: unknown }) => {
            contexts.push({ req, res });
            return {};
          },
        },
      });
      await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
      return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    };
    const batch = `${Array.from({ length: 20 }, () => 'greet').join(',')}?batch=1&input={}`;
    assert.ok(batch.split('?')[0].length > 100);

    const strict = await start({});
    const rejected = await within(5000, 'answer to a long batch', fetch(`http://${strict}/trpc/${batch}`));
    assert.equal(rejected.status, 404);
    assert.equal(contexts.length, 0, 'tRPC never saw the request');

    const raised = await start({ maxParamLength: 5000 });
    const served = await within(5000, 'answer to a long batch', fetch(`http://${raised}/trpc/${batch}`));
    assert.equal(served.status, 200);
    assert.equal(contexts.length, 1);

    const { WebSocket } = v10('ws') as typeof WS;
    const socket = new WebSocket(`ws://${raised}/trpc`);
    test.after(() => socket.terminate());
    const answers: unknown[] = [];
    socket.on('message', (data: Buffer) => answers.push(JSON.parse(data.toString())));
    await within(5000, 'open socket', new Promise((resolve) => socket.once('open', resolve)));
    socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'greet' } }));
    socket.send(JSON.stringify({ id: 2, method: 'query', params: { path: 'greet' } }));
    await within(
      5000,
      'two answers',
      (async () => {
        while (answers.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      })(),
    );
    assert.equal(contexts.length, 2, 'one more createContext for the connection, not one per message');
    assert.equal(contexts[1]?.req?.constructor.name, 'IncomingMessage');
    assert.ok(contexts[1]?.res instanceof WebSocket, 'res is the socket, not a Fastify reply');

    // Without @fastify/websocket the plugin's applyWSSHandler call throws outside any promise, so the
    // process ends: run it in a child process.
    const script = `
      const { createRequire } = require('node:module');
      const r = createRequire(${JSON.stringify(path.join(SAMPLES_V10, 'package.json'))});
      const { initTRPC } = r('@trpc/server');
      const { fastifyTRPCPlugin } = r('@trpc/server/adapters/fastify');
      const t = initTRPC.create();
      const app = r('fastify')();
      app.register(fastifyTRPCPlugin, { prefix: '/trpc', useWSS: true, trpcOptions: { router: t.router({}) } });
      app.ready().then(() => console.log('ready'));
    `;
    const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 });
    assert.equal(child.status, 1, 'the process ends with exit code 1');
    assert.doesNotMatch(child.stdout, /ready/);
    assert.match(child.stderr, /TypeError: Cannot read properties of undefined \(reading 'on'\)/);
  },
);

fact(
  'docs/server/adapter/express.md',
  'a responseMeta that throws escapes tRPC: Express 4 sends no answer, and without an unhandledRejection handler the process ends with exit code 1',
  () => {
    const script = `
      const { createRequire } = require('node:module');
      const r = createRequire(${JSON.stringify(path.join(SAMPLES_V10, 'package.json'))});
      const { initTRPC } = r('@trpc/server');
      const { createExpressMiddleware } = r('@trpc/server/adapters/express');
      const t = initTRPC.create();
      const router = t.router({ greet: t.procedure.query(() => 'hi') });
      const app = r('express')();
      app.use('/trpc', createExpressMiddleware({ router, responseMeta: () => { throw new Error('meta broke'); } }));
      app.use((error, req, res, next) => { console.log('error middleware'); res.status(500).end(); });
      const server = app.listen(0, '127.0.0.1', () => {
        fetch('http://127.0.0.1:' + server.address().port + '/trpc/greet')
          .then((response) => console.log('answered ' + response.status));
      });
    `;
    const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 });
    assert.equal(child.status, 1, 'the process ends with exit code 1');
    assert.doesNotMatch(child.stdout, /answered|error middleware/, 'no answer, and not through the error middleware');
    assert.match(child.stderr, /meta broke/);
  },
);
