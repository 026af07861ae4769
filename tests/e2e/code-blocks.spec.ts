import { test, expect, visit } from './fixtures';

/**
 * Code blocks and tab sets after hydration: React takes over the server's HTML in place (the
 * theme used to rebuild every block and tab set once hydrated), and what the theme did on the
 * rebuild still happens: the word-wrap button for code that overflows, the stored tab choice.
 */
const QUICKSTART = '/docs/quickstart';
const wordWrap = 'button[aria-label="Toggle word wrap"]';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('hydration keeps the code blocks and tab sets the server rendered', async ({ page }) => {
    // Records every code block or tab set taken out of the page while it starts.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedBlocks: string[] }).removedBlocks = removed;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.removedNodes) {
            if (!(node instanceof Element)) continue;
            const blocks = [node, ...node.querySelectorAll('*')].filter((element) =>
              element.matches('.theme-code-block, .tabs-container'),
            );
            removed.push(...blocks.map((block) => block.className));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await visit(page, QUICKSTART);
    await expect(page.locator(wordWrap).first()).toBeVisible();
    expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(5);
    expect(await page.locator('.tabs-container').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { removedBlocks: string[] }).removedBlocks)).toEqual([]);
  });

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

test('the page template stays out of the JavaScript every page loads', async ({ page, request }) => {
  await visit(page, '/');
  const main = await page.locator('link[rel="preload"][href*="/main."]').getAttribute('href');
  const source = await (await request.get(main ?? '')).text();
  expect(source.includes('"tRPC"'), 'the site config is in the main bundle').toBe(true);
  expect(source.includes('<!DOCTYPE html>'), 'the page template is in the main bundle').toBe(false);
});
