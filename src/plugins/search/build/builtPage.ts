import fs from 'node:fs/promises';
import path from 'node:path';

/** The built file of a site path: `/docs/router` → `<outDir>/docs/router.html` (or `…/index.html`). */
export async function readBuiltPage(outDir: string, baseUrl: string, permalink: string): Promise<string | undefined> {
  const route = permalink.slice(baseUrl.length).replace(/\/+$/, '');
  for (const candidate of [`${route || 'index'}.html`, path.join(route, 'index.html')]) {
    const html = await fs.readFile(path.join(outDir, candidate), 'utf8').catch(() => undefined);
    if (html !== undefined) return html;
  }
  return undefined;
}
