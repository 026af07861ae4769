// A blog post's page, set with the blog plugin's `blogPostComponent` option in place of the theme's
// BlogPostPage. It differs from the theme's in one thing: the post's table of contents is a navigation
// landmark named "On this page". The theme's BlogLayout puts it in a column beside <main>, in no
// landmark, so a screen reader's landmark list skipped it (axe's `region` rule). The rest is the
// theme's page, built from the same theme components.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { BlogPostProvider, useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { BlogSidebar } from '@docusaurus/plugin-content-blog';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import type { Props } from '@theme/BlogPostPage';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import ContentVisibility from '@theme/ContentVisibility';
import TOC from '@theme/TOC';
import styles from './styles.module.css';

const tocLabel = translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' });

function PostContent({ sidebar, children }: { sidebar: BlogSidebar; children: ReactNode }): ReactNode {
  const { metadata, toc } = useBlogPost();
  const { nextItem, prevItem, frontMatter } = metadata;
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <BlogLayout
      sidebar={sidebar}
      toc={
        showToc ? (
          <nav aria-label={tocLabel} className={styles.toc}>
            <TOC
              toc={toc}
              minHeadingLevel={frontMatter.toc_min_heading_level}
              maxHeadingLevel={frontMatter.toc_max_heading_level}
            />
          </nav>
        ) : undefined
      }
    >
      <ContentVisibility metadata={metadata} />
      <BlogPostItem>{children}</BlogPostItem>
      {(nextItem || prevItem) && <BlogPostPaginator nextItem={nextItem} prevItem={prevItem} />}
    </BlogLayout>
  );
}

export default function BlogPostPage({ content: Content, sidebar }: Props): ReactNode {
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        <PostContent sidebar={sidebar}>
          <Content />
        </PostContent>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
