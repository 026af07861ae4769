// @ts-check
/**
 * `npm run bench`: the site's benchmark, against the targets of the performance budget
 * (bench/README.md, which explains each figure). Public tools only: GNU time, Playwright's Chromium driver, Lighthouse.
 * - builds: cold production builds (median of BENCH_BUILD_RUNS) and their peak memory, the same with
 *   Docusaurus's faster pipeline switched off (as a ratio, measured in the same run), a warm rebuild
 *   after one doc edit, and the dev server's start;
 * - pages: HTML, CSS and JS bytes (raw, gzip, brotli) and requests at load and after a client-side
 *   navigation, for four pages served as the README serves them;
 * - Lighthouse CLI (default mobile settings, a new browser per run): performance, LCP, TBT and CLS
 *   of the same pages and of a Docusaurus classic starter's page as the reference (median of 5);
 * - prefetching: the `<link rel=prefetch>` Docusaurus's Link appends once each of those pages has
 *   started on a phone, with the starter's page beside them;
 * - search: `scripts/bench-search.mjs` (index build, bytes on first open, keystroke to hits);
 * - playground: `scripts/bench-playground.mjs` (open cold and cached, payload, completions, diagnostics).
 *   npm run bench                    everything (about ten minutes)
 *   npm run bench -- --no-build      the page, Lighthouse and search figures of the existing build/
 *                                    (the build figures of the last full run are kept, with their date)
 *   npm run bench -- --no-lighthouse --no-search --no-playground
 *                                    builds and bytes only (the last Lighthouse figures are kept, dated)
 * Prints a table and writes bench/results.json (committed: a change shows its effect in the diff).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { bytesByType, recordResources } from './page-bytes.mjs';
import { serveBuild, startServer } from './serve-build.mjs';
import { BENCHMARKED_PAGES, TARGETS } from './lib/budgets.mjs';
import { lighthouseMedians } from './lib/lighthouse-cli.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const BUILD_RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3230);
/** The reference row: a Docusaurus classic starter's docs page, measured in the same run. */
const STARTER_PAGE = 'starter /docs/intro';
/** The doc the warm rebuild edits (and restores). */
const EDITED_DOC = path.join(root, 'docs/main/quickstart.mdx');
const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (/** @type {number} */ value, digits = 1) => Number(value.toFixed(digits));

/** Resident memory of a process and all its descendants, in KB, from /proc (0 once it has exited). */
function treeRssKb(/** @type {number} */ pid) {
  /** @param {string} file */
  const read = (file) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  let total = Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0);
  for (const task of read(`/proc/${pid}/task/${pid}/children`).split(/\s+/).filter(Boolean)) {
    total += treeRssKb(Number(task));
  }
  return total;
}

/**
 * One production build, timed, with two peaks of memory: GNU time's (the largest single process)
 * and the whole process tree's, sampled every 100 ms (the build starts helper processes: the
 * samples' type checker, esbuild), which is what the machine has to hold.
 * @param {{ env?: Record<string, string>, cold?: boolean }} options
 * @returns {Promise<{ seconds: number, peakMb: number, treePeakMb: number }>}
 */
async function build({ env = {}, cold = true } = {}) {
  if (cold) {
    spawnSync(process.execPath, [docusaurus, 'clear'], { cwd: root, stdio: 'ignore' });
    fs.rmSync(path.join(root, 'node_modules/.cache/rspack'), { recursive: true, force: true });
    fs.rmSync(path.join(root, 'node_modules/.cache/webpack'), { recursive: true, force: true });
  }
  const started = performance.now();
  // `npm run build`, as a maintainer builds (its script bounds the JavaScript heap).
  const child = spawn('/usr/bin/time', ['-v', 'npm', 'run', '--silent', 'build'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  let treePeakKb = 0;
  const sampler = setInterval(() => (treePeakKb = Math.max(treePeakKb, treeRssKb(child.pid ?? 0))), 100);
  const status = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`build failed:\n${output}`);
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? 0);
  return { seconds: round(seconds), peakMb: Math.round(peakKb / 1024), treePeakMb: Math.round(treePeakKb / 1024) };
}

/** @param {{ seconds: number, peakMb: number, treePeakMb: number }[]} runs */
const summary = (runs) => ({
  runs: runs.map((run) => run.seconds),
  medianSeconds: round(median(runs.map((run) => run.seconds))),
  medianPeakMb: Math.round(median(runs.map((run) => run.peakMb))),
  medianTreePeakMb: Math.round(median(runs.map((run) => run.treePeakMb))),
});

