import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CARD_HEIGHT, CARD_WIDTH, createCardRenderer, rendererFingerprint, type Card } from './card';
import { rewriteHeadMeta, type MetaTag } from './head';
import { cardAlt, cardFor, readPageBody, readPageHead, type CardSite } from './page';

/** Where the cards are written, below the build directory. */
export const CARDS_DIR = 'img/og';
/** Budget of one card: link previews fetch them on slow connections too. */
export const MAX_CARD_BYTES = 80 * 1024;

export type SocialCardsInput = CardSite & {
  readonly outDir: string;
  readonly siteDir: string;
  /** Rendered cards, by hash of their content; kept between builds. */
  readonly cacheDir: string;
  /** `siteConfig.url` + `siteConfig.baseUrl`, e.g. `https://trpc.io/`. */
  readonly siteRoot: string;
  /** `themeConfig.image`, the card the theme falls back to after client-side navigation. */
  readonly defaultImage?: string;
  /** Cards rendered at once: satori runs on the main thread, resvg and zlib on the thread pool. */
  readonly concurrency?: number;
};

export type SocialCardsReport = {
  readonly pages: number;
  /** Routes whose card was rendered in this run (pages with identical cards share one rendering). */
  readonly renderedRoutes: readonly string[];
  /** Pages whose card came from the cache. */
  readonly reused: number;
  readonly maxBytes: number;
  readonly totalBytes: number;
  readonly milliseconds: number;
};

/** Keys of the tags this pass owns; the theme's versions of them are replaced. */
const OWNED_KEYS = /^(?:og:image(?::.+)?|twitter:image(?::.+)?|twitter:card)$/;

async function htmlFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry): Promise<string[]> => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return dir === root && entry.name === 'assets' ? [] : htmlFiles(file, root);
      return entry.name.endsWith('.html') ? [file] : [];
    }),
  );
  return nested.flat();
}

/** `docs/v9/router.html` → `docs/v9/router`; `index.html` → `` (the page's path below the base URL). */
export function routeOf(relativeFile: string): string {
  return relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(?:^|\/)index\.html$|\.html$/, '');
}

const slugOf = (route: string): string => route.replace(/[^A-Za-z0-9_-]+/g, '-') || 'index';

function cardKey(card: Card, fingerprint: string): string {
  return createHash('sha256').update(fingerprint).update(JSON.stringify(card)).digest('hex').slice(0, 16);
}

/** Writes through a temporary file: other plugins' postBuild hooks may read the same pages meanwhile. */
async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function socialMetaTags(imageUrl: string, alt: string): MetaTag[] {
  const tag = (attribute: MetaTag['attribute'], key: string, content: string): MetaTag => ({
    attribute,
    key,
    content,
    managed: true,
  });
  return [
    tag('property', 'og:image', imageUrl),
    tag('property', 'og:image:type', 'image/png'),
    tag('property', 'og:image:width', String(CARD_WIDTH)),
    tag('property', 'og:image:height', String(CARD_HEIGHT)),
    tag('property', 'og:image:alt', alt),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:image', imageUrl),
    tag('name', 'twitter:image:alt', alt),
  ];
}

type PlannedPage = { file: string; route: string; html: string; card: Card; key: string };

/**
 * Gives every built page its own card: reads the page's head, renders the card unless the cache
 * already has one with the same content hash, copies it to `img/og/` and points the page's
 * Open Graph and Twitter tags at it.
 */
export async function generateSocialCards(input: SocialCardsInput): Promise<SocialCardsReport> {
  const started = performance.now();
  const fingerprint = rendererFingerprint(input.siteDir);
  const files = await htmlFiles(input.outDir);
  const planned = await Promise.all(
    files.map(async (file): Promise<PlannedPage | undefined> => {
      const html = await fs.readFile(file, 'utf8');
      if (!html.includes('</head>')) return undefined; // Not a page (an HTML fragment copied from static/).
      const route = routeOf(path.relative(input.outDir, file));
      const head = readPageHead(html);
      const card = cardFor(head, readPageBody(html), input, route);
      return { file, route, html, card, key: cardKey(card, fingerprint) };
    }),
  );
  const pages = planned.filter((page) => page !== undefined);

  await fs.mkdir(input.cacheDir, { recursive: true });
  await fs.mkdir(path.join(input.outDir, CARDS_DIR), { recursive: true });
  const cached = (key: string): string => path.join(input.cacheDir, `${key}.png`);
  const missing = new Map<string, PlannedPage>();
  for (const page of pages) {
    if (!missing.has(page.key) && !(await exists(cached(page.key)))) missing.set(page.key, page);
  }
  if (missing.size > 0) {
    const render = await createCardRenderer(input.siteDir);
    await mapLimit([...missing.values()], input.concurrency ?? 3, async (page) =>
      writeAtomically(cached(page.key), await render(page.card)),
    );
  }

  const sizes = await Promise.all(
    pages.map(async (page) => {
      const name = `${slugOf(page.route)}-${page.key.slice(0, 10)}.png`;
      const target = path.join(input.outDir, CARDS_DIR, name);
      await fs.copyFile(cached(page.key), target);
      const now = new Date();
      await fs.utimes(cached(page.key), now, now); // Marks the entry as used for pruning.
      const tags = socialMetaTags(`${input.siteRoot}${CARDS_DIR}/${name}`, cardAlt(page.card, input.title));
      const html = rewriteHeadMeta(page.html, (key) => OWNED_KEYS.test(key), tags);
      if (html !== page.html) await writeAtomically(page.file, html);
      return (await fs.stat(target)).size;
    }),
  );

  // The theme's default image (`themeConfig.image`) is what the head shows after client-side
  // navigation; give it the landing page's card unless the site ships one.
  const landing = pages.find((page) => page.route === '');
  if (input.defaultImage && landing) {
    const target = path.join(input.outDir, input.defaultImage);
    if (!(await exists(target))) {
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.copyFile(cached(landing.key), target);
    }
  }
  await pruneCache(input.cacheDir, new Set(pages.map((page) => `${page.key}.png`)));

  return {
    pages: pages.length,
    renderedRoutes: pages.filter((page) => missing.get(page.key) === page).map((page) => page.route),
    reused: pages.filter((page) => !missing.has(page.key)).length,
    maxBytes: Math.max(0, ...sizes),
    totalBytes: sizes.reduce((sum, size) => sum + size, 0),
    milliseconds: performance.now() - started,
  };
}

const CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Drops cards no page used for a month (other builds, e.g. BUILD_FAST ones, may still need the rest). */
async function pruneCache(cacheDir: string, used: ReadonlySet<string>): Promise<void> {
  const cutoff = Date.now() - CACHE_MAX_AGE_MS;
  for (const name of await fs.readdir(cacheDir)) {
    if (used.has(name) || !name.endsWith('.png')) continue;
    const file = path.join(cacheDir, name);
    if ((await fs.stat(file)).mtimeMs < cutoff) await fs.rm(file, { force: true });
  }
}
