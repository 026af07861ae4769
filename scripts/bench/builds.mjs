// @ts-check
/**
 * The build figures: cold production builds (median of `runs`) and their peak memory, the same with
 * Docusaurus's faster pipeline switched off (as a ratio, measured in the same run), a warm rebuild
 * after one doc edit, and the dev server's start. Leaves a clean production build in `outDir`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../serve-build.mjs';
import { median, round } from '../lib/stats.mjs';
import { sampleTreePeak } from './memory.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
/** The doc the warm rebuild edits (and restores). */
const EDITED_DOC = path.join(root, 'docs/main/quickstart.mdx');

/** @typedef {{ seconds: number, peakMb: number, treePeakMb: number }} BuildRun */

/**
 * One production build into `outDir`, timed, with two peaks of memory: GNU time's (the largest
 * single process) and the whole process tree's (./memory.mjs).
 * @param {{ outDir: string, env?: Record<string, string>, cold?: boolean }} options
 * @returns {Promise<BuildRun>}
 */
async function build({ outDir, env = {}, cold = true }) {
  if (cold) {
    spawnSync(process.execPath, [docusaurus, 'clear'], { cwd: root, stdio: 'ignore' });
    fs.rmSync(path.join(root, 'node_modules/.cache/rspack'), { recursive: true, force: true });
    fs.rmSync(path.join(root, 'node_modules/.cache/webpack'), { recursive: true, force: true });
  }
  const started = performance.now();
  // `npm run build`, as a maintainer builds (its script bounds the JavaScript heap).
  const child = spawn('/usr/bin/time', ['-v', 'npm', 'run', '--silent', 'build', '--', '--out-dir', outDir], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  const tree = sampleTreePeak(child.pid ?? 0);
  const status = await new Promise((resolve) => child.on('close', resolve));
  const treePeakKb = tree.stop();
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`build failed:\n${output}`);
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? 0);
  return { seconds: round(seconds), peakMb: Math.round(peakKb / 1024), treePeakMb: Math.round(treePeakKb / 1024) };
}

/** @param {BuildRun[]} runs */
const summary = (runs) => ({
  runs: runs.map((run) => run.seconds),
  medianSeconds: round(median(runs.map((run) => run.seconds))),
  medianPeakMb: Math.round(median(runs.map((run) => run.peakMb))),
  medianTreePeakMb: Math.round(median(runs.map((run) => run.treePeakMb))),
});

/**
 * Seconds from `docusaurus start` to the first answer of a docs page.
 * @param {number} port
 */
async function devServerStart(port) {
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

/**
 * @param {{ runs: number, outDir: string, devPort: number }} options
 */
export async function benchBuilds({ runs, outDir, devPort }) {
  /** @type {BuildRun[]} */
  const faster = [];
  for (let run = 0; run < runs; run++) faster.push(await build({ outDir }));
  /** @type {BuildRun[]} */
  const baseline = [];
  for (let run = 0; run < Math.max(1, runs - 1); run++) {
    baseline.push(await build({ outDir, env: { DOCUSAURUS_FASTER: 'false' } }));
  }
  // A warm rebuild: the faster pipeline's persistent cache from a first build, then one doc edited.
  await build({ outDir });
  const original = fs.readFileSync(EDITED_DOC, 'utf8');
  let warm;
  try {
    fs.writeFileSync(EDITED_DOC, `${original}\nOne more sentence, as an edit would add.\n`);
    warm = await build({ outDir, cold: false });
  } finally {
    fs.writeFileSync(EDITED_DOC, original);
  }
  const devStartSeconds = await devServerStart(devPort);
  // Leave a clean production build of the unedited docs for the page figures.
  await build({ outDir, cold: false });
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
