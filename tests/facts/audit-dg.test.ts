/**
 * Independent audit DG (bench/audit-independent-2026-11-30dg.md). The 9.x SSG page's comparison table listed when
 * a getStaticProps page fetches its data in production and left out Preview Mode, where Next.js 12 renders the
 * page (and so runs getStaticProps) on every request. The row now names it; this fact reads Next.js's choice of
 * cache key and the page's row.
 *
 *   node --import tsx --test tests/facts/audit-dg.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fact, v9 } from './facts';

const ssgPage = 'versioned_docs/version-9.x/nextjs/ssg.md';

/** The "When data is fetched" row of the page's SSG-or-SSR table. */
function whenFetchedRow(page: string): string {
  const row = page.split('\n').find((line) => line.startsWith('| When data is fetched |'));
  assert.ok(row, 'the page should have a "When data is fetched" row');
  return row;
}

fact(
  ssgPage,
  'in production Next.js 12 runs getStaticProps on every request in Preview Mode, and the SSG row says so',
  () => {
    // base-server.js of next 12.3: a null cache key means no stored HTML, so the page is rendered for this request.
    const source = readFileSync(v9.resolve('next/dist/server/base-server.js'), 'utf8');
    const cacheKey = /let ssgCacheKey = ([^;]*?)\?\s*null/.exec(source);
    assert.ok(cacheKey, 'base-server.js should choose ssgCacheKey, null meaning no cache');
    assert.match(cacheKey[1], /\bisPreviewMode\b/, 'Preview Mode should bypass the cache');
    const page = readFileSync(path.join(import.meta.dirname, '../..', ssgPage), 'utf8');
    const ssgCell = whenFetchedRow(page).split('|')[2];
    assert.match(ssgCell, /Preview Mode/, 'the SSG cell lists when data is fetched, so it must name Preview Mode');
  },
);
