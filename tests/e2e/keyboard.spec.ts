import type { Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';

type Focusable = { key: string; label: string; focusVisible: boolean };

/** Describes the focused element: a stable key, a label for messages, and whether its focus shows. */
async function focused(page: Page): Promise<Focusable | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const path: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      path.unshift(`${node.tagName}:${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`);
    }
    const label = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().slice(0, 40);
    return { key: path.join('/'), label: `<${element.tagName.toLowerCase()}> ${label}`, focusVisible: outline || ring };
  });
}

/** The controls a keyboard user must be able to reach: visible, enabled, in the tab order. */
async function tabbableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
      .filter((element) => getComputedStyle(element).visibility !== 'hidden' && !element.closest('[inert]'))
      .map((element) => {
        const path: string[] = [];
        for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
          path.unshift(`${node.tagName}:${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`);
        }
        return path.join('/');
      });
  });
}

for (const route of ['/', '/docs/quickstart', '/docs/v9/quickstart', '/blog/announcing-trpc-10', '/media']) {
  test(`${route}: Tab reaches every control, each with a visible focus`, async ({ page }) => {
    // A docs page has a couple of hundred controls, each a key press and a look at the focus.
    test.setTimeout(120_000);
    await visit(page, route);
    const controls = await tabbableControls(page);
    expect(controls.length).toBeGreaterThan(5);
    const reached = new Set<string>();
    const invisible: string[] = [];
    for (let step = 0; step < controls.length + 5; step++) {
      await page.keyboard.press('Tab');
      const current = await focused(page);
      if (!current) continue;
      if (reached.has(current.key)) break;
      reached.add(current.key);
      if (!current.focusVisible) invisible.push(current.label);
    }
    expect(
      controls.filter((control) => !reached.has(control)),
      'controls Tab never reaches',
    ).toEqual([]);
    expect(invisible, 'focused without a visible indicator').toEqual([]);
  });
}

test('the skip link takes the keyboard past the navigation to the main content', async ({ page }) => {
  await visit(page, '/docs/quickstart');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => ({
    inMain: Boolean(document.activeElement?.closest('main')),
    inNavigation: Boolean(document.activeElement?.closest('.navbar, .theme-doc-sidebar-container')),
  }));
  expect(next).toEqual({ inMain: true, inNavigation: false });
});

test('the search modal traps focus and gives it back', async ({ page }) => {
  test.setTimeout(60_000); // Forty-five key presses, each awaited.
  await visit(page, '/docs/quickstart');
  const button = page.getByRole('button', { name: /search/i }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal).toBeVisible();
  await expect(page.getByRole('searchbox').or(page.locator('.DocSearch-Input'))).toBeFocused();
  await page.keyboard.type('router');
  await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible();
  // Thirty Tabs and fifteen Shift+Tabs (more than the modal has controls): focus never leaves it.
  // The page records every element that gains focus, so the keys go in without a check between.
  await page.evaluate(() => {
    const landed: string[] = [];
    (window as unknown as { focusLanded: string[] }).focusLanded = landed;
    document.addEventListener('focusin', (event) => {
      const target = event.target as Element;
      landed.push(target.closest('.DocSearch-Container') ? 'inside' : target.outerHTML.slice(0, 80));
    });
  });
  for (const key of [...Array<string>(30).fill('Tab'), ...Array<string>(15).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
  }
  const landed = await page.evaluate(() => (window as unknown as { focusLanded: string[] }).focusLanded);
  expect(landed.length, 'every key moved the focus').toBe(45);
  expect(
    landed.filter((where) => where !== 'inside'),
    'focus outside the modal',
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the search modal opens with Ctrl+K and "/" and its results open with Enter', async ({ page }) => {
  await visit(page, '/docs/quickstart');
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // DocSearch leaves "/" to a focused button (where Escape put the focus): press it on the page.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.type('router');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/docs\/quickstart$/);
});

test('install tabs work with arrow keys and Enter', async ({ page }) => {
  await visit(page, '/docs/quickstart');
  const tabs = page.getByRole('tablist').first();
  await tabs.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('ArrowRight');
  const next = tabs.getByRole('tab', { name: 'yarn' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-selected', 'true');
  const panel = page.locator('.tabs-container').first().locator('[role="tabpanel"]:not([hidden])');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('yarn');
});

test('the colour mode toggle and the announcement bar work from the keyboard', async ({ page }) => {
  await visit(page, '/');
  await page
    .getByRole('button', { name: /dark and light mode/i })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);
});

test('the version dropdown opens and is used from the keyboard', async ({ page }) => {
  await visit(page, '/docs/quickstart');
  const dropdown = page.locator('.navbar__item.dropdown').filter({ hasText: '10.x' }).first();
  const button = dropdown.getByRole('button', { name: '10.x' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const item = dropdown.getByRole('link', { name: '9.x' });
  await expect(item).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/v9\/quickstart$/);
});

test.describe('mobile sidebar', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('takes the focus when it opens, is walked with Tab, and gives the focus back', async ({ page }) => {
    await visit(page, '/docs/quickstart');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close navigation bar' });
    await expect(close).toBeFocused();
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
      expect(inside, 'Tab moves through the open sidebar').toBe(true);
    }
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});
