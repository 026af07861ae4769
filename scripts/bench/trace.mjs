// @ts-check
/**
 * Where a page's blocking time goes, by contributor (issue #48): loads a page in Chromium with a phone's
 * viewport, records a trace with V8's sampling profiler, and sums, over the tasks after the first
 * contentful paint that a CPU slowdown would make long, the rendering work (style, layout, paint, HTML
 * parsing, garbage collection) from the trace's events and the JavaScript self time by module from the
 * profile. The loads are unthrottled, as Lighthouse observes them before it multiplies each task by the
 * slowdown (which tasks count: LONG_US); a task's blocking share is k × duration − 50.
 *
 * Run it on a build without minification (`npx docusaurus build --no-minify --out-dir <dir>`), whose
 * module headers name each function's module:
 *   npm run bench:trace -- --dir <build> [--pages /docs/quickstart,/] [--loads 5] [--slowdown 4]
 *                                [--top 10] [--json <file>]
 * Medians over the loads; a contributor's figure is its time inside long tasks, scaled by the slowdown.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, phoneContext } from './browser.mjs';
import { serveBuild } from '../serve-build.mjs';
import { median } from '../lib/stats.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    pages: { type: 'string', default: '/docs/quickstart' },
    loads: { type: 'string', default: '5' },
    slowdown: { type: 'string', default: '4' },
    top: { type: 'string', default: '10' },
    port: { type: 'string', default: '3240' },
    json: { type: 'string' },
    functions: { type: 'boolean', default: false },
  },
});
if (!values.dir) throw new Error('--dir <build without minification> is required');
const BUILD = path.resolve(values.dir);
const SLOWDOWN = Number(values.slowdown);
// Lantern (Lighthouse's simulation) keeps an observed task of 10 ms or more; at k× it blocks past 50/k ms.
const LONG_US = Math.max(10, 50 / SLOWDOWN) * 1000;

const RENDERING = new Map([
  ['UpdateLayoutTree', 'style'],
  ['RecalculateStyles', 'style'],
  ['Layout', 'layout'],
  ['Paint', 'paint'],
  ['PrePaint', 'paint'],
  ['Layerize', 'paint'],
  ['ParseHTML', 'HTML parsing'],
  ['ParseAuthorStyleSheet', 'CSS parsing'],
]);

/**
 * Line → module of a bundle built without minification: rspack's numeric module headers, and the
 * `CONCATENATED MODULE` comments inside them. A numeric module with no such comment is named by its
 * licence banner (React's packages) or left as its id.
 * @param {string} file
 */
function moduleLines(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  /** @type {string[]} */
  const names = new Array(lines.length);
  let current = path.basename(file);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const header = /^"?(\d+)"?\((?:__unused_rspack_|module|__webpack_)/.exec(line);
    const concatenated = /^;\/\/ CONCATENATED MODULE: (\S+)/.exec(line);
    if (header) {
      const ahead = lines.slice(index + 1, index + 40).join('\n');
      const inner = /CONCATENATED MODULE: (\S+)/.exec(ahead)?.[1];
      const banner = /\* ([\w.-]+)\.production(?:\.min)?\.js/.exec(ahead)?.[1];
      current = inner ?? (banner ? `./node_modules/${banner}` : `module ${header[1]}`);
    } else if (concatenated) current = concatenated[1];
    names[index] = current;
  }
  return names;
}

/** @param {string} module a bundle's module path, grouped as a reader would name it */
function groupOf(module) {
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1];
  if (packageName === '@docusaurus') return module;
  if (packageName?.startsWith('@docusaurus/')) {
    const rest = module.split(`${packageName}/`)[1] ?? '';
    return `${packageName} ${rest.replace(/^lib\//, '').split('/').slice(0, 3).join('/')}`;
  }
  if (packageName) return packageName;
  return module.replace(/^\.\//, '').replace(/ \+ \d+ modules?$/, '');
}

/** @type {Map<string, string[]>} */
const bundleCache = new Map();
/** @param {string} url @param {number} line 0-based */
function moduleAt(url, line) {
  const asset = /\/assets\/js\/[^?#]+\.js/.exec(url)?.[0];
  if (!asset) return url ? 'inline or other script' : 'V8 (no script)';
  if (!bundleCache.has(asset)) {
    const file = path.join(BUILD, asset);
    bundleCache.set(asset, fs.existsSync(file) ? moduleLines(file) : []);
  }
  const names = /** @type {string[]} */ (bundleCache.get(asset));
  return groupOf(names[line] ?? path.basename(asset));
}

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, cat: string, args?: any, id?: string }} TraceEvent
 */

