/**
 * Independent audit JB (bench/audit-independent-2026-12-01jb.md): a census of the latest fixes on the RPC page
 * (10.12.0), useContext (10.12.0) and the 9.x Express, Fastify and error-handling pages. Each fact runs the packages
 * of the page's version from src/samples on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-jb.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapterV10 from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import type Fastify3 from '../../src/samples/v9/node_modules/fastify';
import { expectLongBodyDropped, fact, listenOnLoopback, pageText, v10, v9, within } from './facts';

type Plugin = (instance: unknown, opts: unknown, done: (error?: Error) => void) => void;

/** Makes a version's Express middleware for the fact's router with `maxBodySize`, reporting each error's code. */
type MakeMiddleware = (maxBodySize: number, report: (code: string) => void) => Express.RequestHandler;

/**
 * An Express app with the middleware behind express.json() at `/parsed` (maxBodySize 10) and alone at `/raw`
 * (maxBodySize 100); the codes `/parsed` reported, and a promise of the first code `/raw` reported.
 */
function parsedAndRawApp(
  express: typeof Express,
  middleware: MakeMiddleware,
): { app: Express.Express; codes: string[]; dropped: Promise<string> } {
  const codes: string[] = [];
  const app = express();
  app.use('/parsed', express.json());
  app.use(
    '/parsed',
    middleware(10, (code) => codes.push(code)),
  );
  let reported: (code: string) => void = () => {};
  const dropped = new Promise<string>((resolve) => (reported = resolve));
  app.use(
    '/raw',
    middleware(100, (code) => reported(code)),
  );
  return { app, codes, dropped };
}

/** POSTs `body` with `contentType` to the mutation `echo` under `base`; the status and the parsed answer. */
async function postRaw(base: string, contentType: string, body: string): Promise<{ status: number; json: unknown }> {
  const response = await within(
    5000,
    'answer to a long body',
    fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': contentType }, body }),
  );
  return { status: response.status, json: await within(5000, 'answer body', response.json()) };
}

fact(
  'docs/further/rpc.md',
  '10.12.0: maxBodySize applies only when the Node.js adapter reads the body; express.json() in front sets req.body for every request, also a text/plain one it does not parse, so no length is checked',
  async (t) => {
    const page = pageText('docs/further/rpc.md');
    assert.match(
      page,
      /The limit applies only when the adapter reads the body itself: when something in front has already set `req\.body`, as `express\.json\(\)` does for every request, even one whose body it does not parse, the adapter uses that value and checks no length\./,
    );
    assert.doesNotMatch(page, /unless a body parser such as `express\.json\(\)` read the body first/);

    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapterV10;
    const express = v10('express') as typeof Express;
    const tr = initTRPC.create();
    const router = tr.router({ echo: tr.procedure.input((value: unknown) => value).mutation(({ input }) => input) });
    const { app, codes, dropped } = parsedAndRawApp(express, (maxBodySize, report) =>
      createExpressMiddleware({ router, maxBodySize, onError: ({ error }) => report(error.code) }),
    );
    const base = await listenOnLoopback(t, http.createServer(app));

    // express.json() parsed a JSON body of over 1,000 characters: answered, no PAYLOAD_TOO_LARGE.
    const json = await postRaw(`${base}/parsed`, 'application/json', JSON.stringify({ text: 'x'.repeat(1000) }));
    assert.equal(json.status, 200);
    assert.deepEqual(json.json, { result: { data: { text: 'x'.repeat(1000) } } });
    // A text/plain body that express.json() did not read (the old wording's "did not read the body first"):
    // the limit is still not applied, and the procedure gets express.json()'s `{}`.
    const plain = await postRaw(`${base}/parsed`, 'text/plain', 'y'.repeat(1000));
    assert.equal(plain.status, 200);
    assert.deepEqual(plain.json, { result: { data: {} } });
    assert.deepEqual(codes, []);
    // Without a parser in front, the adapter reads the body and drops the connection.
    await expectLongBodyDropped(`${base}/raw`, dropped);
  },
);

