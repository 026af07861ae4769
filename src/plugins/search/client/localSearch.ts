import type { LocalSearchClient } from './localClient';

/** Loads the local search client (and the modal styles of local mode), once, on first interest. */
export type LocalSearchLoader = (baseUrl: string) => Promise<LocalSearchClient>;

let loader: LocalSearchLoader | undefined;

/**
 * Where the search bar (../bar/SearchBar) learns the search mode. The local search plugin
 * (../index.ts) registers its loader from a client module (./register.ts); in Algolia mode the
 * plugin is left out, so the bar queries Algolia and nothing of local search is bundled.
 */
export function registerLocalSearch(load: LocalSearchLoader): void {
  loader = load;
}

/** The local search loader, or undefined in Algolia mode. */
export function localSearchLoader(): LocalSearchLoader | undefined {
  return loader;
}
