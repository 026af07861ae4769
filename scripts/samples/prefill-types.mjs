// @ts-check
/**
 * Fills the cache of the samples' type data (see src/plugins/sample-types) for every block that
 * needs some (type queries, or hover types) and is not cached yet. The docs build runs it in a
 * process of its own before bundling (src/plugins/sample-types/plugin.ts): compiling the samples
 * needs a TypeScript program per docs version, 300–700 MB that the build's own process would
 * otherwise keep to its end, on top of the bundler's. One environment at a time, so that a
 * program is released before the next is built.
 *   node scripts/samples/prefill-types.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { findMarkdown } from './check.mjs';
import { createSamplesService } from './compiler.mjs';
import { ENVIRONMENTS, SITE_ROOT, TYPES_CACHE_DIR } from './environments.mjs';
import { extractBlocks } from './extract.mjs';
import { compileSampleTypes, readCachedTypes, sampleTypesKey, typeRequest, writeCachedTypes } from './types.mjs';

const cacheDir = path.join(SITE_ROOT, TYPES_CACHE_DIR);

/** @param {import('./environments.mjs').SamplesEnvironment} env */
function prefill(env) {
  const envDir = path.join(SITE_ROOT, env.envDir);
  // Without its packages every import would be `any`: the build renders these samples without types.
  if (!fs.existsSync(path.join(envDir, 'node_modules'))) return { cached: 0, compiled: 0 };
  /** @type {ReturnType<typeof createSamplesService> | undefined} */
  let service;
  let cached = 0;
  let compiled = 0;
  for (const file of env.content.flatMap((dir) => findMarkdown(path.join(SITE_ROOT, dir)))) {
    for (const block of extractBlocks(fs.readFileSync(file, 'utf8'))) {
      const typed = typeRequest(block.code, block.lang, block.meta);
      if (!typed) continue;
      const key = sampleTypesKey({ code: block.code, lang: block.lang, hover: typed.hover, envDir });
      if (readCachedTypes(cacheDir, key)) {
        cached++;
        continue;
      }
      service ??= createSamplesService(envDir);
      writeCachedTypes(cacheDir, key, compileSampleTypes(service, typed.sample, { key, hover: typed.hover }));
      compiled++;
    }
  }
  return { cached, compiled };
}

const started = performance.now();
const counts = ENVIRONMENTS.map((env) => ({ name: env.name, ...prefill(env) }));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `[sample-types] ${counts.map(({ name, cached, compiled }) => `${name}: ${compiled} compiled, ${cached} cached`).join('; ')} (${seconds} s)`,
);
