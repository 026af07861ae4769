import type { Page } from '@playwright/test';
import { test, expect, visit, waitForHydration } from './fixtures';
import { COLD_ANSWER, ONLY_IN_A_BUILD, testsDevServer } from './site';

/** Drops the browser's own report of a failure this test provokes; anything else still fails the test. */
function expectProvoked(consoleErrors: string[], pattern: RegExp): void {
  expect(
    consoleErrors.some((error) => pattern.test(error)),
    `an error matching ${pattern}`,
  ).toBe(true);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !pattern.test(error)));
}

test.describe('browser storage that throws (read as empty, the site keeps working)', () => {
  // A docs page's test loads the page, switches the mode, closes the bar, switches a tab and searches
  // (the modal's code and index load on first use): on a busy machine that passed the default timeout.
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The user denied access to storage.', 'SecurityError');
        },
      });
    });
  });

  // One page of each template (the 9.x docs share the docs template).
  for (const route of ['/', '/docs/quickstart', '/blog/announcing-trpc-10', '/media']) {
    const docs = route.startsWith('/docs/');
    const also = docs ? '; its install tabs and the search modal work' : '';
    test(`${route} works, warns, and reads stored preferences as empty${also}`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await visit(page, route);
      await expect(page.locator('main').first()).toBeVisible();
      expect(warnings.some((warning) => /storage is not available/i.test(warning))).toBe(true);
      // Nothing stored: the default colour mode and an announcement bar that was never dismissed.
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
      // Preferences still work for the visit.
      await page
        .getByRole('button', { name: /dark and light mode/i })
        .first()
        .click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);
      if (docs) await expectTabsAndSearchWork(page);
    });
  }
});

/** Install tabs switch and the search modal finds pages. */
async function expectTabsAndSearchWork(page: Page): Promise<void> {
  const tabs = page.getByRole('tablist').first();
  await tabs.getByRole('tab', { name: 'yarn' }).click();
  await expect(tabs.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible(COLD_ANSWER);
  if (testsDevServer) return; // No search index there: it is built after bundling.
  await page.keyboard.type('router');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(COLD_ANSWER);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(testsDevServer, ONLY_IN_A_BUILD);

  const routes = ['/docs/quickstart', '/docs/router', '/docs/v9/quickstart', '/blog/announcing-trpc-10'];
  test(`${routes.join(', ')} read fully`, async ({ page }) => {
    for (const route of routes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      const article = page.locator('article').first();
      await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await article.locator('p').count(), route).toBeGreaterThan(2);
      // No text, code, table or image of the article is left hidden for scripts to reveal; only the
      // other options of an install-command tab group and closed <details> (which open natively) wait.
      const hidden = await article.locator('h2, h3, p, li, pre, table, img').evaluateAll((elements) =>
        elements
          .filter((element) => !element.closest('[role="tabpanel"][hidden], details:not([open])'))
          .filter((element) => element.getClientRects().length === 0)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(hidden, route).toEqual([]);
      // Navigation is plain links.
      await expect(page.getByRole('link', { name: 'Quickstart' }).first()).toHaveAttribute('href', /\/docs\//);
    }
  });
});

test.describe('every third-party host blocked', () => {
  test('pages, analytics and client-side navigation raise no error from our code', async ({ page }) => {
    // The fixture blocks every other host and fails the test on an error from our code.
    await visit(page, '/');
    // The gtag plugin adds its script to production builds only.
    expect(await page.evaluate(() => Array.isArray((window as Window & { dataLayer?: unknown[] }).dataLayer))).toBe(
      !testsDevServer,
    );
    await page.getByRole('link', { name: 'Quickstart', exact: true }).first().click();
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an embedded post keeps its text when the social widget cannot load', async ({ page }) => {
    await visit(page, '/');
    // A page with an embed, reached by client-side navigation: the widget script is requested and blocked.
    await page.evaluate(() => {
      const embed = document.createElement('blockquote');
      embed.className = 'twitter-tweet';
      embed.textContent = 'An embedded post';
      document.body.append(embed);
    });
    await page.getByRole('link', { name: 'Quickstart', exact: true }).first().click();
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
    await expect(page.locator('script[src*="platform.twitter.com"]')).toHaveCount(0);
    await expect(page.getByText('An embedded post')).toBeVisible();
  });
});

test.describe('a chunk that fails to load', () => {
  /** The JavaScript chunks a page loads. */
  async function chunksOf(page: Page, route: string): Promise<Set<string>> {
    const chunks = new Set<string>();
    const record = (url: string) => {
      if (/\/assets\/js\/.+\.js$/.test(new URL(url).pathname)) chunks.add(new URL(url).pathname);
    };
    page.on('request', (request) => record(request.url()));
    await page.goto(route, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    page.removeAllListeners('request');
    return chunks;
  }

  test('a failed navigation reloads the page; the error shows with a Retry button that recovers', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000); // Five page loads.
    // The development server's chunks are others, and a reload there brings no server HTML to read.
    test.skip(testsDevServer, ONLY_IN_A_BUILD);
    // Data-saver mode: no prefetching, so a chunk is fetched only when a page needs it.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    // The chunks only /docs/router needs: its content, not the docs layout it shares with /docs/context.
    const router = await chunksOf(page, '/docs/router');
    const context = await chunksOf(page, '/docs/context');
    const own = [...router].filter((chunk) => !context.has(chunk));
    expect(own.length).toBeGreaterThan(0);
    const title = await page.goto('/docs/router').then(() => page.locator('article h1').first().textContent());

    let failing = true;
    await page.route('**/assets/js/*.js', (route) =>
      failing && own.includes(new URL(route.request().url()).pathname) ? route.abort('failed') : route.fallback(),
    );
    await visit(page, '/docs/context');
    // A client-side navigation whose chunk fails reloads the page (Docusaurus's own recovery)...
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/router');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await reloaded;
    // ...where the server-rendered page stays readable and says what failed, with a Retry button.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/chunk/i);
    await expect(page.locator('article h1').first()).toHaveText(title ?? '');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForHydration(page);
    await expect(page.locator('article h1').first()).toHaveText(title ?? '');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The failed requests, as the browser reports them.
    expectProvoked(consoleErrors, /net::ERR_FAILED/);
  });
});

test.describe('a page that throws', () => {
  test('shows "This page crashed." with the message, and "Try again" recovers', async ({ page, consoleErrors }) => {
    // The first link in the article throws as the page hydrates: Docusaurus's Link watches each
    // internal link with an IntersectionObserver (to prefetch its page), made to fail once.
    await page.addInitScript(() => {
      let thrown = false;
      window.IntersectionObserver = class extends IntersectionObserver {
        observe(target: Element): void {
          if (!thrown && target.closest('article .markdown')) {
            thrown = true;
            throw new Error('Simulated failure while watching a link');
          }
          super.observe(target);
        }
      };
    });
    await page.goto('/docs/router');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText('Simulated failure while watching a link')).toBeVisible();
    // The development server also shows the error in an overlay above the page: close it.
    if (testsDevServer)
      await page.locator('#webpack-dev-server-client-overlay').evaluate((overlay) => overlay.remove());
    // The navbar stays usable around the crashed content.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    await expect(page.locator('article .markdown a[href^="/docs/"]').first()).toBeVisible();
    expectProvoked(consoleErrors, /Simulated failure while watching a link/);
  });
});
