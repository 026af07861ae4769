import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { AllContent } from '@docusaurus/types';

/**
 * Phrases in readers' words for one section of a page, by the section's anchor: a docs page's
 * front matter `search_keywords` (an author's map of heading ids to phrases). Unlike the page's
 * `search_phrases` ({@link PagePhrases}), which the index places by their words, these name the
 * one section that answers them, even when the phrase has none of its words.
 */
export type SectionKeywords = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

/**
 * Phrases in readers' words for a whole page, by permalink: a docs page's front matter
 * `search_phrases` (a list: goals, symptoms, error fragments, other names). Read here, not from the
 * HTML, so that no page ships them as a `<meta name="keywords">`, which search engines ignore.
 */
export type PagePhrases = ReadonlyMap<string, readonly string[]>;

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

/** A front matter value that is a list of phrases, or why it is not. */
function parseList(value: unknown, source: string): readonly string[] {
  if (!Array.isArray(value) || !value.every((phrase) => typeof phrase === 'string')) {
    throw new Error(`${source}: search_phrases must be a list of phrases`);
  }
  return value;
}

/** The docs pages of all instances and versions of the docs plugin. */
function docsPages(allContent: AllContent): LoadedContent['loadedVersions'][number]['docs'] {
  return Object.values(allContent[DOCS_PLUGIN] ?? {}).flatMap((content) =>
    (content as LoadedContent).loadedVersions.flatMap((version) => version.docs),
  );
}

/** Every docs page's `search_keywords`, by permalink. */
export function readSectionKeywords(allContent: AllContent): SectionKeywords {
  const byPage = new Map<string, ReadonlyMap<string, readonly string[]>>();
  for (const doc of docsPages(allContent)) {
    const value = doc.frontMatter.search_keywords;
    if (value !== undefined) byPage.set(doc.permalink, parseMap(value, doc.source));
  }
  return byPage;
}

/** Every docs page's `search_phrases`, by permalink. */
export function readPagePhrases(allContent: AllContent): PagePhrases {
  const byPage = new Map<string, readonly string[]>();
  for (const doc of docsPages(allContent)) {
    const value = doc.frontMatter.search_phrases;
    if (value !== undefined) byPage.set(doc.permalink, parseList(value, doc.source));
  }
  return byPage;
}
