// @ts-check
/**
 * What a page costs a reader: every first-party response of a page load (or of a client-side
 * navigation), by type, with gzip and brotli sizes computed from the bodies (the same for every
 * run, unlike transfer sizes). Link prefetches (Docusaurus prefetches the chunks of links in view)
 * are counted apart: the browser fetches them when idle, for a later navigation.
 * Shared by the budget tests (tests/e2e/budgets.spec.ts) and the benchmark (scripts/bench/pages.mjs).
 */
import zlib from 'node:zlib';

/** @typedef {'html' | 'css' | 'js' | 'json' | 'image' | 'font' | 'other'} ResourceType */
/** @typedef {{ url: string, type: ResourceType, body: Buffer, prefetch: boolean }} Resource */
/** @typedef {{ raw: number, gzip: number, brotli: number, count: number }} Bytes */

/** @param {string} url @param {string} contentType @returns {ResourceType} */
function resourceType(url, contentType) {
  const { pathname } = new URL(url);
  if (contentType.includes('html')) return 'html';
  if (contentType.includes('css') || pathname.endsWith('.css')) return 'css';
  if (contentType.includes('javascript') || pathname.endsWith('.js')) return 'js';
  if (contentType.includes('json')) return 'json';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.includes('font')) return 'font';
  return 'other';
}

/**
 * Starts recording the page's first-party responses; read the array when the phase is over.
 * @param {import('@playwright/test').Page} page
 * @param {string} origin
 * @returns {Resource[]}
 */
export function recordResources(page, origin) {
  /** @type {Resource[]} */
  const resources = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || response.status() !== 200) return;
    const request = response.request();
    const headers = await request.allHeaders().catch(() => request.headers());
    const prefetch = headers['sec-purpose']?.includes('prefetch') || headers.purpose === 'prefetch';
    const body = await response.body().catch(() => undefined);
    if (!body) return;
    resources.push({ url, type: resourceType(url, response.headers()['content-type'] ?? ''), body, prefetch });
  });
  return resources;
}

/** @param {readonly Resource[]} resources @returns {Partial<Record<ResourceType, Bytes>>} */
export function bytesByType(resources) {
  /** @type {Partial<Record<ResourceType, Bytes>>} */
  const totals = {};
  for (const { type, body } of resources) {
    const entry = (totals[type] ??= { raw: 0, gzip: 0, brotli: 0, count: 0 });
    entry.raw += body.length;
    entry.gzip += zlib.gzipSync(body, { level: 9 }).length;
    entry.brotli += zlib.brotliCompressSync(body).length;
    entry.count += 1;
  }
  return totals;
}
