import type { ReactNode } from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { webSite } from '@site/src/plugins/structured-data/schema';
import { useSiteIdentity } from '@site/src/plugins/structured-data/useSiteIdentity';

/** Adds the site's WebSite JSON-LD (name, address, search action) to the landing page. */
export default function SiteMetadataWrapper(): ReactNode {
  const site = useSiteIdentity();
  const { pathname } = useLocation();
  const isLanding = pathname === site.baseUrl || `${pathname}/` === site.baseUrl;
  return (
    <>
      <SiteMetadata />
      {isLanding && (
        <Head>
          <script type="application/ld+json">{JSON.stringify(webSite(site))}</script>
        </Head>
      )}
    </>
  );
}
