// Change: the date is formatted by src/utils/longDate (same text, no Intl): the theme's
// Intl.DateTimeFormat was the single longest piece of a blog post's hydration.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import { longDate } from '@site/src/utils/longDate';
import styles from './styles.module.css';

function ReadingTime({ readingTime }: { readingTime: number }): ReactNode {
  const { selectMessage } = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return selectMessage(
    minutes,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description: 'Pluralized label for "{readingTime} min read"',
        message: 'One min read|{readingTime} min read',
      },
      { readingTime: minutes },
    ),
  );
}

export default function BlogPostItemHeaderInfo({ className }: Props): ReactNode {
  const { date, readingTime } = useBlogPost().metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{longDate(date)}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
