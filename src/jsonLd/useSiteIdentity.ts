import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SiteIdentity } from './schema';

/** The site's name, description and address, from the Docusaurus configuration. */
export function useSiteIdentity(): SiteIdentity {
  const { siteConfig } = useDocusaurusContext();
  return { name: siteConfig.title, description: siteConfig.tagline, url: siteConfig.url, baseUrl: siteConfig.baseUrl };
}
