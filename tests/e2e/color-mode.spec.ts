import { test, expect, visit } from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.dataset.theme);

test.describe('colour mode', () => {
  test('follows a dark system preference while nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await visit(page, '/docs/quickstart');
    expect(await theme(page)).toBe('dark');
  });

  test('defaults to light; the toggle flips the mode, stores it and keeps it across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(page, '/');
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await theme(page)).toBe('dark');
    // A stored choice wins over the system preference.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await theme(page)).toBe('dark');
  });

  test('a choice made in one tab reaches the others', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({ colorScheme: 'light' });
    await second.emulateMedia({ colorScheme: 'light' });
    await visit(first, '/');
    await visit(second, '/docs/quickstart');
    await first.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect.poll(() => theme(second)).toBe('dark');
  });
});
