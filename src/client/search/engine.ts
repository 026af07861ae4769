import MiniSearch from 'minisearch';
import type { Facets, IndexFile } from './types';
import { compact, indexTerms, normalizeTerm, normalizedQueryTerms, queryTerms, titleTerms } from './tokenize';

/**
 * What MiniSearch indexes for a section: its own heading (the page title for an introduction,
 * which is also known by its slug: `/docs/router` for "Define Routers"), the headings above it,
 * and its text.
 */
type SectionDoc = { id: number; title: string; slug: string; parents: string; content: string };

/** Within a rank, a heading outweighs the headings above it, which outweigh body text. */
const FIELD_BOOST = { title: 4, slug: 4, parents: 2, content: 1 };
const TITLE_FIELDS = new Set(['title', 'slug']);

/**
 * Ranks before scores, as Algolia's tie-breaking does: a query equal to a page title first, then
 * equal to a heading, then matches in page titles, then in headings, then in body text only.
 */
const RANK = { exactPage: 5, exactHeading: 4, page: 3, heading: 2, body: 1 };

export type Engine = { readonly index: IndexFile; readonly miniSearch: MiniSearch<SectionDoc> };

export type Match = {
  /** Position of the section in `index.sections`. */
  readonly section: number;
  /** The rank from {@link RANK}: results sort by rank, then by score. */
  readonly rank: number;
  readonly score: number;
  /** The index terms that matched (after prefix and typo expansion), for highlighting. */
  readonly terms: readonly string[];
  /** Whether the section's own heading (or the page title, for an introduction) matched. */
  readonly titleMatched: boolean;
};

export type SearchOptions = {
  /** Keeps only sections whose page facets pass (contextual search). */
  readonly filter?: (facets: Facets) => boolean;
  readonly limit?: number;
};

/** Hierarchy level of a section: 1 for a page introduction, 2 or 3 for a heading. */
export function sectionLevel(index: IndexFile, section: number): 1 | 2 | 3 {
  const [, , lvl2, lvl3] = index.sections[section];
  return lvl3 ? 3 : lvl2 ? 2 : 1;
}

/** The heading a section starts with: the page title for an introduction. */
export function sectionTitle(index: IndexFile, section: number): string {
  const [page, , lvl2, lvl3] = index.sections[section];
  return lvl3 || lvl2 || index.pages[page][2];
}

export function sectionFacets(index: IndexFile, section: number): Facets {
  return { language: index.language, docusaurus_tag: index.pages[index.sections[section][0]][3] };
}

function toDoc(index: IndexFile, id: number): SectionDoc {
  const [page, , lvl2, , content] = index.sections[id];
  const [path, lvl0, lvl1] = index.pages[page];
  const level = sectionLevel(index, id);
  const parents = level === 1 ? lvl0 : level === 2 ? `${lvl0} ${lvl1}` : `${lvl0} ${lvl1} ${lvl2}`;
  const slug = level === 1 ? (path.split('/').at(-1) ?? '') : '';
  return { id, title: sectionTitle(index, id), slug, parents, content };
}

/** Typo tolerance as Algolia's defaults: one typo from 4 letters, two from 8. */
const typos = (term: string): number | false => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false);
/** Only the last word is a prefix: it is the one being typed. */
const isLast = (_term: string, i: number, terms: string[]): boolean => i === terms.length - 1;

/** Builds the in-memory index of one index file (a few tens of milliseconds for a docs version). */
export function createEngine(index: IndexFile): Engine {
  const miniSearch = new MiniSearch<SectionDoc>({
    fields: ['title', 'slug', 'parents', 'content'],
    tokenize: (text, field) => (field === 'content' ? indexTerms(text) : titleTerms(text)),
    processTerm: normalizeTerm,
    searchOptions: {
      tokenize: queryTerms,
      processTerm: normalizeTerm,
      boost: FIELD_BOOST,
      prefix: isLast,
      fuzzy: typos,
      combineWith: 'AND',
    },
  });
  miniSearch.addAll(index.sections.map((_row, id) => toDoc(index, id)));
  return { index, miniSearch };
}

/**
 * Whether a heading matched a query word as typed or as a prefix. A heading that only matched
 * with a typo (`onequery` for `usequery`) does not outrank the text of the page the reader meant.
 */
function titleTermsMatched(match: Record<string, string[]>, queryTerms: readonly string[]): boolean {
  return Object.entries(match).some(
    ([term, fields]) =>
      fields.some((field) => TITLE_FIELDS.has(field)) && queryTerms.some((queryTerm) => term.startsWith(queryTerm)),
  );
}

/**
 * Ranked sections for a query: all words must match (the last as a prefix, with typos allowed),
 * or, when nothing does, any word, as DocSearch's "remove words if no results".
 */
export function searchEngine(engine: Engine, query: string, options: SearchOptions = {}): Match[] {
  const { index, miniSearch } = engine;
  const terms = normalizedQueryTerms(query);
  if (terms.length === 0) return [];
  const facetFilter = options.filter;
  const filter = facetFilter && ((result: { id: number }) => facetFilter(sectionFacets(index, result.id)));
  let results = miniSearch.search(query, { filter });
  if (results.length === 0 && terms.length > 1) results = miniSearch.search(query, { filter, combineWith: 'OR' });

  const wanted = compact(query);
  const matches = results.map((result): Match => {
    const section = result.id as number;
    const titleMatched = titleTermsMatched(result.match, terms);
    const isPage = sectionLevel(index, section) === 1;
    const exact = compact(sectionTitle(index, section)) === wanted;
    const rank = !titleMatched
      ? RANK.body
      : exact
        ? isPage
          ? RANK.exactPage
          : RANK.exactHeading
        : isPage
          ? RANK.page
          : RANK.heading;
    return { section, rank, score: result.score, terms: result.terms, titleMatched };
  });
  matches.sort((a, b) => b.rank - a.rank || b.score - a.score);
  return options.limit === undefined ? matches : matches.slice(0, options.limit);
}

/** The sections of the site (lvl0) whose pages pass the filter, most pages first: "Try searching for". */
export function sectionNames(engine: Engine, filter: SearchOptions['filter'] = () => true): string[] {
  const counts = new Map<string, number>();
  for (const [, lvl0, , tag] of engine.index.pages) {
    if (filter({ language: engine.index.language, docusaurus_tag: tag })) counts.set(lvl0, (counts.get(lvl0) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}
