/**
 * Independent audit ND (bench/audit-independent-2026-12-02nd.md): 37 drawn sentences and the census of one line. The
 * facts pin the claims the audit corrected, each run against the package set of the page's version on 127.0.0.1 at
 * ports the OS picks: the one route of the 9.x Fastify plugin (a path with a `/` and a long `:path` never reach tRPC,
 * Fastify 3 from src/samples/v9), `maxBodySize` and a character split between two chunks of the body (the Express
 * adapter of 9.27.4, the standalone handler of 10.12.0), and which later calls of a 9.x WebSocket client a `bigint`
 * input stalls.
 *
 *   node --import tsx --test tests/facts/audit-nd.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import type Fastify from '../../src/samples/v9/node_modules/fastify';
import type { FastifyPluginCallback } from '../../src/samples/v9/node_modules/fastify';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { catchUncaught, fact, listenOnLoopback, pageText, v10, v9, v9ExpressEcho, within } from './facts';

const FASTIFY = 'versioned_docs/version-9.x/server/fastify.md';
const EXPRESS = 'versioned_docs/version-9.x/server/express.md';
const FAQ = 'docs/further/faq.md';
const TRANSFORMERS = 'versioned_docs/version-9.x/server/data-transformers.md';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POSTs the bytes of `parts` as one JSON body to `url` over a raw socket, writing each part on its own with a pause
 * between them so that the server reads them as separate chunks; the response body, or `'dropped'` when the server
 * closed the connection without an answer.
 */
