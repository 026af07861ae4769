/**
 * Sharing and SEO checks over the production build (ARCHITECTURE.md, "Sharing and SEO"). Most read the
 * files of the build under test (build/, or SITE_BUILD_DIR) directly, so they use Playwright's plain `test` (no browser page is needed); the
 * last one asks the local server for the generated files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import * as cheerio from 'cheerio';
import { siteEnv } from '../../src/siteEnv';
import sharp from 'sharp';
import { CARDS_DIR, MAX_CARD_BYTES } from '../../src/plugins/social/generate';
import { validateJsonLd, type JsonLdBlock } from '../validateJsonLd';
import { buildDir, ONLY_IN_A_BUILD, testsDevServer } from './site';

// The built pages, and the files the build's plugins write after bundling.
test.skip(testsDevServer, ONLY_IN_A_BUILD);

const siteDir = path.join(__dirname, '../..');
const { siteUrl, baseUrl } = siteEnv(process.env);
const siteRoot = `${siteUrl}${baseUrl}`;

type BuiltPage = {
  /** Path of the HTML file below build/. */
  readonly file: string;
  readonly $: cheerio.CheerioAPI;
  readonly html: string;
};

function builtPages(): BuiltPage[] {
  const files = (fs.readdirSync(buildDir, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.html') && !file.startsWith(`assets${path.sep}`),
  );
  return files.map((file) => {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    return { file, html, $: cheerio.load(html.slice(0, html.indexOf('</head>'))) };
  });
}

const pages = builtPages();
const meta = (page: BuiltPage, key: string): string[] =>
  page
    .$(`meta[property="${key}"], meta[name="${key}"]`)
    .toArray()
    .map((element) => page.$(element).attr('content') ?? '');

/** The file below build/ an address of the site points at. */
function builtFile(url: string): string {
  expect(url.startsWith(siteRoot), `${url} is on ${siteRoot}`).toBe(true);
  return path.join(buildDir, decodeURIComponent(new URL(url).pathname.slice(baseUrl.length)));
}

test('the build has pages to check', () => {
  expect(pages.length).toBeGreaterThan(100);
});

test('every page has its own card: one og:image, an existing 1200×630 PNG within budget', async () => {
  const problems: string[] = [];
  const cards = new Map<string, string>();
  for (const page of pages) {
    const [image, ...extra] = meta(page, 'og:image');
    if (!image || extra.length > 0) {
      problems.push(`${page.file}: ${extra.length + (image ? 1 : 0)} og:image tags`);
      continue;
    }
    const checks: [string, boolean][] = [
      ['under img/og/', image.startsWith(`${siteRoot}${CARDS_DIR}/`)],
      ['og:image:width 1200', meta(page, 'og:image:width').join() === '1200'],
      ['og:image:height 630', meta(page, 'og:image:height').join() === '630'],
      ['og:image:type image/png', meta(page, 'og:image:type').join() === 'image/png'],
      ['one non-empty og:image:alt', meta(page, 'og:image:alt').length === 1 && meta(page, 'og:image:alt')[0] !== ''],
      ['twitter:card summary_large_image', meta(page, 'twitter:card').join() === 'summary_large_image'],
      ['twitter:image is the card', meta(page, 'twitter:image').join() === image],
    ];
    for (const [what, ok] of checks) if (!ok) problems.push(`${page.file}: ${what}`);
    const file = builtFile(image);
    if (!fs.existsSync(file)) {
      problems.push(`${page.file}: ${image} does not exist`);
      continue;
    }
    const png = fs.readFileSync(file);
    const info = await sharp(png).metadata();
    if (info.format !== 'png' || info.width !== 1200 || info.height !== 630) {
      problems.push(`${page.file}: card is not a 1200×630 PNG`);
    }
    if (png.length > MAX_CARD_BYTES) problems.push(`${page.file}: card is ${png.length} bytes`);
    const owner = cards.get(image);
    if (owner) problems.push(`${page.file}: shares its card with ${owner}`);
    cards.set(image, page.file);
  }
  expect(problems).toEqual([]);
});

test('every page has one canonical URL on the site', () => {
  const problems = pages.flatMap((page) => {
    const canonical = page
      .$('link[rel="canonical"]')
      .toArray()
      .map((element) => page.$(element).attr('href') ?? '');
    if (canonical.length !== 1) return [`${page.file}: ${canonical.length} canonical links`];
    return canonical[0].startsWith(siteRoot) ? [] : [`${page.file}: canonical ${canonical[0]}`];
  });
  expect(problems).toEqual([]);
});

test('unmaintained 9.x pages name their 10.x page as canonical where one exists; no page is noindex', () => {
  const problems: string[] = [];
  const currentUrls = new Set(
    pages.filter((page) => meta(page, 'docusaurus_version')[0] === 'current').map((page) => meta(page, 'og:url')[0]),
  );
  let pointed = 0;
  for (const page of pages) {
    const robots = meta(page, 'robots').join();
    const version = meta(page, 'docusaurus_version')[0];
    const ownUrl = meta(page, 'og:url')[0];
    const canonical = page.$('link[rel="canonical"]').attr('href') ?? '';
    const twin = ownUrl?.replace(`${siteRoot}docs/v9/`, `${siteRoot}docs/`);
    if (version === '9.x' && canonical !== ownUrl) {
      if (!currentUrls.has(canonical)) problems.push(`${page.file}: canonical ${canonical} is not a 10.x docs page`);
      else pointed++;
    }
    if (version === '9.x' && canonical === ownUrl && twin && currentUrls.has(twin)) {
      problems.push(`${page.file}: ${twin} exists but the page names itself canonical`);
    }
    // Lighthouse's SEO audit (and readers arriving from search) need every page crawlable; only
    // pages Docusaurus hides itself (unlisted docs, the search page) may say otherwise.
    if (robots.includes('noindex') && robots !== 'noindex, nofollow' && page.file !== 'search.html') {
      problems.push(`${page.file}: unexpected robots "${robots}"`);
    }
  }
  expect(problems).toEqual([]);
  expect(pointed).toBeGreaterThan(20);
});

for (const [version, dir] of [
  ['current', ''],
  ['9.x', 'docs/v9'],
] as const) {
  test(`llms.txt of ${version} lists every docs page of the version by its twin, llms-full.txt has their text`, () => {
    const index = fs.readFileSync(path.join(buildDir, dir, 'llms.txt'), 'utf8');
    const full = fs.readFileSync(path.join(buildDir, dir, 'llms-full.txt'), 'utf8');
    const docsPages = pages.filter(
      (page) => meta(page, 'docusaurus_version')[0] === version && meta(page, 'robots').join() !== 'noindex, nofollow',
    );
    expect(docsPages.length).toBeGreaterThan(30);
    const problems = docsPages.flatMap((page) => {
      const url = meta(page, 'og:url')[0];
      return [
        ...(index.includes(`](${url}.md)`) ? [] : [`${url}.md missing from llms.txt`]),
        ...(full.includes(`\nSource: ${url}\n`) ? [] : [`${url} missing from llms-full.txt`]),
      ];
    });
    expect(problems).toEqual([]);
    expect(index).toMatch(/^# tRPC .+ documentation/);
    expect(index).toMatch(/^## .+\n\n- \[.+\]\(https?:\/\/.+\): .+/m);
    // Clean Markdown: no navigation chrome, no markup left from the theme.
    for (const chrome of ['[Edit this page](', 'Direct link to', '\u200b', 'class="', 'Copy code', 'On this page']) {
      expect(full, chrome).not.toContain(chrome);
    }
    expect(full).toMatch(/\n```ts title="[^"]+"\n/);
  });
}

test('JSON-LD parses and validates against the schema.org types it uses', () => {
  test.setTimeout(180_000); // Loads the TypeScript compiler and schema-dts.
  const blocks: JsonLdBlock[] = [];
  const problems: string[] = [];
  const typesOf = new Map<string, { '@type'?: unknown; [key: string]: unknown }[]>();
  for (const page of pages) {
    const found: { '@type'?: unknown; [key: string]: unknown }[] = [];
    for (const element of page.$('script[type="application/ld+json"]').toArray()) {
      try {
        const data = JSON.parse(page.$(element).text()) as { '@type'?: unknown };
        blocks.push({ source: page.file, data });
        found.push(data);
      } catch (error) {
        problems.push(`${page.file}: ${String(error)}`);
      }
    }
    const types = found.map((data) => String(data['@type']));
    if (new Set(types).size !== types.length) problems.push(`${page.file}: duplicate types ${types.join(', ')}`);
    typesOf.set(page.file, found);
  }
  problems.push(...validateJsonLd(blocks, siteDir));

  const ofType = (file: string, type: string) => (typesOf.get(file) ?? []).filter((data) => data['@type'] === type);
  const [website] = ofType('index.html', 'WebSite');
  expect(website?.url).toBe(siteRoot);
  expect(JSON.stringify(website?.potentialAction)).toContain(`"urlTemplate":"${siteRoot}search?q={query}"`);
  expect(JSON.stringify(website?.potentialAction)).toContain('"query-input":"required name=query"');

  const posts = pages.filter((page) => meta(page, 'og:type')[0] === 'article');
  expect(posts.length).toBeGreaterThanOrEqual(4);
  for (const post of posts) {
    const [posting] = ofType(post.file, 'BlogPosting');
    const [author] = [posting?.author].flat() as ({ name?: unknown } | undefined)[];
    if (!posting || !author?.name || !posting.headline || !posting.datePublished) {
      problems.push(`${post.file}: BlogPosting needs a headline, a date and a named author`);
    }
  }

  const routes = new Set(pages.map((page) => meta(page, 'og:url')[0]));
  for (const page of pages.filter((candidate) => candidate.html.includes('theme-doc-breadcrumbs'))) {
    const [list] = ofType(page.file, 'BreadcrumbList');
    const items = (list?.itemListElement ?? []) as { item?: string; position?: number }[];
    if (items.length === 0) problems.push(`${page.file}: no BreadcrumbList`);
    items.forEach((entry, index) => {
      if (entry.position !== index + 1) problems.push(`${page.file}: breadcrumb position ${entry.position}`);
      if (entry.item && !routes.has(entry.item)) problems.push(`${page.file}: breadcrumb ${entry.item} is no page`);
    });
  }
  expect(problems).toEqual([]);
});

test('robots.txt, the sitemap, the llms files and the cards are served', async ({ request }) => {
  const robots = await request.get(`${baseUrl}robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`\nSitemap: ${siteRoot}sitemap.xml\n`);
  expect((await request.get(`${baseUrl}sitemap.xml`)).status()).toBe(200);
  for (const file of ['llms.txt', 'llms-full.txt', 'docs/v9/llms.txt', 'docs/v9/llms-full.txt']) {
    const response = await request.get(`${baseUrl}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toContain('text/plain');
  }
  const [image] = meta(pages.find((page) => page.file === 'index.html') ?? pages[0], 'og:image');
  const card = await request.get(new URL(image).pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});
