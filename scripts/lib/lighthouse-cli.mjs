// @ts-check
/**
 * Lighthouse as a user runs it: the CLI with its default settings (mobile emulation, simulated
 * throttling), a new browser for every run. Third-party hosts are blocked, as in the browser tests,
 * so the figures are the site's own.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { median } from './stats.mjs';

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
const run = promisify(execFile);

export const BLOCKED_HOSTS = ['*googletagmanager*', '*google-analytics*', '*twitter*', '*twimg*', '*algolia*'];

/**
 * One run's figures. `mainThreadMs`: Lighthouse's main-thread work by category (its
 * mainthread-work-breakdown groups: scriptEvaluation, scriptParseCompile, styleLayout,
 * paintCompositeRender, parseHTML, garbageCollection, other); `longTaskMs`: the long tasks' time by
 * the script Lighthouse attributes each to (its long-tasks audit: a URL, or "Unattributable").
 * Both are scaled by the CPU slowdown, as TBT is. `blockingFromStartMs`: TBT's sum over every long task from
 * the navigation on, not only those after the first contentful paint. TBT leaves out whatever runs before that
 * paint, so a page that paints before its scripts run is charged for work that a page painting after them is
 * not (bench/README.md, "Work every page does, and the desktop sidebar a phone no longer hydrates").
 * @typedef {{ performance: number, lcpMs: number, tbtMs: number, blockingFromStartMs: number, cls: number, fcpMs: number, siMs: number, mainThreadMs: Record<string, number>, longTaskMs: Record<string, number> }} LighthouseRun
 */
/** @typedef {{ categories: Record<string, { score: number | null, auditRefs: { id: string, weight: number }[] }>, audits: Record<string, { score: number | null, numericValue?: number, displayValue?: string, details?: object }>, runtimeError?: { code: string, message: string } }} LighthouseResult */

/** Codes of a trace that failed to record (the browser's tracing on a busy machine, not the page). */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);

/**
 * Runs Lighthouse once through `runOnce`; a run whose trace failed to record is a broken measurement,
 * not a finding, and is run again (three runs in all at most). Any other runtime error throws.
 * @template {LighthouseResult} T
 * @param {string} url
 * @param {() => Promise<T>} runOnce
 * @returns {Promise<T>}
 */
export async function withTraceRetries(url, runOnce) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await runOnce();
    const code = lhr.runtimeError?.code;
    if (!code) return lhr;
    if (!TRACE_ERRORS.has(code) || attempt >= 3) throw new Error(`${url}: ${code} ${lhr.runtimeError?.message}`);
  }
}

/**
 * One Lighthouse CLI run (its own browser) of the given categories (see withTraceRetries).
 * @param {string} url
 * @param {string[]} categories
 * @param {string[]} [extraFlags] more CLI flags (the CPU slowdown)
 * @returns {Promise<LighthouseResult>}
 */
