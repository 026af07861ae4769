import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { siteEnv } from '../../siteEnv';
import { sitePolicyPaths } from './coverage';
import { contentSecurityPolicy, inlineEventHandlers, inlineScriptHashes } from './csp';
import { netlifyHeaders, netlifyRedirects, serveConfig, vercelConfig, withBaseUrl, type DeployRules } from './formats';
import {
  algoliaSearch,
  analytics,
  baseCsp,
  contentTypes,
  immutablePaths,
  ownPolicies,
  redirects,
  securityHeaders,
  socialWidget,
  socialWidgetModule,
  type Integration,
} from './rules';

const GTAG_SCRIPT = /<script[^>]+src=["']?https:\/\/www\.googletagmanager\.com\/gtag\/js/i;

/** What the built pages need from the policy. */
type PageScan = { hashes: Set<string>; analytics: boolean; handlers: string[] };

async function scanPages(outDir: string, files: readonly string[]): Promise<PageScan & { pages: number }> {
  const pages = files.filter((file) => file.endsWith('.html'));
  const scan: PageScan = { hashes: new Set(), analytics: false, handlers: [] };
  for (const file of pages) {
    const html = await fs.readFile(path.join(outDir, file), 'utf8');
    for (const hash of inlineScriptHashes(html)) scan.hashes.add(hash);
    scan.analytics ||= GTAG_SCRIPT.test(html);
    scan.handlers.push(...inlineEventHandlers(html).map((tag) => `${file}: <${tag} on…=>`));
  }
  return { ...scan, pages: pages.length };
}

/** Redirects must lead to a built page and must not hide one (hosts serve an existing file first). */
function checkRedirects(rules: DeployRules, routes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const { from, to } of rules.redirects) {
    const target = to.split('#')[0];
    if (target.startsWith('/') && !target.includes(':splat') && !routes.has(target)) {
      problems.push(`redirect ${from} → ${to}: no page at ${target}`);
    }
    const shadowed = from.endsWith('/*')
      ? [...routes].find((route) => route.startsWith(from.slice(0, -1)))
      : routes.has(from) && from;
    if (shadowed) problems.push(`redirect ${from} → ${to}: the built page ${shadowed} would be served instead`);
  }
  return problems;
}

/**
 * Writes each host's deploy configuration into the build (see ./rules.ts and README "Deploying"):
 * `_headers` and `_redirects` (Netlify), `vercel.json` (Vercel) and `serve.json` (`npm run serve`).
 */
export default function deployPlugin(context: LoadContext): Plugin {
  const { baseUrl } = context.siteConfig;
  return {
    name: 'deploy-config',
    async postBuild({ outDir, routesPaths, siteConfig }) {
      // The build as it stands when the plugins' postBuild begin, listed before any of them can write:
      // they run at the same time, so a later listing would hold some of their files or not, run by run.
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)));
      const scan = await scanPages(outDir, files);
      if (scan.handlers.length > 0) {
        throw new Error(`Inline event handlers cannot pass the CSP:\n${scan.handlers.join('\n')}`);
      }
      // Local search (the default) runs in the browser against our own index: Algolia only with its credentials.
      const appId = siteEnv(process.env).algolia?.appId;
      const widget = siteConfig.clientModules.some(
        (module) => path.resolve(context.siteDir, module) === path.resolve(context.siteDir, socialWidgetModule),
      );
      const integrations: Integration[] = [
        // Analytics are on when the build has gtag's script (GTAG_TRACKING_ID was set).
        ...(scan.analytics ? [analytics] : []),
        ...(widget ? [socialWidget] : []),
        ...(appId ? [algoliaSearch(appId)] : []),
      ];
      const rules: DeployRules = {
        redirects: redirects.map((redirect) => ({
          ...redirect,
          from: withBaseUrl(baseUrl, redirect.from),
          to: withBaseUrl(baseUrl, redirect.to),
        })),
        headers: {
          'Content-Security-Policy': contentSecurityPolicy(baseCsp, integrations, scan.hashes),
          ...securityHeaders,
        },
        sitePolicyPaths: sitePolicyPaths(
          files,
          ownPolicies.map(({ path: rulePath }) => rulePath),
        ).map((sitePath) => withBaseUrl(baseUrl, sitePath)),
        immutablePaths: withBaseUrl(baseUrl, immutablePaths),
        pathHeaders: ownPolicies.map(({ path, csp }) => ({
          path: withBaseUrl(baseUrl, path),
          headers: { 'Content-Security-Policy': csp },
        })),
        contentTypes: Object.fromEntries(
          Object.entries(contentTypes).map(([path, type]) => [withBaseUrl(baseUrl, path), type]),
        ),
      };

      const problems = checkRedirects(rules, new Set(routesPaths));
      if (problems.length > 0) {
        const message = `Deploy redirects:\n${problems.join('\n')}`;
        if (siteConfig.onBrokenLinks === 'throw') throw new Error(message);
        console.warn(`[WARNING] ${message}`);
      }

      const depth = Math.max(1, ...routesPaths.map((route) => route.split('/').filter(Boolean).length));
      const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
      await Promise.all([
        fs.writeFile(path.join(outDir, '_redirects'), netlifyRedirects(rules)),
        fs.writeFile(path.join(outDir, '_headers'), netlifyHeaders(rules)),
        fs.writeFile(path.join(outDir, 'vercel.json'), json(vercelConfig(rules))),
        fs.writeFile(path.join(outDir, 'serve.json'), json(serveConfig(rules, depth))),
      ]);
      const used = integrations.map((integration) => integration.name).join(', ') || 'no third parties';
      console.info(
        `[deploy] _headers, _redirects, vercel.json, serve.json: ${rules.redirects.length} redirects, ` +
          `${scan.hashes.size} inline script hashes from ${scan.pages} pages, CSP with ${used}, ` +
          `on ${rules.sitePolicyPaths.length} Netlify paths.`,
      );
    },
  };
}
