import { test, expect, visit } from './fixtures';

test.describe('docs versions', () => {
  test('the 9.x docs carry the unmaintained banner with a link to 10.x', async ({ page }) => {
    await visit(page, '/docs/v9/router');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('no longer actively maintained');
    await banner.getByRole('link', { name: /latest version/ }).click();
    await expect(page).toHaveURL(/\/docs\/router$/);
  });

  test('the 10.x docs have no version banner', async ({ page }) => {
    await visit(page, '/docs/router');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

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

  test('the sidebar of a version only links to that version', async ({ page }) => {
    await visit(page, '/docs/v9/router');
    const hrefs = await page
      .locator('.theme-doc-sidebar-menu a[href^="/docs"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(30);
    expect(hrefs.filter((href) => !href.startsWith('/docs/v9'))).toEqual([]);
  });

  test('the table of contents shows heading levels 2 and 3 only', async ({ page }) => {
    await visit(page, '/docs/router');
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
