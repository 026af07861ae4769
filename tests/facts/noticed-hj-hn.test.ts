/**
 * Edges the auditors HJ to HN noticed on 9.x pages not theirs, pinned as the pages now say, each run against
 * @trpc/* 9.27.4 from src/samples/v9 on 127.0.0.1: the refused batch that fails before the method check (HN found it
 * on the 10.x page), and the WebSocket messages that never reach `onError` (HM found the 10.x adapter's `id` check).
 *
 *   node --import tsx --test tests/facts/noticed-hj-hn.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import { fact, listenOnLoopback, pageText, until, v9, within } from './facts';
import { startWsServerV9 } from './wsServerV9';

const trpc = v9('@trpc/server') as typeof ServerV9;
const appRouter = trpc
  .router()
  .query('hello', { resolve: () => 'hi' })
  .mutation('fail', {
    resolve: () => {
      throw new trpc.TRPCError({ code: 'FORBIDDEN' });
    },
  });

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'a PUT fails an earlier check before the method check: a body over maxBodySize (PAYLOAD_TOO_LARGE, connection closed) and, with batching off, a non-empty batch parameter (INTERNAL_SERVER_ERROR); otherwise METHOD_NOT_SUPPORTED',
  async (t) => {
    const page = pageText('versioned_docs/version-9.x/server/error-handling.md');
    assert.match(
      page,
      /Not for `HEAD`, which gets an empty `204`, nor for a request that fails an earlier check: a body over `maxBodySize` \(`PAYLOAD_TOO_LARGE`, see below\) or, with batching turned off, a URL with a non-empty `batch` parameter \(`INTERNAL_SERVER_ERROR`\)\./,
    );
    const earlierCheck =
      /unless an earlier check fails it: a body over the adapter's `maxBodySize` \(`PAYLOAD_TOO_LARGE`, and the adapter closes the connection\) or, with batching turned off, a `batch` parameter in the URL \(any non-empty value\), which answers `500`/;
    assert.match(pageText('versioned_docs/version-9.x/further/rpc.md'), earlierCheck);
    assert.match(pageText('docs/further/rpc.md'), earlierCheck);

    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const codes: string[] = [];
    const handler = createHTTPHandler({
      router: appRouter,
      createContext: () => ({}),
      batching: { enabled: false },
      maxBodySize: 10,
      onError: ({ error }) => void codes.push(error.code),
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const answer = async (query: string) => {
      const response = await within(5000, `PUT /hello${query}`, fetch(`${base}/hello${query}`, { method: 'PUT' }));
      const body = (await response.json()) as { error: { data: { code: string } } };
      return [response.status, body.error.data.code];
    };
    assert.deepEqual(await answer('?batch=1'), [500, 'INTERNAL_SERVER_ERROR']);
    assert.deepEqual(await answer(''), [405, 'METHOD_NOT_SUPPORTED']);
    assert.deepEqual(await answer('?batch='), [405, 'METHOD_NOT_SUPPORTED']);
    assert.deepEqual(codes, ['INTERNAL_SERVER_ERROR', 'METHOD_NOT_SUPPORTED', 'METHOD_NOT_SUPPORTED']);

    // A body over maxBodySize is refused before either check: the connection is closed, onError sees the code.
    for (const query of ['', '?batch=1']) {
      const sent = fetch(`${base}/hello${query}`, { method: 'PUT', body: 'x'.repeat(100) });
      await within(
        5000,
        `PUT /hello${query} with a long body`,
        sent.then(
          () => assert.fail('answered'),
          () => {},
        ),
      );
    }
    assert.deepEqual(codes.slice(3), ['PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE']);
  },
);

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'on WebSockets, an unknown method, a path that is not a string and id: null get PARSE_ERROR with id null and no onError; a call without an id runs, is answered without one, and its error reaches onError',
  async (t) => {
    const errorHandling = pageText('versioned_docs/version-9.x/server/error-handling.md');
    assert.match(
      errorHandling,
      /a message that is not valid JSON or that the server cannot read as calls: an unknown `method`, a `path` that is not a string, or an `id` of `null` \(\[Subscriptions\]\([^)]*\)\)\. A call without an `id` is still run, and its errors do reach `onError`\./,
    );
    const fastify = pageText('versioned_docs/version-9.x/server/fastify.md');
    assert.match(
      fastify,
      /a message that is not valid JSON or that the server cannot read as calls, such as one with an unknown `method` or `id: null`, and a synchronous throw in `createContext`/,
    );
    for (const page of [errorHandling, fastify]) assert.doesNotMatch(page, /not a well-formed call/);

    const reported: string[] = [];
    const { url } = await startWsServerV9(t, appRouter, {
      createContext: () => ({}),
      onError: ({ error, path }) => void reported.push(`${path ?? '-'} ${error.code}`),
    });
    const { WebSocket } = v9('ws') as typeof WS;
    const socket = new WebSocket(url);
    t.after(() => socket.terminate());
    const received: unknown[] = [];
    socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString())));
    await within(5000, 'socket open', new Promise((resolve) => socket.once('open', resolve)));
    const answerTo = async (message: unknown) => {
      const before = received.length;
      socket.send(JSON.stringify(message));
      await until(5000, `an answer to ${JSON.stringify(message)}`, () => received.length > before);
      return received[received.length - 1] as { id?: unknown; error?: { data: { code: string } } };
    };

    for (const unreadable of [
      { id: 1, method: 'purge', params: { path: 'hello' } },
      { id: 2, method: 'query', params: { path: 42 } },
      { id: null, method: 'query', params: { path: 'hello' } },
    ]) {
      const answer = await answerTo(unreadable);
      assert.equal(answer.id, null, JSON.stringify(unreadable));
      assert.equal(answer.error?.data.code, 'PARSE_ERROR', JSON.stringify(unreadable));
    }
    assert.deepEqual(reported, [], 'onError saw none of the unreadable messages');

    const withoutId = await answerTo({ method: 'mutation', params: { path: 'fail' } });
    assert.equal('id' in withoutId, false, 'the answer to a call without an id has none');
    assert.equal(withoutId.error?.data.code, 'FORBIDDEN');
    assert.deepEqual(reported, ['fail FORBIDDEN']);
  },
);
