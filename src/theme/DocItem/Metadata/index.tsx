// Wrapper: an unmaintained 9.x page names its 10.x page as canonical, so that search engines send readers to 10.x.
import type { ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useDocsVersion, useLatestVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { applyTrailingSlash } from '@docusaurus/utils-common';

type Props = WrapperProps<typeof MetadataType>;
type GlobalDoc = ReturnType<typeof useLatestVersion>['docs'][number];
/** Compares doc paths without their trailing slashes. */
const noSlash = { trailingSlash: false, baseUrl: '/' };

/**
 * Keeps unmaintained 9.x pages from competing with 10.x in search results (ARCHITECTURE.md, "Sharing
 * and SEO"): a 9.x page whose topic has a 10.x page names that page as canonical. The twin is the
 * doc with the same id, or else the doc at the same path under the latest version (pages that
 * moved into another folder keep their URL: `/docs/v9/express` and `/docs/express`).
 */
function useLatestTwin(): GlobalDoc | undefined {
  const { metadata } = useDoc();
  const { banner, version } = useDocsVersion();
  const latest = useLatestVersion(undefined);
  const versionPath = useVersions(undefined).find((candidate) => candidate.name === version)?.path;
  if (banner !== 'unmaintained' || !versionPath) return undefined;
  const samePath = applyTrailingSlash(latest.path + metadata.permalink.slice(versionPath.length), noSlash);
  return (
    latest.docs.find((doc) => doc.id === metadata.id) ??
    latest.docs.find((doc) => applyTrailingSlash(doc.path, noSlash) === samePath)
  );
}

export default function MetadataWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const twin = useLatestTwin();
  // Doc paths include the base URL; the canonical URL follows the site's trailing-slash rule, as og:url does.
  const twinPath = twin && applyTrailingSlash(twin.path, siteConfig);
  return (
    <>
      <Metadata {...props} />
      {twinPath && (
        <Head>
          <link rel="canonical" href={new URL(twinPath, siteConfig.url).href} />
        </Head>
      )}
    </>
  );
}
