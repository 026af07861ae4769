// @ts-check
/**
 * The site's benchmark: build time and memory, bytes per page, Lighthouse figures.
 *   npm run bench                 everything (several cold builds: takes a few minutes)
 *   npm run bench -- --no-build   only the page figures, against the existing build/
 * Prints a table and writes bench/results.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const BUILD_RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/docs/quickstart', '/docs/v9/quickstart', '/blog/announcing-trpc-10'];

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One cold production build, timed with GNU time for the peak memory of the whole process tree's largest member.
 * @param {Record<string, string>} env
 */
function coldBuild(env) {
  spawnSync('npx', ['docusaurus', 'clear'], { cwd: root, stdio: 'ignore' });
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-v', 'npx', 'docusaurus', 'build'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0);
  return { seconds, peakMb: peakKb / 1024 };
}

function benchBuilds() {
  /** @param {Record<string, string>} env @param {number} runs */
  const series = (env, runs) => Array.from({ length: runs }, () => coldBuild(env));
  const fast = series({}, BUILD_RUNS);
  const slow = series({ DOCUSAURUS_FASTER: 'false' }, Math.max(1, BUILD_RUNS - 2));
  // Leave a normal build in place for the page figures.
  coldBuild({});
  const summary = (/** @type {{ seconds: number, peakMb: number }[]} */ runs) => ({
    runs: runs.length,
    medianSeconds: Number(median(runs.map((r) => r.seconds)).toFixed(1)),
    medianPeakMb: Math.round(median(runs.map((r) => r.peakMb))),
  });
  const faster = summary(fast);
  const baseline = summary(slow);
  return { faster, baseline, ratio: Number((faster.medianSeconds / baseline.medianSeconds).toFixed(2)) };
}

async function startServer() {
  const server = spawn('npm', ['run', 'serve'], { cwd: root, detached: true, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(ORIGIN)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer on ${ORIGIN}`);
}

/**
 * @typedef {{ raw: number, gzip: number, brotli: number, count: number }} Bytes
 * @param {{ type: string, body: Buffer }[]} responses
 */
function bytesByType(responses) {
  /** @type {Record<string, Bytes>} */
  const totals = {};
  for (const { type, body } of responses) {
    const entry = (totals[type] ??= { raw: 0, gzip: 0, brotli: 0, count: 0 });
    entry.raw += body.length;
    entry.gzip += zlib.gzipSync(body, { level: 9 }).length;
    entry.brotli += zlib.brotliCompressSync(body).length;
    entry.count += 1;
  }
  return totals;
}

/** @param {string} url @param {string} contentType */
function resourceType(url, contentType) {
  if (contentType.includes('html')) return 'html';
  if (contentType.includes('css') || url.endsWith('.css')) return 'css';
  if (contentType.includes('javascript') || url.endsWith('.js')) return 'js';
  if (contentType.includes('json')) return 'json';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.includes('font')) return 'font';
  return 'other';
}

async function benchPages() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = [];
  for (const pagePath of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await context.route('**/*', (route) =>
      route.request().url().startsWith(ORIGIN) ? route.continue() : route.abort('blockedbyclient'),
    );
    /** @type {{ type: string, body: Buffer, phase: string }[]} */
    const responses = [];
    let phase = 'load';
    page.on('response', async (response) => {
      if (!response.url().startsWith(ORIGIN) || response.status() !== 200) return;
      const contentType = response.headers()['content-type'] ?? '';
      try {
        responses.push({ type: resourceType(response.url(), contentType), body: await response.body(), phase });
      } catch {
        // a response without a body (e.g. a redirect)
      }
    });
    await page.goto(ORIGIN + pagePath, { waitUntil: 'networkidle' });
    const load = responses.filter((r) => r.phase === 'load');
    phase = 'navigation';
    const target = page.locator('main a[href^="/docs/"], main a[href^="/blog/"]').first();
    await target.click();
    await page.waitForLoadState('networkidle');
    const navigation = responses.filter((r) => r.phase === 'navigation');
    results.push({
      page: pagePath,
      load: { requests: load.length, bytes: bytesByType(load) },
      navigation: { to: new URL(page.url()).pathname, requests: navigation.length, bytes: bytesByType(navigation) },
    });
    await context.close();
  }
  await browser.close();
  return results;
}

async function benchLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const port = 9333;
  const browser = spawn(
    chromiumPath ?? chromium.executablePath(),
    [...chromiumArgs, '--headless=new', `--remote-debugging-port=${port}`],
    {
      stdio: 'ignore',
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const results = [];
  try {
    for (const pagePath of PAGES) {
      const runnerResult = await lighthouse(ORIGIN + pagePath, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = runnerResult?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${pagePath}`);
      results.push({
        page: pagePath,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
      });
    }
  } finally {
    browser.kill();
  }
  return results;
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  /** @type {Record<string, unknown>} */
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
  };
  if (!args.has('--no-build')) report.build = benchBuilds();
  const server = await startServer();
  try {
    report.pages = await benchPages();
    if (!args.has('--no-lighthouse')) report.lighthouse = await benchLighthouse();
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
  const searchResults = path.join(root, 'bench/search.json');
  if (fs.existsSync(searchResults)) report.search = JSON.parse(fs.readFileSync(searchResults, 'utf8'));

  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify(report, null, 2) + '\n');

  if (report.build) console.log('build', JSON.stringify(report.build));
  console.log('\npage                         JS gz KB  CSS gz KB  HTML gz KB  requests  nav requests  nav JS gz KB');
  for (const entry of /** @type {Awaited<ReturnType<typeof benchPages>>} */ (report.pages)) {
    const b = entry.load.bytes;
    console.log(
      [
        entry.page.padEnd(28),
        kb(b.js?.gzip ?? 0).padStart(8),
        kb(b.css?.gzip ?? 0).padStart(10),
        kb(b.html?.gzip ?? 0).padStart(11),
        String(entry.load.requests).padStart(9),
        String(entry.navigation.requests).padStart(13),
        kb(entry.navigation.bytes.js?.gzip ?? 0).padStart(13),
      ].join(' '),
    );
  }
  if (report.lighthouse) console.table(report.lighthouse);
  console.log('\nwrote bench/results.json');
}

await main();
