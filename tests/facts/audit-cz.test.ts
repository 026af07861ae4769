/**
 * Independent audit CZ (bench/audit-independent-2026-11-30cz.md, tests/facts/README.md): a drawn sentence that
 * the audit found narrower than the installed packages, pinned as corrected.
 *
 *   node --import tsx --test tests/facts/audit-cz.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fact, v9, within } from './facts';
import type { NextBuildUtils } from './nextBuildUtils';

const ssgPage = 'versioned_docs/version-9.x/nextjs/ssg.md';

/** The row of the page's "SSG or SSR?" table that says when a static page's data is fetched. */
function whenFetchedRow(): string {
  const markdown = fs.readFileSync(path.join(__dirname, '..', '..', ssgPage), 'utf8');
  const row = markdown.split('\n').find((line) => line.startsWith('| When data is fetched |'));
  assert.ok(row, 'the table row is on the page');
  return row;
}

fact(
  ssgPage,
  "static data is fetched at build time, on revalidation, or on a fallback path's first request, not only at build time or on revalidation",
  async () => {
    const { buildStaticPaths } = v9('next/dist/build/utils') as NextBuildUtils;
    // The page's own getStaticPaths: the recipes known at build time, and `fallback: 'blocking'` for the rest.
    const built = await within(
      5000,
      'buildStaticPaths',
      buildStaticPaths({
        page: '/recipes/[slug]',
        getStaticPaths: () => Promise.resolve({ paths: [{ params: { slug: 'soup' } }], fallback: 'blocking' }),
        configFileName: 'next.config.js',
      }),
    );
    // A recipe added after the build is not among the prerendered paths: its getStaticProps (and the
    // procedure calls in it) first runs when someone requests it, which is neither the build nor a revalidation.
    assert.deepEqual(built.paths, ['/recipes/soup']);
    assert.equal(built.fallback, 'blocking');
    assert.match(whenFetchedRow(), /first request of a `fallback` path/);
  },
);
