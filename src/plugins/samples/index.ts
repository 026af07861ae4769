import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prefillInProgress, setPrefillInProgress } from './prefillInProgress';

/**
 * Each sample is compiled in a program of its own, so most of the heap is soon garbage, which V8
 * lets grow far past the live set (the programs of one docs version) when nothing bounds it. Bounded,
 * it collects sooner and takes no longer; the bound leaves the live set room (a much lower one
 * crashed). The build's peak memory is in bench/results.json.
 */
const HEAP_LIMIT = '--max-old-space-size=640';

/**
 * Compiles the type data of the docs' samples in a process of its own (./prefill.ts, with twoslash),
 * so that the Markdown loader only reads it from the cache. Compiled inside the build, the TypeScript
 * programs stayed in the build's memory to its end, on top of the bundler's (the build's peak memory
 * is in bench/results.json).
 *
 * The bundler does not wait for it: only the pages with typed samples do (./remark.ts),
 * while everything else compiles meanwhile: a cold build used to spend the prefill's time waiting
 * before bundling.
 */
export default function samplesPlugin({ siteDir }: LoadContext): Plugin {
  return {
    name: 'samples',
    loadContent() {
      const script = path.join(siteDir, 'src/plugins/samples/prefill.ts');
      const bundle = bundlePrefill(siteDir, script);
      setPrefillInProgress(
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, [HEAP_LIMIT, bundle], {
            cwd: siteDir,
            stdio: 'inherit',
          });
          child.on('error', reject);
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`${path.relative(siteDir, script)} exited with ${code}`)),
          );
        }),
      );
    },
    async postBuild() {
      // A failed prefill fails the build even if no page waited for it.
      await prefillInProgress();
    },
  };
}

/**
 * The prefill script and the site modules it imports, bundled into one CommonJS file (packages stay
 * imports), so that its process runs on plain Node: tsx's loader would add its own memory at the moment
 * the build's memory peaks (the bundler's and the samples' compiler's heaps together). esbuild's
 * synchronous API runs a process of its own that ends with the call, apart from the service the
 * playground plugin starts and stops meanwhile.
 */
function bundlePrefill(siteDir: string, script: string): string {
  const esbuild = createRequire(path.join(siteDir, 'package.json'))('esbuild') as typeof import('esbuild');
  const outfile = path.join(siteDir, 'node_modules/.cache/trpc-samples-prefill/prefill.cjs');
  esbuild.buildSync({
    entryPoints: [script],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // The modules find the site from their own folder (./environments.ts), not the bundle's.
    define: { __dirname: JSON.stringify(path.dirname(script)) },
    logLevel: 'warning',
  });
  return outfile;
}
