// @ts-check
/**
 * Local search's benchmark, against the local-mode build in build/ (`npm run build` first):
 * - index build: the index builder over the built HTML, timed (median of BENCH_SEARCH_RUNS);
 * - engine: MiniSearch alone, in Node: building the in-memory index of each file (what the browser
 *   does once, on first open) and answering the queries below (median and p95);
 * - bytes: what a reader downloads on the modal's first open, per context (manifest + index file);
 * - latency in Chromium: from the input event to the rendered hits, over a fixed list of
 *   queries, per context (median and p95), and the first query of a cold modal;
 * - relevance: ours and Pagefind over the tuning set (bench/search-queries.json) and the held-out
 *   set (bench/search-heldout-9.json, aggregate figures only, by its writer's targets and by either judge's), by `scripts/bench-relevance.mjs`.
 *   node scripts/bench-search.mjs
 *   BENCH_BUILD_DIR=/tmp/copy node scripts/bench-search.mjs     another build's copy
 * Prints tables and writes bench/search.json (which `npm run bench` includes in its report) and
 * bench/search-relevance.json (each tuning query's rank, ours and Pagefind's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { benchRelevance, relevanceTable } from './bench-relevance.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveBuild } from './serve-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BENCH_BUILD_DIR ?? 'build');
const PORT = Number(process.env.BENCH_PORT ?? 3219);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 3);
const REPEATS = Number(process.env.BENCH_SEARCH_REPEATS ?? 5);
/** The queries, as readers type them: identifiers, words, phrases, a prefix and a typo. */
const QUERIES = [
  'httpBatchLink',
  'middleware',
  'router',
  'context',
  'useQuery',
  'error formatting',
  'subscriptions',
  'next.js ssr',
  'input validation zod',
  'batch',
  'infer types',
  'abort',
  'cors',
  'transformer superjson',
  'midleware',
  'proc',
];
/** One page per context: its docs version decides the index file the modal fetches. */
const CONTEXTS = [
  { context: 'current', page: '/docs/quickstart' },
  { context: '9.x', page: '/docs/v9/quickstart' },
];

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const round = (/** @type {number} */ value, digits = 1) => Number(value.toFixed(digits));
const gzip = (/** @type {Buffer} */ body) => zlib.gzipSync(body, { level: 9 }).length;

/** Every route of the build, from its sitemap (what Docusaurus passes the builder as routesPaths). */
function routesFromSitemap() {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * Times the index builder over the build's HTML. Outside Docusaurus it has no docs plugin content, so
 * the index it writes lacks the phrases of the pages' `search_phrases` and `search_keywords`: the
 * build's own index is put back afterwards, and every later step measures that one.
 */
async function benchIndexBuild() {
  /** @type {{ buildSearchIndex: (options: { outDir: string, baseUrl: string, routesPaths: string[] }) => Promise<{ pages: number, milliseconds: number }> }} */
  const builder = await tsImport('../src/plugins/search/build/buildIndex.ts', import.meta.url);
  const routesPaths = routesFromSitemap();
  const searchDir = path.join(buildDir, 'search');
  const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-index-'));
  fs.cpSync(searchDir, kept, { recursive: true });
  const runs = [];
  let pages = 0;
  try {
    for (let i = 0; i < RUNS; i++) {
      const report = await builder.buildSearchIndex({ outDir: buildDir, baseUrl: '/', routesPaths });
      runs.push(report.milliseconds);
      pages = report.pages;
    }
  } finally {
    fs.rmSync(searchDir, { recursive: true, force: true });
    fs.cpSync(kept, searchDir, { recursive: true });
    fs.rmSync(kept, { recursive: true, force: true });
  }
  return { pages, runs: RUNS, medianMs: Math.round(quantile(runs, 0.5)) };
}

async function benchEngine() {
  /** @type {{ createEngine: (index: unknown) => unknown, searchEngine: (engine: unknown, query: string) => unknown[] }} */
  const { createEngine, searchEngine } = await tsImport('../src/plugins/search/client/engine.ts', import.meta.url);
  /** @type {{ indexes: { tag: string, file: string }[] }} */
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'search/manifest.json'), 'utf8'));
  return manifest.indexes.map(({ tag, file }) => {
    const index = JSON.parse(fs.readFileSync(path.join(buildDir, 'search', file), 'utf8'));
    const builds = [];
    let engine;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      engine = createEngine(index);
      builds.push(performance.now() - started);
    }
    const queries = [];
    for (let i = 0; i < REPEATS; i++) {
      for (const query of QUERIES) {
        const started = performance.now();
        searchEngine(engine, query);
        queries.push(performance.now() - started);
      }
    }
    return {
      tag,
      sections: index.sections.length,
      buildMedianMs: round(quantile(builds, 0.5)),
      queryMedianMs: round(quantile(queries, 0.5), 2),
      queryP95Ms: round(quantile(queries, 0.95), 2),
    };
  });
}

