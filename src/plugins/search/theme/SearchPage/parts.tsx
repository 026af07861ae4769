import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Heading from '@theme/Heading';
import type { LocalHit } from '../../client/hits';
import { useMissingResultsUrl } from '../../client/useMissingResultsUrl';
import styles from './styles.module.css';

const LEVELS = ['lvl1', 'lvl2', 'lvl3'] as const;

/**
 * One result: the heading that starts the section (highlighted), the path above it as a
 * breadcrumb, and a snippet of its text. Highlighted values are escaped by the search client.
 */
export function SearchResult({ hit }: { hit: LocalHit }): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  const highlighted = hit._highlightResult.hierarchy;
  const levels = LEVELS.filter((level) => highlighted[level]);
  const title = levels.at(-1) ?? 'lvl1';
  const path = [highlighted.lvl0, ...levels.slice(0, -1).map((level) => highlighted[level])];
  const summary = hit._snippetResult.content?.value;
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={processUrl(hit.url)} dangerouslySetInnerHTML={{ __html: highlighted[title]?.value ?? '' }} />
      </Heading>
      <ul className={clsx('breadcrumbs', styles.resultPath)} aria-label="Breadcrumbs">
        {path.map((part, i) => (
          <li key={i} className="breadcrumbs__item" dangerouslySetInnerHTML={{ __html: part?.value ?? '' }} />
        ))}
      </ul>
      {summary && <p className={styles.resultSummary} dangerouslySetInnerHTML={{ __html: summary }} />}
    </article>
  );
}

/** The texts of DocSearch's no-results screen, with section names to try and a link to report. */
export function SearchNoResults(props: {
  query: string;
  suggestions: readonly string[];
  onSuggestion: (query: string) => void;
}): ReactNode {
  const missingResultsUrl = useMissingResultsUrl();
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>
        {translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for' })} &quot;
        <strong>{props.query}</strong>&quot;
      </p>
      {props.suggestions.length > 0 && (
        <>
          <p>
            {translate({ id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for' })}
          </p>
          <ul className={styles.suggestions}>
            {props.suggestions.slice(0, 5).map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="button button--sm button--outline button--primary"
                  onClick={() => props.onSuggestion(suggestion)}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        {translate({
          id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
          message: 'Believe this query should return results?',
        })}{' '}
        <Link href={missingResultsUrl({ query: props.query })} target="_blank" rel="noopener noreferrer">
          {translate({ id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.' })}
        </Link>
      </p>
    </div>
  );
}

/** DocSearch's error screen texts, for when the index cannot be fetched. */
export function SearchError(): ReactNode {
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>
        {translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}
      </p>
      <p>
        {translate({
          id: 'theme.SearchModal.errorScreen.helpText',
          message: 'You might want to check your network connection.',
        })}
      </p>
    </div>
  );
}
