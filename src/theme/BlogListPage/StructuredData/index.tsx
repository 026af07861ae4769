// Change: credits each listed post to the organisation, as the post pages do (see
// ../../BlogPostPage/StructuredData); the original renders useBlogListPageStructuredData() as it is.
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useBlogListPageStructuredData } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogListPage/StructuredData';
import { blogByOrganization } from '@site/src/plugins/structured-data/schema';
import { useSiteIdentity } from '@site/src/plugins/structured-data/useSiteIdentity';

export default function BlogListPageStructuredData(props: Props): ReactNode {
  const structuredData = blogByOrganization(useBlogListPageStructuredData(props), useSiteIdentity());
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </Head>
  );
}
