import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

/**
 * Debian's Firefox ESR (`apt-get install -y firefox-esr`), driven over WebDriver BiDi by puppeteer-core,
 * which never downloads a browser. FIREFOX_PATH points to another Firefox (e.g. on macOS).
 */
const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export const DESKTOP = { width: 1280, height: 800 };

/** Waits for a page load, for hydration, for a search: bounded, with room for a busy machine. */
const WAIT_MS = 15_000;

declare global {
  interface Window {
    /** The page's Content-Security-Policy violations, recorded from its first script on. */
    __cspViolations?: string[];
  }
}

export type Firefox = {
  browser: Browser;
  /** Closes Firefox (killing it if it does not close in time) and deletes its profile. */
  stop: () => Promise<void>;
};

/** Headless, in a profile made for this run and deleted with it. */
export async function launchFirefox(): Promise<Firefox> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'firefox-smoke-'));
  const browser = await puppeteer
    .launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: FIREFOX_PATH,
      userDataDir: profile,
      headless: true,
      defaultViewport: DESKTOP,
      // A command the browser does not answer fails the check instead of stalling the lane.
      protocolTimeout: 30_000,
      extraPrefsFirefox: {
        // Pages follow a light system preference, as in the Playwright tests, whatever the machine's theme.
        'layout.css.prefers-color-scheme.content-override': 1,
      },
    })
    .catch((error: unknown) => {
      fs.rmSync(profile, { recursive: true, force: true });
      throw error;
    });
  const stop = async () => {
    const closed = browser.close().then(
      () => true,
      () => false,
    );
    const timedOut = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000).unref());
    if (!(await Promise.race([closed, timedOut]))) browser.process()?.kill('SIGKILL');
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  return { browser, stop };
}

/** Only the served build is reachable: every other host's request fails at once, without a lookup. */
function allowOnly(origin: string, request: HTTPRequest): Promise<void> {
  const url = request.url();
  const ours = url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:');
  return ours ? request.continue() : request.abort('blockedbyclient');
}

/**
 * One page that the whole lane reuses, with what it records for the check in progress: console
 * errors from the site's own scripts, uncaught errors and unhandled rejections (Firefox reports both
 * as page errors), and Content-Security-Policy violations.
 */
export class Session {
  private errors: string[] = [];

  private constructor(
    readonly page: Page,
    readonly origin: string,
  ) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const source = message.location().url;
      if (source && !source.startsWith(`${origin}/`)) return;
      this.errors.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) =>
      this.errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  static async open(browser: Browser, origin: string): Promise<Session> {
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => void allowOnly(origin, request));
    await page.evaluateOnNewDocument(() => {
      const violations: string[] = [];
      window.__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`),
      );
    });
    return new Session(page, origin);
  }

  /** Loads a path in full (a reader arriving from elsewhere) and waits until React has hydrated it. */
  async visit(path: string): Promise<void> {
    await this.keepViolations();
    const response = await this.page.goto(`${this.origin}${path}`, { waitUntil: 'load', timeout: WAIT_MS });
    // 304: the browser's cached copy is still the served one.
    const status = response?.status();
    if (status !== 200 && status !== 304) throw new Error(`${path} answered ${status ?? 'nothing'}`);
    await this.waitForHydration();
  }

  /**
   * Moves to a path the way the site's own links do, through the router's history, without a load, and
   * waits until the address is the path's. Whoever calls it waits for the route's content.
   */
  async navigateInPage(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({ key: to }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
    }, path);
  }

  /** True while the page is a hydrated page of the site (a check that failed may have left another). */
  hydratedHere(): Promise<boolean> {
    return this.page.evaluate(
      (origin) => location.origin === origin && document.documentElement.dataset.hasHydrated === 'true',
      this.origin,
    );
  }

  async reload(): Promise<void> {
    await this.keepViolations();
    await this.page.reload({ waitUntil: 'load', timeout: WAIT_MS });
    await this.waitForHydration();
  }

  /** What went wrong since the last call; the record starts again empty. */
  async problems(): Promise<string[]> {
    await this.keepViolations();
    return this.errors.splice(0);
  }

  private waitForHydration(): Promise<void> {
    return waitUntil(this.page, 'hydration', () => document.documentElement.dataset.hasHydrated === 'true');
  }

  /** Moves the current document's CSP violations to the record, before a load replaces them. */
  private async keepViolations(): Promise<void> {
    const violations = await this.page
      .evaluate(() => window.__cspViolations?.splice(0) ?? [])
      .catch((): string[] => []);
    this.errors.push(...violations.map((violation) => `CSP violation: ${violation}`));
  }
}

/** How often `waitUntil` asks the page again. */
const POLL_MS = 50;

/**
 * Waits until `condition(arg)` holds in the page, or fails naming what it waited for.
 *
 * It asks from here, one `page.evaluate` at a time, rather than with `page.waitForFunction`: puppeteer's
 * in-page poller rebuilds the condition with `new Function`, which Firefox 140 ESR (Debian bookworm's
 * main archive, where a machine without the security archive stops) blocks under the site's CSP, as a
 * reader's browser would. A call that lands while a load replaces the document counts as "not yet".
 */
export async function waitUntil<Arg>(
  page: Page,
  what: string,
  condition: (arg: Arg) => boolean,
  { arg, timeout = WAIT_MS }: { arg?: Arg; timeout?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      // puppeteer's types cannot follow a generic argument through its serialisation; it arrives as given.
      if (await page.evaluate(condition as (arg: unknown) => boolean, arg)) return;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) throw new Error(`timed out waiting for ${what}`, { cause: lastError });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Gives the page a viewport `width` px wide and waits until its window is that wide. puppeteer sends
 * a screen orientation with every viewport, a command Firefox 140 ESR does not know; the viewport
 * itself is a separate command that it does know, so only that refusal is let through.
 */
export async function setWidth(page: Page, width: number): Promise<void> {
  try {
    await page.setViewport({ ...DESKTOP, width });
  } catch (error) {
    if (!(error instanceof Error && /unknown command.*setScreenOrientationOverride/s.test(error.message))) throw error;
  }
  await waitUntil(page, `a ${width} px wide window`, (expected) => window.innerWidth === expected, { arg: width });
}
