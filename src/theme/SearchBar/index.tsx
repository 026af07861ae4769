// Change: the search bar of both search modes (README, "Search"), in place of the search theme's.
// DocSearch's button and modal as the theme renders them, with the site's texts, a "Let us know."
// link on the no-results screen and the repairs of DocSearch 4.7.0 (src/components/SearchModal).
// Local mode (src/plugins/search registers it) answers from the site's own index and loads nothing
// before the reader shows interest, with no preconnect hint to Algolia; Algolia mode queries Algolia.
import { useCallback, useMemo, useRef, useState, type JSX, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchModal as Modal, DocSearchModalProps, DocSearchTransformClient } from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFiltersIfEnabled,
  useAlgoliaThemeConfig,
} from '@docusaurus/theme-search-algolia/client';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSearchModal } from '@site/src/components/SearchModal';
import { DocSearchButton, useDocSearchKeyboardEvents } from '@site/src/client/docsearch';
import { localSearchLoader } from '@site/src/client/search/localSearch';
import type { LocalSearchClient } from '@site/src/client/search/localClient';
import { useMissingResultsUrl } from '@site/src/client/search/useMissingResultsUrl';

/**
 * The button's texts and the one modal text the site words differently from the theme ("No
 * results for"); the modal's other texts are DocSearch's own defaults. Not the theme's
 * SearchTranslations: that module holds every modal text and would ship in every page's
 * JavaScript, where the modal itself loads on demand.
 */
const buttonLabel = translate({ id: 'theme.SearchBar.label', message: 'Search' });
const buttonTranslations = { buttonText: buttonLabel, buttonAriaLabel: buttonLabel };
const modalTranslations = {
  noResultsScreen: {
    noResultsText: translate({ id: 'site.SearchModal.noResultsText', message: 'No results for' }),
  },
};

type ModalProps = Omit<DocSearchModalProps, 'initialScrollY' | 'onClose'>;
type Loaded = { readonly DocSearchModal: typeof Modal; readonly client: LocalSearchClient | undefined };

let modalLoading: Promise<typeof Modal> | undefined;

/**
 * The modal and its styles, once, on first interest (hover, focus, shortcut): none of it is part
 * of the first page load, not even its CSS (a stylesheet of its own, see src/plugins/bundle).
 */
function loadModal(): Promise<typeof Modal> {
  modalLoading ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/css/dist/modal.css'),
    import('./styles.css'),
  ]).then(
    ([modal]) => modal.DocSearchModal,
    (error: unknown) => {
      modalLoading = undefined;
      throw error;
    },
  );
  return modalLoading;
}

function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }): JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

/** The modal types its client as Algolia's: the local one answers the same `search()` calls with the same shapes. */
const asDocSearchClient = (client: LocalSearchClient) => client as unknown as DocSearchTransformClient;

/** The modal's props, as the theme's own search bar sets them (with the local client in local mode). */
function useModalProps(
  repairs: ReturnType<typeof useSearchModal>['props'],
  close: () => void,
  client: LocalSearchClient | undefined,
): ModalProps {
  const { algolia } = useAlgoliaThemeConfig();
  const history = useHistory();
  const createSearchLink = useSearchLinkCreator();
  const contextual = useAlgoliaContextualFacetFiltersIfEnabled();
  const getMissingResultsUrl = useMissingResultsUrl();
  const { transformSearchClient, transformItems } = repairs;
  return useMemo(
    (): ModalProps => ({
      appId: algolia.appId,
      apiKey: algolia.apiKey,
      indexName: algolia.indexName,
      searchParameters: {
        ...algolia.searchParameters,
        facetFilters: mergeFacetFilters(contextual, algolia.searchParameters?.facetFilters),
      },
      // In local mode, the local client instead of the Algolia client the modal builds.
      transformSearchClient: client ? () => transformSearchClient(asDocSearchClient(client)) : transformSearchClient,
      navigator: {
        navigate({ itemUrl }) {
          if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
          else history.push(itemUrl);
        },
      },
      transformItems,
      hitComponent: Hit,
      resultsFooterComponent: algolia.searchPagePath
        ? ({ state }) => (
            <Link to={createSearchLink(state.query)} onClick={close}>
              <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits as number }}>
                {'See all {count} results'}
              </Translate>
            </Link>
          )
        : undefined,
      getMissingResultsUrl,
      translations: modalTranslations,
      placeholder: translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' }),
      onAskAiToggle: () => undefined,
    }),
    [
      algolia,
      contextual,
      client,
      history,
      createSearchLink,
      close,
      getMissingResultsUrl,
      transformSearchClient,
      transformItems,
    ],
  );
}

export default function SearchBar(): ReactNode {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const { appId } = useAlgoliaThemeConfig().algolia;
  const loadLocalSearch = localSearchLoader();
  const { props: repairs, screens } = useSearchModal();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(
    () =>
      Promise.all([loadModal(), loadLocalSearch?.(baseUrl)]).then(([DocSearchModal, client]) => {
        const search = { DocSearchModal, client };
        setLoaded(search);
        return search;
      }),
    [baseUrl, loadLocalSearch],
  );
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const modalProps = useModalProps(repairs, close, loaded?.client);
  const { facetFilters } = modalProps.searchParameters ?? {};
  const open = useCallback(() => {
    void load().then((search) => {
      search.client?.preload(facetFilters);
      setIsOpen(true);
    });
  }, [load, facetFilters]);

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
          <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        ref={buttonRef}
        onClick={open}
        onFocus={prefetch}
        onMouseOver={prefetch}
        onTouchStart={prefetch}
        translations={buttonTranslations}
      />
      {isOpen &&
        loaded &&
        createPortal(
          <loaded.DocSearchModal
            {...modalProps}
            onClose={close}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
          />,
          document.body,
        )}
      {screens}
    </>
  );
}
