import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type { PluggableList } from 'unified';
import remarkSampleCode from './src/plugins/samples/remark';
import remarkSiteTabs from './src/remark/remarkSiteTabs';
import rehypeFocusableTables from './src/remark/rehypeFocusableTables';
import { prismTheme } from './src/css/prismTheme';
import localSearchPlugin from './src/plugins/search';
import searchBarPlugin from './src/plugins/search/bar';
import type { LlmsOptions } from './src/plugins/llms';
import { siteEnv } from './src/siteEnv';
import { docsEditUrl } from './src/partials/editUrl';

/** Environment switches, read once (see README, "Environment variables"). */
const { siteUrl, baseUrl, gtagTrackingId, editUrlBase, buildFast, fasterPipeline, algolia } = siteEnv(process.env);

/** npm2yarn's install tabs, then its `@theme/Tabs` import pointed at the site's Tabs (see the plugin). */
const remarkPlugins: PluggableList = [
  [npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }],
  remarkSiteTabs,
  remarkSampleCode,
];
/** Markdown tables that scroll sideways can take the keyboard focus. */
const rehypePlugins: PluggableList = [rehypeFocusableTables];

const docs = {
  sidebarPath: './sidebars.ts',
  editUrl: docsEditUrl(editUrlBase),
  remarkPlugins,
  rehypePlugins,
  lastVersion: 'current',
  onlyIncludeVersions: buildFast ? ['current'] : undefined,
  versions: {
    current: { label: '10.x', path: '' },
    '9.x': { label: '9.x', path: 'v9', banner: 'unmaintained' },
  },
} satisfies DocsOptions;

const blog = {
  blogDescription: 'Releases, migration guides and deep dives into how tRPC works, from the tRPC team.',
  showReadingTime: true,
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  editUrl: editUrlBase,
  remarkPlugins,
  rehypePlugins,
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  // Year headings in the heading order, and the page's title in its main landmark (see the component).
  blogArchiveComponent: '@site/src/components/BlogArchive',
  // An h1 on the list, and a post's table of contents in a landmark (see each component).
  blogListComponent: '@site/src/components/BlogListPage',
  blogPostComponent: '@site/src/components/BlogPostPage',
  // The tags in one order whatever the reader's locale, so the page hydrates (see the component).
  blogTagsListComponent: '@site/src/components/BlogTagsListPage',
  feedOptions: {
    type: 'all',
    title: 'tRPC Blog',
    description: 'News, releases and deep dives from the tRPC team.',
    copyright: `Copyright © ${new Date().getFullYear()} tRPC contributors`,
  },
} satisfies BlogOptions;

/**
 * The navbar shows the reader's place: one item at a time, the most specific. Quickstart and the
 * awesome list stand for their page, "Using Next.js" for the Next.js section (its category page
 * and the pages of docs/nextjs), "Docs" for every other docs page; in either version. The items
 * are `custom-docLink` (src/components/NavbarDocLink): the theme's `doc` item would be active on
 * every page of the sidebar.
 */
