import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/preset-classic';

/**
 * Workaround for an upstream bug in @docusaurus/theme-classic 3.10.2: its inline script hides the
 * announcement bar before hydration when *any* bar was dismissed, without comparing ids, and the
 * bar then stays hidden for the whole visit even though the theme resets the dismissal for a new
 * id. This script runs right after the theme's and shows the bar again when the stored id is not
 * the configured one. Remove it when the theme's script compares `docusaurus.announcement.id`
 * (check: dismiss a bar, change its id, reload; tests/e2e/announcement.spec.ts does this).
 */
export default function announcementBarPlugin({ siteConfig, siteStorage }: LoadContext): Plugin {
  const id = (siteConfig.themeConfig as ThemeConfig).announcementBar?.id;
  const idKey = `docusaurus.announcement.id${siteStorage.namespace}`;
  return {
    name: 'announcement-bar-new-id',
    injectHtmlTags() {
      if (!id) return {};
      const script =
        `try{if(${siteStorage.type}.getItem(${JSON.stringify(idKey)})!==${JSON.stringify(id)})` +
        `document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}catch(e){}`;
      return { preBodyTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
