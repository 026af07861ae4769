import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { testsLocalBuild } from './site';

/** Hosts the site serves itself; everything else is a third party and is blocked in tests. */
function isFirstParty(url: string, baseURL: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  return new URL(url).host === new URL(baseURL).host;
}

type Fixtures = {
  /** Console errors and page errors raised by the site's own code during the test. */
  consoleErrors: string[];
};

/** The errors recorded for each browser context a test uses. */
const errorsOf = new WeakMap<BrowserContext, string[]>();

export const test = base.extend<Fixtures>({
  // The site's errors are recorded in every context a test uses (and, for a deployed site, third-party
  // requests blocked). It hooks the context, not every test: a test that only sends requests opens no
  // browser page.
  context: async ({ context, baseURL }, provide) => {
    const errors: string[] = [];
    const origin = baseURL ?? '';
    errorsOf.set(context, errors);
    // The local build's browser resolves no other host (playwright.config.ts); a deployed site's tests
    // stop third-party requests here.
    if (!testsLocalBuild) {
      await context.route('**/*', (route) =>
        isFirstParty(route.request().url(), origin) ? route.continue() : route.abort('blockedbyclient'),
      );
    }
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const source = message.location().url;
      if (source && !isFirstParty(source, origin)) return;
      // A blocked third-party request is reported by the browser, not by our code.
      if (/ERR_BLOCKED_BY_CLIENT|ERR_NAME_NOT_RESOLVED/.test(message.text())) return;
      errors.push(message.text());
    });
    context.on('weberror', (error) => errors.push(error.error().message));
    // A Content-Security-Policy violation and an unhandled promise rejection are errors even where
    // the browser logs none (Chromium logs neither to the console; Firefox prints the violations).
    await context.exposeBinding('__reportPageError', (_source, error: string) => errors.push(error));
    await context.addInitScript(() => {
      const report = (error: string) =>
        (window as Window & { __reportPageError?: (error: string) => void }).__reportPageError?.(error);
      document.addEventListener('securitypolicyviolation', (event) =>
        report(
          `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        ),
      );
      // Once every listener has run: a rejection the site handles (src/client/modules/loadFailure.ts
      // prevents the default of a chunk that failed on arrival) is not an error.
      window.addEventListener('unhandledrejection', (event) =>
        setTimeout(() => {
          if (!event.defaultPrevented) report(`Unhandled rejection: ${String(event.reason)}`);
        }),
      );
    });
    await provide(context);
    // Tests that provoke errors on purpose empty the list before they end.
    expect(errors, "console errors from the site's own code").toEqual([]);
  },
  consoleErrors: async ({ context }, provide) => {
    await provide(errorsOf.get(context) ?? []);
  },
});

export { expect };

/** Loads a path and waits until React has hydrated the page. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
