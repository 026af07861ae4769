/**
 * The unit tests (`*.test.ts` here) in one process, in the order of their names, as `npm run test:coverage`
 * runs them: one process per file loaded TypeScript, tsx's compiler and the packages again for each
 * (bench/README.md, "Findings measured once"). A file that changes a global puts it back when its tests end.
 * The search relevance floor needs a build and runs apart (`npm run test:relevance`).
 */
import { loadTestFiles } from '../oneProcess';

loadTestFiles(__dirname, ['search-relevance.test.ts']);
