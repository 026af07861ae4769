// @ts-check
/**
 * Relevance of the local search against Pagefind, over two sets of real questions, each with the
 * sections that answer them:
 * - tuning (bench/search-queries.json): the queries ranking changes are tried on; each query's rank
 *   is printed and kept. It holds the spent held-out sets too (their queries marked
 *   `"from": "heldout-1"` to `"from": "heldout-8"`), each joined once its misses had been read;
 * - held-out 9 (bench/search-heldout-9.json): queries written by someone who had not read the
 *   ranking code, frozen by its sha256 (bench/search-heldout-9.sha256, checked here: a changed file
 *   fails the run) before any engine ran on them. A ranking change stays only if this set does not
 *   get worse. Only its aggregate figures are printed and kept, so that nobody tunes to its queries;
 *   its misses are printed only when asked for with --show-heldout-misses (then the set has been
 *   looked at and must be refreshed: its queries join the tuning set and a new set is written).
 *   Its writer chose each query's `targets`; a second judge, who read the docs but not the writer's
 *   reasons, added the other sections that answer it (`secondJudge`) before any engine ran. The set
 *   `heldout9` counts the writer's targets, `heldout9Judges` either judge's;
 * `scripts/bench-search.mjs` runs it and keeps its summary in bench/search.json; alone:
 *   node scripts/bench-relevance.mjs [build dir] [--set tuning|slips|heldout9|heldout9Judges] [--no-pagefind] [--client file]
 *   (build/ by default, or SEARCH_BUILD_DIR; every set by default; prints the tables; --client asks
 *   another copy of localClient.ts, e.g. the code before a change from `git archive`)
 * - ours: the local search client the modal loads (src/plugins/search/client/localClient.ts), asked as
 *   DocSearch asks it (the page's contextual facet filters, 20 hits), its hits then put in the
 *   order the modal shows them (grouped by lvl0, then lvl1, five per group);
 * - Pagefind, tuned fairly: a copy of the same pages with `data-pagefind-body` on the part our
 *   index reads (the article), `data-pagefind-ignore` on code-block chrome, headings weighted, the
 *   docs version as a filter (the blog and pages carry both), queried in Chromium through its own
 *   bundle (offline: the files are served by request interception), its sub-results flattened in
 *   the order its UI shows them (three per page). Several ranking settings run; the best on each set
 *   is kept.
 * Per category: hit@1, hit@3, MRR@10 and the share of queries with no result.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The query sets: `hidden` ones are reported by aggregate figures only. `slips` is the tuning set
 * as a hurried reader types it ({@link withSlip}): typo tolerance measured on every kind of query,
 * not on the few a set's writer typed with a slip.
 */
const QUERY_SETS = {
  tuning: { file: 'bench/search-queries.json', hidden: false },
  slips: { file: 'bench/search-queries.json', hidden: false, slips: true },
  heldout9: { file: 'bench/search-heldout-9.json', sha256: 'bench/search-heldout-9.sha256', hidden: true },
  heldout9Judges: {
    file: 'bench/search-heldout-9.json',
    sha256: 'bench/search-heldout-9.sha256',
    hidden: true,
    bothJudges: true,
  },
};
/** What DocSearch asks for and shows. */
const HITS_PER_PAGE = 20;
const MAX_RESULTS_PER_GROUP = 5;
/** Pagefind's UI shows this many sub-results per page. */
const PAGEFIND_SUB_RESULTS = 3;
const TOP = 10;
/** The docs tag of each version, as the page's `docsearch:docusaurus_tag` meta says. */
const VERSION_TAGS = { '10.x': 'docs-default-current', '9.x': 'docs-default-9.x' };
const SHARED_TAG = 'default';
/** Pagefind's ranking settings tried (https://pagefind.app/docs/ranking/); the best overall is reported. */
const PAGEFIND_RANKINGS = {
  default: {},
  'short pages less favoured': { pageLength: 0.3 },
  'frequency matters less': { termFrequency: 0.5, pageLength: 0.5 },
};

/**
 * @typedef {{ query: string, version: '10.x' | '9.x', category: string, source: string, targets: string[], secondJudge?: string[], typo?: boolean }} Query
 * @typedef {{ query: Query, urls: string[] }} Answer
 */

/**
 * The queries of a set; a set with a committed sha256 is checked against it first.
 * @param {keyof typeof QUERY_SETS} set
 * @returns {Query[]}
 */
