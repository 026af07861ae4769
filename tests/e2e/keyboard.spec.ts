import type { Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { stopTransitions } from './axe';
import { COLD_ANSWER, PHONE_WIDTH, testsDevServer } from './site';

type Focusable = { key: string; label: string; focusVisible: boolean };

type KeyedWindow = Window & { elementKey: (element: Element) => string; focusLanded: Focusable[] };

/** Where an element sits in the document: the same key for the same element, in the walk and in the list. */
function elementKey(element: Element): string {
  const path: string[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    path.unshift(`${node.tagName}:${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`);
  }
  return path.join('/');
}

/** Puts elementKey into the page (an evaluated expression: the site's CSP forbids eval in its own scripts). */
async function definePageHelpers(page: Page): Promise<void> {
  await page.evaluate(`window.elementKey = ${elementKey.toString()}`);
}

/**
 * Records, in the page, each element that gains the focus: its key, a label for messages, and whether
 * its focus shows (read as it lands, so the keys can be pressed without a look between them).
 */
async function recordFocus(page: Page): Promise<() => Promise<Focusable[]>> {
  await definePageHelpers(page);
  await page.evaluate(() => {
    const keyed = window as unknown as KeyedWindow;
    const landed: Focusable[] = [];
    keyed.focusLanded = landed;
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none';
      const label = (element.getAttribute('aria-label') ?? element.innerText ?? '').trim().slice(0, 40);
      landed.push({
        key: keyed.elementKey(element),
        label: `<${element.tagName.toLowerCase()}> ${label}`,
        focusVisible: outline || ring,
      });
    });
  });
  return () => page.evaluate(() => (window as unknown as KeyedWindow).focusLanded);
}

/** The controls a keyboard user must be able to reach: visible, enabled, in the tab order. */
async function tabbableControls(page: Page): Promise<string[]> {
  await definePageHelpers(page);
  return page.evaluate(() => {
    const keyed = window as unknown as KeyedWindow;
    const selector = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
      .filter((element) => getComputedStyle(element).visibility !== 'hidden' && !element.closest('[inert]'))
      .map((element) => keyed.elementKey(element));
  });
}

// One page of each template; the 9.x docs share the docs template.
for (const route of ['/', '/docs/quickstart', '/blog/announcing-trpc-10', '/media']) {
  test(`${route}: Tab reaches every control, each with a visible focus`, async ({ page }) => {
    // A docs page has a couple of hundred controls, each a key press.
    test.setTimeout(90_000);
    await visit(page, route);
    await stopTransitions(page); // A focus ring caught mid-transition would read as none.
    // The code blocks' buttons mount in a transition after hydration (src/components/CodeBlockLayout):
    // listed before they are there, the list would be short of them, and the Tabs too few to go round.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('.theme-code-block')].every((block) => block.querySelector('button')),
        ),
      )
      .toBe(true);
    const controls = await tabbableControls(page);
    expect(controls.length).toBeGreaterThan(5);
    const landed = await recordFocus(page);
    for (let step = 0; step < controls.length + 5; step++) await page.keyboard.press('Tab');
    const reached = new Set<string>();
    const invisible: string[] = [];
    for (const current of await landed()) {
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

test('a Markdown table that scrolls sideways takes the focus from the HTML on, and arrow keys scroll it', async ({
  page,
  request,
}) => {
  // In the HTML the build writes (src/remark/rehypeFocusableTables), not added by a script (the
  // development server sends no page HTML: there the table is rendered in the browser only).
  if (!testsDevServer) {
    const html = await (await request.get('/docs/router')).text();
    expect(html).toMatch(/<table tabindex="?0"?[ >]/);
  }
  await page.setViewportSize({ width: PHONE_WIDTH, height: 740 });
  await visit(page, '/docs/router');
  const table = page.locator('article table').first();
  const scrollLeft = () => table.evaluate((element) => element.scrollLeft);
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth), 'the table scrolls').toBe(true);
  await table.focus();
  await expect(table).toBeFocused();
  expect(await scrollLeft()).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(scrollLeft).toBeGreaterThan(0);
});

test('on a phone, a Markdown table keeps columns of a few words and shows a shadow where it scrolls on', async ({
  page,
}) => {
  // Pages whose tables left a column under 100 px (a word or two per line) at 375 px. The cue is the
  // table's own background (src/css/custom.css): covers that move with the content over shadows that
  // stay at the box's edges, so a shadow shows only at an edge the table continues past.
  await page.setViewportSize({ width: PHONE_WIDTH, height: 740 });
  for (const path of ['/docs/quickstart', '/docs/links/loggerLink', '/docs/v9/error-formatting']) {
    await visit(page, path);
    const tables = page.locator('article .markdown table');
    const found = await tables.evaluateAll((elements) =>
      elements.map((table) => ({
        scrolls: table.scrollWidth > table.clientWidth,
        attachments: getComputedStyle(table).backgroundAttachment,
        narrow: [...table.querySelectorAll('th, td')]
          .map((cell) => ({ width: cell.getBoundingClientRect().width, text: cell.textContent?.slice(0, 30) }))
          .filter((cell) => cell.width < 127)
          .map((cell) => `${Math.round(cell.width)} px: ${cell.text}`),
      })),
    );
    expect(found.length, path).toBeGreaterThan(0);
    expect(
      found.flatMap((table) => table.narrow),
      `${path}: cells narrower than 8rem`,
    ).toEqual([]);
    for (const table of found.filter((candidate) => candidate.scrolls)) {
      expect(table.attachments, `${path}: the scroll cue's layers`).toBe('local, local, scroll, scroll');
    }
    expect(
      found.some((table) => table.scrolls),
      `${path}: a table that scrolls`,
    ).toBe(true);
  }
});

test('the search modal traps focus and gives it back', async ({ page }) => {
  test.skip(testsDevServer, 'the development server has no search index (it is built after bundling)');
  test.setTimeout(60_000); // Forty-five key presses, each awaited.
  await visit(page, '/docs/quickstart');
  const button = page.getByRole('button', { name: /search/i }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal).toBeVisible();
  await expect(page.getByRole('searchbox').or(page.locator('.DocSearch-Input'))).toBeFocused();
  await page.keyboard.type('router');
  await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible(COLD_ANSWER);
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
