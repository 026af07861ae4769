// @ts-check
/**
 * `npm run screenshots`: pictures of every template of the built site, to look at as a reader
 * would (not a test: nothing is compared). Serves `build/` as `npm run serve` does and writes
 * `test-results/screenshots/<shot>-<width>-<mode>.png` at 375, 768 and 1280 px, light and dark.
 *   npm run screenshots                       every shot
 *   npm run screenshots -- search-modal 404   only the shots whose name contains one of the words
 * PORT picks the port (3240 by default); the build must exist (`npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveBuild } from './serve-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'test-results/screenshots');
const PORT = Number(process.env.PORT ?? 3240);
const WIDTHS = [375, 768, 1280];
const MODES = /** @type {const} */ (['light', 'dark']);
/** Long pages are cut here: the top of a page shows its template; the rest is more of the same. */
const MAX_HEIGHT = 2400;
/** Below this width the navbar collapses into the mobile sidebar (the theme's 996 px mobile breakpoint). */
const DESKTOP_MIN_WIDTH = 997;

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {{ name: string, route: string, fullPage?: boolean, mobileOnly?: boolean, act?: (page: Page) => Promise<void> }} Shot
 */

/** @type {Shot[]} */
const SHOTS = [
  { name: 'landing', route: '/', fullPage: true },
  { name: 'media', route: '/media', fullPage: true },
  { name: 'docs-page', route: '/docs/quickstart', fullPage: true },
  { name: 'docs-table', route: '/docs/awesome-trpc', fullPage: true },
  { name: 'docs-category-index', route: '/docs/server', fullPage: true },
  { name: 'docs-9x', route: '/docs/v9/router', fullPage: true },
  { name: 'blog-list', route: '/blog', fullPage: true },
  { name: 'blog-post', route: '/blog/announcing-trpc-10', fullPage: true },
  { name: 'blog-archive', route: '/blog/archive', fullPage: true },
  { name: 'blog-tags', route: '/blog/tags', fullPage: true },
  { name: 'blog-tag', route: '/blog/tags/trpc', fullPage: true },
  {
    name: 'search-page',
    route: '/search?q=router',
    fullPage: true,
    act: async (page) => {
      await page.locator('article').first().waitFor();
    },
  },
  {
    name: 'copy-page-menu',
    route: '/docs/quickstart',
    act: async (page) => {
      await page.getByRole('button', { name: 'More ways to use this page' }).click();
      await page.getByRole('menuitem', { name: 'Open in Claude' }).waitFor();
    },
  },
  { name: '404', route: '/this-page-does-not-exist', fullPage: true },
  {
    // The playground with a type error in client.ts, its hover, and the output of a run.
    name: 'playground',
    route: '/playground',
    fullPage: true,
    act: async (page) => {
      const ready = page.locator('[data-playground-ready]');
      await ready.waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await page.getByRole('log').getByText('The Dispossessed', { exact: true }).waitFor({ timeout: 30_000 });
      if ((page.viewportSize()?.width ?? 0) > 600) {
        await page.getByRole('tab', { name: 'server.ts' }).click();
        await page.getByRole('tabpanel').locator('.cm-content').getByText('bookById', { exact: true }).dblclick();
        await page.keyboard.type('bookByNumber');
        await page.keyboard.press('Escape');
        await ready.getByText('does not exist').waitFor({ timeout: 30_000 });
        await page.getByRole('tab', { name: 'client.ts' }).click();
        await page.getByRole('tabpanel').locator('.cm-content').getByText('createTRPCProxyClient').first().hover();
        await page.locator('.cm-tooltip-hover').waitFor({ timeout: 30_000 });
      }
    },
  },
  {
    name: 'search-modal',
    route: '/docs/quickstart',
    act: async (page) => {
      await page
        .getByRole('button', { name: /search/i })
        .first()
        .click();
      await page.locator('.DocSearch-Input').fill('router');
      await page.locator('.DocSearch-Hit').first().waitFor();
    },
  },
  {
    name: 'mobile-sidebar',
    route: '/docs/quickstart',
    mobileOnly: true,
    act: async (page) => {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.locator('.navbar-sidebar__items').waitFor();
    },
  },
  {
    name: 'mobile-sidebar-main-menu',
    route: '/docs/quickstart',
    mobileOnly: true,
    act: async (page) => {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.getByRole('button', { name: /back to main menu/i }).click();
    },
  },
  {
    // Keyboard focus on the announcement bar's close button: its ring and icon.
    name: 'focus-announcement-close',
    route: '/docs/quickstart',
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
    },
  },
];

const only = process.argv.slice(2);
const shots = SHOTS.filter((shot) => only.length === 0 || only.some((word) => shot.name.includes(word)));

fs.mkdirSync(outDir, { recursive: true });
const server = await serveBuild({ port: PORT });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let written = 0;
try {
  for (const width of WIDTHS) {
    for (const mode of MODES) {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        reducedMotion: 'reduce',
        colorScheme: mode,
      });
      // Only the site itself: third-party scripts would make the pictures wait on the network.
      await context.route('**/*', (route) =>
        new URL(route.request().url()).origin === server.origin || route.request().url().startsWith('data:')
          ? route.continue()
          : route.abort('blockedbyclient'),
      );
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const page = await context.newPage();
      for (const shot of shots) {
        if (shot.mobileOnly && width >= DESKTOP_MIN_WIDTH) continue;
        await page.goto(server.origin + shot.route);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        await page.evaluate(() => document.fonts.ready);
        await shot.act?.(page);
        const file = path.join(outDir, `${shot.name}-${width}-${mode}.png`);
        if (shot.fullPage) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          // A page wider than the viewport is shown whole, so the overflow shows in the picture.
          await page.screenshot({
            path: file,
            fullPage: true,
            clip: { x: 0, y: 0, width: Math.max(width, pageWidth), height: Math.min(height, MAX_HEIGHT) },
          });
        } else {
          await page.screenshot({ path: file });
        }
        written++;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`${written} screenshots in ${path.relative(root, outDir)}/`);
