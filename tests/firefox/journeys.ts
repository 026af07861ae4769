import type { Page } from 'puppeteer-core';
import { PHONE_WIDTH, PHONE_WIDTH_WITH_SCROLLBAR } from '../e2e/site';
import { DESKTOP, setWidth, waitUntil, type Session } from './firefox';

/**
 * What readers do beyond reading, each from a full load: the same steps and selectors as the
 * Playwright specs of each behaviour (tests/e2e/search.spec.ts, color-mode.spec.ts,
 * mobile-sidebar.spec.ts, playground.spec.ts), in Firefox.
 */

async function pressControlK(page: Page): Promise<void> {
  await page.keyboard.down('Control');
  await page.keyboard.press('k');
  await page.keyboard.up('Control');
}

/** Ctrl+K opens the search with its field focused; a query finds pages of the site; Escape closes it. */
export async function search(session: Session): Promise<void> {
  const { page } = session;
  await session.visit('/docs/quickstart');
  await pressControlK(page);
  await waitUntil(page, 'the focused search field', () => document.activeElement?.matches('.DocSearch-Input') ?? false);
  await page.keyboard.type('router');
  await waitUntil(page, 'a hit for "router"', () =>
    [...document.querySelectorAll('.DocSearch-Modal .DocSearch-Hit a[href][role="option"]')].some(
      (hit) => hit.getAttribute('href')?.startsWith('/') && hit.getClientRects().length > 0,
    ),
  );
  await page.keyboard.press('Escape');
  await waitUntil(page, 'the search to close', () => !document.querySelector('.DocSearch-Modal'));
}

const theme = (page: Page) =>
  page.evaluate(() => ({ shown: document.documentElement.dataset.theme, stored: localStorage.getItem('theme') }));

/** The toggle switches light to dark, which is stored (key `theme`) and kept across a reload. */
export async function colourMode(session: Session): Promise<void> {
  const { page } = session;
  await session.visit('/');
  const before = await theme(page);
  if (before.shown !== 'light' || before.stored !== null) throw new Error(`starts as ${JSON.stringify(before)}`);
  await page.click('.navbar__items--right button[aria-label^="Switch between dark and light mode"]');
  await waitUntil(page, 'dark mode', () => document.documentElement.dataset.theme === 'dark');
  await session.reload();
  const after = await theme(page);
  await page.evaluate(() => localStorage.removeItem('theme'));
  if (after.shown !== 'dark' || after.stored !== 'dark') throw new Error(`after a reload: ${JSON.stringify(after)}`);
}

/** At a phone's width the hamburger opens the sidebar with the docs' links, and its button closes it. */
export async function mobileMenu(session: Session): Promise<void> {
  const { page } = session;
  await setWidth(page, PHONE_WIDTH);
  try {
    await session.visit('/docs/quickstart');
    await page.click('button[aria-label="Toggle navigation bar"]');
    await waitUntil(page, 'the sidebar with the Quickstart link', () =>
      [...document.querySelectorAll<HTMLElement>('.navbar-sidebar--show .navbar-sidebar a')].some(
        (link) => link.textContent?.trim() === 'Quickstart' && link.getClientRects().length > 0,
      ),
    );
    await page.click('button[aria-label="Close navigation bar"]');
    await waitUntil(page, 'the sidebar to close', () => !document.querySelector('.navbar-sidebar--show'));
  } finally {
    await setWidth(page, DESKTOP.width);
  }
}

/**
 * Where Firefox lays out differently: it breaks a package name after its slash in a squeezed table
 * (the quickstart's Packages table, at a desktop width), and its scrollbars take 12 px of a phone's
 * width (the sponsors page's large button once overflowed it).
 */
export async function layout(session: Session): Promise<void> {
  const { page } = session;
  await session.visit('/docs/quickstart');
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll('.markdown td:first-child > code')]
      .filter((code) => code.getClientRects().length > 1)
      .map((code) => code.textContent),
  );
  if (broken.length > 0) throw new Error(`names broken over two lines at 1280 px: ${broken.join(', ')}`);
  await setWidth(page, PHONE_WIDTH_WITH_SCROLLBAR);
  try {
    await session.visit('/docs/sponsors');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0)
      throw new Error(`/docs/sponsors scrolls sideways by ${overflow} px at ${PHONE_WIDTH_WITH_SCROLLBAR} px`);
  } finally {
    await setWidth(page, DESKTOP.width);
  }
}

