/**
 * Independent audit EL (bench/audit-independent-2026-11-30el.md, tests/facts/README.md): the one wrong claim of
 * the drawn sentences, pinned as corrected.
 *
 *   node --import tsx --test tests/facts/audit-el.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fact, v9 } from './facts';
import { failingNextCall } from './v9NextFailCall';

/** The route parameters Next.js 12 (the 9.x package set's) finds for `pathname` in the pages route `page`. */
function nextParams(page: string, pathname: string): Record<string, string | string[]> {
  const { getRouteRegex } = v9('next/dist/shared/lib/router/utils/route-regex') as {
    getRouteRegex: (route: string) => unknown;
  };
  const { getRouteMatcher } = v9('next/dist/shared/lib/router/utils/route-matcher') as {
    getRouteMatcher: (regex: unknown) => (pathname: string) => Record<string, string | string[]> | false;
  };
  return getRouteMatcher(getRouteRegex(page))(pathname) || {};
}

const TRANSFORMERS_V9 = 'versioned_docs/version-9.x/server/data-transformers.md';

fact(
  TRANSFORMERS_V9,
  'the Next.js adapter sends its own plain-JSON 500 when req.query has no trpc value, not for every file other than [trpc].ts and [...trpc].ts: a [[...trpc]].ts route with a path answers through the transformer',
  async () => {
    const page = readFileSync(path.resolve(__dirname, '../..', TRANSFORMERS_V9), 'utf8');
    assert.doesNotMatch(page, /route file not named `\[trpc\]\.ts` or `\[\.\.\.trpc\]\.ts`/, 'the old wording');
    // Audit EP: the condition is `req.query` (route parameters and query string), see audit-ep.test.ts.
    assert.match(page, /when `req\.query` has no `trpc` value/);

    /** Calls the handler as Next.js does for a GET whose route parameters are `query`. */
    const call = failingNextCall();

    // pages/api/trpc/[[...trpc]].ts, called with a procedure path: tRPC handles it, through superjson
    const optional = await call(nextParams('/api/trpc/[[...trpc]]', '/api/trpc/fail'));
    assert.equal(optional.status, 404);
    assert.equal(optional.body.error.json?.message, 'gone', 'the error is in superjson envelope');

    // The same file called without a path, and a file whose parameter has another name: the adapter's own 500
    for (const query of [
      nextParams('/api/trpc/[[...trpc]]', '/api/trpc'),
      nextParams('/api/trpc/[path]', '/api/trpc/fail'),
    ]) {
      const own = await call(query);
      assert.equal(own.status, 500);
      assert.equal(own.body.error.json, undefined, 'no superjson envelope');
      assert.match(own.body.error.message ?? '', /Query "trpc" not found/);
    }
  },
);
