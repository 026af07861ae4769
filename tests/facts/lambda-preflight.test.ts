/**
 * The 10.x Lambda page's CORS advice (docs/server/adapter/aws-lambda.md, "Good to know"): headers from
 * `responseMeta` alone leave the browser's `OPTIONS` preflight with tRPC's `405`; it passes once `responseMeta`
 * also gives it a 2xx status. Audit CA found the same on the 9.x page (audit-ca.test.ts).
 *
 *   node --import tsx --test tests/facts/lambda-preflight.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/aws-lambda';
import type {
  APIGatewayProxyEventV2,
  Context as LambdaContext,
} from '../../src/samples/v10/node_modules/@types/aws-lambda';
import { fact, lambdaPreflightEvent, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;

fact(
  'docs/server/adapter/aws-lambda.md',
  "a browser's OPTIONS preflight gets 405 when responseMeta adds CORS headers only, and 2xx when it also returns that status (the preflight's type is 'unknown')",
  async () => {
    const t = initTRPC.create();
    const router = t.router({ hello: t.procedure.query(() => 'world') });
    const cors = {
      'access-control-allow-origin': 'https://app.example.com',
      'access-control-allow-headers': 'content-type',
    };
    const preflight = lambdaPreflightEvent as APIGatewayProxyEventV2;
    const types: string[] = [];
    const headersOnly = awsLambdaRequestHandler({
      router,
      responseMeta: ({ type }) => {
        types.push(type);
        return { headers: cors };
      },
    });
    const refused = await headersOnly(preflight, {} as LambdaContext);
    assert.equal(refused.statusCode, 405);
    assert.equal(refused.headers?.['access-control-allow-origin'], cors['access-control-allow-origin']);
    assert.deepEqual(types, ['unknown']);

    const withStatus = awsLambdaRequestHandler({
      router,
      responseMeta: ({ type }) => (type === 'unknown' ? { status: 204, headers: cors } : { headers: cors }),
    });
    const answered = await withStatus(preflight, {} as LambdaContext);
    assert.equal(answered.statusCode, 204);
    assert.equal(answered.headers?.['access-control-allow-origin'], cors['access-control-allow-origin']);
  },
);
