import type { Locator } from '@playwright/test';
import { expectNoViolationsInBothModes, stopTransitions } from './axe';
import { test, expect, visit } from './fixtures';
import { CHECKED, editorOf, FIRST_CHECK, PLAYGROUND_TEST_TIMEOUT, READY, status } from './playground';
import { ONLY_IN_A_BUILD, PHONE_WIDTH, recordCspViolations, testsDevServer, widthOnPhone } from './site';

// The playground's assets are written by its plugin's postBuild.
test.skip(testsDevServer, ONLY_IN_A_BUILD);
test.describe.configure({ timeout: PLAYGROUND_TEST_TIMEOUT });

/**
 * The playground (/playground, src/plugins/playground/client/Playground): real types across its two files, a run
 * through tRPC's own request path inside the page, and its use by keyboard, screen reader and phone.
 * Every other host is unreachable in these tests (playwright.config.ts), so it works offline.
 */

async function renameIn(editor: Locator, from: string, to: string): Promise<void> {
  await editor.getByText(from, { exact: true }).first().dblclick();
  await editor.page().keyboard.type(to);
}

test('opens from the landing page; a renamed query breaks the client, the fix runs', async ({ page }) => {
  const cspViolations = await recordCspViolations(page);
  await visit(page, '/');
  await page.getByRole('link', { name: 'Try it in your browser' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'tRPC playground' })).toBeVisible();
  await expect(status(page)).toHaveText('No type errors.', READY);

  await renameIn(await editorOf(page, 'server.ts'), 'bookById', 'bookByNumber');
  await expect(status(page)).toContainText(/client\.ts, line \d+: Property 'bookById' does not exist/, FIRST_CHECK);
  // client.ts's tab counts its error while server.ts's editor shows.
  await expect(page.getByRole('tab', { name: 'client.ts' })).toHaveAccessibleDescription('1 type error');
  await expect((await editorOf(page, 'client.ts')).locator('.cm-lintRange-error')).toHaveCount(1);

  await renameIn(await editorOf(page, 'client.ts'), 'bookById', 'bookByNumber');
  await expect(status(page)).toHaveText('No type errors.', CHECKED);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const output = page.getByRole('log');
  await expect(output).toContainText('query bookByNumber → {', CHECKED);
  await expect(output).toContainText('The Dispossessed');
  await expect(output).toContainText('mutation addBook →');

  // Completions in client.ts come from the renamed router.
  await (await editorOf(page, 'client.ts')).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nclient.');
  const completions = page.getByRole('listbox');
  await expect(completions.getByRole('option', { name: 'bookByNumber' })).toBeVisible(CHECKED);
  await expect(completions.getByRole('option')).toHaveText(['addBook', 'bookByNumber']);
  expect(await cspViolations()).toEqual([]);
});

test('no accessibility violations in either mode; the keyboard moves between the tabs and enters and leaves an editor', async ({
  page,
}) => {
  await visit(page, '/playground');
  await expect(status(page)).toHaveText('No type errors.', READY);
  await stopTransitions(page);
  await expectNoViolationsInBothModes(page, '/playground');

  const serverTab = page.getByRole('tab', { name: 'server.ts' });
  const clientTab = page.getByRole('tab', { name: 'client.ts' });
  const editor = page.getByRole('tabpanel').locator('.cm-content');
  await page.getByRole('heading', { level: 1 }).click();
  for (let step = 0; step < 40 && !(await serverTab.evaluate((node) => node === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  // The chosen tab (server.ts, the first file) is the tab list's one stop; an arrow chooses client.ts.
  await expect(serverTab).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(clientTab).toBeFocused();
  await expect(clientTab).toHaveAttribute('aria-selected', 'true');
  // Then the file controls, then the chosen file's editor.
  for (let step = 0; step < 6 && !(await editor.evaluate((node) => node === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(editor).toBeFocused();
  await expect(editor).toContainText('createTRPCProxyClient');
  // Tab indents inside the editor; Escape, then Tab, moves on to Run.
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeFocused();
});

test('on a phone: a failed load can be retried, the files are read-only and Run works', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  let failures = 1;
  await page.route('**/assets/playground/types.*.json', (route) => (failures-- > 0 ? route.abort() : route.continue()));
  await visit(page, '/playground');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The playground could not load', READY);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(status(page)).toHaveText('No type errors.', READY);
  // The failed request was reported by the browser on purpose.
  consoleErrors.splice(0);

  await expect(await editorOf(page, 'server.ts')).toHaveAttribute('aria-readonly', 'true');
  await expect(page.getByText('On a narrow screen the files are read-only')).toBeVisible();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('log')).toContainText('The Dispossessed', CHECKED);
  expect(await widthOnPhone(page)).toBeLessThanOrEqual(PHONE_WIDTH);
});

test('the 10-second limit counts the run of the reader’s code, not the compiling and checks before it', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/playground');
  await expect(status(page)).toHaveText('No type errors.', READY);
  // The worker is busy for a while, as a first run's compiling keeps it in WebKit on a slow machine.
  const worker = page.workers().find((candidate) => candidate.url().includes('/assets/playground/'));
  expect(worker, "the playground's worker").toBeDefined();
  let settled = false;
  // 'stopped': the page stopped the worker, whose run had not started yet.
  const busy = worker
    ?.evaluate(() => {
      // Long enough that the clock below passes the limit while the worker is still busy, on a loaded machine too.
      const end = Date.now() + 6_000;
      while (Date.now() < end);
    })
    .then(
      () => 'finished',
      () => 'stopped',
    )
    .finally(() => (settled = true));
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  expect(settled, 'the worker still busy when Run is clicked').toBe(false);
  // The page's clock passes the limit while the run waits for the worker: no time of the reader's code.
  await page.clock.runFor(11_000);
  expect(settled, 'the worker still busy when the clock passed the limit').toBe(false);
  const output = page.getByRole('log');
  await expect(output).toContainText(/query bookById → \{|Stopped/, { timeout: 20_000 });
  await expect(output).not.toContainText('Stopped');
  expect(await busy).toBe('finished');
});
