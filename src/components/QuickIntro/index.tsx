import type { ComponentType, ReactNode } from 'react';
import { MDXProvider } from '@mdx-js/react';
import MDXComponents from '@theme/MDXComponents';
import styles from './styles.module.css';

export type IntroStep = {
  readonly title: string;
  readonly Content: ComponentType;
};

type Props = { readonly steps: readonly IntroStep[] };

/** Numbered steps whose bodies are MDX documents (so their code is type-checked like the docs). */
export default function QuickIntro({ steps }: Props): ReactNode {
  return (
    <ol className={styles.steps}>
      {steps.map(({ title, Content }, index) => (
        <li key={title} className={styles.step}>
          <h3 className={styles.title}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {title}
          </h3>
          <div className={styles.content}>
            {/* The MDX provider gives the steps the site's components (code blocks, tables) as on docs pages;
                not through MDXContent, whose wrapper (the Copy page button) is for docs pages and posts. */}
            <MDXProvider components={MDXComponents}>
              <Content />
            </MDXProvider>
          </div>
        </li>
      ))}
    </ol>
  );
}
