import { SHARED_TAG, type Facets, type ManifestEntry } from './types';

/**
 * Algolia's `facetFilters`: `attribute:value` strings in lists that alternate AND (the outer
 * list) and OR (a list inside it); `attribute:-value` negates.
 */
export type FacetFilters = string | readonly FacetFilters[];

export type FacetPredicate = (facets: Facets) => boolean;

function matchesOne(filter: string, facets: Facets): boolean {
  const colon = filter.indexOf(':');
  const attribute = filter.slice(0, colon);
  let value = filter.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  const actual: string | undefined = attribute in facets ? facets[attribute as keyof Facets] : undefined;
  // As in Algolia, a record without the attribute matches no filter on it.
  return actual !== undefined && (actual === value) !== negated;
}

function matches(filters: FacetFilters, facets: Facets, all: boolean): boolean {
  if (typeof filters === 'string') return matchesOne(filters, facets);
  const test = (filter: FacetFilters) => matches(filter, facets, !all);
  return all ? filters.every(test) : filters.some(test);
}

/** A predicate over a page's facets; no filters keep everything. */
export function facetPredicate(filters: FacetFilters | undefined): FacetPredicate {
  return (facets) => filters === undefined || matches(filters, facets, true);
}

/**
 * The index files a search needs: those whose docs version passes the filters (usually one: the
 * version of the page the reader is on). When the filters only let the blog and pages through,
 * one file of the language is enough, as every file holds them.
 */
export function selectIndexes(entries: readonly ManifestEntry[], predicate: FacetPredicate): ManifestEntry[] {
  const byTag = entries.filter(({ language, tag }) => predicate({ language, docusaurus_tag: tag }));
  if (byTag.length > 0) return byTag;
  const shared = entries.find(({ language }) => predicate({ language, docusaurus_tag: SHARED_TAG }));
  return shared ? [shared] : [];
}
