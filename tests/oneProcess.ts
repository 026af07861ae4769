/**
 * Loads every `*.test.ts` file of `dir` but those in `except`, synchronously and in the order of their names, so
 * that node:test declares and runs their tests one file after another in this process (tests/unit/all.ts,
 * tests/facts/all.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { after } from 'node:test';

/**
 * How long the process may stay up after the last test. A test that leaves a timer or a socket open keeps the
 * process, and with it `npm test`, running until CI's own limit, with nothing in the log to say why: a facts
 * file whose React Query client kept its 5-minute garbage-collection timer did that (session of 2026-11-30).
 */
const EXIT_GRACE_MS = 15_000;

export function loadTestFiles(dir: string, except: readonly string[] = []): void {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts') && !except.includes(name))
    .sort();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const file of files) require(path.join(dir, file));
  after(() => {
    // unref(): the timer itself keeps nothing alive; it fires only if something else does.
    setTimeout(() => {
      const open = process.getActiveResourcesInfo().filter((kind) => kind !== 'TTYWrap');
      console.error(`Still running ${EXIT_GRACE_MS / 1000} s after the last test, held open by: ${open.join(', ')}`);
      process.exit(1);
    }, EXIT_GRACE_MS).unref();
  });
}
