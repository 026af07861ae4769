import { test, expect, waitForHydration } from './fixtures';
import { expectNoViolationsInBothModes, stopTransitions } from './axe';
import { recordCspViolations, routesFromSitemap } from './site';

/**
 * Every route of the build, loaded once: it renders, the served Content-Security-Policy lets it
 * run unbroken, and axe finds no violation (WCAG 2.1 AA and axe's best practices) in light and dark mode.
 */
const routes = routesFromSitemap();

// axe takes a few seconds on pages with long code samples (more on a busy machine).
test.describe.configure({ timeout: 90_000 });

test('the sitemap lists the whole site', () => {
  expect(routes.length).toBeGreaterThanOrEqual(110);
  for (const route of ['/', '/media', '/blog', '/docs', '/docs/quickstart', '/docs/v9', '/docs/links/httpBatchLink']) {
    expect(routes).toContain(route);
  }
});

for (const route of routes) {
  test(`${route} renders under the CSP with no accessibility violations in light and dark mode`, async ({ page }) => {
    const cspViolations = await recordCspViolations(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toBeTruthy();
    await waitForHydration(page);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page).toHaveTitle(/tRPC/);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    await stopTransitions(page);
    await expectNoViolationsInBothModes(page, route);
    expect(await cspViolations(), 'Content-Security-Policy violations').toEqual([]);
  });
}
