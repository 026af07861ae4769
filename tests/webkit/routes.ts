import { builtHeading } from '../firefox/routes';
import { evaluate, waitUntil, type Session } from './session';

/** A path no page has: served the 404 page, with status 404, which hydrates like any other. */
export const UNKNOWN_PATH = '/docs/no-such-page';
const NOT_FOUND_HEADING = 'Page Not Found';

/**
 * A reader arrives at the route on a phone: it is served (200, or 404 for UNKNOWN_PATH), loads and
 * hydrates, shows the heading the build gave it, shows no broken image and does not scroll sideways.
 */
export async function checkRoute(session: Session, route: string): Promise<void> {
  const unknown = route === UNKNOWN_PATH;
  const heading = unknown ? NOT_FOUND_HEADING : builtHeading(route);
  if (!heading) throw new Error(`the built ${route} has no h1`);
  await session.visit(route, { status: unknown ? 404 : 200 });
  await waitUntil(
    session.driver,
    `the h1 "${heading}"`,
    (text) =>
      [...document.querySelectorAll('h1')].some(
        (h1) => h1.getClientRects().length > 0 && h1.textContent?.replace(/\s+/g, ' ').trim() === text,
      ),
    { arg: heading },
  );
  const { overflow, broken } = await evaluate(session.driver, () => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    broken: [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0 && image.getClientRects().length > 0)
      .map((image) => image.currentSrc || image.src),
  }));
  if (overflow > 0) throw new Error(`scrolls sideways by ${overflow} px`);
  if (broken.length > 0) throw new Error(`broken images: ${broken.join(', ')}`);
}
