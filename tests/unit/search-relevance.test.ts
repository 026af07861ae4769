import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { askOurs, loadQueries, summarize } from '../../scripts/bench-relevance.mjs';
import { createLocalSearchClient } from '../../src/plugins/search/client/localClient';

/**
 * The relevance floor: the local search over the queries of bench/search-queries.json, as the
 * modal asks it, on the index of the build in SEARCH_BUILD_DIR. Each floor sits just below what
 * `npm run bench` measured (bench/search.json), so a ranking change that makes search worse fails
 * here. It needs a build made with the current index builder, so it runs only when told where
 * (`npm run test:relevance`, on build/); the unit tests' lane, which sets no SEARCH_BUILD_DIR, leaves it out.
 * A build without an index fails.
 */
const buildDir = process.env.SEARCH_BUILD_DIR && path.resolve(process.env.SEARCH_BUILD_DIR);
const skip = !buildDir && 'not in this lane: `npm run test:relevance` checks the relevance floor on a build';

/**
 * Overall and per category; a category's floor is lower, as it has fewer queries. Lowered when the
 * table of synonyms written from these queries was removed (issue #44): vocabulary lost what the
 * table had given it (cancel, authentication, serialize, combine, dev); the pages' descriptions and
 * link texts won part of it back. Lowered again each time a held-out set (questions search had
 * never been tuned to) joined the set once its misses were read: the first (65 queries) made 134,
 * MRR@10 0.731 on joining; the second (61) made 195, MRR@10 0.716 on joining. The reader keywords
 * and the fold by the modal's rows then raised MRR@10 to 0.720 (page 0.842) but cost vocabulary one
 * query first (hit@1 0.512 to 0.488) and 9.x two in the first three (hit@3 0.854 to 0.805).
 */
const FLOOR = {
  overall: { hit1: 0.62, hit3: 0.78, mrr10: 0.71 },
  plain: { hit1: 0.6, hit3: 0.74, mrr10: 0.69 },
  vocabulary: { hit1: 0.46, hit3: 0.64, mrr10: 0.58 },
  api: { hit1: 0.89, hit3: 0.98, mrr10: 0.94 },
  '9.x': { hit1: 0.57, hit3: 0.78, mrr10: 0.68 },
};

describe('search relevance', { skip }, () => {
  it('stays above the floor overall and in each category, and answers every query', async () => {
    assert.ok(
      fs.existsSync(path.join(buildDir || '', 'search/manifest.json')),
      `no search index in ${buildDir}: build the site first (\`npm run build\`, or \`npm run test:build\` as npm test does)`,
    );
    const { overall, byCategory } = summarize(await askOurs(buildDir || '', loadQueries(), createLocalSearchClient));
    assert.equal(overall.zeroResults, 0, 'a query found nothing');
    for (const [category, floor] of Object.entries(FLOOR)) {
      const measured = category === 'overall' ? overall : byCategory[category];
      assert.ok(measured, `no queries in ${category}`);
      for (const metric of ['hit1', 'hit3', 'mrr10'] as const) {
        assert.ok(
          measured[metric] >= floor[metric],
          `${category} ${metric} ${measured[metric]} fell below ${floor[metric]}`,
        );
      }
    }
  });
});
