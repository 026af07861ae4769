import type { Page } from '@playwright/test';
import { BENCHMARKED_PAGES, TARGETS } from '../../scripts/lib/budgets.mjs';
import { bytesByType, recordResources, type Resource } from '../../scripts/page-bytes.mjs';
import { test, expect, waitForHydration } from './fixtures';
import { COLD_ANSWER, ONLY_IN_A_BUILD, testsDevServer } from './site';

// The bundles of a production build.
test.skip(testsDevServer, ONLY_IN_A_BUILD);

/**
 * The performance budgets (bench/README.md, "Targets and budgets"): what a reader downloads to load each of the
 * four benchmarked pages, counted from the response bodies (gzip level 9), so the figures are the
 * same on every run. Times (Lighthouse, build) are measured by `npm run bench`, not here.
 */
const KB = 1024;
const BUDGET = {
  jsGzip: TARGETS.jsGzipKb * KB,
  cssGzip: TARGETS.cssGzipKb * KB,
  docsHtmlGzip: TARGETS.docsHtmlGzipKb * KB,
};
/**
 * A server's first flight is ten TCP segments (14,600 bytes), response headers included (with the
 * Content-Security-Policy, under 1,400 bytes). An HTML that does not fit waits a round trip for the rest,
 * which delays the page's largest paint (bench/README.md, "Findings measured once").
 */
const FIRST_FLIGHT_HTML = 14_600 - 1_400;
/** Code that only the search modal needs: DocSearch's modal and the local index's ranking library. */
const SEARCH_CODE = [/DocSearch-Hit-source/, /MiniSearch: document does not have ID field/];

/** Records the page's layout shifts from its first paint on; call the result to read their sum. */
async function recordLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0));
}

const isSearchCode = (resource: Resource) =>
  resource.type === 'js' && SEARCH_CODE.some((pattern) => pattern.test(resource.body.toString()));

// One load per page for all of its budgets (a page load costs seconds on a busy machine); the checks
// are soft, so one page's report lists every budget it breaks.
for (const path of BENCHMARKED_PAGES) {
  test(`${path}: within its byte budgets, no layout shift, no search code before the reader asks`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const layoutShift = await recordLayoutShift(page);
    const recorded = recordResources(page, origin);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const resources = recorded.filter((resource) => !resource.prefetch);

    const bytes = bytesByType(resources);
    const kb = (value = 0) => `${(value / KB).toFixed(1)} KB`;
    expect.soft(bytes.js?.gzip, `JavaScript at load: ${kb(bytes.js?.gzip)} gzip`).toBeLessThanOrEqual(BUDGET.jsGzip);
    expect.soft(bytes.css?.gzip, `CSS at load: ${kb(bytes.css?.gzip)} gzip`).toBeLessThanOrEqual(BUDGET.cssGzip);
    if (path.startsWith('/docs/')) {
      expect.soft(bytes.html?.gzip, `HTML: ${kb(bytes.html?.gzip)} gzip`).toBeLessThanOrEqual(BUDGET.docsHtmlGzip);
    }
    expect
      .soft(bytes.html?.gzip, `HTML: ${bytes.html?.gzip} bytes gzip, beyond the first round trip`)
      .toBeLessThanOrEqual(FIRST_FLIGHT_HTML);
    // The figures are real: a page that loaded no script or style would pass the budgets vacuously.
    expect.soft(bytes.js?.count).toBeGreaterThan(1);
    expect.soft(bytes.css?.count).toBeGreaterThanOrEqual(1);

    const unsized = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .filter((image) => !(image.getAttribute('width') && image.getAttribute('height')))
        .map((image) => image.currentSrc || image.src),
    );
    expect.soft(unsized, 'images in the first view without width and height').toEqual([]);
    // Google's "good" is 0.1; a tenth of it leaves a margin that a slow machine does not cross, and a
    // real shift (an unsized image, a late banner) still does. Zero is the goal, in the bench.
    expect.soft(await layoutShift(), 'cumulative layout shift').toBeLessThanOrEqual(0.01);

    const searchFiles = resources.filter(
      (resource) => /\/search\/[^/]+\.json$/.test(resource.url) || isSearchCode(resource),
    );
    expect
      .soft(
        searchFiles.map((resource) => resource.url),
        'search code or index at load',
      )
      .toEqual([]);
    // The patterns still find the search code once the modal opens (else that check could never fail).
    const opened = recordResources(page, origin);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible(COLD_ANSWER);
    await page.locator('.DocSearch-Input').fill('router');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(COLD_ANSWER);
    expect(opened.filter(isSearchCode).length).toBeGreaterThanOrEqual(1);
  });
}
