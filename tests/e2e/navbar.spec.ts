import { test, expect, visit } from './fixtures';
import { iconProblems, openInMode } from './controls';
import { routesFromSitemap } from './site';

test.describe('navbar', () => {
  test('the skip link is the first stop in tab order and moves focus to the content', async ({ page }) => {
    await visit(page, '/docs/quickstart');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab stop is inside the main content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('has the brand, the doc links and the icon links', async ({ page }) => {
    await visit(page, '/');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: /tRPC/ }).first()).toHaveAttribute('href', '/');
    const expected: [string, string][] = [
      ['Docs', '/docs'],
      ['Quickstart', '/docs/quickstart'],
      ['Awesome tRPC Collection', '/docs/awesome-trpc'],
      ['Using Next.js', '/docs/nextjs'],
      ['GitHub', 'https://github.com/trpc/trpc'],
      ['Twitter', 'https://twitter.com/trpcio'],
      ['Discord', 'https://trpc.io/discord'],
    ];
    for (const [name, href] of expected) {
      await expect(navbar.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(navbar.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
  });

  test('a navbar link navigates client-side', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quickstart', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
    await expect(page.locator('h1')).toHaveText('Quickstart');
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      test(`the icons of its controls sit inside them with 3:1 contrast (${mode}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await openInMode(page, '/docs/quickstart', mode);
        expect(await iconProblems(page, '.navbar__inner')).toEqual([]);
      });
    }
  }

  test('a right-click on the brand opens the media page', async ({ page }) => {
    await visit(page, '/docs/quickstart');
    await page.locator('.navbar__brand').click({ button: 'right' });
    await expect(page).toHaveURL(/\/media$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Media assets' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('has the Docs, Community and More sections and a dotted bottom line', async ({ page }) => {
    await visit(page, '/');
    const footer = page.locator('footer');
    for (const title of ['Docs', 'Community', 'More']) {
      await expect(footer.locator('.footer__title', { hasText: title })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Usage with Next.js' })).toHaveAttribute('href', '/docs/nextjs');
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(footer.getByRole('link', { name: '❤️ Sponsor tRPC' })).toHaveAttribute(
      'href',
      'https://github.com/sponsors/trpc',
    );
    await expect(footer.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', 'https://trpc.io/discord');
    const bottomLine = await footer.locator('.footer__copyright').innerText();
    expect(bottomLine.split(' · ').length).toBeGreaterThanOrEqual(3);
  });
});

/**
 * The navbar shows the reader's place: on a docs page (either version) exactly one item is active,
 * the most specific one. Quickstart and the awesome list are single pages; "Using Next.js" stands
 * for the Next.js section (its category page and its pages); "Docs" for every other docs page.
 */
const NEXTJS_SECTION = ['/next', '/nextjs', '/ssr', '/ssg', '/ssg-helpers', '/starter-projects'];

function placeInNavbar(route: string): string {
  const page = route.replace(/^\/docs(\/v9)?/, '');
  if (page === '/quickstart') return 'Quickstart';
  if (page === '/awesome-trpc') return 'Awesome tRPC Collection';
  if (NEXTJS_SECTION.includes(page)) return 'Using Next.js';
  return 'Docs';
}

test.describe('the active navbar item', () => {
  for (const route of routesFromSitemap().filter((path) => /^\/docs(\/|$)/.test(path))) {
    const expected = placeInNavbar(route);
    test(`on ${route} is "${expected}" alone`, async ({ page }) => {
      await visit(page, route);
      const active = page.getByRole('navigation', { name: 'Main' }).locator('.navbar__inner .navbar__link--active');
      await expect(active).toHaveText([expected]);
    });
  }

  test('is the same in the main menu of the mobile sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await visit(page, '/docs/v9/ssr');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('button', { name: /back to main menu/i }).click();
    // The navbar's links, not the version list of the dropdown (which marks the version read).
    const active = page.locator('.navbar-sidebar .menu > .menu__list > .menu__list-item > .menu__link--active');
    await expect(active).toHaveText(['Using Next.js']);
  });
});
