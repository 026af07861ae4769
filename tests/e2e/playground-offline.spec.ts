import type { Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import {
  CHECKED,
  editorOf,
  expectTabs,
  FIRST_CHECK,
  FIRST_RUN,
  PLAYGROUND_TEST_TIMEOUT,
  READY,
  status,
  tryBlock,
} from './playground';
import { ONLY_IN_A_BUILD, testsDevServer } from './site';

// The service worker is written by the playground plugin's postBuild.
test.skip(testsDevServer, ONLY_IN_A_BUILD);
test.describe.configure({ timeout: PLAYGROUND_TEST_TIMEOUT });

/**
 * The playground opens offline after one visit (src/plugins/playground/client/offline): its service worker
 * keeps the page, its chunks, the worker, TypeScript and the declarations the visit loaded. Its scopes are
 * the playground's page and files: no docs page is ever controlled by it.
 */

/** The URLs in the page's origin's caches (every cache: the test does not know the build's name for it). */
const cachedUrls = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/** A docs sample's "Try", then the playground with its sample checked and its service worker in control. */
async function tryAndKeep(page: Page, route: string, text: string) {
  await tryBlock(page, route, text);
  await expect(status(page)).toHaveText('No type errors.', READY);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, READY);
}

test('opens offline after one visit: the page, a sample’s share link and the starting files; docs pages stay outside', async ({
  page,
  context,
}) => {
  // Three opens of the playground, each with a first check, and the edits after them: at load 10 (five other
  // jobs beside the suite) the whole took more than the 150 s the other playground tests are given.
  test.setTimeout(PLAYGROUND_TEST_TIMEOUT * 2);
  // The first visit: a docs sample's Try, whose types the worker loads before the service worker is there.
  await tryAndKeep(page, '/docs/vanilla', 'A query without input');
  // What the worker loaded is kept: TypeScript, the sample's declarations, and the starting files' own.
  await expect
    .poll(async () => {
      const urls = await cachedUrls(page);
      return ['/playground', '/typescript.', '/worker.', '/types-trpc+server.', '/types-index.', '/types.'].filter(
        (part) => !urls.some((url) => url.includes(part) && (part !== '/playground' || url === part)),
      );
    }, READY)
    .toEqual([]);

  // A share link of the sample, edited.
  await (await editorOf(page, 'client.ts')).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nconsole.log("kept offline");');
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel('Link to these files (copied):').inputValue();
  expect(link).toMatch(/\/playground#code\/[\w+-]+$/);

  // Docs pages are not the service worker's: after the playground, /docs/quickstart is served as before.
  await visit(page, '/docs/quickstart');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // Away from the docs page first: its idle work (prefetching the chunks of the links in view) would
  // otherwise fail once offline and log errors that are the test's doing, not the site's.
  await page.goto('about:blank');
  await context.setOffline(true);
  await page.goto(link);
  await expect(status(page)).toHaveText('No type errors.', READY);
  await expectTabs(page, ['server.ts (set-up)', 'client.ts']);
  await expect(await editorOf(page, 'client.ts')).toContainText('console.log("kept offline");');
  // Its types, from the declarations kept: the hover the docs page shows.
  await (await editorOf(page, 'client.ts')).getByText('greeting', { exact: false }).first().hover();
  await expect(page.locator('.cm-playground-signature')).toHaveText(/const greeting: string/, CHECKED);

  await page.reload();
  await expect(status(page)).toHaveText('No type errors.', READY);
  await expect(await editorOf(page, 'client.ts')).toContainText('console.log("kept offline");');

  // The starting files, and a breaking edit's error: the language service works offline.
  await page.goto('/playground');
  await expect(status(page)).toHaveText('No type errors.', READY);
  await expectTabs(page, ['server.ts', 'client.ts']);
  await (await editorOf(page, 'client.ts')).getByText('bookById', { exact: true }).first().dblclick();
  await page.keyboard.type('bookByNumber');
  await expect(status(page)).toContainText(/Property 'bookByNumber' does not exist/, FIRST_CHECK);
  // Run: the worker's own policy, which allows evaluation, came with its kept copy.
  await (await editorOf(page, 'client.ts')).getByText('bookByNumber', { exact: true }).first().dblclick();
  await page.keyboard.type('bookById');
  await expect(status(page)).toHaveText('No type errors.', CHECKED);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('log')).toContainText('The Dispossessed', CHECKED);

  // A docs page is not kept: offline it fails as before.
  expect(
    await page.goto('/docs/quickstart').then(
      () => 'loaded',
      () => 'failed',
    ),
  ).toBe('failed');
  await context.setOffline(false);
});

test('a 9.x sample opened once runs offline: its packages are kept though the first visit never ran it', async ({
  page,
  context,
}) => {
  await tryAndKeep(page, '/docs/v9/quickstart', 'Read the v9 docs');
  const sample = page.url();
  await expect.poll(async () => (await cachedUrls(page)).some((url) => url.includes('/runtime-v9.')), READY).toBe(true);

  await context.setOffline(true);
  await page.goto(sample);
  await expect(status(page)).toHaveText('No type errors.', READY);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('log')).toContainText('1 todo(s)', FIRST_RUN);
  await context.setOffline(false);
});
