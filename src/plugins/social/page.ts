import * as cheerio from 'cheerio';
import type { Card } from './card';
import { longDate } from '../../utils/longDate';

/** What the built `<head>` of a page says about it. */
export type PageHead = {
  /** `og:title`, falling back to `<title>`. */
  readonly title: string;
  readonly description: string;
  /** The page's own address (`og:url`). */
  readonly url: string;
  /** `docusaurus_version` of docs pages, e.g. `current` or `9.x`. */
  readonly docsVersion: string | undefined;
  /** `article:published_time` of blog posts. */
  readonly publishedTime: string | undefined;
};

export type DocsVersionInfo = { readonly label: string; readonly unmaintained: boolean };

/** Site facts the cards need. */
export type CardSite = {
  readonly title: string;
  readonly tagline: string;
  readonly versions: ReadonlyMap<string, DocsVersionInfo>;
};

/** The `<head>` of a built page: parsing only this part keeps a warm build fast. */
function headOf(html: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : html.slice(0, end);
}

export function readPageHead(html: string): PageHead {
  const $ = cheerio.load(headOf(html));
  const meta = (key: string): string | undefined =>
    $(`meta[property="${key}"]`).attr('content') ?? $(`meta[name="${key}"]`).attr('content');
  return {
    title: meta('og:title') ?? $('title').text(),
    description: meta('description') ?? meta('og:description') ?? '',
    url: meta('og:url') ?? '',
    docsVersion: meta('docusaurus_version'),
    publishedTime: meta('article:published_time'),
  };
}

/** What the card needs from a page's body, read from two small slices of it. */
export type PageBody = {
  /** The "N min read" the blog shows in a post's header. */
  readonly readingMinutes: number | undefined;
  /** The docs breadcrumbs between the home icon and the page itself, e.g. `['@trpc/server', 'Adapters']`. */
  readonly trail: readonly string[];
};

function slice(html: string, marker: string, end: string, from = 0): string | undefined {
  const start = html.indexOf(marker, from);
  if (start === -1) return undefined;
  const stop = html.indexOf(end, start);
  return html.slice(start, stop === -1 ? start + 4000 : stop + end.length);
}

export function readPageBody(html: string): PageBody {
  const header = slice(html, '<article', '</header>');
  const reading = header ? /(\d+)\s*min read/.exec(header) : null;
  const nav = html.indexOf('theme-doc-breadcrumbs');
  const breadcrumbs = nav === -1 ? undefined : slice(html, '<ul', '</nav>', nav);
  const $ = breadcrumbs ? cheerio.load(breadcrumbs) : undefined;
  const trail = $
    ? $('.breadcrumbs__item:not(.breadcrumbs__item--active)')
        .toArray()
        .map((item) => $(item).text().trim())
        .filter(Boolean)
    : [];
  return { readingMinutes: reading ? Number(reading[1]) : undefined, trail };
}

/** `https://trpc.io/docs/router` → `trpc.io/docs/router`. */
function displayAddress(url: string): string {
  return url.replace(/^[a-z]+:\/\//i, '').replace(/\/$/, '');
}

/**
 * Chooses what a page's card shows. `route` is the page's path below the base URL, without slashes
 * at either end (`''` for the landing page, `blog/archive`, `404`).
 */
export function cardFor(page: PageHead, body: PageBody, site: CardSite, route: string): Card {
  const suffix = ` | ${site.title}`;
  const title = page.title.endsWith(suffix) ? page.title.slice(0, -suffix.length) : page.title;
  const address = displayAddress(route === '404' && page.url ? new URL(page.url).origin : page.url);
  const base = { title, description: page.description, address };
  if (page.docsVersion !== undefined) {
    const version = site.versions.get(page.docsVersion);
    return {
      ...base,
      eyebrow: ['Docs', ...body.trail].join(' › '),
      badge: version
        ? version.unmaintained
          ? { text: `${version.label} · unmaintained`, tone: 'warning' }
          : { text: version.label, tone: 'primary' }
        : undefined,
    };
  }
  if (page.publishedTime) {
    const reading = body.readingMinutes ? ` · ${body.readingMinutes} min read` : '';
    return { ...base, eyebrow: 'Blog', badge: { text: `${longDate(page.publishedTime)}${reading}`, tone: 'plain' } };
  }
  if (route === 'blog' || route.startsWith('blog/')) return { ...base, eyebrow: 'Blog' };
  // The landing page carries the tagline's first sentence; other pages only the brand.
  return { ...base, eyebrow: route === '' ? (site.tagline.split('. ')[0] ?? '') : '' };
}

/** Text alternative of a card: what it shows, top to bottom. */
export function cardAlt(card: Card, siteTitle: string): string {
  return [siteTitle, card.eyebrow, card.title, card.badge?.text].filter(Boolean).join(' – ');
}
