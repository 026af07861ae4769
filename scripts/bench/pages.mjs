// @ts-check
/**
 * What a page costs a reader (scripts/page-bytes.mjs): HTML, CSS and JS bytes and requests at load,
 * the chunks prefetched, and what a client-side navigation to the first docs or blog link adds.
 */
import { bytesByType, recordResources } from '../page-bytes.mjs';
import { blockOtherOrigins } from './browser.mjs';

/** @param {import('@playwright/test').Browser} browser @param {string} origin @param {string} pagePath */
export async function pageFigures(browser, origin, pagePath) {
  const context = await browser.newContext();
  await blockOtherOrigins(context, origin);
  const page = await context.newPage();
  const loaded = recordResources(page, origin);
  await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const load = loaded.filter((resource) => !resource.prefetch);
  const prefetched = loaded.filter((resource) => resource.prefetch);
  const navigated = recordResources(page, origin);
  await page
    .locator('main a[href^="/docs/"]:not([href="' + pagePath + '"]), main a[href^="/blog/"]')
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  const figures = {
    page: pagePath,
    load: { requests: load.length, bytes: bytesByType(load), prefetched: bytesByType(prefetched) },
    navigation: {
      to: new URL(page.url()).pathname,
      requests: navigated.filter((resource) => !resource.prefetch).length,
      bytes: bytesByType(navigated.filter((resource) => !resource.prefetch)),
    },
  };
  await context.close();
  return figures;
}
