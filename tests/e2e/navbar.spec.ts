import { test, expect, visit } from './fixtures';
import { iconProblems, openInMode } from './controls';

test.describe('navbar', () => {
  test('the skip link is the first stop in tab order and moves focus to the content', async ({ page }) => {
    await visit(page, '/docs/quickstart');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    // The next Tab stop is inside the main content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => ({
      inMain: Boolean(document.activeElement?.closest('main')),
      inNavigation: Boolean(document.activeElement?.closest('.navbar, .theme-doc-sidebar-container')),
    }));
    expect(next).toEqual({ inMain: true, inNavigation: false });
  });

  test('has the brand, the doc links and the icon links, and its links navigate client-side', async ({ page }) => {
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
    // A navbar link navigates client-side: the page is not loaded again.
    await page.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));
    await navbar.getByRole('link', { name: 'Quickstart', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
    await expect(page.locator('h1')).toHaveText('Quickstart');
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test("its icons are references into the site's sprite, and the sprite has each of them", async ({ page }) => {
    await visit(page, '/docs/quickstart');
    const references = await page
      .locator('.navbar use')
      .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
    const names = references.map((href) => href.split('#')[1]).sort();
    expect(names).toEqual(['dark', 'discord', 'github', 'light', 'twitter']);
    const files = new Set(references.map((href) => href.split('#')[0]));
    expect([...files]).toEqual(['/img/icons.svg']);
    const sprite = await page.request.get('/img/icons.svg');
    expect(sprite.ok()).toBe(true);
    expect(sprite.headers()['content-type']).toContain('image/svg+xml');
    const symbols = [...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    for (const name of names) expect(symbols, `symbol #${name}`).toContain(name);
  });

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

test.describe('the icons of the navbar and the announcement bar', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`sit inside their controls with 3:1 contrast (${mode} mode, at 1280 and 375 px)`, async ({ page }) => {
      await openInMode(page, '/docs/quickstart', mode);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await page.mouse.move(0, 800);
        expect(await iconProblems(page, '.navbar__inner'), `navbar, ${width} px`).toEqual([]);
        expect(await iconProblems(page, '.theme-announcement-bar'), `announcement bar, ${width} px`).toEqual([]);
      }
    });
  }
});

/** On each docs page exactly one navbar item is active (routes.spec.ts checks every docs route). */
test.describe('the active navbar item', () => {
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

/**
 * The navbar's doc links and version menu are hidden on a phone (the phone's menu lists them): there they
 * stay the server's HTML, unhydrated (`DesktopOnly`, src/components/DesktopHydration), and
 * once the window is desktop-wide they are rendered and work. React marks each element it hydrates or
 * renders with a `__reactFiber$…` key.
 */
test.describe("the navbar's links hidden on a phone", () => {
  const hiddenOnPhone = '.navbar__inner .navbar__item:not([class*="iconLink"])';
  const fiberKeys = (page: import('@playwright/test').Page) =>
    page
      .locator(hiddenOnPhone)
      .evaluateAll((items) => items.map((item) => Object.keys(item).some((key) => key.startsWith('__reactFiber$'))));

  test('stay server HTML on a phone and come alive on a desktop-wide window', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await visit(page, '/docs/contributing');
    await expect(page.locator(hiddenOnPhone)).toHaveCount(5);
    await expect(page.locator(hiddenOnPhone).first()).toBeHidden();
    // The icon links next to them are shown on a phone, and hydrated.
    await expect
      .poll(() =>
        page
          .locator('.navbar__inner [class*="iconLink"]')
          .evaluateAll((links) =>
            links.map((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber$'))),
          ),
      )
      .toEqual([true, true, true]);
    expect(await fiberKeys(page)).toEqual([false, false, false, false, false]);

    // A reader navigates on the phone; then the window widens.
    await page.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('button', { name: /back to main menu/i }).click();
    await page
      .locator('.navbar-sidebar__item.menu')
      .getByRole('link', { name: 'Quickstart', exact: true })
      .first()
      .click();
    await expect(page.locator('h1')).toHaveText('Quickstart');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => fiberKeys(page)).toEqual([true, true, true, true, true]);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Quickstart', exact: true })).toHaveClass(/navbar__link--active/);
    await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).not.toHaveClass(/navbar__link--active/);
    await navbar.getByRole('link', { name: 'Using Next.js', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/nextjs$/);
    await expect(navbar.getByRole('link', { name: 'Using Next.js', exact: true })).toHaveClass(/navbar__link--active/);
    // The version menu opens from the keyboard, which needs its component (hover alone is CSS).
    const versions = navbar.locator('.dropdown > .navbar__link').first();
    await versions.focus();
    await page.keyboard.press('Enter');
    await expect(versions).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test('are hydrated on a desktop', async ({ page }) => {
    await visit(page, '/docs/contributing');
    await expect.poll(() => fiberKeys(page)).toEqual([true, true, true, true, true]);
  });
});
