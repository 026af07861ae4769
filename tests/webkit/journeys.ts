import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { By, Key, type WebDriver } from 'selenium-webdriver';
import sharp from 'sharp';
import { buildDir } from '../e2e/site';
import { evaluate, waitUntil, type Session } from './session';
import { DESKTOP, PHONE, WAIT_MS } from './webkit';

/**
 * What readers do beyond reading, each from a full load, in WebKit: the journeys where WebKit (or
 * the reader's locale) once broke the site, with the steps and selectors of the Playwright specs of
 * each behaviour (tests/e2e/mobile-sidebar.spec.ts, search.spec.ts, reader-locale.spec.ts,
 * playground.spec.ts).
 */

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An element to click, found in the page and by the driver: by a CSS selector or an XPath. */
type Target = { css: string } | { xpath: string };

/**
 * Clicks `target` once it is in one place on two polls and its middle is its own: the phone menu
 * slides in and out, which a loaded machine draws slowly, and a click during the slide misses.
 */
async function clickWhenClear(session: Session, target: Target, what: string): Promise<void> {
  await waitUntil(
    session.driver,
    `${what} uncovered and still`,
    (wanted) => {
      const element =
        'css' in wanted
          ? document.querySelector(wanted.css)
          : (document.evaluate(wanted.xpath, document, null, XPathResult.ANY_UNORDERED_NODE_TYPE, null)
              .singleNodeValue as Element | null);
      const box = element?.getBoundingClientRect();
      if (!element || !box || box.width === 0) return false;
      const seen = window as unknown as { lastBoxes?: Record<string, string> };
      const id = JSON.stringify(wanted);
      const place = `${box.left},${box.top}`;
      const still = seen.lastBoxes?.[id] === place;
      seen.lastBoxes = { ...seen.lastBoxes, [id]: place };
      if (!still) return false;
      if (box.bottom < 0 || box.top > window.innerHeight) {
        element.scrollIntoView({ block: 'center' });
        return false;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    },
    { arg: target },
  );
  const locator = 'css' in target ? By.css(target.css) : By.xpath(target.xpath);
  const element = await session.driver.wait(async () => {
    for (const candidate of await session.driver.findElements(locator))
      if (await candidate.isDisplayed()) return candidate;
    return null;
  }, WAIT_MS);
  if (!element) throw new Error(`no ${what} shown`);
  await element.click().catch((error: Error) => {
    throw new Error(`clicking ${what}: ${error.name} ${error.message}`);
  });
}

/** Clicks the element a CSS selector finds (see clickWhenClear). */
const click = (session: Session, selector: string) => clickWhenClear(session, { css: selector }, selector);

/** The phone menu, as an XPath scope. */
const PHONE_MENU = "//*[contains(concat(' ', normalize-space(@class), ' '), ' navbar-sidebar ')]";

/** Clicks the link or button inside `scope` (an XPath) whose text is `text` (see clickWhenClear). */
const clickText = (session: Session, scope: string, text: string) =>
  clickWhenClear(
    session,
    { xpath: `${scope}//*[self::a or self::button][normalize-space() = '${text}']` },
    `"${text}"`,
  );

const PREFERRED_VERSION = 'docs-preferred-version-default';

/**
 * At a phone's width on a docs page: the menu opens, "← Back to main menu" shows the versions, and
 * choosing one moves to that version of the page, stores the choice and closes the menu, as the menu's
 * other links do (it stayed open over the new page: src/theme/NavbarItem/DropdownNavbarItem/Mobile).
 */
async function phoneMenuVersions(session: Session): Promise<void> {
  await session.webkit.setViewport(PHONE);
  await session.visit('/docs/router');
  try {
    // Each version by its label, its page and the name the choice is stored under.
    for (const [version, target, name] of [
      ['9.x', '/docs/v9/router', '9.x'],
      ['10.x', '/docs/router', 'current'],
    ] as const) {
      await click(session, 'button[aria-label="Toggle navigation bar"]');
      await clickText(session, PHONE_MENU, '← Back to main menu');
      await clickText(session, PHONE_MENU, version);
      await waitUntil(session.driver, `the ${version} page`, (path) => location.pathname === path, { arg: target });
      const stored = await evaluate(session.driver, (key) => localStorage.getItem(key), PREFERRED_VERSION);
      if (stored !== name) throw new Error(`${version} chosen, ${String(stored)} stored`);
      await waitUntil(
        session.driver,
        `the menu to close after choosing ${version}`,
        () => !document.querySelector('.navbar-sidebar--show'),
        {
          timeout: 3_000,
        },
      );
    }
  } finally {
    await evaluate(session.driver, (key) => localStorage.removeItem(key), PREFERRED_VERSION);
  }
}

/** The search modal's groups as the page holds them: each title, and the addresses of the hits under it. */
type Group = { title: string; urls: string[] };

/**
 * Ctrl+K opens the search; "router", typed key by key, finds pages of both kinds; each group's title
 * (read as text) fits its hits: the blog's hits under "Blog", no docs hit there; Escape closes it.
 */
async function search(session: Session): Promise<void> {
  const { driver } = session;
  await session.webkit.setViewport(DESKTOP);
  await session.visit('/docs/quickstart');
  await driver.actions().keyDown(Key.CONTROL).sendKeys('k').keyUp(Key.CONTROL).perform();
  await waitUntil(
    driver,
    'the focused search field',
    () => document.activeElement?.matches('.DocSearch-Input') ?? false,
  );
  const input = await driver.findElement(By.css('.DocSearch-Input'));
  for (const key of 'router') {
    await input.sendKeys(key);
    await pause(100);
  }
  await waitUntil(driver, 'a blog hit for "router"', () =>
    [...document.querySelectorAll('.DocSearch-Hit a')].some((hit) => hit.getAttribute('href')?.startsWith('/blog/')),
  );
  const groups = await evaluate(driver, (): Group[] =>
    [...document.querySelectorAll('.DocSearch-Hits')].map((section) => ({
      title: section.querySelector('.DocSearch-Hit-source')?.textContent?.trim() ?? '',
      urls: [...section.querySelectorAll('.DocSearch-Hit a')].map((hit) => hit.getAttribute('href') ?? ''),
    })),
  );
  for (const { title, urls } of groups) {
    if (!title) throw new Error(`a group without a title: ${urls.join(', ')}`);
    const blog = urls.filter((url) => url.startsWith('/blog/'));
    if (title === 'Blog' ? blog.length !== urls.length : blog.length > 0)
      throw new Error(`the group "${title}" holds ${urls.join(', ')}`);
  }
  await driver.actions().sendKeys(Key.ESCAPE).perform();
  await waitUntil(driver, 'the search to close', () => !document.querySelector('.DocSearch-Modal'));
}

/** A screenshot of the viewport, decoded: 3 bytes a pixel (RGB), `width` pixels a row. */
type Shot = { pixels: Buffer; width: number };

async function screenshot(driver: WebDriver): Promise<Shot> {
  const png = Buffer.from(await driver.takeScreenshot(), 'base64');
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width };
}

