import { test, expect, visit } from './fixtures';

test.describe('routing', () => {
  test('a path ending in .html shows its page under the clean path', async ({ page }) => {
    await visit(page, '/docs/quickstart.html');
    await expect(page.locator('h1')).toHaveText('Quickstart');
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });

  test('a path ending in index.html shows its page', async ({ page }) => {
    await visit(page, '/index.html');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Move Fast and Break Nothing');
  });

  test('an unknown path answers 404 with the not-found page', async ({ page, consoleErrors }) => {
    const response = await page.goto('/docs/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    // The browser reports the document's own 404 status; that is the expected answer here.
    const documentStatus = consoleErrors.filter((error) => error.includes('status of 404'));
    expect(documentStatus).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes('status of 404')));
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
