// @ts-check
/**
 * The `<link rel=prefetch>` that Docusaurus's Link appends once a page has started, in Lighthouse's
 * phone viewport: how many, how many distinct files, and how many for chunks the page had already
 * loaded (bench/README.md, "Prefetching").
 */
import { phoneContext } from './browser.mjs';

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function prefetchLinks(browser, url) {
  const context = await phoneContext(browser, new URL(url).origin);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(() => {
    const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
    const scripts = resources.filter((entry) => entry.initiatorType === 'script');
    const loaded = new Set(scripts.map((entry) => new URL(entry.name).pathname));
    const links = [...document.querySelectorAll('link[rel=prefetch]')].map(
      (link) => new URL(/** @type {HTMLLinkElement} */ (link).href).pathname,
    );
    return {
      appended: links.length,
      distinct: new Set(links).size,
      alreadyLoaded: links.filter((href) => loaded.has(href)).length,
    };
  });
  await context.close();
  return figures;
}

/**
 * Prefetching at the start of each page.
 * @param {import('@playwright/test').Browser} browser
 * @param {Record<string, string>} urls name → URL
 */
export async function benchPrefetch(browser, urls) {
  const figures = [];
  for (const [page, url] of Object.entries(urls)) figures.push({ page, ...(await prefetchLinks(browser, url)) });
  return figures;
}
