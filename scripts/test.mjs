// @ts-check
/**
 * `npm test`: every check, on both cores. Two lanes run side by side:
 *   lane 1: the production build (which compiles the docs samples' type data first), then the browser
 *           tests against it, the longest step, then the Firefox (tests/firefox) and WebKit (tests/webkit)
 *           lanes;
 *   lane 2: types, lint, knip, format, the unit tests under coverage with its thresholds (scripts/coverage.mjs)
 *           and the docs facts (tests/facts), while lane 1 builds, then
 *           the docs samples (their type data is in the cache by then, from the build), and once the
 *           build is there the search relevance floor (its index), the HTML checker, the link check,
 *           Lighthouse's audits (none of which is a timing), the Algolia-mode build and its search tests.
 * Everything but the build and the browser tests is placed beside them, so the run ends shortly after
 * the browser tests do. Each step is an npm script of its own (README, "Scripts"); its output is
 * printed when it ends, with its time, and a summary of all times closes the run. A failed step
 * fails the run; the steps that need a build it could not make are skipped.
 */
import { spawn } from 'node:child_process';

/** @typedef {{ script: string, seconds: number, ok: boolean, skipped?: boolean, output?: string }} StepResult */

/** @type {StepResult[]} */
const results = [];
const started = performance.now();

/**
 * Runs `npm run <script>` and prints its output when it ends.
 * @param {string} script
 * @returns {Promise<boolean>}
 */
function run(script) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((performance.now() - start) / 100) / 10;
      const ok = code === 0;
      const text = Buffer.concat(output).toString('utf8');
      results.push({ script, seconds, ok, output: text });
      process.stdout.write(`\n──── ${script}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s ────\n`);
      process.stdout.write(text);
      resolve(ok);
    });
  });
}

/** @param {string[]} scripts @returns {Promise<boolean>} */
async function inOrder(scripts) {
  let ok = true;
  for (const script of scripts) ok = (await run(script)) && ok;
  return ok;
}

/** @param {string[]} scripts */
function skip(scripts) {
  for (const script of scripts) results.push({ script, seconds: 0, ok: false, skipped: true });
}

// The browser lanes beside Chromium's, after it in lane 1: Firefox (tests/firefox) and WebKit (tests/webkit).
// Lane 2's checks before the build ends take longer than the build, so lane 1 takes these to even out.
const OTHER_BROWSERS = ['test:firefox', 'test:webkit'];
const ON_THE_BUILD = ['test:relevance', 'test:html', 'test:links', 'test:lighthouse'];

/** @type {(ok: boolean) => void} */
let buildDone = () => {};
const afterBuild = new Promise((resolve) => (buildDone = resolve));

const lane1 = (async () => {
  const built = await run('test:build');
  buildDone(built);
  if (!built) return skip(['test:e2e', ...OTHER_BROWSERS]);
  await inOrder(['test:e2e', ...OTHER_BROWSERS]);
})();

const lane2 = (async () => {
  await inOrder(['typecheck', 'lint', 'knip', 'format:check', 'test:coverage', 'test:facts', 'check:samples']);
  if (!(await afterBuild)) return skip([...ON_THE_BUILD, 'test:algolia:build', 'test:algolia:e2e']);
  await inOrder(ON_THE_BUILD);
  if (await run('test:algolia:build')) await run('test:algolia:e2e');
  else skip(['test:algolia:e2e']);
})();

await Promise.all([lane1, lane2]);

// A CI log is often read from its end: repeat the end of each failed step's output there.
for (const { script, ok, skipped, output } of results) {
  if (ok || skipped || !output) continue;
  const lines = output.trimEnd().split('\n');
  console.log(`\n──── end of ${script}'s output (${Math.min(lines.length, 25)} of ${lines.length} lines) ────`);
  console.log(lines.slice(-25).join('\n'));
}

const total = Math.round((performance.now() - started) / 1000);
console.log(`\nnpm test: ${Math.floor(total / 60)} min ${total % 60} s`);
for (const { script, seconds, ok, skipped } of results) {
  console.log(`  ${(skipped ? 'skipped' : ok ? 'ok' : 'FAILED').padEnd(8)} ${script.padEnd(20)} ${seconds} s`);
}
// The very end of a log may be all a reader sees: each failed step's first error, under the times.
for (const { script, ok, skipped, output } of results) {
  if (ok || skipped || !output) continue;
  const errors = output
    .split('\n')
    .flatMap((line, at, lines) => (/\bError\b/.test(line) ? lines.slice(at, at + 12) : []));
  const shown = errors.filter((line) => line.trim() !== '').slice(0, 12);
  if (shown.length > 0) console.log(`\n${script}, its first error:\n${shown.join('\n')}`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
