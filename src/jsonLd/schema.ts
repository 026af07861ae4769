/**
 * JSON-LD (schema.org) the site adds to what Docusaurus emits. Pure functions, shared by the landing
 * page (browser and server rendering) and the tests, so nothing here may import Node modules.
 */
import type { Organization, SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';

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
const homeUrl = (site: SiteIdentity): string => `${site.url}${site.baseUrl}`;

/** The organisation behind the site: publisher of everything and author of the blog posts. */
function organization(site: SiteIdentity): Organization {
  return {
    '@type': 'Organization',
    '@id': `${homeUrl(site)}#organization`,
    name: site.name,
    url: homeUrl(site),
    logo: `${homeUrl(site)}img/logo.svg`,
  };
}

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