export function loadQueries(set = 'tuning') {
  const spec = QUERY_SETS[set];
  const body = fs.readFileSync(path.join(root, spec.file));
  if ('sha256' in spec) {
    const expected = fs.readFileSync(path.join(root, spec.sha256), 'utf8').trim().split(/\s+/)[0].toLowerCase();
    const actual = crypto.createHash('sha256').update(body).digest('hex');
    if (actual !== expected)
      throw new Error(`${spec.file} has sha256 ${actual}, not the ${expected} of ${spec.sha256}`);
  }
  /** @type {Query[]} */
  const queries = JSON.parse(body.toString('utf8')).queries;
  if ('bothJudges' in spec) return queries.map((query) => ({ ...query, targets: answeredBy(query) }));
  return 'slips' in spec ? withSlip(queries) : queries;
}

/**
 * Every section either judge found to answer the query: the set's writer (`targets`) and the second
 * judge (`secondJudge`), without repeats.
 * @param {Query} query
 */
function answeredBy(query) {
  return [...new Set([...query.targets, ...(query.secondJudge ?? [])])];
}

/**
 * The queries with a plain word of five letters or more, each with one slip in one such word: two
 * letters swapped, one dropped or one doubled, at a place inside the word (never its first
 * letter). The word, the kind and the place come from a fixed seed, so every run types the same.
 * @param {Query[]} queries
 * @returns {Query[]}
 */
function withSlip(queries) {
  let state = 29112026;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const slips = [
    (/** @type {string} */ word, /** @type {number} */ i) =>
      word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2),
    (/** @type {string} */ word, /** @type {number} */ i) => word.slice(0, i) + word.slice(i + 1),
    (/** @type {string} */ word, /** @type {number} */ i) => word.slice(0, i) + word[i] + word.slice(i),
  ];
  return queries.flatMap((query) => {
    const words = query.query.split(' ');
    const long = words.flatMap((word, i) => (/^[a-z]{5,}$/.test(word) ? [i] : []));
    if (long.length === 0) return [];
    const at = long[Math.floor(random() * long.length)];
    const slip = slips[Math.floor(random() * slips.length)];
    words[at] = slip(words[at], 1 + Math.floor(random() * (words[at].length - 2)));
    return [{ ...query, query: words.join(' '), typo: true }];
  });
}

/** `/docs/x.html#a` or `https://h/docs/x/#a` → `/docs/x#a` (the anchor kept, even empty). */
function normalize(/** @type {string} */ url) {
  const parsed = new URL(url, 'http://x');
  const pathname = parsed.pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');
  return `${pathname}#${parsed.hash.slice(1)}`;
}

/**
 * The 1-based rank of the first result that answers the query, or 0. By page: the first result on
 * a target page, whatever its section (a looser measure, which favours page-level results).
 */
function firstHit(/** @type {Query} */ query, /** @type {string[]} */ urls, byPage = false) {
  const index = urls.slice(0, TOP).findIndex((url) => {
    const [pathname] = url.split('#');
    return query.targets.some((target) =>
      byPage || !target.includes('#') ? target.split('#')[0] === pathname : target === url,
    );
  });
  return index + 1;
}

