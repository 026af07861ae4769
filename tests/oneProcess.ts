/**
 * Loads every `*.test.ts` file of `dir` but those in `except`, synchronously and in the order of their names, so
 * that node:test declares and runs their tests one file after another in this process (tests/unit/all.ts,
 * tests/facts/all.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

export function loadTestFiles(dir: string, except: readonly string[] = []): void {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts') && !except.includes(name))
    .sort();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const file of files) require(path.join(dir, file));
}
