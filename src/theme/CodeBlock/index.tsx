// Leaf eject (marked safe): the theme's CodeBlock without `key={String(isBrowser)}`, which mounts every
// code block a second time after hydration so that the Prism theme of the reader's colour mode applies.
// The site has one Prism theme for both modes (src/css/prismTheme.ts: CSS variables), so the server's
// HTML is already right, and that second mount was the longest task of a docs page's start (every block
// tokenized again and its DOM rebuilt). Keep while both modes share one Prism theme.
import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** A plain string when the children are strings only (so the block can be copied), else the children. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