const mrr = (/** @type {number[]} */ ranks) =>
  Number((ranks.reduce((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / Math.max(1, ranks.length)).toFixed(3));

/** @param {Answer[]} answers */
function score(answers) {
  const ranks = answers.map(({ query, urls }) => firstHit(query, urls));
  const share = (/** @type {(rank: number, i: number) => boolean} */ test) =>
    Number((ranks.filter(test).length / Math.max(1, ranks.length)).toFixed(3));
  return {
    queries: ranks.length,
    hit1: share((rank) => rank === 1),
    hit3: share((rank) => rank >= 1 && rank <= 3),
    mrr10: mrr(ranks),
    pageMrr10: mrr(answers.map(({ query, urls }) => firstHit(query, urls, true))),
    zeroResults: share((_rank, i) => answers[i].urls.length === 0),
  };
}

/** Scores per category and overall, and each query's rank. @param {Answer[]} answers */
export function summarize(answers) {
  const categories = [...new Set(answers.map(({ query }) => query.category))];
  /** @type {Record<string, ReturnType<typeof score>>} */
  const byCategory = Object.fromEntries(
    categories.map((category) => [category, score(answers.filter(({ query }) => query.category === category))]),
  );
  // Across categories: the queries typed with a slip (`"typo": true`), where a set marks them.
  const typos = answers.filter(({ query }) => query.typo);
  if (typos.length > 0) byCategory.typo = score(typos);
  return {
    overall: score(answers),
    byCategory,
    ranks: answers.map(({ query, urls }) => ({
      query: query.query,
      version: query.version,
      rank: firstHit(query, urls),
      top3: urls.slice(0, 3),
    })),
  };
}

/**
 * The order the DocSearch modal shows hits in: grouped by lvl0 (in order of first appearance),
 * then by lvl1 within a group, at most five per group (`maxResultsPerGroup`'s default).
 * @template {{ hierarchy: { lvl0: string, lvl1: string } }} T
 * @param {T[]} hits
 */
function modalOrder(hits) {
  /** @param {T[]} items @param {(item: T) => string} key */
  const groupBy = (items, key) => {
    /** @type {Map<string, T[]>} */
    const groups = new Map();
    for (const item of items) {
      const group = groups.get(key(item)) ?? [];
      if (group.length < MAX_RESULTS_PER_GROUP) group.push(item);
      groups.set(key(item), group);
    }
    return [...groups.values()];
  };
  return groupBy(hits, (hit) => hit.hierarchy.lvl0).flatMap((group) =>
    groupBy(group, (hit) => hit.hierarchy.lvl1).flat(),
  );
}

/** The facet filters DocSearch sends from a page of a docs version (Docusaurus's contextual search). */
function contextualFilters(/** @type {Query['version']} */ version) {
  return ['language:en', [`docusaurus_tag:${SHARED_TAG}`, `docusaurus_tag:${VERSION_TAGS[version]}`]];
}

/**
 * Our local search, as the modal asks it.
 * @param {string} buildDir
 * @param {typeof import('../src/plugins/search/client/localClient').createLocalSearchClient} [createClient]
 *   the client factory (imported through tsx when not given)
 * @returns {Promise<Answer[]>}
 */
export async function askOurs(buildDir, queries = loadQueries(), createClient) {
  /** @type {typeof import('../src/plugins/search/client/localClient')['createLocalSearchClient']} */
  const createLocalSearchClient =
    createClient ??
    (await tsImport('../src/plugins/search/client/localClient.ts', import.meta.url)).createLocalSearchClient;
  const client = createLocalSearchClient({
    baseUrl: '/',
    origin: '',
    fetch: async (url) => {
      const body = fs.readFileSync(path.join(buildDir, url));
      return { ok: true, status: 200, json: async () => JSON.parse(body.toString('utf8')) };
    },
  });
  const answers = [];
  for (const query of queries) {
    const { results } = await client.search([
      { query: query.query, facetFilters: contextualFilters(query.version), hitsPerPage: HITS_PER_PAGE },
    ]);
    answers.push({ query, urls: modalOrder(results[0].hits).map((hit) => normalize(hit.url)) });
  }
  return answers;
}

/** Every page our index holds, with its route and docs tag. @param {string} buildDir */
function indexedPages(buildDir) {
  /** @type {{ indexes: { file: string }[] }} */
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'search/manifest.json'), 'utf8'));
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const { file } of manifest.indexes) {
    /** @type {{ pages: [string, string, string, string][] }} */
    const index = JSON.parse(fs.readFileSync(path.join(buildDir, 'search', file), 'utf8'));
    for (const [route, , , tag] of index.pages) pages.set(route, tag);
  }
  return pages;
}

/** The built file of a route, as the index builder reads it. */
function builtFile(/** @type {string} */ buildDir, /** @type {string} */ route) {
  const trimmed = route.replace(/\/+$/, '');
  return [`${trimmed || '/index'}.html`, path.join(trimmed, 'index.html')]
    .map((candidate) => path.join(buildDir, candidate))
    .find((file) => fs.existsSync(file));
}

/**
 * The Pagefind copy of a page: only the part our index reads is searchable, code-block buttons
 * and heading links are left out, headings weigh more, and the docs version is a filter.
 */
function pagefindHtml(
  /** @type {typeof import('cheerio/slim')} */ cheerio,
  /** @type {string} */ html,
  /** @type {string} */ tag,
) {
  const $ = cheerio.load(html);
  const body = $('.theme-doc-markdown').first().length
    ? $('.theme-doc-markdown').first()
    : $('#__blog-post-container').first().length
      ? $('#__blog-post-container').first()
      : $('main').first();
  body.attr('data-pagefind-body', '');
  $('.hash-link, .theme-code-block button, .theme-doc-toc-mobile, nav').attr('data-pagefind-ignore', 'all');
  $('h1').attr('data-pagefind-weight', '10');
  $('h2').attr('data-pagefind-weight', '7');
  $('h3').attr('data-pagefind-weight', '5');
  const versions =
    tag === SHARED_TAG
      ? Object.keys(VERSION_TAGS)
      : Object.entries(VERSION_TAGS)
          .filter(([, t]) => t === tag)
          .map(([v]) => v);
  for (const version of versions) body.append(`<span data-pagefind-filter="version:${version}" hidden></span>`);
  return $.html();
}

