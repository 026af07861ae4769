import { useCallback, useMemo, useRef, useState, type JSX, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type {
  DocSearchModalProps,
  DocSearchProps,
  DocSearchTransformClient,
  DocSearchTranslations,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFiltersIfEnabled,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { DocSearchButton, useDocSearchKeyboardEvents } from '../../docsearch';
import { loadLocalSearch, type LoadedSearch } from '../../lazy';
import type { LocalSearchClient } from '../../localClient';

/** DocSearch props the site may pass, as to the theme's own search bar. */
type Props = Partial<
  Pick<DocSearchProps, 'getMissingResultsUrl' | 'placeholder' | 'transformItems' | 'transformSearchClient'>
> & { translations?: DocSearchTranslations };

type ModalProps = Omit<DocSearchModalProps, 'initialScrollY' | 'onClose'>;

function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }): JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

/** The modal types its client as Algolia's: ours answers the same `search()` calls with the same shapes. */
const asDocSearchClient = (client: LocalSearchClient) => client as unknown as DocSearchTransformClient;

/** The modal's props, as the theme's own search bar sets them, with the local client. */
function useModalProps(props: Props, close: () => void, client: LocalSearchClient | undefined): ModalProps {
  const { algolia } = useAlgoliaThemeConfig();
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const contextual = useAlgoliaContextualFacetFiltersIfEnabled();
  return useMemo(
    (): ModalProps => ({
      appId: algolia.appId,
      apiKey: algolia.apiKey,
      indexName: algolia.indexName,
      searchParameters: {
        ...algolia.searchParameters,
        facetFilters: mergeFacetFilters(contextual, algolia.searchParameters?.facetFilters),
      },
      // Instead of the Algolia client the modal builds, ours (through the site's transform, if any).
      transformSearchClient:
        client && (() => props.transformSearchClient?.(asDocSearchClient(client)) ?? asDocSearchClient(client)),
      navigator: {
        navigate({ itemUrl }) {
          if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
          else history.push(itemUrl);
        },
      },
      transformItems:
        props.transformItems ?? ((items) => items.map((item) => ({ ...item, url: processUrl(item.url) }))),
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
      getMissingResultsUrl: props.getMissingResultsUrl,
      translations: props.translations?.modal,
      placeholder: props.placeholder ?? translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' }),
      onAskAiToggle: () => undefined,
    }),
    [props, algolia, contextual, client, history, processUrl, createSearchLink, close],
  );
}

/**
 * The search bar of local mode: DocSearch's button and modal, as the theme's own search bar
 * renders them, with a client that answers from the index built with the site. Unlike the
 * theme's, it adds no preconnect hint to Algolia, and loads nothing before the reader shows
 * interest (hover, focus, shortcut); the index is fetched when the modal opens.
 */
export default function SearchBar(props: Props): ReactNode {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const [loaded, setLoaded] = useState<LoadedSearch | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(
    () =>
      loadLocalSearch(baseUrl).then((search) => {
        setLoaded(search);
        return search;
      }),
    [baseUrl],
  );
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const modalProps = useModalProps(props, close, loaded?.client);
  const { facetFilters } = modalProps.searchParameters ?? {};
  const open = useCallback(() => {
    void load().then((search) => {
      search.client.preload(facetFilters);
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
      <DocSearchButton
        ref={buttonRef}
        onClick={open}
        onFocus={prefetch}
        onMouseOver={prefetch}
        onTouchStart={prefetch}
        translations={props.translations?.button}
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
    </>
  );
}
