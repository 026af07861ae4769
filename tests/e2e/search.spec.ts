import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import {
  buildDir,
  COLD_ANSWER,
  ONLY_IN_A_BUILD,
  PHONE_WIDTH,
  recordRequests,
  testsDevServer,
  testsLocalBuild,
  widthOnPhone,
} from './site';
import { expectNoViolationsInBothModes, stopTransitions, violations } from './axe';
import { htmlcsErrors } from './htmlcs';

/** The build under test was made with the Algolia variables (Algolia mode) or without (local index). */
const algoliaAppId = process.env.ALGOLIA_APP_ID;

const INDEX_REQUEST = /\/search\/[^/]+\.json$/;

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => modal(page).locator('.DocSearch-Input');
/** Each hit: a link that is itself the option of the results listbox. */
const hitLinks = (page: Page) => modal(page).getByRole('option');
/** A cold index: the index file (not the manifest) answers this late, as on a slow phone's first open. */
const COLD_INDEX_MS = 2_500;

/** Serves the index file of each docs version late from now on. */
async function coldIndex(page: Page, delay = COLD_INDEX_MS): Promise<void> {
  await page.route(/\/search\/[^/]+\.[0-9a-f]{10}\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });
}

/** Index files the page requests from now on. */
function indexRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (INDEX_REQUEST.test(request.url())) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

async function openWithShortcut(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
}

/** Enters a query at once (one input event, one search). */
async function typeQuery(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
}

/** Types like a reader, one key at a time, so each keystroke searches. */
async function typeKeys(page: Page, query: string): Promise<void> {
  await searchInput(page).pressSequentially(query);
}

async function hitPaths(page: Page): Promise<string[]> {
  return hitLinks(page).evaluateAll((hits) =>
    hits.map((hit) => new URL(hit.getAttribute('href') ?? '', location.href).pathname),
  );
}

