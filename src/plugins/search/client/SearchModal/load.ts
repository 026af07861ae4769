import type SearchModalType from './Modal';

let modalLoading: Promise<typeof SearchModalType> | undefined;

/**
 * The search modal, its props and repairs, and its styles, once, on the reader's first interest
 * (hover, focus, shortcut; see ../../bar/SearchBar): none of it is part of the first page load, not
 * even its CSS (a stylesheet of its own, see src/plugins/bundle). A failed load is tried again.
 */
export function loadSearchModal(): Promise<typeof SearchModalType> {
  modalLoading ??= Promise.all([
    import('./Modal'),
    import('@docsearch/css/dist/modal.css'),
    import('./modal.css'),
  ]).then(
    ([modal]) => modal.default,
    (error: unknown) => {
      modalLoading = undefined;
      throw error;
    },
  );
  return modalLoading;
}
