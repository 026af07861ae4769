import type { Locator, Request } from '@playwright/test';
import { expectNoViolationsInBothModes, stopTransitions } from './axe';
import { test, expect, visit } from './fixtures';
import {
  CHECKED,
  editorOf,
  expectTabs,
  FIRST_RUN,
  PLAYGROUND_TEST_TIMEOUT,
  READY,
  status,
  tabOf,
  tryBlock,
} from './playground';
import { ONLY_IN_A_BUILD, PHONE_WIDTH, testsDevServer, widthOnPhone } from './site';

// The samples' states and the playground's declarations are written by the build.
test.skip(testsDevServer, ONLY_IN_A_BUILD);
test.describe.configure({ timeout: PLAYGROUND_TEST_TIMEOUT });

/**
 * "Try" on the docs' samples (src/plugins/samples/remark.ts) opens each one in the playground
 * (src/plugins/playground) as the samples checker compiles it: its files, its set-up, its docs
 * version's packages; Share and Reset; a link that cannot be read. That every sample opens without
 * errors is tests/unit/playground-samples.test.ts's job; these open one of each kind.
 */

test('a 10.x server and client sample: its files and set-up, a hover, Run, and an edit that breaks the client', async ({
  page,
}) => {
  await tryBlock(page, '/docs/vanilla', 'A query without input');
  await expectTabs(page, ['server.ts (set-up)', 'client.ts']);
  await expect(page.locator('[data-playground-version]')).toHaveText(/Docs 10\.x: checked against tRPC 10\.12\.0/);
  await expect(status(page)).toHaveText('No type errors.', READY);
  // The set-up above `// ---cut---` is folded, as the page hides it.
  await expect((await editorOf(page, 'client.ts')).locator('.cm-foldPlaceholder')).toHaveCount(1);

  // The type the page shows under `greeting`.
  await (await editorOf(page, 'client.ts')).getByText('greeting', { exact: false }).first().hover();
  await expect(page.locator('.cm-playground-signature')).toHaveText(/const greeting: string/, CHECKED);

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('log')).toContainText('query greeting → "Hello from the server"', CHECKED);

  const client = await editorOf(page, 'client.ts');
  await client.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nclient.note.byName.query();');
  await expect(status(page)).toContainText(/client\.ts, line \d+: Property 'byName' does not exist/, CHECKED);
});

test('an import the reader adds loads its types, and only then', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.startsWith('types-')) chunks.push(name);
  });
  await tryBlock(page, '/docs/vanilla', 'A query without input');
  await expect(status(page)).toHaveText('No type errors.', READY);
  // The sample's own declarations: tRPC's and zod's, not those of a package it does not import.
  expect(chunks.some((name) => name.startsWith('types-trpc+server.'))).toBe(true);
  expect(chunks.some((name) => name.startsWith('types-superjson.'))).toBe(false);
  await (await editorOf(page, 'client.ts')).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type("\nimport superjson from 'superjson';\nconst text: number = superjson.stringify({});");
  // superjson's types, loaded for the import: stringify returns a string (not "Cannot find module").
  await expect(status(page)).toContainText(/Type 'string' is not assignable to type 'number'/, READY);
  expect(chunks.some((name) => name.startsWith('types-superjson.'))).toBe(true);
});

