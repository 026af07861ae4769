import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Facets, IndexFile } from './types';
import {
  camelParts,
  compact,
  identifierTails,
  indexTerms,
  isInflection,
  normalizeTerm,
  queryTerms,
  stem,
  titleTerms,
  wordForms,
} from './tokenize';
import { typoBudget, typoTerms } from './typos';

/**
 * What MiniSearch indexes for a section: its own heading (the page title for an introduction,
 * which is also known by its slug: `/docs/router` for "Define Routers"), the headings above it
 * (none for an introduction), the site section of its page (lvl0, `@trpc/server`), its text, and
 * the identifiers of its code.
 */
type SectionDoc = {
  id: number;
  title: string;
  slug: string;
  parents: string;
  category: string;
  content: string;
  code: string;
  also: string;
};

/** Within a rank, a heading outweighs the headings above it, which outweigh the rest. */
const FIELD_BOOST = { title: 4, slug: 4, parents: 2, category: 1, content: 1, code: 1, also: 1 };
const TITLE_FIELDS = new Set(['title', 'slug']);

/**
 * Heading tiers, as Algolia's tie-breaking: a query equal to a page title first, then equal to a
 * heading, then matches in page titles, then in headings, then in body text only. They order
 * sections only after the evidence for the query's words (see {@link searchEngine}).
 */
const RANK = { exactPage: 5, exactHeading: 4, page: 3, heading: 2, body: 1 };

export type Engine = {
  readonly index: IndexFile;
  readonly miniSearch: MiniSearch<SectionDoc>;
  /** Pages of questions and answers ({@link questionPages}). */
  readonly faqPages: ReadonlySet<number>;
  /** Every term of the index: what a typo may stand for. */
  readonly vocabulary: readonly string[];
  /** The text of each page as written: headings, text and code ({@link verbatimPages}), made on first use. */
  pageTexts?: readonly string[];
};

export type Match = {
  /** Position of the section in `index.sections`. */
  readonly section: number;
  /**
   * What results sort by first, highest first, then by score: the evidence the section has for
   * the query's words (see {@link searchEngine}), then whether it is content (not an FAQ's answer
   * or a list of links), then its heading tier ({@link RANK}) and level.
   */
  readonly rank: number;
  readonly score: number;
  /** The index terms that matched (after prefix, stem and typo expansion), for highlighting. */
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
  const [page, , lvl2, , content, code = '', , also = ''] = index.sections[id];
  const [path, lvl0, lvl1] = index.pages[page];
  const level = sectionLevel(index, id);
  const parents = level === 1 ? '' : level === 2 ? lvl1 : `${lvl1} ${lvl2}`;
  const slug = level === 1 ? (path.split('/').at(-1) ?? '') : '';
  return { id, title: sectionTitle(index, id), slug, parents, category: lvl0, content, code, also };
}

/**
 * Builds the in-memory index of one index file, once per docs version: a cold search's first answer
 * waits for it (its cost: bench/README.md, "Findings measured once").
 */
export function createEngine(index: IndexFile): Engine {
  const vocabulary = new Set<string>();
  const miniSearch = new MiniSearch<SectionDoc>({
    fields: ['title', 'slug', 'parents', 'category', 'content', 'code', 'also'],
    tokenize: (text, field) =>
      field === 'title' || field === 'slug' || field === 'parents' || field === 'category'
        ? titleTerms(text)
        : indexTerms(text),
    processTerm: (term) => {
      const normalized = normalizeTerm(term);
      if (normalized) vocabulary.add(normalized);
      return normalized;
    },
    searchOptions: { tokenize: queryTerms, processTerm: normalizeTerm, boost: FIELD_BOOST },
  });
  miniSearch.addAll(index.sections.map((_row, id) => toDoc(index, id)));
  return { index, miniSearch, faqPages: questionPages(index), vocabulary: [...vocabulary] };
}

/** The pages of questions and answers (an FAQ): those whose headings are mostly questions. */
function questionPages(index: IndexFile): Set<number> {
  const headings = new Map<number, { questions: number; all: number }>();
  for (const [page, , lvl2, lvl3] of index.sections) {
    const heading = lvl3 || lvl2;
    if (!heading) continue;
    const count = headings.get(page) ?? { questions: 0, all: 0 };
    count.all += 1;
    if (heading.endsWith('?')) count.questions += 1;
    headings.set(page, count);
  }
  return new Set([...headings].filter(([, { questions, all }]) => questions * 2 >= all).map(([page]) => page));
}

