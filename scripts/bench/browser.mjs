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
