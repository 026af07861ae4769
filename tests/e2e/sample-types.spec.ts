import type { Locator, Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { ONLY_IN_A_BUILD, testsDevServer } from './site';
import { runAxe, WCAG_TAGS } from './axe';

/** A sample with `// ^?` queries: the compiler's answers render under the queried lines. */
const QUERIES_PAGE = '/docs/server-side-calls';
const TEA = 'const tea: { sku: string; name: string; price: number } | null';
/** A sample with the `twoslash` meta: every identifier has a type popover. */
const HOVER_PAGE = '/docs/quickstart';
const BOOK = 'const book: { title: string; author: string; id: number; addedAt: string } | null';

/** An annotation (under a queried line), relative to the page or to a code block. */
const ANNOTATION = '[data-type-annotation]';
const annotations = (scope: Page | Locator) => scope.locator(ANNOTATION);
const trigger = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();
const tooltip = (page: Page) => page.getByRole('tooltip');

/** The text of a block's code lines, as a reader sees them (no annotations). */
const codeLines = (block: Locator) =>
  block.locator('[class*="token-line"]').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));

/**
 * WCAG 2.1 A and AA violations in the code block with the open popover, as readable lines. The
 * contrast of Prism's own token colours is the theme's (tests/e2e/a11y.spec.ts checks it on every
 * page); inside the popover, every rule counts.
 */
async function axeOpenPopover(page: Page): Promise<string[]> {
  const violations = await runAxe(
    page,
    { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] },
    '.theme-code-block:has([role="tooltip"]:not([hidden]))',
  );
  const lines: string[] = [];
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const selector = String(node.target[0]);
      const inPopover = await page.evaluate(
        (s) => Boolean(document.querySelector(s)?.closest('[role="tooltip"]')),
        selector,
      );
      if (violation.id === 'color-contrast' && !inPopover) continue;
      lines.push(`${violation.id}: ${selector}`);
    }
  }
  return lines;
}

/** Whether two boxes share any pixel. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('type annotations without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(testsDevServer, ONLY_IN_A_BUILD);

  test('are in the HTML, under the queried line, and the query lines are not', async ({ page }) => {
    await page.goto(QUERIES_PAGE);
    await expect(annotations(page).filter({ hasText: TEA })).toHaveCount(1);
    const block = page.locator('.theme-code-block', { has: page.locator(ANNOTATION, { hasText: TEA }) });
    const lines = await codeLines(block);
    expect(lines).toContain("const tea = await caller.product.bySku({ sku: 'tea-01' });");
    expect(lines).not.toContain('^?');
    // The annotation follows the line it answers, with the type's own highlighting.
    const previous = await annotations(page)
      .filter({ hasText: TEA })
      .evaluate((annotation) => annotation.previousElementSibling?.textContent);
    expect(previous).toContain('const tea = await');
    await page.goto('/');
    await expect(annotations(page).filter({ hasText: 'const entries: {' })).toHaveCount(1);
  });
});

test.describe('type annotations and popovers', () => {
  test('show the compiler types in both colour modes with Prism colours', async ({ page }) => {
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await visit(page, QUERIES_PAGE);
      const box = annotations(page).filter({ hasText: TEA });
      await expect(box).toBeVisible();
      // The `const` keyword of the annotation is coloured like the `const` keyword of the code.
      const block = page.locator('.theme-code-block', { has: page.locator(ANNOTATION, { hasText: TEA }) });
      const keywordColour = (scope: Locator) =>
        scope
          .locator('.token.keyword', { hasText: /^const$/ })
          .first()
          .evaluate((el) => getComputedStyle(el).color);
      expect(await keywordColour(box)).toBe(await keywordColour(block.locator('[class*="token-line"]')));
      const background = await block.locator('pre').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toBe(mode === 'light' ? 'rgb(246, 248, 250)' : 'rgb(40, 42, 54)');
    }
  });

  test('hovering an identifier shows its type below its line', async ({ page }) => {
    await visit(page, HOVER_PAGE);
    const book = trigger(page, 'book');
    await book.scrollIntoViewIfNeeded();
    await book.hover();
    await expect(tooltip(page)).toBeVisible();
    await expect(tooltip(page)).toHaveText(BOOK);
    // Never over the line being read.
    const line = book.locator('xpath=ancestor::*[contains(@class, "token-line")]');
    expect(overlaps((await line.boundingBox())!, (await tooltip(page).boundingBox())!)).toBe(false);
    // The pointer can move onto the popover without it closing; leaving both closes it.
    await tooltip(page).hover();
    await page.waitForTimeout(400);
    await expect(tooltip(page)).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tooltip(page)).toBeHidden();
  });

  test('is keyboard reachable, announced and dismissable, and axe clean while open', async ({ page }) => {
    test.slow(); // two axe runs
    await visit(page, HOVER_PAGE);
    const book = trigger(page, 'book');
    const block = page.locator('.theme-code-block', { has: book });
    // One tab stop for the block's identifiers: the first one, right after the scrollable code.
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    await expect(book).toBeFocused();
    await expect(tooltip(page)).toHaveText(BOOK);
    const id = await tooltip(page).getAttribute('id');
    await expect(book).toHaveAttribute('aria-describedby', id!);
    await expect(book).toHaveAccessibleDescription(BOOK);
    // Arrow keys move between identifiers.
    await page.keyboard.press('ArrowRight');
    await expect(book).not.toBeFocused();
    await expect(page.locator(':focus')).toHaveAttribute('aria-describedby', id!);
    await expect(tooltip(page)).not.toHaveText(BOOK);
    await page.keyboard.press('ArrowLeft');
    await expect(book).toBeFocused();
    // Escape closes, focus stays; Enter opens again.
    await page.keyboard.press('Escape');
    await expect(tooltip(page)).toBeHidden();
    await expect(book).toBeFocused();
    await expect(book).not.toHaveAttribute('aria-describedby');
    await page.keyboard.press('Enter');
    await expect(tooltip(page)).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await axeOpenPopover(page), `open popover in ${mode} mode`).toEqual([]);
    }
    // Tabbing on leaves the block: the other identifiers are not tab stops.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveAttribute('data-type-hover');
    await expect(tooltip(page)).toBeHidden();
  });

  test('a tap shows the type and a tap elsewhere hides it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await visit(page, HOVER_PAGE);
    const book = trigger(page, 'book');
    await book.scrollIntoViewIfNeeded();
    await book.tap();
    await expect(tooltip(page)).toHaveText(BOOK);
    await page.locator('article h1').tap();
    await expect(tooltip(page)).toBeHidden();
    await context.close();
  });

  test('the copy button copies the visible code only', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, HOVER_PAGE);
    const block = page.locator('.theme-code-block', { has: trigger(page, 'book') });
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await codeLines(block));
    expect(copied.startsWith('const book = await client.bookById.query(1);')).toBe(true);
    // No query lines, no annotations, no hidden setup.
    expect(copied).not.toMatch(/\^\?|const first: |---cut---|@filename|createTRPCProxyClient/);
  });
});
