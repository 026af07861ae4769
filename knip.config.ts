import type { KnipConfig } from 'knip';

/**
 * knip (`npm run knip`, in `npm test`): dependencies the code imports but package.json does not
 * declare, declared ones nothing uses, files nothing reaches, and exports nothing imports.
 *
 * Its plugins read what the tools' own configurations name: Docusaurus (docusaurus.config.ts: the
 * local plugins, the sidebars, src/pages and the docs' and blog's MDX), Playwright (tests/e2e),
 * ESLint, and the npm scripts (scripts/*.mjs, tests/unit, tests/facts, tests/firefox). The entries
 * below are the files that Docusaurus, the local plugins and the scripts load by path or by
 * convention, which no import leads to.
 */
const config = {
  entry: [
    // Theme overrides: Docusaurus loads them by their path under src/theme.
    'src/theme/**/*.{ts,tsx}',
    // docusaurus.config.ts: `clientModules`, and the blog's `blogArchiveComponent`, `blogListComponent`,
    // `blogPostComponent`, `blogTagsListComponent`.
    'src/client/modules/*.ts',
    'src/components/{BlogArchive,BlogListPage,BlogPostPage,BlogTagsListPage}/index.tsx',
    // src/plugins/search: getThemePath (@theme/SearchPage; @theme/SearchBar from bar.ts) and getClientModules.
    'src/plugins/search/{theme,bar}/**/*.tsx',
    'src/plugins/search/client/register.ts',
    // src/plugins/bundle: the modules it aliases `prism-react-renderer` and `tslib` to, and its webpack loaders.
    'src/prism/index.ts',
    'src/client/tslib.ts',
    'src/plugins/bundle/noEvalProbe.cjs',
    'src/plugins/bundle/noResultsWhileSearching.cjs',
    // src/plugins/playground: the route's component, and the worker and service worker it bundles with esbuild.
    'src/plugins/playground/client/Playground/index.tsx',
    'src/plugins/playground/client/worker.ts',
    'src/plugins/playground/client/offline/serviceWorker.ts',
    // src/plugins/samples: the script it bundles with esbuild and runs in a process of its own.
    'src/plugins/samples/prefill.ts',
    // The components the remark plugins add imports of (src/plugins/samples/remark.ts, src/remark/remarkSiteTabs.ts).
    'src/plugins/samples/client/SampleCode/index.tsx',
    'src/components/Tabs/index.tsx',
    // The WebKit lane's server reads it and serves it to the browser.
    'tests/webkit/error-recorder.js',
    // scripts/bench/companions.mjs runs these two; scripts/ts-perf/run.mjs preloads cpu-usage.cjs into tsc.
    'scripts/{bench-search,bench-playground}.mjs',
    'scripts/ts-perf/cpu-usage.cjs',
    // scripts/coverage.mjs hands it to the test runner as a reporter (--test-reporter), and the unit tests' entry.
    'scripts/lib/coverage-reporter.mjs',
    'tests/unit/all.ts',
    // tests/facts/subscriptions.test.ts forks it.
    'tests/facts/ws-server.child.mjs',
    // tests/facts/client-edges.test.ts runs it in a process of its own.
    'tests/facts/ws-client.child.mjs',
  ],
  // An entry that matches no file (a folder moved) or that knip finds anyway fails the run, so the
  // list stays the list of what is loaded by path.
  treatConfigHintsAsErrors: true,
  project: ['*.{ts,mjs}', '{src,scripts,tests,blog}/**/*.{ts,tsx,mjs,cjs,mdx}', '!src/samples/v{9,10}/**'],
  // A type that an exported type or function names stays exported, so that a caller can name it too.
  ignoreExportsUsedInFile: { type: true, interface: true },
  ignoreDependencies: [
    // The samples' @trpc/client 10.x (src/samples/v10/package.json): tsconfig.json's `paths` points
    // the playground worker's import at it, and the playground plugin bundles it from there.
    '@trpc/client',
    // src/plugins/social/card.ts resolves the font files by a computed name, which knip cannot read.
    '@fontsource/inter',
  ],
  // scripts/check-html.mjs runs vnu-jar's checker with the machine's `java` (a system package, not npm's).
  // The WebKit lane (tests/webkit/webkit.ts) runs Debian's `Xvfb` and `localedef`.
  ignoreBinaries: ['java', 'Xvfb', 'localedef'],
  ignoreIssues: {
    // The docs facts and their shared modules load packages from the samples' package sets (src/samples/v10, src/samples/v9),
    // which declare them, never from the site's node_modules (tests/facts/README.md).
    'tests/facts/*.ts': ['unlisted'],
  },
} satisfies KnipConfig;

export default config;
