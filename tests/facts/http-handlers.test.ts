/**
 * What the 10.x HTTP handlers do with a request (tests/facts/README.md): methods, statuses,
 * batching and createContext (through fetchRequestHandler, which shares the core of all HTTP
 * adapters), the Fetch adapter's `endpoint`, and the AWS Lambda adapter's event handling. No
 * server is started: the handlers are called with a Request or an API Gateway event.
 *
 *   node --import tsx --test tests/facts/http-handlers.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ResponseMetaTypes from '../../src/samples/v10/node_modules/@trpc/server/dist/http/types';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/aws-lambda';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type {
  APIGatewayProxyEvent,
  APIGatewayProxyEventV2,
  Context as LambdaContext,
} from '../../src/samples/v10/node_modules/@types/aws-lambda';
import { expectLongBodyDropped, fact, listenOnLoopback, postEcho, v10, within } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

/** A tRPC response body, parsed: one envelope with a result or an error. */
interface Envelope {
  result?: { data: unknown };
  error?: { data: { code: string } };
}
const parse = (body: string | undefined) => JSON.parse(body ?? '') as Envelope;

const t = initTRPC.create();
const appRouter = t.router({
  greet: t.procedure.query(() => 'hello'),
  missing: t.procedure.query(() => {
    throw new TRPCError({ code: 'NOT_FOUND' });
  }),
  save: t.procedure.mutation(() => 'saved'),
});

/** Sends `init` to `url` through fetchRequestHandler mounted at /api/trpc; counts createContext calls. */
async function handle(url: string, init: RequestInit = {}, endpoint = '/api/trpc', createContext = () => ({})) {
  let contexts = 0;
  const res = await fetchRequestHandler({
    endpoint,
    req: new Request(`http://localhost${url}`, init),
    router: appRouter,
    createContext: () => {
      contexts += 1;
      return createContext();
    },
  });
  return { res, contexts, body: await res.text() };
}

fact(
  'docs/server/api-handler.md',
  'GET runs queries and POST mutations, a HEAD request gets an empty 204, other methods get METHOD_NOT_SUPPORTED, and a batch whose calls end with different statuses returns 207',
  async () => {
    assert.equal((await handle('/api/trpc/greet')).res.status, 200);
    assert.equal((await handle('/api/trpc/save', { method: 'POST' })).res.status, 200);
    assert.equal((await handle('/api/trpc/save')).res.status, 404, 'a mutation sent as GET is not found');

    const head = await handle('/api/trpc/greet', { method: 'HEAD' });
    assert.equal(head.res.status, 204);
    assert.equal(head.body, '');
    assert.equal(head.contexts, 0, 'a HEAD request calls no createContext and no procedure');

    const put = await handle('/api/trpc/save', { method: 'PUT' });
    assert.equal(put.res.status, 405);
    assert.equal(parse(put.body).error?.data.code, 'METHOD_NOT_SUPPORTED');

    const mixed = await handle('/api/trpc/greet,missing?batch=1&input={}');
    assert.equal(mixed.res.status, 207);
    assert.equal(mixed.contexts, 1, 'createContext runs once for the whole batch');
    const same = await handle('/api/trpc/missing,missing?batch=1&input={}');
    assert.equal(same.res.status, 404, 'a batch whose calls share a status returns that status');
  },
);

fact(
  'docs/server/context.md',
  'createContext runs once per HTTP request, shared by a batch, and if it throws every call in the request fails',
  async () => {
    const batch = await handle('/api/trpc/greet,greet?batch=1&input={}');
    assert.equal(batch.contexts, 1);
    const failing = await handle('/api/trpc/greet,greet?batch=1&input={}', {}, '/api/trpc', () => {
      throw new Error('session store down');
    });
    assert.equal(failing.res.status, 500);
    const body = JSON.parse(failing.body) as unknown;
    assert.ok(!Array.isArray(body), 'one error answers the whole batch, not one result per call');
    assert.match(JSON.stringify(body), /session store down/);
  },
);

fact(
  'docs/server/middlewares.md',
  'rawInput is the input after the data transformer has deserialized it, before validation',
  async () => {
    const ts = initTRPC.create({ transformer: superjson });
    let rawInput: unknown;
    const router = ts.router({
      at: ts.procedure
        .use(({ rawInput: raw, next }) => {
          rawInput = raw;
          return next();
        })
        .input((value: unknown) => value as Date)
        .query(({ input }) => input.getTime()),
    });
    const input = encodeURIComponent(JSON.stringify(superjson.serialize(new Date(0))));
    const res = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request(`http://localhost/trpc/at?input=${input}`),
      router,
      createContext: () => ({}),
    });
    assert.equal(res.status, 200);
    assert.ok(rawInput instanceof Date, 'rawInput should be the deserialized Date, not the superjson envelope');
  },
);

fact(
  'docs/server/adapter/fetch.md',
  'the procedure path is the URL path after endpoint plus one slash, so a wrong endpoint makes a single call NOT_FOUND, and headers set on resHeaders reach the response',
  async () => {
    const wrong = await handle('/api/trpc/greet', {}, '/trpc');
    assert.equal(wrong.res.status, 404);
    assert.equal(parse(wrong.body).error?.data.code, 'NOT_FOUND');

    const res = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/trpc/greet'),
      router: appRouter,
      createContext: ({ resHeaders }) => {
        resHeaders.set('x-request-id', 'r1');
        return {};
      },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-request-id'), 'r1');
  },
);

const lambdaContext = { awsRequestId: 'req-1' } as LambdaContext;

function v2Event(overrides: Partial<APIGatewayProxyEventV2>): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'ANY /trpc/{proxy+}',
    rawPath: '/trpc/greet',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    pathParameters: { proxy: 'greet' },
    requestContext: { http: { method: 'GET' } } as APIGatewayProxyEventV2['requestContext'],
    ...overrides,
  };
}

