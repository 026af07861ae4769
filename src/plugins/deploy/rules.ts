/**
 * The deploy rules, in one place: redirects, response headers and caching. The deploy plugin turns
 * them into each host's format at build time (Netlify `_headers` and `_redirects`, `vercel.json`, and
 * the `serve.json` that `npm run serve` uses); the Content-Security-Policy is completed there with the
 * hashes of the built pages' inline scripts and the third-party hosts the build actually uses.
 *
 * Paths are site paths (the base URL is prepended when the files are written). A `from` ending in
 * `/*` matches everything below that path and `:splat` in `to` stands for the matched rest.
 */

export type Redirect = {
  readonly from: string;
  /** A site path (checked against the built routes) or an absolute URL. */
  readonly to: string;
  /** 301 (the old URL is gone for good) or 302 (the target may change, e.g. a chat invite). */
  readonly status: 301 | 302;
};

/** Page names of the site this one replaces (9.x names, earlier renames), with their 10.x pages. */
const oldDocNames: Readonly<Record<string, string>> = {
  'react-queries': 'useQuery',
  'react-mutations': 'useMutation',
  'react-queries-and-mutations': 'useQuery',
  invalidateQueries: 'useContext',
  invalidateQuery: 'useContext',
  'query-invalidation': 'useContext',
  publicProcedures: 'procedures',
  'api-gateway': 'aws-lambda',
  'create-react-app': 'react',
};

export const redirects: readonly Redirect[] = [
  { from: '/discord', to: 'https://github.com/trpc/trpc/discussions', status: 302 },
  { from: '/sponsor', to: 'https://github.com/sponsors/trpc', status: 302 },
  { from: '/awesome', to: '/docs/awesome-trpc', status: 301 },
  { from: '/blog/hello-trpc', to: '/blog/introducing-trpc', status: 301 },
  // Old names, also under the /docs/v10 prefix, before the prefix rule so they take one hop.
  ...Object.entries(oldDocNames).flatMap(([oldName, page]): Redirect[] => [
    { from: `/docs/${oldName}`, to: `/docs/${page}`, status: 301 },
    { from: `/docs/v10/${oldName}`, to: `/docs/${page}`, status: 301 },
  ]),
  // 10.x lived under /docs/v10 while 9.x was current.
  { from: '/docs/v10', to: '/docs', status: 301 },
  { from: '/docs/v10/*', to: '/docs/:splat', status: 301 },
];

/**
 * Files whose type the hosts must be told, by a path ending in `/*.<extension>`: the Markdown twins
 * of the pages (src/plugins/llms), which hosts would otherwise send as plain text or a download.
 */
export const contentTypes: Readonly<Record<string, string>> = {
  '/*.md': 'text/markdown; charset=utf-8',
};

/** Hashed build output (Docusaurus puts a content hash in every file name under /assets). */
export const immutablePaths = '/assets/*';

export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  /** Everything else (HTML, /img, feeds, the sitemap): cache, but ask the server every time. */
  revalidate: 'public, max-age=0, must-revalidate',
} as const;

/** Sent with every response, next to the Content-Security-Policy. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * What the site itself needs. Styles keep 'unsafe-inline' (React style attributes and the theme's
 * inline styles); scripts never do: the build adds one hash per inline script instead.
 */
export const baseCsp: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Responses that need a policy of their own, by a path whose last segment may hold `*` (any characters).
 * Each path ends in its file's extension, so that none can match an SVG or XML document, which get the
 * site's policy by their extension on Netlify (./coverage.ts).
 *
 * The playground's worker (src/plugins/playground/client) runs the reader's code, which needs evaluation
 * (`new AsyncFunction(code)`). A dedicated worker is governed by the policy of its own response, not
 * by the page's, so only this file gets 'unsafe-eval': the pages keep their policy, and the worker
 * may load scripts and fetch from the site alone (the reader's code reaches no other host either).
 */
export const ownPolicies: readonly { readonly path: string; readonly csp: string }[] = [
  {
    path: '/assets/playground/worker.*.js',
    csp: "default-src 'none'; script-src 'self' 'unsafe-eval'; connect-src 'self'",
  },
  /**
   * The playground's service worker (src/plugins/playground/client/offline): it fetches from the site and
   * loads no script. Outside /assets, so it revalidates on every use: a new build's worker replaces it.
   */
  { path: '/playground-sw.js', csp: "default-src 'none'; connect-src 'self'" },
];

/** A third party and the sources it needs, added only when the site is configured to use it. */
export type Integration = {
  readonly name: string;
  readonly sources: CspDirectives;
};

/** Google Analytics 4 through gtag.js (on when GTAG_TRACKING_ID is set at build). */
export const analytics: Integration = {
  name: 'Google Analytics',
  sources: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
};

/** The client module that loads the social widget on pages that embed posts. */
export const socialWidgetModule = 'src/client/modules/socialWidget.ts';

/** The social widget that renders embedded posts, when its client module is configured. */
export const socialWidget: Integration = {
  name: 'social widget',
  sources: {
    'script-src': ['https://platform.twitter.com', 'https://cdn.syndication.twimg.com'],
    'style-src': ['https://platform.twitter.com'],
    'img-src': ['https://pbs.twimg.com', 'https://syndication.twitter.com'],
    'frame-src': ['https://platform.twitter.com', 'https://syndication.twitter.com'],
  },
};

/** Algolia DocSearch, when the theme configuration has an Algolia app id. */
export function algoliaSearch(appId: string): Integration {
  return {
    name: 'Algolia',
    sources: {
      'connect-src': [
        `https://${appId}-dsn.algolia.net`,
        `https://${appId}.algolia.net`,
        `https://${appId}-1.algolianet.com`,
        `https://${appId}-2.algolianet.com`,
        `https://${appId}-3.algolianet.com`,
        'https://insights.algolia.io',
      ],
    },
  };
}
