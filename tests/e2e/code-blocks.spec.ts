import { test, expect, visit } from './fixtures';

/** Code blocks and tab sets once hydrated: the word-wrap button for code that overflows, the stored tab choice. */
const QUICKSTART = '/docs/quickstart';
const wordWrap = 'button[aria-label="Toggle word wrap"]';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('code that overflows gets a word-wrap button, which wraps it', async ({ page }) => {
    await visit(page, QUICKSTART);
    const blocks = page.locator('.theme-code-block:visible');
    const overflowing = await blocks.evaluateAll((elements) =>
      elements.map((block) => {
        const pre = block.querySelector('pre');
        return !!pre && pre.scrollWidth > pre.clientWidth;
      }),
    );
    expect(overflowing).toContain(true);
    for (const [index, overflows] of overflowing.entries()) {
      await expect(blocks.nth(index).locator(wordWrap)).toHaveCount(overflows ? 1 : 0);
    }

    const block = blocks.nth(overflowing.indexOf(true));
    await block.hover();
    await block.locator(wordWrap).click();
    await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
    await block.locator(wordWrap).click();
    await expect(block.locator('code')).toHaveCSS('white-space', 'pre');
  });

  test('a block in a hidden tab is measured when its tab is shown', async ({ page }) => {
    await visit(page, QUICKSTART);
    const tabSet = page.locator('.tabs-container').first();
    const tabs = tabSet.getByRole('tab');
    const count = await tabs.count();
    let checked = 0;
    for (let index = 1; index < count; index++) {
      await tabs.nth(index).click();
      const block = tabSet.locator('[role="tabpanel"]:not([hidden]) .theme-code-block').first();
      const overflows = await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
      await expect(block.locator(wordWrap)).toHaveCount(overflows ? 1 : 0);
      if (overflows) checked++;
    }
    expect(checked, 'a hidden tab with code wider than a phone').toBeGreaterThan(0);
  });
});

test('a chosen tab is kept across pages and reloads, in every tab set of its group', async ({ page }) => {
  await visit(page, QUICKSTART);
  const tabSets = page.locator('.tabs-container');
  expect(await tabSets.count()).toBeGreaterThan(1);
  await tabSets.first().getByRole('tab', { name: 'yarn' }).click();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('yarn');

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  for (const tabSet of await tabSets.all()) {
    await expect(tabSet.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabSet.locator('[role="tabpanel"]:not([hidden])')).toContainText('yarn');
  }
});
