import { useCallback } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { missingResultsUrl } from './missingResults';

/** DocSearch's `getMissingResultsUrl` for this site: a new issue on its GitHub repository. */
export function useMissingResultsUrl(): ({ query }: { query: string }) => string {
  const { organizationName, projectName } = useDocusaurusContext().siteConfig;
  const repository = `https://github.com/${organizationName}/${projectName}`;
  return useCallback(({ query }) => missingResultsUrl(repository, query), [repository]);
}
