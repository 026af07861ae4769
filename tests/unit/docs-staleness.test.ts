import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

/**
 * The docs that describe the code fail here when the code moves on: the feature READMEs, the README's
 * table of npm scripts, and the folders and files ARCHITECTURE.md names.
 */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const exists = (file: string) => fs.existsSync(path.join(root, file));

/** Where a path written in the docs may start: a folder of the repository (not build output). */
const ROOTS = ['src', 'tests', 'scripts', 'bench', 'docs', 'blog', 'versioned_docs', 'static', '.ci'];
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css|md|mdx|json)$/;

/** Every word in backticks and every relative link target of a Markdown text. */
function namedPaths(markdown: string): string[] {
  const code = [...markdown.matchAll(/`([^`\n]+)`/g)].flatMap(([, inner]) => inner.split(/\s+/));
  const links = [...markdown.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('/'));
  return [...code, ...links].map((word) => word.replace(/^[("']+|[)"',.;:]+$/g, ''));
}

/** A pattern or a placeholder (`blog/YYYY-MM-DD-slug.md`, `src/samples/<version>`, `docs/**`), not a path. */
const PLACEHOLDER = /[*<>{}…]|YYYY/;

/** True for a word that names a file or folder of the repository from its root (`src/utils/x.ts`, `bench/`). */
const fromRoot = (word: string) => ROOTS.some((folder) => word.startsWith(`${folder}/`)) && !PLACEHOLDER.test(word);

/** Names in a feature README that are not files of the repository. */
const NOT_FILES: Readonly<Record<string, readonly string[]>> = {
  // The two files a reader edits in the playground.
  'src/plugins/playground': ['server.ts', 'client.ts'],
};

/** Files below a folder, relative to it. */
const filesBelow = (dir: string) =>
  fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep));

