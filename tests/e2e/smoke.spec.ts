import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration } from './fixtures';

/** Every route the build has, read from its sitemap. */
function routesFromSitemap(): string[] {
  const sitemap = fs.readFileSync(path.join(__dirname, '../../build/sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const routes = routesFromSitemap();

test('the sitemap lists the whole site', () => {
  expect(routes.length).toBeGreaterThanOrEqual(110);
  for (const route of ['/', '/media', '/blog', '/docs', '/docs/quickstart', '/docs/v9', '/docs/links/httpBatchLink']) {
    expect(routes).toContain(route);
  }
});

for (const route of routes) {
  test(`renders ${route}`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page).toHaveTitle(/tRPC/);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
}
