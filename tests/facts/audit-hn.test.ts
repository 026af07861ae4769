/**
 * Independent audit HN (bench/audit-independent-2026-11-30hn.md): 64 drawn sentences. Each fact runs the packages
 * of the page's version from src/samples (here @trpc/server 10.12.0) on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-hn.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ServerV10 from '@trpc/server';
import type * as StandaloneV10 from '@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';

const page = 'docs/server/error-handling.md';

fact(
  page,
  'a method other than GET, POST and HEAD gets METHOD_NOT_SUPPORTED, unless batching is off and the URL has a non-empty batch parameter (INTERNAL_SERVER_ERROR first)',
  async (t) => {
    const text = pageText(page);
    // The error code table and the "Errors tRPC throws for you" table both name the exception now.
    assert.match(
      text,
      /any method but `GET`, `POST` and `HEAD` that reaches an adapter \(under Fastify, only the methods Fastify routes reach it\), unless the request fails an earlier check: a body over `maxBodySize` gives `PAYLOAD_TOO_LARGE`, and, with batching off, a non-empty `batch` parameter in the URL gives `INTERNAL_SERVER_ERROR` \|/,
    );
    assert.match(
      text,
      /`METHOD_NOT_SUPPORTED`, unless the body exceeds `maxBodySize` \(then `PAYLOAD_TOO_LARGE`, as in the next row\) or batching is off and the URL has a non-empty `batch` parameter \(then `INTERNAL_SERVER_ERROR`, as for a refused batch below\)\./,
    );
    // The old rows stated the method rule without the exception.
    assert.doesNotMatch(text, /Fastify routes reach it\) \|/);
    assert.doesNotMatch(text, /or `HEAD` \(answered with an empty `204`\) \| `METHOD_NOT_SUPPORTED`\. /);

    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const tr = initTRPC.create();
    const router = tr.router({ hello: tr.procedure.query(() => 'hi') });

    async function codeOf(base: string, method: string, url: string): Promise<[number, string | undefined]> {
      const res = await within(5000, `${method} ${url}`, fetch(base + url, { method }));
      const body = (await within(5000, 'response body', res.json())) as { error?: { data?: { code?: string } } };
      return [res.status, body.error?.data?.code];
    }

    for (const enabled of [true, false]) {
      const handler = createHTTPHandler({ router, batching: { enabled }, createContext: () => ({}) });
      const base = await listenOnLoopback(
        t,
        http.createServer((req, res) => void handler(req, res)),
      );
      for (const method of ['PUT', 'DELETE', 'OPTIONS']) {
        assert.deepEqual(await codeOf(base, method, '/hello'), [405, 'METHOD_NOT_SUPPORTED']);
        // With a batch parameter, the method check wins only while batching is on.
        assert.deepEqual(
          await codeOf(base, method, '/hello?batch=1'),
          enabled ? [405, 'METHOD_NOT_SUPPORTED'] : [500, 'INTERNAL_SERVER_ERROR'],
          `${method} ?batch=1, batching ${enabled ? 'on' : 'off'}`,
        );
      }
      // An empty `batch` parameter does not make a batch call: the method check answers.
      assert.deepEqual(await codeOf(base, 'PUT', '/hello?batch='), [405, 'METHOD_NOT_SUPPORTED']);
      // A HEAD request is answered with an empty 204 either way.
      const head = await within(5000, 'HEAD', fetch(`${base}/hello?batch=1`, { method: 'HEAD' }));
      assert.equal(head.status, 204);
    }
  },
);
