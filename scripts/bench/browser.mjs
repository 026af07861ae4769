// @ts-check
/** The browser the page and prefetch steps drive (scripts/chromium.mjs), kept to the served site. */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

export const launchBrowser = () => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/**
 * Third-party requests fail at once, as they would on this offline machine anyway.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} origin
 */
export const blockOtherOrigins = (context, origin) =>
  context.route('**/*', (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient'),
  );

/**
 * A new context in Lighthouse's phone viewport (a Moto G Power: 412 × 823 at 1.75), kept to `origin`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
export async function phoneContext(browser, origin) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await blockOtherOrigins(context, origin);
  return context;
}
