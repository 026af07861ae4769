/**
 * Independent audit HW (bench/audit-independent-2026-11-30hw.md): a census of the latest fixes. Each fact runs the
 * packages of the page's version from src/samples (here @trpc/server 10.12.0) on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-hw.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ServerV10 from '@trpc/server';
import type * as StandaloneV10 from '@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';

const page = 'docs/server/error-handling.md';

/** Sends `method` to `url` with `body`; resolves the status code, or 'closed' when the server drops the socket. */
function send(url: string, method: string, body: string): Promise<number | 'closed'> {
  return within(
    5000,
    `${method} ${url}`,
    new Promise((resolve) => {
      const req = http.request(url, { method }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve('closed'));
      req.end(body);
    }),
  );
}

fact(
  page,
  'a method other than GET, POST and HEAD whose body exceeds maxBodySize gets PAYLOAD_TOO_LARGE, before the batch and method checks',
  async (t) => {
    const text = pageText(page);
    assert.match(
      text,
      /unless the request fails an earlier check: a body over `maxBodySize` gives `PAYLOAD_TOO_LARGE`, and, with batching off, a non-empty `batch` parameter in the URL gives `INTERNAL_SERVER_ERROR` \|/,
    );
    assert.match(
      text,
      /`METHOD_NOT_SUPPORTED`, unless the body exceeds `maxBodySize` \(then `PAYLOAD_TOO_LARGE`, as in the next row\) or batching is off/,
    );
    // The old rows named the refused batch as the only exception, and as the check that comes first.
    assert.doesNotMatch(text, /that request fails with `INTERNAL_SERVER_ERROR` first/);
    assert.doesNotMatch(text, /\| `METHOD_NOT_SUPPORTED`, unless batching is off/);

    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const tr = initTRPC.create();
    const router = tr.router({ hi: tr.procedure.query(() => 'hi') });
    const codes: string[] = [];
    const big = 'x'.repeat(100);

    for (const enabled of [true, false]) {
      const handler = createHTTPHandler({
        router,
        maxBodySize: 10,
        batching: { enabled },
        onError: ({ error }) => void codes.push(error.code),
      });
      const base = await listenOnLoopback(
        t,
        http.createServer((req, res) => void handler(req, res)),
      );
      codes.length = 0;
      // A small PUT: the method check answers.
      assert.equal(await send(`${base}/hi`, 'PUT', 'x'), 405);
      assert.deepEqual(codes, ['METHOD_NOT_SUPPORTED']);
      // A PUT over maxBodySize: PAYLOAD_TOO_LARGE, and the connection is closed.
      codes.length = 0;
      assert.equal(await send(`${base}/hi`, 'PUT', big), 'closed');
      assert.deepEqual(codes, ['PAYLOAD_TOO_LARGE']);
      // With a batch parameter too, and batching off: still PAYLOAD_TOO_LARGE, not INTERNAL_SERVER_ERROR.
      codes.length = 0;
      assert.equal(await send(`${base}/hi?batch=1`, 'PUT', big), 'closed');
      assert.deepEqual(codes, ['PAYLOAD_TOO_LARGE']);
      if (!enabled) {
        // A small PUT with a batch parameter and batching off: the refused batch comes before the method check.
        codes.length = 0;
        assert.equal(await send(`${base}/hi?batch=1`, 'PUT', 'x'), 500);
        assert.deepEqual(codes, ['INTERNAL_SERVER_ERROR']);
      }
    }
  },
);
