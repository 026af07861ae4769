import { useCallback, useMemo, type JSX, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchModalProps, DocSearchTransformClient } from '@docsearch/react';
import { DocSearchModal } from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import Translate, { translate } from '@docusaurus/Translate';
import type { LocalSearchClient } from '../localClient';
import { useMissingResultsUrl } from '../useMissingResultsUrl';
import { docsVersionOf, versionParam } from '../useSearchVersions';
import { useSearchModal } from '.';

/** The one modal text the site words differently from the theme; the others are DocSearch's own. */
const modalTranslations = {
  noResultsScreen: {
    noResultsText: translate({ id: 'site.SearchModal.noResultsText', message: 'No results for' }),
  },
};

/** DocSearch's facet filters (not the local index's type: the modal takes Algolia's shape). */
type FacetFilters = NonNullable<DocSearchModalProps['searchParameters']>['facetFilters'];

type Props = {
  /** The local index's client (local mode), or none (Algolia mode: the modal builds Algolia's). */
  readonly client: LocalSearchClient | undefined;
  /** The contextual facet filters (language, docs version), as the search bar preloaded them. */
  readonly facetFilters: FacetFilters;
  readonly initialQuery: string | undefined;
  readonly onClose: () => void;
};

/**
 * The search page's link with the docs versions the modal searched (`?version=9.x` from a 9.x page),
 * so that the page lists what the modal counted (../useSearchVersions.ts reads them).
 */
function withDocsVersions(link: string, facetFilters: FacetFilters): string {
  const url = new URL(link, 'http://site.invalid');
  for (const filter of [facetFilters ?? []].flat(2)) {
    const version = typeof filter === 'string' ? docsVersionOf(filter) : undefined;
    if (version) url.searchParams.set(versionParam(version.pluginId), version.name);
  }
  return url.pathname + url.search;
}

/** Opens a hit's page: in this tab through the router, or with a full load for a URL outside the site. */
function useOpenPage(): (url: string) => void {
  const { algolia } = useAlgoliaThemeConfig();
  const history = useHistory();
  return useCallback(
    (url: string) => {
      if (isRegexpStringMatch(algolia.externalUrlRegex, url)) window.location.href = url;
      else history.push(url);
    },
    [algolia.externalUrlRegex, history],
  );
}

/**
 * A hit's body: a link to its page, which the repairs (./index.tsx, `makeHitsLinks`) make the option of the
 * results listbox in place of DocSearch's list item, so that the option is the link itself, with no control
 * nested inside it. As a link, the browser's own menu, "Copy link", the URL preview, the middle button and
 * Ctrl/Cmd/Shift+click work. The keyboard reaches it as an option (the arrow keys and Enter in the search
 * box, through the navigator below), so it is out of the Tab order. A plain click opens the page through
 * the router, as Docusaurus's links do; DocSearch's list item then closes the modal.
 */
function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }): JSX.Element {
  const openPage = useOpenPage();
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openPage(hit.url);
  };
  return (
    <a href={hit.url} tabIndex={-1} onClick={open}>
      {children}
    </a>
  );
}

/** The modal types its client as Algolia's: the local one answers the same `search()` calls with the same shapes. */
const asDocSearchClient = (client: LocalSearchClient) => client as unknown as DocSearchTransformClient;

/**
 * DocSearch's modal with the props the theme's own search bar gives it (with the local client in
 * local mode), the site's texts, and the repairs of DocSearch 4.7.0 (./index.tsx). It loads with the
 * modal's code, on the reader's first sign of interest (../../bar/SearchBar).
 */
export default function SearchModal({ client, facetFilters, initialQuery, onClose }: Props): ReactNode {
  const { algolia } = useAlgoliaThemeConfig();
  const openPage = useOpenPage();
  const createSearchLink = useSearchLinkCreator();
  const getMissingResultsUrl = useMissingResultsUrl();
  const { props: repairs, screens, answers } = useSearchModal();
  const { transformSearchClient, transformItems } = repairs;
  const props = useMemo(
    (): Omit<DocSearchModalProps, 'initialScrollY' | 'onClose'> => ({
      appId: algolia.appId,
      apiKey: algolia.apiKey,
      indexName: algolia.indexName,
      searchParameters: { ...algolia.searchParameters, facetFilters },
      // In local mode, the local client instead of the Algolia client the modal builds.
      transformSearchClient: client ? () => transformSearchClient(asDocSearchClient(client)) : transformSearchClient,
      navigator: { navigate: ({ itemUrl }) => openPage(itemUrl) },
      transformItems,
      hitComponent: Hit,
      resultsFooterComponent: algolia.searchPagePath
        ? ({ state }) => (
            <Link to={withDocsVersions(createSearchLink(state.query), facetFilters)} onClick={onClose}>
              <Translate id="theme.SearchBar.seeAll" values={{ count: answers.countOf(state.query) ?? 0 }}>
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
      facetFilters,
      client,
      openPage,
      createSearchLink,
      onClose,
      getMissingResultsUrl,
      transformSearchClient,
      transformItems,
      answers,
    ],
  );
  return (
    <>
      {createPortal(
        <DocSearchModal {...props} onClose={onClose} initialScrollY={window.scrollY} initialQuery={initialQuery} />,
        document.body,
      )}
      {screens}
    </>
  );
}
