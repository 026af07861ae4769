// @ts-check
/**
 * How the tests and the benchmark launch a browser: Debian's Chromium by default
 * (`apt-get install -y chromium`), with the flags that keep it quiet on a closed network.
 * PLAYWRIGHT_CHROMIUM_PATH picks another binary; set it empty to use Playwright's own browser.
 */
const configuredPath = process.env.PLAYWRIGHT_CHROMIUM_PATH;

/** @type {string | undefined} */
export const chromiumPath = configuredPath === undefined ? '/usr/bin/chromium' : configuredPath || undefined;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
