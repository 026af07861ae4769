// @ts-check
/**
 * `npm run test:lighthouse`: Lighthouse's accessibility, best-practices and SEO audits (mobile, its
 * defaults) on four pages of the build served as the README serves it. Each must score 100.
 * Performance is a timing, which varies with the machine's load: `npm run bench` measures it, with the
 * CLI and a new browser per run, as a user does. These audits are no timing: the pages are audited one
 * after another in one browser (a new tab each, storage reset between them), through Lighthouse's Node
 * API, which costs less CPU time than a CLI run per page, in the browser tests' headless shell.
 * Third-party hosts are blocked, as in the browser tests. Reports go to lighthouse-reports/ (outside test-results/, which each Playwright run empties).
 *   LIGHTHOUSE_PORT=3222 node scripts/lighthouse.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, testChromiumPath } from './chromium.mjs';
import { BENCHMARKED_PAGES } from './lib/budgets.mjs';
import { BLOCKED_HOSTS, withTraceRetries } from './lib/lighthouse-cli.mjs';
import { serveBuild } from './serve-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUIRED = { accessibility: 100, 'best-practices': 100, seo: 100 };
const reports = path.join(root, 'lighthouse-reports');

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const started = performance.now();
const server = await serveBuild({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3222) });
/** @type {{ page: string, scores: Record<string, number>, failures: string[] }[]} */
const results = [];
/**
 * Audits one page in the browser listening on `port` and writes its report.
 * @param {number} port
 * @param {string} origin
 * @param {string} page
 */
async function auditPage(port, origin, page) {
  /** @type {import('lighthouse').Flags} */
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(REQUIRED),
    blockedUrlPatterns: BLOCKED_HOSTS,
  };
  const lhr = await withTraceRetries(origin + page, async () => {
    const result = await lighthouse(origin + page, flags);
    if (!result) throw new Error(`${page}: no report`);
    return result.lhr;
  });
  const file = `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}.json`;
  fs.writeFileSync(path.join(reports, file), JSON.stringify(lhr, null, 2));
  /** @type {Record<string, number>} */
  const scores = {};
  for (const [id, category] of Object.entries(lhr.categories)) scores[id] = Math.round((category.score ?? 0) * 100);
  const failures = [];
  for (const [id, minimum] of Object.entries(REQUIRED)) {
    if ((scores[id] ?? 0) >= minimum) continue;
    const failing = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.score})`);
    failures.push(`${id} ${scores[id]} < ${minimum}: ${failing.join(', ')}`);
  }
  return { page, scores, failures };
}

const chrome = await chromeLauncher.launch({
  chromePath: testChromiumPath,
  chromeFlags: [...chromiumArgs, '--headless=new'],
});
try {
  for (const page of BENCHMARKED_PAGES) results.push(await auditPage(chrome.port, server.origin, page));
} finally {
  chrome.kill();
  server.stop();
}

console.table(Object.fromEntries(results.map(({ page, scores }) => [page, scores])));
for (const { page, failures } of results) for (const failure of failures) console.error(`${page}: ${failure}`);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const failed = results.some((result) => result.failures.length > 0);
console.log(
  `Lighthouse (mobile): ${results.length} pages in ${seconds}s, ${failed ? 'audits failed' : 'all 100'}; ` +
    `reports in ${path.relative(root, reports)}/.`,
);
process.exit(failed ? 1 : 0);
