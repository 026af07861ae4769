import { test, expect, visit } from './fixtures';
import { testsDevServer } from './site';

type GtagWindow = Window & { dataLayer?: IArguments[] };

test.describe('analytics', () => {
  test.skip(!process.env.GTAG_TRACKING_ID, 'the build under test has no GTAG_TRACKING_ID');
  test.skip(testsDevServer, 'the gtag plugin adds its script to production builds only');

  test('sends one page view per route change, with IP anonymisation, and never reaches Google', async ({ page }) => {
    const googleRequests: string[] = [];
    page.on('request', (request) => {
      if (/google/.test(new URL(request.url()).host)) googleRequests.push(request.url());
    });
    await visit(page, '/');
    /** The path of each page view, from the `set page_path` that precedes it. */
    const pageViews = () =>
      page.evaluate(() => {
        let path = window.location.pathname;
        const views: string[] = [];
        for (const entry of (window as GtagWindow).dataLayer ?? []) {
          const [command, name, value] = Array.from(entry) as unknown[];
          if (command === 'set' && name === 'page_path') path = String(value);
          if (command === 'event' && name === 'page_view') views.push(path);
        }
        return views;
      });
    const config = await page.evaluate(() =>
      ((window as GtagWindow).dataLayer ?? [])
        .map((entry) => Array.from(entry) as unknown[])
        .find((args) => args[0] === 'config'),
    );
    expect(config?.[2]).toMatchObject({ anonymize_ip: true });
    const before = (await pageViews()).length;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quickstart', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
    await expect.poll(async () => (await pageViews()).length).toBe(before + 1);
    expect((await pageViews()).at(-1)).toBe('/docs/quickstart');
    // The tracker script is requested and blocked; nothing else reaches Google.
    expect(googleRequests.every((url) => url.startsWith('https://www.googletagmanager.com/gtag/js'))).toBe(true);
  });
});
