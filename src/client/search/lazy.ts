import type { DocSearchModal } from '@docsearch/react';
import type { LocalSearchClient } from './localClient';

export type LoadedSearch = {
  readonly DocSearchModal: typeof DocSearchModal;
  readonly client: LocalSearchClient;
};

let loading: Promise<LoadedSearch> | undefined;

/**
 * Loads the modal, its styles and the local search client, once, on first interest (hover, focus,
 * shortcut): none of it is part of the first page load, not even its CSS (a stylesheet of its own,
 * see src/plugins/bundle). The index itself is fetched on open.
 */
export function loadLocalSearch(baseUrl: string): Promise<LoadedSearch> {
  loading ??= Promise.all([
    import('@docsearch/react/modal'),
    import('./localClient'),
    import('@docsearch/css/dist/modal.css'),
    import('./theme/SearchBar/styles.css'),
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
