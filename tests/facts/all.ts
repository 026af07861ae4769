/**
 * `npm run test:facts`: every docs fact file (`*.test.ts` here) in one process, in the order of their names.
 *
 * One process per file loaded TypeScript, tsx's compiler and both package sets again for each of 120
 * files: 227 s of CPU where one process takes 46 s, for the same 654 facts (bench/README.md, "Findings measured once").
 * The files share nothing but what they import: each starts its own servers, and `fileScope`'s are closed
 * once the last file's facts end; a fact that changes a global puts it back (README.md, "Adding one"). One file alone still runs as before:
 * `node --import tsx --test tests/facts/links.test.ts`.
 */
import { loadTestFiles } from '../oneProcess';

loadTestFiles(__dirname);
