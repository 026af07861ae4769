import { a11yExceptions } from '../a11y-exceptions';
import { test, expect, visit } from './fixtures';
import { audit, expectNoViolationsInBothModes, setMode, stopTransitions, violations } from './axe';
import { COLD_ANSWER, testsDevServer } from './site';

/**
 * Accessibility beyond the pages themselves (each route is audited in routes.spec.ts): the
 * not-found page, the open search modal and the open mobile sidebar, in light and dark mode.
 */
test.describe.configure({ timeout: 90_000 });

/**
 * A short docs page under the search modal and the mobile sidebar, which are the same on every docs page:
 * axe's time grows with the page (/docs/quickstart has twice as many elements, most in its code samples),
 * and routes.spec.ts audits every page itself.
 */
const SHORT_DOCS_PAGE = '/docs/contributing';

/** Loads a page ready for contrast checks: hydrated, and no colour caught mid-transition. */
async function open(page: Parameters<typeof visit>[0], route: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, route);
  await stopTransitions(page);
}

test('an unknown path answers 404 with the not-found page, which has no violations in light and dark mode', async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto('/docs/this-page-does-not-exist');
  // The development server answers every path with the app, which renders the not-found page.
  expect(response?.status()).toBe(testsDevServer ? 200 : 404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await stopTransitions(page);
  await expectNoViolationsInBothModes(page, 'the not-found page');
  // The browser logs the document's own 404 status, once: that is the answer this test asks for.
  expect(consoleErrors.filter((error) => error.includes('status of 404'))).toHaveLength(testsDevServer ? 0 : 1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes('status of 404')));
});

test('the open search modal has no violations in light and dark mode', async ({ page }) => {
  test.skip(testsDevServer, 'the development server has no search index (it is built after bundling)');
  await open(page, SHORT_DOCS_PAGE);
  const modal = page.locator('.DocSearch-Modal');
  const used = new Set<(typeof a11yExceptions)[number]>();
  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    await expect(modal).toBeVisible();
    const coloursOnly = mode === 'dark'; // The other rules see the same markup in both modes.
    // The whole page once (the page behind the open modal, its button); the modal alone after that:
    // routes.spec.ts audits the page itself in both modes.
    const empty = await audit(page, { coloursOnly });
    expect(empty.violations, `empty search modal, ${mode} mode`).toEqual([]);
    await page.keyboard.type('router');
    await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible(COLD_ANSWER);
    const withHits = await audit(page, { coloursOnly, within: '.DocSearch-Container' });
    expect(withHits.violations, `search modal with results, ${mode} mode`).toEqual([]);
    for (const exception of [...empty.excepted, ...withHits.excepted]) used.add(exception);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  }
  // Every exception of the modal still matches something: one that no longer does must leave the list
  // (routes.spec.ts checks those of a route).
  expect(a11yExceptions.filter((exception) => !exception.route && !used.has(exception))).toEqual([]);
});

test('the search modal with recent searches has no violations', async ({ page }) => {
  test.skip(testsDevServer, 'the development server has no search index (it is built after bundling)');
  await open(page, '/docs/quickstart');
  const modal = page.locator('.DocSearch-Modal');
  await page.keyboard.press('Control+k');
  await expect(modal.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('router');
  await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible(COLD_ANSWER);
  await page.keyboard.press('Enter');
  await expect(modal).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.keyboard.press('Control+k');
  await expect(modal.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  expect(await violations(page, { within: '.DocSearch-Container' }), 'recent searches').toEqual([]);
});

test('the open mobile sidebar has no violations in light and dark mode', async ({ page }) => {
  await open(page, SHORT_DOCS_PAGE);
  for (const mode of ['light', 'dark'] as const) {
    // The toggle is in the navbar on desktop, so the mode is set while the viewport is wide.
    await page.setViewportSize({ width: 1280, height: 800 });
    await setMode(page, mode);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    const coloursOnly = mode === 'dark';
    expect(await violations(page, { coloursOnly }), `mobile sidebar, docs menu, ${mode} mode`).toEqual([]);
    // The main menu lists the navbar's items.
    await page.getByRole('button', { name: /back to main menu/i }).click();
    expect(await violations(page, { coloursOnly }), `mobile sidebar, main menu, ${mode} mode`).toEqual([]);
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  }
});
