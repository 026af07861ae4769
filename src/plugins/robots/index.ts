import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { robotsTxt } from './robotsTxt';

/** Writes `robots.txt` with the sitemap's address for the configured SITE_URL and BASE_URL (README.md). */
export default function robotsPlugin(): Plugin {
  return {
    name: 'robots',
    async postBuild({ outDir, siteConfig }) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl));
    },
  };
}
