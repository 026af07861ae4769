import path from 'node:path';
import type { LoadContext, LoadedPlugin, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { generateSocialCards, MAX_CARD_BYTES } from './generate';
import type { DocsVersionInfo } from './page';

export type SocialCardsOptions = {
  /** Where rendered cards are kept between builds (`docusaurus clear` empties it). */
  readonly cacheDir?: string;
};

/** Docs versions by name (`current`, `9.x`), from the docs plugin's loaded content. */
export function docsVersions(plugins: readonly LoadedPlugin[]): Map<string, DocsVersionInfo> {
  const versions = new Map<string, DocsVersionInfo>();
  for (const plugin of plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    for (const version of (plugin.content as DocsContent).loadedVersions) {
      versions.set(version.versionName, { label: version.label, unmaintained: version.banner === 'unmaintained' });
    }
  }
  return versions;
}

/**
 * Renders an Open Graph / Twitter card for every built page (see ARCHITECTURE.md, "Sharing and SEO"). Runs
 * after the build, on the finished HTML, so it sees every page whatever plugin made it.
 */
export default function socialCardsPlugin(context: LoadContext, options: SocialCardsOptions = {}): Plugin {
  const cacheDir = options.cacheDir ?? path.join(context.siteDir, 'node_modules/.cache/trpc-og');
  return {
    name: 'social-cards',
    async postBuild({ outDir, siteConfig, plugins }) {
      const { image } = siteConfig.themeConfig as { image?: string };
      const report = await generateSocialCards({
        outDir,
        siteDir: context.siteDir,
        cacheDir,
        siteRoot: `${siteConfig.url}${siteConfig.baseUrl}`,
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        versions: docsVersions(plugins),
        defaultImage: image,
      });
      const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
      const rendered = report.renderedRoutes.length;
      console.info(
        `[social-cards] ${report.pages} pages: ${rendered} cards rendered, ${report.reused} from cache, ` +
          `in ${(report.milliseconds / 1000).toFixed(2)} s (largest ${kb(report.maxBytes)}, ` +
          `average ${kb(report.totalBytes / Math.max(1, report.pages))})`,
      );
      if (report.maxBytes > MAX_CARD_BYTES) {
        console.warn(`[social-cards] a card is larger than ${kb(MAX_CARD_BYTES)}: simplify the template`);
      }
    },
  };
}
