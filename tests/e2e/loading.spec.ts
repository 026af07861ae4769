import { test, expect, visit } from './fixtures';
import { COLD_ANSWER } from './site';

/** What only an interaction needs is not loaded or built on load (ARCHITECTURE.md, "What keeps pages light"). */
test.describe('page start', () => {
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
    await expect(page.locator('.DocSearch-Modal')).toBeVisible(COLD_ANSWER);
    expect(await modalRules()).toBe(true);
    expect(await stylesheets()).toHaveLength(2);
  });
});