test('files: add, rename and delete from the keyboard, kept in the Share link', async ({ page, browser }) => {
  await tryBlock(page, '/docs/vanilla', 'A query without input');
  await expect(status(page)).toHaveText('No type errors.', READY);
  const name = page.getByRole('textbox', { name: 'New name' });
  await name.fill('util.ts');
  await name.press('Enter');
  await expectTabs(page, ['server.ts (set-up)', 'client.ts', 'util.ts']);
  await expect(tabOf(page, 'util.ts')).toHaveAttribute('aria-selected', 'true');
  await (await editorOf(page, 'util.ts')).click();
  await page.keyboard.type("export const answer: number = 'x';");
  await expect(status(page)).toContainText(/util\.ts, line 1: Type 'string' is not assignable/, CHECKED);

  // Its tab counts the error, and says so to a screen reader.
  await expect(tabOf(page, 'util.ts')).toHaveAccessibleDescription('1 type error', CHECKED);
  // The tabs, the set-up mark and the error count meet axe's rules (contrast too) in both modes.
  await stopTransitions(page);
  await expectNoViolationsInBothModes(page, 'a sample’s tabs, one with an error');

  // The chosen tab is renamed (New name, then Tab past Add file to Rename): its error follows it.
  await name.fill('helpers.ts');
  await name.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Rename util.ts to the new name' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectTabs(page, ['server.ts (set-up)', 'client.ts', 'helpers.ts']);
  await expect(tabOf(page, 'helpers.ts')).toHaveAttribute('aria-selected', 'true');
  await expect(status(page)).toContainText(/helpers\.ts, line 1: Type 'string'/, CHECKED);

  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel('Link to these files (copied):').inputValue();
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await expectTabs(second, ['server.ts (set-up)', 'client.ts', 'helpers.ts']);
  await expect(await editorOf(second, 'helpers.ts')).toContainText("export const answer: number = 'x';");
  await other.close();

  await page.getByRole('button', { name: 'Delete helpers.ts' }).click();
  await expectTabs(page, ['server.ts (set-up)', 'client.ts']);
  // The last tab deleted: the one before it is chosen.
  await expect(tabOf(page, 'client.ts')).toHaveAttribute('aria-selected', 'true');
  await expect(status(page)).toHaveText('No type errors.', CHECKED);

  await name.fill('../x.js');
  await name.press('Enter');
  await expect(page.getByText(/is not a file name the playground takes/)).toBeVisible();
  await expectTabs(page, ['server.ts (set-up)', 'client.ts']);
});

