import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { robotsTxt } from './seo';

/**
 * Writes `robots.txt` with the sitemap's address for the configured SITE_URL and BASE_URL. The
 * JSON-LD is the theme's (docs breadcrumbs, blog posts and list), plus the WebSite entry that the
 * landing page renders from ./schema.
 */
export default function structuredDataPlugin(): Plugin {
  return {
    name: 'structured-data',
    async postBuild({ outDir, siteConfig }) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl));
    },
  };
}