/** TypeScript, the declaration files and the first check take a few seconds on a busy machine. */
const READY_MS = 30_000;

const STATUS = '[data-playground-ready] [role="status"]';

const NO_ERRORS = /^No type errors\.$/;

function statusIs(page: Page, what: string, expected: RegExp): Promise<void> {
  return waitUntil(
    page,
    `${what}: the status ${String(expected)}`,
    ({ selector, source }) => new RegExp(source).test(document.querySelector(selector)?.textContent ?? ''),
    { arg: { selector: STATUS, source: expected.source }, timeout: READY_MS },
  );
}

/** Chooses the tab of `file` (its first text: an error count may follow), double-clicks the first `word` in its editor (selecting it, as a reader would) and types `replacement`. */
async function rename(page: Page, file: string, word: string, replacement: string): Promise<void> {
  await page.evaluate(
    (name) =>
      [...document.querySelectorAll<HTMLElement>('[data-playground-ready] [role="tab"]')]
        .find((tab) => tab.firstChild?.textContent?.trim() === name)
        ?.click(),
    file,
  );
  await waitUntil(
    page,
    `the tab of ${file} chosen`,
    ({ name }) =>
      [...document.querySelectorAll('[data-playground-ready] [role="tab"][aria-selected="true"]')].some(
        (tab) => tab.firstChild?.textContent?.trim() === name,
      ),
    { arg: { name: file } },
  );
  const point = await page.evaluate(
    ({ file, word }) => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find(
        (candidate) =>
          candidate.firstChild?.textContent?.trim() === file && candidate.getAttribute('aria-selected') === 'true',
      );
      const panel = tab && document.getElementById(tab.getAttribute('aria-controls') ?? '');
      const editor = panel?.querySelector('.cm-content');
      if (!editor) return null;
      const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(word) ?? -1;
        if (at < 0) continue;
        node.parentElement?.scrollIntoView({ block: 'center' });
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        const box = range.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }
      return null;
    },
    { file, word },
  );
  if (!point) throw new Error(`no "${word}" in ${file}`);
  await page.mouse.click(point.x, point.y, { count: 2 });
  await page.keyboard.type(replacement);
}

/** The playground checks types across its two files, reports a broken client, and runs the fixed one. */
export async function playground(session: Session): Promise<void> {
  const { page } = session;
  await session.visit('/playground');
  await statusIs(page, 'loaded', NO_ERRORS);
  await rename(page, 'server.ts', 'bookById', 'bookByNumber');
  await statusIs(page, 'renamed on the server', /client\.ts, line \d+: Property 'bookById' does not exist/);
  await rename(page, 'client.ts', 'bookById', 'bookByNumber');
  await statusIs(page, 'renamed in the client', NO_ERRORS);
  // Run is the playground's one primary button; its file tabs are buttons too.
  const run = '[data-playground-ready] button.button--primary';
  const isRun = (selector: string) => document.querySelector(selector)?.textContent?.trim() === 'Run';
  await waitUntil(page, 'the Run button', isRun, { arg: run });
  await page.click(run);
  await waitUntil(
    page,
    'the run output',
    () => {
      const log = document.querySelector('[role="log"]')?.textContent ?? '';
      return log.includes('query bookByNumber → {') && log.includes('The Dispossessed');
    },
    { timeout: READY_MS },
  );
}

/** A docs sample's "Try" opens its files in the playground, the set-up marked, without errors. */
export async function playgroundTry(session: Session): Promise<void> {
  const { page } = session;
  await session.visit('/docs/vanilla');
  const href = await page.evaluate(
    () =>
      [...document.querySelectorAll('.theme-code-block')]
        .find((block) => block.textContent?.includes('A query without input'))
        ?.querySelector('a[href*="#sample="]')
        ?.getAttribute('href') ?? null,
  );
  if (!href) throw new Error('no "Try" link on /docs/vanilla');
  await session.visit(href);
  await statusIs(page, 'the sample loaded', NO_ERRORS);
  await waitUntil(
    page,
    'the sample’s files',
    () =>
      [...document.querySelectorAll('[data-playground-ready] [role="tab"]')].map((tab) => tab.textContent).join('|') ===
      'server.ts (set-up)|client.ts',
    { timeout: READY_MS },
  );
}
