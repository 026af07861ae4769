/**
 * Independent audit DU (bench/audit-independent-2026-11-30du.md): drawn sentences of the 10.x and 9.x docs and a
 * census of the latest fixes. The fact runs the AWS Lambda handler of @trpc/server 10.12.0 from src/samples/v10,
 * called with a hand-made event (no network), and reads the page it pins.
 *
 *   node --import tsx --test tests/facts/audit-du.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/aws-lambda';
import type {
  APIGatewayProxyEventV2,
  Context as LambdaContext,
} from '../../src/samples/v10/node_modules/@types/aws-lambda';
import { fact, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;

const repo = path.resolve(__dirname, '../..');

/** The page's text with line breaks folded into spaces. */
function readPage(page: string): string {
  return fs.readFileSync(path.join(repo, page), 'utf8').replace(/\s+/g, ' ');
}

/** A payload format 2.0 `GET /hi` through a `{proxy+}` route. */
const getHi = {
  version: '2.0',
  routeKey: 'ANY /{proxy+}',
  rawPath: '/hi',
  rawQueryString: '',
  headers: {},
  pathParameters: { proxy: 'hi' },
  requestContext: { http: { method: 'GET' } },
  isBase64Encoded: false,
} as unknown as APIGatewayProxyEventV2;

fact(
  'docs/server/adapter/aws-lambda.md',
  'onError hears each error tRPC answers with, not every error while it handles the event: when responseMeta throws again for the error response, the handler rejects with an error onError never saw',
  async () => {
    const t = initTRPC.create();
    const router = t.router({ hi: t.procedure.query(() => 'hi') });
    const heard: string[] = [];
    let metaCalls = 0;
    const handler = awsLambdaRequestHandler({
      router,
      onError: ({ error }) => heard.push(error.message),
      responseMeta() {
        metaCalls++;
        throw new Error(`responseMeta failed (call ${metaCalls})`);
      },
    });
    await assert.rejects(handler(getHi, {} as LambdaContext), /responseMeta failed \(call 2\)/);
    assert.deepEqual(heard, ['responseMeta failed (call 1)'], 'onError heard the first error only');

    const page = readPage('docs/server/adapter/aws-lambda.md');
    assert.doesNotMatch(page, /Called for each error while tRPC handles the event/);
    assert.match(page, /Called for each error tRPC answers with; `req` is the API Gateway event\./);
  },
);
