import { spawn } from 'node:child_process';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prefillInProgress, setPrefillInProgress } from '../../samples/prefillInProgress';

/**
 * Each sample is compiled in a program of its own, so most of the heap is soon garbage, which V8
 * lets grow to about 870 MB when nothing bounds it. Bounded, it stays under 500 MB in the same time
 * (the live set is about 300 MB: the programs of one docs version).
 */
const HEAP_LIMIT = '--max-old-space-size=640';

/**
 * Compiles the type data of the docs' samples in a process of its own (src/samples/prefill-types.ts),
 * so that the Markdown loader only reads it from the cache. Compiled inside the build, the TypeScript
 * programs stayed in the build's memory to its end, on top of the bundler's (the build's peak memory
 * is in bench/results.json).
 *
 * The bundler does not wait for it: only the pages with typed samples do (src/remark/remarkSampleCode.ts),
 * while everything else compiles meanwhile. On a cold build the prefill takes about 20 s on one core,
 * which the build used to spend waiting before bundling.
 */
export default function sampleTypesPlugin({ siteDir }: LoadContext): Plugin {
  return {
    name: 'sample-types',
    loadContent() {
      const script = path.join(siteDir, 'src/samples/prefill-types.ts');
      setPrefillInProgress(
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, [HEAP_LIMIT, '--import', 'tsx', script], {
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
