import type { Page } from '@playwright/test';
import * as cheerio from 'cheerio';
import { test, expect, visit, waitForHydration } from './fixtures';
import { routesFromSitemap, TEMPLATE_ROUTES, testsDevServer } from './site';

/**
 * The site renders the same text in every reader's locale: a page rendered in the build's (English)
 * and re-rendered in the reader's fails to hydrate (React errors #418, #423, #425; the fixture fails on
 * them) and changes under the reader's eyes. Lithuanian is a good test: its alphabet sorts `y` right
 * after `i`, its numbers and dates are written otherwise. Sorts and formats must name their locale (or
 * do without one), as src/utils/longDate does for dates. The WebKit lane (tests/webkit) reads the site
 * in Lithuanian too.
 */
test.use({ locale: 'lt-LT' });

/**
 * One route of each template, loaded in full (hydration happens only on a full load): a sort or format in a
 * template's components fails on each of its routes. One in a page's own content fails only there: every route
 * of the sitemap is loaded in lt-LT by the WebKit lane (tests/webkit/routes.ts), which fails on a failed
 * hydration too. Loading them all here as well took about 200 s of this suite's time.
 */
const GROUPS = 2;

const routes = testsDevServer ? [] : routesFromSitemap();
test('each template route is in the sitemap', () => {
  test.skip(testsDevServer, 'the development server has no sitemap');
  expect(TEMPLATE_ROUTES.filter((route) => !routes.includes(route))).toEqual([]);
});

for (let group = 0; group < GROUPS; group++) {
  const mine = TEMPLATE_ROUTES.filter((_, index) => index % GROUPS === group);
  test(`a route of each template hydrates in lt-LT (${group + 1} of ${GROUPS}: ${mine.length} routes)`, async ({
    page,
    consoleErrors,
  }) => {
    test.skip(testsDevServer, 'the development server renders in the browser only: nothing to hydrate');
    for (const route of mine) {
      // Hydration does not wait for images.
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      expect(consoleErrors, `${route} in lt-LT`).toEqual([]);
    }
  });
}

const TAG_LINKS = 'main article li a';

/** The tags of the hydrated page, in the order shown. */
const tagOrder = (page: Page) =>
  page.locator(TAG_LINKS).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

test('the blog tags page keeps the build’s order in lt-LT, where `y` sorts before `r`', async ({ page, request }) => {
  test.skip(testsDevServer, 'the development server renders in the browser only: nothing to hydrate');
  const $ = cheerio.load(await (await request.get('/blog/tags')).text());
  const served = $(TAG_LINKS)
    .map((_, link) => $(link).attr('href'))
    .get();
  // Case-insensitive, as in English: tRPC before TypeScript.
  expect(served).toEqual(['/blog/tags/trpc', '/blog/tags/typescript']);
  await visit(page, '/blog/tags');
  expect(await tagOrder(page)).toEqual(served);
});
