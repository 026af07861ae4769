// Leaf eject (marked safe): code blocks mount once, and string blocks skip the theme's collator. In detail:
// - no `key={String(isBrowser)}`, which mounts every code block a second time after hydration so that
//   the Prism theme of the reader's colour mode applies. The site has one Prism theme for both modes
//   (src/css/prismTheme.ts: CSS variables), so the server's HTML is already right, and that second mount
//   was the longest task of a docs page's start. Keep while both modes share one Prism theme.
// - a string block is rendered here (the theme's Content/String: metadata, word wrap, Layout) with the
//   site's word-wrap hook, which spares a page's start the collator that the theme's hook builds
//   (src/utils/useCodeWordWrap.ts says when to drop it), in the site's CodeBlockLayout (the theme's markup,
//   buttons mounted in a transition: src/components/CodeBlockLayout).
// - `trySample`: a checked sample's "Try" link (set by src/plugins/samples/remark.ts), shown by the layout.
import { Children, isValidElement, type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import Content from '@theme/CodeBlock/Content';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type { Props } from '@theme/CodeBlock';
import CodeBlockLayout from '@site/src/components/CodeBlockLayout';
import { useCodeWordWrap } from '@site/src/utils/useCodeWordWrap';

declare module '@theme/CodeBlock' {
  interface Props {
    /** A checked sample's playground id (src/plugins/samples/remark.ts). */
    readonly trySample?: string;
  }
}

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
      <CodeBlockLayout className={metadata.className} title={metadata.title} trySample={props.trySample}>
        <Content />
      </CodeBlockLayout>
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
