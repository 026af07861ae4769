/**
 * How-to sections (tests/facts/README.md): the client's IP address and cookies on the Context page,
 * where a WebSocket server can run, and file uploads in the FAQ. Each server listens on 127.0.0.1
 * (the IPv4-mapped case on `::`, the address a host-less listen() takes) and is closed when its test ends.
 *
 *   node --import tsx --test tests/facts/howto.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as LambdaAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/aws-lambda';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/ws';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/dist/observable';
import type {
  APIGatewayProxyEventV2,
  Context as LambdaContext,
} from '../../src/samples/v10/node_modules/@types/aws-lambda';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import { fact, listenOnLoopback, nextApiServer, v10, within } from './facts';
import { runPageCode } from './pageCode';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, createWSClient, httpBatchLink, httpLink, wsLink } = v10(
  '@trpc/client',
) as typeof TRPCClient;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaAdapter;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const express = v10('express') as typeof Express;
const fastify = v10('fastify') as typeof Fastify;

const CONTEXT_PAGE = 'docs/server/context.md';

/** A router whose `ip` query answers the context's `ip`. */
function ipRouter() {
  const t = initTRPC.context<{ ip: string | null | undefined }>().create();
  return t.router({ ip: t.procedure.query(({ ctx }) => ctx.ip ?? null) });
}

/** The `data` of a single (not batched) tRPC response. */
async function dataOf(response: Response): Promise<unknown> {
  const body = (await response.json()) as { result?: { data: unknown } };
  assert.ok(body.result, `expected a result, got ${JSON.stringify(body)}`);
  return body.result.data;
}

/** Sends a GET with `headers` written as given, repeated names included (fetch would merge them). */
function rawGet(port: number, path: string, headers: [string, string][]): Promise<string> {
  return within(
    5000,
    `answer to GET ${path}`,
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += String(chunk)));
      socket.on('end', () => resolve(received.slice(received.indexOf('\r\n\r\n') + 4)));
      socket.on('error', reject);
      const lines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines}Connection: close\r\n\r\n`);
    }),
  );
}

fact(
  CONTEXT_PAGE,
  "the standalone, Next.js and WebSocket adapters give createContext a Node.js request whose req.socket.remoteAddress is the client's address",
  async (t) => {
    const router = ipRouter();
    const standalone = createHTTPServer({ router, createContext: ({ req }) => ({ ip: req.socket.remoteAddress }) });
    const standaloneBase = await listenOnLoopback(t, standalone.server);
    assert.equal(await dataOf(await within(5000, 'standalone answer', fetch(`${standaloneBase}/ip`))), '127.0.0.1');

    const next = createNextApiHandler({ router, createContext: ({ req }) => ({ ip: req.socket.remoteAddress }) });
    const nextBase = await listenOnLoopback(t, nextApiServer(next));
    assert.equal(await dataOf(await within(5000, 'Next.js answer', fetch(`${nextBase}/api/trpc/ip`))), '127.0.0.1');

    const httpServer = http.createServer();
    const wss = new WebSocketServer({ server: httpServer });
    applyWSSHandler({ wss, router, createContext: ({ req }) => ({ ip: req.socket.remoteAddress }) });
    const wsBase = await listenOnLoopback(t, httpServer);
    t.after(() => wss.close());
    const wsClient = createWSClient({ url: wsBase.replace('http', 'ws'), WebSocket: WebSocket as never });
    t.after(() => wsClient.close());
    const client = createTRPCProxyClient<ReturnType<typeof ipRouter>>({ links: [wsLink({ client: wsClient })] });
    assert.equal(await within(5000, 'WebSocket answer', client.ip.query()), '127.0.0.1');
  },
);

fact(
  CONTEXT_PAGE,
  "Express's and Fastify's req.ip is the socket's address, and the last X-Forwarded-For entry not from a trusted proxy once trust proxy / trustProxy names the proxy",
  async (t) => {
    const router = ipRouter();
    const forwardedFor = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' };
    for (const trustProxy of [false, 'loopback']) {
      const app = express();
      if (trustProxy) app.set('trust proxy', trustProxy);
      app.use('/trpc', createExpressMiddleware({ router, createContext: ({ req }) => ({ ip: req.ip }) }));
      const base = await listenOnLoopback(t, http.createServer(app));
      const answer = await within(5000, 'Express answer', fetch(`${base}/trpc/ip`, { headers: forwardedFor }));
      assert.equal(
        await dataOf(answer),
        trustProxy ? '198.51.100.7' : '127.0.0.1',
        `Express, trust proxy ${trustProxy}`,
      );
    }
    for (const trustProxy of [false, '127.0.0.1']) {
      const app = fastify({ trustProxy });
      t.after(() => app.close());
      await app.register(fastifyTRPCPlugin, {
        prefix: '/trpc',
        trpcOptions: {
          router,
          createContext: ({ req }: FastifyAdapter.CreateFastifyContextOptions) => ({ ip: req.ip }),
        },
      });
      await within(5000, 'listening Fastify server', app.listen({ port: 0, host: '127.0.0.1' }));
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const answer = await within(5000, 'Fastify answer', fetch(`${base}/trpc/ip`, { headers: forwardedFor }));
      assert.equal(
        await dataOf(answer),
        trustProxy ? '198.51.100.7' : '127.0.0.1',
        `Fastify, trustProxy ${trustProxy}`,
      );
    }
  },
);

fact(
  CONTEXT_PAGE,
  "Node.js joins X-Forwarded-For headers a client repeats into one string, '1.1.1.1, 2.2.2.2'",
  async (t) => {
    const t10 = initTRPC.context<{ forwardedFor: string | string[] | undefined }>().create();
    const router = t10.router({ xff: t10.procedure.query(({ ctx }) => ctx.forwardedFor) });
    const { server } = createHTTPServer({
      router,
      createContext: ({ req }) => ({ forwardedFor: req.headers['x-forwarded-for'] }),
    });
    const port = Number(new URL(await listenOnLoopback(t, server)).port);
    const body = await rawGet(port, '/xff', [
      ['X-Forwarded-For', '1.1.1.1'],
      ['X-Forwarded-For', '2.2.2.2'],
    ]);
    assert.deepEqual(JSON.parse(body), { result: { data: '1.1.1.1, 2.2.2.2' } });
  },
);

fact(
  CONTEXT_PAGE,
  'listen(port) without a host listens on :: where IPv6 is available, and such a server sees an IPv4 client as ::ffff:127.0.0.1',
  async (t) => {
    const { server, listen } = createHTTPServer({
      router: ipRouter(),
      createContext: ({ req }) => ({ ip: req.socket.remoteAddress }),
    });
    t.after(() => {
      server.closeAllConnections();
      server.close();
    });
    const { port } = listen(0);
    const { address } = server.address() as AddressInfo;
    if (address !== '::') {
      t.skip(`no IPv6 on this machine: listen() took ${address}`);
      return;
    }
    const answer = await within(5000, 'answer over IPv4', fetch(`http://127.0.0.1:${port}/ip`));
    assert.equal(await dataOf(answer), '::ffff:127.0.0.1');
  },
);

