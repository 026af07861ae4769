/**
 * The unit tests (`*.test.ts` here) in one process, in the order of their names, as `npm run test:coverage`
 * runs them: one process per file loaded TypeScript, tsx's compiler and the packages again for each
 * (bench/README.md, "Findings measured once"). A file that changes a global puts it back when its tests end.
 * The search relevance floor needs a build and runs apart (`npm run test:relevance`).
 */
import fs from 'node:fs';
import path from 'node:path';

const NEEDS_A_BUILD = 'search-relevance.test.ts';

const files = fs
  .readdirSync(__dirname)
  .filter((name) => name.endsWith('.test.ts') && name !== NEEDS_A_BUILD)
  .sort();
for (const file of files) {
  // Synchronously, so that each file's tests are declared, and run, in the order of the names.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(__dirname, file));
}
