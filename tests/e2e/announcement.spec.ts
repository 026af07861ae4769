import { test, expect, visit } from './fixtures';

const bar = '[role="banner"]:has-text("tRPC v10 is out")';

test.describe('announcement bar', () => {
  test('shows the v10 announcement with its links; a dismissal is stored and survives a reload', async ({ page }) => {
    await visit(page, '/');
    const announcement = page.locator(bar);
    await expect(announcement).toBeVisible();
    await expect(announcement.getByRole('link', { name: 'the announcement' })).toHaveAttribute(
      'href',
      '/blog/announcing-trpc-10',
    );
    await expect(announcement.getByRole('link', { name: 'migrate from v9' })).toHaveAttribute(
      'href',
      '/docs/migrate-from-v9-to-v10',
    );
    // A dismissal is stored and survives a reload.
    await page.locator(bar).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator(bar)).toHaveCount(0);
    const stored = await page.evaluate(() => ({
      dismissed: localStorage.getItem('docusaurus.announcement.dismiss'),
      id: localStorage.getItem('docusaurus.announcement.id'),
    }));
    expect(stored).toEqual({ dismissed: 'true', id: 'v10' });
    await page.reload();
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('a bar with a new id shows again after an older one was dismissed', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'v9');
    });
    await visit(page, '/');
    await expect(page.locator(bar)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('v10');
  });
});
