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
  /** Builds only the current docs version, for quick local iterations. */
  readonly buildFast: boolean;
  /** Docusaurus's faster pipeline (Rspack, SWC, Lightning CSS); off only for comparisons. */
  readonly fasterPipeline: boolean;
};

export function siteEnv(env: NodeJS.ProcessEnv): SiteEnv {
  const baseUrl = env.BASE_URL ?? '/';
  return {
    siteUrl: env.SITE_URL ?? 'https://trpc.io',
    baseUrl: `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/'),
    gtagTrackingId: env.GTAG_TRACKING_ID || undefined,
    editUrlBase: env.EDIT_URL_BASE ?? 'https://github.com/trpc/trpc/edit/main/www/',
    buildFast: env.BUILD_FAST === 'true',
    fasterPipeline: env.DOCUSAURUS_FASTER !== 'false',
  };
}
