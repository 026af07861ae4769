import { useState, type FormEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import { HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { FacetFilters } from '../../client/facets';
import { useSearchResults } from '../../client/useSearchResults';
import { useSearchVersions, type SearchVersionChoice } from '../../client/useSearchVersions';
import { SearchError, SearchNoResults, SearchResult } from './parts';
import styles from './styles.module.css';

const RESULTS_ID = 'search-results';

/** Results shown at first, and added by "Show more results". */
const PAGE_SIZE = 30;

function pageTitle(query: string): string {
  return query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
}

function useFacetFilters(choices: SearchVersionChoice[]): FacetFilters {
  const { currentLocale } = useDocusaurusContext().i18n;
  const tags = choices.map(({ pluginId, selected }) => `docusaurus_tag:docs-${pluginId}-${selected}`);
  return [`language:${currentLocale}`, ['docusaurus_tag:default', ...tags]];
}

function VersionSelect({ choice, onChange }: { choice: SearchVersionChoice; onChange: (version: string) => void }) {
  return (
    <select
      className={styles.input}
      aria-label={translate({ id: 'site.SearchPage.versionLabel', message: 'Docs version' })}
      value={choice.selected}
      onChange={(event) => onChange(event.target.value)}
    >
      {choice.versions.map(({ name, label }) => (
        <option key={name} value={name}>
          {label}
        </option>
      ))}
    </select>
  );
}

function SearchPageContent(): ReactNode {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const [query, setQuery] = useSearchQueryString();
  const { choices, select } = useSearchVersions();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const results = useSearchResults(baseUrl, query, useFacetFilters(choices), limit);
  const { selectMessage } = usePluralForm();
  const versioned = choices.filter((choice) => choice.versions.length > 1);
  const showResults = (event: FormEvent) => {
    event.preventDefault();
    document.getElementById(RESULTS_ID)?.focus();
  };

  return (
    <main className="container margin-vert--lg">
      <PageMetadata title={pageTitle(query)} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <Heading as="h1">{pageTitle(query)}</Heading>
      {/* The results follow the query as it is typed; submitting (Enter, or the button) moves to them. */}
      <form className="row" role="search" onSubmit={showResults}>
        <div className={clsx('col', styles.field, versioned.length > 0 ? 'col--9' : 'col--12')}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
            aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' })}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <button type="submit" className={clsx('button button--primary', styles.submit)}>
            {translate({ id: 'theme.SearchPage.searchButton', message: 'Search' })}
          </button>
        </div>
        {versioned.map((choice) => (
          <div key={choice.pluginId} className="col col--3">
            <VersionSelect choice={choice} onChange={(version) => select(choice.pluginId, version)} />
          </div>
        ))}
      </form>
      <div aria-live="polite" aria-busy={results.status === 'loading'} id={RESULTS_ID} tabIndex={-1}>
        {results.status === 'done' && results.nbHits > 0 && (
          <p className={styles.count}>
            {selectMessage(
              results.nbHits,
              translate(
                {
                  id: 'theme.SearchPage.documentsFound.plurals',
                  message: 'One document found|{count} documents found',
                },
                { count: results.nbHits },
              ),
            )}
          </p>
        )}
        {results.status === 'error' && <SearchError />}
        {results.status === 'done' && results.nbHits === 0 && (
          <SearchNoResults query={results.query} suggestions={results.suggestions} onSuggestion={setQuery} />
        )}
      </div>
      {results.hits.map((hit) => (
        <SearchResult key={hit.objectID} hit={hit} />
      ))}
      {results.nbHits > results.hits.length && results.status === 'done' && (
        <button type="button" className="button button--secondary" onClick={() => setLimit(limit + PAGE_SIZE)}>
          {translate({ id: 'site.SearchPage.moreResults', message: 'Show more results' })}
        </button>
      )}
    </main>
  );
}

/**
 * The search page of local mode (`/search?q=…`): the modal's results in full, with a docs
 * version picker. It keeps `q` in the URL as the reader types, so a result list can be shared.
 */
export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
