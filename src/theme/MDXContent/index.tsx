// Wrapper: puts the Copy page button (and the <link rel="alternate"> to the Markdown twin) above the content of each docs page and post, so that readers and their tools get the page's Markdown.
import type { ReactNode } from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import useGlobalData from '@docusaurus/useGlobalData';
import useRouteContext from '@docusaurus/useRouteContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/plugins/llms/client/CopyPage';
import type { LlmsGlobalData } from '@site/src/plugins/llms';

type Props = WrapperProps<typeof MDXContentType>;

const DocCopyPage = (): ReactNode => <CopyPage permalink={useDoc().metadata.permalink} />;

const noSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/**
 * On a post's own page only: the lists of posts render each post's content through the same
 * component. The list of posts comes from the llms plugin's global data, because the blog's
 * client module would add its code to every docs page.
 */
function PostCopyPage({ blogPosts }: LlmsGlobalData): ReactNode {
  const pathname = noSlash(useLocation().pathname);
  const permalink = blogPosts.find((post) => noSlash(post) === pathname);
  return permalink ? <CopyPage permalink={permalink} /> : null;
}

export default function MDXContentWrapper(props: Props): ReactNode {
  const { plugin } = useRouteContext();
  // A quick build (BUILD_FAST) writes no twins: then there is nothing to copy.
  const llms = useGlobalData()['llms-txt']?.default as LlmsGlobalData | undefined;
  return (
    <>
      {llms && plugin.name === 'docusaurus-plugin-content-docs' && <DocCopyPage />}
      {llms && plugin.name === 'docusaurus-plugin-content-blog' && <PostCopyPage {...llms} />}
      <MDXContent {...props} />
    </>
  );
}
