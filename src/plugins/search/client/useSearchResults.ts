import { useEffect, useState } from 'react';
import type { FacetFilters } from './facets';
import type { LocalHit } from './hits';
import { getLocalSearchClient } from './localClient';

export type SearchResults = {
  /** `idle` without a query; `error` when the index could not be fetched. */
  status: 'idle' | 'loading' | 'done' | 'error';
  query: string;
  hits: LocalHit[];
  nbHits: number;
  /** Section names to suggest when nothing matched. */
  suggestions: string[];
};

const IDLE: SearchResults = { status: 'idle', query: '', hits: [], nbHits: 0, suggestions: [] };

/** Words per snippet on the search page: longer than the modal's ten. */
const SNIPPET_WORDS = 36;

/**
 * The search page's results for a query, refreshed as the query, the filters or the number of
 * hits change. While a search runs, the previous hits stay, with the status `loading`.
 */
export function useSearchResults(
  baseUrl: string,
  query: string,
  facetFilters: FacetFilters,
  hitsPerPage: number,
): SearchResults {
  // Filters are rebuilt on every render: compare requests by content, not identity.
  const request = JSON.stringify({ query: query.trim(), facetFilters, hitsPerPage });
  const [answered, setAnswered] = useState<{ request: string; results: SearchResults } | null>(null);

  useEffect(() => {
    const { query: text, facetFilters: filters } = JSON.parse(request) as { query: string; facetFilters: FacetFilters };
    if (!text) return undefined;
    let current = true;
    const client = getLocalSearchClient(baseUrl);
    const answer = (results: SearchResults) => current && setAnswered({ request, results });
    client
      .search([{ query: text, facetFilters: filters, hitsPerPage, attributesToSnippet: [`content:${SNIPPET_WORDS}`] }])
      .then(async ({ results: [response] }) => {
        const suggestions = response.nbHits === 0 ? await client.sectionNames(filters) : [];
        answer({ status: 'done', query: text, hits: response.hits, nbHits: response.nbHits, suggestions });
      })
      .catch(() => answer({ ...IDLE, status: 'error', query: text }));
    return () => {
      current = false;
    };
  }, [baseUrl, request, hitsPerPage]);

  if (!query.trim()) return IDLE;
  if (answered?.request === request) return answered.results;
  return { ...(answered?.results ?? IDLE), status: 'loading' };
}
