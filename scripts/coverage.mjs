// @ts-check
/**
 * `npm run test:coverage` (in `npm test`, in place of a plain run of the unit tests): runs tests/unit, in one
 * process (tests/unit/all.ts), under the coverage of Node's test runner, then sums the lines of src/ that ran
 * per feature folder and fails when a folder falls below its threshold. A file no test loads counts as not run; a file with types only (nothing left once
 * compiled) does not count.
 *
 * The docs facts (tests/facts) run apart, without coverage (`npm run test:facts`): they check the packages, not
 * src/, and Node 20's runner cannot leave node_modules out of its coverage, so under it every module they load
 * (TypeScript, Next.js, React's server renderer) was converted too (bench/README.md, "Findings measured once").
 *
 * The thresholds are a contract: each sits just below what the tests reach. Raise a folder's threshold when
 * its coverage rises; a new folder needs a line here, and a folder that is gone loses its line. The search
 * relevance floor is not run here: it needs a build (`npm run test:relevance`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Lines run, in percent, below which a folder fails: two points under the figure of 2026-11-28 (after the
 * deploy plugin's tests), for the spread between runs. Folders at 0 are the browser's code (components, theme
 * overrides, pages), which the browser tests cover.
 * @type {Record<string, number>}
 */
const THRESHOLDS = {
  src: 81,
  'src/client': 6,
  'src/components': 0,
  'src/css': 88,
  'src/data': 75,
  'src/jsonLd': 57,
  'src/partials': 95,
  'src/pages': 0,
  'src/plugins/announcement-bar': 0,
  'src/plugins/bundle': 0,
  'src/plugins/deploy': 88,
  'src/plugins/llms': 60,
  'src/plugins/playground': 41,
  'src/plugins/robots': 19,
  'src/plugins/samples': 61,
  'src/plugins/search': 50,
  'src/plugins/social': 84,
  'src/prism': 89,
  'src/remark': 95,
  'src/theme': 0,
  'src/utils': 26,
};

const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;

/** @param {string} dir @returns {string[]} repository-relative paths of the files below `dir` */
const filesBelow = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(path.join(root, file)).isFile());

/** The folder a source file counts for: `src/plugins/<feature>`, `src/<folder>`, or `src` for its own files. */
function folderOf(/** @type {string} */ file) {
  const parts = file.split(path.sep);
  if (parts[1] === 'plugins') return parts.slice(0, 3).join('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : 'src';
}

/** Lines as the coverage counts them: a final newline ends the last line, it does not start another. */
const lineCount = (/** @type {string} */ text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** True when compiling leaves no code (a file of types only). */
function hasCode(/** @type {string} */ file, /** @type {string} */ text) {
  if (!/\.tsx?$/.test(file)) return true;
  const loader = file.endsWith('.tsx') ? 'tsx' : 'ts';
  return transformSync(text, { loader, format: 'esm', jsx: 'preserve' }).code.trim() !== '';
}

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-')), 'coverage.json');
const args = [
  ...['--import', 'tsx', '--enable-source-maps', '--experimental-test-coverage', '--test'],
  ...['--test-reporter=spec', '--test-reporter-destination=stdout'],
  ...['--test-reporter=./scripts/lib/coverage-reporter.mjs', `--test-reporter-destination=${report}`],
  // Every unit test file but the relevance floor, in one process (tests/unit/all.ts).
  'tests/unit/all.ts',
];
const code = await new Promise((resolve) => {
  spawn(process.execPath, args, { cwd: root, stdio: 'inherit' }).on('close', resolve);
});

/** @type {{ path: string, total: number, covered: number }[]} */
const measured = JSON.parse(fs.readFileSync(report, 'utf8'));
fs.rmSync(path.dirname(report), { recursive: true, force: true });
const byFile = new Map(measured.map((entry) => [path.relative(root, entry.path), entry]));

/** @type {Map<string, { total: number, covered: number }>} */
const folders = new Map();
// src/samples holds the package sets the samples compile against, not the site's code.
const sources = fs
  .readdirSync(path.join(root, 'src'))
  .filter((entry) => entry !== 'samples')
  .flatMap((entry) =>
    fs.statSync(path.join(root, 'src', entry)).isDirectory() ? filesBelow(`src/${entry}`) : [`src/${entry}`],
  )
  .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'));
for (const file of sources) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (!hasCode(file, text)) continue;
  const { total, covered } = byFile.get(file) ?? { total: lineCount(text), covered: 0 };
  const folder = folders.get(folderOf(file)) ?? { total: 0, covered: 0 };
  folders.set(folderOf(file), { total: folder.total + total, covered: folder.covered + covered });
}

const problems = [];
const percent = (/** @type {{ total: number, covered: number }} */ { total, covered }) => (100 * covered) / total;
console.log(`\n${'folder'.padEnd(28)} ${'lines run'.padStart(14)} ${'%'.padStart(6)} ${'threshold'.padStart(9)}`);
for (const [folder, lines] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
  const threshold = THRESHOLDS[folder];
  const shown = `${lines.covered}/${lines.total}`;
  console.log(
    `${folder.padEnd(28)} ${shown.padStart(14)} ${percent(lines).toFixed(1).padStart(6)} ${String(threshold ?? '-').padStart(9)}`,
  );
  if (threshold === undefined)
    problems.push(`${folder} has no threshold: add it to THRESHOLDS in scripts/coverage.mjs`);
  else if (percent(lines) < threshold)
    problems.push(`${folder}: ${percent(lines).toFixed(1)} % of its lines ran, below its threshold of ${threshold} %`);
}
for (const folder of Object.keys(THRESHOLDS)) {
  if (!folders.has(folder)) problems.push(`${folder} has a threshold but no code: remove it from scripts/coverage.mjs`);
}
const all = [...folders.values()].reduce((sum, lines) => ({
  total: sum.total + lines.total,
  covered: sum.covered + lines.covered,
}));
console.log(
  `${'src (all)'.padEnd(28)} ${`${all.covered}/${all.total}`.padStart(14)} ${percent(all).toFixed(1).padStart(6)}`,
);
for (const problem of problems) console.error(`coverage: ${problem}`);
if (code !== 0) console.error(`coverage: the tests failed (exit ${code})`);
process.exit(code === 0 && problems.length === 0 ? 0 : 1);
