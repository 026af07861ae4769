import { spawn } from 'node:child_process';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Compiles the type data of the docs' samples before the bundler starts, in a process of its own
 * (src/samples/prefill-types.ts), so that the Markdown loader only reads it from the cache.
 * Compiled inside the build, the TypeScript programs stayed in the build's memory to its end, on
 * top of the bundler's (the build's peak memory is in bench/results.json). The build waits for it (its content
 * loads meanwhile); with a warm cache it only checks the cache.
 */
export default function sampleTypesPlugin({ siteDir }: LoadContext): Plugin {
  return {
    name: 'sample-types',
    async loadContent() {
      const script = path.join(siteDir, 'src/samples/prefill-types.ts');
      await new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: siteDir, stdio: 'inherit' });
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`${path.relative(siteDir, script)} exited with ${code}`)),
        );
      });
    },
  };
}
