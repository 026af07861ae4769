import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Facets, IndexFile } from './types';
import {
  camelParts,
  compact,
  identifierTails,
  indexTerms,
  normalizeTerm,
  queryTerms,
  stem,
  synonyms,
  titleTerms,
} from './tokenize';

/**
 * What MiniSearch indexes for a section: its own heading (the page title for an introduction,
 * which is also known by its slug: `/docs/router` for "Define Routers"), the headings above it,
 * its text, and the identifiers of its code.
 */
type SectionDoc = { id: number; title: string; slug: string; parents: string; content: string; code: string };

/** Within a rank, a heading outweighs the headings above it, which outweigh body text and code. */
const FIELD_BOOST = { title: 4, slug: 4, parents: 2, content: 1, code: 1 };
const TITLE_FIELDS = new Set(['title', 'slug']);

/**
 * Heading tiers, as Algolia's tie-breaking: a query equal to a page title first, then equal to a
 * heading, then matches in page titles, then in headings, then in body text only. They order
 * sections only after the evidence for the query's words (see {@link searchEngine}).
 */
const RANK = { exactPage: 5, exactHeading: 4, page: 3, heading: 2, body: 1 };

export type Engine = { readonly index: IndexFile; readonly miniSearch: MiniSearch<SectionDoc> };

export type Match = {
  /** Position of the section in `index.sections`. */
  readonly section: number;
  /**
   * What results sort by first, highest first, then by score: the evidence the section has for
   * the query's words (see {@link searchEngine}), then whether it is content (not a list of links),
   * then its heading tier ({@link RANK}).
   */
  readonly rank: number;
  readonly score: number;
  /** The index terms that matched (after prefix, stem, synonym and typo expansion), for highlighting. */
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

function sectionFacets(index: IndexFile, section: number): Facets {
  return { language: index.language, docusaurus_tag: index.pages[index.sections[section][0]][3] };
}

function toDoc(index: IndexFile, id: number): SectionDoc {
  const [page, , lvl2, , content, code = ''] = index.sections[id];
  const [path, lvl0, lvl1] = index.pages[page];
  const level = sectionLevel(index, id);
  const parents = level === 1 ? lvl0 : level === 2 ? `${lvl0} ${lvl1}` : `${lvl0} ${lvl1} ${lvl2}`;
  const slug = level === 1 ? (path.split('/').at(-1) ?? '') : '';
  return { id, title: sectionTitle(index, id), slug, parents, content, code };
}

/** Typo tolerance: one typo from 5 letters, two from 9, so that `test` never becomes `rest`. */
const typos = (term: string): number | false => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false);

/** Builds the in-memory index of one index file (a few tens of milliseconds for a docs version). */
export function createEngine(index: IndexFile): Engine {
  const miniSearch = new MiniSearch<SectionDoc>({
    fields: ['title', 'slug', 'parents', 'content', 'code'],
    tokenize: (text, field) => (field === 'content' || field === 'code' ? indexTerms(text) : titleTerms(text)),
    processTerm: normalizeTerm,
    searchOptions: { tokenize: queryTerms, processTerm: normalizeTerm, boost: FIELD_BOOST },
  });
  miniSearch.addAll(index.sections.map((_row, id) => toDoc(index, id)));
  return { index, miniSearch };
}

/**
 * What one query word searches for: itself (as a prefix, with typos), its stem and its synonyms
 * (as prefixes), so `logging` finds `loggerLink` and `cancel` finds "Aborting"; and the tails of
 * an identifier. `alike` gives the share of the word each form stands for: a tail (`ssghelpers` of
 * `createSSGHelpers`) only for the parts it has.
 */
function wordQuery(word: string): { query: Query; alike: ReadonlyMap<string, number> } {
  const term = word.toLowerCase();
  const parts = camelParts(word).length;
  const alike = new Map<string, number>();
  identifierTails(word).forEach((tail, i) => alike.set(tail, (parts - i - 1) / parts));
  for (const form of [term, stem(term), ...synonyms(term)]) alike.set(form, 1);
  const forms = [term, ...[...alike.keys()].filter((form) => form !== term)];
  const queries: Query[] = forms.map((form, i) => ({ queries: [form], prefix: true, fuzzy: i === 0 && typos(form) }));
  return { query: { combineWith: 'OR', queries }, alike };
}

/**
 * What a query word counts for where it was found: on the section's page, in the section, in its
 * heading (or spelled out there, for an identifier: {@link identifierShare}).
 */
const EVIDENCE = { page: 1, section: 1, heading: 2 };
/** Small bonuses that order sections with the same evidence: content before lists of links, then the tier. */
const CONTENT_BONUS = 0.3;
const TIER_BONUS = 0.05;

type Found = {
  score: number;
  /** The query words the section has, each with the share of it found ({@link wordQuery}'s `alike`). */
  shares: Map<number, number>;
  /** Query words found in the section's own heading (the page title, for an introduction). */
  titleWords: Set<number>;
  /** The share of each of those words the heading has: less than all for an identifier's tail. */
  titleShares: Map<number, number>;
  terms: Set<string>;
};

/**
 * How much each query word counts: its inverse page frequency (pages with the word among the
 * pages of the index), normalised to sum to 1, so that a word on nearly every page ("request")
 * weighs less than a rare one ("express").
 */
