/**
 * Independent audit CV (bench/audit-independent-2026-11-30cv.md): drawn sentences of the 10.x and 9.x docs and a
 * census of the latest fixes. Each fact runs @trpc/server 10.12.0 from src/samples/v10 (its error codes and HTTP
 * statuses, and the AWS Lambda handler called with a hand-made event, no network) and reads the page it pins.
 *
 *   node --import tsx --test tests/facts/audit-cv.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/aws-lambda';
import type * as TRPCHttp from '../../src/samples/v10/node_modules/@trpc/server/http';
import type * as TRPCRpc from '../../src/samples/v10/node_modules/@trpc/server/rpc';
import { fact, v10 } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { getHTTPStatusCodeFromError } = v10('@trpc/server/http') as typeof TRPCHttp;
const { TRPC_ERROR_CODES_BY_KEY } = v10('@trpc/server/rpc') as typeof TRPCRpc;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;

const repo = path.resolve(__dirname, '../..');

/** The page's text with line breaks folded into spaces. */
function readPage(page: string): string {
  return fs.readFileSync(path.join(repo, page), 'utf8').replace(/\s+/g, ' ');
}

/** "Method Not Allowed" -> "METHOD_NOT_ALLOWED", the way tRPC spells its codes. */
function asCodeName(reason: string | undefined): string | undefined {
  return reason?.toUpperCase().replace(/ /g, '_');
}

fact(
  'docs/server/error-handling.md',
  'most error codes, not all, are named after the HTTP status they are sent with: PARSE_ERROR is sent as 400 Bad Request',
  () => {
    const codes = Object.keys(TRPC_ERROR_CODES_BY_KEY) as (keyof typeof TRPC_ERROR_CODES_BY_KEY)[];
    const named = codes.filter(
      (code) => asCodeName(http.STATUS_CODES[getHTTPStatusCodeFromError(new TRPCError({ code }))]) === code,
    );
    const others = codes.filter((code) => !named.includes(code));
    assert.ok(named.length > codes.length / 2, `${named.length} of ${codes.length}`);
    assert.deepEqual(others, ['PARSE_ERROR', 'METHOD_NOT_SUPPORTED', 'TIMEOUT', 'CLIENT_CLOSED_REQUEST']);
    assert.equal(getHTTPStatusCodeFromError(new TRPCError({ code: 'PARSE_ERROR' })), 400);
    const page = readPage('docs/server/error-handling.md');
    assert.doesNotMatch(page, /codes, named after their HTTP equivalents/);
    assert.match(page, /fixed set of codes, most of them named after an HTTP status/);
  },
);

fact(
  'docs/server/adapter/aws-lambda.md',
  'the Response Caching page is about cache headers that responseMeta sets (they reach the Lambda result), for browsers and CDNs, not about caching in API Gateway',
  async () => {
    const t = initTRPC.create();
    const router = t.router({ list: t.procedure.query(() => ['a']) });
    const handler = awsLambdaRequestHandler({
      router,
      responseMeta: ({ type, errors }) =>
        type === 'query' && errors.length === 0 ? { headers: { 'cache-control': 's-maxage=60' } } : {},
    });
    const event = {
      httpMethod: 'GET',
      path: '/list',
      resource: '/list',
      pathParameters: null,
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      headers: {},
      multiValueHeaders: {},
      body: null,
      isBase64Encoded: false,
      stageVariables: null,
      requestContext: {},
    };
    // A REST API (payload 1.0) event; the handler reads only the fields above.
    const result = (await handler(event as never, {} as never)) as {
      statusCode: number;
      headers?: Record<string, unknown>;
    };
    assert.equal(result.statusCode, 200);
    assert.equal(result.headers?.['cache-control'], 's-maxage=60');
    const caching = readPage('docs/server/caching.md');
    assert.match(caching, /CDN/);
    assert.doesNotMatch(caching, /API Gateway/);
    const lambdaPage = readPage('docs/server/adapter/aws-lambda.md');
    assert.doesNotMatch(lambdaPage, /caching responses at the API Gateway/);
    assert.match(
      lambdaPage,
      /\[Response Caching\]\(\.\.\/caching\.md\): cache headers with `responseMeta`, for browsers and CDNs\./,
    );
  },
);