type Rect = { title: string; x: number; y: number; width: number; height: number };

/** The pixels of `rect` that differ between two screenshots (by more than a rounding of each channel). */
function differingPixels(a: Shot, b: Shot, { x, y, width, height }: Rect): number {
  let count = 0;
  for (let row = y; row < y + height; row++) {
    for (let column = x; column < x + width; column++) {
      const at = (row * a.width + column) * 3;
      const distance =
        Math.abs(a.pixels[at] - b.pixels[at]) +
        Math.abs(a.pixels[at + 1] - b.pixels[at + 1]) +
        Math.abs(a.pixels[at + 2] - b.pixels[at + 2]);
      if (distance > 48) count++;
    }
  }
  return count;
}

/**
 * A screenshot once the results area is still (the modal resizes as hits arrive; the caret blinks outside
 * it): two taken 150 ms apart whose pixels there agree.
 */
async function stillScreenshot(driver: WebDriver): Promise<Shot> {
  const area = await evaluate(driver, (): Rect | null => {
    const box = document.querySelector('.DocSearch-Dropdown')?.getBoundingClientRect();
    if (!box) return null;
    const [x, y] = [Math.ceil(box.left), Math.ceil(box.top)];
    return { title: '', x, y, width: Math.floor(box.right) - x, height: Math.floor(box.bottom) - y };
  });
  if (!area) throw new Error('no results area');
  let last = await screenshot(driver);
  for (let attempt = 0; attempt < 10; attempt++) {
    await pause(150);
    const now = await screenshot(driver);
    if (differingPixels(last, now, area) === 0) return now;
    last = now;
  }
  throw new Error('the results did not keep still for 150 ms within 10 tries');
}

