/**
 * Fills the cache of the samples' type data (see src/samples/sampleTypes.ts) for every block that
 * needs some (type queries, or hover types) and is not cached yet. The docs build runs it in a
 * process of its own before bundling (src/plugins/sample-types): compiling the samples
 * needs a TypeScript program per docs version, several hundred MB that the build's own process
 * would otherwise keep to its end, on top of the bundler's. One environment at a time, so that a
 * program is released before the next is built.
 *   node --import tsx src/samples/prefill-types.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { findMarkdown } from './check';
import { createSamplesService, type SamplesService } from './compiler';
import { ENVIRONMENTS, SITE_ROOT, TYPES_CACHE_DIR, type SamplesEnvironment } from './environments';
import { extractBlocks } from './extract';
import { compileSampleTypes, readCachedTypes, sampleTypesKey, typeRequest, writeCachedTypes } from './types';

const cacheDir = path.join(SITE_ROOT, TYPES_CACHE_DIR);

function prefill(env: SamplesEnvironment): { cached: number; compiled: number } {
  const envDir = path.join(SITE_ROOT, env.envDir);
  // Without its packages every import would be `any`: the build renders these samples without types.
  if (!fs.existsSync(path.join(envDir, 'node_modules'))) return { cached: 0, compiled: 0 };
  let service: SamplesService | undefined;
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
