import type { Page } from '@playwright/test';
import { siteEnv } from '../../src/siteEnv';
import { test, expect, visit } from './fixtures';
import { setMode, stopTransitions, violations } from './axe';
import { ONLY_IN_A_BUILD, recordRequests, testsDevServer } from './site';

/**
 * The Copy page split button of docs pages and posts (src/plugins/llms/client/CopyPage): it copies the
 * page's Markdown twin, its menu links to the twin and to chat services, it works with the
 * keyboard, passes axe while open, fits a phone, and loads the menu's code only when used.
 */
const { siteUrl } = siteEnv(process.env);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Each test loads a docs page and hydrates it, which takes seconds on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy page' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'More ways to use this page' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Copy page' });

for (const path of ['/docs/quickstart', '/docs/v9/router', '/blog/announcing-trpc-10']) {
  test(`${path}: Copy page puts the page's Markdown twin on the clipboard and says so; the head links to the twin`, async ({
    page,
    request,
  }) => {
    test.skip(testsDevServer, ONLY_IN_A_BUILD); // The twins are written after bundling.
    await visit(page, path);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      `${siteUrl}${path}.md`,
    );
    await copyButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: /^Copied$/ })).toBeVisible();
    const twin = await (await request.get(`${path}.md`)).text();
    expect(twin).toMatch(/^# .+\n/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });
}

test('a twin answered with a page (a host’s fallback, or the development server) is not copied', async ({ page }) => {
  await page.route('**/docs/quickstart.md', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>tRPC</title>' }),
  );
  await visit(page, '/docs/quickstart');
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await copyButton(page).click();
  await expect(page.getByRole('status')).toHaveText('Copy failed');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
});

test('a list of posts has no Copy page button and no link to a twin', async ({ page }) => {
  await visit(page, '/blog');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(copyButton(page)).toHaveCount(0);
  await expect(page.locator('link[type="text/markdown"]')).toHaveCount(0);
});

test('offline, Copy page still copies the twin the browser fetched before', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  test.skip(testsDevServer, ONLY_IN_A_BUILD); // The twins are written after bundling.
  await visit(page, '/docs/quickstart');
  await copyButton(page).click();
  await expect(page.getByRole('status')).toHaveText('Copied');
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await context.setOffline(true);
  await copyButton(page).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  // The status clears itself 3 s after the click: check it before anything slow.
  await expect(page.getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await context.setOffline(false);
  expect(copied).toBe(await (await request.get('/docs/quickstart.md')).text());
  // Route prefetches still under way as the network went (a busy machine is slow to finish them)
  // fail, and the browser logs each: that is what going offline does. Nothing else may be logged.
  const offlineLoads = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;
  expect(consoleErrors.filter((error) => !offlineLoads.test(error))).toEqual([]);
  consoleErrors.length = 0;
});

test('the menu links to the twin and prefills the chat services with its address, loading nothing from them', async ({
  page,
}) => {
  const requested = recordRequests(page);
  await visit(page, '/docs/quickstart');
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  const twinUrl = `${siteUrl}/docs/quickstart.md`;
  await expect(page.getByRole('menuitem', { name: 'View as Markdown' })).toHaveAttribute('href', '/docs/quickstart.md');
  for (const [name, service] of [
    ['Open in ChatGPT', 'https://chatgpt.com/?q='],
    ['Open in Claude', 'https://claude.ai/new?q='],
  ] as const) {
    const href = (await page.getByRole('menuitem', { name }).getAttribute('href')) ?? '';
    expect(href.startsWith(service), href).toBe(true);
    expect(decodeURIComponent(href.slice(service.length))).toContain(twinUrl);
  }
  expect(requested.filter((url) => /chatgpt\.com|claude\.ai|openai\.com|anthropic\.com/.test(url))).toEqual([]);
});

test('the menu works with the keyboard: arrows move, Escape closes and returns focus, Tab leaves', async ({ page }) => {
  await visit(page, '/docs/quickstart');
  const toggle = menuButton(page);
  await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const item = (name: string) => page.getByRole('menuitem', { name });
  await expect(item('View as Markdown')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Open in ChatGPT')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item('Open in Claude')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('View as Markdown')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Open in Claude')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(item('View as Markdown')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu(page)).toBeHidden();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')))).toBe(false);
});

test('axe finds no violation with the menu open, in light and dark mode', async ({ page }) => {
  test.setTimeout(90_000); // axe takes seconds on a page with long code samples.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/docs/quickstart');
  await stopTransitions(page);
  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    await menuButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'Open in Claude' })).toBeVisible();
    expect(await violations(page, { coloursOnly: mode === 'dark' }), `${mode} mode`).toEqual([]);
    await page.keyboard.press('Escape');
  }
});

test('on a 375 px phone the button fits beside the content, icons only, without horizontal scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await visit(page, '/docs/quickstart');
  const copy = await copyButton(page).boundingBox();
  const more = await menuButton(page).boundingBox();
  expect(copy?.width ?? Infinity, 'the Copy page button shows its icon only').toBeLessThan(60);
  expect((more?.x ?? Infinity) + (more?.width ?? 0)).toBeLessThanOrEqual(375);
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the menu’s code loads on first use, not with the page', async ({ page }) => {
  // The development server's scripts carry their modules' sources (source maps), the menu's too.
  test.skip(testsDevServer, 'the development server bundles differently');
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await visit(page, '/docs/quickstart');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((script) => script.includes('Open in Claude'))).toBe(false);
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  // The patterns find the menu's code once it has loaded (else the first check could never fail).
  await expect.poll(() => scripts.some((script) => script.includes('Open in Claude'))).toBe(true);
});
