// The blog's tags page (`/blog/tags`), set with the blog plugin's `blogTagsListComponent` option in place
// of the theme's BlogTagsListPage. It differs from the theme's in one thing: the tags are sorted the same
// way on the server and in every reader's browser. The theme's TagsListByLetter sorts them with
// `localeCompare` in the reader's locale (theme-common's listTagsByLetters), so where that order
// differs from the build's (Lithuanian sorts `y` before `r`) the page failed to hydrate and re-rendered
// in another order. The rest is the theme's page and markup, built from the same theme components.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames, translateTagsPageTitle } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import type { Props } from '@theme/BlogTagsListPage';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import Tag from '@theme/Tag';
import styles from './styles.module.css';

type Tags = Props['tags'];

/** Case-insensitive, then by code point: the same order in every locale, without building a collator. */
function byLabel(a: Tags[number], b: Tags[number]): number {
  const [x, y] = [a.label.toLowerCase(), b.label.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
}

/** The tags grouped by their initial (upper-cased), the groups and the tags in each in that order. */
function byLetter(tags: Tags): { letter: string; tags: Tags }[] {
  const groups = new Map<string, Tags>();
  for (const tag of [...tags].sort(byLabel)) {
    const letter = tag.label[0].toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([letter, list]) => ({ letter, tags: list }));
}

export default function BlogTagsListPage({ tags, sidebar }: Props): ReactNode {
  const title = translateTagsPageTitle();
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagsListPage)}>
      <PageMetadata title={title} />
      <SearchMetadata tag="blog_tags_list" />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1">{title}</Heading>
        <section className="margin-vert--lg">
          {byLetter(tags).map(({ letter, tags: letterTags }) => (
            <article key={letter}>
              <Heading as="h2" id={letter}>
                {letter}
              </Heading>
              <ul className="padding--none">
                {letterTags.map((tag) => (
                  <li key={tag.permalink} className={styles.tag}>
                    <Tag {...tag} />
                  </li>
                ))}
              </ul>
              <hr />
            </article>
          ))}
        </section>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
