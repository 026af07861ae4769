// @ts-check
/**
 * `npm run test:html`: the Nu HTML Checker (vnu-jar) over every page of build/, in one Java process.
 * Prints each error with its page and line, and fails on any: there is no list of exemptions.
 *   node scripts/check-html.mjs [folder]      (default: build)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const vnuJar = path.join(path.dirname(require.resolve('vnu-jar')), 'build/dist/vnu.jar');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.resolve(root, process.argv[2] ?? 'build');

/** @param {string} dir @returns {string[]} */
const htmlFiles = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));

if (!fs.existsSync(folder)) {
  console.error(`${folder} does not exist: build the site first (npm run build).`);
  process.exit(1);
}
const pages = htmlFiles(folder);
if (pages.length === 0) {
  console.error(`no HTML pages in ${folder}`);
  process.exit(1);
}

const started = performance.now();
const result = spawnSync(
  'java',
  // C1 only and the serial collector: a short run of one thread, where the JIT's second tier and the
  // parallel collector cost more CPU than they save.
  [
    '-Xss8m',
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-jar',
    vnuJar,
    '--errors-only',
    '--skip-non-html',
    '--format',
    'json',
    folder,
  ],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (result.error) {
  console.error(`could not run Java (needed by the Nu HTML Checker): ${result.error.message}`);
  process.exit(1);
}

/** @typedef {{ type: string, url?: string, lastLine?: number, message: string, extract?: string }} VnuMessage */
/** @type {{ messages: VnuMessage[] }} */
let report;
try {
  // vnu writes its JSON report to stderr.
  report = JSON.parse(result.stderr);
} catch {
  console.error(`unexpected output from vnu (exit ${result.status}):\n${result.stderr}\n${result.stdout}`);
  process.exit(1);
}

const errors = report.messages.filter((message) => message.type === 'error' || message.type === 'non-document-error');
const seconds = ((performance.now() - started) / 1000).toFixed(1);
for (const error of errors) {
  const page = error.url ? path.relative(folder, fileURLToPath(error.url)) : '(no page)';
  const extract = (error.extract ?? '').replace(/\s+/g, ' ').trim().slice(0, 140);
  console.error(`${page}:${error.lastLine ?? '?'}  ${error.message}${extract ? `\n    ${extract}` : ''}`);
}
const pagesWithErrors = new Set(errors.map((error) => error.url)).size;
console.log(
  `Nu HTML Checker: ${pages.length} pages checked in ${seconds}s, ` +
    `${errors.length} errors${errors.length ? ` on ${pagesWithErrors} pages` : ''}.`,
);
process.exit(errors.length > 0 ? 1 : 0);
