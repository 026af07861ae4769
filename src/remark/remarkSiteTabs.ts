import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';

const THEME_TABS = '@theme/Tabs';
/** The site's tab sets: the theme's, without its remount after hydration (see the component). */
export const SITE_TABS = '@site/src/components/Tabs';

/**
 * Points the pages' `import Tabs from '@theme/Tabs'` at the site's Tabs: the import npm2yarn adds
 * for its install tabs (so this runs after it) and those written by hand. `<TabItem>` elements stay the
 * theme's in the source, but the site's Tabs reads their props and renders each panel itself.
 *
 * MDX compiles an import from its estree, so the estree is rewritten along with the source text.
 */
export default function remarkSiteTabs() {
  return (tree: Root): void => {
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
      if (!node.value.includes(THEME_TABS)) return;
      node.value = node.value.replace(/(['"])@theme\/Tabs\1/g, `'${SITE_TABS}'`);
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration' || statement.source.value !== THEME_TABS) continue;
        statement.source.value = SITE_TABS;
        statement.source.raw = `'${SITE_TABS}'`;
      }
    });
  };
}
