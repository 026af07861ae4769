/**
 * Independent audit CW (bench/audit-independent-2026-11-30cw.md): the two claims it corrected on 9.x pages, both
 * about the history of public repositories, not about a package's behaviour. Each fact checks the page's sentence,
 * with the evidence from the repository's history in a comment, and pins the one package fact the sentence leans on.
 *
 *   node --import tsx --test tests/facts/audit-cw.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fact } from './facts';

function readPage(page: string): string {
  return fs.readFileSync(path.join(import.meta.dirname, '../..', page), 'utf8');
}

function installedV9(name: string): string {
  const file = path.join(import.meta.dirname, '../../src/samples/v9/node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

const awesomePage = 'versioned_docs/version-9.x/main/awesome-trpc.md';

/** The v9 note of icflorescu/trpc-sveltekit-example, as `text` states it. */
export function checkSvelteKitExampleRow(text: string): void {
  const row = text.split('\n').find((line) => line.startsWith('| [icflorescu/trpc-sveltekit-example]'));
  assert.ok(row, 'the row of icflorescu/trpc-sveltekit-example');
  // In icflorescu/trpc-sveltekit-example, 8654129 and b8ead21 (both 2022-11-25) still list
  // "@trpc/server" and "@trpc/client" "^9.27.4" (with trpc-sveltekit ^2.3.7); df13bd7 ("Update for
  // tRPC-SvelteKit v3", 2022-11-29) is the first with ^10.4.1. So v10 is not used from the start of November.
  assert.doesNotMatch(row, /it has used v10 since\b/);
  assert.match(row, /9\.x up to 25 November 2022, and v10 from 29 November 2022/);
}

fact(
  awesomePage,
  "the SvelteKit example's commits use @trpc/* 9.x up to 25 November 2022 and v10 from 29 November 2022",
  () => {
    checkSvelteKitExampleRow(readPage(awesomePage));
    // The last 9.x range it used, ^9.27.4, is the release the 9.x pages document.
    assert.equal(installedV9('@trpc/server'), '9.27.4');
  },
);

const startersPage = 'versioned_docs/version-9.x/nextjs/starter-projects.md';

/** The first sentence of the caution "Most starters now use a newer tRPC", as `text` states it. */
export function checkStartersCaution(text: string): void {
  const start = text.indexOf(':::caution Most starters now use a newer tRPC');
  assert.ok(start >= 0, 'the caution');
  const caution = text.slice(start, text.indexOf(':::', start + 3));
  // In trpc/trpc, examples/next-prisma-todomvc was added by ae0a8f55b (2021-03-04, "@trpc/server": "^3.3.0") and
  // examples/next-prisma-starter by 03abacb24 (2021-05-26, ^6.3.1); the tag v9.0.0 is of 2021-08-25. So the
  // official starters were not created while v9 was current, though each had a v9 version (at the tag v9.27.4).
  assert.doesNotMatch(caution, /created while v9 was the current version/);
  // trpc/zart, under the trpc organisation, last changed on 2022-02-01 and still lists @trpc/* ^9.6.0 and
  // react-query ^3.23.2: not every official project is kept up to date.
  assert.doesNotMatch(caution, /official ones are kept up to date/);
  assert.match(caution, /all had a v9 version, but all of them except zART have moved on since/);
}

fact(
  startersPage,
  'the listed starters all had a v9 version, and all but zART have moved to a newer tRPC since',
  () => {
    const page = readPage(startersPage);
    checkStartersCaution(page);
    // zART's entry says what it still uses; its ranges (^9.6.0, ^3.23.2) reach the 9.x set installed for these pages.
    assert.match(page, /It was written for tRPC 9 and react-query 3/);
    assert.equal(installedV9('@trpc/server').split('.')[0], '9');
    assert.equal(installedV9('react-query').split('.')[0], '3');
  },
);
