import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { buildDir, TEMPLATE_ROUTES } from '../e2e/site';
import { waitUntil, type Session } from './firefox';

/** The text of the built page's first h1 (whitespace collapsed), or '' when it has none. */
export function builtHeading(route: string): string {
  const base = path.join(buildDir, route);
  const file = [`${base}.html`, path.join(base, 'index.html')].find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`no built page for ${route}`);
  return cheerio.load(fs.readFileSync(file, 'utf8'))('h1').first().text().replace(/\s+/g, ' ').trim();
}

/**
 * A reader reaches the route and sees the heading the build gave it: a template's route (TEMPLATE_ROUTES) with a
 * full load that hydrates, another through the site's router from the page before, as its links do (a full load
 * of every route took about 100 s of this lane; the WebKit lane loads each in full).
 */
export async function checkRoute(session: Session, route: string): Promise<void> {
  const heading = builtHeading(route);
  if (!heading) throw new Error(`the built ${route} has no h1`);
  if (TEMPLATE_ROUTES.includes(route) || !(await session.hydratedHere())) await session.visit(route);
  else await session.navigateInPage(route);
  await waitUntil(
    session.page,
    `the h1 "${heading}"`,
    (text) =>
      [...document.querySelectorAll('h1')].some(
        (h1) => h1.getClientRects().length > 0 && h1.textContent?.replace(/\s+/g, ' ').trim() === text,
      ),
    { arg: heading },
  );
}
