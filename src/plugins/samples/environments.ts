/**
 * Which samples environment (a folder with its own package.json and node_modules) compiles the
 * TypeScript samples of which content folders. Shared by the samples checker and the docs build.
 */
import path from 'node:path';

/** The repository root. */
export const SITE_ROOT = path.resolve(__dirname, '../../..');

export type SamplesEnvironment = {
  readonly name: string;
  readonly envDir: string;
  readonly content: readonly string[];
};

/** Paths relative to the repository root. */
export const ENVIRONMENTS: readonly SamplesEnvironment[] = [
  { name: 'v10', envDir: 'src/samples/v10', content: ['docs', 'blog', 'src/partials'] },
  { name: 'v9', envDir: 'src/samples/v9', content: ['versioned_docs/version-9.x'] },
];

/**
 * Posts that announce a release are also type-checked against that release's packages, by
 * `npm run check:samples` only (the build renders them with their folder's environment), so a post
 * shows code that compiled on the day it describes as well as today.
 */
export const RELEASE_CHECKS: readonly SamplesEnvironment[] = [
  { name: 'v10.0.0', envDir: 'src/samples/v10.0.0', content: ['blog/2022-11-21-announcing-trpc-10.md'] },
];

/** Where the compiled samples are cached, relative to the repository root. */
export const SAMPLES_CACHE_DIR = 'node_modules/.cache/trpc-samples';

/** The environment that compiles the samples of a content file (an absolute path), if any. */
export function environmentOf(root: string, file: string): SamplesEnvironment | undefined {
  const relative = path.relative(root, file);
  return ENVIRONMENTS.find((env) => env.content.some((dir) => relative.startsWith(dir + path.sep)));
}
