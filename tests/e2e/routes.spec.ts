import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { a11yExceptions } from '../a11y-exceptions';
import { expectNoViolationsInBothModes, stopTransitions } from './axe';
import { placeInNavbar } from './controls';
import { htmlcsErrors } from './htmlcs';
import {
  buildDir,
  PHONE_WIDTH,
  PHONE_WIDTH_WITH_SCROLLBAR,
  recordCspViolations,
  routesFromSitemap,
  testsDevServer,
  widthOnPhone,
} from './site';

/**
 * Every route of the build: it is served with a Content-Security-Policy, it renders, the policy lets
 * it run unbroken, axe finds no violation (WCAG 2.1 AA and axe's best practices) in light and dark
 * mode nor HTML_CodeSniffer an error (WCAG 2 AA, as pa11y runs it), at a phone's width nothing makes it scroll sideways, and on a docs page the navbar marks the
 * reader's place (one item).
 *
 * Routes are visited in groups, the way a reader moves through the site: the first page of a group is
 * loaded and hydrated, the others are reached by client-side navigation. A page load is slow here,
 * and one per route made this file a large part of the suite's time. What a full load adds per route is
 * covered elsewhere: the response and its policy are fetched for every route below, the policy's script
 * hashes come from the built pages themselves (src/plugins/deploy/csp.ts), and each template is loaded
 * and hydrated as the first page of a group.
 *
 * axe audits the whole page of a group's first route, and the main content of the others: the navbar,
 * sidebar and footer around it are the same template, already audited, and the content is what differs.
 */
const routes = routesFromSitemap();
const GROUP_SIZE = 12;

/** The first page of each group: one of each template, so each is loaded and hydrated at least once. */
const TEMPLATE_PAGES = [
  '/',
  '/media',
  '/blog',
  '/blog/announcing-trpc-10',
  '/blog/tags',
  '/docs/quickstart',
  '/docs/v9/quickstart',
];

/** The routes in even groups of at most GROUP_SIZE, the first ones led by a template page each. */
function groups(): string[][] {
  const leads = TEMPLATE_PAGES.filter((route) => routes.includes(route));
  const rest = routes.filter((route) => !leads.includes(route));
  const count = Math.max(leads.length, Math.ceil(routes.length / GROUP_SIZE));
  const result = Array.from({ length: count }, (_, index) => (index < leads.length ? [leads[index]] : []));
  for (const route of rest) {
    result.reduce((smallest, group) => (group.length < smallest.length ? group : smallest)).push(route);
  }
  return result;
}

/** What the built page says it is: the live document shows these once the route has rendered. */
function builtPage(route: string): { title: string; canonical: string } {
  const base = path.join(buildDir, route);
  const file = [`${base}.html`, path.join(base, 'index.html')].find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`no built page for ${route}`);
  const html = fs.readFileSync(file, 'utf8');
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const canonical = /<link[^>]*rel=canonical[^>]*href=([^\s>]+)/.exec(html)?.[1] ?? '';
  return { title: title.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"'), canonical };
}

/** Moves to a route the way the site's own links do: through the router's history, without a page load. */
async function navigateInPage(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({ key: to }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }, route);
}

/** Waits until the page shows the built page's canonical address and title, with its main content. */
async function expectRendered(page: Page, route: string): Promise<void> {
  const expected = builtPage(route);
  expect(expected.title, `${route} has a title`).not.toBe('');
  const shown = () =>
    page.evaluate(() => ({
      title: document.title,
      canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? '',
      main: Boolean(document.querySelector('main')?.getClientRects().length),
      notFound: document.body.innerText.includes('Page Not Found'),
    }));
  await expect.poll(shown, { message: `${route} rendered` }).toEqual({ ...expected, main: true, notFound: false });
}

test('the sitemap lists the whole site, and each group of routes below holds some', () => {
  expect(routes.length).toBeGreaterThanOrEqual(110);
  for (const route of ['/', '/media', '/blog', '/docs', '/docs/quickstart', '/docs/v9', '/docs/links/httpBatchLink']) {
    expect(routes).toContain(route);
  }
  expect(groups().flat().sort()).toEqual([...routes].sort());
});

test('no built file names the folder it was built in, so a build is the same on any machine', () => {
  const checkout = path.resolve(__dirname, '../..');
  const leaks: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(?:js|html|json|txt|xml)$/.test(entry.name) && fs.readFileSync(file, 'utf8').includes(checkout)) {
        leaks.push(path.relative(buildDir, file));
      }
    }
  };
  visit(buildDir);
  expect(leaks).toEqual([]);
});

// axe is slow on pages with long code samples, more so on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const group of groups()) {
  const name = group.length === 1 ? group[0] : `${group[0]} and ${group.length - 1} more`;
  test(`${name}: served with a CSP, render under it, no accessibility violations in light and dark mode, fit a phone`, async ({
    page,
  }) => {
    const cspViolations = await recordCspViolations(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
    for (const [index, route] of group.entries()) {
      await test.step(route, async () => {
        // A socket of its own: between two routes' requests the axe audits take seconds, and the server (`serve`,
        // Node's default keep-alive of 5 s) may close the idle socket just as the next request is sent on it
        // ("socket hang up", CI of d9ea87b).
        const response = await page.request.get(route, { headers: { connection: 'close' } });
        expect.soft(response.status(), `${route} status`).toBe(200);
        // The policy is the build's server's and hosts' (src/plugins/deploy), not the development server's.
        if (!testsDevServer) expect.soft(response.headers()['content-security-policy'], `${route} policy`).toBeTruthy();
        if (index === 0) {
          await page.goto(route);
          await waitForHydration(page);
          await stopTransitions(page);
        } else {
          await navigateInPage(page, route);
        }
        await expectRendered(page, route);
        if (/^\/docs(\/|$)/.test(route)) {
          // The navbar marks the reader's place: one item, the most specific.
          const active = page.locator('.navbar__inner .navbar__link--active');
          await expect.soft(active, `${route}: the active navbar item`).toHaveText([placeInNavbar(route)]);
        }
        const within = index === 0 ? undefined : 'main';
        const excepted = await expectNoViolationsInBothModes(page, route, { within });
        expect.soft(await htmlcsErrors(page, within), `HTML_CodeSniffer's errors on ${route}`).toEqual([]);
        // An exception listed for this route must still be needed here, or leave the list.
        for (const exception of a11yExceptions.filter((candidate) => candidate.route === route)) {
          expect.soft(excepted, `${exception.rule} on ${route} is still needed`).toContain(exception);
        }
        expect.soft(await cspViolations(), `Content-Security-Policy violations by ${route}`).toEqual([]);
        for (const phone of [PHONE_WIDTH, PHONE_WIDTH_WITH_SCROLLBAR]) {
          const width = await widthOnPhone(page, phone);
          expect.soft(width, `${route} at ${phone} px is as wide as the screen`).toBeLessThanOrEqual(phone);
        }
        await page.setViewportSize(desktop);
      });
    }
  });
}
