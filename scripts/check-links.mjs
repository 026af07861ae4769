// @ts-check
/**
 * `npm run test:links`: serves build/ the way the README does (`npm run serve`), then
 *  1. crawls every page of the sitemap with linkinator: links, anchors (#fragments), images, scripts,
 *     stylesheets, feeds, and the canonical/Open Graph/JSON-LD URLs (the public origin is mapped to the
 *     local server, so they are checked against this build); other hosts are skipped;
 *  2. follows every redirect of the generated `_redirects`: right status, right target, target answers 200.
 *   LINKS_PORT=3221 node scripts/check-links.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LinkChecker, LinkState } from 'linkinator';
import { requireBuild, serveBuild } from './serve-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = path.join(root, 'build');
const port = Number(process.env.LINKS_PORT ?? 3221);
const local = `http://127.0.0.1:${port}`;
/** Hosts that docs use for example URLs (written as links by Markdown's autolinks): never fetched, counted. */
const EXAMPLE_HOSTS = /^(localhost|127\.0\.0\.1|0\.0\.0\.0|(.+\.)?example\.(com|org|net))(:\d+)?$/;

requireBuild('build');
const sitemap = fs.readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
const pageUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
if (pageUrls.length === 0) throw new Error('build/sitemap.xml lists no pages');
const publicOrigin = pageUrls[0].origin;
const routes = pageUrls.map((url) => url.pathname);

/** The rules of the generated Netlify `_redirects` (the same rules as serve.json and vercel.json). */
const redirectRules = fs
  .readFileSync(path.join(build, '_redirects'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    return { from, to, status: Number(status) };
  });
/** Our URLs that redirect to another host (e.g. /discord): checkRedirects() checks them without leaving. */
const externalRedirects = new Set(
  redirectRules.filter((rule) => /^https?:/.test(rule.to)).map((rule) => new URL(rule.from, local).href),
);

/** @param {string} url */
const isTryLink = (url) => /\/playground#sample=/.test(url);

/** Whether the build stored the playground state a Try link (`/playground#sample=<id>`) opens. @param {string} url */
function storedSample(url) {
  const id = /#sample=([\w-]+)$/.exec(url)?.[1];
  return id !== undefined && fs.existsSync(path.join(build, 'assets/playground/samples', `${id}.json`));
}

/** @returns {Promise<{ checked: number, broken: string[], examples: Map<string, number> }>} */
async function crawl() {
  const checker = new LinkChecker();
  /** @type {Map<string, number>} */
  const examples = new Map();
  const escaped = publicOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const result = await checker.check({
    path: routes.map((route) => local + route),
    recurse: true,
    checkFragments: true,
    // It runs beside the browser tests in `npm test`: on a loaded machine a page can take seconds. A
    // request that times out makes linkinator 7.6 reject outside its promise (an uncaught
    // TimeoutError, not a broken link), so the bound is generous and fewer requests are in flight.
    concurrency: 4,
    timeout: 60_000,
    redirects: 'allow',
    // A busy machine can drop a connection: retry those, never a 404.
    retryErrors: true,
    retryErrorsCount: 2,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escaped}(?=/|$)`), replacement: local }],
    linksToSkip: async (link) => {
      const url = new URL(link);
      if (url.host === new URL(local).host) return externalRedirects.has(url.origin + url.pathname);
      if (EXAMPLE_HOSTS.test(url.host)) examples.set(link, (examples.get(link) ?? 0) + 1);
      return true;
    },
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    // The playground's hash is its state, not an anchor: a Try link is broken when its sample is not stored.
    .filter((link) => !isTryLink(link.url) || !storedSample(link.url))
    .map((link) => {
      const details = (link.failureDetails ?? [])
        .map((detail) => (detail instanceof Error ? detail.message : ''))
        .join(' ');
      return `${link.status ?? '-'} ${link.url}  (on ${link.parent ?? 'start'})${details ? `: ${details}` : ''}`;
    });
  const checked = result.links.filter((link) => link.state === LinkState.OK).length;
  return { checked, broken, examples };
}

/** Every redirect rule, checked against the served build (a prefix rule with every page under it). */
async function checkRedirects() {
  const rules = redirectRules;
  /** @type {{ from: string, to: string, status: number }[]} */
  const cases = [];
  for (const rule of rules) {
    if (!rule.from.endsWith('/*')) {
      cases.push(rule);
      continue;
    }
    // A prefix rule: every current-docs page under its old prefix.
    const stem = rule.from.slice(0, -1);
    const targetStem = rule.to.replace(':splat', '');
    for (const route of routes) {
      if (!route.startsWith(targetStem) || route.startsWith('/docs/v9')) continue;
      const rest = route.slice(targetStem.length);
      if (rest && !rules.some((other) => other.from === stem + rest))
        cases.push({ ...rule, from: stem + rest, to: route });
    }
  }
  const problems = [];
  for (const { from, to, status } of cases) {
    const response = await fetch(local + from, { redirect: 'manual' });
    const location = response.headers.get('location');
    const target = location ? new URL(location, local + from) : undefined;
    const expected = new URL(to, local);
    if (response.status !== status || target?.href !== expected.href) {
      problems.push(`${from}: expected ${status} → ${to}, got ${response.status} → ${location ?? '(none)'}`);
      continue;
    }
    if (expected.origin === local) {
      const page = await fetch(expected);
      if (page.status !== 200) problems.push(`${from} → ${to}: the target answers ${page.status}`);
    }
  }
  return { checked: cases.length, problems };
}

const started = performance.now();
const server = await serveBuild({ port });
let failed = false;
try {
  const links = await crawl();
  for (const line of links.broken) console.error(`broken: ${line}`);
  if (links.examples.size > 0) {
    console.log(`example URLs written as links (not fetched): ${[...links.examples.keys()].sort().join(', ')}`);
  }
  const redirects = await checkRedirects();
  for (const line of redirects.problems) console.error(`redirect: ${line}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `linkinator: ${routes.length} pages from the sitemap, ${links.checked} links checked ` +
      `(fragments included, other hosts skipped), ${links.broken.length} broken; ` +
      `${redirects.checked} redirects checked, ${redirects.problems.length} wrong (${seconds}s).`,
  );
  failed = links.broken.length > 0 || redirects.problems.length > 0;
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
