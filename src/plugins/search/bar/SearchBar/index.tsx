// The search bar of both search modes (../../README.md), in place of the search theme's: the search-bar
// plugin (../../bar.ts) provides it in both modes. DocSearch's button (../../client/SearchButton.tsx, with
// DocSearch's classes) with the site's texts; its modal (with a "Let us know." link on the no-results screen
// and the repairs of DocSearch 4.7.0) is ../../client/SearchModal, loaded on the reader's first sign of interest.
// Local mode (../../client/register.ts, the local-search plugin's client module) answers from the site's own
// index and loads nothing before the reader shows interest, with no preconnect hint to Algolia; Algolia mode
// queries Algolia.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFiltersIfEnabled,
  useAlgoliaThemeConfig,
} from '@docusaurus/theme-search-algolia/client';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type SearchModalType from '../../client/SearchModal/Modal';
import { loadSearchModal } from '../../client/SearchModal/load';
import { openOnSlash } from '../../client/SearchModal/openOnSlash';
import { holdKeysUntilFocus } from '../../client/holdKeys';
import { useDocSearchKeyboardEvents } from '../../client/docsearch';
import { SearchButton } from '../../client/SearchButton';
import { localSearchLoader } from '../../client/localSearch';
import type { LocalSearchClient } from '../../client/localClient';
import { preload } from '@site/src/utils/preload';

/**
 * The button's text. Not the theme's SearchTranslations: that module holds every modal text and
 * would ship in every page's JavaScript, where the modal itself loads on demand.
 */
const buttonLabel = translate({ id: 'theme.SearchBar.label', message: 'Search' });

type Loaded = { readonly SearchModal: typeof SearchModalType; readonly client: LocalSearchClient | undefined };

export default function SearchBar(): ReactNode {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const { algolia } = useAlgoliaThemeConfig();
  const contextual = useAlgoliaContextualFacetFiltersIfEnabled();
  const facetFilters = useMemo(
    () => mergeFacetFilters(contextual, algolia.searchParameters?.facetFilters),
    [contextual, algolia],
  );
  const loadLocalSearch = localSearchLoader();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(
    () =>
      Promise.all([loadSearchModal(), loadLocalSearch?.(baseUrl)]).then(([SearchModal, client]) => {
        const search = { SearchModal, client };
        setLoaded(search);
        return search;
      }),
    [baseUrl, loadLocalSearch],
  );
  const prefetch = useCallback(() => preload(load), [load]);
  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const open = useCallback(() => {
    // What the reader types before the search box has focus (the modal's code may still be loading).
    const releaseKeys = holdKeysUntilFocus('.DocSearch-Input');
    // A modal that cannot load (offline) leaves the button as it was; the next press tries again.
    load().then(
      (search) => {
        search.client?.preload(facetFilters);
        setIsOpen(true);
      },
      () => releaseKeys(),
    );
  }, [load, facetFilters]);

  useEffect(() => {
    window.addEventListener('keydown', openOnSlash);
    return () => window.removeEventListener('keydown', openOnSlash);
  }, []);
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    // DocSearch v3 opened on a typed key this way; v4 handles `/` itself.
    onInput: (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  });

  return (
    <>
      {!loadLocalSearch && (
        <Head>
          {/* As the theme's bar: the first query to Algolia is faster with the connection open. */}
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        ref={buttonRef}
        label={buttonLabel}
        onClick={open}
        onFocus={prefetch}
        onMouseOver={prefetch}
        onTouchStart={prefetch}
      />
      {isOpen && loaded && (
        <loaded.SearchModal
          client={loaded.client}
          facetFilters={facetFilters}
          initialQuery={initialQuery}
          onClose={close}
        />
      )}
    </>
  );
}