fact(
  'versioned_docs/version-9.x/server/express.md',
  '9.27.4: behind express.json() a body longer than maxBodySize is answered (the limit does not apply); without a parser in front the connection is dropped',
  async (t) => {
    const page = pageText('versioned_docs/version-9.x/server/express.md');
    assert.match(page, /A longer body gets no HTTP response, unless a body parser runs first \(below the table\)\. \|/);
    assert.match(
      page,
      /This holds only when the adapter reads the body itself: behind a body parser such as `express\.json\(\)`, which sets `req\.body`, the adapter uses that value and `maxBodySize` does not apply \(\[Pitfalls\]\(#pitfalls\)\)\./,
    );
    assert.doesNotMatch(page, /A longer body gets no HTTP response \(below the table\)/);

    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const express = v9('express') as typeof Express;
    const router = trpc
      .router()
      .mutation('echo', { input: (value: unknown) => value as object, resolve: ({ input }) => input });
    const { app, codes, dropped } = parsedAndRawApp(express, (maxBodySize, report) =>
      createExpressMiddleware({ router, maxBodySize, onError: ({ error }) => report(error.code) }),
    );
    const base = await listenOnLoopback(t, http.createServer(app));

    const json = await postRaw(`${base}/parsed`, 'application/json', JSON.stringify({ text: 'x'.repeat(1000) }));
    assert.equal(json.status, 200);
    assert.deepEqual(json.json, { id: null, result: { type: 'data', data: { text: 'x'.repeat(1000) } } });
    assert.deepEqual(codes, []);
    await expectLongBodyDropped(`${base}/raw`, dropped);
  },
);

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  "9.27.4 on Fastify 3: DELETE, PATCH, PUT and OPTIONS get METHOD_NOT_SUPPORTED (405), HEAD an empty 204, PURGE Fastify's own 404",
  async (t) => {
    const page = pageText('versioned_docs/version-9.x/server/error-handling.md');
    assert.match(
      page,
      /on Fastify 3: `DELETE`, `PATCH`, `PUT` and `OPTIONS`\); Fastify answers others, such as `PURGE`, with its own `404`/,
    );

    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as { fastifyTRPCPlugin: Plugin };
    const router = trpc.router().query('hello', { resolve: () => 'hi' });
    const codes: string[] = [];
    const app = (v9('fastify') as typeof Fastify3)();
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: { router, onError: ({ error }: { error: { code: string } }) => codes.push(error.code) },
    });
    t.after(() => void app.close());
    await within(5000, 'listening Fastify server', app.listen(0, '127.0.0.1'));
    const port = (app.server.address() as AddressInfo).port;
    /** The status and body of a `method` request to the query `hello`, sent with node:http (fetch refuses some methods). */
    const send = (method: string) =>
      within(
        5000,
        `${method} answer`,
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, method, path: '/trpc/hello' }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on('error', reject);
          req.end();
        }),
      );
    for (const method of ['DELETE', 'PATCH', 'PUT', 'OPTIONS']) {
      const answer = await send(method);
      assert.equal(answer.status, 405, method);
      assert.match(answer.body, /METHOD_NOT_SUPPORTED/, method);
    }
    assert.deepEqual(codes, [
      'METHOD_NOT_SUPPORTED',
      'METHOD_NOT_SUPPORTED',
      'METHOD_NOT_SUPPORTED',
      'METHOD_NOT_SUPPORTED',
    ]);
    assert.deepEqual(await send('HEAD'), { status: 204, body: '' });
    const purge = await send('PURGE');
    assert.equal(purge.status, 404);
    assert.doesNotMatch(purge.body, /METHOD_NOT_SUPPORTED/);
    assert.equal(codes.length, 4);
  },
);

fact(
  'versioned_docs/version-9.x/server/fastify.md',
  "9.27.4 with useWSS on Fastify 3 answers messages on a WebSocket route of the app's own, without onError for a message that is not JSON; onError gets the Fastify request over HTTP and is not called for 413, 415 or a path over maxParamLength",
  async (t) => {
    const page = pageText('versioned_docs/version-9.x/server/fastify.md');
    assert.match(page, /on a WebSocket route of your own \(say `\/chat`\), tRPC answers the messages too/);
    assert.match(
      page,
      /a body over `bodyLimit`: 413, a `content-type` it has no parser for: 415, a path over `maxParamLength`: 404/,
    );

    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as { fastifyTRPCPlugin: Plugin };
    const websocket = v9('@fastify/websocket') as Plugin;
    const { WebSocket } = v9('ws') as typeof WS;
    const router = trpc.router().query('hello', {
      resolve: () => {
        throw new trpc.TRPCError({ code: 'NOT_FOUND' });
      },
    });
    const seen: { code: string; fastifyRequest: boolean }[] = [];
    const app = (v9('fastify') as typeof Fastify3)({ bodyLimit: 100 });
    await app.register(websocket);
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      useWSS: true,
      trpcOptions: {
        router,
        onError: ({ error, req }: { error: { code: string }; req: object }) =>
          seen.push({ code: error.code, fastifyRequest: 'raw' in req }),
      },
    });
    const chat = app as unknown as {
      get: (path: string, opts: object, handler: (conn: { socket: WS.WebSocket }) => void) => void;
    };
    chat.get('/chat', { websocket: true }, ({ socket }) =>
      socket.on('message', (m: Buffer) => socket.send(`echo ${m.toString('utf8')}`)),
    );
    t.after(() => void app.close());
    await within(5000, 'listening Fastify server', app.listen(0, '127.0.0.1'));
    const origin = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // A WebSocket on /chat: tRPC answers the message too, with PARSE_ERROR, and onError is not called.
    const socket = new WebSocket(`ws://${origin}/chat`);
    t.after(() => socket.terminate());
    await within(5000, 'open /chat socket', new Promise((resolve) => socket.once('open', resolve)));
    const replies: string[] = [];
    const both = new Promise<void>((resolve) =>
      socket.on('message', (m: Buffer) => {
        replies.push(m.toString('utf8'));
        if (replies.length === 2) resolve();
      }),
    );
    socket.send('hello');
    await within(5000, 'two replies on /chat', both);
    assert.ok(replies.includes('echo hello'));
    assert.ok(
      replies.some((r) => /"code":-32700/.test(r) && /PARSE_ERROR/.test(r)),
      replies.join(' | '),
    );
    assert.deepEqual(seen, []);

    // HTTP: onError with the Fastify request for an error tRPC answers.
    const notFound = await within(5000, 'query', fetch(`http://${origin}/trpc/hello`));
    assert.equal(notFound.status, 404);
    assert.deepEqual(seen, [{ code: 'NOT_FOUND', fastifyRequest: true }]);
    // Requests Fastify rejects before the route: no onError.
    const tooLong = await within(
      5000,
      'long body',
      fetch(`http://${origin}/trpc/hello`, { method: 'POST', body: 'x'.repeat(1000) }),
    );
    assert.equal(tooLong.status, 413);
    const unknownType = await within(
      5000,
      'xml body',
      fetch(`http://${origin}/trpc/hello`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: '<a/>',
      }),
    );
    assert.equal(unknownType.status, 415);
    const longPath = await within(5000, 'long path', fetch(`http://${origin}/trpc/${'a'.repeat(101)}`));
    assert.equal(longPath.status, 404);
    assert.doesNotMatch(await longPath.text(), /NOT_FOUND"|-32004/);
    assert.equal(seen.length, 1);
  },
);