const navbarPlaces = {
  quickstart: ['quickstart'],
  awesomeList: ['awesome-trpc'],
  nextjs: ['next', 'nextjs', 'ssr', 'ssg', 'ssg-helpers', 'starter-projects'],
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const versionPaths = Object.values(docs.versions).flatMap((version) => (version.path ? [version.path] : []));
/** `/docs` or a version's `/docs/v9`, then one of `pages` (regexes as `activeBaseRegex` takes them). */
const docsPagePattern = (pages: string[]) =>
  `${escapeRegExp(baseUrl)}docs(?:/(?:${versionPaths.join('|')}))?/(?:${pages.join('|')})/?$`;
const activeOn = (pages: string[]) => `^${docsPagePattern(pages)}`;
const activeOnOtherDocs = `^(?!${docsPagePattern(Object.values(navbarPlaces).flat())})${escapeRegExp(baseUrl)}docs(?:/|$)`;

const navbar = {
  title: 'tRPC',
  logo: { alt: 'tRPC logo', src: 'img/logo.svg', width: 32, height: 32 },
  hideOnScroll: false,
  items: [
    {
      type: 'custom-docLink',
      docId: 'main/introduction',
      position: 'left',
      label: 'Docs',
      activeBaseRegex: activeOnOtherDocs,
    },
    {
      type: 'custom-docLink',
      docId: 'main/quickstart',
      position: 'left',
      label: 'Quickstart',
      activeBaseRegex: activeOn(navbarPlaces.quickstart),
    },
    {
      type: 'custom-docLink',
      docId: 'main/awesome-trpc',
      position: 'left',
      label: 'Awesome tRPC Collection',
      activeBaseRegex: activeOn(navbarPlaces.awesomeList),
    },
    {
      type: 'custom-docLink',
      docId: 'nextjs/introduction',
      position: 'left',
      label: 'Using Next.js',
      activeBaseRegex: activeOn(navbarPlaces.nextjs),
    },
    { type: 'docsVersionDropdown', position: 'right' },
    {
      type: 'custom-iconLink',
      position: 'right',
      icon: 'github',
      label: 'GitHub',
      href: 'https://github.com/trpc/trpc',
    },
    {
      type: 'custom-iconLink',
      position: 'right',
      icon: 'twitter',
      label: 'Twitter',
      href: 'https://twitter.com/trpcio',
    },
    { type: 'custom-iconLink', position: 'right', icon: 'discord', label: 'Discord', href: 'https://trpc.io/discord' },
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Docs', to: '/docs' },
        { label: 'Usage with Next.js', to: '/docs/nextjs' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'GitHub', href: 'https://github.com/trpc/trpc' },
        { label: 'Twitter', href: 'https://twitter.com/trpcio' },
        { label: 'Discord', href: 'https://trpc.io/discord' },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Blog', to: '/blog' },
        { label: 'GitHub', href: 'https://github.com/trpc/trpc' },
        { label: '❤️ Sponsor tRPC', href: 'https://github.com/sponsors/trpc' },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} tRPC contributors · MIT License · Built with Docusaurus`,
} satisfies Preset.ThemeConfig['footer'];

const announcementBar = {
  id: 'v10',
  content:
    '🚀 tRPC v10 is out! Read <a href="/blog/announcing-trpc-10">the announcement</a> or ' +
    '<a href="/docs/migrate-from-v9-to-v10">migrate from v9</a>.',
  backgroundColor: 'var(--site-announcement-background)',
  textColor: 'var(--site-announcement-color)',
  isCloseable: true,
} satisfies Preset.ThemeConfig['announcementBar'];

/**
 * Search (see ARCHITECTURE.md, "Features"): Algolia DocSearch when the ALGOLIA_* variables are set; otherwise
 * the site's own index, built after the build by `src/plugins/search` and queried in the browser
 * through the same DocSearch modal. The search theme reads `algolia` in both modes: local mode's
 * ids are placeholders no request ever uses. Contextual search filters by language and docs version.
 */
const search = {
  algolia: algolia
    ? {
        ...algolia,
        contextualSearch: true,
        searchPagePath: 'search',
        // The crawler indexes https://trpc.io: hits on any other host open with a full page load.
        externalUrlRegex: '^https?://(?!trpc\\.io/)',
        // Pages crawled as `…/index.html` (static hosts serve both) map to their route.
        replaceSearchResultPathname: { from: '/index.html', to: '/' },
        searchParameters: {},
      }
    : {
        appId: 'LOCAL',
        apiKey: 'local-search',
        indexName: 'local',
        contextualSearch: true,
        searchPagePath: 'search',
        searchParameters: {},
      },
  // The bar of both modes; the local index and its search page in local mode only.
  plugins: algolia ? [searchBarPlugin] : [searchBarPlugin, localSearchPlugin],
} satisfies { algolia: Preset.ThemeConfig['algolia']; plugins: Config['plugins'] };

const themeConfig = {
  image: 'img/social-card.png',
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  announcementBar,
  navbar,
  footer,
  docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  algolia: search.algolia,
  prism: {
    theme: prismTheme,
    darkTheme: prismTheme,
    // Languages are registered by src/prism (see src/plugins/bundle and src/theme/prism-include-languages);
    // token colours are in src/css/prism.css.
  },
} satisfies Preset.ThemeConfig;

const config: Config = {
  title: 'tRPC',
  tagline: 'Move Fast and Break Nothing. End-to-end typesafe APIs made easy.',
  url: siteUrl,
  baseUrl,
  baseUrlIssueBanner: false,
  favicon: 'img/favicon.svg',
  organizationName: 'trpc',
  projectName: 'trpc',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // `<!-- truncate -->` and `## Title {#id}` in Markdown (v4 mode turns these off by default).
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
  },
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { direction: 'ltr', htmlLang: 'en' } } },
  // No page shows a last-update date and the sitemap has no lastmod: reading the Git history (eagerly,
  // with the faster pipeline) would only cost every build time.
  future: { v4: true, faster: fasterPipeline, experimental_vcs: 'disabled' },
  // Plain storage keys (theme, docusaurus.announcement.*, docs-preferred-version-*), Docusaurus's own names: the
  // announcement-bar plugin and the tests read them as they are.
  storage: { type: 'localStorage', namespace: false },
  customFields: { siteVersion: '10.12.0' },
  clientModules: [
    './src/client/modules/socialWidget.ts',
    './src/client/modules/brandShortcut.ts',
    './src/client/modules/loadFailure.ts',
  ],
  // The local plugins, one folder each under src/plugins, each with a README.
  plugins: [
    // What every page loads first: aliases, the search modal's own stylesheet, DocSearch's loaders.
    './src/plugins/bundle/index.ts',
    // The samples' type data, compiled before bundling in a process of its own.
    './src/plugins/samples/index.ts',
    // Writes the hosts' deploy configuration (headers, CSP, redirects) into the build: README, "Deploying".
    './src/plugins/deploy/index.ts',
    // Shows a new announcement after an older one was dismissed (an upstream bug: see the plugin).
    './src/plugins/announcement-bar/index.ts',
    ...search.plugins,
    // Sharing and SEO (ARCHITECTURE.md): a card per page, robots.txt, Markdown twins and llms.txt; the theme emits
    // JSON-LD, the landing page adds WebSite. A quick build (BUILD_FAST) makes no cards and no twins.
    !buildFast && './src/plugins/social/index.ts',
    './src/plugins/robots/index.ts',
    // The TypeScript playground at /playground: its route and its worker's files (src/plugins/playground/README.md).
    './src/plugins/playground/index.ts',
    // The twins are converted with the content's own remark plugins (npm2yarn tabs, visible sample code).
    !buildFast && ['./src/plugins/llms/index.ts', { remarkPlugins } satisfies LlmsOptions],
  ],
  presets: [
    [
      'classic',
      {
        docs,
        blog,
        theme: { customCss: ['./src/css/custom.css', './src/css/prism.css'] },
        gtag: gtagTrackingId ? { trackingID: gtagTrackingId, anonymizeIP: true } : undefined,
        // The playground is a tool, not content: search engines have nothing to read there, and the
        // route audits (tests/e2e/routes.spec.ts, from the sitemap) leave it to tests/e2e/playground.spec.ts.
        sitemap: { lastmod: null, changefreq: null, priority: null, ignorePatterns: ['/playground'] },
      } satisfies Preset.Options,
    ],
  ],
  themeConfig,
};

export default config;
