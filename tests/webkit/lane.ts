/**
 * `npm run test:webkit`: what readers do, in WebKit (Safari's engine), against the served production build.
 *
 * Debian's WebKitGTK: WebKitWebDriver starts MiniBrowser in an Xvfb display, and selenium-webdriver
 * drives it over WebDriver classic (tests/webkit/webkit.ts), in a Lithuanian locale (READER_LOCALE),
 * where a page rendered in the reader's locale fails to hydrate. The build (`build/`, or the folder
 * SITE_BUILD_DIR names) is served with the site's headers and CSP behind the lane's server
 * (tests/webkit/server.ts), which adds an error recorder to each page and refuses every other host.
 * One window visits every route of the sitemap and an unknown path at a phone's width, light mode, with
 * a full load (tests/webkit/routes.ts), then follows the journeys of tests/webkit/journeys.ts. Each
 * check fails on a console error, an uncaught error of the site's scripts (a failed hydration), an
 * unhandled rejection, a file of the site that failed to load, a CSP violation or a request to another
 * host while it runs.
 *
 * Every wait is bounded, and the whole lane is stopped after LANE_TIMEOUT_MS. The last line says how
 * many checks passed and failed; the exit code is 1 if any failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDir, routesFromSitemap } from '../e2e/site';
import { journeys } from './journeys';
import { checkRoute, UNKNOWN_PATH } from './routes';
import { serveForWebKit, type LaneServer } from './server';
import { Session } from './session';
import { launchWebKit, PHONE, type WebKit } from './webkit';

/** A check that takes longer than this has stalled. */
const CHECK_TIMEOUT_MS = 90_000;
/** On a stalled machine the lane ends here rather than hold up `npm test`. */
const LANE_TIMEOUT_MS = 6 * 60_000;

type Check = { name: string; run: (session: Session) => Promise<void> };

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs a check and returns what went wrong in it (nothing when it passed). */
async function runCheck(session: Session, check: Check): Promise<string[]> {
  let failure: string[] = [];
  try {
    await withTimeout(check.run(session), CHECK_TIMEOUT_MS, check.name);
  } catch (error) {
    failure = [error instanceof Error ? error.message || `${error.name} (no message)` : String(error)];
  }
  return [...failure, ...(await session.problems())];
}

/** At a phone's width: every route of the sitemap, and an unknown path. */
function phoneRoute(route: string): Check {
  return {
    name: route,
    run: async (session) => {
      await session.webkit.setViewport(PHONE);
      await checkRoute(session, route);
    },
  };
}

/** The routes, then the journeys; `npm run test:webkit -- search /docs/v9` runs those whose names contain an argument. */
function checksToRun(): Check[] {
  const all: Check[] = [...[...routesFromSitemap(), UNKNOWN_PATH].map(phoneRoute), ...journeys];
  const filters = process.argv.slice(2);
  return filters.length ? all.filter(({ name }) => filters.some((part) => name.includes(part))) : all;
}

let server: LaneServer | undefined;
let webkit: WebKit | undefined;

async function stopAll(): Promise<void> {
  await webkit?.stop().catch((error: unknown) => console.error(error));
  webkit = undefined;
  server?.stop();
}

const watchdog = setTimeout(() => {
  console.error(`\nthe WebKit lane did not end within ${LANE_TIMEOUT_MS / 60_000} min; stopped`);
  void stopAll().finally(() => process.exit(1));
}, LANE_TIMEOUT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopAll().finally(() => process.exit(1)));
}

async function main(): Promise<boolean> {
  const started = performance.now();
  let passed = 0;
  let failed = 0;
  try {
    if (!fs.existsSync(path.join(buildDir, 'sitemap.xml')))
      throw new Error(`no build in ${buildDir}: run \`npm run build\``);
    const checks = checksToRun();
    server = await serveForWebKit(buildDir);
    webkit = await launchWebKit({ proxy: server.proxy });
    const locale = webkit.inReaderLocale ? 'lt-LT' : "the system's locale";
    console.log(`${webkit.name} in ${locale} on ${server.origin}, ${checks.length} checks`);
    const session = new Session(webkit, server);
    for (const check of checks) {
      const checkStarted = performance.now();
      const problems = await runCheck(session, check);
      const seconds = ((performance.now() - checkStarted) / 1000).toFixed(1);
      if (problems.length === 0) {
        passed++;
        console.log(`  ok    ${check.name} (${seconds} s)`);
      } else {
        failed++;
        console.log(`  FAIL  ${check.name} (${seconds} s)`);
        for (const problem of problems) console.log(`          ${problem}`);
      }
    }
  } catch (error) {
    failed++;
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await stopAll();
    clearTimeout(watchdog);
  }
  console.log(`\n${passed} passed, ${failed} failed (${Math.round((performance.now() - started) / 1000)} s)`);
  return failed === 0;
}

void main().then((ok) => process.exit(ok ? 0 : 1));
