/** Search-engine policy of the site (see README, "Sharing and SEO"). */

/** `robots.txt`: everything may be crawled; the sitemap's address. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}${baseUrl}sitemap.xml`, ''].join('\n');
}
