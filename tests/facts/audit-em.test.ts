/**
 * Independent audit EM (bench/audit-independent-2026-11-30em.md): the wrong claim found among the drawn sentences.
 * The fact runs the page's own `git clone` and `git sparse-checkout` commands against a small repository made in a
 * temporary folder and cloned over file:// (no network).
 *
 *   node --import tsx --test tests/facts/audit-em.test.ts
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fact } from './facts';

const ROOT = path.join(__dirname, '../..');
const EXAMPLE_APPS = 'docs/main/example-apps.md';

/** The page's bash block that starts with `git clone`, as lines. */
function sparseCheckoutCommands(): string[] {
  const page = fs.readFileSync(path.join(ROOT, EXAMPLE_APPS), 'utf8');
  const block = /```bash\n(git clone [\s\S]*?)```/.exec(page);
  assert.ok(block, 'a bash block that starts with git clone');
  // Join the continuation lines, one command a line.
  return block[1]
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

fact(
  EXAMPLE_APPS,
  "the page's sparse checkout downloads the folder it asks for and the files at the top of the repository (such as its package.json), but not the files of other folders",
  (t) => {
    const page = fs.readFileSync(path.join(ROOT, EXAMPLE_APPS), 'utf8');
    assert.match(page, /a sparse checkout fetches the folder you ask for and the files at the top of the repository/);
    assert.doesNotMatch(page, /fetches only the folder you ask for/);

    const [clone, cd, sparse] = sparseCheckoutCommands();
    assert.match(clone, /^git clone --depth 1 --filter=blob:none --sparse https:\/\/github\.com\/trpc\/trpc\.git$/);
    assert.equal(cd, 'cd trpc');
    const sparseMatch = /^git sparse-checkout set (\S+)$/.exec(sparse);
    assert.ok(sparseMatch, sparse);
    const folder = sparseMatch[1];

    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-em-'));
    t.after(() => fs.rmSync(tmp, { recursive: true, force: true }));
    // No user or system git configuration: only what the commands say.
    const env = {
      ...process.env,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'audit',
      GIT_AUTHOR_EMAIL: 'audit@example.invalid',
      GIT_COMMITTER_NAME: 'audit',
      GIT_COMMITTER_EMAIL: 'audit@example.invalid',
    };
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'protocol.file.allow=always', ...args], { cwd, env, encoding: 'utf8' });

    // A repository shaped like tRPC's: files at the top, the example asked for, another example, a package.
    const source = path.join(tmp, 'source');
    const files: Record<string, string> = {
      'package.json': '{"name":"root"}\n',
      'pnpm-lock.yaml': 'lockfileVersion: 5.4\n',
      [`${folder}/package.json`]: '{"name":"example"}\n',
      'examples/other/package.json': '{"name":"other"}\n',
      'packages/server/index.ts': 'export {};\n',
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.join(source, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(source, file), text);
    }
    git(source, 'init', '-q');
    git(source, 'add', '.');
    git(source, 'commit', '-q', '-m', 'init');
    // What GitHub allows: clients may ask for a partial clone.
    git(source, 'config', 'uploadpack.allowFilter', 'true');

    const cloneArgs = clone
      .replace(/^git /, '')
      .split(' ')
      .map((arg) => (arg === 'https://github.com/trpc/trpc.git' ? `file://${source}` : arg));
    git(tmp, ...cloneArgs, 'trpc');
    const work = path.join(tmp, 'trpc');
    git(work, 'sparse-checkout', 'set', folder);

    const blob = (file: string) => git(source, 'rev-parse', `HEAD:${file}`).trim();
    const missing = new Set(
      git(work, 'rev-list', '--objects', '--all', '--missing=print')
        .split('\n')
        .filter((line) => line.startsWith('?'))
        .map((line) => line.slice(1)),
    );
    // The folder asked for and the top-level files are downloaded and checked out ...
    for (const file of [`${folder}/package.json`, 'package.json', 'pnpm-lock.yaml']) {
      assert.ok(fs.existsSync(path.join(work, file)), `${file} is checked out`);
      assert.ok(!missing.has(blob(file)), `${file} is downloaded`);
    }
    // ... the files of other folders are not.
    for (const file of ['examples/other/package.json', 'packages/server/index.ts']) {
      assert.ok(!fs.existsSync(path.join(work, file)), `${file} is not checked out`);
      assert.ok(missing.has(blob(file)), `${file} is not downloaded`);
    }
  },
);
