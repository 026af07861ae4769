import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Props = {
  /** Site path of the page that search engines should prefer, e.g. `/docs/contributing`. */
  readonly path: string;
};

/** Points the page's canonical URL at another page (used by pages shared across versions). */
export default function Canonical({ path }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const href = new URL(siteConfig.baseUrl.replace(/\/$/, '') + path, siteConfig.url).href;
  return (
    <Head>
      <link rel="canonical" href={href} />
    </Head>
  );
}
