import { test, expect, visit } from './fixtures';

test.describe('mobile sidebar', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  const bodyOverflow = (page: import('@playwright/test').Page) =>
    page.evaluate(() => getComputedStyle(document.body).overflow);

  test('the hamburger opens it and it locks the page scroll; it closes with its button and on a desktop viewport', async ({
    page,
  }) => {
    await visit(page, '/docs/quickstart');
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(sidebar).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');
    await expect(sidebar.getByRole('link', { name: 'Quickstart', exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    expect(await bodyOverflow(page)).not.toBe('hidden');
    // It closes when the viewport becomes desktop.
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('its code, preloaded when the page is idle, may fail to load without an error; the menu loads it again on open', async ({
    page,
    consoleErrors,
  }) => {
    // The menu's chunk (the one that renders its header) fails, as when the reader goes offline or
    // leaves the page mid-load.
    let blocked = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes('navbar-sidebar__brand')) return route.fulfill({ response });
      blocked += 1;
      return route.abort('internetdisconnected');
    });
    await visit(page, '/docs/quickstart');
    await expect.poll(() => blocked, { message: 'the idle preload of the menu' }).toBeGreaterThan(0);
    // No unhandled rejection reached the page (the fixture fails the test on one); the menu still opens.
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(
      page.locator('.navbar-sidebar').getByRole('link', { name: 'Quickstart', exact: true }).first(),
    ).toBeVisible();
    // The browser logs the blocked request: that is what this test provokes. Nothing else.
    expect(consoleErrors).toEqual(['Failed to load resource: net::ERR_INTERNET_DISCONNECTED']);
    consoleErrors.length = 0;
  });

  test('shows the icon links; back navigation closes it and keeps the reader on the page', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'GitHub' })).toBeVisible();
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await page.getByRole('link', { name: 'Quickstart →' }).first().click();
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.goBack();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
    // With the sidebar closed, back navigates as usual.
    await page.goBack();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('choosing a docs version closes the menu, like its other links, and stores the choice', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, '/docs/router');
    const open = page.locator('.navbar-sidebar--show');
    // Each version by its label, its page and the name the choice is stored under.
    for (const [version, path, stored] of [
      ['9.x', '/docs/v9/router', '9.x'],
      ['10.x', '/docs/router', 'current'],
    ] as const) {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      // On a docs page the menu opens on the docs sidebar; the versions are in the main menu.
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      await page.locator('.navbar-sidebar').getByRole('link', { name: version, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(open).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(stored);
    }
  });
});

/**
 * The theme renders the desktop docs sidebar into every page's server HTML and drops it once a phone's
 * window size is known; on a phone it is never hydrated (src/components/DesktopHydration). React marks
 * each element it hydrates with a `__reactFiber$…` key: the removed links must carry none on a phone,
 * and the sidebar's links on a desktop must have one.
 */
test.describe('the desktop docs sidebar in the server HTML', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('leaves the page unhydrated', async ({ page }) => {
      await page.addInitScript(() => {
        const removed: boolean[] = [];
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (!(node instanceof Element)) continue;
              for (const link of node.querySelectorAll('.menu a')) {
                removed.push(Object.keys(link).some((key) => key.startsWith('__reactFiber$')));
              }
            }
          }
        }).observe(document, { childList: true, subtree: true });
        Object.assign(window, { removedSidebarLinks: removed });
      });
      await visit(page, '/docs/quickstart');
      await expect(page.locator('.theme-doc-sidebar-container a')).toHaveCount(0);
      const removed = await page.evaluate(
        () => (window as Window & { removedSidebarLinks?: boolean[] }).removedSidebarLinks ?? [],
      );
      expect(removed.length, 'sidebar links removed from the server HTML').toBeGreaterThan(10);
      expect(removed.filter(Boolean), 'hydrated links among them').toEqual([]);
    });
  });

  test('is hydrated on a desktop: its links, and a category that collapses', async ({ page }) => {
    await visit(page, '/docs/quickstart');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect
      .poll(() =>
        sidebar
          .locator('.menu a')
          .evaluateAll(
            (links) =>
              links.length > 10 &&
              links.every((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber$'))),
          ),
      )
      .toBe(true);
    const caret = sidebar.locator('button.menu__caret').first();
    const expanded = await caret.getAttribute('aria-expanded');
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  });
});
