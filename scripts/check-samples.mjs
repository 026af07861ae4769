// @ts-check
/**
 * Type-checks every ts/tsx block of the docs and the blog against the real
 * packages of its docs version, with twoslash (src/plugins/samples). Usage:
 *   npm run check:samples                 all samples, with the 99% coverage rule
 *   npm run check:samples -- docs/server  only the Markdown under these paths
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSamples, findMarkdown } from '../src/plugins/samples/check.ts';
import { ENVIRONMENTS, RELEASE_CHECKS, SAMPLES_CACHE_DIR } from '../src/plugins/samples/environments.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIN_CHECKED_RATIO = 0.99;

const filters = process.argv.slice(2).map((p) => path.resolve(p));
const selected = (/** @type {string} */ file) =>
  filters.length === 0 || filters.some((f) => file === f || file.startsWith(f + path.sep));

let failed = false;
/** The Markdown files under `entry` (a folder), or `entry` itself (a file). */
const markdownOf = (/** @type {string} */ entry) =>
  /\.mdx?$/.test(entry) ? [path.join(root, entry)] : findMarkdown(path.join(root, entry));

for (const env of [...ENVIRONMENTS, ...RELEASE_CHECKS]) {
  const started = performance.now();
  const markdownFiles = env.content.flatMap(markdownOf).filter(selected);
  if (markdownFiles.length === 0) continue;
  const result = checkSamples({
    envDir: path.join(root, env.envDir),
    markdownFiles,
    root,
    // Shared with the docs build: an unchanged sample is not compiled again.
    cacheDir: path.join(root, SAMPLES_CACHE_DIR),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const error of result.errors) {
    console.error(`${error.file}:${error.line}  ${error.message}`);
  }
  for (const skip of result.skipped) {
    console.log(`  skipped ${skip.file}:${skip.line} (${skip.reason})`);
  }
  const ratio = result.total === 0 ? 1 : result.checked / result.total;
  console.log(
    `${env.name}: checked ${result.checked}/${result.total} TypeScript blocks ` +
      `(${(ratio * 100).toFixed(1)}%) in ${markdownFiles.length} files, ` +
      `${result.errors.length} errors, ${result.compiled} compiled (the rest cached), ${seconds}s`,
  );
  if (result.errors.length > 0) failed = true;
  if (filters.length === 0 && ratio < MIN_CHECKED_RATIO) {
    console.error(`${env.name}: fewer than ${MIN_CHECKED_RATIO * 100}% of the blocks are checked`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
