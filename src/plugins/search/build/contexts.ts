import { SHARED_TAG, type IndexFile, type PageRow, type SectionRow } from '../client/types';
import { indexTerms, normalizeTerm, stem } from '../client/tokenize';
import type { ExtractedPage } from './extract';
import type { PagePhrases, SectionKeywords } from './sectionKeywords';

/** One index file to write: a language and a docs version, with the blog and the pages. */
export type Context = { readonly language: string; readonly tag: string; readonly index: IndexFile };

/** The file-name part of a tag: `docs-default-current` → `current`, `docs-api-2.0` → `api-2.0`. */
export function contextName(tag: string): string {
  return tag.replace(/^docs-/, '').replace(/^default-/, '');
}

/** What the site's authors wrote for search, besides the pages' HTML. */
export type Authored = {
  /** The docs pages' phrases for their sections (front matter `search_keywords`), by permalink. */
  readonly sectionKeywords?: SectionKeywords;
  /** The docs pages' phrases for the whole page (front matter `search_phrases`), by permalink. */
  readonly pagePhrases?: PagePhrases;
};

/** A page's entry of a map by permalink, which may end with a slash. */
const ofPage = <T>(byPath: ReadonlyMap<string, T>, page: ExtractedPage): T | undefined =>
  byPath.get(page.path) ?? byPath.get(`${page.path}/`);

/** Stems of the words of a text, lowercased, without stop words. */
function stems(text: string): Set<string> {
  const terms = indexTerms(text).map(normalizeTerm);
  return new Set(terms.filter((term): term is string => term !== null).map(stem));
}

/** A section's anchor with the stems of its heading and of its text and code, for {@link sectionOf}. */
type SectionStems = { readonly anchor: string; readonly heading: Set<string>; readonly text: Set<string> };

/** The stems of each section of a page, made once per page, not once per keyword phrase. */
const sectionStems = (page: ExtractedPage): SectionStems[] =>
  page.sections.map(({ anchor, lvl2, lvl3, content, code }) => ({
    anchor,
    heading: stems(`${lvl2} ${lvl3}`),
    text: stems(`${content} ${code}`),
  }));

/**
 * The section of a page whose heading and text (its code's words too) share the most words of a
 * keyword phrase, by stem; on a tie the one whose heading shares more, then the first: the docs'
 * own text decides where a phrase belongs. Undefined when none shares a word (`cold start`,
 * `interceptor`): the phrase then names the page in other words, and goes to its introduction.
 */
function sectionOf(sections: readonly SectionStems[], phrase: string): string | undefined {
  const words = [...stems(phrase)];
  let best: { anchor: string; shared: number; inHeading: number } | undefined;
  for (const { anchor, heading, text } of sections) {
    const shared = words.filter((word) => heading.has(word) || text.has(word)).length;
    const inHeading = words.filter((word) => heading.has(word)).length;
    if (shared === 0 || (best && (shared < best.shared || (shared === best.shared && inHeading <= best.inHeading))))
      continue;
    best = { anchor, shared, inHeading };
  }
  return best?.anchor;
}

/** A page's `search_keywords`, checked against its sections: an anchor it does not have fails the build. */
function authoredPhrases(page: ExtractedPage, sectionKeywords: SectionKeywords): [string, readonly string[]][] {
  const byAnchor = ofPage(sectionKeywords, page);
  if (!byAnchor) return [];
  const anchors = new Set(page.sections.map((section) => section.anchor));
  const unknown = [...byAnchor.keys()].filter((anchor) => !anchors.has(anchor));
  if (unknown.length > 0) {
    throw new Error(`${page.path}: search_keywords names no heading of the page: ${unknown.join(', ')}`);
  }
  return [...byAnchor];
}

/**
 * The other words of each section (`also` of {@link SectionRow}), by path and anchor: its page's
 * description for an introduction; each of its page's keyword phrases for the section that shares
 * the most of its words ({@link sectionOf}), or the introduction when none does; the phrases its
 * page's author gave the section itself ({@link SectionKeywords}); and the words of the links to
 * it from other pages (each once; a link to a page without its anchor counts for its
 * introduction).
 */
function otherWords(
  pages: readonly ExtractedPage[],
  { sectionKeywords = new Map(), pagePhrases = new Map() }: Authored,
): Map<string, string> {
  const words = new Map<string, Set<string>>();
  const add = (key: string, text: string) => {
    const set = words.get(key) ?? new Set<string>();
    if (text) set.add(text);
    words.set(key, set);
  };
  for (const page of pages) {
    add(`${page.path}#`, page.description);
    const phrases = ofPage(pagePhrases, page) ?? [];
    const sections = phrases.length > 0 ? sectionStems(page) : [];
    for (const phrase of phrases) add(`${page.path}#${sectionOf(sections, phrase) ?? ''}`, phrase);
    for (const [anchor, authored] of authoredPhrases(page, sectionKeywords)) {
      for (const phrase of authored) add(`${page.path}#${anchor}`, phrase);
    }
    for (const link of page.links) if (link.path !== page.path) add(`${link.path}#${link.anchor}`, link.text);
  }
  return new Map([...words].map(([key, set]) => [key, [...set].join(' · ')]));
}

function toIndex(language: string, pages: readonly ExtractedPage[], also: ReadonlyMap<string, string>): IndexFile {
  const pageRows: PageRow[] = [];
  const sectionRows: SectionRow[] = [];
  for (const page of pages) {
    const pageNumber = pageRows.push([page.path, page.lvl0, page.lvl1, page.tag]) - 1;
    for (const { anchor, lvl2, lvl3, content, code, linkList } of page.sections) {
      const row: SectionRow = [pageNumber, anchor, lvl2, lvl3, content, code, linkList ? 1 : 0, also.get(`${page.path}#${anchor}`) ?? ''];
      // Trailing empty values are left out: most sections have no code, no links and no other words.
      let end = row.length;
      while (end > 5 && !row[end - 1]) end--;
      sectionRows.push(row.slice(0, end) as unknown as SectionRow);
    }
  }
  return { version: 1, language, pages: pageRows, sections: sectionRows };
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Splits the pages into contexts: per language, one per docs version, each also holding the
 * pages shared by all versions (blog and pages), so a reader downloads one file. A language
 * without docs gets one context of its shared pages.
 */
export function splitContexts(pages: readonly ExtractedPage[], authored: Authored = {}): Context[] {
  const also = otherWords(pages, authored);
  const languages = [...new Set(pages.map((page) => page.language))].sort(byName);
  return languages.flatMap((language) => {
    const ofLanguage = pages.filter((page) => page.language === language);
    const docsTags = [...new Set(ofLanguage.map((page) => page.tag).filter((tag) => tag !== SHARED_TAG))].sort(byName);
    const tags = docsTags.length > 0 ? docsTags : [SHARED_TAG];
    return tags.map((tag) => ({
      language,
      tag,
      index: toIndex(
        language,
        ofLanguage.filter((page) => page.tag === tag || page.tag === SHARED_TAG),
        also,
      ),
    }));
  });
}
