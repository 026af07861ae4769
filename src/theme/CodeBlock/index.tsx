// Change: no `key={String(isBrowser)}`. The theme remounts every code block once the page has
// hydrated, so that its Prism colours follow the colour mode; ours come from CSS classes
// (src/css/prism.css) and the same theme serves both modes, so the remount only repeated the work:
// every block tokenized twice and its DOM thrown away and rebuilt during the page's startup.
import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** MDX passes the code as one string or as several; anything holding elements stays as it is. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
