import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Puts every Markdown table in the tab order. Infima makes a table its own scroll container, and a
 * table wider than the column (most tables on a phone) scrolls sideways: keyboard users can scroll
 * it only once it can take the focus (WCAG 2.1.1, axe's `scrollable-region-focusable`). Done in the
 * HTML the build writes, it needs no script and holds before the page hydrates; the price is a tab
 * stop on the few tables that fit.
 *
 * Tables written as JSX in MDX (`<table>`) are left as they are: their author chose their markup.
 */
export default function rehypeFocusableTables() {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
    });
  };
}
