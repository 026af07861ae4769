/**
 * JSON-LD (schema.org) the site adds to what Docusaurus emits. Pure functions, shared by the theme
 * wrappers (browser and server rendering) and the tests, so nothing here may import Node modules.
 */
import type { IdReference, Organization, SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';

/** The site as structured data sees it. */
export type SiteIdentity = {
  /** Site title, e.g. `tRPC`. */
  readonly name: string;
  readonly description: string;
  /** Public origin, without a trailing slash (`siteConfig.url`). */
  readonly url: string;
  /** `siteConfig.baseUrl`, with slashes at both ends. */
  readonly baseUrl: string;
};

/** The site's home address: `https://trpc.io/`. */
export const homeUrl = (site: SiteIdentity): string => `${site.url}${site.baseUrl}`;

/** The organisation behind the site: publisher of everything and author of the blog posts. */
export function organization(site: SiteIdentity): Organization {
  return {
    '@type': 'Organization',
    '@id': `${homeUrl(site)}#organization`,
    name: site.name,
    url: homeUrl(site),
    logo: `${homeUrl(site)}img/logo.svg`,
  };
}

const organizationRef = (site: SiteIdentity): IdReference => ({ '@id': `${homeUrl(site)}#organization` });

/**
 * The site itself, with a search action for search engines (`/search?q=…`). It is emitted on the
 * landing page only, as search engines expect.
 */
export function webSite(site: SiteIdentity): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${homeUrl(site)}search?q={query}` },
    'query-input': 'required name=query',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${homeUrl(site)}#website`,
    name: site.name,
    description: site.description,
    url: homeUrl(site),
    inLanguage: 'en',
    publisher: organization(site),
    potentialAction: search,
  };
}

/**
 * The fields of a blog posting this module reads. The theme's data is typed with Docusaurus's own
 * copy of schema-dts (another major version), so the functions below take any object with these
 * fields and keep the rest of it as it is.
 */
type PostingLike = { readonly '@type'?: unknown; readonly datePublished?: unknown; readonly dateModified?: unknown };

type CreditedPosting = {
  readonly author: Organization | IdReference;
  readonly publisher: Organization | IdReference;
  readonly dateModified: unknown;
};

const isPosting = (value: unknown): value is PostingLike =>
  typeof value === 'object' && value !== null && (value as PostingLike)['@type'] === 'BlogPosting';

/** The post with `party` (the organisation or a reference to it) as its author and publisher. */
function credit<T extends PostingLike>(post: T, party: Organization | IdReference) {
  return {
    ...post,
    author: party,
    publisher: party,
    // Never edited since publication unless the theme knows better (last update time).
    dateModified: post.dateModified ?? post.datePublished,
  } satisfies CreditedPosting;
}

/**
 * A blog post as Docusaurus describes it (`useBlogPostStructuredData`), with the organisation, not
 * the blog account's Person entry, as author and publisher, and a modification date.
 */
export function blogPostingByOrganization<T extends PostingLike>(post: T, site: SiteIdentity): T & CreditedPosting {
  return credit(post, organization(site));
}

/**
 * The blog list's structured data (`useBlogListPageStructuredData`), with each post credited to
 * the organisation, which is described once (as the blog's publisher) and referenced by its id.
 */
export function blogByOrganization<T extends { readonly blogPost?: unknown }>(
  blog: T,
  site: SiteIdentity,
): Omit<T, 'blogPost'> & { readonly publisher: Organization; readonly blogPost: unknown } {
  const creditPost = (post: unknown): unknown => (isPosting(post) ? credit(post, organizationRef(site)) : post);
  const posts = blog.blogPost;
  return {
    ...blog,
    publisher: organization(site),
    blogPost: Array.isArray(posts) ? posts.map(creditPost) : creditPost(posts),
  };
}

/**
 * Applies the site's trailing-slash rule to a path, as the theme does for links: the docs root
 * (`/docs/`) is served as `/docs` when `trailingSlash` is false, so breadcrumbs must say so too.
 */
export function applyTrailingSlash(path: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (trailingSlash === undefined || path === baseUrl || path === '/') return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  if (trailingSlash) return (pathname.endsWith('/') ? pathname : `${pathname}/`) + rest;
  return pathname.replace(/\/+$/, '') + rest;
}