fact(
  CONTEXT_PAGE,
  'the Fetch adapter hands createContext the very Request given to fetchRequestHandler, platform headers such as cf-connecting-ip included, and the AWS Lambda adapter the API Gateway event with requestContext.http.sourceIp',
  async () => {
    const router = ipRouter();
    const req = new Request('http://localhost/trpc/ip', { headers: { 'cf-connecting-ip': '203.0.113.9' } });
    let seen: Request | undefined;
    // The page's createContext for the Fetch adapter, run from its block
    const { createContext } = runPageCode<{
      createContext: (opts: FetchAdapter.FetchCreateContextFnOptions) => { ip: string | null };
    }>(CONTEXT_PAGE, ['createContext'], {}, { section: 'On the Fetch adapter' });
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req,
      router,
      createContext: (opts) => {
        seen = opts.req;
        return createContext(opts);
      },
    });
    assert.equal(seen, req, 'createContext should get the same Request object');
    assert.equal(await dataOf(response), '203.0.113.9');

    const handler = awsLambdaRequestHandler({
      router,
      createContext: ({ event }: LambdaAdapter.CreateAWSLambdaContextOptions<APIGatewayProxyEventV2>) => ({
        ip: event.requestContext.http.sourceIp,
      }),
    });
    const event = {
      version: '2.0',
      routeKey: 'ANY /trpc/{proxy+}',
      rawPath: '/trpc/ip',
      rawQueryString: '',
      headers: {},
      isBase64Encoded: false,
      pathParameters: { proxy: 'ip' },
      requestContext: { http: { method: 'GET', sourceIp: '198.51.100.7' } },
    } as unknown as APIGatewayProxyEventV2;
    const result = (await handler(event, { awsRequestId: 'r1' } as LambdaContext)) as { body?: string };
    assert.deepEqual(JSON.parse(result.body ?? ''), { result: { data: '198.51.100.7' } });
  },
);

