import { searchEngine, sectionNames, type Match } from './engine';
import { DEFAULT_TAGS } from './highlight';
import type { IndexFile } from './types';
import { facetPredicate, type FacetFilters } from './facets';
import { parseSnippetWords, toHit, type LocalHit } from './hits';
import { createIndexLoader, type Fetch } from './loader';

/** The search parameters the modal and the search page send (a subset of Algolia's). */
export type LocalSearchParams = {
  query?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: readonly string[];
  snippetEllipsisText?: string;
};

/** One request: flat, as DocSearch v4 sends it, or with `params` as older clients do. */
export type LocalSearchRequest = LocalSearchParams & { indexName?: string; params?: LocalSearchParams };

export type LocalSearchResponse = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
};

export type LocalSearchClient = {
  /** Algolia's `search()`: one response per request, in order. */
  search: (
    requests: { requests: readonly LocalSearchRequest[] } | readonly LocalSearchRequest[],
  ) => Promise<{ results: LocalSearchResponse[] }>;
  /** Starts fetching the index files the filters need (when the modal opens). */
  preload: (facetFilters?: FacetFilters) => void;
  /** Names of the site's sections to suggest when a query finds nothing, most pages first. */
  sectionNames: (facetFilters?: FacetFilters) => Promise<string[]>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: (options: { segment: string }) => unknown } };
};

export type LocalSearchClientOptions = {
  /** The site's baseUrl: the index lives under `<baseUrl>search/`. */
  baseUrl: string;
  /** The origin of hit URLs; the page's own by default. */
  origin?: string;
  fetch?: Fetch;
};

const HITS_PER_PAGE = 20;

const clients = new Map<string, LocalSearchClient>();

/** One client per site in the browser, shared by the modal and the search page (one download). */
export function getLocalSearchClient(baseUrl: string): LocalSearchClient {
  let client = clients.get(baseUrl);
  if (!client) {
    client = createLocalSearchClient({ baseUrl });
    clients.set(baseUrl, client);
  }
  return client;
}

/** How many of the modal's first rows ({@link FIRST_ROWS}) a page may take (issue #44). */
const SECTIONS_PER_PAGE = 2;
const FIRST_ROWS = 5;
/** DocSearch's modal shows at most this many hits of a site section (lvl0: `maxResultsPerGroup`). */
const HITS_PER_GROUP = 5;

type Found = { index: IndexFile; match: Match };

/**
 * The pages of the modal's first rows ({@link FIRST_ROWS}) for these hits, as DocSearch 4.7.0
 * orders them: grouped by site section (lvl0) in order of first appearance, at most
 * {@link HITS_PER_GROUP} each, and by page title (lvl1) within a group. `groups` holds the hits of
 * each site section so far, at most five.
 */
function firstRows(groups: ReadonlyMap<string, readonly { path: string; title: string }[]>): string[] {
  const rows: string[] = [];
  for (const group of groups.values()) {
    const titles = [...new Set(group.map(({ title }) => title))];
    for (const title of titles) for (const hit of group) if (hit.title === title) rows.push(hit.path);
    if (rows.length >= FIRST_ROWS) break;
  }
  return rows.slice(0, FIRST_ROWS);
}

/**
 * The matches of every index file in one order: by rank, one copy of each section (the blog and
 * the pages are in every file), except that a section that would give its page more than
 * {@link SECTIONS_PER_PAGE} of the modal's first {@link FIRST_ROWS} rows comes after the rest. The
 * modal groups the hits it gets (twenty) by site section and page ({@link firstRows}), so a
 * page's third section anywhere in its site section's first five hits would join it there.
 */
function merge(found: Found[]): Found[] {
  found.sort((a, b) => b.match.rank - a.match.rank || b.match.score - a.match.score);
  const seen = new Set<string>();
  const groups = new Map<string, { path: string; title: string }[]>();
  const first: Found[] = [];
  const folded: Found[] = [];
  for (const item of found) {
    const [page, anchor] = item.index.sections[item.match.section];
    const [path, lvl0, title] = item.index.pages[page];
    if (seen.has(`${path}#${anchor}`)) continue;
    seen.add(`${path}#${anchor}`);
    const group = groups.get(lvl0) ?? [];
    // A hit past its site section's first five is not shown: it cannot reach the first rows.
    if (group.length < HITS_PER_GROUP) {
      const rows = firstRows(new Map(groups).set(lvl0, [...group, { path, title }]));
      if (rows.filter((row) => row === path).length > SECTIONS_PER_PAGE) {
        folded.push(item);
        continue;
      }
      groups.set(lvl0, [...group, { path, title }]);
    }
    first.push(item);
  }
  return [...first, ...folded];
}

/**
 * A search client with Algolia's shape that answers from the index built with the site, so
 * DocSearch's modal and the search page work unchanged. Nothing is fetched until the first
 * search (or `preload`); the files then stay in memory, and in the browser's cache.
 */
export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  const loader = createIndexLoader(options.baseUrl, options.fetch ?? ((url) => fetch(url)));
  const algoliaAgent = { value: 'Local search (Docusaurus plugin)', add: () => algoliaAgent };

  async function searchOne(request: LocalSearchRequest): Promise<LocalSearchResponse> {
    const started = performance.now();
    const params = { ...request, ...request.params };
    const query = params.query ?? '';
    const predicate = facetPredicate(params.facetFilters);
    const engines = await loader.engines(predicate);
    const found = merge(
      engines.flatMap((engine) =>
        searchEngine(engine, query, { filter: predicate }).map((match) => ({ index: engine.index, match })),
      ),
    );
    const hitsPerPage = params.hitsPerPage ?? HITS_PER_PAGE;
    const page = params.page ?? 0;
    const format = {
      query,
      origin: options.origin ?? window.location.origin,
      tags: {
        pre: params.highlightPreTag ?? DEFAULT_TAGS.pre,
        post: params.highlightPostTag ?? DEFAULT_TAGS.post,
      },
      snippetWords: parseSnippetWords(params.attributesToSnippet),
      ellipsis: params.snippetEllipsisText ?? '…',
    };
    return {
      hits: found
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map(({ index, match }) => toHit(index, match, format)),
      nbHits: found.length,
      page,
      nbPages: Math.ceil(found.length / hitsPerPage),
      hitsPerPage,
      query,
      params: '',
      index: request.indexName ?? 'local',
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
    };
  }

  return {
    async search(requests) {
      const list = 'requests' in requests ? requests.requests : requests;
      return { results: await Promise.all(list.map(searchOne)) };
    },
    preload(facetFilters) {
      // Failures surface on the next search, which retries.
      loader.engines(facetPredicate(facetFilters)).catch(() => undefined);
    },
    async sectionNames(facetFilters) {
      const predicate = facetPredicate(facetFilters);
      const engines = await loader.engines(predicate);
      return [...new Set(engines.flatMap((engine) => sectionNames(engine, predicate)))];
    },
    addAlgoliaAgent: () => undefined,
    transporter: { algoliaAgent },
  };
}
