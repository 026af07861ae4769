import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { readBuiltPage } from './builtPage';
import { MANIFEST_FILE, SEARCH_DIR, type Manifest, type ManifestEntry } from '../client/types';
import { contextName, splitContexts, type Authored } from './contexts';
import { extractPage, type ExtractedPage } from './extract';

export type BuildOptions = Authored & {
  /** The build's output folder. */
  readonly outDir: string;
  readonly baseUrl: string;
  /** Every route of the site, with the baseUrl (Docusaurus's `routesPaths`). */
  readonly routesPaths: readonly string[];
};

export type IndexFileReport = ManifestEntry & { readonly bytes: number; readonly gzipBytes: number };

export type BuildReport = {
  readonly pages: number;
  readonly milliseconds: number;
  readonly files: readonly IndexFileReport[];
};

const contentHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * Indexes the built HTML of every route into `<outDir>/search/`: one JSON file per language and
 * docs version, named by a hash of its content so hosts can cache it for good, and a manifest.
 */
export async function buildSearchIndex({
  outDir,
  baseUrl,
  routesPaths,
  ...authored
}: BuildOptions): Promise<BuildReport> {
  const start = performance.now();
  const extracted = await Promise.all(
    [...new Set(routesPaths)].map(async (route) => {
      const html = await readBuiltPage(outDir, baseUrl, route);
      return html === undefined ? null : extractPage(html, route);
    }),
  );
  const pages = extracted.filter((page): page is ExtractedPage => page !== null);

  const searchDir = path.join(outDir, SEARCH_DIR);
  await fs.rm(searchDir, { recursive: true, force: true });
  await fs.mkdir(searchDir, { recursive: true });

  const files = await Promise.all(
    splitContexts(pages, authored).map(async ({ language, tag, index }): Promise<IndexFileReport> => {
      const json = JSON.stringify(index);
      const file = `${language}-${contextName(tag)}.${contentHash(json)}.json`;
      await fs.writeFile(path.join(searchDir, file), json);
      const bytes = Buffer.byteLength(json);
      return { language, tag, file, bytes, gzipBytes: zlib.gzipSync(json, { level: 9 }).length };
    }),
  );
  const manifest: Manifest = {
    version: 1,
    indexes: files.map(({ language, tag, file }) => ({ language, tag, file })),
  };
  await fs.writeFile(path.join(searchDir, MANIFEST_FILE), JSON.stringify(manifest));
  return { pages: pages.length, milliseconds: performance.now() - start, files };
}
