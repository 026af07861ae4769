import { test, expect, visit } from './fixtures';

test.describe('routing', () => {
  test('a path ending in .html or in index.html shows its page', async ({ page }) => {
    await visit(page, '/docs/quickstart.html');
    await expect(page.locator('h1')).toHaveText('Quickstart');
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    await visit(page, '/index.html');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Move Fast and Break Nothing');
  });

  test('a client-side navigation to an unknown route shows the not-found page', async ({ page }) => {
    await visit(page, '/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nowhere-to-be-found');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('navigating to an anchor scrolls to it', async ({ page }) => {
    await visit(page, '/docs/router');
    const firstHeading = page.locator('article h2[id]').first();
    const id = await firstHeading.getAttribute('id');
    await visit(page, `/docs/quickstart`);
    await page.evaluate((hash) => {
      window.history.pushState({}, '', `/docs/router#${hash}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, id);
    await expect(page.locator(`article h2#${id}`)).toBeInViewport();
  });
});