/** The `Set-Cookie` values of a POST to the batch `a,b` under `base`. */
async function batchCookies(base: string): Promise<string[]> {
  const response = await within(
    5000,
    'answer to a batch of two mutations',
    fetch(`${base}/a,b?batch=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
  );
  assert.equal(response.status, 200);
  return response.headers.getSetCookie().sort();
}

fact(
  CONTEXT_PAGE,
  "cookies that two procedures of one batch add reach its one response: appendHeader on the Next.js and standalone adapters, Express's res.cookie, Fastify's reply.header('set-cookie') and resHeaders.append on the Fetch adapter; res.setHeader('Set-Cookie', value) sends only the last one's",
  async (t) => {
    type Res = http.ServerResponse;
    const both = ['a=1', 'b=2'];
    /** A router whose mutations `a` and `b` each add a cookie with `add`. */
    const cookieRouter = <TRes>(add: (res: TRes, value: string) => void) => {
      const t10 = initTRPC.context<{ res: TRes }>().create();
      return t10.router({
        a: t10.procedure.mutation(({ ctx }) => add(ctx.res, 'a=1')),
        b: t10.procedure.mutation(({ ctx }) => add(ctx.res, 'b=2')),
      });
    };
    const appending = cookieRouter<Res>((res, value) => {
      res.appendHeader('Set-Cookie', value);
    });
    const setting = cookieRouter<Res>((res, value) => {
      res.setHeader('Set-Cookie', value);
    });

    const next = createNextApiHandler({ router: appending, createContext: ({ res }) => ({ res }) });
    assert.deepEqual(await batchCookies(`${await listenOnLoopback(t, nextApiServer(next))}/api/trpc`), both, 'Next.js');
    const nextSet = createNextApiHandler({ router: setting, createContext: ({ res }) => ({ res }) });
    const lastOnly = await batchCookies(`${await listenOnLoopback(t, nextApiServer(nextSet))}/api/trpc`);
    assert.equal(
      lastOnly.length,
      1,
      `setHeader in each of two procedures should send one cookie, sent ${JSON.stringify(lastOnly)}`,
    );

    const standalone = createHTTPServer({ router: appending, createContext: ({ res }) => ({ res }) });
    assert.deepEqual(await batchCookies(await listenOnLoopback(t, standalone.server)), both, 'standalone');

    const app = express();
    const expressRouter = cookieRouter<Express.Response>((res, value) => {
      const [name, cookie] = value.split('=');
      res.cookie(name ?? '', cookie);
    });
    app.use('/trpc', createExpressMiddleware({ router: expressRouter, createContext: ({ res }) => ({ res }) }));
    const expressCookies = await batchCookies(`${await listenOnLoopback(t, http.createServer(app))}/trpc`);
    assert.deepEqual(
      expressCookies.map((cookie) => cookie.split(';')[0]),
      both,
      'Express',
    );

    const fastifyApp = fastify();
    t.after(() => fastifyApp.close());
    const fastifyRouter = cookieRouter<FastifyAdapter.CreateFastifyContextOptions['res']>((res, value) => {
      void res.header('set-cookie', value);
    });
    await fastifyApp.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: fastifyRouter,
        createContext: ({ res }: FastifyAdapter.CreateFastifyContextOptions) => ({ res }),
      },
    });
    await within(5000, 'listening Fastify server', fastifyApp.listen({ port: 0, host: '127.0.0.1' }));
    const fastifyBase = `http://127.0.0.1:${(fastifyApp.server.address() as AddressInfo).port}/trpc`;
    assert.deepEqual(await batchCookies(fastifyBase), both, 'Fastify');

    const fetchRouter = cookieRouter<Headers>((resHeaders, value) => resHeaders.append('Set-Cookie', value));
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/trpc/a,b?batch=1', { method: 'POST', body: '{}' }),
      router: fetchRouter,
      createContext: ({ resHeaders }) => ({ res: resHeaders }),
    });
    assert.deepEqual(response.headers.getSetCookie().sort(), both, 'Fetch adapter');
  },
);