/** Seconds from `docusaurus start` to the first answer of a docs page. */
async function devServerStart() {
  const port = PORT + 1;
  const started = performance.now();
  const { stop } = await startServer({
    command: [process.execPath, docusaurus, 'start', '--no-open', '--port', String(port)],
    url: `http://localhost:${port}/docs/quickstart`,
    timeoutMs: 180_000,
    env: { ...process.env, BROWSER: 'none' },
  });
  const seconds = round((performance.now() - started) / 1000);
  stop();
  return seconds;
}

async function benchBuilds() {
  /** @type {Awaited<ReturnType<typeof build>>[]} */
  const faster = [];
  for (let run = 0; run < BUILD_RUNS; run++) faster.push(await build());
  /** @type {Awaited<ReturnType<typeof build>>[]} */
  const baseline = [];
  for (let run = 0; run < Math.max(1, BUILD_RUNS - 1); run++) {
    baseline.push(await build({ env: { DOCUSAURUS_FASTER: 'false' } }));
  }
  // A warm rebuild: the faster pipeline's persistent cache from a first build, then one doc edited.
  await build();
  const original = fs.readFileSync(EDITED_DOC, 'utf8');
  let warm;
  try {
    fs.writeFileSync(EDITED_DOC, `${original}\nOne more sentence, as an edit would add.\n`);
    warm = await build({ cold: false });
  } finally {
    fs.writeFileSync(EDITED_DOC, original);
  }
  const devStartSeconds = await devServerStart();
  // Leave a clean production build of the unedited docs for the page figures.
  await build({ cold: false });
  const fast = summary(faster);
  const slow = summary(baseline);
  return {
    faster: fast,
    fasterOff: slow,
    ratio: round(fast.medianSeconds / slow.medianSeconds, 2),
    warmRebuildSeconds: warm.seconds,
    devStartSeconds,
  };
}

/**
 * Third-party requests fail at once, as they would on this offline machine anyway.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} origin
 */
const blockOtherOrigins = (context, origin) =>
  context.route('**/*', (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient'),
  );

/** @param {import('@playwright/test').Browser} browser @param {string} origin @param {string} pagePath */
async function pageFigures(browser, origin, pagePath) {
  const context = await browser.newContext();
  await blockOtherOrigins(context, origin);
  const page = await context.newPage();
  const loaded = recordResources(page, origin);
  await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const load = loaded.filter((resource) => !resource.prefetch);
  const prefetched = loaded.filter((resource) => resource.prefetch);
  const navigated = recordResources(page, origin);
  await page
    .locator('main a[href^="/docs/"]:not([href="' + pagePath + '"]), main a[href^="/blog/"]')
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  const figures = {
    page: pagePath,
    load: { requests: load.length, bytes: bytesByType(load), prefetched: bytesByType(prefetched) },
    navigation: {
      to: new URL(page.url()).pathname,
      requests: navigated.filter((resource) => !resource.prefetch).length,
      bytes: bytesByType(navigated.filter((resource) => !resource.prefetch)),
    },
  };
  await context.close();
  return figures;
}

/**
 * A fresh Docusaurus classic starter of the same version, built once into the system's temporary
 * folder (not under node_modules: Docusaurus does not compile TypeScript found there): the
 * reference page that Lighthouse measures in the same run as ours.
 * @returns {string} the starter's build folder
 */
function starterBuild() {
  const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8'));
  const dir = path.join(os.tmpdir(), 'trpc-bench-starter', version.version);
  const site = path.join(dir, 'site');
  if (fs.existsSync(path.join(site, 'build/serve.json'))) return path.join(site, 'build');
  fs.mkdirSync(dir, { recursive: true });
  /** @param {string} command @param {string[]} commandArgs @param {string} cwd */
  const step = (command, commandArgs, cwd) => {
    const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
  };
  // Each step is skipped when an earlier, interrupted run got past it.
  if (!fs.existsSync(path.join(site, 'package.json'))) {
    step(
      'npx',
      ['--yes', `create-docusaurus@${version.version}`, 'site', 'classic', '--typescript', '--skip-install'],
      dir,
    );
  }
  if (!fs.existsSync(path.join(site, 'node_modules'))) step('npm', ['install', '--no-audit', '--no-fund'], site);
  step('npx', ['docusaurus', 'build'], site);
  // Served by the same server as ours, with its plain defaults (clean URLs, no site-specific headers).
  const serveConfig = { cleanUrls: true, trailingSlash: false, directoryListing: false };
  fs.writeFileSync(path.join(site, 'build/serve.json'), JSON.stringify(serveConfig));
  return path.join(site, 'build');
}

/**
 * Our four pages and the starter's docs page, by name.
 * @param {string} origin ours
 * @param {string} starterOrigin the starter's
 * @returns {Record<string, string>}
 */
const benchUrls = (origin, starterOrigin) => ({
  ...Object.fromEntries(BENCHMARKED_PAGES.map((pagePath) => [pagePath, origin + pagePath])),
  [STARTER_PAGE]: `${starterOrigin}/docs/intro`,
});

/**
 * Lighthouse as a user runs it (scripts/lib/lighthouse-cli.mjs): each page, interleaved, median of
 * LIGHTHOUSE_RUNS each.
 * @param {Record<string, string>} urls
 */
async function benchLighthouse(urls) {
  const medians = await lighthouseMedians(urls, LIGHTHOUSE_RUNS);
  return Object.entries(medians).map(([page, { runs, ...figures }]) => ({ page, ...figures, runs: runs.length }));
}

/**
 * The `<link rel=prefetch>` that Docusaurus's Link appends once a page has started, in Lighthouse's
 * phone viewport: how many, how many distinct files, and how many for chunks the page had already
 * loaded (bench/README.md, "Prefetching").
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function prefetchLinks(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const origin = new URL(url).origin;
  await blockOtherOrigins(context, origin);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(() => {
    const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
    const scripts = resources.filter((entry) => entry.initiatorType === 'script');
    const loaded = new Set(scripts.map((entry) => new URL(entry.name).pathname));
    const links = [...document.querySelectorAll('link[rel=prefetch]')].map(
      (link) => new URL(/** @type {HTMLLinkElement} */ (link).href).pathname,
    );
    return {
      appended: links.length,
      distinct: new Set(links).size,
      alreadyLoaded: links.filter((href) => loaded.has(href)).length,
    };
  });
  await context.close();
  return figures;
}

