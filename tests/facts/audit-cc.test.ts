/**
 * Independent audit CC (bench/audit-independent-2026-11-30cc.md): a random draw of the docs' sentences and a census
 * of yesterday's fixes. Each fact runs @trpc/* 10.12.0 from src/samples/v10: the standalone adapter on 127.0.0.1 (a
 * port the OS picks) with `fetch`, the Next.js adapter under Next.js's own API route runner, and the Lambda adapter
 * called directly.
 *
 *   node --import tsx --test tests/facts/audit-cc.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/aws-lambda';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type {
  APIGatewayProxyEvent,
  Context as LambdaContext,
} from '../../src/samples/v10/node_modules/@types/aws-lambda';
import { fact, listenOnLoopback, nextApiRoute, rejection, v10, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;

const t = initTRPC.create();
const router = t.router({
  hello: t.procedure.query(() => 'world'),
  save: t.procedure.mutation(() => 'saved'),
});

interface ErrorEnvelope {
  error: { data: { code: string; path?: string } };
}

fact(
  'docs/further/rpc.md',
  'error.data.path is missing for an unsupported method (PUT), but a GET to a mutation, the wrong method for that procedure, fails per call and keeps its path',
  async (tc) => {
    const handler = createHTTPHandler({ router });
    const base = await listenOnLoopback(
      tc,
      http.createServer((req, res) => void handler(req, res)),
    );
    const put = await within(3000, 'PUT', fetch(`${base}/save`, { method: 'PUT' }));
    const putBody = (await put.json()) as ErrorEnvelope;
    assert.equal(put.status, 405);
    assert.equal(putBody.error.data.code, 'METHOD_NOT_SUPPORTED');
    assert.equal(putBody.error.data.path, undefined);

    const get = await within(3000, 'GET of a mutation', fetch(`${base}/save`));
    const getBody = (await get.json()) as ErrorEnvelope;
    assert.equal(get.status, 404);
    assert.equal(getBody.error.data.code, 'NOT_FOUND');
    assert.equal(getBody.error.data.path, 'save');
  },
);

fact(
  'docs/server/api-handler.md',
  "the failures that skip onError reach the adapter's own handler: a Next.js route file with the wrong name gets its 500 from createNextApiHandler's function, and the Lambda handler itself throws on an unknown payload version",
  async (tc) => {
    const errors: string[] = [];
    let nextHandlerRuns = 0;
    const nextHandler = createNextApiHandler({ router, onError: ({ error }) => void errors.push(error.code) });
    const counted = (req: unknown, res: unknown) => {
      nextHandlerRuns += 1;
      return (nextHandler as (req: unknown, res: unknown) => Promise<void>)(req, res);
    };
    // pages/api/trpc/[slug].ts: the parameter is not named `trpc`
    const base = await listenOnLoopback(tc, http.createServer(nextApiRoute(counted, undefined, '/api/trpc/[slug]')));
    const response = await within(3000, 'wrongly named route', fetch(`${base}/api/trpc/hello`));
    const body = (await response.json()) as { error: { message: string } };
    assert.equal(nextHandlerRuns, 1, "the request reached tRPC's Next.js handler");
    assert.equal(response.status, 500);
    assert.match(body.error.message, /Query "trpc" not found/);

    const lambdaHandler = awsLambdaRequestHandler({
      router,
      onError: ({ error }) => void errors.push(error.code),
    });
    const event = { version: '3.0', path: '/hello', httpMethod: 'GET', headers: {} } as unknown as APIGatewayProxyEvent;
    const thrown = await rejection(lambdaHandler(event, {} as LambdaContext));
    assert.ok(thrown instanceof Error);
    assert.match(thrown.message, /payload format version/i);

    assert.deepEqual(errors, [], 'onError saw neither failure');
  },
);
