import type { Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { CODE_BLOCK, setMode, stopTransitions, violations } from './axe';
import { codeTextNestings, testsDevServer } from './site';

/** Code blocks and tab sets once hydrated: the word-wrap button for code that overflows, the stored tab choice. */
const QUICKSTART = '/docs/quickstart';
const wordWrap = 'button[aria-label="Toggle word wrap"]';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('code blocks hydrate in place; code that overflows gets a word-wrap button, which wraps it', async ({
    page,
  }) => {
    // The code elements the server sent, those in tab sets included (the theme's Tabs would mount them
    // again once hydrated; src/components/Tabs does not).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const blocks = [...document.querySelectorAll('pre > code')];
        const inTabs = blocks.filter((code) => code.closest('[role=tabpanel]')).length;
        Object.assign(window, { serverCodeBlocks: blocks, serverCodeBlocksInTabs: inTabs });
      });
    });
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
    // The buttons show that the effects after hydration ran: the server's elements must still be the
    // page's. The theme's CodeBlock mounts every block again there; src/theme/CodeBlock does not.
    const kept = await page.evaluate(() => {
      const server = window as Window & { serverCodeBlocks?: Element[]; serverCodeBlocksInTabs?: number };
      const blocks = server.serverCodeBlocks ?? [];
      return {
        blocks: blocks.length,
        inTabs: server.serverCodeBlocksInTabs ?? 0,
        connected: blocks.filter((code) => code.isConnected).length,
      };
    });
    // The development server sends no page HTML: there is nothing to hydrate in place.
    if (!testsDevServer) {
      expect(kept.blocks).toBeGreaterThan(5);
      expect(kept.inTabs, 'code blocks in tab sets').toBeGreaterThan(2);
      expect(kept.connected, 'code blocks from the server still in the page once hydrated').toBe(kept.blocks);
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

test('at 1280 px the code of these pages fits the column: no block scrolls sideways, in a tab or a details block', async ({
  page,
}) => {
  // Pages whose install commands and samples ran past the column's right edge. Lines are wrapped in
  // the source (a `\` in shell commands), so a reader at a desktop width sees every line whole.
  for (const path of [
    '/docs/faq',
    QUICKSTART,
    '/docs/migrate-from-v9-to-v10',
    '/docs/starter-projects',
    '/docs/v9/nextjs',
  ]) {
    await visit(page, path);
    const wide = await page.evaluate(() => {
      for (const panel of document.querySelectorAll('[role=tabpanel][hidden]')) panel.removeAttribute('hidden');
      for (const details of document.querySelectorAll('main details')) (details as HTMLDetailsElement).open = true;
      return [...document.querySelectorAll('main pre')]
        .filter((pre) => pre.clientWidth > 0 && pre.scrollWidth > pre.clientWidth)
        .map((pre) => {
          const lines = (pre as HTMLElement).innerText.split('\n');
          const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
          return `by ${pre.scrollWidth - pre.clientWidth} px: ${longest.trim()}`;
        });
    });
    expect(wide, `${path}: code blocks wider than the column`).toEqual([]);
  }
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

test('every colour of code the build shows is legible, on plain and highlighted lines, in light and dark mode', async ({
  page,
}) => {
  // The route audits leave code blocks out of their colour rules (CODE_BLOCK in axe.ts). Here each way
  // the build's code blocks nest a text (tags and classes) is rebuilt in a copy of a real block, on a
  // plain and on a highlighted line, and the copy is audited once per mode.
  const nestings = codeTextNestings();
  const tokenClasses = new Set(nestings.map((nesting) => nesting.at(-1)?.className));
  for (const expected of ['token comment', 'token keyword', 'token string']) expect(tokenClasses).toContain(expected);
  await visit(page, QUICKSTART);
  await stopTransitions(page);
  await page.evaluate(
    ({ nestings: all, selector }) => {
      const pre = document.querySelector(`main ${selector}`);
      const container = pre?.closest('.theme-code-block');
      if (!pre || !container) throw new Error('no code block to copy');
      const copy = container.cloneNode(false) as HTMLElement;
      copy.id = 'code-colours';
      for (const nesting of all) {
        const onLine = nesting.some((element) => element.className.split(' ').includes('token-line'));
        for (const highlighted of onLine ? [false, true] : [false]) {
          const block = pre.cloneNode(false) as HTMLElement;
          let parent: HTMLElement = block;
          for (const { tag, className } of nesting) {
            const element = document.createElement(tag);
            element.className = className;
            if (highlighted && element.classList.contains('token-line')) {
              element.classList.add('theme-code-block-highlighted-line');
            }
            parent.append(element);
            parent = element;
          }
          parent.append(nesting.map((element) => element.className).join(' / '));
          copy.append(block);
        }
      }
      document.querySelector('main')?.append(copy);
    },
    { nestings, selector: CODE_BLOCK },
  );
  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    expect(await violations(page, { coloursOnly: true, within: '#code-colours' }), `${mode} mode`).toEqual([]);
  }
});

/**
 * The first `localeCompare` builds the browser's collator, a long task on a phone: code blocks must not
 * call it (src/utils/useCodeWordWrap.ts), and on a narrow docs page the docs sidebar, which calls it when
 * it fills the menu, must wait for the menu to open (src/theme/DocSidebar).
 */
test.describe('the collator', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const calls: boolean[] = [];
      const compare = Object.getOwnPropertyDescriptor(String.prototype, 'localeCompare')?.value as (
        this: string,
        ...args: Parameters<string['localeCompare']>
      ) => number;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<string['localeCompare']>) {
        // Docusaurus's client entry sets it when it starts hydrating (hydrateRoot).
        calls.push('docusaurusRoot' in window);
        return compare.apply(this, args);
      };
      Object.assign(window, { collatorCalls: calls });
    });
  });
  const calls = (page: Page) => page.evaluate(() => (window as Window & { collatorCalls?: boolean[] }).collatorCalls);

  test('is not built by pages with code blocks', async ({ page }) => {
    for (const path of ['/', QUICKSTART, '/blog/announcing-trpc-10']) {
      await visit(page, path);
      await expect(page.locator('.theme-code-block').first()).toBeVisible();
      expect(await calls(page), path).toEqual([]);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('a docs page builds it when the menu first opens, not on load', async ({ page }) => {
      await visit(page, QUICKSTART);
      // Hydrated, and the effects after it ran: the code blocks' buttons are mounted.
      await expect(page.locator(wordWrap).first()).toBeAttached();
      expect(await calls(page)).toEqual([]);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      // The menu opens on the docs sidebar (the theme's secondary menu), filled in as it opens.
      const docsSidebar = page.locator('.navbar-sidebar .theme-doc-sidebar-menu');
      await expect(docsSidebar.getByRole('link', { name: 'Quickstart', exact: true })).toBeVisible();
      expect((await calls(page))?.length).toBeGreaterThan(0);
    });
  });
});
