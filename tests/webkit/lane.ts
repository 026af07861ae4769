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
 * Every wait is bounded, each check and the whole lane too (tests/lanes/lane.ts, the runner both lanes
 * share). The last line says how many checks passed and failed; the exit code is 1 if any failed.
 */
import { routesFromSitemap } from '../e2e/site';
import { runLane, type Check } from '../lanes/lane';
import { journeys } from './journeys';
import { checkRoute, UNKNOWN_PATH } from './routes';
import { serveForWebKit, type LaneServer } from './server';
import { Session } from './session';
import { launchWebKit, PHONE, type WebKit } from './webkit';

/** At a phone's width: every route of the sitemap, and an unknown path. */
function phoneRoute(route: string): Check<Session> {
  return {
    name: route,
    run: async (session) => {
      await session.webkit.setViewport(PHONE);
      await checkRoute(session, route);
    },
  };
}

let server: LaneServer | undefined;
let webkit: WebKit | undefined;

/** The routes, then the journeys; `npm run test:webkit -- search /docs/v9` runs those whose names contain an argument. */
runLane<Session>({
  browser: 'WebKit',
  checks: [...[...routesFromSitemap(), UNKNOWN_PATH].map(phoneRoute), ...journeys],
  start: async (dir) => {
    server = await serveForWebKit(dir);
    webkit = await launchWebKit({ proxy: server.proxy });
    const locale = webkit.inReaderLocale ? 'lt-LT' : "the system's locale";
    return { session: new Session(webkit, server), description: `${webkit.name} in ${locale} on ${server.origin}` };
  },
  stop: async () => {
    await webkit?.stop().catch((error: unknown) => console.error(error));
    server?.stop();
  },
});