function benchBytes() {
  const manifestPath = path.join(buildDir, 'search/manifest.json');
  const manifestBody = fs.readFileSync(manifestPath);
  /** @type {{ indexes: { language: string, tag: string, file: string }[] }} */
  const manifest = JSON.parse(manifestBody.toString('utf8'));
  return manifest.indexes.map(({ language, tag, file }) => {
    const body = fs.readFileSync(path.join(buildDir, 'search', file));
    return {
      language,
      tag,
      file,
      rawBytes: body.length,
      gzipBytes: gzip(body),
      firstOpenGzipBytes: gzip(body) + gzip(manifestBody),
    };
  });
}

/**
 * Types a query into the open modal in one input event and resolves with the milliseconds until
 * hits (or the no-results screen) are in the DOM and painted. Runs in the page.
 * @param {string} query
 */
function timeQuery(query) {
  const input = /** @type {HTMLInputElement} */ (document.querySelector('.DocSearch-Input'));
  const modal = /** @type {HTMLElement} */ (document.querySelector('.DocSearch-Modal'));
  const type = (/** @type {string} */ value) => {
    Reflect.set(HTMLInputElement.prototype, 'value', value, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const rendered = () => Boolean(modal.querySelector('.DocSearch-Hit, .DocSearch-NoResults'));
  return new Promise((resolve, reject) => {
    type('');
    const cleared = () => {
      if (rendered()) return requestAnimationFrame(cleared);
      const observer = new MutationObserver(() => {
        if (!rendered()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - started));
      });
      observer.observe(modal, { childList: true, subtree: true });
      const started = performance.now();
      type(query);
      setTimeout(() => reject(new Error(`no hits rendered for ${query}`)), 10_000);
    };
    requestAnimationFrame(cleared);
  });
}

async function benchLatency() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = [];
  try {
    for (const { context, page: pagePath } of CONTEXTS) {
      const browserContext = await browser.newContext();
      const page = await browserContext.newPage();
      await page.goto(ORIGIN + pagePath, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const opened = Date.now();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      const coldMs = Date.now() - opened + /** @type {number} */ (await page.evaluate(timeQuery, QUERIES[0]));
      /** @type {number[]} */
      const samples = [];
      for (let i = 0; i < REPEATS; i++) {
        for (const query of QUERIES) samples.push(/** @type {number} */ (await page.evaluate(timeQuery, query)));
      }
      results.push({
        context,
        page: pagePath,
        queries: QUERIES.length,
        samples: samples.length,
        coldFirstQueryMs: Math.round(coldMs),
        medianMs: round(quantile(samples, 0.5)),
        p95Ms: round(quantile(samples, 0.95)),
      });
      await browserContext.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main() {
  if (!fs.existsSync(path.join(buildDir, 'search/manifest.json'))) {
    throw new Error('build/ has no local search index: build without the ALGOLIA_* variables first');
  }
  const report = {
    date: new Date().toISOString(),
    indexBuild: await benchIndexBuild(),
    engine: await benchEngine(),
    bytes: benchBytes(),
  };
  const server = await serveBuild({ port: PORT, dir: buildDir });
  let latency;
  try {
    latency = await benchLatency();
  } finally {
    server.stop();
  }
  const bySet = await benchRelevance(buildDir);
  // Aggregate figures per set (the held-out set's only ever are: see bench-relevance.mjs).
  const relevance = Object.fromEntries(
    Object.entries(bySet).map(([set, { queries, ours, pagefind }]) => [
      set,
      {
        queries,
        ours: { overall: ours.overall, byCategory: ours.byCategory },
        pagefind: pagefind && {
          version: pagefind.version,
          pages: pagefind.pages,
          ranking: pagefind.best.ranking,
          overall: pagefind.best.overall,
          byCategory: pagefind.best.byCategory,
          rankingsTried: pagefind.rankingsTried,
        },
      },
    ]),
  );
  const full = { ...report, latency, relevance };
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/search.json'), JSON.stringify(full, null, 2) + '\n');
  const tuning = bySet.tuning;
  if (!tuning?.pagefind) throw new Error('the relevance bench gave no tuning figures');
  const pagefindRanks = tuning.pagefind.best.ranks;
  const ranks = tuning.ours.ranks.map(({ query, version, rank, top3 }, i) => ({
    query,
    version,
    ours: rank,
    pagefind: pagefindRanks[i].rank,
    oursTop3: top3,
  }));
  fs.writeFileSync(path.join(root, 'bench/search-relevance.json'), JSON.stringify(ranks, null, 2) + '\n');

  console.log(`index build: ${full.indexBuild.pages} pages in ${full.indexBuild.medianMs} ms (median of ${RUNS})`);
  console.table(full.engine);
  console.table(
    full.bytes.map(({ tag, file, rawBytes, gzipBytes, firstOpenGzipBytes }) => ({
      tag,
      file,
      'raw KB': round(rawBytes / 1024),
      'gzip KB': round(gzipBytes / 1024),
      'first open gzip KB': round(firstOpenGzipBytes / 1024),
    })),
  );
  console.table(latency);
  for (const [set, result] of Object.entries(bySet)) {
    console.log(`relevance, ${set} set (${result.queries} queries)`);
    console.table(relevanceTable(result));
  }
  console.log('wrote bench/search.json and bench/search-relevance.json');
}

await main();
