/**
 * `npm run test:firefox`: what readers do, in Firefox, against the served production build.
 *
 * Debian's Firefox ESR, headless in a fresh profile, driven over WebDriver BiDi (tests/firefox/firefox.ts).
 * The build (`build/`, or the folder SITE_BUILD_DIR names) is served with the site's headers and CSP
 * (scripts/serve.mjs) on a free port of 127.0.0.1; every other host is blocked. One page visits every
 * route of the sitemap, a template's with a full load (tests/firefox/routes.ts), then follows the journeys of
 * tests/firefox/journeys.ts. Each check fails on a console error from the site's own scripts, an
 * uncaught error, an unhandled rejection or a CSP violation while it runs (one raised as a page is
 * left, such as a load the browser cancels, shows in the check that follows).
 *
 * Every wait is bounded, each check and the whole lane too (tests/lanes/lane.ts, the runner both lanes
 * share). The last line says how many checks passed and failed; the exit code is 1 if any failed.
 */
import { routesFromSitemap } from '../e2e/site';
import { runLane, serveBuild, type Check, type Server } from '../lanes/lane';
import { launchFirefox, Session, type Firefox } from './firefox';
import { colourMode, layout, mobileMenu, playground, playgroundTry, search } from './journeys';
import { checkRoute } from './routes';

/** Every route of the sitemap, then the journeys; `npm run test:firefox -- search /docs/v9` runs those whose names contain an argument. */
const checks: Check<Session>[] = [
  ...routesFromSitemap().map((route) => ({ name: route, run: (session: Session) => checkRoute(session, route) })),
  { name: 'search: Ctrl+K, "router" finds pages', run: search },
  { name: 'colour mode: dark is kept across a reload', run: colourMode },
  { name: 'mobile menu: opens and closes at 375 px', run: mobileMenu },
  { name: 'layout: table names whole at 1280 px, no sideways scroll at 363 px', run: layout },
  { name: 'playground: checks types and runs', run: playground },
  { name: 'playground: a sample’s Try opens its files', run: playgroundTry },
];

let server: Server | undefined;
let firefox: Firefox | undefined;

runLane<Session>({
  browser: 'Firefox',
  checks,
  start: async (dir) => {
    server = await serveBuild(dir);
    firefox = await launchFirefox();
    const session = await Session.open(firefox.browser, server.origin);
    return { session, description: `${await firefox.browser.version()} on ${server.origin}` };
  },
  stop: async () => {
    await firefox?.stop().catch((error: unknown) => console.error(error));
    server?.stop();
  },
});