function postInChunks(url: string, parts: Buffer[]): Promise<string> {
  const { hostname, port, pathname } = new URL(url);
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  return within(
    5000,
    `the answer to a body in ${parts.length} chunks`,
    new Promise<string>((resolve) => {
      let answer = '';
      const socket = net.connect(Number(port), hostname, () => {
        void (async () => {
          socket.write(
            `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
              `Content-Length: ${length}\r\nConnection: close\r\n\r\n`,
          );
          for (const part of parts) {
            if (socket.destroyed) return;
            socket.write(part);
            await pause(100);
          }
        })();
      });
      socket.on('data', (data: Buffer) => (answer += data.toString('utf8')));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        const body = answer.split('\r\n\r\n')[1];
        resolve(body === undefined ? 'dropped' : body);
      });
    }),
  );
}

/** The JSON body `"aé"`: 4 UTF-16 code units, 5 bytes, and the same bytes cut inside the `é` (`c3 | a9`). */
const body = Buffer.from(JSON.stringify('aé'));
const whole = [body];
const splitInsideE = [body.subarray(0, 3), body.subarray(3)];

/**
 * What an `echo` mutation behind `limited` (served with `maxBodySize: 4`) and `open` (no limit) makes of `"aé"`, sent
 * whole and split inside the `é`: the whole body passes a limit of 4, the split one is dropped by it (the two halves
 * of the `é` count as two `�`) and, without a limit, reaches the procedure as `a��`.
 */
async function expectSplitCharacterCountedAndReplaced(
  limited: string,
  open: string,
  dataOf: (answer: string) => unknown,
): Promise<void> {
  assert.equal(JSON.stringify('aé').length, 4);
  assert.equal(dataOf(await postInChunks(limited, whole)), 'aé', 'the whole body is within a limit of 4');
  assert.equal(await postInChunks(limited, splitInsideE), 'dropped', 'split inside the é, it counts 5: over the limit');
  assert.equal(dataOf(await postInChunks(open, whole)), 'aé');
  assert.equal(dataOf(await postInChunks(open, splitInsideE)), 'a\uFFFD\uFFFD', 'the é reaches the procedure as ��');
}

fact(
  FASTIFY,
  "the plugin's one route, <prefix>/:path, answers queries and mutations, but a path that contains a / gets Fastify's 404, and so does a :path over maxParamLength (100 by default) until it is raised",
  async (t) => {
    const page = pageText(FASTIFY);
    assert.match(
      page,
      /it adds a route, `<prefix>\/:path`, that answers the queries \(`GET`\) and mutations \(`POST`\) of your router\. The procedure path, or the comma-joined paths of a batch, must fit in that one `:path` parameter: a path that contains a `\/` never reaches tRPC from the tRPC client, which sends the `\/` as it is \(Fastify answers `404`; only a hand-written URL that encodes it as `%2F` gets through, decoded\), and neither does a `:path` longer than Fastify's `maxParamLength` \(100 characters by default, which a batch easily exceeds\) unless you raise it as step 3 does/,
    );
    assert.doesNotMatch(page, /answers every query \(`GET`\) and mutation \(`POST`\)/);

    const fastify = v9('fastify') as typeof Fastify;
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { fastifyTRPCPlugin } = v9('./node_modules/@trpc/server/adapters/fastify') as {
      fastifyTRPCPlugin: FastifyPluginCallback<{ prefix: string; trpcOptions: { router: unknown } }>;
    };
    const router = trpc
      .router()
      .query('hello', { resolve: () => 'hello' })
      .query('files/list', { resolve: () => ['a.txt'] })
      .mutation('add', { input: (value: unknown) => Number(value), resolve: ({ input }) => input + 1 });
    const start = async (options: { maxParamLength?: number }) => {
      const app = fastify(options);
      t.after(() => app.close());
      await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
      await within(5000, 'listening Fastify server', app.listen(0, '127.0.0.1'));
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;
    };
    const answer = async (url: string, init?: RequestInit) => {
      const response = await within(5000, `the answer to ${url}`, fetch(url, init));
      const json = (await response.json()) as { result?: { data: unknown }; message?: string };
      return { status: response.status, data: json.result?.data, message: json.message };
    };

    const base = await start({});
    assert.deepEqual(await answer(`${base}/hello`), { status: 200, data: 'hello', message: undefined });
    const posted = await answer(`${base}/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '1',
    });
    assert.deepEqual(posted, { status: 200, data: 2, message: undefined });

    // A procedure whose path holds a `/`: Fastify's own 404, tRPC never runs.
    const slash = await answer(`${base}/files/list`);
    assert.equal(slash.status, 404);
    assert.equal(slash.message, 'Route GET:/trpc/files/list not found');

    // A batch of 20 calls puts 119 characters into :path: over the default maxParamLength of 100.
    const batch = `/${Array.from({ length: 20 }, () => 'hello').join(',')}?batch=1&input=%7B%7D`;
    assert.equal((await answer(`${base}${batch}`)).status, 404);
    const raised = await start({ maxParamLength: 5000 });
    assert.equal((await answer(`${raised}${batch}`)).status, 200);
  },
);

fact(
  EXPRESS,
  'maxBodySize counts the body chunk by chunk: an é split between two chunks counts as two � and reaches the procedure as them (9.27.4, Express adapter)',
  async (t) => {
    const page = pageText(EXPRESS);
    assert.match(
      page,
      /count as one each, `😀` as two; a character split between two chunks counts as more, see \[Pitfalls\]\(#pitfalls\)\)\. No limit by default\./,
    );
    assert.match(
      page,
      /a character of several bytes, such as `é`, that falls across two chunks reaches your resolver as two or more replacement characters \(`U\+FFFD`\), in a body under the limit too, and counts as those toward `maxBodySize`\./,
    );

    const base = await v9ExpressEcho(t, { limited: 4, open: undefined });
    await expectSplitCharacterCountedAndReplaced(
      `${base}/limited/echo`,
      `${base}/open/echo`,
      (answer) => (JSON.parse(answer) as { result: { data: unknown } }).result.data,
    );
  },
);

fact(
  FAQ,
  "maxBodySize counts the body chunk by chunk: an é split between two chunks counts, and arrives, as two � (10.12.0's standalone handler)",
  async (t) => {
    const page = pageText(FAQ);
    assert.match(
      page,
      /tRPC's `maxBodySize` option, in UTF-16 code units of the decoded body \(not bytes; a character split between two chunks of the body counts, and arrives, as two or more `�`\); none by default\./,
    );

    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const trpc = initTRPC.create();
    const router = trpc.router({
      echo: trpc.procedure.input((value: unknown) => String(value)).mutation(({ input }) => input),
    });
    const limited = createHTTPHandler({ router, maxBodySize: 4 });
    const open = createHTTPHandler({ router });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        const [, prefix, ...rest] = (req.url ?? '/').split('/');
        req.url = `/${rest.join('/')}`;
        void (prefix === 'limited' ? limited : open)(req, res);
      }),
    );
    await expectSplitCharacterCountedAndReplaced(
      `${base}/limited/echo`,
      `${base}/open/echo`,
      (answer) => (JSON.parse(answer) as { result: { data: unknown } }).result.data,
    );
  },
);

/** A call's value, or `'pending'` when it has not settled after `ms`. */
function outcome(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([
    promise.then(
      (data) => ({ data }),
      (error: Error) => ({ error: error.message }),
    ),
    pause(ms).then(() => 'pending'),
  ]);
}

fact(
  TRANSFORMERS,
  'a bigint input over wsLink stalls the client\'s later calls only when other calls wait to be sent with it (same tick, or queued while the socket connects); sent alone, only its own call waits; the waiting calls fail with "WebSocket closed prematurely" only when the connection closes',
  async (t) => {
    const page = pageText(TRANSFORMERS);
    assert.match(
      page,
      /and every later call of that client waits too\. That last part holds when other calls wait to be sent with the `bigint` input \(made in the same tick, or queued while the socket is connecting\): sent on its own, the input's message is dropped, its call still waits, and the client's later calls go through\. The waiting calls fail with "WebSocket closed prematurely" only when the connection closes\./,
    );

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { createWSClient, wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;
    const { WebSocketServer, WebSocket } = v9('ws') as typeof WS;
    const router = trpc
      .router()
      .query('ok', { resolve: () => 'ok' })
      .query('echo', { input: (value: unknown) => value as bigint, resolve: ({ input }) => typeof input });
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    applyWSSHandler({ wss, router });
    await within(2000, 'listening', new Promise<void>((resolve) => wss.once('listening', () => resolve())));
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    const wsClients: ReturnType<typeof createWSClient>[] = [];
    const connect = () => {
      const wsClient = createWSClient({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
      wsClients.push(wsClient);
      return { wsClient, client: createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] }) };
    };
    t.after(() => {
      for (const c of wsClients) c.close();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const caught = catchUncaught(t);

    // Alone: the open socket sends nothing for it, its call never settles, the client's later calls go through.
    const alone = connect().client;
    assert.deepEqual(await outcome(alone.query('ok'), 2000), { data: 'ok' });
    assert.equal(await outcome(alone.query('echo', 1n), 500), 'pending');
    assert.deepEqual(await outcome(alone.query('ok'), 2000), { data: 'ok' });
    assert.deepEqual(await outcome(alone.query('ok'), 2000), { data: 'ok' });
    assert.equal(caught.length, 1, 'the send timer threw once');
    assert.equal((caught[0] as Error).message, 'Do not know how to serialize a BigInt');

    // Queued while the socket connects, a tick apart: both calls and every later one never settle.
    const queued = connect();
    const withBigInput = outcome(queued.client.query('echo', 1n), 500);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(queued.wsClient.getConnection().readyState, WebSocket.CONNECTING);
    const nextTick = outcome(queued.client.query('ok'), 500);
    assert.deepEqual([await withBigInput, await nextTick], ['pending', 'pending']);
    assert.equal(await outcome(queued.client.query('ok'), 500), 'pending');

    // Closed from the server: every waiting call, the lone bigint call too, fails then and only then.
    const lone = connect().client;
    assert.deepEqual(await outcome(lone.query('ok'), 2000), { data: 'ok' });
    const waiting = [lone.query('echo', 1n), queued.client.query('ok')];
    assert.deepEqual(await Promise.all(waiting.map((call) => outcome(call, 300))), ['pending', 'pending']);
    for (const socket of wss.clients) socket.terminate();
    const closed = { error: 'WebSocket closed prematurely' };
    assert.deepEqual(await Promise.all(waiting.map((call) => outcome(call, 2000))), [closed, closed]);
  },
);
