// @ts-check
/**
 * `npm run serve`: serves build/ with vercel's `serve` and the `build/serve.json` this plugin writes at
 * build (security headers, caching, redirects, clean URLs, gzip, the 404 page with status 404).
 * Accepts `--port N` and `--host H` as `docusaurus serve` does and hands them to `serve --listen`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: 'localhost' },
    dir: { type: 'string', default: 'build' },
  },
});
const dir = path.resolve(values.dir);
if (!fs.existsSync(path.join(dir, 'serve.json'))) {
  console.error(`${path.join(dir, 'serve.json')} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const serveBin = path.join(path.dirname(require.resolve('serve/package.json')), 'build/main.js');
const child = spawn(
  process.execPath,
  [serveBin, dir, '--listen', `tcp://${values.host}:${values.port}`, '--no-port-switching', '--no-clipboard'],
  { stdio: 'inherit', env: { ...process.env, NO_UPDATE_CHECK: '1' } },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
