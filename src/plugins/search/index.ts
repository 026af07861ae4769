import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { buildSearchIndex } from './build/buildIndex';
import { readPagePhrases, readSectionKeywords, type PagePhrases, type SectionKeywords } from './build/sectionKeywords';

/**
 * Local search, the site's default: after the build, indexes the built HTML of every docs page
 * (all versions), blog post and page into `search/` (see `build/`), and provides the search page,
 * and the client the site's search bar queries it with (see `client/` and README.md).
 * Added only when Algolia is not configured, so nothing of it ships in Algolia mode.
 */
export default function localSearchPlugin(): Plugin {
  const themePath = path.join(__dirname, 'theme');
  let sectionKeywords: SectionKeywords = new Map();
  let pagePhrases: PagePhrases = new Map();
  return {
    name: 'local-search',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    // Tells the site's search bar (bar/SearchBar) to query the local index.
    getClientModules: () => [path.join(__dirname, 'client/register.ts')],
    allContentLoaded({ allContent }) {
      sectionKeywords = readSectionKeywords(allContent);
      pagePhrases = readPagePhrases(allContent);
    },
    async postBuild({ outDir, baseUrl, routesPaths }) {
      const report = await buildSearchIndex({ outDir, baseUrl, routesPaths, sectionKeywords, pagePhrases });
      const files = report.files.map((file) => `${file.file} (${(file.gzipBytes / 1024).toFixed(1)} KB gzip)`);
      console.log(
        `[local-search] indexed ${report.pages} pages in ${Math.round(report.milliseconds)} ms: ${files.join(', ')}`,
      );
    },
  };
}
