// Change: credits the post to the organisation (author and publisher) and adds dateModified; the
// original renders useBlogPostStructuredData() as it is, with the blog account as a Person.
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useBlogPostStructuredData } from '@docusaurus/plugin-content-blog/client';
import { blogPostingByOrganization } from '@site/src/plugins/structured-data/schema';
import { useSiteIdentity } from '@site/src/plugins/structured-data/useSiteIdentity';

export default function BlogPostStructuredData(): ReactNode {
  const structuredData = blogPostingByOrganization(useBlogPostStructuredData(), useSiteIdentity());
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </Head>
  );
}
