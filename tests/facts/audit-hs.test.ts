/**
 * Independent audit HS (bench/audit-independent-2026-11-30hs.md): 53 drawn sentences and a census line. The fact
 * runs the packages of the page's version from src/samples (here @trpc/* 10.12.0), with no server: the AWS Lambda
 * handler is called with an API Gateway 2.0 event.
 *
 *   node --import tsx --test tests/facts/audit-hs.test.ts
 */
import assert from 'node:assert/strict';
import type * as ServerV10 from '@trpc/server';
import type * as LambdaV10 from '@trpc/server/adapters/aws-lambda';
import { fact, pageText, v10, within } from './facts';

const page = 'docs/server/api-handler.md';

fact(
  page,
  'without createContext, the AWS Lambda adapter leaves the context undefined: procedures get undefined as ctx, or only what a middleware adds with next({ ctx })',
  async () => {
    const text = pageText(page);
    assert.match(
      text,
      /`awsLambdaRequestHandler`\*\*: always optional, whatever your context type\. Without it, the context is `undefined`: procedures get `undefined` as `ctx`, or only what a middleware adds with `next\(\{ ctx \}\)`, so pass it whenever/,
    );
    assert.doesNotMatch(text, /Without it, procedures receive `undefined` as `ctx`/);
    // The adapter page's option table says the same (the owner's fix of HS's repeat).
    const adapterPage = pageText('docs/server/adapter/aws-lambda.md');
    assert.match(
      adapterPage,
      /without it, the context is `undefined`: procedures get `undefined` as `ctx`, or only what a middleware adds with `next\(\{ ctx \}\)` \|/,
    );
    assert.doesNotMatch(adapterPage, /without it, `ctx` is `undefined` \|/);

    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaV10;
    const t = initTRPC.create();
    const addsUser = t.middleware(({ next }) => next({ ctx: { user: 'ada' } }));
    const passesOn = t.middleware(({ next }) => next());
    const describe = (ctx: unknown) => (ctx === undefined ? 'undefined' : ctx);
    const router = t.router({
      plain: t.procedure.query(({ ctx }) => describe(ctx)),
      passedOn: t.procedure.use(passesOn).query(({ ctx }) => describe(ctx)),
      behindAdd: t.procedure.use(addsUser).query(({ ctx }) => describe(ctx)),
    });
    type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body?: string }>;
    const handler = awsLambdaRequestHandler({ router }) as unknown as Handler;

    const call = async (path: string): Promise<unknown> => {
      const event = {
        version: '2.0',
        routeKey: '$default',
        rawPath: `/${path}`,
        rawQueryString: '',
        headers: {},
        requestContext: { http: { method: 'GET' } },
        isBase64Encoded: false,
      };
      const response = await within(5000, `the Lambda handler's answer for ${path}`, handler(event, {}));
      assert.equal(response.statusCode, 200);
      return (JSON.parse(response.body ?? '') as { result: { data: unknown } }).result.data;
    };

    assert.equal(await call('plain'), 'undefined');
    assert.equal(await call('passedOn'), 'undefined');
    // The edge the old sentence missed: behind a middleware that adds to the context, the procedure gets an object.
    assert.deepEqual(await call('behindAdd'), { user: 'ada' });
  },
);
