// @ts-check
/**
 * How the tests and the benchmark launch a browser: Debian's Chromium (`apt-get install -y chromium
 * chromium-headless-shell`), with the flags that keep it quiet on a closed network.
 * PLAYWRIGHT_CHROMIUM_PATH picks another binary for both; set it empty to use Playwright's own browser.
 */
import fs from 'node:fs';

const configuredPath = process.env.PLAYWRIGHT_CHROMIUM_PATH;
const configured = (/** @type {string} */ fallback) =>
  configuredPath === undefined ? fallback : configuredPath || undefined;

/** The whole browser, as readers run it: Lighthouse, the bench and the screenshots. */
export const chromiumPath = configured('/usr/bin/chromium');

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The browser tests' Chromium: the same Debian build in its headless-shell form (the one Playwright
 * itself runs headless), which drives the suite with less CPU than the whole browser.
 * The whole browser stands in where the shell is not installed.
 */
export const testChromiumPath = configured(fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
