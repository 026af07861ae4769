// @ts-check
/** The bench's report as tables on the terminal, each figure beside its target (scripts/lib/budgets.mjs). */
import { TARGETS } from '../lib/budgets.mjs';
import { round } from '../lib/stats.mjs';

/** @param {number | undefined} bytes */
const kb = (bytes) => round((bytes ?? 0) / 1024);
const mark = (/** @type {boolean} */ ok) => (ok ? 'ok' : 'OVER');

/** @param {Record<string, any>} build */
function printBuild(build) {
  console.log('\nbuild                          measured        target');
  console.log(
    `cold build (median)            ${build.faster.medianSeconds} s`.padEnd(48) +
      `≤ ${TARGETS.coldBuildSeconds} s  ${mark(build.faster.medianSeconds <= TARGETS.coldBuildSeconds)}`,
  );
  console.log(
    `peak memory, all processes     ${build.faster.medianTreePeakMb} MB`.padEnd(48) +
      `≤ ${TARGETS.peakMemoryMb} MB  ${mark(build.faster.medianTreePeakMb <= TARGETS.peakMemoryMb)}`,
  );
  console.log(`peak memory, largest process   ${build.faster.medianPeakMb} MB`);
  console.log(
    `faster pipeline off            ${build.fasterOff.medianSeconds} s, ${build.fasterOff.medianTreePeakMb ?? build.fasterOff.medianPeakMb} MB (ratio on/off ${build.ratio})`,
  );
  console.log(
    `warm rebuild after a doc edit  ${build.warmRebuildSeconds} s`.padEnd(48) +
      `≤ ${TARGETS.warmRebuildSeconds} s  ${mark(build.warmRebuildSeconds <= TARGETS.warmRebuildSeconds)}`,
  );
  console.log(
    `dev server start               ${build.devStartSeconds} s`.padEnd(48) +
      `≤ ${TARGETS.devStartSeconds} s  ${mark(build.devStartSeconds <= TARGETS.devStartSeconds)}`,
  );
}

/** @param {Record<string, any>[]} pages */
function printPages(pages) {
  console.log('\npage (KB gzip; brotli)      JS at load      CSS       HTML   requests  nav to                 nav JS');
  for (const entry of pages) {
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
}

/** @param {Record<string, any>[]} prefetch */
function printPrefetch(prefetch) {
  console.log('\nprefetch links at start, phone   appended   distinct   already loaded');
  for (const entry of prefetch) {
    console.log(
      `${entry.page.padEnd(30)} ${String(entry.appended).padStart(10)} ${String(entry.distinct).padStart(10)} ${String(entry.alreadyLoaded).padStart(16)}`,
    );
  }
}

/** Lighthouse's main-thread categories, in the order the table shows them, with short headings. */
const MAIN_THREAD = [
  ['scriptEvaluation', 'script'],
  ['scriptParseCompile', 'parse'],
  ['styleLayout', 'style'],
  ['paintCompositeRender', 'render'],
  ['parseHTML', 'html'],
  ['garbageCollection', 'gc'],
  ['other', 'other'],
];
const ratio = (/** @type {number | null | undefined} */ value) => (value == null ? '' : `${value.toFixed(2)}×`);

/**
 * The Lighthouse figures, one table per CPU slowdown: TBT and LCP with their ratio to the starter's
 * docs page and the spread of the runs, main-thread work by category, and the long tasks' three
 * largest sources.
 * @param {Record<string, any>} report
 * @param {number} runs
 */
export function printLighthouse(report, runs) {
  /** @type {Record<string, any>[]} */
  const entries = report.lighthouse;
  const load = [report.loadAverageAtStart ?? report.loadAverageAtLighthouseStart, report.loadAverageAtEnd ?? report.loadAverageAtLighthouseEnd];
  for (const slowdown of [...new Set(entries.map((entry) => entry.cpuSlowdown ?? 4))]) {
    console.log(
      `\nLighthouse CLI mobile, ${slowdown}× CPU (median of ${runs}; load average ${load.filter((v) => v != null).join(' → ')})` +
        `   targets: perf ≥ ${TARGETS.lighthousePerformance}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms and below the starter's docs page`,
    );
    console.log(
      'page'.padEnd(26) +
        'perf'.padStart(5) +
        'LCP ms'.padStart(8) +
        'ratio'.padStart(7) +
        'TBT ms'.padStart(8) +
        'ratio'.padStart(7) +
        '  TBT runs'.padEnd(26) +
        'FCP ms'.padStart(8) +
        'from start'.padStart(11) +
        'ratio'.padStart(7) +
        MAIN_THREAD.map(([, heading]) => heading.padStart(7)).join(''),
    );
    for (const entry of entries.filter((item) => (item.cpuSlowdown ?? 4) === slowdown)) {
      console.log(
        String(entry.page).padEnd(26) +
          String(entry.performance).padStart(5) +
          String(entry.lcpMs).padStart(8) +
          ratio(entry.lcpRatio).padStart(7) +
          String(entry.tbtMs).padStart(8) +
          ratio(entry.tbtRatio).padStart(7) +
          `  ${(entry.tbtRuns ?? []).join(' ')}`.padEnd(26) +
          String(entry.fcpMs ?? '').padStart(8) +
          String(entry.blockingFromStartMs ?? '').padStart(11) +
          ratio(entry.blockingFromStartRatio).padStart(7) +
          MAIN_THREAD.map(([key]) => String(entry.mainThreadMs?.[key] ?? '').padStart(7)).join(''),
      );
    }
    console.log(`long tasks by source, ${slowdown}× (ms, median of the runs)`);
    for (const entry of entries.filter((item) => (item.cpuSlowdown ?? 4) === slowdown)) {
      const sources = Object.entries(entry.longTaskMs ?? {}).slice(0, 4);
      console.log(`  ${String(entry.page).padEnd(24)} ${sources.map(([source, ms]) => `${ms} ${source}`).join(' · ')}`);
    }
  }
}

/**
 * @param {Record<string, any>} report
 * @param {{ lighthouseRuns: number }} options
 */
export function printTable(report, { lighthouseRuns }) {
  if (report.build) printBuild(report.build);
  printPages(report.pages);
  if (report.prefetch) printPrefetch(report.prefetch);
  if (report.lighthouse) printLighthouse(report, lighthouseRuns);
}
