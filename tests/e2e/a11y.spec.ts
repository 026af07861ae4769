import { a11yExceptions } from '../a11y-exceptions';
import { test, expect, visit } from './fixtures';
import { audit, expectNoViolationsInBothModes, setMode, stopTransitions, violations } from './axe';

/**
 * Accessibility beyond the pages themselves (each route is audited in routes.spec.ts): the
 * not-found page, the open search modal and the open mobile sidebar, in light and dark mode; and
 * each exception of tests/a11y-exceptions.ts is still needed.
 */
test.describe.configure({ timeout: 90_000 });

/** Loads a page ready for contrast checks: hydrated, and no colour caught mid-transition. */
async function open(page: Parameters<typeof visit>[0], route: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, route);
  await stopTransitions(page);
}

test('the not-found page has no violations in light and dark mode', async ({ page, consoleErrors }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await stopTransitions(page);
  await expectNoViolationsInBothModes(page, 'the not-found page');
  // The browser logs the document's own 404 status: that is the answer this test asks for.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes('status of 404')));
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open search modal has no violations in ${mode} mode`, async ({ page }) => {
    await open(page, '/docs/quickstart');
    await setMode(page, mode);
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    const empty = await audit(page);
    expect(empty.violations, 'empty search modal').toEqual([]);
    await page.keyboard.type('router');
    await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible();
    const withHits = await audit(page);
    expect(withHits.violations, 'search modal with results').toEqual([]);
    // Every exception of the modal still matches something: one that no longer does must leave the list.
    const used = new Set([...empty.excepted, ...withHits.excepted]);
    expect(a11yExceptions.filter((exception) => !exception.route && !used.has(exception))).toEqual([]);
  });

  test(`the open mobile sidebar has no violations in ${mode} mode`, async ({ page }) => {
    await open(page, '/docs/quickstart');
    // The toggle is in the navbar on desktop, so the mode is set before the viewport narrows.
    await setMode(page, mode);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    expect(await violations(page), 'mobile sidebar, docs menu').toEqual([]);
    // The main menu lists the navbar's items.
    await page.getByRole('button', { name: /back to main menu/i }).click();
    expect(await violations(page), 'mobile sidebar, main menu').toEqual([]);
  });
}

for (const exception of a11yExceptions) {
  const { route } = exception;
  if (!route) continue;
  test(`the exception for ${exception.rule} on ${route} is still needed`, async ({ page }) => {
    await open(page, route);
    expect((await audit(page)).excepted).toContain(exception);
  });
}