async function lighthouseReport(url, categories = ['performance'], extraFlags = []) {
  const flags = [...chromiumArgs, '--headless=new'].join(' ');
  return withTraceRetries(url, async () => {
    // A file, not stdout: the CLI exits as soon as it has written, and a report printed into a pipe
    // can be cut short; a file is written whole before it exits.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
    const output = path.join(dir, 'report.json');
    try {
      await run(
        process.execPath,
        [
          cli,
          url,
          '--quiet',
          '--output=json',
          `--output-path=${output}`,
          `--only-categories=${categories.join(',')}`,
          `--chrome-flags=${flags}`,
          ...BLOCKED_HOSTS.map((pattern) => `--blocked-url-patterns=${pattern}`),
          ...extraFlags,
        ],
        { env: { ...process.env, ...(chromiumPath ? { CHROME_PATH: chromiumPath } : {}) } },
      ).catch((/** @type {Error} */ error) => {
        // The CLI exits with 1 on a runtime error but still writes its report, whose code tells
        // a trace that failed to record (run again) from a real failure.
        if (!fs.existsSync(output)) throw error;
      });
      return /** @type {LighthouseResult} */ (JSON.parse(fs.readFileSync(output, 'utf8')));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

/**
 * One run of the performance category, as figures, at a CPU slowdown (Lighthouse's default is 4: a
 * mid-range phone; 8 stands for a cheap one). Under the default simulated throttling, Lighthouse
 * multiplies the main thread's observed tasks by it.
 * @param {string} url
 * @param {number} cpuSlowdown
 * @returns {Promise<LighthouseRun>}
 */
async function lighthouseRun(url, cpuSlowdown) {
  const lhr = await lighthouseReport(url, ['performance'], [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]);
  /** @param {string} id */
  const value = (id) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  /** @param {string} id */
  const items = (id) => /** @type {{ items?: Record<string, any>[] }} */ (lhr.audits[id]?.details ?? {}).items ?? [];
  /** @type {Record<string, number>} */
  const mainThreadMs = {};
  for (const { group, duration } of items('mainthread-work-breakdown')) mainThreadMs[group] = Math.round(duration);
  /** @type {Record<string, number>} */
  const longTaskMs = {};
  let blockingFromStartMs = 0;
  for (const { url: source, duration } of items('long-tasks')) {
    const key = String(source || 'Unattributable');
    longTaskMs[key] = Math.round((longTaskMs[key] ?? 0) + duration);
    blockingFromStartMs += Math.max(0, duration - 50);
  }
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    blockingFromStartMs: Math.round(blockingFromStartMs),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(value('first-contentful-paint')),
    siMs: Math.round(value('speed-index')),
    mainThreadMs,
    longTaskMs,
  };
}

/**
 * The median of each key over runs; a key a run lacks counts as 0 in it (a source with no long task).
 * @param {Record<string, number>[]} records
 * @returns {Record<string, number>}
 */
const medianByKey = (records) =>
  Object.fromEntries(
    [...new Set(records.flatMap((record) => Object.keys(record)))].map((key) => [
      key,
      Math.round(median(records.map((record) => record[key] ?? 0))),
    ]),
  );

/** @typedef {{ name: string, cpuSlowdown: number, performance: number, lcpMs: number, tbtMs: number, blockingFromStartMs: number, cls: number, fcpMs: number, siMs: number, mainThreadMs: Record<string, number>, longTaskMs: Record<string, number>, runs: LighthouseRun[] }} LighthouseMedians */

/**
 * Runs every URL `runs` times at each CPU slowdown, interleaved (for each round, each slowdown, each
 * URL) so that a change in the machine's load touches all of them alike, in reverse order every other
 * round (a, b, c, then c, b, a): in two sittings, of two builds of a page, the one measured second
 * in each round mostly measured the lower TBT (bench/README.md, "Two tries on a quiet machine"), so
 * no URL keeps one place. Returns the median of each figure per URL and slowdown, with the runs themselves.
 * @param {Record<string, string>} urls name → URL
 * @param {number} runs
 * @param {{ cpuSlowdowns?: number[], onRun?: (name: string, cpuSlowdown: number, run: LighthouseRun) => void }} [options]
 * @returns {Promise<LighthouseMedians[]>}
 */
export async function lighthouseMedians(urls, runs, { cpuSlowdowns = [4], onRun } = {}) {
  /** @type {Map<string, { name: string, cpuSlowdown: number, list: LighthouseRun[] }>} */
  const results = new Map();
  for (const cpuSlowdown of cpuSlowdowns) {
    for (const name of Object.keys(urls)) results.set(`${cpuSlowdown} ${name}`, { name, cpuSlowdown, list: [] });
  }
  for (let round = 0; round < runs; round++) {
    for (const cpuSlowdown of cpuSlowdowns) {
      const order = Object.entries(urls);
      if (round % 2 === 1) order.reverse();
      for (const [name, url] of order) {
        const result = await lighthouseRun(url, cpuSlowdown);
        results.get(`${cpuSlowdown} ${name}`)?.list.push(result);
        onRun?.(name, cpuSlowdown, result);
      }
    }
  }
  return [...results.values()].map(({ name, cpuSlowdown, list }) => ({
    name,
    cpuSlowdown,
    performance: median(list.map((r) => r.performance)),
    lcpMs: median(list.map((r) => r.lcpMs)),
    tbtMs: median(list.map((r) => r.tbtMs)),
    blockingFromStartMs: median(list.map((r) => r.blockingFromStartMs)),
    cls: median(list.map((r) => r.cls)),
    fcpMs: median(list.map((r) => r.fcpMs)),
    siMs: median(list.map((r) => r.siMs)),
    mainThreadMs: medianByKey(list.map((r) => r.mainThreadMs)),
    longTaskMs: medianByKey(list.map((r) => r.longTaskMs)),
    runs: list,
  }));
}
