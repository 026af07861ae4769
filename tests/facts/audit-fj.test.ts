/**
 * Independent audit FJ (bench/audit-independent-2026-11-30fj.md): the wrong claim found in a random draw of the
 * docs' sentences, pinned as corrected. The fact runs @trpc/server 9.27.4 from src/samples/v9 with its standalone
 * adapter on 127.0.0.1 (a port the OS picks).
 *
 *   node --import tsx --test tests/facts/audit-fj.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v9, within } from './facts';

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'a thrown value that is not a TRPCError becomes the cause of the INTERNAL_SERVER_ERROR, except a thrown null, which leaves cause undefined',
  async (t) => {
    const page = pageText('versioned_docs/version-9.x/server/error-handling.md');
    assert.doesNotMatch(page, /The original value becomes `cause`\. /, 'the old claim, with no exception');
    assert.match(page, /The original value becomes `cause` \(`undefined` for a thrown `null`\)\./);

    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const thrown: Record<string, unknown> = { nul: null, str: 'boom', obj: { message: 'm' }, num: 7 };
    let router: ServerV9.AnyRouter = trpc.router();
    for (const [name, value] of Object.entries(thrown)) {
      router = router.query(name, {
        resolve() {
          throw value;
        },
      });
    }

    const seen = new Map<string, ServerV9.TRPCError>();
    const handler = createHTTPHandler({
      router,
      createContext: () => ({}),
      onError: ({ error, path: name }) => void seen.set(name ?? '', error),
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    for (const name of Object.keys(thrown)) {
      const response = await within(5000, name, fetch(`${base}/${name}`));
      assert.equal(response.status, 500, name);
      await response.text();
    }

    for (const [name, value] of Object.entries(thrown)) {
      const error = seen.get(name);
      assert.equal(error?.code, 'INTERNAL_SERVER_ERROR', name);
      // the old claim: every other value is kept as `cause`; a thrown null is the exception
      if (value === null) assert.equal(error.cause, undefined, 'a thrown null');
      else assert.equal(error.cause, value, name);
    }
  },
);
