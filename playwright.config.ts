import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

const isCI = Boolean(process.env.CI);
/** `npm run test:dev`: the development server (`docusaurus start`) instead of a build (tests/e2e/site.ts). */
const devServer = process.env.E2E_DEV === '1';
const port = Number(process.env.PORT ?? (devServer ? 3212 : 3210));
/** The folder of the build to serve: `build`, or `build-algolia` for the Algolia-mode checks (`npm run test:algolia`). */
const buildDir = process.env.SITE_BUILD_DIR ?? 'build';
/**
 * Another build's tests keep their results apart: `npm test` runs them beside the main build's. By
 * the folder's name only, so that a build elsewhere (`SITE_BUILD_DIR=/tmp/x`) writes none outside them.
 */
const resultsSuffix = devServer ? '-dev' : buildDir === 'build' ? '' : `-${path.basename(path.resolve(buildDir))}`;
/** Test another deployment (e.g. a preview) by setting E2E_BASE_URL; otherwise the local build is served. */
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;
/** Every host name resolves to nothing, except the local server's address. */
const BLOCK_OTHER_HOSTS = 'MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  outputDir: `test-results${resultsSuffix}`,
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report${resultsSuffix}` }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace for every test slows the whole suite for the rare failure that needs one:
    // record one with `--trace on`.
    trace: 'off',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: testChromiumPath,
      // The local build's tests block every other host in the browser's resolver: nothing leaves the
      // machine, and no request has to pass through the test runner (tests/e2e/fixtures.ts) to be stopped.
      args: externalBaseUrl ? chromiumArgs : [...chromiumArgs, `--host-resolver-rules=${BLOCK_OTHER_HOSTS}`],
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : devServer
      ? {
          command: `npx docusaurus start --port ${port} --host 127.0.0.1 --no-open`,
          // Answered once the first compilation is done.
          url: `${baseURL}/docs/quickstart`,
          env: { BROWSER: 'none' },
          reuseExistingServer: !isCI,
          timeout: 180_000,
        }
      : {
          command: `npm run serve -- --port ${port} --host 127.0.0.1 --dir ${buildDir}`,
          url: baseURL,
          reuseExistingServer: !isCI,
          timeout: 60_000,
        },
});
