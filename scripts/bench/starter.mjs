// @ts-check
/**
 * The reference of the Lighthouse and prefetch figures: a fresh Docusaurus classic starter of the
 * same version, built once into the system's temporary folder (not under node_modules: Docusaurus
 * does not compile TypeScript found there) and measured in the same run as ours.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCHMARKED_PAGES } from '../lib/budgets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The reference row: the starter's docs page (TBT and LCP ratios are to it). */
export const STARTER_PAGE = 'starter /docs/intro';
/** The starter's landing page, beside ours. */
const STARTER_HOME = 'starter /';

/** @returns {string} the starter's build folder, built on the first call of a Docusaurus version */
export function starterBuild() {
  const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8'));
  const dir = path.join(os.tmpdir(), 'trpc-bench-starter', version.version);
  const site = path.join(dir, 'site');
  if (fs.existsSync(path.join(site, 'build/serve.json'))) return path.join(site, 'build');
  fs.mkdirSync(dir, { recursive: true });
  /** @param {string} command @param {string[]} commandArgs @param {string} cwd */
  const step = (command, commandArgs, cwd) => {
    const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
  };
  // Each step is skipped when an earlier, interrupted run got past it.
  if (!fs.existsSync(path.join(site, 'package.json'))) {
    step(
      'npx',
      ['--yes', `create-docusaurus@${version.version}`, 'site', 'classic', '--typescript', '--skip-install'],
      dir,
    );
  }
  if (!fs.existsSync(path.join(site, 'node_modules'))) step('npm', ['install', '--no-audit', '--no-fund'], site);
  step('npx', ['docusaurus', 'build'], site);
  // Served by the same server as ours, with its plain defaults (clean URLs, no site-specific headers).
  const serveConfig = { cleanUrls: true, trailingSlash: false, directoryListing: false };
  fs.writeFileSync(path.join(site, 'build/serve.json'), JSON.stringify(serveConfig));
  return path.join(site, 'build');
}

/**
 * Our benchmarked pages (or `pages`, a subset) and the starter's: its docs page always, its landing
 * page with ours.
 * @param {string} origin ours
 * @param {string} starterOrigin the starter's
 * @param {string[]} [pages] our pages to measure (default: all the benchmarked pages)
 * @returns {Record<string, string>}
 */
export const benchUrls = (origin, starterOrigin, pages = BENCHMARKED_PAGES) => ({
  ...Object.fromEntries(pages.map((pagePath) => [pagePath, origin + pagePath])),
  [STARTER_PAGE]: `${starterOrigin}/docs/intro`,
  ...(pages.includes('/') ? { [STARTER_HOME]: `${starterOrigin}/` } : {}),
});
