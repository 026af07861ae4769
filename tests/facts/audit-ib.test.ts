/**
 * Independent audit IB (bench/audit-independent-2026-12-01ib.md): a census of the sentences that the latest fixes
 * wrote on docs/further/faq.md (form uploads), docs/further/rpc.md (methods other than GET and POST) and
 * docs/server/caching.md (what responseMeta covers). No claim was found wrong, so each fact pins the page's words
 * as they stand and runs them, at their edges, against @trpc/* 10.12.0 from src/samples/v10 on 127.0.0.1, at a
 * port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-ib.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
  APIGatewayProxyStructuredResultV2,
  Context as LambdaContext,
} from '../../src/samples/v10/node_modules/@types/aws-lambda';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import { fact, listenOnLoopback, nextApiServer, pageText, v10, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;
const express = v10('express') as typeof Express;
const fastify = v10('fastify') as typeof Fastify;

const t = initTRPC.create();
const router = t.router({
  upload: t.procedure.input((value: unknown) => value).mutation(({ input }) => ({ got: input })),
  list: t.procedure.query(() => ['a', 'b']),
});

/** What one answer held: status, tRPC's error code if it was tRPC's, and the header responseMeta sets. */
interface Answer {
  status: number;
  code: string | undefined;
  meta: string | null;
  body: string;
}

async function answer(res: Response): Promise<Answer> {
  const body = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(body) as { error?: { data?: { code?: string } } }).error?.data?.code;
  } catch {
    code = undefined;
  }
  return { status: res.status, code, meta: res.headers.get('x-from-response-meta'), body };
}

function send(url: string, init: RequestInit): Promise<Answer> {
  return within(5000, `answer to ${init.method ?? 'GET'} ${url}`, fetch(url, init).then(answer));
}

/** A method fetch refuses to send (PURGE, LINK), sent with node:http; gives the status. */
function rawStatus(url: string, method: string): Promise<number> {
  return within(
    5000,
    `answer to ${method} ${url}`,
    new Promise<number>((resolve, reject) => {
      const req = http.request(url, { method }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    }),
  );
}

function formWith(bytes: number): FormData {
  const form = new FormData();
  form.append('file', new Blob(['x'.repeat(bytes)]), 'notes.txt');
  return form;
}

/** The adapter options the facts pass, typed so that every adapter takes them. */
interface Options {
  router: TRPCServer.AnyRouter;
  onError?: (opts: { error: { code: string } }) => void;
  responseMeta?: () => { headers?: Record<string, string>; status?: number };
  batching?: { enabled: boolean };
  maxBodySize?: number;
}

/** Serves `options` with the standalone adapter; gives its origin. */
function serveStandalone(test: TestContext, options: Options): Promise<string> {
  const handler = createHTTPHandler(options);
  return listenOnLoopback(
    test,
    http.createServer((req, res) => void handler(req, res)),
  );
}

/** Serves `options` with the Express adapter at /trpc; gives its origin. */
function serveExpress(test: TestContext, options: Options): Promise<string> {
  const app = express();
  app.use('/trpc', createExpressMiddleware(options));
  return listenOnLoopback(
    test,
    http.createServer((req, res) => void app(req, res)),
  );
}

async function fastifyBase(test: TestContext, options: Options): Promise<string> {
  const app = fastify();
  test.after(() => void app.close());
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: options });
  await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;
}