/** MiniSearch's weight of a typo among a word's matches (its own default for fuzzy matches). */
const TYPO_SCORE = 0.45;

/**
 * What one query word searches for: itself and its stem (as prefixes), so `logging` finds
 * `loggerLink`; the tails of an identifier; and the terms of the index it may be a typo of
 * ({@link typoTerms}), as whole words, or for a plain word still being typed also as the start
 * of a word (`websok`; not an identifier's start, which would match too many names). `alike`
 * gives the share of the word each form stands for: a tail (`ssghelpers` of `createSSGHelpers`)
 * only for the parts it has. Of the typos, only those with the fewest edits count (`preffetch` is
 * `prefetch`, one edit, not also `refetch`, two), as Algolia ranks fewer typos first.
 */
function wordQuery(
  engine: Engine,
  word: string,
  typing: boolean,
  extraEdits: number,
): { query: Query; alike: ReadonlyMap<string, number> } {
  const term = word.toLowerCase();
  const parts = camelParts(word).length;
  const alike = new Map<string, number>();
  identifierTails(word).forEach((tail, i) => alike.set(tail, (parts - i - 1) / parts));
  for (const form of [term, ...wordForms(term)]) alike.set(form, 1);
  const forms = [term, ...[...alike.keys()].filter((form) => form !== term)];
  const queries: Query[] = forms.map((form) => ({ queries: [form], prefix: true }));
  const candidates = typoTerms(engine.vocabulary, term, typing && parts === 0, extraEdits);
  const fewest = Math.min(...candidates.values());
  const typos = [...candidates].filter(([, edits]) => edits === fewest).map(([typo]) => typo);
  if (typos.length > 0) queries.push({ queries: typos, boostTerm: () => TYPO_SCORE });
  // A word no term of the index starts with is a misspelling: it also finds the forms of the words
  // it may stand for, and those words, as they would if typed (`authentification` finds
  // "Authenticated"; `reusabel` finds `reusable`, which its stem `reusabl` would not count).
  if (!engine.vocabulary.some((known) => known.startsWith(term))) {
    const corrected = typos.flatMap((typo) => [typo, ...wordForms(typo)]).filter((form) => !alike.has(form));
    for (const form of corrected) alike.set(form, 1);
    if (corrected.length > 0) queries.push({ queries: corrected, prefix: true, boostTerm: () => TYPO_SCORE });
  }
  return { query: { combineWith: 'OR', queries }, alike };
}

/**
 * What a query word counts for where it was found: on the section's page, in the section, in its
 * heading (or spelled out there, for an identifier: {@link identifierShare}) or else in a heading
 * above it (the page title, for a section). A heading above counts as much as the section's own:
 * the page title is the introduction's own heading, so when it counted less, a page's
 * introduction outranked the page's section that answers the rest of the query (held-out set 4:
 * MRR@10 0.480 → 0.524). A word found only in code counts less than one the text names; one found
 * with a typo, where it is also found as typed, half; being on the page, half of being in the
 * section. These weights (and the FAQ answers' bonus) are the best of a coordinate search on the 526
 * tuning queries, MRR@10 0.568 → 0.583; it also found that adjacent query words found joined
 * (`initialCursor` for `initial cursor`) had best count no more than apart, so that evidence went.
 * Held-out set 8 held: 0.533 → 0.537 by its writer's targets, 0.617 → 0.616 by either judge's.
 */
const EVIDENCE = { page: 0.5, section: 1, heading: 2, parentHeading: 2, codeOnly: 0.6, typo: 0.5 };
/**
 * Small bonuses that order sections with the same evidence: content first, then the answers of an
 * FAQ (each sums up a topic some page documents whole), then lists of links; then the heading tier
 * ({@link RANK}), then an introduction before a section before a subsection.
 */
const CONTENT_BONUS = { content: 0.3, answer: 0.225, links: 0 };
const TIER_BONUS = 0.05;
/** Above any evidence: a page with an identifier of the query as written comes first ({@link verbatimPages}). */
const VERBATIM_BONUS = 100;
const LEVEL_BONUS = 0.01;

