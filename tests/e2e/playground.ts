import type { Locator, Page } from '@playwright/test';
import { expect, visit } from './fixtures';

/**
 * What the playground's browser tests share (playground*.spec.ts): its waits, its status line, its files'
 * tabs and editors, and a docs sample's "Try".
 */

/**
 * The first open loads TypeScript and a docs version's declarations: slow on a busy machine. At load 9 in
 * `npm test` a first check took more than 30 s (CI of c46f3a5).
 */
export const READY = { timeout: 45_000 };
/** A playground test's own limit: a first open, a second one in some, and the checks after edits. */
export const PLAYGROUND_TEST_TIMEOUT = 150_000;
/**
 * A check after an edit, or a Run once the worker's first full check is done. The status keeps the last answer
 * until the next one: at load average 8, a 9.x run and a check after an edit took more than 10 s (CI of 7755101).
 */
export const CHECKED = { timeout: 20_000 };
/**
 * A Run right after the playground opens. The status reads "No type errors." at once (the build's answers, or a
 * clean sample's none) while the worker makes its first check in steps (../../src/plugins/playground/client/
 * worker.ts); the Run waits for the step under way, the largest being the program's first creation, then loads
 * the version's packages. Under load the wait passed 20 s (bench/README.md, "Findings measured once").
 */
export const FIRST_RUN = { timeout: READY.timeout };
/**
 * A check after an edit made as soon as the playground opens: like a first Run, it waits for the worker's first
 * full check. Offline, at CI's load, that passed CHECKED's 20 s (CI of be7a479).
 */
export const FIRST_CHECK = { timeout: READY.timeout };

export const status = (page: Page): Locator => page.locator('[data-playground-ready] [role="status"]');

/** A file's tab is named by the file, marked "(set-up)" when the sample's set-up is all of it. */
const fileName = (file: string) => new RegExp(`^${file.replaceAll('.', '\\.')}( \\(set-up\\))?$`);
export const tabOf = (page: Page, file: string): Locator => page.getByRole('tab', { name: fileName(file) });

/** Chooses the file's tab, and gives its editor. */
export async function editorOf(page: Page, file: string): Promise<Locator> {
  await tabOf(page, file).click();
  return page.getByRole('tabpanel', { name: fileName(file) }).locator('.cm-content');
}

/** The files' tabs, in order, by their names (a tab's error count is its description). */
export async function expectTabs(page: Page, names: readonly string[]): Promise<void> {
  const tabs = page.getByRole('tablist', { name: 'Files' }).getByRole('tab');
  await expect(tabs).toHaveCount(names.length, READY);
  for (const [index, name] of names.entries()) await expect(tabs.nth(index)).toHaveAccessibleName(name);
}

/** Clicks the "Try" link of the code block on `path` that shows `text`, and waits for the playground. */
export async function tryBlock(page: Page, path: string, text: string): Promise<void> {
  await visit(page, path);
  const block = page.locator('.theme-code-block', { hasText: text }).first();
  const link = block.getByRole('link', { name: 'Try this sample in the playground' });
  await expect(link).toHaveAttribute('href', /^\/playground#sample=[0-9a-f]{12}$/);
  await link.click();
  await expect(status(page)).toBeVisible(READY);
}
