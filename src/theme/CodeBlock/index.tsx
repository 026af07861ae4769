// Leaf eject (marked safe), two changes to the theme's CodeBlock:
// - no `key={String(isBrowser)}`, which mounts every code block a second time after hydration so that
//   the Prism theme of the reader's colour mode applies. The site has one Prism theme for both modes
//   (src/css/prismTheme.ts: CSS variables), so the server's HTML is already right, and that second mount
//   was the longest task of a docs page's start. Keep while both modes share one Prism theme.
// - a string block is rendered here (the theme's Content/String: metadata, word wrap, Layout) with the
//   site's word-wrap hook, which spares a page's start the collator that the theme's hook builds
//   (src/utils/useCodeWordWrap.ts says when to drop it), and with the Layout's markup around the theme's
//   Container, Title and Content, so that its buttons mount in a transition (src/components/CodeBlockButtons).
import { Children, isValidElement, type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Content from '@theme/CodeBlock/Content';
import ElementContent from '@theme/CodeBlock/Content/Element';
import Title from '@theme/CodeBlock/Title';
import type { Props } from '@theme/CodeBlock';
import CodeBlockButtons from '@site/src/components/CodeBlockButtons';
import { useCodeWordWrap } from '@site/src/utils/useCodeWordWrap';
import styles from './custom.module.css';

/** A plain string when the children are strings only (so the block can be copied), else the children. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function StringContent({ children: code, ...props }: Omit<Props, 'children'> & { children: string }): ReactNode {
  const { prism } = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Container as="div" className={metadata.className}>
        {metadata.title && (
          <div className={styles.title}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={styles.content}>
          <Content />
          <CodeBlockButtons />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
