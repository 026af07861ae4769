// @ts-check
/**
 * `npm run test:lighthouse`: Lighthouse (mobile emulation, its default) on four pages of the build,
 * served the way the README serves it (`npm run serve`, with the deploy headers), in Chromium.
 * Accessibility, best practices and SEO must score 100. Performance is reported, not asserted: it is
 * a timing, which varies with the machine's load (the performance issue keeps times out of the tests);
 * `npm run bench` measures it against its target (median of three runs).
 * Third-party hosts are blocked (as in the browser tests): the scores are the site's own.
 * The JSON reports are kept in test-results/lighthouse/ as test artefacts.
 *   LIGHTHOUSE_PORT=3222 node scripts/lighthouse.mjs
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/', '/docs/quickstart', '/docs/v9/quickstart', '/blog/announcing-trpc-10'];
const REQUIRED = { accessibility: 100, 'best-practices': 100, seo: 100 };
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3222);
const origin = `http://127.0.0.1:${port}`;
const reports = path.join(root, 'test-results/lighthouse');
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);
const RUNS_ON_TRACE_ERROR = 3;
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

/** @param {string[]} command @param {RegExp} ready @returns {Promise<{ child: import('node:child_process').ChildProcess, match: RegExpExecArray }>} */
function start(command, ready) {
  const [file, ...args] = command;
  const child = spawn(file, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve({ child, match });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${file} exited (${code}) before it was ready:\n${output}`)));
    setTimeout(() => reject(new Error(`${file} was not ready after 60s:\n${output}`)), 60_000).unref();
  });
}

/** @param {import('node:child_process').ChildProcess} child */
const stop = (child) => {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
};

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const started = performance.now();
const server = await start(
  [process.execPath, 'src/plugins/deploy/serve.mjs', '--port', String(port), '--host', '127.0.0.1'],
  /Accepting connections/,
);
const browser = await start(
  [
    CHROMIUM,
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--remote-debugging-port=0',
    'about:blank',
  ],
  /DevTools listening on ws:\/\/[^:]+:(\d+)\//,
);

/**
 * One Lighthouse run of a page. A run whose trace recording failed (`NO_NAVSTART`, `NO_FCP`: the
 * browser's tracing, not the page, on a busy machine) is a broken measurement, not a finding: it
 * is run again, up to RUNS_ON_TRACE_ERROR times in all, and a page that keeps failing still fails.
 * @param {string} page @param {number} debuggingPort
 */
async function audit(page, debuggingPort) {
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(
      origin + page,
      { port: debuggingPort, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // Every host but ours (which is plain http), as the browser tests do.
          blockedUrlPatterns: ['https://*'],
        },
      },
    );
    if (!runner) throw new Error(`Lighthouse returned no result for ${page}`);
    const code = runner.lhr.runtimeError?.code;
    if (!code || !TRACE_ERRORS.has(code) || attempt >= RUNS_ON_TRACE_ERROR) return runner.lhr;
    console.warn(`${page}: ${code} (a failed trace recording), running Lighthouse again`);
  }
}

/** @type {{ page: string, scores: Record<string, number>, failures: string[] }[]} */
const results = [];
try {
  for (const page of PAGES) {
    const lhr = await audit(page, Number(browser.match[1]));
    const file = `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}.json`;
    fs.writeFileSync(path.join(reports, file), JSON.stringify(lhr, null, 2));
    /** @type {Record<string, number>} */
    const scores = {};
    for (const [id, category] of Object.entries(lhr.categories)) scores[id] = Math.round((category.score ?? 0) * 100);
    const failures = [];
    if (lhr.runtimeError) failures.push(`runtime error: ${lhr.runtimeError.message}`);
    for (const [id, minimum] of Object.entries(REQUIRED)) {
      if ((scores[id] ?? 0) >= Number(minimum)) continue;
      const failing = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.score})`);
      failures.push(`${id} ${scores[id]} < ${minimum}: ${failing.join(', ')}`);
    }
    results.push({ page, scores, failures });
  }
} finally {
  stop(browser.child);
  stop(server.child);
}

console.table(
  Object.fromEntries(
    results.map(({ page, scores }) => [
      page,
      {
        performance: scores.performance,
        accessibility: scores.accessibility,
        'best practices': scores['best-practices'],
        seo: scores.seo,
      },
    ]),
  ),
);
for (const { page, failures } of results) for (const failure of failures) console.error(`${page}: ${failure}`);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const failed = results.some((result) => result.failures.length > 0);
console.log(
  `Lighthouse (mobile): ${results.length} pages in ${seconds}s, ${failed ? 'budgets missed' : 'all budgets met'}; ` +
    `reports in ${path.relative(root, reports)}/.`,
);
process.exit(failed ? 1 : 0);
