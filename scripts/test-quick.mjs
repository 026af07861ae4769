// @ts-check
/**
 * `npm run test:quick`: the check to run before committing, in about half a minute.
 * Types (incremental), lint and format of the files changed since `main` (committed, staged,
 * unstaged or new), the unit tests (those that start TypeScript only when their code changed), and
 * the samples of the changed Markdown, two at a time. `npm test` runs everything, including the
 * build and the browser tests.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();

/** @param {string[]} args */
const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/**
 * Files changed since the branch left `main`, plus uncommitted and untracked ones, that still exist;
 * undefined outside a git checkout (a downloaded archive), where every file counts as changed.
 */
function changedFiles() {
  try {
    git(['rev-parse', '--git-dir']);
  } catch {
    return undefined;
  }
  let base = 'HEAD';
  try {
    [base] = git(['merge-base', 'HEAD', 'main']);
  } catch {
    // No `main` here (a shallow clone): only uncommitted changes count.
  }
  const files = new Set([
    ...git(['diff', '--name-only', base]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]);
  return [...files].filter((file) => fs.existsSync(path.join(root, file)));
}

const SAMPLES = ['src/plugins/samples/', 'src/samples/', 'src/utils/typescriptOptions.ts', 'tests/fixtures/samples/'];
/**
 * Unit tests that start TypeScript programs (the samples' compiler, the playground's language service), each
 * with the paths whose change can change its outcome (and its own file, and the lock file): they run here only
 * when one of those changed. `npm test` always runs them.
 * @type {Record<string, string[]>}
 */
const COMPILER_TESTS = {
  'check-samples.test.ts': SAMPLES,
  'sample-types.test.ts': [...SAMPLES, 'src/plugins/playground/sampleState.ts'],
  'playground-service.test.ts': ['src/plugins/playground/', 'src/samples/v10/', 'src/utils/typescriptOptions.ts'],
  // The docs samples with a Try link, each opened in the playground's language service.
  'playground-samples.test.ts': ['src/plugins/playground/', ...SAMPLES, 'docs/', 'versioned_docs/'],
};
/** The search relevance floor needs a build: `npm run test:relevance`. */
const NEEDS_A_BUILD = new Set(['search-relevance.test.ts']);

const changed = changedFiles();
if (!changed) console.log('Not a git checkout: checking every file, not only the changed ones.');
const lintable = changed?.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.startsWith('src/samples/v'));
const markdown = changed?.filter((file) => /^(docs|versioned_docs|blog)\/.+\.mdx?$/.test(file));
/** @param {string} test */
const affected = (test) => {
  const paths = COMPILER_TESTS[test];
  if (!paths || !changed) return true;
  const watched = [...paths, `tests/unit/${test}`, 'package-lock.json'];
  return changed.some((file) => watched.some((prefix) => file.startsWith(prefix)));
};
const unitTests = fs
  .readdirSync(path.join(root, 'tests/unit'))
  .filter((file) => file.endsWith('.test.ts') && !NEEDS_A_BUILD.has(file) && affected(file))
  .map((file) => `tests/unit/${file}`);
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules/.bin', name);

/** @type {[string, string, string[]][]} name, command, arguments */
const steps = [
  [
    'types',
    bin('tsc'),
    ['-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/quick.tsbuildinfo'],
  ],
  ['unit tests', process.execPath, ['--import', 'tsx', '--test', ...unitTests]],
];
// Without a list of changed files, each tool checks the whole tree (its default when given none).
if (!lintable || lintable.length > 0) steps.push(['lint', bin('eslint'), lintable ?? ['.']]);
if (!changed || changed.length > 0)
  steps.push(['format', bin('prettier'), ['--check', '--ignore-unknown', ...(changed ?? ['.'])]]);
if (!markdown || markdown.length > 0)
  steps.push(['samples', process.execPath, ['--import', 'tsx', 'scripts/check-samples.mjs', ...(markdown ?? [])]]);

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const results = [];

/** @param {[string, string, string[]]} step */
function run([name, command, args]) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((performance.now() - start) / 100) / 10;
      results.push({ name, seconds, ok: code === 0 });
      if (code !== 0) process.stdout.write(`\n──── ${name} failed ────\n${Buffer.concat(output)}`);
      resolve(undefined);
    });
  });
}

/** Two workers take the steps in order. */
const queue = [...steps];
await Promise.all(
  [0, 1].map(async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await run(step);
  }),
);

const seconds = Math.round((performance.now() - started) / 100) / 10;
const scope = changed ? `${changed.length} changed files, ${markdown?.length} with samples` : 'every file';
const left = Object.keys(COMPILER_TESTS).filter((test) => !affected(test));
console.log(`\ntest:quick: ${scope}, in ${seconds} s`);
if (left.length > 0) console.log(`  (left out, as nothing they compile changed: ${left.join(', ')})`);
for (const { name, seconds: time, ok } of results)
  console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name.padEnd(11)} ${time} s`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