fact(
  'docs/further/subscriptions.md',
  'the AWS Lambda and Fetch adapters serve queries and mutations only: a GET or POST for a subscription procedure gets NOT_FOUND, and applyWSSHandler needs a WebSocketServer from ws',
  async () => {
    const t10 = initTRPC.create();
    const router = t10.router({ onTick: t10.procedure.subscription(() => observable<number>(() => () => {})) });
    for (const method of ['GET', 'POST']) {
      const response = await fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request('http://localhost/trpc/onTick', { method, body: method === 'POST' ? '' : undefined }),
        router,
        createContext: () => ({}),
      });
      const body = (await response.json()) as { error?: { data: { code: string } } };
      assert.equal(response.status, 404, `Fetch adapter, ${method}`);
      assert.equal(body.error?.data.code, 'NOT_FOUND', `Fetch adapter, ${method}`);

      const handler = awsLambdaRequestHandler({ router });
      const event = {
        version: '2.0',
        routeKey: 'ANY /trpc/{proxy+}',
        rawPath: '/trpc/onTick',
        rawQueryString: '',
        headers: {},
        body: method === 'POST' ? '' : undefined,
        isBase64Encoded: false,
        pathParameters: { proxy: 'onTick' },
        requestContext: { http: { method, sourceIp: '127.0.0.1' } },
      } as unknown as APIGatewayProxyEventV2;
      const result = (await handler(event, { awsRequestId: 'r1' } as LambdaContext)) as {
        statusCode: number;
        body?: string;
      };
      assert.equal(result.statusCode, 404, `AWS Lambda, ${method}`);
      assert.equal(
        (JSON.parse(result.body ?? '') as { error: { data: { code: string } } }).error.data.code,
        'NOT_FOUND',
        `AWS Lambda, ${method}`,
      );
    }
    // @ts-expect-error wss is required: the adapter attaches to a WebSocketServer from ws
    const noServer: Parameters<typeof applyWSSHandler<typeof router>>[0] = { router };
    assert.ok(noServer);
  },
);

const FAQ_PAGE = 'docs/further/faq.md';

/** A router whose mutation `echo` answers the input it received, unvalidated. */
function echoRouter() {
  const t10 = initTRPC.create();
  return t10.router({ echo: t10.procedure.input((value: unknown) => value).mutation(({ input }) => input) });
}

/** A FormData body with one small file, as a browser would send it. */
function formData(): FormData {
  const form = new FormData();
  form.append('file', new Blob(['hello']), 'hello.txt');
  return form;
}

/** The status and tRPC error code of a POST of `formData()` to `url`. */
async function postForm(url: string): Promise<{ status: number; code: string | undefined }> {
  const response = await within(
    5000,
    `answer to a FormData POST to ${url}`,
    fetch(url, { method: 'POST', body: formData() }),
  );
  const body = (await response.json()) as { error?: { data?: { code: string } } };
  return { status: response.status, code: body.error?.data?.code };
}

fact(
  FAQ_PAGE,
  'a multipart/form-data body fails with 400 PARSE_ERROR on the standalone, Express, Next.js, Fetch and AWS Lambda adapters, and Fastify answers 415 before the tRPC plugin sees it',
  async (t) => {
    const router = echoRouter();
    const parseError = { status: 400, code: 'PARSE_ERROR' };
    const standalone = createHTTPServer({ router });
    assert.deepEqual(await postForm(`${await listenOnLoopback(t, standalone.server)}/echo`), parseError, 'standalone');

    const app = express();
    app.use('/trpc', createExpressMiddleware({ router }));
    assert.deepEqual(
      await postForm(`${await listenOnLoopback(t, http.createServer(app))}/trpc/echo`),
      parseError,
      'Express',
    );

    const next = createNextApiHandler({ router });
    assert.deepEqual(
      await postForm(`${await listenOnLoopback(t, nextApiServer(next))}/api/trpc/echo`),
      parseError,
      'Next.js',
    );

    const request = new Request('http://localhost/trpc/echo', { method: 'POST', body: formData() });
    const multipartBody = await request.clone().text();
    const response = await fetchRequestHandler({ endpoint: '/trpc', req: request, router, createContext: () => ({}) });
    const fetchBody = (await response.json()) as { error?: { data?: { code: string } } };
    assert.deepEqual({ status: response.status, code: fetchBody.error?.data?.code }, parseError, 'Fetch adapter');

    const lambda = awsLambdaRequestHandler({ router });
    const event = {
      version: '2.0',
      routeKey: 'ANY /trpc/{proxy+}',
      rawPath: '/trpc/echo',
      rawQueryString: '',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body: multipartBody,
      isBase64Encoded: false,
      pathParameters: { proxy: 'echo' },
      requestContext: { http: { method: 'POST', sourceIp: '127.0.0.1' } },
    } as unknown as APIGatewayProxyEventV2;
    const result = (await lambda(event, { awsRequestId: 'r1' } as LambdaContext)) as {
      statusCode: number;
      body?: string;
    };
    const lambdaBody = JSON.parse(result.body ?? '') as { error?: { data?: { code: string } } };
    assert.deepEqual({ status: result.statusCode, code: lambdaBody.error?.data?.code }, parseError, 'AWS Lambda');

    const fastifyApp = fastify();
    t.after(() => fastifyApp.close());
    await fastifyApp.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
    await within(5000, 'listening Fastify server', fastifyApp.listen({ port: 0, host: '127.0.0.1' }));
    const port = (fastifyApp.server.address() as AddressInfo).port;
    const fastifyAnswer = await within(
      5000,
      'Fastify answer',
      fetch(`http://127.0.0.1:${port}/trpc/echo`, { method: 'POST', body: formData() }),
    );
    assert.equal(fastifyAnswer.status, 415, 'Fastify');
  },
);

