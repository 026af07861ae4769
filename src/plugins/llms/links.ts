import path from 'node:path';
import { markdownTwinPath } from './twinPath';

/** What the Markdown twins need to know about the site to write absolute links. */
export type SiteLinks = {
  /** Origin, e.g. `https://trpc.io` (no trailing slash). */
  readonly siteUrl: string;
  /** e.g. `/`; site paths include it. */
  readonly baseUrl: string;
  /** Site path (base URL included, no trailing slash but the root's) of every page that has a twin, by source file. */
  readonly pageOfFile: ReadonlyMap<string, string>;
  /** The same pages' paths. */
  readonly twins: ReadonlySet<string>;
  /** Absolute paths of the folders served as they are (`static/`). */
  readonly staticDirs: readonly string[];
  /** The address the bundler gave a file a page links to or shows (an image next to a post), if any. */
  readonly assetUrl?: (file: string) => string | undefined;
};

/** A link that cannot be resolved: the build reports it, as Docusaurus does for the HTML. */
export class BrokenLinkError extends Error {}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const splitHash = (href: string): [string, string] => {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
};
const withoutTrailingSlash = (sitePath: string): string =>
  sitePath.length > 1 ? sitePath.replace(/\/+$/, '') : sitePath;

/** The absolute address of a site path: its twin when the page has one. */
function sitePathUrl(sitePath: string, suffix: string, site: SiteLinks): string {
  const page = withoutTrailingSlash(sitePath);
  const target = site.twins.has(page) ? markdownTwinPath(page) : sitePath;
  return `${site.siteUrl}${target}${suffix}`;
}

/**
 * Where a link or image of a page's source points, as an absolute address (ARCHITECTURE.md, "Sharing
 * and SEO"): a file link (`./router.md#input`) becomes the twin of the page built from that file
 * (`https://trpc.io/docs/router.md#input`), a site path (`/docs/router`) the twin of that page, or
 * the page or file itself when it has no twin; anchors are kept. `file` is the source being read
 * (a page or a partial it includes), `page` the site path of the page being written.
 */
export function resolveHref(
  href: string,
  from: { readonly file: string; readonly page: string },
  site: SiteLinks,
): string {
  if (href.startsWith('#')) return sitePathUrl(from.page, href, site);
  const siteRoot = `${site.siteUrl}${site.baseUrl}`;
  if (href.startsWith(siteRoot)) return resolveHref(`/${href.slice(siteRoot.length)}`, from, site);
  if (SCHEME.test(href) || href.startsWith('//')) return href;
  const [target, suffix] = splitHash(href);
  if (href.startsWith('/')) {
    // Docusaurus serves `/x` links of the content under the base URL.
    const sitePath = target.startsWith(site.baseUrl) ? target : `${site.baseUrl}${target.slice(1)}`;
    return sitePathUrl(sitePath, suffix, site);
  }
  const file = path.resolve(path.dirname(from.file), decodeURIComponent(target));
  if (/\.mdx?$/.test(target)) {
    const page = site.pageOfFile.get(file);
    if (page === undefined) throw new BrokenLinkError(`${href}: no page is built from ${file}`);
    return sitePathUrl(page, suffix, site);
  }
  const staticDir = site.staticDirs.find((dir) => file.startsWith(dir + path.sep));
  if (staticDir) return `${siteRoot}${path.relative(staticDir, file).split(path.sep).join('/')}${suffix}`;
  const asset = site.assetUrl?.(file);
  if (asset) return `${site.siteUrl}${asset}${suffix}`;
  // A relative URL of the page itself (`../router`), as a browser would read it.
  const url = new URL(href, `${site.siteUrl}${withoutTrailingSlash(from.page)}`);
  if (url.origin !== site.siteUrl || !url.pathname.startsWith(site.baseUrl)) return url.href;
  return sitePathUrl(url.pathname, url.search + url.hash, site);
}
