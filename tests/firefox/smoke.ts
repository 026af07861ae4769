/**
 * `npm run test:firefox`: what readers do, in Firefox, against the served production build.
 *
 * Debian's Firefox ESR, headless in a fresh profile, driven over WebDriver BiDi (tests/firefox/firefox.ts).
 * The build (`build/`, or the folder SITE_BUILD_DIR names) is served with the site's headers and CSP
 * (scripts/serve.mjs) on a free port of 127.0.0.1; every other host is blocked. One page visits every
 * route of the sitemap with a full load (tests/firefox/routes.ts), then follows the journeys of
 * tests/firefox/journeys.ts. Each check fails on a console error from the site's own scripts, an
 * uncaught error, an unhandled rejection or a CSP violation while it runs (one raised as a page is
 * left, such as a load the browser cancels, shows in the check that follows).
 *
 * Every wait is bounded, and the whole lane is stopped after LANE_TIMEOUT_MS. The last line says how
 * many checks passed and failed; the exit code is 1 if any failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDir, routesFromSitemap } from '../e2e/site';
import { launchFirefox, Session, type Firefox } from './firefox';
import { colourMode, layout, mobileMenu, playground, playgroundTry, search } from './journeys';
import { checkRoute } from './routes';
import { serveBuild, type Server } from './server';

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
    failure = [error instanceof Error ? error.message : String(error)];
  }
  return [...failure, ...(await session.problems())];
}

/** Every route of the sitemap, then the journeys; `npm run test:firefox -- search /docs/v9` runs those whose names contain an argument. */
function checksToRun(): Check[] {
  const all: Check[] = [
    ...routesFromSitemap().map((route) => ({ name: route, run: (session: Session) => checkRoute(session, route) })),
    { name: 'search: Ctrl+K, "router" finds pages', run: search },
    { name: 'colour mode: dark is kept across a reload', run: colourMode },
    { name: 'mobile menu: opens and closes at 375 px', run: mobileMenu },
    { name: 'layout: table names whole at 1280 px, no sideways scroll at 363 px', run: layout },
    { name: 'playground: checks types and runs', run: playground },
    { name: 'playground: a sample’s Try opens its files', run: playgroundTry },
  ];
  const filters = process.argv.slice(2);
  return filters.length ? all.filter(({ name }) => filters.some((part) => name.includes(part))) : all;
}

let server: Server | undefined;
let firefox: Firefox | undefined;

async function stopAll(): Promise<void> {
  await firefox?.stop().catch((error: unknown) => console.error(error));
  firefox = undefined;
  server?.stop();
}

const watchdog = setTimeout(() => {
  console.error(`\nthe Firefox lane did not end within ${LANE_TIMEOUT_MS / 60_000} min; stopped`);
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
    server = await serveBuild(buildDir);
    firefox = await launchFirefox();
    console.log(`${await firefox.browser.version()} on ${server.origin}, ${checks.length} checks`);
    const session = await Session.open(firefox.browser, server.origin);
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