fact(
  FAQ_PAGE,
  'the HTTP links send a File or Blob input as {}, and a file sent as a base64 string arrives byte for byte',
  async (t) => {
    const { server } = createHTTPServer({ router: echoRouter() });
    const base = await listenOnLoopback(t, server);
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 128]);
    const file = new File([bytes], 'avatar.png', { type: 'image/png' });
    // The page's toBase64, run from its block
    const { toBase64 } = runPageCode<{ toBase64: (file: Blob) => Promise<string> }>(FAQ_PAGE, ['toBase64']);
    for (const link of [httpLink({ url: base }), httpBatchLink({ url: base })]) {
      const client = createTRPCProxyClient<ReturnType<typeof echoRouter>>({ links: [link] });
      assert.deepEqual(await within(5000, 'echo of a File', client.echo.mutate(file)), {});
      assert.deepEqual(await within(5000, 'echo of a Blob', client.echo.mutate({ blob: new Blob(['x']) })), {
        blob: {},
      });

      const echoed = await within(5000, 'echo of base64', client.echo.mutate({ base64: await toBase64(file) }));
      const received = Buffer.from((echoed as { base64: string }).base64, 'base64');
      assert.deepEqual(new Uint8Array(received), bytes);
    }
  },
);

fact(
  FAQ_PAGE,
  "maxBodySize counts the body's characters, the Next.js adapter answers a body over 1 MB with 413, and the Fetch and AWS Lambda adapters have no body limit",
  async (t) => {
    // 60 two-byte characters: a JSON body of 62 characters and 122 bytes, under a limit of 100
    const { server } = createHTTPServer({ router: echoRouter(), maxBodySize: 100 });
    const base = await listenOnLoopback(t, server);
    const accents = 'é'.repeat(60);
    const answer = await within(
      5000,
      'answer to a body of 62 characters and 122 bytes',
      fetch(`${base}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(accents),
      }),
    );
    assert.equal(answer.status, 200, 'a body under maxBodySize in characters but over it in bytes should be answered');

    const next = createNextApiHandler({ router: echoRouter() });
    const nextBase = await listenOnLoopback(t, nextApiServer(next));
    const overOneMb = JSON.stringify('x'.repeat(1024 * 1024));
    const nextAnswer = await within(
      5000,
      'Next.js answer to a body over 1 MB',
      fetch(`${nextBase}/api/trpc/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: overOneMb,
      }),
    );
    assert.equal(nextAnswer.status, 413);

    const twoMb = JSON.stringify('x'.repeat(2 * 1024 * 1024));
    const fetchAnswer = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/trpc/echo', { method: 'POST', body: twoMb }),
      router: echoRouter(),
      createContext: () => ({}),
      // @ts-expect-error the Fetch adapter has no maxBodySize option
      maxBodySize: 100,
    });
    assert.equal(fetchAnswer.status, 200, 'the Fetch adapter should answer a body of 2 MB');
    // @ts-expect-error nor does the AWS Lambda adapter
    awsLambdaRequestHandler({ router: echoRouter(), maxBodySize: 100 });
  },
);
