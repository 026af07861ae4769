// Wraps the content of docs pages and blog posts (issue #20): a Copy page button at its top and a <link rel="alternate"> to its Markdown twin, so readers and tools find the page's Markdown.
import type { ReactNode } from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import useRouteContext from '@docusaurus/useRouteContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import type { LlmsGlobalData } from '@site/src/plugins/llms';

type Props = WrapperProps<typeof MDXContentType>;

const DocCopyPage = (): ReactNode => <CopyPage permalink={useDoc().metadata.permalink} />;

/** On a post's own page, not on the lists of posts (the blog's hooks would add its client code to every docs page). */
function PostCopyPage(): ReactNode {
  const { pathname } = useLocation();
  const { blogPosts } = usePluginData('llms-txt') as LlmsGlobalData;
  return blogPosts.includes(pathname) ? <CopyPage permalink={pathname} /> : null;
}

export default function MDXContentWrapper(props: Props): ReactNode {
  const { plugin } = useRouteContext();
  return (
    <>
      {plugin.name === 'docusaurus-plugin-content-docs' && <DocCopyPage />}
      {plugin.name === 'docusaurus-plugin-content-blog' && <PostCopyPage />}
      <MDXContent {...props} />
    </>
  );
}
