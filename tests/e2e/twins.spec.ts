/**
 * The Markdown twins and the llms files over the production build (ARCHITECTURE.md, "Sharing and SEO"). Most
 * checks read the files in build/ directly, with Playwright's plain `test` (no browser page); the
 * last one asks the local server how it serves them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import * as cheerio from 'cheerio';
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import { siteEnv } from '../../src/siteEnv';
import { redirects } from '../../src/plugins/deploy/rules';
import { markdownTwinPath } from '../../src/plugins/llms/twinPath';
import { buildDir, ONLY_IN_A_BUILD, routesFromSitemap, testsDevServer } from './site';

// The twins and llms files are written by the llms plugin's postBuild.
test.skip(testsDevServer, ONLY_IN_A_BUILD);

const { siteUrl, baseUrl } = siteEnv(process.env);
const siteRoot = `${siteUrl}${baseUrl}`;

/** The blog's list pages (not posts): they have no twin. */
const BLOG_LISTS = new RegExp(`^${baseUrl}blog(/(archive|tags|authors|page)(/.*)?)?$`);
/** Every docs page and blog post of the sitemap. */
const pageRoutes = routesFromSitemap().filter(
  (route) => route.startsWith(`${baseUrl}docs`) || (route.startsWith(`${baseUrl}blog/`) && !BLOG_LISTS.test(route)),
);
const twinFile = (route: string) => path.join(buildDir, markdownTwinPath(route).slice(baseUrl.length));
/** Every file of the build, by its path relative to the build folder (with forward slashes). */
const builtFiles = fs
  .readdirSync(buildDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
const builtFileSet = new Set(builtFiles);
const twinFiles = builtFiles.filter((file) => file.endsWith('.md') && !file.startsWith('assets/'));
const LLMS_FILES = ['llms.txt', 'llms-full.txt', 'docs/v9/llms.txt', 'docs/v9/llms-full.txt'];

const parse = (markdown: string): Root => unified().use(remarkParse).use(remarkGfm).parse(markdown);
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');

/** The built file of a site path: the file itself, or its page (`/docs/router` → docs/router.html). */
function builtFileOf(pathname: string): string | undefined {
  const route = decodeURIComponent(pathname).slice(baseUrl.length).replace(/\/$/, '');
  return [route, `${route}.html`, `${route}/index.html`, route ? '' : 'index.html'].find(
    (candidate) => candidate && builtFileSet.has(candidate),
  );
}

/** Where a site path leads: a built file, or (through the hosts' redirects) another address that does. */
function resolves(pathname: string, hops = 0): boolean {
  if (builtFileOf(pathname)) return true;
  if (hops > 3) return false;
  for (const { from, to } of redirects) {
    const base = `${baseUrl.replace(/\/$/, '')}${from}`;
    const splat =
      base.endsWith('/*') && pathname.startsWith(base.slice(0, -1)) ? pathname.slice(base.length - 1) : undefined;
    if (pathname !== base && splat === undefined) continue;
    const target = to.replace(':splat', splat ?? '');
    return /^https?:\/\//.test(target) || resolves(`${baseUrl.replace(/\/$/, '')}${target}`, hops + 1);
  }
  return false;
}

test('every docs page and blog post of the sitemap has a Markdown twin', () => {
  expect(pageRoutes.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const route of pageRoutes) {
    if (!fs.existsSync(twinFile(route))) problems.push(`${route}: no twin at ${markdownTwinPath(route)}`);
  }
  expect(problems).toEqual([]);
  // No twin of a page the sitemap does not know (drafts, blog lists).
  const expected = new Set(pageRoutes.map((route) => markdownTwinPath(route).slice(baseUrl.length)));
  expect(twinFiles.filter((file) => !expected.has(file))).toEqual([]);
});

test('twins are Markdown without HTML outside code blocks, titled with their page’s H1', () => {
  const problems: string[] = [];
  for (const route of pageRoutes) {
    const tree = parse(fs.readFileSync(twinFile(route), 'utf8'));
    visit(tree, 'html', (node: { value: string }) => {
      problems.push(`${route}: HTML ${node.value.slice(0, 60)}`);
    });
    const [first] = tree.children;
    const title = first?.type === 'heading' && first.depth === 1 ? toString(first) : undefined;
    const $ = cheerio.load(fs.readFileSync(path.join(buildDir, builtFileOf(route) ?? ''), 'utf8'));
    const pageTitle = $('main h1, article h1').first().text().replace(/\s+/g, ' ').trim();
    if (title !== pageTitle) problems.push(`${route}: twin's H1 "${title}", page's "${pageTitle}"`);
    if (tree.children.filter((node) => node.type === 'heading' && node.depth === 1).length !== 1) {
      problems.push(`${route}: more than one H1`);
    }
  }
  expect(problems).toEqual([]);
});

test('every link of the llms files and of the twins leads to a file of the build', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const file of [...LLMS_FILES, ...twinFiles]) {
    visit(parse(read(file)), (node) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      const { url } = node as { url: string };
      if (!url.startsWith(siteRoot)) {
        // Links are absolute: a relative one would resolve against wherever the file was copied to.
        if (!/^[a-z][a-z\d+.-]*:/i.test(url)) problems.push(`${file}: relative link ${url}`);
        return;
      }
      checked++;
      if (!resolves(new URL(url).pathname)) problems.push(`${file}: ${url}`);
    });
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(1000);
  // llms.txt leads to the twins.
  expect(read('llms.txt')).toContain(`](${siteRoot}docs/quickstart.md)`);
});

test('the twins are served as Markdown, as the hosts are told to', async ({ request }) => {
  const response = await request.get(`${baseUrl}docs/quickstart.md`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toBe(read('docs/quickstart.md'));
  expect(read('_headers')).toContain(`${baseUrl}*.md\n  Content-Type: text/markdown; charset=utf-8`);
  type VercelConfig = { headers: { source: string; headers: { key: string; value: string }[] }[] };
  const vercel = JSON.parse(read('vercel.json')) as VercelConfig;
  expect(vercel.headers).toContainEqual({
    source: `${baseUrl}(.*).md`,
    headers: [{ key: 'Content-Type', value: 'text/markdown; charset=utf-8' }],
  });
});
