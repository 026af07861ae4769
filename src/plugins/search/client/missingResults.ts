/**
 * Where "Let us know." points when a query finds nothing: a new issue on the project's
 * repository, titled with the query.
 */
export function missingResultsUrl(repository: string, query: string): string {
  const title = `Search: no results for "${query}"`;
  return `${repository.replace(/\/$/, '')}/issues/new?title=${encodeURIComponent(title)}`;
}
