// @ts-check
/**
 * Lighthouse's performance figures as a user gets them (scripts/lib/lighthouse-cli.mjs: the CLI,
 * mobile defaults, a new browser per run): each page, interleaved, median of `runsPerPage` each.
 */
import { lighthouseMedians } from '../lib/lighthouse-cli.mjs';

/**
 * @param {Record<string, string>} urls name → URL
 * @param {number} runsPerPage
 */
export async function benchLighthouse(urls, runsPerPage) {
  const medians = await lighthouseMedians(urls, runsPerPage);
  return Object.entries(medians).map(([page, { runs, ...figures }]) => ({ page, ...figures, runs: runs.length }));
}