/**
 * Prefetching at the start of each page.
 * @param {import('@playwright/test').Browser} browser
 * @param {Record<string, string>} urls
 */
async function benchPrefetch(browser, urls) {
  const figures = [];
  for (const [page, url] of Object.entries(urls)) figures.push({ page, ...(await prefetchLinks(browser, url)) });
  return figures;
}

/**
 * A figure this run does not measure stays from the last run that did, with the date it was measured on.
 * @param {Record<string, any>} report
 * @param {Record<string, any>} last
 * @param {string} key
 */
function keepLast(report, last, key) {
  if (last[key])
    Object.assign(report, { [key]: last[key], [`${key}MeasuredOn`]: last[`${key}MeasuredOn`] ?? last.date });
}

/** @param {number | undefined} bytes */
const kb = (bytes) => round((bytes ?? 0) / 1024);

/** @param {Record<string, any>} report */
function printTable(report) {
  const mark = (/** @type {boolean} */ ok) => (ok ? 'ok' : 'OVER');
  if (report.build) {
    const b = report.build;
    console.log('\nbuild                          measured        target');
    console.log(
      `cold build (median)            ${b.faster.medianSeconds} s`.padEnd(48) +
        `≤ ${TARGETS.coldBuildSeconds} s  ${mark(b.faster.medianSeconds <= TARGETS.coldBuildSeconds)}`,
    );
    console.log(
      `peak memory, all processes     ${b.faster.medianTreePeakMb} MB`.padEnd(48) +
        `≤ ${TARGETS.peakMemoryMb} MB  ${mark(b.faster.medianTreePeakMb <= TARGETS.peakMemoryMb)}`,
    );
    console.log(`peak memory, largest process   ${b.faster.medianPeakMb} MB`);
    console.log(
      `faster pipeline off            ${b.fasterOff.medianSeconds} s, ${b.fasterOff.medianTreePeakMb ?? b.fasterOff.medianPeakMb} MB (ratio on/off ${b.ratio})`,
    );
    console.log(
      `warm rebuild after a doc edit  ${b.warmRebuildSeconds} s`.padEnd(48) +
        `≤ ${TARGETS.warmRebuildSeconds} s  ${mark(b.warmRebuildSeconds <= TARGETS.warmRebuildSeconds)}`,
    );
    console.log(
      `dev server start               ${b.devStartSeconds} s`.padEnd(48) +
        `≤ ${TARGETS.devStartSeconds} s  ${mark(b.devStartSeconds <= TARGETS.devStartSeconds)}`,
    );
  }
  console.log('\npage (KB gzip; brotli)      JS at load      CSS       HTML   requests  nav to                 nav JS');
  for (const entry of report.pages) {
    const { js, css, html } = entry.load.bytes;
    console.log(
      [
        entry.page.padEnd(26),
        `${kb(js?.gzip)}; ${kb(js?.brotli)}`.padStart(14),
        String(kb(css?.gzip)).padStart(8),
        String(kb(html?.gzip)).padStart(10),
        String(entry.load.requests).padStart(10),
        ` ${entry.navigation.to}`.padEnd(24),
        String(kb(entry.navigation.bytes.js?.gzip)).padStart(6),
      ].join(' '),
    );
  }
  if (report.prefetch) {
    console.log('\nprefetch links at start, phone   appended   distinct   already loaded');
    for (const entry of report.prefetch) {
      console.log(
        `${entry.page.padEnd(30)} ${String(entry.appended).padStart(10)} ${String(entry.distinct).padStart(10)} ${String(entry.alreadyLoaded).padStart(16)}`,
      );
    }
  }
  if (report.lighthouse) {
    console.log(
      `\nLighthouse CLI mobile (median of ${LIGHTHOUSE_RUNS})   perf (≥ ${TARGETS.lighthousePerformance})   LCP ms (≤ ${TARGETS.lcpMs})   TBT ms (≤ ${TARGETS.tbtMs})   CLS (≤ ${TARGETS.cls})`,
    );
    for (const entry of report.lighthouse) {
      console.log(
        `${entry.page.padEnd(30)} ${String(entry.performance).padStart(12)} ${String(entry.lcpMs).padStart(16)} ${String(entry.tbtMs).padStart(16)} ${String(entry.cls).padStart(7)}`,
      );
    }
  }
}