/** Builds the Pagefind bundle of the indexed pages into a temporary folder. @param {string} buildDir */
async function buildPagefind(buildDir) {
  // Loaded here, not on import: the unit test that imports this module runs as CommonJS.
  const pagefind = await import('pagefind');
  const cheerio = await import('cheerio/slim');
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-bench-'));
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error('pagefind could not create an index');
  let pages = 0;
  for (const [route, tag] of indexedPages(buildDir)) {
    const file = builtFile(buildDir, route);
    if (!file) continue;
    const { errors } = await index.addHTMLFile({
      url: route,
      content: pagefindHtml(cheerio, fs.readFileSync(file, 'utf8'), tag),
    });
    if (errors.length > 0) throw new Error(`pagefind: ${route}: ${errors.join(', ')}`);
    pages += 1;
  }
  await index.writeFiles({ outputPath });
  await pagefind.close();
  return { outputPath, pages };
}

/**
 * Asks Pagefind's own bundle, in Chromium, with each ranking setting.
 * @param {string} bundleDir @returns {Promise<Record<string, Answer[]>>}
 */
async function askPagefind(bundleDir, queries = loadQueries()) {
  const { chromium } = await import('@playwright/test');
  const origin = 'http://pagefind.bench';
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.route(`${origin}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/')
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' });
      const file = path.join(bundleDir, pathname.replace(/^\/pagefind\//, ''));
      return fs.existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    await page.goto(`${origin}/`);
    /** @type {Record<string, Answer[]>} */
    const byRanking = {};
    for (const [name, ranking] of Object.entries(PAGEFIND_RANKINGS)) {
      const urls = await page.evaluate(
        async ({ ranking, asked, perPage }) => {
          /** @type {any} */
          const pf = await import(/* webpackIgnore: true */ `/pagefind/pagefind.js?${Math.random()}`);
          await pf.options({ ranking });
          await pf.init();
          /**
           * What Pagefind's UI links for a page: the page itself, then its sub-results with the most
           * matches (at most `limit`), in page order.
           * @param {{ url: string, sub_results: { url: string, locations: number[] }[] }} data
           * @param {number} limit
           */
          const shown = (data, limit) => {
            const subs = data.sub_results.filter((sub) => sub.url !== data.url);
            const top = new Set(
              [...subs]
                .sort((a, b) => b.locations.length - a.locations.length)
                .slice(0, limit)
                .map((sub) => sub.url),
            );
            return [data.url, ...subs.filter((sub) => top.has(sub.url)).map((sub) => sub.url)];
          };
          const out = [];
          for (const { query, version } of asked) {
            const search = await pf.search(query, { filters: { version } });
            const pages = await Promise.all(search.results.slice(0, 10).map((/** @type {any} */ r) => r.data()));
            out.push(pages.flatMap((data) => shown(data, perPage)));
          }
          return out;
        },
        { ranking, asked: queries.map(({ query, version }) => ({ query, version })), perPage: PAGEFIND_SUB_RESULTS },
      );
      byRanking[name] = queries.map((query, i) => ({ query, urls: urls[i].map(normalize) }));
    }
    return byRanking;
  } finally {
    await browser.close();
  }
}

/**
 * @typedef {ReturnType<typeof summarize>} Summary
 * @typedef {{ ranking: string } & Summary} PagefindRun
 * @typedef {{ queries: number, ours: Summary, pagefind?: { version: string, pages: number, rankingsTried: ({ ranking: string } & Summary['overall'])[], best: PagefindRun } }} SetReport
 */

/** A hidden set's summary without its per-query ranks. @param {Summary} summary @returns {Summary} */
const aggregate = (summary) => ({ ...summary, ranks: [] });

/**
 * Both engines over each query set, scored. A hidden set (a held-out one) keeps no per-query
 * ranks unless `showHidden`.
 * @param {string} buildDir
 * @param {{ sets?: (keyof typeof QUERY_SETS)[], pagefind?: boolean, showHidden?: boolean, client?: string }} [options]
 *   `client`: another copy of `localClient.ts` to ask (a snapshot of the code before a change)
 * @returns {Promise<Partial<Record<keyof typeof QUERY_SETS, SetReport>>>}
 */
export async function benchRelevance(buildDir, options = {}) {
  const { sets = /** @type {(keyof typeof QUERY_SETS)[]} */ (Object.keys(QUERY_SETS)), showHidden = false } = options;
  const bySet = sets.map((set) => ({ set, queries: loadQueries(set) }));
  const keep = (/** @type {keyof typeof QUERY_SETS} */ set, /** @type {Summary} */ summary) =>
    QUERY_SETS[set].hidden && !showHidden ? aggregate(summary) : summary;
  /** @type {Partial<Record<keyof typeof QUERY_SETS, SetReport>>} */
  const report = {};
  const createClient =
    options.client === undefined
      ? undefined
      : (await tsImport(pathToFileURL(path.resolve(options.client)).href, import.meta.url)).createLocalSearchClient;
  for (const { set, queries } of bySet) {
    const answers = await askOurs(buildDir, queries, createClient);
    report[set] = { queries: queries.length, ours: keep(set, summarize(answers)) };
  }
  if (options.pagefind === false) return report;
  const { outputPath, pages } = await buildPagefind(buildDir);
  try {
    // One browser for every set: their queries asked together, then split.
    const all = bySet.flatMap(({ queries }) => queries);
    const byRanking = Object.entries(await askPagefind(outputPath, all));
    let offset = 0;
    for (const { set, queries } of bySet) {
      const runs = byRanking.map(([ranking, answers]) => ({
        ranking,
        ...keep(set, summarize(answers.slice(offset, offset + queries.length))),
      }));
      offset += queries.length;
      const best = runs.reduce((a, b) => (b.overall.mrr10 > a.overall.mrr10 ? b : a));
      const entry = report[set];
      if (!entry) continue;
      entry.pagefind = {
        version: pagefindVersion(),
        pages,
        rankingsTried: runs.map(({ ranking, overall }) => ({ ranking, ...overall })),
        best,
      };
    }
    return report;
  } finally {
    fs.rmSync(outputPath, { recursive: true, force: true });
  }
}

function pagefindVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/pagefind/package.json'), 'utf8')).version;
}

/**
 * One row per category and engine, for console.table.
 * @param {{ ours: Summary, pagefind?: { best: PagefindRun } }} report
 */
export function relevanceTable(report) {
  const rows = [];
  /** @type {[string, Summary][]} */
  const engines = [['ours', report.ours]];
  if (report.pagefind) engines.push([`pagefind (${report.pagefind.best.ranking})`, report.pagefind.best]);
  for (const [engine, summary] of engines) {
    /** @type {[string, Summary['overall']][]} */
    const categories = [['overall', summary.overall], ...Object.entries(summary.byCategory)];
    for (const [category, s] of categories) {
      rows.push({
        engine,
        category,
        n: s.queries,
        'hit@1': s.hit1,
        'hit@3': s.hit3,
        'MRR@10': s.mrr10,
        'zero results': s.zeroResults,
        'page MRR@10': s.pageMrr10,
      });
    }
  }
  return rows;
}

/** Prints the tables, and the tuning queries ours does not answer first. */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      set: { type: 'string', multiple: true },
      'no-pagefind': { type: 'boolean' },
      'show-heldout-misses': { type: 'boolean' },
      client: { type: 'string' },
    },
  });
  const buildDir = path.resolve(root, positionals[0] ?? process.env.SEARCH_BUILD_DIR ?? 'build');
  const sets = /** @type {(keyof typeof QUERY_SETS)[] | undefined} */ (values.set);
  for (const set of sets ?? []) if (!(set in QUERY_SETS)) throw new Error(`no query set ${set}`);
  const showHidden = values['show-heldout-misses'] ?? false;
  const report = await benchRelevance(buildDir, {
    sets,
    pagefind: !values['no-pagefind'],
    showHidden,
    client: values.client,
  });
  for (const [set, result] of Object.entries(report)) {
    console.log(`\n${set} set (${result.queries} queries)`);
    console.table(relevanceTable(result));
    if (QUERY_SETS[/** @type {keyof typeof QUERY_SETS} */ (set)].hidden && !showHidden) continue;
    console.log('ours, not first:');
    for (const miss of result.ours.ranks.filter(({ rank }) => rank !== 1)) {
      console.log(`  ${miss.rank || '-'}  ${miss.version} ${miss.query} → ${miss.top3.join(' | ')}`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