test.describe('search, local index', () => {
  test.skip(Boolean(algoliaAppId), 'the build under test uses Algolia');
  test.skip(testsDevServer, ONLY_IN_A_BUILD);

  test('opens with the button, Ctrl+K and "/", and closes with Escape', async ({ page }) => {
    await visit(page, '/docs/quickstart');
    await page.locator('.DocSearch-Button').click();
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
    // "/" opens it while a button has focus too (SearchModal/openOnSlash.ts), here the search button itself.
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    await page.locator('main h1').click();
    await openWithShortcut(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');
  });

  test('keys typed at once after Ctrl+K or a click on the button reach the search box while the modal loads', async ({
    page,
  }) => {
    test.slow();
    /** A cold page on a slow network: the modal's code (the scripts and styles asked for from now on) comes late. */
    const slowModalCode = () =>
      page.route(/\.(js|css)(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
    await visit(page, '/docs/quickstart');
    await slowModalCode();
    await page.locator('main h1').click();
    // No delay between the keys, nor after the shortcut.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('websoket');
    await expect(searchInput(page)).toBeFocused(COLD_ANSWER);
    await expect(searchInput(page)).toHaveValue('websoket');
    await expect(hitLinks(page).first()).toBeVisible(COLD_ANSWER);

    // Typed on the focused button, DocSearch opens the modal with the first key; Backspace counts too.
    await page.unrouteAll({ behavior: 'wait' });
    await visit(page, '/docs/v9/quickstart');
    await slowModalCode();
    await page.locator('.DocSearch-Button').click();
    await page.keyboard.type('wslinx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('k');
    await expect(searchInput(page)).toBeFocused(COLD_ANSWER);
    await expect(searchInput(page)).toHaveValue('wslink');
  });

  test('the button is named by what it shows: "Search" and its key caps, and "Search" alone as an icon on a phone', async ({
    page,
  }) => {
    await visit(page, '/docs/quickstart');
    const button = page.locator('.DocSearch-Button');
    await expect(button.locator('kbd')).toHaveCount(2);
    await expect(button).toHaveAccessibleName('Search Ctrl K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(button.locator('.DocSearch-Button-Placeholder')).not.toBeInViewport();
    await expect(button).toHaveAccessibleName('Search');
    await button.click();
    await expect(searchInput(page)).toBeFocused();
  });

  test('each hit is a link that is its option: clicked it opens its page; with Ctrl or the middle button, a new tab', async ({
    page,
    context,
  }) => {
    await visit(page, '/docs/quickstart');
    await openWithShortcut(page);
    await typeQuery(page, 'httpBatchLink');
    const first = hitLinks(page).first();
    await expect(first).toHaveAttribute('href', '/docs/links/httpBatchLink', COLD_ANSWER);
    // Every option is an <a href> (so the browser's link menu, copy link and URL preview work), and
    // nothing else in the list is an option.
    const options = await modal(page)
      .locator('.DocSearch-Hits [role="option"], .DocSearch-Hit')
      .evaluateAll((elements) =>
        elements.map((element) => `${element.tagName} ${element.getAttribute('role')} ${element.hasAttribute('href')}`),
      );
    expect(options.length).toBeGreaterThan(2);
    expect(new Set(options)).toEqual(new Set(['LI none false', 'A option true']));
    for (const how of [{ modifiers: ['Control' as const] }, { button: 'middle' as const }]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), first.click(how)]);
      await expect(tab).toHaveURL(/\/docs\/links\/httpBatchLink$/);
      await tab.close();
      await expect(modal(page)).toBeVisible();
    }
    await first.click();
    await expect(page).toHaveURL(/\/docs\/links\/httpBatchLink$/);
    await expect(page.locator('h1')).toHaveText('HTTP Batch Link');
    await expect(modal(page)).toHaveCount(0);
  });

  test('loads its code and index lazily (one index file on first open) and carries nothing of Algolia', async ({
    page,
  }) => {
    const requested = recordRequests(page);
    await visit(page, '/docs/quickstart');
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => /docsearch|\/search\//i.test(url))).toEqual([]);
    const index = indexRequests(page);

    await openWithShortcut(page);
    await expect.poll(() => index.length).toBe(2);
    expect(index[0]).toBe('/search/manifest.json');
    expect(index[1]).toMatch(/^\/search\/en-current\.[0-9a-f]{10}\.json$/);
    await typeQuery(page, 'router');
    await expect(hitLinks(page).first()).toBeVisible(COLD_ANSWER);
    await page.keyboard.press('Escape');
    await openWithShortcut(page);
    await typeQuery(page, 'context');
    await expect(hitLinks(page).first()).toBeVisible();
    expect(index).toHaveLength(2);
    // No Algolia branding in the modal or on the search page, and no request to Algolia.
    await expect(modal(page).getByText(/Powered by|Search by/)).toBeHidden();
    await expect(modal(page).getByRole('link', { name: /algolia/i })).toHaveCount(0);
    await visit(page, '/search?q=router');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByText(/algolia/i)).toHaveCount(0);
    expect(requested.filter((url) => /algolia/i.test(new URL(url).host))).toEqual([]);
  });

  test('Ctrl+K, httpBatchLink, Enter lands on the httpBatchLink page, remembered as a recent search', async ({
    page,
  }) => {
    // Typed key by key: a search per keystroke, slow on a busy machine.
    test.slow();
    await visit(page, '/docs/quickstart');
    await openWithShortcut(page);
    await typeKeys(page, 'httpBatchLink');
    await expect(hitLinks(page).first()).toHaveAttribute('href', '/docs/links/httpBatchLink', COLD_ANSWER);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/links\/httpBatchLink$/);
    await expect(page.locator('h1')).toHaveText('HTTP Batch Link');
    await expect(modal(page)).toHaveCount(0);
    // DocSearch's shortcut listener learns that the modal closed in an effect, after the frame that
    // removed it; a reader's next key press comes frames later, so this one waits for the next frame too.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The chosen hit is remembered as a recent search.
    await openWithShortcut(page);
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    // A recent search is a link too.
    await expect(hitLinks(page).first()).toHaveAttribute('href', '/docs/links/httpBatchLink');
    await expect(hitLinks(page).first()).toHaveJSProperty('tagName', 'A');
  });

  test('highlights the matched words, shows a snippet, and is walked with the arrow keys', async ({ page }) => {
    await visit(page, '/docs/quickstart');
    await openWithShortcut(page);
    await typeQuery(page, 'middlewares');
    const first = modal(page).locator('.DocSearch-Hit').first();
    await expect(first.locator('.DocSearch-Hit-title mark')).toHaveText(/middlewares/i, COLD_ANSWER);
    // A page's hit shows a snippet of its text under its title, the query's words marked (DocSearch 5
    // shows the section's name there instead: src/plugins/search/README.md, "DocSearch's version").
    await expect(first.locator('.DocSearch-Hit-path mark').first()).toHaveText(/middleware/i);
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).toHaveText('@trpc/server');
    // Arrow keys move through the hits and Enter opens the selected one.
    await typeQuery(page, 'useQuery');
    const hits = hitLinks(page);
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await expect(searchInput(page)).toHaveAttribute(
      'aria-activedescendant',
      (await hits.first().getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'false');
    await expect(searchInput(page)).toHaveAttribute(
      'aria-activedescendant',
      (await hits.nth(1).getAttribute('id')) ?? '',
    );
    const target = (await hits.nth(1).getAttribute('href')) ?? '';
    expect(target).toMatch(/^\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.#?()]/g, '\\$&')}$`));
  });

  test('on a 9.x page finds 9.x docs (and blog and pages) only, on a 10.x page 10.x docs only', async ({ page }) => {
    const index = indexRequests(page);
    await visit(page, '/docs/v9/router');
    await openWithShortcut(page);
    await typeQuery(page, 'router');
    await expect(hitLinks(page).first()).toBeVisible(COLD_ANSWER);
    const paths = await hitPaths(page);
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.filter((p) => p.startsWith('/docs') && !p.startsWith('/docs/v9'))).toEqual([]);
    expect(index.filter((p) => p !== '/search/manifest.json')).toEqual([
      expect.stringMatching(/^\/search\/en-9\.x\.[0-9a-f]{10}\.json$/),
    ]);
    // On a 10.x page, 10.x docs only.
    await page.keyboard.press('Escape');
    await visit(page, '/docs/router');
    await openWithShortcut(page);
    await typeQuery(page, 'router');
    await expect(hitLinks(page).first()).toBeVisible(COLD_ANSWER);
    expect((await hitPaths(page)).filter((p) => p.startsWith('/docs/v9'))).toEqual([]);
  });

  test('without hits, suggests searches and links to a new GitHub issue; with hits, "See all results" opens the search page', async ({
    page,
  }) => {
    test.slow();
    await visit(page, '/docs/quickstart');
    await openWithShortcut(page);
    // The suggestions are the sections of the hits found while typing.
    await typeKeys(page, 'qzxqzxqzx');
    const noResults = modal(page).locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for "qzxqzxqzx"', COLD_ANSWER);
    await expect(noResults).toContainText('Try searching for');
    await expect(noResults.locator('.DocSearch-Prefill').first()).toBeVisible();
    await expect(noResults).toContainText('Believe this query should return results?');
    const report = noResults.getByRole('link', { name: 'Let us know.' });
    const href = (await report.getAttribute('href')) ?? '';
    expect(href.startsWith('https://github.com/trpc/trpc/issues/new?title=')).toBe(true);
    expect(new URL(href).searchParams.get('title')).toContain('qzxqzxqzx');
    await expect(report).toHaveAttribute('target', '_blank');
    // With hits, "See all results" opens the search page with the query.
    await typeQuery(page, 'middleware');
    await modal(page)
      .getByRole('link', { name: /See all \d+ results/ })
      .click();
    await expect(page).toHaveURL(/\/search\?q=middleware&version=current$/);
    await expect(page.locator('article').first()).toBeVisible();
  });

  test('"No results" never enters the page before the query has truly returned nothing, typed key by key on a cold index', async ({
    page,
  }) => {
    test.slow();
    await coldIndex(page);
    await visit(page, '/docs/quickstart');
    // Every no-results screen that enters the page, with the query of the moment, from before the first key.
    await page.evaluate(() => {
      const entered: string[] = [];
      (window as Window & { __noResultsEntered?: string[] }).__noResultsEntered = entered;
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.DocSearch-NoResults') || node.querySelector('.DocSearch-NoResults')) {
            entered.push(document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '');
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const entered = () =>
      page.evaluate(() => (window as Window & { __noResultsEntered?: string[] }).__noResultsEntered ?? []);
    await openWithShortcut(page);
    // The first query waits for the index; the others are answered at once.
    for (const query of ['router', 'middleware', 'context']) {
      await typeKeys(page, query);
      await expect(hitLinks(page).first()).toBeVisible(COLD_ANSWER);
      expect(await entered(), `a "No results" screen entered while "${query}" was typed`).toEqual([]);
      await searchInput(page).clear();
    }
    // A query with nothing to find still says so, once a prefix of it has answered nothing ("qz").
    await typeKeys(page, 'qzxqzx');
    await expect(modal(page).locator('.DocSearch-NoResults')).toContainText('No results for "qzxqzx"');
    const said = await entered();
    expect(said.length).toBeGreaterThan(0);
    expect(said.filter((query) => !'qzxqzx'.startsWith(query))).toEqual([]);
  });

  test('while the index loads, a quiet "Searching…" shows, announced once to screen readers', async ({ page }) => {
    test.slow();
    await coldIndex(page, 4_000);
    await visit(page, '/docs/quickstart');
    await openWithShortcut(page);
    // A polite status region, in the dialog before anything is searched, whose every text is recorded.
    const status = modal(page).getByRole('status');
    await expect(status).toHaveCount(1);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // Heard, not seen: the site's visually-hidden class keeps it to one clipped pixel.
    expect(
      await status.evaluate((region) => {
        const { width, height } = region.getBoundingClientRect();
        return { width, height, clip: getComputedStyle(region).clipPath };
      }),
    ).toEqual({ width: 1, height: 1, clip: 'inset(50%)' });
    await expect(status).toHaveText('');
    await status.evaluate((region) => {
      const said: string[] = [];
      (window as Window & { __said?: string[] }).__said = said;
      new MutationObserver(() => {
        if (region.textContent) said.push(region.textContent);
      }).observe(region, { childList: true, subtree: true, characterData: true });
    });
    const loading = modal(page).locator('.DocSearch-Dropdown').getByText('Searching…');
    await searchInput(page).pressSequentially('r');
    await expect(loading).toBeVisible();
    expect(await violations(page, { within: '.DocSearch-Container' }), 'the modal while searching').toEqual([]);
    // Keys slower than the loading state's delay: one announcement all the same, not one per key.
    await searchInput(page).pressSequentially('outer', { delay: 400 });
    await expect(hitLinks(page).first()).toBeVisible(COLD_ANSWER);
    await expect(loading).toHaveCount(0);
    await expect(status).toHaveText('');
    expect(await page.evaluate(() => (window as Window & { __said?: string[] }).__said)).toEqual(['Searching…']);
  });

  test('"See all N results", typed key by key from a 9.x page, counts what the 9.x search page lists', async ({
    page,
  }) => {
    await visit(page, '/docs/v9/quickstart');
    await openWithShortcut(page);
    await typeKeys(page, 'createTRPCClient');
    const seeAll = modal(page).getByRole('link', { name: /See all \d+ results/ });
    await expect(hitLinks(page).first()).toBeVisible(COLD_ANSWER);
    const docsHits = (await hitPaths(page)).filter((hit) => hit.startsWith('/docs'));
    expect(docsHits.length, 'docs pages among the hits').toBeGreaterThan(0);
    expect(
      docsHits.filter((hit) => !/^\/docs\/v9([/#?]|$)/.test(hit)),
      'docs hits outside 9.x',
    ).toEqual([]);
    const count = Number(/See all (\d+) results/.exec((await seeAll.textContent()) ?? '')?.[1]);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=createTRPCClient&version=9\.x$/);
    await expect(page.getByRole('combobox', { name: 'Docs version' })).toHaveValue('9.x');
    const found = page.getByText(/^(One document|\d+ documents) found$/);
    await expect(found).toBeVisible();
    const listed = /^One/.test((await found.textContent()) ?? '')
      ? 1
      : Number.parseInt((await found.textContent()) ?? '');
    expect(count, 'the count in the modal').toBe(listed);
    const docsLinks = page.locator('article h2 a[href^="/docs"]');
    await expect(docsLinks.first()).toHaveAttribute('href', /^\/docs\/v9([/#?]|$)/);
    const listedDocs = await docsLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(
      listedDocs.filter((href) => !/^\/docs\/v9([/#?]|$)/.test(href)),
      'docs results outside 9.x',
    ).toEqual([]);
  });

  test('says so, in the modal and on the search page, when the index cannot be fetched', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(INDEX_REQUEST, (route) => route.abort('failed'));
    await visit(page, '/docs/quickstart');
    await openWithShortcut(page);
    await typeQuery(page, 'router');
    const error = modal(page).locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results', COLD_ANSWER);
    await expect(error).toContainText('You might want to check your network connection.');
    await visit(page, '/search?q=router');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    // The failed requests are the point of this test.
    consoleErrors.length = 0;
  });
});

test.describe('search page, local index', () => {
  test.skip(Boolean(algoliaAppId), 'the build under test uses Algolia');
  test.skip(testsDevServer, ONLY_IN_A_BUILD);

  test('/search?q=middleware lists results on a direct load, axe clean in both modes, per docs version, on a phone too', async ({
    page,
  }) => {
    await visit(page, '/search?q=middleware');
    await expect(page.locator('h1')).toHaveText('Search results for "middleware"');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('middleware');
    const first = page.locator('article').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Middlewares');
    await expect(first.getByRole('link')).toHaveAttribute('href', '/docs/middlewares');
    await expect(first.getByRole('list', { name: 'Breadcrumbs' })).toHaveText('@trpc/server');
    await expect(first.locator('p mark').first()).toBeVisible();
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    await stopTransitions(page);
    await expectNoViolationsInBothModes(page, 'the search page with results');
    expect(await htmlcsErrors(page), "HTML_CodeSniffer's errors on the search page").toEqual([]);
    // The reader picks the docs version: 10.x by default, 9.x on request.
    const version = page.getByRole('combobox', { name: 'Docs version' });
    await expect(version).toHaveValue('current');
    const docsLinks = page.locator('article h2 a[href^="/docs"]');
    await expect(docsLinks.first()).toBeVisible();
    expect(await docsLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).not.toContainEqual(
      expect.stringMatching(/^\/docs\/v9/),
    );
    await version.selectOption('9.x');
    await expect(docsLinks.first()).toHaveAttribute('href', /^\/docs\/v9\//);
    const hrefs = await docsLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !href.startsWith('/docs/v9'))).toEqual([]);
    // The results fit a phone: nothing makes the page scroll sideways.
    expect(await widthOnPhone(page)).toBeLessThanOrEqual(PHONE_WIDTH);
  });

  test('the form has a submit control: Enter or the Search button moves to the results', async ({ page }) => {
    await visit(page, '/search');
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.fill('middleware');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=middleware/);
    await expect(page.locator('#search-results')).toBeFocused();
    await field.focus();
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.locator('#search-results')).toBeFocused();
    await expect(page.locator('article').first()).toBeVisible();
  });

  test('keeps the query in the URL as the reader types; a "/" typed there does not open the modal', async ({
    page,
  }) => {
    await visit(page, '/search');
    await expect(page.locator('h1')).toHaveText('Search the documentation');
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.pressSequentially('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(modal(page)).toHaveCount(0);
    await field.clear();
    await field.pressSequentially('context');
    await expect(page).toHaveURL(/\/search\?q=context$/);
    await expect(page.locator('article').first().getByRole('heading')).toHaveText('Context');
  });

  test('without hits, shows the no-results texts, axe clean in both modes', async ({ page }) => {
    await visit(page, '/search?q=qzxqzxqzx');
    await expect(page.getByText('No results for "qzxqzxqzx"')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
    await stopTransitions(page);
    await expectNoViolationsInBothModes(page, 'the search page without results');
    await page.getByRole('button', { name: '@trpc/server' }).click();
    await expect(page).toHaveURL(/\?q=%40trpc%2Fserver$/);
    await expect(page.locator('article').first()).toBeVisible();
    await visit(page, '/search?q=qzxqzxqzx');
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/trpc\/trpc\/issues\/new\?title=.*qzxqzxqzx/,
    );
  });
});

test.describe('search, built output', () => {
  test.skip(!testsLocalBuild, 'tests a deployed site, not the local build');
  test.skip(testsDevServer, ONLY_IN_A_BUILD);

  const html = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
  // The Algolia-mode build is a quick one (BUILD_FAST): the current docs version only.
  const pages = [
    'index.html',
    'docs/quickstart.html',
    'blog/announcing-trpc-10.html',
    ...(algoliaAppId ? [] : ['docs/v9/router.html']),
  ];

  test('local mode ships the index, with a manifest, and nothing of Algolia', () => {
    test.skip(Boolean(algoliaAppId), 'the build under test uses Algolia');
    const manifest = JSON.parse(html('search/manifest.json')) as { indexes: { tag: string; file: string }[] };
    expect(manifest.indexes.map((entry) => entry.tag).sort()).toEqual(['docs-default-9.x', 'docs-default-current']);
    for (const { file } of manifest.indexes) expect(fs.existsSync(path.join(buildDir, 'search', file))).toBe(true);
    for (const page of [...pages, 'search.html']) {
      expect(html(page)).not.toMatch(/algolia\.net|algolia\.com|Powered by Algolia/);
    }
  });

  test('Algolia mode carries the Algolia configuration and no local index', () => {
    test.skip(!algoliaAppId, 'the build under test uses the local index');
    expect(fs.existsSync(path.join(buildDir, 'search'))).toBe(false);
    for (const page of pages) {
      expect(html(page)).toMatch(new RegExp(`<link[^>]+preconnect[^>]+https://${algoliaAppId}-dsn\\.algolia\\.net`));
    }
    const scripts = fs
      .readdirSync(path.join(buildDir, 'assets/js'))
      .map((file) => fs.readFileSync(path.join(buildDir, 'assets/js', file), 'utf8'));
    /** A property of the bundled site config, quoted or not (the bundle is minified). */
    const property = (name: string, value: string) => new RegExp(`"?${name}"?:${value}`);
    const config = scripts.find((source) => property('appId', `"${algoliaAppId}"`).test(source)) ?? '';
    const expected = {
      indexName: `"${process.env.ALGOLIA_INDEX_NAME}"`,
      contextualSearch: '(true|!0)',
      searchPagePath: '"search"',
      externalUrlRegex: '"',
      replaceSearchResultPathname: '\\{',
    };
    // The bundle is one long line: name the settings that differ rather than print it.
    const differing = Object.entries(expected).filter(([name, value]) => !property(name, value).test(config));
    expect(config, 'the bundled site config').not.toBe('');
    expect(differing.map(([name]) => name)).toEqual([]);
    expect(scripts.some((source) => source.includes('search/manifest.json'))).toBe(false);
  });
});

test.describe('search, Algolia mode', () => {
  test.skip(!algoliaAppId, 'the build under test uses the local index');

  test('the same modal queries Algolia, with the contextual facet filters', async ({ page, consoleErrors }) => {
    const queries: string[] = [];
    await page.route(/algolia/, async (route) => {
      queries.push(route.request().postData() ?? '');
      await route.abort('failed');
    });
    await visit(page, '/docs/router');
    await openWithShortcut(page);
    await typeQuery(page, 'router');
    await expect.poll(() => queries.length).toBeGreaterThan(0);
    expect(queries.at(-1)).toContain('docusaurus_tag:docs-default-current');
    expect(queries.at(-1)).toContain('language:en');
    await expect(modal(page).locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(modal(page).getByRole('link', { name: /algolia/i })).toHaveCount(1);
    consoleErrors.length = 0;
  });
});
