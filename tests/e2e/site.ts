import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The build under test: `build`, or the folder SITE_BUILD_DIR names (the Algolia-mode build). */
export const buildDir = path.resolve(__dirname, '../..', process.env.SITE_BUILD_DIR ?? 'build');

/**
 * The development server is under test (`npm run test:dev`), not a build. Pages render in the browser
 * only (there is no server HTML to hydrate or to read without JavaScript), and nothing that the build
 * writes after bundling exists there: search index, Markdown twins, feeds, cards, host configs and
 * their headers, the playground's assets. The tests of those skip; every other behaviour is checked.
 */
export const testsDevServer = process.env.E2E_DEV === '1';

/**
 * The site under test is served on this machine by Playwright (the local build, or the development
 * server), not a deployed site named by E2E_BASE_URL.
 */
export const testsLocalBuild = !process.env.E2E_BASE_URL;

/** Why a test skips under the development server. */
export const ONLY_IN_A_BUILD = 'the development server has no server HTML and no postBuild output';

/**
 * How long the first answer of a cold search may take: the index file arrives, the engine is built and
 * each key typed searches, on one renderer thread. On a loaded machine (CI runs the lanes side by side)
 * that passed the default 7 s (bench/README.md, "Findings measured once").
 */
export const COLD_ANSWER = { timeout: 20_000 };

/** A phone's width: a wide table or code block scrolls inside its own box there, never the page. */
export const PHONE_WIDTH = 375;
/** The same phone where scrollbars take space (Firefox on desktop Linux takes 12 px). */
export const PHONE_WIDTH_WITH_SCROLLBAR = 363;

/** The page's width once the viewport is a phone's (the viewport is left at that width). */
export async function widthOnPhone(page: Page, width = PHONE_WIDTH): Promise<number> {
  await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 800 });
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The URLs the page requests from now on (read the array later). */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Every route the build has, read from its sitemap. */
export function routesFromSitemap(): string[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * One route of each of the site's templates (home, media, blog lists and posts, tags, docs index and page of
 * each version): what a template renders shows on every route of it. The lanes load these in full and reach
 * the other routes without a load, where a full load of every route adds nothing but time.
 */
export const TEMPLATE_ROUTES = [
  '/',
  '/media',
  '/blog',
  '/blog/announcing-trpc-10',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/blog/tags/trpc',
  '/docs',
  '/docs/quickstart',
  '/docs/v9',
  '/docs/v9/quickstart',
];

/** Starts recording the page's Content-Security-Policy violations (from its first script on); call the result to read them. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as Window & { __cspViolations?: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`),
    );
  });
  return () => page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Every HTML file of the build. */
function builtHtmlFiles(dir = buildDir): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

/** An element of a code block: its tag and its `class` value. */
export type CodeElement = { tag: string; className: string };

const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'wbr']);

/**
 * How the build's code blocks nest the elements that hold text: for each text inside a `<pre>` of any
 * page, the elements from the `<pre>`'s child down to the text (tag and classes), each distinct nesting
 * once. Colours in code depend on these classes and on nothing else (src/css/prism.css).
 */
export function codeTextNestings(): CodeElement[][] {
  const found = new Map<string, CodeElement[]>();
  for (const file of builtHtmlFiles()) {
    for (const [block] of fs.readFileSync(file, 'utf8').matchAll(/<pre[\s>][\s\S]*?<\/pre>/g)) {
      const open: CodeElement[] = [];
      const inner = block.slice(block.indexOf('>') + 1, -'</pre>'.length);
      for (const [, closing, tag, attributes, text] of inner.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g)) {
        if (text !== undefined) {
          if (text.trim() !== '') found.set(JSON.stringify(open), [...open]);
        } else if (closing) open.pop();
        else if (!VOID_TAGS.has(tag) && !attributes.endsWith('/')) {
          const className = /\sclass=(?:"([^"]*)"|([^\s>"/]+))/.exec(attributes);
          open.push({ tag, className: (className?.[1] ?? className?.[2] ?? '').trim() });
        }
      }
    }
  }
  return [...found.values()];
}
