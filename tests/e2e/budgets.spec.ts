import type { Page } from '@playwright/test';
import { bytesByType, recordResources, type Resource } from '../../scripts/page-bytes.mjs';
import { test, expect, waitForHydration } from './fixtures';

/**
 * The performance budgets (README, "Performance"): what a reader downloads to load each of the
 * four benchmarked pages, counted from the response bodies (gzip level 9), so the figures are the
 * same on every run. Times (Lighthouse, build) are measured by `npm run bench`, not here.
 */
const PAGES = ['/', '/docs/quickstart', '/docs/v9/quickstart', '/blog/announcing-trpc-10'];
const KB = 1024;
const BUDGET = { jsGzip: 150 * KB, cssGzip: 25 * KB, docsHtmlGzip: 40 * KB };
/** Code that only the search modal needs: DocSearch's modal and the local index's ranking library. */
const SEARCH_CODE = [/DocSearch-Hit-source/, /MiniSearch: document does not have ID field/];

/** Loads the page and lets it settle (hydrated, network idle); prefetches are left out. */
async function load(page: Page, baseURL: string, path: string): Promise<Resource[]> {
  const resources = recordResources(page, new URL(baseURL).origin);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return resources.filter((resource) => !resource.prefetch);
}

for (const path of PAGES) {
  test(`${path} stays within the JavaScript, CSS and HTML budgets`, async ({ page, baseURL }) => {
    const bytes = bytesByType(await load(page, baseURL ?? '', path));
    const kb = (value = 0) => `${(value / KB).toFixed(1)} KB`;
    expect(bytes.js?.gzip, `JavaScript at load: ${kb(bytes.js?.gzip)} gzip`).toBeLessThanOrEqual(BUDGET.jsGzip);
    expect(bytes.css?.gzip, `CSS at load: ${kb(bytes.css?.gzip)} gzip`).toBeLessThanOrEqual(BUDGET.cssGzip);
    if (path.startsWith('/docs/')) {
      expect(bytes.html?.gzip, `HTML: ${kb(bytes.html?.gzip)} gzip`).toBeLessThanOrEqual(BUDGET.docsHtmlGzip);
    }
    // The figures are real: a page that loaded no script or style would pass the budgets vacuously.
    expect(bytes.js?.count).toBeGreaterThan(1);
    expect(bytes.css?.count).toBeGreaterThanOrEqual(1);
  });

  test(`${path} loads neither the search modal nor its index before the reader asks`, async ({ page, baseURL }) => {
    const resources = await load(page, baseURL ?? '', path);
    const searchFiles = resources.filter(
      (resource) =>
        /\/search\/[^/]+\.json$/.test(resource.url) ||
        (resource.type === 'js' && SEARCH_CODE.some((pattern) => pattern.test(resource.body.toString()))),
    );
    expect(searchFiles.map((resource) => resource.url)).toEqual([]);
    // The patterns still find the search code once the modal opens (else this test could never fail).
    const opened = recordResources(page, new URL(baseURL ?? '').origin);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.locator('.DocSearch-Input').fill('router');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const searchCode = opened.filter(
      (resource) => resource.type === 'js' && SEARCH_CODE.some((pattern) => pattern.test(resource.body.toString())),
    );
    expect(searchCode.length).toBeGreaterThanOrEqual(1);
  });

  test(`${path} has no layout shift and every image in the first view has its size`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const unsized = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .filter((image) => !(image.getAttribute('width') && image.getAttribute('height')))
        .map((image) => image.currentSrc || image.src),
    );
    expect(unsized, 'images in the first view without width and height').toEqual([]);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    // Google's "good" is 0.1; a tenth of it leaves a margin that a slow machine does not cross, and a
    // real shift (an unsized image, a late banner) still does. Zero is the goal, in the bench.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
  });
}
