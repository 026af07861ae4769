/**
 * Statements of the 9.x pages that had been checked against the package source only
 * (bench/claims-audit-9x-blog.md, verdict S) or written as code in prose, now run against
 * @trpc/* 9.27.4 from src/samples/v9: what `batching: { enabled: false }` does in each adapter.
 *
 *   node --import tsx --test tests/facts/v9-pinned.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Express from '../../src/samples/v9/node_modules/@types/express';
import type Fastify from '../../src/samples/v9/node_modules/fastify';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as LambdaV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/aws-lambda';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type * as FastifyAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/fastify';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import { fact, listenOnLoopback, v9, within } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;

const router = trpc.router().query('a', { resolve: () => 'a' });
const createContext = () => ({});
const batching = { enabled: false };

/** A batch of two calls of `a` and a single call, as the client sends them, to the endpoint at `base`. */
async function batchAndSingle(base: string) {
  const answer = async (url: string) => {
    const response = await within(5000, `answer to ${url}`, fetch(url));
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return {
    batch: await answer(`${base}/a,a?batch=1&input=${encodeURIComponent('{}')}`),
    single: await answer(`${base}/a`),
  };
}

/** A batched request fails as a whole with INTERNAL_SERVER_ERROR, HTTP 500; a single call answers. */
function assertBatchRejected(answers: Awaited<ReturnType<typeof batchAndSingle>>, reported: string[]): void {
  assert.equal(answers.batch.status, 500);
  const { error } = answers.batch.body as { error: { message: string; data: { code: string } } };
  assert.equal(error.message, 'Batching is not enabled on the server');
  assert.equal(error.data.code, 'INTERNAL_SERVER_ERROR');
  assert.deepEqual(reported, ['INTERNAL_SERVER_ERROR'], 'onError sees the rejected batch');
  assert.equal(answers.single.status, 200);
  assert.deepEqual(answers.single.body, { id: null, result: { type: 'data', data: 'a' } });
}

fact(
  'versioned_docs/version-9.x/client/links.md',
  'with createNextApiHandler({ router, createContext, batching: { enabled: false } }) a batched request fails as a whole with INTERNAL_SERVER_ERROR (HTTP 500, "Batching is not enabled on the server") and single calls work',
  async (t) => {
    const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
    const reported: string[] = [];
    const handler = createNextApiHandler({
      router,
      createContext,
      batching: { enabled: false },
      onError: ({ error }) => reported.push(error.code),
    });
    // What Next.js gives an API route: the parsed query, with the [trpc] segment as `trpc`.
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const query = { ...Object.fromEntries(url.searchParams), trpc: url.pathname.slice(1) };
      const nextRes = Object.assign(res, {
        status: (code: number) => ((res.statusCode = code), nextRes),
        json: (body: unknown) => res.end(JSON.stringify(body)),
      });
      void handler(Object.assign(req, { query, body: undefined }) as never, nextRes as never);
    });
    assertBatchRejected(await batchAndSingle(await listenOnLoopback(t, server)), reported);
  },
);

fact(
  'versioned_docs/version-9.x/server/express.md',
  'batching: set { enabled: false } to reject batched requests (INTERNAL_SERVER_ERROR, HTTP 500); batching is on by default',
  async (t) => {
    const express = v9('express') as typeof Express;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const reported: string[] = [];
    const app = express();
    app.use(
      '/off',
      createExpressMiddleware({ router, createContext, batching, onError: ({ error }) => reported.push(error.code) }),
    );
    app.use('/default', createExpressMiddleware({ router, createContext }));
    const base = await listenOnLoopback(t, http.createServer(app));
    assertBatchRejected(await batchAndSingle(`${base}/off`), reported);
    const byDefault = await batchAndSingle(`${base}/default`);
    assert.equal(byDefault.batch.status, 200, 'without the option, a batch is answered');
    assert.deepEqual(byDefault.batch.body, [
      { id: null, result: { type: 'data', data: 'a' } },
      { id: null, result: { type: 'data', data: 'a' } },
    ]);
  },
);

fact(
  'versioned_docs/version-9.x/server/fastify.md',
  'batching: set { enabled: false } to reject batched requests (INTERNAL_SERVER_ERROR, HTTP 500)',
  async (t) => {
    const fastify = v9('fastify') as typeof Fastify;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as typeof FastifyAdapterV9;
    const reported: string[] = [];
    const app = fastify({ maxParamLength: 5000 });
    t.after(() => app.close());
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router,
        createContext,
        batching,
        onError: ({ error }: { error: { code: string } }) => reported.push(error.code),
      },
    });
    await within(5000, 'listening Fastify server', app.listen(0, '127.0.0.1'));
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;
    assertBatchRejected(await batchAndSingle(base), reported);
  },
);

fact(
  'versioned_docs/version-9.x/server/aws-lambda.md',
  'batching: set { enabled: false } to reject batched requests (statusCode 500, INTERNAL_SERVER_ERROR)',
  async () => {
    const { awsLambdaRequestHandler } = v9('@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    const reported: string[] = [];
    type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;
    const handler = awsLambdaRequestHandler({
      router,
      createContext,
      batching,
      onError: ({ error }) => reported.push(error.code),
    }) as unknown as Handler;
    const event = (path: string, query: Record<string, string>) => ({
      version: '2.0',
      routeKey: 'ANY /trpc/{proxy+}',
      rawPath: `/trpc/${path}`,
      pathParameters: { proxy: path },
      queryStringParameters: query,
      headers: {},
      body: undefined,
      requestContext: { http: { method: 'GET' } },
    });
    const answer = async (path: string, query: Record<string, string>) => {
      const result = await within(5000, 'the Lambda answer', handler(event(path, query), {}));
      return { status: result.statusCode, body: JSON.parse(result.body) as unknown };
    };
    assertBatchRejected(
      { batch: await answer('a,a', { batch: '1', input: '{}' }), single: await answer('a', {}) },
      reported,
    );
  },
);
