import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { AllContent } from '@docusaurus/types';

/**
 * Phrases in readers' words for one section of a page, by the section's anchor: a docs page's
 * front matter `search_keywords` (an author's map of heading ids to phrases). Unlike the page's
 * `keywords`, which Docusaurus writes into the HTML for every section to share, these name the
 * one section that answers them, even when the phrase has none of its words.
 */
export type SectionKeywords = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** A front matter value that is a map of anchors to lists of phrases, or why it is not. */
function parseMap(value: unknown, source: string): Map<string, readonly string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${source}: search_keywords must map heading ids to lists of phrases`);
  }
  return new Map(
    Object.entries(value).map(([anchor, phrases]) => {
      if (!Array.isArray(phrases) || !phrases.every((phrase) => typeof phrase === 'string')) {
        throw new Error(`${source}: search_keywords.${anchor} must be a list of phrases`);
      }
      return [anchor, phrases];
    }),
  );
}

/** Every docs page's `search_keywords`, by permalink, from all instances and versions of the docs plugin. */
export function readSectionKeywords(allContent: AllContent): SectionKeywords {
  const byPage = new Map<string, ReadonlyMap<string, readonly string[]>>();
  for (const content of Object.values(allContent[DOCS_PLUGIN] ?? {})) {
    for (const version of (content as LoadedContent).loadedVersions) {
      for (const doc of version.docs) {
        const value = doc.frontMatter.search_keywords;
        if (value !== undefined) byPage.set(doc.permalink, parseMap(value, doc.source));
      }
    }
  }
  return byPage;
}
