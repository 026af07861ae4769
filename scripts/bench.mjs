// @ts-check
/**
 * `npm run bench`: the site's benchmark, against the targets of the performance budget
 * (scripts/lib/budgets.mjs; bench/README.md explains each figure). Public tools only: GNU time,
 * Playwright's Chromium driver, Lighthouse. Each step is a module of scripts/bench/:
 * - builds.mjs: cold builds and their peak memory (memory.mjs), the faster pipeline off, a warm
 *   rebuild after one doc edit, the dev server's start;
 * - pages.mjs: HTML, CSS and JS bytes (raw, gzip, brotli) and requests at load and after a
 *   client-side navigation, for the benchmarked pages served as the README serves them;
 * - starter.mjs: a Docusaurus classic starter's page, the reference of the next two;
 * - prefetch.mjs: the `<link rel=prefetch>` Docusaurus's Link appends once each page has started
 *   on a phone;
 * - lighthouse.mjs: Lighthouse CLI (default mobile settings, a new browser per run) at 4× and 8×
 *   CPU slowdown: performance, LCP, TBT and CLS, ratios to the starter's docs page, main-thread work
 *   by category and long tasks by source (chunks.mjs names the scripts);
 * - companions.mjs: the search (scripts/bench-search.mjs) and playground
 *   (scripts/bench-playground.mjs) benchmarks;
 * - results.mjs and table.mjs: bench/results.json (committed: a change shows its effect in the
 *   diff) and the tables printed.
 *   npm run bench                    everything (ten to twelve minutes on a quiet 2-core machine)
 *   npm run bench -- --no-build      the page, Lighthouse and search figures of the existing build
 *                                    (the build figures of the last full run are kept, with their date)
 *   npm run bench -- --no-lighthouse --no-search --no-playground
 *                                    builds and bytes only (the last Lighthouse figures are kept, dated)
 *   npm run bench -- --only-lighthouse [--pages /docs/quickstart,/] [--runs 3] [--slowdowns 4,8]
 *                                    Lighthouse only, on the existing build, for iterating on a change:
 *                                    the table is printed and the report written to the system's
 *                                    temporary folder, not to bench/results.json
 *   BENCH_BUILD_DIR=/tmp/copy        build into, and measure, another folder than build/
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveBuild } from './serve-build.mjs';
import { BENCHMARKED_PAGES, TARGETS } from './lib/budgets.mjs';
import { launchBrowser } from './bench/browser.mjs';
import { benchBuilds } from './bench/builds.mjs';
import { runCompanion } from './bench/companions.mjs';
import { benchLighthouse, loadAverage } from './bench/lighthouse.mjs';
import { pageFigures } from './bench/pages.mjs';
import { benchPrefetch } from './bench/prefetch.mjs';
import { companionResults, keepLast, lastReport, writeReport } from './bench/results.mjs';
import { benchUrls, starterBuild } from './bench/starter.mjs';
import { printLighthouse, printTable } from './bench/table.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
/** @param {string} name @returns {string | undefined} the value after `--name` */
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const onlyLighthouse = args.has('--only-lighthouse');
const BUILD_RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(option('--runs') ?? process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Lighthouse's default CPU slowdown (a mid-range phone) and twice it (a cheap one). */
const CPU_SLOWDOWNS = (option('--slowdowns') ?? '4,8').split(',').map(Number);
const PAGES = option('--pages')?.split(',') ?? BENCHMARKED_PAGES;
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? 'build';

/** @type {Record<string, any>} */
const report = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, targets: TARGETS };
const last = lastReport();

if (onlyLighthouse) {
  const server = await serveBuild({ port: PORT, dir: BUILD_DIR });
  const starter = await serveBuild({ port: PORT + 1, dir: starterBuild() });
  try {
    report.loadAverageAtStart = loadAverage();
    report.lighthouse = await benchLighthouse(benchUrls(server.origin, starter.origin, PAGES), LIGHTHOUSE_RUNS, {
      cpuSlowdowns: CPU_SLOWDOWNS,
      builds: { [server.origin]: BUILD_DIR, [starter.origin]: starterBuild() },
    });
    report.loadAverageAtEnd = loadAverage();
  } finally {
    server.stop();
    starter.stop();
  }
  const file = path.join(os.tmpdir(), 'trpc-bench-lighthouse.json');
  fs.writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  printLighthouse(report, LIGHTHOUSE_RUNS);
  console.log(`\nwrote ${file} (bench/results.json is written by full runs only)`);
  process.exit(0);
}

if (!args.has('--no-build')) {
  report.build = await benchBuilds({ runs: BUILD_RUNS, outDir: BUILD_DIR, devPort: PORT + 1 });
  report.buildMeasuredOn = report.date;
} else keepLast(report, last, 'build');

// The starter's page is the reference of the Lighthouse and prefetch figures, which --no-lighthouse skips.
const server = await serveBuild({ port: PORT, dir: BUILD_DIR });
const starter = args.has('--no-lighthouse') ? null : await serveBuild({ port: PORT + 1, dir: starterBuild() });
try {
  const browser = await launchBrowser();
  report.pages = [];
  for (const pagePath of BENCHMARKED_PAGES) report.pages.push(await pageFigures(browser, server.origin, pagePath));
  if (starter) {
    report.prefetch = await benchPrefetch(browser, benchUrls(server.origin, starter.origin));
    report.prefetchMeasuredOn = report.date;
  } else keepLast(report, last, 'prefetch');
  await browser.close();
  if (starter) {
    report.loadAverageAtLighthouseStart = loadAverage();
    report.lighthouse = await benchLighthouse(benchUrls(server.origin, starter.origin), LIGHTHOUSE_RUNS, {
      cpuSlowdowns: CPU_SLOWDOWNS,
      builds: { [server.origin]: BUILD_DIR, [starter.origin]: starterBuild() },
    });
    report.loadAverageAtLighthouseEnd = loadAverage();
    report.lighthouseMeasuredOn = report.date;
  } else keepLast(report, last, 'lighthouse');
} finally {
  server.stop();
  starter?.stop();
}

for (const name of /** @type {const} */ (['search', 'playground'])) {
  if (!args.has(`--no-${name}`)) runCompanion(name);
  const figures = companionResults(name);
  if (figures) report[name] = figures;
}

writeReport(report);
printTable(report, { lighthouseRuns: LIGHTHOUSE_RUNS });
console.log('\nwrote bench/results.json');
