import { test, expect, visit } from './fixtures';
import { routesFromSitemap } from './site';

/**
 * Every route fits a phone: at 375 px nothing makes the page scroll sideways (a wide table or
 * code block scrolls inside its own box instead). The search page is checked with its results.
 */
const PHONE_WIDTH = 375;

test.use({ viewport: { width: PHONE_WIDTH, height: 800 } });

const pageWidth = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const route of routesFromSitemap()) {
  test(`${route} does not scroll sideways at ${PHONE_WIDTH} px`, async ({ page }) => {
    await visit(page, route);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
  });
}

test(`the search page with results does not scroll sideways at ${PHONE_WIDTH} px`, async ({ page }) => {
  await visit(page, '/search?q=router');
  await expect(page.locator('article').first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
});
