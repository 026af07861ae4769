import type { DocSearchModal } from '@docsearch/react';
import type { LocalSearchClient } from './localClient';

export type LoadedSearch = {
  readonly DocSearchModal: typeof DocSearchModal;
  readonly client: LocalSearchClient;
};

let loading: Promise<LoadedSearch> | undefined;

/**
 * Loads the modal, its styles and the local search client, once, on first interest (hover, focus,
 * shortcut): none of it is part of the first page load. The index itself is fetched on open.
 */
export function loadLocalSearch(baseUrl: string): Promise<LoadedSearch> {
  loading ??= Promise.all([
    import('@docsearch/react/modal'),
    import('./localClient'),
    import('@docsearch/react/style'),
    import('../theme/SearchBar/styles.css'),
  ]).then(
    ([modal, local]) => ({
      DocSearchModal: modal.DocSearchModal,
      client: local.getLocalSearchClient(baseUrl),
    }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