describe('feature READMEs', () => {
  const plugins = fs
    .readdirSync(path.join(root, 'src/plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/plugins/${entry.name}`);

  it('every src/plugins folder has a README', () => {
    assert.deepEqual(
      plugins.filter((plugin) => !exists(`${plugin}/README.md`)),
      [],
    );
  });

  it('every file a feature README names exists', () => {
    const missing: string[] = [];
    const features = filesBelow('src/plugins');
    const tests = filesBelow('tests');
    for (const plugin of plugins.filter((folder) => exists(`${folder}/README.md`))) {
      for (const word of namedPaths(read(`${plugin}/README.md`))) {
        const named = word.replace(/\/$/, '');
        // A page address (`/docs/x.md`), build output, a cache or a bare extension (`.tsx`) is not a file of the
        // repository.
        if (!named || /^(\/|build\/|node_modules\/|\.\.?$)/.test(word) || PLACEHOLDER.test(word)) continue;
        if (/^\.\w+$/.test(word) && SOURCE.test(word)) continue;
        if (NOT_FILES[plugin]?.includes(named)) continue;
        const isPath = fromRoot(word) || SOURCE.test(named) || word.endsWith('/');
        if (!isPath || /^(llms|llms-full)\.txt$|^(manifest|serve|vercel|package-lock)\.json$/.test(named)) continue;
        // From the repository root, from the README's folder, or the end of a path below src/plugins or tests/.
        const parts = named.split('/');
        const endsAPath = (file: string[]) => parts.every((part, at) => file[file.length - parts.length + at] === part);
        const found =
          exists(named) || exists(`${plugin}/${named}`) || features.some(endsAPath) || tests.some(endsAPath);
        if (!found) missing.push(`${plugin}/README.md names ${word}`);
      }
    }
    assert.deepEqual(missing, []);
  });
});

describe('README', () => {
  const readme = read('README.md');

  it('lists every npm script in its table of scripts, and no other', () => {
    const section = /\n## Scripts\n([\s\S]*?)(\n## |$)/.exec(readme)?.[1] ?? '';
    const listed = new Set(
      section
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split(' | ')[0].matchAll(/`([^`]+)`/g)].map(([, name]) => name))
        .map((name) => name.replace(/^npm (run )?/, '')),
    );
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: object }).scripts);
    assert.deepEqual(
      scripts.filter((script) => !listed.has(script)),
      [],
      'scripts missing from README, "Scripts"',
    );
    assert.deepEqual(
      [...listed].filter((script) => !scripts.includes(script)),
      [],
      'README, "Scripts", lists scripts package.json does not have',
    );
  });

  it('names only files and folders that exist', () => {
    assert.deepEqual(
      namedPaths(readme)
        .filter(fromRoot)
        .filter((word) => !exists(word)),
      [],
    );
  });
});

describe('ARCHITECTURE.md', () => {
  const architecture = read('ARCHITECTURE.md');

  it('maps only folders and files that exist', () => {
    const tree = /## Folders\n+```\n([\s\S]*?)\n```/.exec(architecture)?.[1];
    assert.ok(tree, 'ARCHITECTURE.md has no tree of folders under "## Folders"');
    const named: string[] = [];
    /** The folders the current line is below, by indentation. */
    const parents: { indent: number; path: string }[] = [];
    for (const line of tree.split('\n')) {
      const indent = line.length - line.trimStart().length;
      // Names stand apart by two or more spaces; a description has single spaces.
      const names = line
        .trim()
        .split(/\s{2,}/)
        .filter((word) => /^[\w.-]+(\/[\w.-]+)*\/?$/.test(word) && (word.endsWith('/') || /\.\w+$/.test(word)));
      if (names.length === 0 || !line.trimStart().startsWith(names[0])) continue;
      while (parents.length > 0 && parents[parents.length - 1].indent >= indent) parents.pop();
      const parent = parents[parents.length - 1]?.path ?? '';
      for (const name of names) named.push(`${parent}${name}`);
      if (names[0].endsWith('/')) parents.push({ indent, path: `${parent}${names[0]}` });
    }
    assert.ok(named.includes('src/plugins/'), `the tree was not read: ${named.join(', ')}`);
    assert.deepEqual(
      named.filter((name) => !exists(name)),
      [],
    );
  });

  it('names only files and folders that exist', () => {
    assert.deepEqual(
      namedPaths(architecture)
        .filter(fromRoot)
        .filter((word) => !exists(word)),
      [],
    );
  });

  it('src/utils holds only helpers used by more than one feature, component or theme override', () => {
    const owner = (file: string) => {
      const parts = path.relative(root, file).split(path.sep);
      return parts.slice(0, parts[1] === 'theme' ? parts.length - 1 : 3).join('/');
    };
    // The site's code: src/ without the samples' package sets, and the config.
    const folders = fs.readdirSync(path.join(root, 'src')).filter((entry) => entry !== 'samples');
    const code = [
      path.join(root, 'docusaurus.config.ts'),
      ...folders.flatMap((entry) =>
        fs.statSync(path.join(root, 'src', entry)).isDirectory()
          ? filesBelow(`src/${entry}`).map((parts) => path.join(root, 'src', entry, ...parts))
          : [path.join(root, 'src', entry)],
      ),
    ].filter((file) => /\.(ts|tsx)$/.test(file));
    const sources = new Map(code.map((file) => [file, fs.readFileSync(file, 'utf8')]));
    const lonely: string[] = [];
    for (const util of fs.readdirSync(path.join(root, 'src/utils'))) {
      const name = util.replace(/\.tsx?$/, '');
      const users = new Set(
        [...sources]
          .filter(([file, text]) => !file.includes(`src${path.sep}utils`) && text.includes(`utils/${name}'`))
          .map(([file]) => owner(file)),
      );
      if (users.size < 2) lonely.push(`src/utils/${util}: used by ${[...users].join(', ') || 'nothing'}`);
    }
    assert.deepEqual(lonely, []);
  });
});

describe('scripts', () => {
  it('every script is type-checked: `// @ts-check` at its top, and in a folder the typecheck includes', () => {
    let scripts: string[];
    try {
      scripts = execFileSync('git', ['ls-files', 'scripts'], { cwd: root, encoding: 'utf8' }).split('\n');
    } catch {
      // Not a git checkout: every file there.
      scripts = filesBelow('scripts').map((parts) => ['scripts', ...parts].join('/'));
    }
    const { include } = JSON.parse(read('tsconfig.json')) as { include: string[] };
    const unchecked = scripts
      .filter((file) => /\.(mjs|cjs|js)$/.test(file) && exists(file))
      .filter((file) => {
        const top = read(file).replace(/^#!.*\n/, '');
        return !top.startsWith('// @ts-check') || !include.includes(`scripts/**/*${path.extname(file)}`);
      });
    assert.deepEqual(unchecked, []);
  });
});
