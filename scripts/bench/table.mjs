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

/** @param {Record<string, any>[]} lighthouse @param {number} runs */
function printLighthouse(lighthouse, runs) {
  console.log(
    `\nLighthouse CLI mobile (median of ${runs})   perf (≥ ${TARGETS.lighthousePerformance})   LCP ms (≤ ${TARGETS.lcpMs})   TBT ms (≤ ${TARGETS.tbtMs})   CLS (≤ ${TARGETS.cls})`,
  );
  for (const entry of lighthouse) {
    console.log(
      `${entry.page.padEnd(30)} ${String(entry.performance).padStart(12)} ${String(entry.lcpMs).padStart(16)} ${String(entry.tbtMs).padStart(16)} ${String(entry.cls).padStart(7)}`,
    );
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
  if (report.lighthouse) printLighthouse(report.lighthouse, lighthouseRuns);
}