/** @returns {Record<string, any>} the committed figures of the last run */
function lastReport() {
  const previous = path.join(root, 'bench/results.json');
  return fs.existsSync(previous) ? JSON.parse(fs.readFileSync(previous, 'utf8')) : {};
}

async function main() {
  /** @type {Record<string, any>} */
  const report = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, targets: TARGETS };
  const last = lastReport();
  if (!args.has('--no-build')) {
    report.build = await benchBuilds();
    report.buildMeasuredOn = report.date;
  } else keepLast(report, last, 'build');
  // The starter's page is the reference of the Lighthouse and prefetch figures, which --no-lighthouse skips.
  const server = await serveBuild({ port: PORT });
  const starter = args.has('--no-lighthouse') ? null : await serveBuild({ port: PORT + 1, dir: starterBuild() });
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    report.pages = [];
    for (const pagePath of BENCHMARKED_PAGES) report.pages.push(await pageFigures(browser, server.origin, pagePath));
    if (starter) {
      report.prefetch = await benchPrefetch(browser, benchUrls(server.origin, starter.origin));
      report.prefetchMeasuredOn = report.date;
    } else keepLast(report, last, 'prefetch');
    await browser.close();
    if (starter) {
      report.lighthouse = await benchLighthouse(benchUrls(server.origin, starter.origin));
      report.lighthouseMeasuredOn = report.date;
    } else keepLast(report, last, 'lighthouse');
  } finally {
    server.stop();
    starter?.stop();
  }
  if (!args.has('--no-search')) {
    const search = spawnSync(process.execPath, ['scripts/bench-search.mjs'], { cwd: root, stdio: 'inherit' });
    if (search.status !== 0) throw new Error('the search benchmark failed');
  }
  const searchResults = path.join(root, 'bench/search.json');
  if (fs.existsSync(searchResults)) report.search = JSON.parse(fs.readFileSync(searchResults, 'utf8'));
  if (!args.has('--no-playground')) {
    const playground = spawnSync(process.execPath, ['scripts/bench-playground.mjs'], { cwd: root, stdio: 'inherit' });
    if (playground.status !== 0) throw new Error('the playground benchmark failed');
  }
  const playgroundResults = path.join(root, 'bench/playground.json');
  if (fs.existsSync(playgroundResults)) report.playground = JSON.parse(fs.readFileSync(playgroundResults, 'utf8'));

  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify(report, null, 2) + '\n');
  printTable(report);
  console.log('\nwrote bench/results.json');
}

await main();
