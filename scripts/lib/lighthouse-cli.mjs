// @ts-check
/**
 * Lighthouse as a user runs it: the CLI with its default settings (mobile emulation, simulated
 * throttling), a new browser for every run. Third-party hosts are blocked, as in the browser tests,
 * so the figures are the site's own.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
const run = promisify(execFile);

export const BLOCKED_HOSTS = ['*googletagmanager*', '*google-analytics*', '*twitter*', '*twimg*', '*algolia*'];

/** @typedef {{ performance: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number, siMs: number }} LighthouseRun */

/**
 * One Lighthouse CLI run of the performance category.
 * @param {string} url
 * @returns {Promise<LighthouseRun>}
 */
export async function lighthouseRun(url) {
  const flags = [...chromiumArgs, '--headless=new'].join(' ');
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      `--chrome-flags=${flags}`,
      ...BLOCKED_HOSTS.map((pattern) => `--blocked-url-patterns=${pattern}`),
    ],
    { maxBuffer: 256 * 1024 * 1024, env: { ...process.env, ...(chromiumPath ? { CHROME_PATH: chromiumPath } : {}) } },
  );
  const lhr = JSON.parse(stdout);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  /** @param {string} id */
  const value = (id) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(value('first-contentful-paint')),
    siMs: Math.round(value('speed-index')),
  };
}

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Runs every URL `runs` times, interleaved (a, b, c, a, b, c, …) so that a change in the machine's
 * load touches all of them alike, and returns the median of each figure per URL.
 * @param {Record<string, string>} urls name → URL
 * @param {number} runs
 * @returns {Promise<Record<string, LighthouseRun & { runs: LighthouseRun[] }>>}
 */
export async function lighthouseMedians(urls, runs) {
  /** @type {Record<string, LighthouseRun[]>} */
  const results = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
  for (let round = 0; round < runs; round++) {
    for (const [name, url] of Object.entries(urls)) {
      let attempt = 0;
      for (;;) {
        try {
          results[name].push(await lighthouseRun(url));
          break;
        } catch (error) {
          // A trace that failed to record (NO_NAVSTART, NO_FCP…) is a failed measurement, not a score of 0.
          if (++attempt >= 3) throw error;
        }
      }
    }
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, list]) => [
      name,
      {
        performance: median(list.map((r) => r.performance)),
        lcpMs: median(list.map((r) => r.lcpMs)),
        tbtMs: median(list.map((r) => r.tbtMs)),
        cls: median(list.map((r) => r.cls)),
        fcpMs: median(list.map((r) => r.fcpMs)),
        siMs: median(list.map((r) => r.siMs)),
        runs: list,
      },
    ]),
  );
}
