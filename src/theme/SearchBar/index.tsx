import type { ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import { translate } from '@docusaurus/Translate';
import { useSearchModal } from '@site/src/components/SearchModal';
import { useMissingResultsUrl } from '@site/src/client/search/useMissingResultsUrl';

/**
 * The button's texts and the one modal text the spec words differently from the theme ("No
 * results for"); the modal's other texts are DocSearch's own defaults. Not the theme's
 * SearchTranslations: that module holds every modal text and would ship in every page's
 * JavaScript, where the modal itself loads on demand.
 */
const buttonLabel = translate({ id: 'theme.SearchBar.label', message: 'Search' });
const siteTranslations = {
  button: { buttonText: buttonLabel, buttonAriaLabel: buttonLabel },
  modal: {
    noResultsScreen: {
      noResultsText: translate({ id: 'site.SearchModal.noResultsText', message: 'No results for' }),
    },
  },
};

/**
 * The search bar of either mode (Algolia's from the theme, or local search's from
 * `src/plugins/search`), with the no-results screen completed: "Let us know." opens a new
 * GitHub issue titled with the query, and DocSearch's own gaps repaired (SearchModal).
 */
export default function SearchBarWrapper(): ReactNode {
  const { props, screens } = useSearchModal();
  return (
    <>
      <SearchBar {...props} getMissingResultsUrl={useMissingResultsUrl()} translations={siteTranslations} />
      {screens}
    </>
  );
}