/** @param {TraceEvent[]} events */
function analyse(events) {
  // The page's renderer: the main thread that painted the page's first content.
  const paint = events.filter((event) => event.name === 'firstContentfulPaint').at(-1);
  if (!paint) throw new Error('no first contentful paint in the trace');
  const main = { pid: paint.pid, tid: paint.tid };
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const fcp = paint.ts;
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) >= LONG_US && event.ts >= fcp)
    .sort((a, b) => a.ts - b.ts);

  // The profile's samples, with the module of each sample's function.
  /** @type {Map<number, { module: string, name: string }>} */
  const nodes = new Map();
  /** @type {{ ts: number, node: number }[]} */
  const samples = [];
  const profile = events.find((event) => event.name === 'Profile' && event.pid === main.pid);
  let time = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === profile?.id)) {
    const data = chunk.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) {
      const frame = node.callFrame;
      const special = /^\((program|idle|root|garbage collector)\)$/.exec(frame.functionName)?.[1];
      nodes.set(node.id, {
        module: special ? `(${special})` : moduleAt(frame.url, frame.lineNumber ?? 0),
        name: frame.functionName,
      });
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((/** @type {number} */ id, /** @type {number} */ index) => {
      time += deltas[index] ?? 0;
      samples.push({ ts: time, node: id });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);

  /** @type {Map<string, number>} µs inside long tasks after FCP */
  const contributors = new Map();
  const add = (/** @type {string} */ key, /** @type {number} */ us) =>
    contributors.set(key, (contributors.get(key) ?? 0) + us);
  let blockingMs = 0;
  const taskList = [];
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blockingMs += (SLOWDOWN * (task.dur ?? 0)) / 1000 - 50;
    let rendering = 0;
    for (const event of onMain) {
      const kind = RENDERING.get(event.name);
      if (!kind || event.ph !== 'X' || event.ts < task.ts || event.ts >= end) continue;
      add(kind, event.dur ?? 0);
      rendering += event.dur ?? 0;
    }
    let scripted = 0;
    /** @type {Map<string, number>} */
    const inTask = new Map();
    for (let index = 0; index < samples.length - 1; index++) {
      const sample = samples[index];
      if (sample.ts < task.ts || sample.ts >= end) continue;
      const node = nodes.get(sample.node);
      if (!node || node.module === '(idle)' || node.module === '(root)') continue;
      const us = Math.min(samples[index + 1].ts, end) - sample.ts;
      // Style, layout and paint run inside "(program)"; they are counted from the trace's events.
      const key = node.module === '(program)' ? 'other (browser, outside JavaScript)' : node.module;
      if (values.functions && node.module !== '(garbage collector)') add(`${node.module}: ${node.name || '(anonymous)'}`, us);
      if (node.module === '(garbage collector)') add('garbage collection', us);
      else if (key !== 'other (browser, outside JavaScript)') add(key, us);
      else continue;
      scripted += us;
      inTask.set(key, (inTask.get(key) ?? 0) + us);
    }
    const other = Math.max(0, (task.dur ?? 0) - rendering - scripted);
    add('other (browser, outside JavaScript)', other);
    const largest = [...inTask].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    taskList.push({ atMs: Math.round((task.ts - fcp) / 1000), ms: Math.round((task.dur ?? 0) / 100) / 10, largest });
  }
  return {
    blockingMs,
    longTasks: tasks.length,
    tasks: taskList,
    contributors: Object.fromEntries([...contributors].map(([key, us]) => [key, (SLOWDOWN * us) / 1000])),
  };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'blink.user_timing',
  '__metadata',
];

const server = await serveBuild({ port: Number(values.port), dir: BUILD });
const browser = await launchBrowser();
/** @type {Record<string, any>} */
const report = { slowdown: SLOWDOWN, loads: Number(values.loads), pages: {} };
try {
  for (const page of values.pages.split(',')) {
    /** @type {ReturnType<typeof analyse>[]} */
    const runs = [];
    for (let load = 0; load < Number(values.loads); load++) {
      const context = await phoneContext(browser, server.origin);
      const tab = await context.newPage();
      await browser.startTracing(tab, { categories: CATEGORIES });
      await tab.goto(server.origin + page, { waitUntil: 'load' });
      await tab.waitForTimeout(3000);
      const buffer = await browser.stopTracing();
      runs.push(analyse(JSON.parse(buffer.toString()).traceEvents));
      await context.close();
    }
    const keys = new Set(runs.flatMap((run) => Object.keys(run.contributors)));
    const contributors = Object.fromEntries(
      [...keys]
        .map((key) => [key, Math.round(median(runs.map((run) => run.contributors[key] ?? 0)))])
        .sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    const summary = {
      blockingMs: Math.round(median(runs.map((run) => run.blockingMs))),
      blockingRuns: runs.map((run) => Math.round(run.blockingMs)),
      longTasks: median(runs.map((run) => run.longTasks)),
      contributors,
      tasks: runs.map((run) => run.tasks),
    };
    report.pages[page] = summary;
    console.log(
      `\n${page} at ${SLOWDOWN}×: blocking after FCP ${summary.blockingMs} ms (runs ${summary.blockingRuns.join(', ')}), long tasks ${summary.longTasks}`,
    );
    for (const [key, ms] of Object.entries(contributors).slice(0, Number(values.top))) {
      console.log(`${String(ms).padStart(7)} ms  ${key}`);
    }
    for (const [index, tasks] of summary.tasks.entries()) {
      console.log(`  load ${index + 1}: ${tasks.map((task) => `+${task.atMs} ms ${task.ms} ms (${task.largest})`).join('; ')}`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}
if (values.json) fs.writeFileSync(values.json, JSON.stringify(report, null, 2) + '\n');
