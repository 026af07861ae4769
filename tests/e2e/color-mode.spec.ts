import { test, expect, visit } from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.dataset.theme);

test.describe('colour mode', () => {
  test('follows a dark system preference while nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await visit(page, '/docs/quickstart');
    expect(await theme(page)).toBe('dark');
  });

  test('while nothing is stored, the toggle shows the icon of the mode in use, not a "system" icon', async ({
    page,
  }) => {
    // The toggle's visible icon, by the stem of its class (lightToggleIcon or darkToggleIcon; the theme's toggle
    // also has a systemToggleIcon).
    const shownIcon = () =>
      page
        .locator('.navbar__items--right')
        .getByRole('button', { name: /Switch between dark and light mode/ })
        .locator('svg')
        .evaluateAll((icons) =>
          icons
            .filter((icon) => getComputedStyle(icon).display !== 'none')
            .map((icon) => /(light|dark|system)ToggleIcon/.exec(icon.getAttribute('class') ?? '')?.[1]),
        );
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await visit(page, '/docs/quickstart');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
      expect(await shownIcon(), mode).toEqual([mode]);
    }
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
