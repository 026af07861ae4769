// @ts-check
/**
 * Which samples environment (a folder with its own package.json and node_modules) compiles the
 * TypeScript samples of which content folders. Shared by the samples checker and the docs build.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const SITE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {{ name: string, envDir: string, content: string[] }} SamplesEnvironment */

/** @type {SamplesEnvironment[]} paths relative to the repository root */
export const ENVIRONMENTS = [
  { name: 'v10', envDir: 'scripts/samples/v10', content: ['docs', 'blog', 'src/partials'] },
  { name: 'v9', envDir: 'scripts/samples/v9', content: ['versioned_docs/version-9.x'] },
];

/** Where the type data of the samples is cached, relative to the repository root. */
export const TYPES_CACHE_DIR = 'node_modules/.cache/trpc-types';

/**
 * The environment that compiles the samples of a content file, if any.
 * @param {string} root the repository root
 * @param {string} file an absolute path
 * @returns {SamplesEnvironment | undefined}
 */
export function environmentOf(root, file) {
  const relative = path.relative(root, file);
  return ENVIRONMENTS.find((env) => env.content.some((dir) => relative.startsWith(dir + path.sep)));
}
