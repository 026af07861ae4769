import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const src = path.resolve(__dirname, '../..');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const themePrismClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
const stagedClientEntry = path.join(__dirname, 'clientEntry.ts');

/**
 * Modules of Docusaurus replaced in the browser bundle only, matched by their resolved file (their
 * importers use relative paths, which aliases do not see); each shim says why.
 */
const browserShims: [RegExp, string][] = [
  [/[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/, 'themeReactUtils.ts'],
  [/[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/, 'useWindowSize.ts'],
  [/[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/, 'useCodeWordWrap.ts'],
  [/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/, 'browserContext.tsx'],
];

/**
 * The shims stand in for packages, and are split like them: a shim that pages load on demand goes
 * into a shared chunk with the packages (webpack's default `defaultVendors` group, with `src/shims`
 * added), not copied into every page's chunk as a small module of the site's own would be.
 */
const shimsAsVendors = {
  test: /[\\/](node_modules|src[\\/]shims)[\\/]/,
  idHint: 'vendors',
  priority: -10,
  reuseExistingChunk: true,
} as const;

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

/** Site config keys only the build reads; the config every page loads goes without them. */
const BUILD_ONLY_CONFIG_KEYS = ['ssrTemplate', 'presets', 'plugins', 'themes'];

/**
 * Writes the site config the browser bundle uses in place of Docusaurus's generated one: the same
 * JSON (Docusaurus serializes the whole config) without the build-only keys, above all the page
 * template (`ssrTemplate`), 0.7 KB gzip on every page for nothing.
 */
function writeClientConfig({ siteConfig, generatedFilesDir }: LoadContext): string {
  const file = path.join(generatedFilesDir, 'site-bundle', 'client-config.mjs');
  const config = Object.fromEntries(
    Object.entries(siteConfig).filter(([key]) => !BUILD_ONLY_CONFIG_KEYS.includes(key)),
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `export default ${JSON.stringify(config)};\n`);
  return file;
}

/**
 * Trims what every page loads first: the search modal's styles (above), and JavaScript, by pointing
 * packages at smaller stand-ins:
 * - `prism-react-renderer` → `src/prism`: the same API on Prism's core and the languages the site
 *   uses, instead of the package's build with sixteen languages (Swift, Kotlin, Rust, Go…);
 * - `tslib` (browser bundle only) → `src/shims/tslib.ts`: the one helper client code calls;
 * - `nprogress` (browser bundle only) → `src/shims/nprogress.ts`: the theme's page-change progress bar;
 * - a few of Docusaurus's own modules (browser bundle only, `browserShims` above): the same API,
 *   with less work while a page starts;
 * - the theme's `prism-include-languages` client module → `src/shims/prismOnDemand.ts`: it
 *   evaluated Prism and its grammars in one piece before any page could hydrate; now the client
 *   entry evaluates them a grammar per step (./clientEntry.ts);
 * - the site config, without what only the build reads (`writeClientConfig`).
 */
export default function bundlePlugin(context: LoadContext): Plugin {
  const generatedConfig = new RegExp(`${escapeRegExp(path.join(context.generatedFilesDir, 'docusaurus.config.mjs'))}$`);
  return {
    name: 'site-bundle',
    configureWebpack(config, isServer, { currentBundler }) {
      // The browser bundle starts from Docusaurus's entry in steps (see ./clientEntry.ts); the
      // development server keeps the original, which hot reloading relies on.
      if (!isServer && config.mode === 'production') config.entry = stagedClientEntry;
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(src, 'prism/index.ts'),
            [`${themePrismClientModule}$`]: path.join(src, 'shims/prismOnDemand.ts'),
            ...(isServer
              ? {}
              : {
                  tslib$: path.join(src, 'shims/tslib.ts'),
                  nprogress$: path.join(src, 'shims/nprogress.ts'),
                }),
          },
        },
        ...(isServer
          ? {}
          : {
              optimization: { splitChunks: { cacheGroups: { searchModalStyles, defaultVendors: shimsAsVendors } } },
              plugins: [
                ...browserShims.map(
                  ([module, shim]) =>
                    new currentBundler.instance.NormalModuleReplacementPlugin(module, path.join(src, 'shims', shim)),
                ),
                new currentBundler.instance.NormalModuleReplacementPlugin(generatedConfig, writeClientConfig(context)),
              ],
            }),
      };
    },
  };
}