type Found = {
  score: number;
  /** The query words the section has, each with the share of it found ({@link wordQuery}'s `alike`). */
  shares: Map<number, number>;
  /** Query words found in the section's own heading (the page title, for an introduction). */
  titleWords: Set<number>;
  /** The share of each of those words the heading has: less than all for an identifier's tail. */
  titleShares: Map<number, number>;
  /** The share of each query word the headings above the section have. */
  parentShares: Map<number, number>;
  terms: Set<string>;
};

const newFound = (): Found => ({
  score: 0,
  shares: new Map(),
  titleWords: new Set(),
  titleShares: new Map(),
  parentShares: new Map(),
  terms: new Set(),
});

const raise = (shares: Map<number, number>, w: number, share: number): void => {
  if (share > (shares.get(w) ?? 0)) shares.set(w, share);
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

/** A name as code writes it: with a hump (`httpBatchLink`) or words joined by `_` (`unstable_overrides`). */
const isIdentifier = (token: string): boolean => /[a-z0-9][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]/.test(token);
const CODE_TOKEN = /[A-Za-z_$][\w$]*/g;

/** The text of each page as written (title, headings, text and code), for {@link verbatimPages}. */
function pageTexts(engine: Engine): readonly string[] {
  if (engine.pageTexts) return engine.pageTexts;
  const texts = engine.index.pages.map(([, , title]) => [title]);
  for (const [page, , lvl2, lvl3, content, code = ''] of engine.index.sections)
    texts[page].push(lvl2, lvl3, content, code);
  engine.pageTexts = texts.map((parts) => parts.join('\n'));
  return engine.pageTexts;
}

/**
 * For a query of identifiers only, how many of them each page has verbatim (the one still being
 * typed as the start of one), counting only identifiers on fewer than half of the pages (`tRPC` is
 * on all).
 */
function verbatimPages(engine: Engine, query: string): Map<number, number> {
  const counts = new Map<number, number>();
  const tokens = [...query.matchAll(CODE_TOKEN)].map(([token]) => token);
  // Only a query of identifiers: beside other words, an identifier is one word of several.
  if (tokens.length === 0 || !tokens.every(isIdentifier)) return counts;
  const typing = /[\w$]$/.test(query) ? tokens.at(-1) : undefined;
  const texts = pageTexts(engine);
  for (const token of new Set(tokens)) {
    const escaped = token.replace(/\$/g, '\\$');
    const written = new RegExp(`(?<![\\w$])${escaped}${token === typing ? '' : '(?![\\w$])'}`);
    const pages = texts.flatMap((text, page) => (text.includes(token) && written.test(text) ? [page] : []));
    if (pages.length * 2 >= texts.length) continue;
    for (const page of pages) counts.set(page, (counts.get(page) ?? 0) + 1);
  }
  return counts;
}

/**
 * Ranked sections for a query. Each word is searched on its own (by prefix and stem,
 * with typos; a word typed whole only finds its forms, not every word it starts); a section then
 * ranks by the evidence it has for the query's words, each word weighted by its rarity
 * ({@link wordWeights}) and counting ({@link EVIDENCE}) half for being on the section's page (all
 * the words of a page are evidence for each of its sections), once for being in the section and
 * twice for being in its heading or a heading above it. Then content before an FAQ's answers
 * before lists of links, its heading tier ({@link RANK}), its level, its score.
 */
export function searchEngine(engine: Engine, query: string, options: SearchOptions = {}): Match[] {
  const matches = rankSections(engine, query, options);
  if (matches.length > 0) return matches;
  // Nothing found: a name no page has (one of a later version, `useUtils`) may still share its
  // words with the docs. Asked again with each identifier as its parts.
  const parts = queryTerms(query).flatMap((word) => (camelParts(word).length > 0 ? camelParts(word) : [word]));
  const split = parts.join(' ') + (/[\p{L}\p{N}]$/u.test(query) ? '' : ' ');
  const asParts = split.trim() === query.trim() ? matches : rankSections(engine, split, options);
  // Still nothing: a word may hold more slips than the typo budget allows (`atuhentification`, three
  // edits from "authentication"). Asked again with one more edit for each word of 5 letters or more;
  // not when there is none, as while the first letters are typed: that pass would find nothing more.
  if (asParts.length > 0 || !queryTerms(query).some((word) => typoBudget(word, 1) > 0)) return asParts;
  return rankSections(engine, query, options, 1);
}

/** {@link searchEngine}'s ranking of one query as it is written, with `extraEdits` beyond the typo budget. */
function rankSections(engine: Engine, query: string, options: SearchOptions, extraEdits = 0): Match[] {
  const { index, miniSearch } = engine;
  // Words as typed (their case shows the parts of an identifier), without stop words.
  const words = [...new Set(queryTerms(query).filter((word) => normalizeTerm(word) !== null))];
  if (words.length === 0) return [];
  const facetFilter = options.filter;
  const filter = facetFilter && ((result: SearchResult) => facetFilter(sectionFacets(index, result.id as number)));
  // The word still being typed: the last, unless a space or a sign follows it.
  const typing = /[\p{L}\p{N}]$/u.test(query) ? queryTerms(query).at(-1) : undefined;

  const found = new Map<number, Found>();
  words.forEach((word, w) => {
    const { query: wordSearch, alike } = wordQuery(engine, word, word === typing, extraEdits);
    const identifier = camelParts(word).length > 0;
    // A plain word typed whole finds its own forms only: `log` finds "logging", not "login".
    const whole = word !== typing && !identifier && /^\p{L}+$/u.test(word);
    const results = miniSearch.search(wordSearch, { filter });
    // A typo found where the word is also found as typed is most likely another word (`route`
    // for `router`): it counts for less, and not as a heading.
    const spelled = results.some((result) =>
      Object.keys(result.match).some((term) => term.startsWith(word.toLowerCase())),
    );
    for (const result of results) {
      const id = result.id as number;
      const entry = found.get(id) ?? newFound();
      let matched = false;
      for (const [term, fields] of Object.entries(result.match)) {
        // A term no form starts with matched the word itself with a typo.
        const forms = [...alike].filter(([form]) => term.startsWith(form));
        if (whole && forms.length > 0 && !forms.some(([form]) => isInflection(form, term))) continue;
        matched = true;
        entry.terms.add(term);
        const typo = spelled ? EVIDENCE.typo : 1;
        const formShare = forms.length > 0 ? Math.max(...forms.map(([, share]) => share)) : typo;
        raise(entry.shares, w, fields.every((field) => field === 'code') ? formShare * EVIDENCE.codeOnly : formShare);
        if (forms.length > 0 && fields.includes('parents')) raise(entry.parentShares, w, formShare);
        if (!fields.some((field) => TITLE_FIELDS.has(field))) continue;
        // With a typo, a word counts in a heading as one of its words, or typed as an identifier
        // (`httpBatchLnk`) as its words joined; not a plain word as joined words (`onequery` for
        // `usequery`, from "One query").
        if (forms.length === 0 && (spelled || (!identifier && !headingWords(sectionTitle(index, id)).includes(term))))
          continue;
        entry.titleWords.add(w);
        raise(entry.titleShares, w, formShare);
      }
      if (!matched) continue;
      entry.score += result.score;
      found.set(id, entry);
    }
  });

  // The share of each query word found anywhere on a page.
  const pageWords = new Map<number, Map<number, number>>();
  for (const [section, { shares }] of found) {
    const page = index.sections[section][0];
    const seen = pageWords.get(page) ?? new Map<number, number>();
    for (const [w, share] of shares) raise(seen, w, share);
    pageWords.set(page, seen);
  }

  const weights = wordWeights(words.length, pageWords.values(), index.pages.length);
  const stems = words.map(identifierStems);
  const wanted = compact(query);
  const verbatim = verbatimPages(engine, query);
  const matches = [...found].map(([section, entry]): Match => {
    const row = index.sections[section];
    const level = sectionLevel(index, section);
    const title = sectionTitle(index, section);
    const exact = compact(title) === wanted;
    const titleMatched = entry.titleWords.size > 0;
    const tier = !titleMatched
      ? RANK.body
      : exact
        ? level === 1
          ? RANK.exactPage
          : RANK.exactHeading
        : level === 1
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
        weight *
        (EVIDENCE.page * (onPage?.get(w) ?? 0) +
          EVIDENCE.section * share +
          Math.max(EVIDENCE.heading * headingShare, EVIDENCE.parentHeading * (entry.parentShares.get(w) ?? 0)));
    });
    const kind = row[6] === 1 ? 'links' : engine.faqPages.has(row[0]) ? 'answer' : 'content';
    const rank =
      VERBATIM_BONUS * (verbatim.get(row[0]) ?? 0) +
      evidence +
      CONTENT_BONUS[kind] +
      TIER_BONUS * tier +
      LEVEL_BONUS * (3 - level);
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