async function lambdaAnswer(
  options: Options,
  method: string,
  rawPath: string,
  body: { text: string; contentType: string } | null,
): Promise<Answer> {
  const handler = awsLambdaRequestHandler({ router: options.router, responseMeta: options.responseMeta });
  const event = {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString: '',
    headers: body ? { 'content-type': body.contentType } : {},
    requestContext: { http: { method } },
    body: body?.text,
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const result = (await within(
    5000,
    'Lambda answer',
    handler(event, {} as LambdaContext),
  )) as APIGatewayProxyStructuredResultV2;
  return answer(
    new Response(result.body ?? null, {
      status: result.statusCode,
      headers: (result.headers ?? {}) as Record<string, string>,
    }),
  );
}

fact(
  'docs/further/faq.md',
  'a multipart/form-data body (what fetch sends for a FormData) gets 400 PARSE_ERROR from the standalone, Express, Next.js, Fetch and AWS Lambda adapters; Next.js answers a form over 1 MB with its own 413; Fastify answers 415 before tRPC',
  async (test) => {
    const page = pageText('docs/further/faq.md');
    assert.match(
      page,
      /A `multipart\/form-data` body, which is what `fetch` sends for a `FormData`, fails with `400 PARSE_ERROR` on the standalone, Express, Next\.js, Fetch and AWS Lambda adapters, unless a body limit stops it first, as Next\.js's body parser does with its own `413` for a form over 1 MB \(its default `sizeLimit`; see the table of body limits below\); the Fastify adapter never sees it, because Fastify answers `415 Unsupported Media Type` for a content type that has no parser \(the tRPC plugin registers one for `application\/json`\)\./,
    );
    // The table the sentence points to is below it, and gives Next.js's 1mb.
    const table = page.indexOf(
      "| Next.js | Next.js's own `bodyParser.sizeLimit`, `'1mb'` by default, answered with `413`",
    );
    assert.ok(table > page.indexOf('A `multipart/form-data` body'));

    const options: Options = { router };
    const standalone = await serveStandalone(test, options);
    const viaExpress = await serveExpress(test, options);
    const next = await listenOnLoopback(test, nextApiServer(createNextApiHandler(options)));
    const viaFastify = await fastifyBase(test, options);

    // What fetch sends for a FormData: multipart/form-data with a boundary.
    const sent = new Request('http://127.0.0.1/', { method: 'POST', body: formWith(10) });
    const contentType = sent.headers.get('content-type') ?? '';
    assert.match(contentType, /^multipart\/form-data; boundary=/);
    const text = await sent.text();

    for (const url of [`${standalone}/upload`, `${viaExpress}/trpc/upload`, `${next}/api/trpc/upload`]) {
      const got = await send(url, { method: 'POST', body: formWith(10) });
      assert.deepEqual([got.status, got.code], [400, 'PARSE_ERROR'], url);
    }
    const viaFetch = await within(
      5000,
      'Fetch adapter answer',
      fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request('http://127.0.0.1/trpc/upload', { method: 'POST', body: formWith(10) }),
        router,
        createContext: () => ({}),
      }).then(answer),
    );
    assert.deepEqual([viaFetch.status, viaFetch.code], [400, 'PARSE_ERROR']);
    const viaLambda = await lambdaAnswer(options, 'POST', '/upload', { text, contentType });
    assert.deepEqual([viaLambda.status, viaLambda.code], [400, 'PARSE_ERROR']);

    // Next.js's own body parser: 413 just over 1 MB (1mb = 1048576 bytes), tRPC's 400 under it.
    const over = await send(`${next}/api/trpc/upload`, { method: 'POST', body: formWith(1024 * 1024) });
    assert.equal(over.status, 413);
    assert.equal(over.code, undefined);
    assert.match(over.body, /Body exceeded 1mb limit/);
    const under = await send(`${next}/api/trpc/upload`, { method: 'POST', body: formWith(1000 * 1000) });
    assert.deepEqual([under.status, under.code], [400, 'PARSE_ERROR']);

    // Fastify: 415 of its own, tRPC never runs; its JSON body still reaches tRPC.
    const refused = await send(`${viaFastify}/upload`, { method: 'POST', body: formWith(10) });
    assert.equal(refused.status, 415);
    assert.equal(refused.code, undefined);
    assert.match(refused.body, /FST_ERR_CTP_INVALID_MEDIA_TYPE/);
    const json = await send(`${viaFastify}/upload`, {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(json.status, 200);
  },
);

fact(
  'docs/further/rpc.md',
  'a method other than GET, POST and HEAD that reaches tRPC gets METHOD_NOT_SUPPORTED (405), unless its body is over maxBodySize (connection closed, PAYLOAD_TOO_LARGE) or, with batching off, the URL has a non-empty batch parameter (500); Fastify answers PURGE and LINK with its own 404',
  async (test) => {
    const page = pageText('docs/further/rpc.md');
    assert.match(
      page,
      /Any other method \(`PUT`, `DELETE`, \.\.\.\) that reaches tRPC is answered with a `METHOD_NOT_SUPPORTED` error \(HTTP 405\), unless an earlier check fails it: a body over the adapter's `maxBodySize` \(`PAYLOAD_TOO_LARGE`, and the adapter closes the connection\) or, with batching turned off, a `batch` parameter in the URL \(any non-empty value\), which answers `500`/,
    );
    assert.match(
      page,
      /Under Fastify, only the methods its `all\(\)` route covers reach tRPC; Fastify answers others, such as `PURGE` or `LINK`, with its own `404`\./,
    );

    const errors: string[] = [];
    const options: Options = { router, onError: ({ error }) => void errors.push(error.code) };
    const batchingOff = { ...options, batching: { enabled: false }, maxBodySize: 100 };
    const standalone = await serveStandalone(test, options);
    const noBatch = await serveStandalone(test, batchingOff);
    const viaExpress = await serveExpress(test, options);
    const next = await listenOnLoopback(test, nextApiServer(createNextApiHandler(options)));
    const viaFastify = await fastifyBase(test, options);

    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const url of [
        `${standalone}/list`,
        `${viaExpress}/trpc/list`,
        `${next}/api/trpc/list`,
        `${viaFastify}/list`,
      ]) {
        const got = await send(url, { method });
        assert.deepEqual([got.status, got.code], [405, 'METHOD_NOT_SUPPORTED'], `${method} ${url}`);
      }
      const viaFetch = await within(
        5000,
        'Fetch adapter answer',
        fetchRequestHandler({
          endpoint: '/trpc',
          req: new Request('http://127.0.0.1/trpc/list', { method }),
          router,
          createContext: () => ({}),
        }).then(answer),
      );
      assert.deepEqual([viaFetch.status, viaFetch.code], [405, 'METHOD_NOT_SUPPORTED'], `Fetch ${method}`);
      const viaLambda = await lambdaAnswer(options, method, '/list', null);
      assert.deepEqual([viaLambda.status, viaLambda.code], [405, 'METHOD_NOT_SUPPORTED'], `Lambda ${method}`);
    }

    // Batching off: any non-empty batch value, even 0, answers 500 before the method check; an empty one does not.
    for (const value of ['1', '0']) {
      const got = await send(`${noBatch}/list?batch=${value}`, { method: 'PUT' });
      assert.deepEqual([got.status, got.code], [500, 'INTERNAL_SERVER_ERROR'], `batch=${value}`);
    }
    const empty = await send(`${noBatch}/list?batch=`, { method: 'PUT' });
    assert.deepEqual([empty.status, empty.code], [405, 'METHOD_NOT_SUPPORTED']);
    // With batching on, the batch parameter changes nothing for a PUT.
    const on = await send(`${standalone}/list?batch=1`, { method: 'PUT' });
    assert.deepEqual([on.status, on.code], [405, 'METHOD_NOT_SUPPORTED']);

    // A body over maxBodySize comes first: the connection is closed, and only onError sees PAYLOAD_TOO_LARGE.
    errors.length = 0;
    const closed = await within(
      5000,
      'closed connection',
      fetch(`${noBatch}/list?batch=1`, { method: 'PUT', body: 'x'.repeat(1000) }).then(
        () => 'answered',
        () => 'closed',
      ),
    );
    assert.equal(closed, 'closed');
    assert.deepEqual(errors, ['PAYLOAD_TOO_LARGE']);

    // Fastify: the methods of its all() route reach tRPC; PURGE and LINK get Fastify's own 404.
    const origin = viaFastify;
    for (const method of ['SEARCH', 'TRACE', 'PROPFIND', 'MKCALENDAR']) {
      assert.equal(await rawStatus(`${origin}/list`, method), 405, method);
    }
    for (const method of ['PURGE', 'LINK', 'UNLINK']) {
      assert.equal(await rawStatus(`${origin}/list`, method), 404, method);
    }
  },
);

