/** Search-engine policy of the site (see ARCHITECTURE.md, "Sharing and SEO"). */

/**
 * `robots.txt`: everything may be crawled; the sitemap's address; where the Markdown twins of the
 * pages and their index for language models are (src/plugins/llms).
 */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const root = `${siteUrl}${baseUrl}`;
  return [
    'User-agent: *',
    'Allow: /',
    '',
    '# Every docs page and blog post is also published as Markdown, at its address followed by .md',
    `# (${root}docs/quickstart.md). The docs' index for language models: ${root}llms.txt`,
    '',
    `Sitemap: ${root}sitemap.xml`,
    '',
  ].join('\n');
}
