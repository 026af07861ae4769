/**
 * Independent audit EN (bench/audit-independent-2026-11-30en.md): a random draw of the docs' sentences and a census
 * of the latest fix on the 9.x useQuery page. The facts run @trpc/server 10.12.0 from src/samples/v10 (its HTTP
 * resolver, called directly: no server) and 9.27.4 from src/samples/v9 (its AWS Lambda handler, called with a
 * hand-made event), and read the two pages whose sentences they pin.
 *
 *   node --import tsx --test tests/facts/audit-en.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as TRPCHttp from '../../src/samples/v10/node_modules/@trpc/server/http';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as LambdaV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/aws-lambda';
import type {
  APIGatewayProxyEvent,
  Context as LambdaContext,
} from '../../src/samples/v9/node_modules/@types/aws-lambda';
import { fact, v10, v9 } from './facts';

const root = path.resolve(__dirname, '../..');
/** A page's text with its line breaks and runs of spaces folded into single spaces. */
const page = (file: string) => fs.readFileSync(path.join(root, file), 'utf8').replace(/\s+/g, ' ');

const FORMATTING = 'docs/server/error-formatting.md';
const CONTEXT_V9 = 'versioned_docs/version-9.x/server/context.md';
const CACHING_V9 = 'versioned_docs/version-9.x/server/caching.md';

fact(
  FORMATTING,
  "the formatter's `error` keeps a thrown Error in error.cause, but a thrown string or object is replaced there by a new Error (not the original value)",
  async () => {
    const text = page(FORMATTING);
    assert.match(
      text,
      /a thrown `Error` is kept in `error\.cause`, while any other value is replaced there by a new `Error`/,
    );
    assert.doesNotMatch(text, /so the original is in `error\.cause`/);

    const trpc = v10('@trpc/server') as typeof TRPCServer;
    const { resolveHTTPResponse } = v10('@trpc/server/http') as typeof TRPCHttp;
    const thrownError = new Error('db down');
    const thrownObject = { reason: 'quota' };
    const causes = new Map<string, unknown>();
    const t = trpc.initTRPC.create({
      errorFormatter({ shape, error, path: at }) {
        causes.set(at ?? '', error.cause);
        return shape;
      },
    });
    const router = t.router({
      error: t.procedure.query(() => {
        throw thrownError;
      }),
      text: t.procedure.query(() => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the edge this fact pins
        throw 'plain string';
      }),
      object: t.procedure.query(() => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the edge this fact pins
        throw thrownObject;
      }),
    });
    for (const at of ['error', 'text', 'object']) {
      const response = await resolveHTTPResponse({
        router,
        path: at,
        req: { method: 'GET', headers: {}, query: new URLSearchParams(), body: undefined },
        createContext: () => Promise.resolve({}),
      });
      assert.equal(response.status, 500);
    }
    assert.equal(causes.get('error'), thrownError, 'a thrown Error is the cause itself');
    const text2 = causes.get('text');
    assert.ok(text2 instanceof Error && text2.message === 'plain string', 'a thrown string becomes an Error');
    const object = causes.get('object');
    assert.notEqual(object, thrownObject, 'a thrown object is not kept');
    assert.ok(object instanceof Error && object.message === 'Unknown error');
  },
);

fact(
  CONTEXT_V9,
  'createContext() does not always receive request and response objects: the AWS Lambda adapter passes { event, context }',
  async () => {
    const text = page(CONTEXT_V9);
    assert.match(text, /`\{ event, context \}` on AWS Lambda\) and returns the context/);
    assert.doesNotMatch(text, /receives the framework's request and response objects/);

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { awsLambdaRequestHandler } = v9('./node_modules/@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    const received: Record<string, unknown>[] = [];
    const router = trpc.router<{ ok: boolean }>().query('hello', { resolve: ({ ctx }) => ctx.ok });
    const handler = awsLambdaRequestHandler({
      router,
      createContext: (opts) => {
        received.push(opts);
        return { ok: true };
      },
    });
    const event = helloEvent();
    const lambdaContext = { functionName: 'fn' } as LambdaContext;
    const result = await handler(event, lambdaContext);
    assert.equal(result.statusCode, 200);
    assert.equal(received.length, 1);
    assert.deepEqual(Object.keys(received[0] ?? {}).sort(), ['context', 'event']);
    assert.equal(received[0]?.event, event);
    assert.equal(received[0]?.context, lambdaContext);
  },
);

/** A payload-v1 API Gateway event for `GET /hello`. */
function helloEvent(): APIGatewayProxyEvent {
  return {
    httpMethod: 'GET',
    resource: '/hello',
    path: '/hello',
    headers: {},
    queryStringParameters: null,
    body: null,
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEvent;
}

fact(
  CACHING_V9,
  "on AWS Lambda a responseMeta header replaces tRPC's Content-Type only under the same key: a lower-case content-type is sent beside it",
  async () => {
    const text = page(CACHING_V9);
    assert.match(
      text,
      /so a `Content-Type` of yours replaces it \(on AWS Lambda only when spelled with the same case\)/,
    );
    assert.doesNotMatch(text, /so a header with the same name replaces it/);

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { awsLambdaRequestHandler } = v9('./node_modules/@trpc/server/adapters/aws-lambda') as typeof LambdaV9;
    const router = trpc.router().query('hello', { resolve: () => 'hi' });
    const answer = async (key: string) => {
      const handler = awsLambdaRequestHandler({
        router,
        createContext: () => ({}),
        responseMeta: () => ({ headers: { [key]: 'text/plain' } }),
      });
      return (await handler(helloEvent(), {} as LambdaContext)).headers;
    };
    assert.deepEqual(await answer('Content-Type'), { 'Content-Type': 'text/plain' });
    assert.deepEqual(await answer('content-type'), {
      'Content-Type': 'application/json',
      'content-type': 'text/plain',
    });
  },
);