/** The search modal's group titles in view (inside the results area), as whole pixels of the viewport. */
function titlesInView(driver: WebDriver): Promise<Rect[]> {
  return evaluate(driver, () => {
    const area = document.querySelector('.DocSearch-Dropdown')?.getBoundingClientRect();
    if (!area) return [];
    return [...document.querySelectorAll('.DocSearch-Hit-source')].flatMap((title) => {
      const box = title.getBoundingClientRect();
      const top = Math.ceil(Math.max(box.top, area.top));
      const bottom = Math.floor(Math.min(box.bottom, area.bottom));
      if (bottom - top < 8) return [];
      const x = Math.ceil(box.left);
      return [{ title: title.textContent ?? '', x, y: top, width: Math.floor(box.right) - x, height: bottom - top }];
    });
  });
}

/** How long the results stay still before the last key: the stale titles showed only after about 0.5 s of it. */
const STILL_MS = 2_500;
/** Typings of "router" per check (each was stale in about 3 of 4 before the fix: see the check). */
const TYPINGS = 3;
/** A title differs from its fresh paint in this many pixels or more: a stale "Blog" differed in 761. */
const STALE_PIXELS = 40;

/**
 * Each group title of the search modal paints the text it holds. WebKit painted a sticky title's old text
 * after React changed it (the DOM held "Blog", the screen showed "Extra information"), once the results had
 * been still for a while: src/plugins/search/client/SearchModal/index.tsx, `repaintGroupTitles`. Here
 * "route" is typed, answered and left still, then the last "r" changes the groups; each title in view is
 * compared, pixel by pixel, with a fresh paint of it: the same screen with the titles made non-sticky
 * for the comparison (`position: relative`, which at the list's top leaves them where they were).
 */
async function searchTitlesPaint(session: Session): Promise<void> {
  const { driver } = session;
  await session.webkit.setViewport(DESKTOP);
  await session.visit('/docs/quickstart');
  const stale: string[] = [];
  for (let typing = 1; typing <= TYPINGS; typing++) {
    await driver.actions().keyDown(Key.CONTROL).sendKeys('k').keyUp(Key.CONTROL).perform();
    await waitUntil(
      driver,
      'the focused search field',
      () => document.activeElement?.matches('.DocSearch-Input') ?? false,
    );
    const input = await driver.findElement(By.css('.DocSearch-Input'));
    await input.sendKeys('route');
    await waitUntil(
      driver,
      'the groups for "route"',
      () => document.querySelectorAll('.DocSearch-Hit-source').length > 0,
    );
    await pause(STILL_MS);
    await input.sendKeys('r');
    await waitUntil(driver, 'a blog hit for "router"', () =>
      [...document.querySelectorAll('.DocSearch-Hit a')].some((hit) => hit.getAttribute('href')?.startsWith('/blog/')),
    );
    const painted = await stillScreenshot(driver);
    const titles = await titlesInView(driver);
    if (titles.length < 2) throw new Error(`${titles.length} group titles in view for "router"`);
    await evaluate(driver, () => {
      const fresh = document.createElement('style');
      fresh.id = 'lane-fresh-titles';
      fresh.textContent = '.DocSearch-Hit-source { position: relative !important; }';
      document.head.append(fresh);
    });
    const fresh = await stillScreenshot(driver);
    await evaluate(driver, () => document.getElementById('lane-fresh-titles')?.remove());
    for (const title of titles) {
      const pixels = differingPixels(painted, fresh, title);
      if (pixels >= STALE_PIXELS) stale.push(`typing ${typing}: "${title.title}" (${pixels} px differ)`);
    }
    await driver.actions().sendKeys(Key.ESCAPE).perform();
    await waitUntil(driver, 'the search to close', () => !document.querySelector('.DocSearch-Modal'));
  }
  await evaluate(driver, () => localStorage.clear());
  if (stale.length > 0) throw new Error(`group titles painted other than their text: ${stale.join('; ')}`);
}

/**
 * The tags page, read in READER_LOCALE (Lithuanian, where `y` sorts before `r`), hydrates with the
 * build's order of tags (the route check fails on its hydration errors; this one on the order).
 */
async function blogTags(session: Session): Promise<void> {
  await session.webkit.setViewport(PHONE);
  const $ = cheerio.load(fs.readFileSync(path.join(buildDir, 'blog/tags.html'), 'utf8'));
  const built = $('main article li a')
    .map((_, link) => $(link).attr('href'))
    .get();
  await session.visit('/blog/tags');
  const shown = await evaluate(session.driver, () =>
    [...document.querySelectorAll('main article li a')].map((link) => link.getAttribute('href')),
  );
  if (shown.join() !== built.join())
    throw new Error(`built in the order ${built.join(', ')}, shown ${shown.join(', ')}`);
}

