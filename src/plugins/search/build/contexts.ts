import { SHARED_TAG, type IndexFile, type PageRow, type SectionRow } from '../client/types';
import type { ExtractedPage } from './extract';

/** One index file to write: a language and a docs version, with the blog and the pages. */
export type Context = { readonly language: string; readonly tag: string; readonly index: IndexFile };

/** The file-name part of a tag: `docs-default-current` → `current`, `docs-api-2.0` → `api-2.0`. */
export function contextName(tag: string): string {
  return tag.replace(/^docs-/, '').replace(/^default-/, '');
}

/**
 * The other words of each section (`also` of {@link SectionRow}), by path and anchor: its page's
 * description for an introduction, and the words of the links to it from other pages (each
 * once; a link to a page without its anchor counts for its introduction).
 */
function otherWords(pages: readonly ExtractedPage[]): Map<string, string> {
  const words = new Map<string, Set<string>>();
  const add = (key: string, text: string) => {
    const set = words.get(key) ?? new Set<string>();
    if (text) set.add(text);
    words.set(key, set);
  };
  for (const page of pages) {
    add(`${page.path}#`, page.description);
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
export function splitContexts(pages: readonly ExtractedPage[]): Context[] {
  const also = otherWords(pages);
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
