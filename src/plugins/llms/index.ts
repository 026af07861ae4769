import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent as DocsContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { Plugin } from '@docusaurus/types';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { readBuiltPage } from '../builtPage';
import {
  docsTree,
  fullTextSection,
  llmsFull,
  llmsIndex,
  pagesOf,
  type LlmsNode,
  type LlmsPage,
  type LlmsSite,
  type LlmsVersion,
} from './build';
import { htmlToMarkdown } from './markdown';

export const INDEX_FILE = 'llms.txt';
export const FULL_FILE = 'llms-full.txt';

/** The `<article>` of a built docs page: parsing only this part skips the sidebar and navbar. */
function articleOf(html: string): string {
  const start = html.indexOf('<article');
  const end = html.indexOf('</article>', start);
  return start === -1 || end === -1 ? html : html.slice(start, end + '</article>'.length);
}

function childrenOf(tree: readonly LlmsNode[], page: LlmsPage): readonly LlmsNode[] {
  for (const node of tree) {
    if (node.kind !== 'group') continue;
    if (node.page === page) return node.children;
    const nested = childrenOf(node.children, page);
    if (nested.length > 0) return nested;
  }
  return [];
}

/**
 * Writes `llms.txt` and `llms-full.txt` (https://llmstxt.org) for each docs version: the current
 * version's at the site root, the others' under their own path (`/docs/v9/llms.txt`). The index
 * comes from the docs plugin's sidebars, the full text from the built pages.
 */
export default function llmsTxtPlugin(): Plugin {
  return {
    name: 'llms-txt',
    async postBuild({ outDir, siteConfig, plugins }) {
      const { url, baseUrl, trailingSlash } = siteConfig;
      const site: LlmsSite = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        absolute: (permalink) => `${url}${applyTrailingSlash(permalink, { trailingSlash, baseUrl })}`,
      };
      const versions: LoadedVersion[] = plugins
        .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
        .flatMap((plugin) => (plugin.content as DocsContent).loadedVersions);
      const dirOf = (version: LoadedVersion): string =>
        version.isLast ? '' : version.path.slice(baseUrl.length).replace(/\/+$/, '');
      const fileUrl = (version: LoadedVersion, file: string): string =>
        `${url}${baseUrl}${dirOf(version) ? `${dirOf(version)}/` : ''}${file}`;

      for (const version of versions) {
        const tree = docsTree(version, site);
        const meta: LlmsVersion = {
          label: version.label,
          unmaintained: version.banner === 'unmaintained',
          indexUrl: fileUrl(version, INDEX_FILE),
          fullUrl: fileUrl(version, FULL_FILE),
          others: versions
            .filter((other) => other !== version)
            .map((other) => ({
              label: other.label,
              url: fileUrl(other, INDEX_FILE),
              unmaintained: other.banner === 'unmaintained',
            })),
        };
        const sections = await Promise.all(
          pagesOf(tree).map(async (page) => {
            const doc = page.docId === undefined ? undefined : version.docs.find((d) => d.id === page.docId);
            const html = doc && (await readBuiltPage(outDir, baseUrl, doc.permalink));
            const markdown = html ? htmlToMarkdown(articleOf(html), '.theme-doc-markdown', { pageUrl: page.url }) : '';
            return fullTextSection(page, markdown, childrenOf(tree, page));
          }),
        );
        const dir = path.join(outDir, dirOf(version));
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(path.join(dir, INDEX_FILE), llmsIndex(tree, site, meta));
        await fs.writeFile(path.join(dir, FULL_FILE), llmsFull(sections, site, meta));
      }
    },
  };
}
