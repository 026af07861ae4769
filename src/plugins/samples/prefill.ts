/**
 * Compiles, into the samples cache, every sample the pages render with type data (type queries,
 * declared errors, hover types) that is not cached yet. The docs build runs it in a process of its
 * own beside the bundler (./index.ts): the TypeScript programs of a docs version are large, and the
 * build's process would otherwise keep them to its end. One environment at a time.
 *   node --import tsx src/plugins/samples/prefill.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractBlocks, findMarkdown } from './check';
import { createSampleCompiler, type SampleCompiler } from './compile';
import { ENVIRONMENTS, SAMPLES_CACHE_DIR, SITE_ROOT, type SamplesEnvironment } from './environments';
import { checksTogether, readCached, sampleKey, typeRequest, writeCached } from './samples';

const cacheDir = path.join(SITE_ROOT, SAMPLES_CACHE_DIR);

function prefill(env: SamplesEnvironment): { cached: number; compiled: number } {
  const envDir = path.join(SITE_ROOT, env.envDir);
  // Without its packages every import would be `any`: the build renders these samples without types.
  if (!fs.existsSync(path.join(envDir, 'node_modules'))) return { cached: 0, compiled: 0 };
  let compiler: SampleCompiler | undefined;
  let cached = 0;
  let compiled = 0;
  for (const file of env.content.flatMap((dir) => findMarkdown(path.join(SITE_ROOT, dir)))) {
    for (const block of extractBlocks(fs.readFileSync(file, 'utf8'))) {
      const typed = typeRequest(block.code, block.meta);
      if (!typed) continue;
      const key = sampleKey({ code: block.code, lang: block.lang, hover: typed.hover, envDir });
      if (readCached(cacheDir, key)) {
        cached++;
        continue;
      }
      compiler ??= createSampleCompiler(envDir);
      // The compiler's errors only where the page shows them or the sample needs a program of its own:
      // the checker finds the others in one program for many samples.
      const errors = !checksTogether(block.code);
      // Not stored if it lacks an answer the sample asks for: the page then compiles it (./remark.ts).
      writeCached(cacheDir, key, compiler.compile(block.code, block.lang, typed.hover, { errors }), block.code);
      compiled++;
    }
  }
  return { cached, compiled };
}

const started = performance.now();
const counts = ENVIRONMENTS.map((env) => ({ name: env.name, ...prefill(env) }));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `[samples] ${counts.map(({ name, cached, compiled }) => `${name}: ${compiled} compiled, ${cached} cached`).join('; ')} (${seconds} s)`,
);
