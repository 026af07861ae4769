import { test, expect, visit } from './fixtures';

test.describe('docs versions', () => {
  test('the dropdown keeps the reader on the same page and stores the choice', async ({ page }) => {
    await visit(page, '/docs/router');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.getByRole('button', { name: '10.x' }).hover();
    await navbar.getByRole('link', { name: '9.x' }).click();
    await expect(page).toHaveURL(/\/docs\/v9\/router$/);
    const stored = await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));
    expect(stored).toBe('9.x');
    await navbar.getByRole('button', { name: '9.x' }).hover();
    await navbar.getByRole('link', { name: '10.x' }).click();
    await expect(page).toHaveURL(/\/docs\/router$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });

  test('a 9.x page: the unmaintained banner links to 10.x, and the sidebar to 9.x only', async ({ page }) => {
    await visit(page, '/docs/v9/router');
    const hrefs = await page
      .locator('.theme-doc-sidebar-menu a[href^="/docs"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(30);
    expect(hrefs.filter((href) => !href.startsWith('/docs/v9'))).toEqual([]);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('no longer actively maintained');
    await banner.getByRole('link', { name: /latest version/ }).click();
    await expect(page).toHaveURL(/\/docs\/router$/);
  });

  test('a 10.x page: no version banner, and a table of contents of heading levels 2 and 3', async ({ page }) => {
    await visit(page, '/docs/router');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    const article = page.locator('article');
    const headingIds = await article
      .locator('h2[id], h3[id]')
      .evaluateAll((headings) => headings.map((heading) => heading.id));
    const tocTargets = await page
      .locator('.theme-doc-toc-desktop .table-of-contents a')
      .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').slice(1)));
    expect(tocTargets.length).toBeGreaterThan(2);
    expect(tocTargets).toEqual(headingIds);
  });
});
