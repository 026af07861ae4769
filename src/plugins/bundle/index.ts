import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

type WebpackChanges = ReturnType<NonNullable<Plugin['configureWebpack']>>;

const prismBuild = path.resolve(__dirname, '../../prism/index.ts');
const tslibInterop = path.resolve(__dirname, '../../client/tslib.ts');

/**
 * Docusaurus merges every stylesheet, even those of code loaded on demand, into the one `styles`
 * file each page loads first. The search modal's styles (DocSearch's modal and our additions), a
 * fifth of it, go into a stylesheet of their own instead, loaded with the modal.
 */
const searchModalStyles = {
  name: 'search-modal',
  type: 'css/mini-extract',
  test: /[\\/](@docsearch[\\/]css[\\/]dist[\\/]modal\.css|src[\\/]theme[\\/]SearchBar[\\/]styles\.css|src[\\/]client[\\/]search[\\/]local\.css)$/,
  chunks: 'async',
  enforce: true,
  priority: 60,
} as const;

/**
 * Trims what every page loads first, through public bundler options only:
 * - `prism-react-renderer` resolves to `src/prism`: the same API on Prism's core and the
 *   languages the site uses, instead of the package's build with sixteen languages;
 * - `tslib` (browser bundle only) resolves to `src/client/tslib.ts`: tslib's interop helpers only;
 * - the search modal's styles load with the modal (above).
 * Both aliases point third-party packages at modules with the same exports the bundle uses.
 */
export default function bundlePlugin(): Plugin {
  return {
    name: 'site-bundle',
    configureWebpack(_config, isServer): WebpackChanges {
      if (isServer) return { resolve: { alias: { 'prism-react-renderer$': prismBuild } } };
      return {
        resolve: { alias: { 'prism-react-renderer$': prismBuild, tslib$: tslibInterop } },
        optimization: { splitChunks: { cacheGroups: { searchModalStyles } } },
      };
    },
  };
}
