// @ts-check
/**
 * `npm test`: every check, on both cores. Two lanes run side by side and share one list of steps:
 *   lane 1 makes the production build (which compiles the docs samples' type data first), then runs the
 *          browser tests against it, the longest step;
 *   lane 2 starts on the list at once;
 *   each lane, when free, takes the next step of the list that it can run: the longest first (the unit tests
 *   under coverage with their thresholds, scripts/coverage.mjs; the Firefox and WebKit lanes, tests/firefox and
 *   tests/webkit; lint; the docs facts, tests/facts; the docs samples, whose type data the build has cached by
 *   then; Lighthouse's audits, none of which is a timing; types; the Algolia-mode build and its search tests;
 *   format; knip; the search relevance floor; the link check; the HTML checker). A step that needs the build
 *   waits for it. Fixed lanes left one core idle while the other still had a queue (2026-11-30: lane 2's fixed
 *   steps ended 140 s before lane 1's), and the browser tests are one step Playwright spreads over both cores.
 * Each step is an npm script of its own (README, "Scripts"); its output is printed when it ends, with its
 * time, and a summary of all times closes the run. A failed step fails the run; the steps that need a
 * build it could not make are skipped.
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

/**
 * The shared list, longest first (the times of CI's runs, where both cores are busy), so that the last step
 * to start is short. `needsBuild`: it reads `build/`, or the caches the build writes in node_modules/.cache
 * (the unit tests read the playground's assets, the samples check the samples' type data), or it builds
 * again (the Algolia mode: both builds write `.docusaurus/`). `then`: scripts that run after it, if it passed.
 * @typedef {{ script: string, needsBuild?: boolean, then?: string[] }} Step
 * @type {Step[]}
 */
const STEPS = [
  { script: 'test:coverage', needsBuild: true },
  { script: 'test:firefox', needsBuild: true },
  { script: 'lint' },
  { script: 'test:facts' },
  { script: 'test:webkit', needsBuild: true },
  { script: 'check:samples', needsBuild: true },
  { script: 'test:lighthouse', needsBuild: true },
  { script: 'typecheck' },
  { script: 'test:algolia:build', needsBuild: true, then: ['test:algolia:e2e'] },
  { script: 'format:check' },
  { script: 'knip' },
  { script: 'test:relevance', needsBuild: true },
  { script: 'test:links', needsBuild: true },
  { script: 'test:html', needsBuild: true },
];

/** @type {(ok: boolean) => void} */
let buildDone = () => {};
/** @type {Promise<boolean>} */
const afterBuild = new Promise((resolve) => (buildDone = resolve));
/** @type {'pending' | 'ok' | 'failed'} */
let build = 'pending';
void afterBuild.then((ok) => (build = ok ? 'ok' : 'failed'));

/**
 * The next step this lane can run, taken off the list; waits for the build when only steps that need it
 * are left, and skips those once it has failed. Undefined when the list is empty.
 * @returns {Promise<Step | undefined>}
 */
async function nextStep() {
  for (;;) {
    if (build === 'failed') {
      const unbuildable = STEPS.filter((step) => step.needsBuild);
      skip(unbuildable.flatMap((step) => [step.script, ...(step.then ?? [])]));
      STEPS.splice(0, STEPS.length, ...STEPS.filter((step) => !step.needsBuild));
    }
    const at = STEPS.findIndex((step) => !step.needsBuild || build === 'ok');
    if (at >= 0) return STEPS.splice(at, 1)[0];
    if (STEPS.length === 0) return undefined;
    await afterBuild;
  }
}

/** Takes steps off the shared list until it is empty. */
async function takeSteps() {
  for (let step = await nextStep(); step; step = await nextStep()) {
    if (await run(step.script)) await inOrder(step.then ?? []);
    else skip(step.then ?? []);
  }
}

const lane1 = (async () => {
  const built = await run('test:build');
  buildDone(built);
  if (built) await run('test:e2e');
  else skip(['test:e2e']);
  await takeSteps();
})();

const lane2 = takeSteps();

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
