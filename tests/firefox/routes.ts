import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { buildDir } from '../e2e/site';
import { waitUntil, type Session } from './firefox';

/** The text of the built page's first h1 (whitespace collapsed), or '' when it has none. */
export function builtHeading(route: string): string {
  const base = path.join(buildDir, route);
  const file = [`${base}.html`, path.join(base, 'index.html')].find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`no built page for ${route}`);
  return cheerio.load(fs.readFileSync(file, 'utf8'))('h1').first().text().replace(/\s+/g, ' ').trim();
}

/** A reader arrives at the route: it loads and hydrates, and shows the heading the build gave it. */
export async function checkRoute(session: Session, route: string): Promise<void> {
  const heading = builtHeading(route);
  if (!heading) throw new Error(`the built ${route} has no h1`);
  await session.visit(route);
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
