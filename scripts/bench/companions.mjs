// @ts-check
/**
 * The benchmarks of two features, each a script of its own that writes bench/<name>.json:
 * scripts/bench-search.mjs and scripts/bench-playground.mjs.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @param {'search' | 'playground'} name */
export function runCompanion(name) {
  const result = spawnSync(process.execPath, [`scripts/bench-${name}.mjs`], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the ${name} benchmark failed`);
}
