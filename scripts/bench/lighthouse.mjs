// @ts-check
/**
 * Lighthouse's performance figures as a user gets them (scripts/lib/lighthouse-cli.mjs: the CLI,
 * mobile defaults, a new browser per run), at each CPU slowdown: each page, interleaved, median of
 * `runsPerPage` each. Beside the medians: each figure's runs (their spread says which differences
 * are real), TBT, blocking from the start and LCP as ratios to the starter's docs page of the same
 * slowdown, the main thread's work by category, and the long tasks' time by source, scripts named by
 * what they hold (./chunks.mjs).
 */
import os from 'node:os';
import { lighthouseMedians } from '../lib/lighthouse-cli.mjs';
import { chunkLabels, sourceLabel } from './chunks.mjs';
import { STARTER_PAGE } from './starter.mjs';

/**
 * @param {Record<string, string>} urls name → URL
 * @param {number} runsPerPage
 * @param {{ cpuSlowdowns: number[], builds: Record<string, string> }} options `builds`: origin → its build folder
 */
export async function benchLighthouse(urls, runsPerPage, { cpuSlowdowns, builds }) {
  const labels = new Map(Object.entries(builds).map(([origin, dir]) => [origin, chunkLabels(dir)]));
  /** @param {string} source */
  const label = (source) => {
    const origin = /^https?:/.test(source) ? new URL(source).origin : '';
    return sourceLabel(source, labels.get(origin) ?? new Map());
  };
  const medians = await lighthouseMedians(urls, runsPerPage, {
    cpuSlowdowns,
    onRun: (name, cpuSlowdown, run) =>
      console.log(`lighthouse ${cpuSlowdown}× ${name}: TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms (load ${loadAverage()})`),
  });
  return medians.map(({ name, runs, longTaskMs, ...figures }) => {
    const reference = medians.find((entry) => entry.name === STARTER_PAGE && entry.cpuSlowdown === figures.cpuSlowdown);
    /** @type {Record<string, number>} */
    const longTasks = {};
    // A source with a long task in fewer than half of the runs has a median of 0: left out.
    for (const [source, ms] of Object.entries(longTaskMs)) {
      if (ms > 0) longTasks[label(source)] = (longTasks[label(source)] ?? 0) + ms;
    }
    return {
      page: name,
      ...figures,
      tbtRatio: reference?.tbtMs ? Math.round((figures.tbtMs / reference.tbtMs) * 100) / 100 : null,
      blockingFromStartRatio: reference?.blockingFromStartMs
        ? Math.round((figures.blockingFromStartMs / reference.blockingFromStartMs) * 100) / 100
        : null,
      lcpRatio: reference?.lcpMs ? Math.round((figures.lcpMs / reference.lcpMs) * 100) / 100 : null,
      longTaskMs: Object.fromEntries(Object.entries(longTasks).sort(([, a], [, b]) => b - a)),
      runs: runs.length,
      tbtRuns: runs.map((run) => run.tbtMs),
      fcpRuns: runs.map((run) => run.fcpMs),
      lcpRuns: runs.map((run) => run.lcpMs),
    };
  });
}

/** The one-minute load average, quoted with every timed figure (other jobs share the machine). */
export const loadAverage = () => Math.round(os.loadavg()[0] * 100) / 100;