fact(
  'docs/server/adapter/aws-lambda.md',
  'a greedy path parameter holds the procedure path, HEAD gets 204 without a body, base64 bodies are decoded, an array of header values that reaches it is joined with commas, and an event with a custom version makes the handler throw',
  async () => {
    const handler = awsLambdaRequestHandler({
      router: appRouter,
      // ResponseMeta types one string per header; an array is passed anyway to see what the adapter does with it.
      responseMeta: () => ({ headers: { 'x-tags': ['a', 'b'] } }) as unknown as ResponseMetaTypes.ResponseMeta,
    });
    const greet = await handler(v2Event({}), lambdaContext);
    assert.equal(greet.statusCode, 200);
    assert.equal(parse(greet.body).result?.data, 'hello');
    assert.equal(greet.headers?.['x-tags'], 'a,b');

    const head = await handler(
      v2Event({ requestContext: { http: { method: 'HEAD' } } as APIGatewayProxyEventV2['requestContext'] }),
      lambdaContext,
    );
    assert.equal(head.statusCode, 204);
    assert.equal(head.body, undefined);

    const v1Handler = awsLambdaRequestHandler({ router: appRouter });
    const post = await v1Handler(
      {
        resource: '/trpc/{proxy+}',
        path: '/trpc/save',
        httpMethod: 'POST',
        pathParameters: { proxy: 'save' },
        queryStringParameters: null,
        headers: {},
        body: Buffer.from('{}').toString('base64'),
        isBase64Encoded: true,
      } as unknown as APIGatewayProxyEvent,
      lambdaContext,
    );
    assert.equal(post.statusCode, 200, 'a payload 1.0 event without version, with a base64 body, is handled');
    assert.equal(parse(post.body).result?.data, 'saved');

    const custom = { ...v2Event({}), version: '3.0' } as APIGatewayProxyEventV2;
    await assert.rejects(handler(custom, lambdaContext), (error: unknown) => {
      assert.ok(error instanceof TRPCError);
      assert.equal(error.code, 'INTERNAL_SERVER_ERROR');
      return true;
    });
  },
);

fact(
  'docs/server/data-transformers.md',
  'the server deserializes inputs with input.deserialize before validators run, and serializes results and errors alike with output.serialize',
  async () => {
    const serialized: unknown[] = [];
    const ts = initTRPC.create({
      transformer: {
        input: superjson,
        output: {
          serialize: (value: unknown) => {
            serialized.push(value);
            return { wrapped: value };
          },
          deserialize: (value: unknown) => value,
        },
      },
    });
    const router = ts.router({
      year: ts.procedure
        .input((value: unknown) => {
          assert.ok(value instanceof Date, 'the validator gets the deserialized Date');
          return value;
        })
        .query(({ input }) => input.getUTCFullYear()),
      fail: ts.procedure.query(() => {
        throw new TRPCError({ code: 'FORBIDDEN' });
      }),
    });
    const input = encodeURIComponent(JSON.stringify(superjson.serialize(new Date(0))));
    const res = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request(`http://localhost/trpc/year,fail?batch=1&input={"0":${input}}`),
      router,
      createContext: () => ({}),
    });
    const body = (await res.json()) as [{ result: { data: unknown } }, { error: { wrapped: { message: string } } }];
    assert.deepEqual(body[0].result.data, { wrapped: 1970 }, 'the result went through output.serialize');
    assert.equal(body[1].error.wrapped.message, 'FORBIDDEN', 'the error shape went through output.serialize');
    assert.equal(serialized.length, 2);
  },
);

fact(
  'docs/server/api-handler.md',
  'with the standalone adapter, a body longer than maxBodySize (counted in characters) gets no HTTP response, and on the server onError sees PAYLOAD_TOO_LARGE',
  async (test) => {
    const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const router = t.router({
      echo: t.procedure.input((value: unknown) => String(value)).mutation(({ input }) => input),
    });
    let report: (code: string) => void = () => {};
    const reported = new Promise<string>((resolve) => (report = resolve));
    const { server } = createHTTPServer({ router, maxBodySize: 100, onError: ({ error }) => report(error.code) });
    const base = await listenOnLoopback(test, server);

    // 40 three-byte characters: 120 bytes, 42 characters with the quotes
    const wide = await within(5000, 'answer to a short body', postEcho(base, '€'.repeat(40)));
    assert.equal(wide.status, 200, 'the limit counts characters, not bytes');
    await expectLongBodyDropped(base, reported);
  },
);

fact(
  'docs/server/api-handler.md',
  'the handler parses the raw input as JSON before createContext, so bad JSON never reaches it, and runs the data transformer on the input only after createContext',
  async () => {
    const order: string[] = [];
    const tt = initTRPC.create({
      transformer: {
        serialize: (value: unknown) => value,
        deserialize: (value: unknown) => {
          order.push('deserialize');
          return value;
        },
      },
    });
    const router = tt.router({ echo: tt.procedure.input((value: unknown) => value).query(({ input }) => input) });
    const call = (url: string) =>
      fetchRequestHandler({
        req: new Request(`http://localhost${url}`),
        endpoint: '/api/trpc',
        router,
        createContext: () => {
          order.push('createContext');
          return {};
        },
      });
    const ok = await call(`/api/trpc/echo?input=${encodeURIComponent('"a"')}`);
    assert.equal(ok.status, 200);
    assert.deepEqual(order, ['createContext', 'deserialize']);
    order.length = 0;
    const bad = await call('/api/trpc/echo?input=%7Bnot-json');
    assert.equal(bad.status, 400);
    assert.deepEqual(order, [], 'a PARSE_ERROR comes before createContext');
  },
);
