import type { ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useDocsVersion, useLatestVersion } from '@docusaurus/plugin-content-docs/client';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Props = WrapperProps<typeof MetadataType>;

/**
 * Keeps unmaintained 9.x pages from competing with 10.x in search results (README, "Sharing and
 * SEO"): a 9.x page whose topic has a 10.x page (the same doc id) names that page as canonical.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { metadata } = useDoc();
  const { banner } = useDocsVersion();
  const latest = useLatestVersion(undefined);
  const twin = banner === 'unmaintained' ? latest.docs.find((doc) => doc.id === metadata.id) : undefined;
  return (
    <>
      <Metadata {...props} />
      {twin && (
        <Head>
          {/* The path includes the base URL. */}
          <link rel="canonical" href={new URL(twin.path, siteConfig.url).href} />
        </Head>
      )}
    </>
  );
}