function wordWeights(count: number, pageWords: Iterable<ReadonlyMap<number, number>>, pages: number): number[] {
  const df = new Array<number>(count).fill(0);
  for (const words of pageWords) for (const w of words.keys()) df[w] += 1;
  const idf = df.map((n) => Math.log(1 + pages / Math.max(1, n)));
  const total = idf.reduce((sum, value) => sum + value, 0);
  return idf.map((value) => value / total);
}

/** Lowercase words of a heading, for {@link identifierShare}. */
const headingWords = (text: string): string[] => queryTerms(text).map((word) => word.toLowerCase());

/** The stems of an identifier's parts (none for a plain word), for {@link identifierShare}. */
const identifierStems = (word: string): string[] => camelParts(word).map((part) => stem(part.toLowerCase()));

/**
 * The share of an identifier's parts that a heading spells out, by stem: `skipBatch` is half in
 * "Disabling batching", `createReactQueryHooks` half in "Create the hooks". Code is documented under
 * headings in words, so this tells the section about the identifier from those that only use it.
 */
function identifierShare(parts: readonly string[], heading: readonly string[]): number {
  if (parts.length === 0) return 0;
  return parts.filter((part) => heading.some((term) => term.startsWith(part))).length / parts.length;
}

/**
 * Ranked sections for a query. Each word is searched on its own (as a prefix, by stem and
 * synonyms, with typos); a section then ranks by the evidence it has for the query's words, each
 * word weighted by its rarity ({@link wordWeights}) and counting ({@link EVIDENCE}) once for being
 * on the section's page (all the words of a page are evidence for each of its sections), once for
 * being in the section, twice for being in its heading. Then content before lists of links, its
 * heading tier ({@link RANK}), its score.
 */
export function searchEngine(engine: Engine, query: string, options: SearchOptions = {}): Match[] {
  const { index, miniSearch } = engine;
  // Words as typed (their case shows the parts of an identifier), without stop words.
  const words = [...new Set(queryTerms(query).filter((word) => normalizeTerm(word) !== null))];
  if (words.length === 0) return [];
  const facetFilter = options.filter;
  const filter = facetFilter && ((result: SearchResult) => facetFilter(sectionFacets(index, result.id as number)));

  const found = new Map<number, Found>();
  words.forEach((word, w) => {
    const { query: wordSearch, alike } = wordQuery(word);
    for (const result of miniSearch.search(wordSearch, { filter })) {
      const entry = found.get(result.id as number) ?? {
        score: 0,
        shares: new Map(),
        titleWords: new Set(),
        titleShares: new Map(),
        terms: new Set(),
      };
      entry.score += result.score;
      for (const [term, fields] of Object.entries(result.match)) {
        entry.terms.add(term);
        // A term no form starts with matched the word itself with a typo: all of it.
        const forms = [...alike].filter(([form]) => term.startsWith(form));
        const share = forms.length === 0 ? 1 : Math.max(...forms.map(([, formShare]) => formShare));
        if (share > (entry.shares.get(w) ?? 0)) entry.shares.set(w, share);
        // A heading that only matched with a typo (`onequery` for `usequery`) is no title match.
        if (forms.length === 0 || !fields.some((field) => TITLE_FIELDS.has(field))) continue;
        entry.titleWords.add(w);
        if (share > (entry.titleShares.get(w) ?? 0)) entry.titleShares.set(w, share);
      }
      found.set(result.id as number, entry);
    }
  });

  // The share of each query word found anywhere on a page.
  const pageWords = new Map<number, Map<number, number>>();
  for (const [section, { shares }] of found) {
    const page = index.sections[section][0];
    const seen = pageWords.get(page) ?? new Map<number, number>();
    for (const [w, share] of shares) seen.set(w, Math.max(share, seen.get(w) ?? 0));
    pageWords.set(page, seen);
  }

  const weights = wordWeights(words.length, pageWords.values(), index.pages.length);
  const stems = words.map(identifierStems);
  const wanted = compact(query);
  const matches = [...found].map(([section, entry]): Match => {
    const row = index.sections[section];
    const isPage = sectionLevel(index, section) === 1;
    const title = sectionTitle(index, section);
    const exact = compact(title) === wanted;
    const titleMatched = entry.titleWords.size > 0;
    const tier = !titleMatched
      ? RANK.body
      : exact
        ? isPage
          ? RANK.exactPage
          : RANK.exactHeading
        : isPage
          ? RANK.page
          : RANK.heading;
    const heading = headingWords(title);
    const onPage = pageWords.get(row[0]);
    let evidence = 0;
    weights.forEach((weight, w) => {
      const share = entry.shares.get(w) ?? 0;
      // A heading has the word, or the share of an identifier's parts it spells out.
      const headingShare = Math.max(entry.titleShares.get(w) ?? 0, share > 0 ? identifierShare(stems[w], heading) : 0);
      evidence +=
        weight * (EVIDENCE.page * (onPage?.get(w) ?? 0) + EVIDENCE.section * share + EVIDENCE.heading * headingShare);
    });
    const rank = evidence + (row[6] === 1 ? 0 : CONTENT_BONUS) + TIER_BONUS * tier;
    return { section, rank, score: entry.score, terms: [...entry.terms], titleMatched };
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