fact(
  'docs/server/caching.md',
  'tRPC caches nothing on the server, and responseMeta sets the headers and status of its responses, except for cases such as the 204 to a HEAD',
  async (test) => {
    const page = pageText('docs/server/caching.md');
    assert.match(
      page,
      /tRPC does not cache anything on the server by itself\. What it gives you is a `responseMeta` callback that sets the \*\*HTTP response headers and status\*\* of most responses \(see \[API response caching\]\(#api-response-caching\) for cases where it does not\)\./,
    );
    assert.match(page, /Some answers do not go through it, such as the empty `204` to a `HEAD` request/);

    let runs = 0;
    const counted = t.router({
      list: t.procedure.query(() => {
        runs += 1;
        return runs;
      }),
    });
    const calls: string[] = [];
    const withStatus: Options = {
      router: counted,
      responseMeta: () => {
        calls.push('responseMeta');
        return { headers: { 'x-from-response-meta': 'yes', 'cache-control': 's-maxage=60' }, status: 203 };
      },
    };
    const base = await serveStandalone(test, withStatus);

    // Nothing is cached: the same GET, with a cache header, runs the procedure again.
    const first = await send(`${base}/list`, {});
    const second = await send(`${base}/list`, {});
    assert.deepEqual([first.status, first.meta, second.status, second.meta], [203, 'yes', 203, 'yes']);
    assert.equal(runs, 2);
    assert.equal(calls.length, 2);

    // The HEAD answer is one it does not set.
    const head = await send(`${base}/list`, { method: 'HEAD' });
    assert.deepEqual([head.status, head.meta], [204, null]);
    assert.equal(calls.length, 2);
  },
);