test('Share restores the same files in a new browser; Reset returns to the sample', async ({ page, browser }) => {
  await tryBlock(page, '/docs/vanilla', 'A query without input');
  await expect(status(page)).toHaveText('No type errors.', READY);
  await (await editorOf(page, 'client.ts')).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nconsole.log("shared edit");');
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel('Link to these files (copied):').inputValue();
  expect(link).toMatch(/\/playground#code\/[\w+-]+$/);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await expect(status(second)).toHaveText('No type errors.', READY);
  await expectTabs(second, ['server.ts (set-up)', 'client.ts']);
  await expect(await editorOf(second, 'client.ts')).toContainText('console.log("shared edit");');
  await second.getByRole('button', { name: 'Share' }).click();
  await expect(second.getByLabel('Link to these files (copied):')).toHaveValue(link);
  await other.close();

  await page.getByRole('button', { name: 'Reset to the sample' }).click();
  await expect(await editorOf(page, 'client.ts')).not.toContainText('shared edit');
  await expect(page).toHaveURL(/\/playground#sample=[0-9a-f]{12}$/);
});

test('a React sample type-checks, and Run renders its component with its router’s data, loaded for the run', async ({
  page,
}) => {
  await tryBlock(page, '/docs/useQuery', 'refetchInterval: 10_000');
  await expectTabs(page, ['server.ts (set-up)', 'trpc.ts (set-up)', 'LiveCount.tsx']);
  await expect(status(page)).toHaveText('No type errors.', READY);
  const runtime: Request[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/playground/runtime-react.')) runtime.push(request);
  });
  const run = page.getByRole('button', { name: 'Run', exact: true });
  await expect(run).toBeEnabled();
  await run.click();
  await expect(page.getByRole('log')).toContainText('query book.count → 2', FIRST_RUN);
  const preview = page.frameLocator('iframe[title="The component as it rendered with the router\'s data"]');
  await expect(preview.locator('body')).toHaveText('2', CHECKED);
  // The frame takes the page's color scheme (Infima gives iframes `normal`), so it sits on the page's background.
  const schemes = await page.evaluate(() => {
    const frame = document.querySelector('iframe');
    return [getComputedStyle(document.documentElement).colorScheme, frame && getComputedStyle(frame).colorScheme];
  });
  expect(schemes[1]).toBe(schemes[0]);
  // React's packages, loaded once, for the first run.
  expect(runtime).toHaveLength(1);
  const body = await (await runtime[0].response())?.body();
  test
    .info()
    .annotations.push({ type: 'bytes', description: `React runtime: ${body?.length ?? 0} B before compression` });

  // An edit of the router shows in the next run's render.
  const server = await editorOf(page, 'server.ts');
  await server.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(
    [
      "import { initTRPC } from '@trpc/server';",
      'const t = initTRPC.create();',
      'export const appRouter = t.router({ book: t.router({ count: t.procedure.query(() => 42) }) });',
      'export type AppRouter = typeof appRouter;',
    ].join('\n'),
  );
  await expect(status(page)).toHaveText('No type errors.', CHECKED);
  await run.click();
  await expect(page.getByRole('log')).toContainText('query book.count → 42', CHECKED);
  await expect(preview.locator('body')).toHaveText('42', CHECKED);
  expect(runtime).toHaveLength(1);
});

test('a React component that takes props type-checks, and Run says why it does not render it', async ({ page }) => {
  await tryBlock(page, '/docs/useQuery', 'first published');
  await expectTabs(page, ['server/routers/_app.ts (set-up)', 'utils/trpc.ts (set-up)', 'components/BookDetails.tsx']);
  await expect(status(page)).toHaveText('No type errors.', READY);
  const run = page.getByRole('button', { name: 'Run', exact: true });
  await expect(run).toBeDisabled();
  await expect(run).toHaveAccessibleDescription(/renders a \.tsx file’s exported component that takes no props/);
});

test('files are tabs: a click or the arrow keys choose one; an added file is chosen, a deleted one’s neighbour after it', async ({
  page,
}) => {
  await tryBlock(page, '/docs/vanilla', 'A query without input');
  await expect(status(page)).toHaveText('No type errors.', READY);
  const server = tabOf(page, 'server.ts');
  const client = tabOf(page, 'client.ts');
  const panel = page.getByRole('tabpanel');
  const chosen = async (tab: Locator) => {
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // One panel shows: the chosen tab's, named by it.
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id')) ?? '');
  };
  // The sample's own code opens, not its set-up.
  await chosen(client);
  await expect(panel.locator('.cm-content')).toContainText('greeting');
  await server.click();
  await chosen(server);
  await expect(panel.locator('.cm-content')).toContainText('initTRPC');
  await expect(server).toBeFocused();
  // Arrows move and choose, wrapping at the ends; Home and End go to the ends. Only the chosen tab is in the Tab order.
  await page.keyboard.press('ArrowRight');
  await chosen(client);
  await expect(client).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await chosen(server);
  await page.keyboard.press('ArrowLeft');
  await chosen(client);
  await page.keyboard.press('Home');
  await chosen(server);
  await page.keyboard.press('End');
  await chosen(client);
  await expect(server).toHaveAttribute('tabindex', '-1');

  const name = page.getByRole('textbox', { name: 'New name' });
  for (const file of ['a.ts', 'b.ts']) {
    await name.fill(file);
    await name.press('Enter');
    await chosen(tabOf(page, file));
    await expect(panel.locator('.cm-content')).toHaveText('');
  }
  await expectTabs(page, ['server.ts (set-up)', 'client.ts', 'a.ts', 'b.ts']);
  // A middle tab deleted: the next one is chosen.
  await tabOf(page, 'client.ts').click();
  await page.getByRole('button', { name: 'Delete client.ts' }).click();
  await expectTabs(page, ['server.ts (set-up)', 'a.ts', 'b.ts']);
  await chosen(tabOf(page, 'a.ts'));
  await expect(page.getByText('Deleted client.ts.')).toBeVisible();

  // On a phone the tabs scroll sideways inside the page, and still choose their file.
  for (const file of ['a-longer-name.ts', 'another-long-name.ts', 'and-one-more.ts']) {
    await name.fill(file);
    await name.press('Enter');
  }
  expect(await widthOnPhone(page)).toBeLessThanOrEqual(PHONE_WIDTH);
  const tablist = page.getByRole('tablist', { name: 'Files' });
  expect(await tablist.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  await tabOf(page, 'and-one-more.ts').click();
  await chosen(tabOf(page, 'and-one-more.ts'));
  await tabOf(page, 'server.ts').click();
  await chosen(server);
  expect(await widthOnPhone(page)).toBeLessThanOrEqual(PHONE_WIDTH);
});

test('a 9.x sample runs: its client’s calls reach its router through 9.27.4, loaded for the run', async ({ page }) => {
  await tryBlock(page, '/docs/v9/quickstart', 'Read the v9 docs');
  await expect(status(page)).toHaveText('No type errors.', READY);
  const runtime: Request[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/playground/runtime-v9.')) runtime.push(request);
  });
  const run = page.getByRole('button', { name: 'Run', exact: true });
  await expect(run).toBeEnabled();
  await run.click();
  const output = page.getByRole('log');
  await expect(output).toContainText('query hello → {', FIRST_RUN);
  await expect(output).toContainText('Hello, tRPC!');
  await expect(output).toContainText('mutation todo.add → {');
  await expect(output).toContainText('1 todo(s)');
  // 9.x's packages, loaded once, for the run.
  expect(runtime).toHaveLength(1);
  const body = await (await runtime[0].response())?.body();
  test
    .info()
    .annotations.push({ type: 'bytes', description: `9.x runtime: ${body?.length ?? 0} B before compression` });
  // A second run needs nothing more.
  await run.click();
  await expect(run).toHaveText('Run', CHECKED);
  await expect(output).toContainText('1 todo(s)');
  expect(runtime).toHaveLength(1);
});

test('a 9.x sample type-checks against 9.27.4', async ({ page }) => {
  await tryBlock(page, '/docs/v9/quickstart', 'Read the v9 docs');
  await expect(page.locator('[data-playground-version]')).toHaveText(/Docs 9\.x: checked against tRPC 9\.27\.4/);
  await expectTabs(page, ['server.ts (set-up)', 'client.ts']);
  await expect(status(page)).toHaveText('No type errors.', READY);
  // 9.x's client: `client.query(path)`, which 10.x does not have.
  await (await editorOf(page, 'client.ts')).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type("\nclient.query('todo.missing');");
  await expect(status(page)).toContainText(/client\.ts, line \d+: .*todo\.missing/, CHECKED);
});

test('a corrupt or unknown link says so and opens the starting files', async ({ page, consoleErrors }) => {
  for (const [hash, message] of [
    ['#code/not-lz-at-all', 'could not be decoded'],
    ['#sample=000000000000', 'not on the site any more'],
  ]) {
    await visit(page, `/playground${hash}`);
    await expect(page.getByRole('alert')).toContainText(message, READY);
    await expectTabs(page, ['server.ts', 'client.ts']);
    await expect(status(page)).toHaveText('No type errors.', READY);
  }
  // The unknown sample's file answered 404, which the browser reports.
  consoleErrors.splice(0);
});

test('Try covers no code, on a phone or a wide screen', async ({ page }) => {
  for (const width of [PHONE_WIDTH, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // Each Try link is off the code: in the title bar, or in a row above the code of an untitled block.
    for (const path of ['/docs/vanilla', '/docs/useQuery', '/docs/aborting-procedure-calls']) {
      await visit(page, path);
      await expect(page.locator('a[href*="#sample="]').first()).toBeVisible();
      const covering = await page.evaluate(() =>
        [...document.querySelectorAll('a[href*="#sample="]')].flatMap((link) => {
          const box = link.getBoundingClientRect();
          const lines = [...(link.closest('.theme-code-block')?.querySelectorAll('.token-line') ?? [])];
          return lines.some((line) =>
            [...line.getClientRects()].some(
              (rect) =>
                rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom,
            ),
          )
            ? [link.getAttribute('href')]
            : [];
        }),
      );
      expect(covering, `${path} at ${width} px: Try links over code`).toEqual([]);
    }
  }
});

test('on a phone: Try is in the code block and the sample opens read-only', async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await tryBlock(page, '/docs/vanilla', 'A query without input');
  await expect(status(page)).toHaveText('No type errors.', READY);
  await expect(await editorOf(page, 'client.ts')).toHaveAttribute('aria-readonly', 'true');
  expect(await widthOnPhone(page)).toBeLessThanOrEqual(PHONE_WIDTH);
});

test('the Markdown twin has no Try link', async ({ request }) => {
  const twin = await (await request.get('/docs/vanilla.md')).text();
  expect(twin).toContain('A query without input');
  expect(twin).not.toContain('/playground#');
});
