import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

type WebpackChanges = ReturnType<NonNullable<Plugin['configureWebpack']>>;
type PostCssOptions = Parameters<NonNullable<Plugin['configurePostCss']>>[0];

const prismBuild = path.resolve(__dirname, '../../prism/index.ts');
const tslibInterop = path.resolve(__dirname, '../../client/tslib.ts');

/**
 * DocSearch's modal without zod's eval probe, which the site's CSP reports as a violation, and without
 * its "No results" screen while a search runs (see each loader).
 */
const docSearchModalRepairs = {
  test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
  use: ['noEvalProbe.cjs', 'noResultsWhileSearching.cjs'].map((loader) => path.resolve(__dirname, loader)),
};

/**
 * Docusaurus merges every stylesheet, even those of code loaded on demand, into the one `styles`
 * file each page loads first. The search modal's styles (DocSearch's modal and our additions), which
 * no page needs before the reader opens search, go into a stylesheet of their own instead, loaded
 * with the modal.
 */
const searchModalStyles = {
  name: 'search-modal',
  type: 'css/mini-extract',
  test: /[\\/](@docsearch[\\/]css[\\/]dist[\\/]modal\.css|src[\\/]plugins[\\/]search[\\/]client[\\/](SearchModal[\\/]modal|local)\.css)$/,
  chunks: 'async',
  enforce: true,
  priority: 60,
} as const;

/**
 * Docusaurus names its PostCSS plugins (postcss-preset-env) by module path, so postcss-loader
 * creates them anew for every stylesheet, and first searches the disk for a PostCSS config file,
 * which the site does not have, from the stylesheet's folder up. Both are repeated work on the
 * build's main thread, once per stylesheet. Here each plugin is created once, with the same options,
 * and the search is off: the CSS is the same.
 */
function postCssOnce(options: PostCssOptions): PostCssOptions {
  const require = createRequire(__filename);
  const plugins = options.plugins.map((plugin) => {
    if (!Array.isArray(plugin) || typeof plugin[0] !== 'string') return plugin;
    const loaded = require(plugin[0]) as PostCssPluginCreator | { default: PostCssPluginCreator };
    return ('default' in loaded ? loaded.default : loaded)(plugin[1]);
  });
  return { ...options, config: false, plugins };
}
type PostCssPluginCreator = (options?: unknown) => unknown;

/**
 * Trims what every page loads first, through public bundler options only:
 * - `prism-react-renderer` resolves to `src/prism`: the same API on Prism's core and the
 *   languages the site uses, instead of the package's build with sixteen languages;
 * - `tslib` (browser bundle only) resolves to `src/client/tslib.ts`: tslib's interop helpers only;
 * - the search modal's styles load with the modal (above);
 * - DocSearch's modal runs without zod's eval probe, and shows no "No results" while searching (above).
 * Both aliases point third-party packages at modules with the same exports the bundle uses.
 */
export default function bundlePlugin(): Plugin {
  return {
    name: 'site-bundle',
    configurePostCss: postCssOnce,
    configureWebpack(_config, isServer): WebpackChanges {
      if (isServer) return { resolve: { alias: { 'prism-react-renderer$': prismBuild } } };
      return {
        module: { rules: [docSearchModalRepairs] },
        resolve: { alias: { 'prism-react-renderer$': prismBuild, tslib$: tslibInterop } },
        optimization: { splitChunks: { cacheGroups: { searchModalStyles } } },
      };
    },
  };
}
