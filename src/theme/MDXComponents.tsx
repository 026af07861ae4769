import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import type { MDXComponentsObject } from '@theme/MDXComponents';

/**
 * A Markdown table scrolls sideways when it is wider than the column (Infima makes it a scroll
 * container); only then it joins the tab order, so keyboard users can scroll it too (WCAG 2.1.1).
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const observer = new ResizeObserver(() => setScrolls(table.scrollWidth > table.clientWidth));
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // A scroll container must be focusable to be scrolled without a mouse (WCAG 2.1.1).
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}

export default {
  ...MDXComponents,
  table: Table,
} satisfies MDXComponentsObject;
