import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const src = path.resolve(__dirname, '../..');
const themePrismClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

/**
 * Docusaurus merges every stylesheet, even those of code loaded on demand, into the one `styles`
 * file each page loads first. The search modal's styles (DocSearch's modal and our additions), a
 * fifth of it, go into a stylesheet of their own instead, loaded with the modal.
 */
const searchModalStyles = {
  name: 'search-modal',
  type: 'css/mini-extract',
  test: /[\\/](@docsearch[\\/]css[\\/]dist[\\/]modal\.css|src[\\/]plugins[\\/]search[\\/]theme[\\/]SearchBar[\\/]styles\.css)$/,
  chunks: 'async',
  enforce: true,
  priority: 60,
} as const;

/**
 * Trims what every page loads first: the search modal's styles (above), and JavaScript, by pointing
 * packages at smaller stand-ins:
 * - `prism-react-renderer` → `src/prism`: the same API on Prism's core and the languages the site
 *   uses, instead of the package's build with sixteen languages (Swift, Kotlin, Rust, Go…);
 * - `tslib` (browser bundle only) → `src/shims/tslib.ts`: the one helper client code calls;
 * - `nprogress` (browser bundle only) → `src/shims/nprogress.ts`: the theme's page-change progress bar;
 * - the theme's `prism-include-languages` client module → `src/shims/prismOnDemand.ts`: it
 *   evaluated Prism and its grammars before any page could hydrate; now they run with the first
 *   code block.
 */
export default function bundlePlugin(): Plugin {
  return {
    name: 'site-bundle',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(src, 'prism/index.ts'),
            [`${themePrismClientModule}$`]: path.join(src, 'shims/prismOnDemand.ts'),
            ...(isServer
              ? {}
              : { tslib$: path.join(src, 'shims/tslib.ts'), nprogress$: path.join(src, 'shims/nprogress.ts') }),
          },
        },
        ...(isServer ? {} : { optimization: { splitChunks: { cacheGroups: { searchModalStyles } } } }),
      };
    },
  };
}