/**
 * At a desktop's width, the quickstart's Packages table keeps its columns readable: no cell of it (nor of
 * any table of the page) shows its text one word per line, the package names stay whole, and no table of
 * the page scrolls sideways. WebKit gave the last column its narrowest width ("When you need it" on four
 * lines: src/css/custom.css).
 */
async function tables(session: Session): Promise<void> {
  await session.webkit.setViewport(DESKTOP);
  await session.visit('/docs/quickstart');
  const squeezed = await evaluate(session.driver, () =>
    [...document.querySelectorAll<HTMLElement>('.markdown table :is(td, th)')].flatMap((cell) => {
      const words = (cell.textContent ?? '').trim().split(/\s+/).filter(Boolean);
      if (words.length < 2) return [];
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
      return lines >= words.length ? [`"${words.join(' ')}" on ${lines} lines`] : [];
    }),
  );
  if (squeezed.length > 0) throw new Error(`cells one word per line at ${DESKTOP.width} px: ${squeezed.join('; ')}`);
  const broken = await evaluate(session.driver, () =>
    [...document.querySelectorAll('.markdown td:first-child > code')]
      .filter((code) => code.getClientRects().length > 1)
      .map((code) => code.textContent),
  );
  if (broken.length > 0) throw new Error(`names broken over two lines: ${broken.join(', ')}`);
  const scrolling = await evaluate(session.driver, () =>
    [...document.querySelectorAll('.markdown table')].flatMap((table, index) =>
      table.scrollWidth > table.clientWidth
        ? [`table ${index + 1} by ${table.scrollWidth - table.clientWidth} px`]
        : [],
    ),
  );
  if (scrolling.length > 0) throw new Error(`tables scroll sideways at ${DESKTOP.width} px: ${scrolling.join(', ')}`);
}

/**
 * At a phone's width the announcement bar's close button stays clear of the page's right edge, where
 * WebKitGTK's overlay scrollbar takes the clicks; and a click on it closes the bar.
 */
async function announcementClose(session: Session): Promise<void> {
  await session.webkit.setViewport(PHONE);
  await session.visit('/');
  try {
    const gap = await evaluate(session.driver, () => {
      const close = document.querySelector('[class*="announcementBar"] button[aria-label="Close"]');
      if (!close) return null;
      const box = close.getBoundingClientRect();
      // Where the × is drawn: the middle of the button.
      return window.innerWidth - (box.left + box.width / 2);
    });
    if (gap === null) throw new Error('no announcement bar with a close button');
    if (gap < 24) throw new Error(`the close button's middle is ${Math.round(gap)} px from the edge`);
    await click(session, '[class*="announcementBar"] button[aria-label="Close"]');
    await waitUntil(
      session.driver,
      'the bar to close',
      () => !document.querySelector('[class*="announcementBar"] button'),
    );
  } finally {
    await evaluate(session.driver, () => localStorage.clear());
  }
}

/** TypeScript, the declaration files and the first check take a few seconds on a busy machine. */
const READY_MS = 30_000;

/** The playground loads its types and runs the starting files: the client's calls show in the output. */
async function playground(session: Session): Promise<void> {
  await session.webkit.setViewport(DESKTOP);
  await session.visit('/playground');
  await waitUntil(
    session.driver,
    'the playground, checked',
    () => document.querySelector('[data-playground-ready] [role="status"]')?.textContent === 'No type errors.',
    { timeout: READY_MS },
  );
  await clickText(session, '//main', 'Run');
  await waitUntil(
    session.driver,
    'the run output',
    () => {
      const log = document.querySelector('[role="log"]')?.textContent ?? '';
      return log.includes('query bookById → {') && log.includes('The Dispossessed');
    },
    { timeout: READY_MS },
  );
  const log = await evaluate(session.driver, () => document.querySelector('[role="log"]')?.textContent ?? '');
  if (log.includes('Stopped')) throw new Error(log);
}

export const journeys: { name: string; run: (session: Session) => Promise<void> }[] = [
  { name: 'phone menu: choosing a docs version closes it', run: phoneMenuVersions },
  { name: 'search: "router" key by key, each group under its own title', run: search },
  { name: 'search: each group title paints its own text (screenshots)', run: searchTitlesPaint },
  { name: 'blog tags: the build’s order in the reader’s locale', run: blogTags },
  { name: 'tables: no cell one word per line, none scrolls, at 1280 px', run: tables },
  { name: 'announcement bar: its × clear of the overlay scrollbar at 375 px', run: announcementClose },
  { name: 'playground: runs the starting files', run: playground },
];
