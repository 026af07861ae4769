import { test, expect, visit } from './fixtures';

/**
 * How a page starts (README, "Performance"): the content paints before any bundle runs, link
 * prefetches wait for the load, and what only an interaction needs is not built on load.
 */
type StartTimes = { scripts: { src: string; at: number }[]; prefetches: { href: string; at: number }[] };

test.describe('page start', () => {
  test.beforeEach(async ({ page }) => {
    // Records when the bundles' script elements and the prefetch links are added to the document.
    await page.addInitScript(() => {
      const times: StartTimes = { scripts: [], prefetches: [] };
      (window as unknown as { startTimes: StartTimes }).startTimes = times;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src)
              times.scripts.push({ src: node.src, at: performance.now() });
            if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
              times.prefetches.push({ href: node.href, at: performance.now() });
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  });

  const startTimes = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { startTimes: StartTimes }).startTimes);

  for (const path of ['/', '/docs/quickstart', '/blog/announcing-trpc-10']) {
    test(`${path}: the bundles start after the first contentful paint, in order`, async ({ page }) => {
      await visit(page, path);
      const { scripts } = await startTimes(page);
      const bundles = scripts.filter((script) => /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(script.src));
      expect(bundles.map((script) => script.src.replace(/^.*\/(runtime~main|main)\..*$/, '$1'))).toEqual([
        'runtime~main',
        'main',
      ]);
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      );
      expect(bundles[0].at).toBeGreaterThanOrEqual(firstPaint);
      // Fetched early all the same: the HTML preloads them.
      const preloads = await page.locator('head link[rel="preload"][as="script"]').count();
      expect(preloads).toBe(2);
    });
  }

  test('links in view are prefetched, once the page has loaded', async ({ page }) => {
    await visit(page, '/docs/quickstart');
    await expect.poll(async () => (await startTimes(page)).prefetches.length).toBeGreaterThan(0);
    const { prefetches } = await startTimes(page);
    const loaded = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    expect(Math.min(...prefetches.map((prefetch) => prefetch.at))).toBeGreaterThanOrEqual(loaded);
    expect(prefetches.every((prefetch) => /\/assets\/js\/.+\.js$/.test(prefetch.href))).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the mobile sidebar is built when it first opens, not on load', async ({ page }) => {
      await visit(page, '/docs/quickstart');
      await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(
        page.locator('.navbar-sidebar').getByRole('link', { name: 'Quickstart', exact: true }).first(),
      ).toBeVisible();
    });
  });

  test('the search modal brings its own stylesheet, which the first load leaves out', async ({ page }) => {
    await visit(page, '/');
    const stylesheets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).href),
      );
    const modalRules = () =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some((rule) => rule.cssText.includes('.DocSearch-Modal')),
        ),
      );
    expect(await stylesheets()).toHaveLength(1);
    expect(await modalRules()).toBe(false);
    // The button is styled from the first paint.
    await expect(page.locator('.DocSearch-Button')).toHaveCSS('display', 'flex');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    expect(await modalRules()).toBe(true);
    expect(await stylesheets()).toHaveLength(2);
  });
});
