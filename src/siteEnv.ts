/** Build-time settings read from environment variables, in one place (see README). */
export type SiteEnv = {
  /** Public origin the site is deployed to, used for canonical URLs and feeds. */
  readonly siteUrl: string;
  /** Path the site is served under, always with leading and trailing slashes. */
  readonly baseUrl: string;
  /** Google Analytics id; analytics are off when it is not set. */
  readonly gtagTrackingId: string | undefined;
  /** Where "Edit this page" links point. */
  readonly editUrlBase: string;
  /** Builds only the current docs version, without social cards and Markdown twins, for quick iterations. */
  readonly buildFast: boolean;
  /** Docusaurus's faster pipeline (Rspack, SWC, Lightning CSS); off only for comparisons. */
  readonly fasterPipeline: boolean;
  /** Algolia DocSearch credentials: search queries Algolia when set, the site's own index otherwise. */
  readonly algolia: AlgoliaCredentials | undefined;
};

export type AlgoliaCredentials = {
  readonly appId: string;
  /** The public, search-only API key. */
  readonly apiKey: string;
  readonly indexName: string;
};

/** What `siteEnv` reads: `process.env` or a plain object in tests (Next.js's types make `NODE_ENV` required). */
type Environment = Readonly<Record<string, string | undefined>>;

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** All three Algolia variables, or none: a half-configured search is a mistake worth failing the build for. */
function algoliaCredentials(env: Environment): AlgoliaCredentials | undefined {
  const [appId, apiKey, indexName] = ALGOLIA_VARIABLES.map((name) => env[name]);
  if (appId && apiKey && indexName) return { appId, apiKey, indexName };
  const missing = ALGOLIA_VARIABLES.filter((name) => !env[name]);
  if (missing.length < ALGOLIA_VARIABLES.length) {
    throw new Error(`Algolia search needs ${ALGOLIA_VARIABLES.join(', ')}: ${missing.join(', ')} not set.`);
  }
  return undefined;
}

export function siteEnv(env: Environment): SiteEnv {
  const baseUrl = env.BASE_URL ?? '/';
  return {
    siteUrl: env.SITE_URL ?? 'https://trpc.io',
    baseUrl: `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/'),
    gtagTrackingId: env.GTAG_TRACKING_ID || undefined,
    editUrlBase: env.EDIT_URL_BASE ?? 'https://github.com/trpc/trpc/edit/main/www/',
    buildFast: env.BUILD_FAST === 'true',
    fasterPipeline: env.DOCUSAURUS_FASTER !== 'false',
    algolia: algoliaCredentials(env),
  };
}
