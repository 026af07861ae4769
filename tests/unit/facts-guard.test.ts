/**
 * The version guard of the docs facts (tests/facts/facts.ts): a fact of a 9.x page must run @trpc/*
 * 9.27.4, yet tsx applies the site tsconfig's `paths`, which map the bare `@trpc/client` to 10.12.0.
 * `v9()` / `v10()` fail when a @trpc/* module they load, directly or through another module, comes
 * from another package set, and no fact imports a @trpc/* value past them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { packageSetRequire, v10, v9 } from '../facts/facts';

const root = path.resolve(__dirname, '../..');
const samples = path.join(root, 'src/samples');
const versionOf = (load: NodeJS.Require, name: string) => (load(`${name}/package.json`) as { version: string }).version;

describe('docs facts: the package set guard', () => {
  it('fails loudly when v9() would load the 10.x @trpc/client through the tsconfig paths', () => {
    assert.match(v9.resolve('@trpc/client'), /src[\\/]samples[\\/]v10[\\/]/, 'the mapping this guard is for');
    assert.throws(() => v9('@trpc/client'), /a @trpc\/\* module outside .*src[\\/]samples[\\/]v9[\\/]node_modules/);
  });

  it('loads each set its own versions: 9.x by folder and by subpath, 10.x by name', () => {
    assert.equal(versionOf(v9, './node_modules/@trpc/client'), '9.27.4');
    assert.equal(versionOf(v9, '@trpc/server'), '9.27.4');
    assert.equal(versionOf(v10, '@trpc/client'), '10.12.0');
    assert.equal(
      typeof (v9('./node_modules/@trpc/client') as { createTRPCClient: unknown }).createTRPCClient,
      'function',
    );
    assert.equal(
      typeof (v9('@trpc/client/links/httpBatchLink') as { httpBatchLink: unknown }).httpBatchLink,
      'function',
    );
    // @trpc/react loads @trpc/client itself, from inside node_modules, where the paths do not apply
    assert.equal(typeof (v9('@trpc/react') as { createReactQueryHooks: unknown }).createReactQueryHooks, 'function');
  });

  it('fails when a module of the set loads a @trpc/* module of another set', (t) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-guard-'));
    t.after(() => fs.rmSync(folder, { recursive: true, force: true }));
    const leaky = path.join(folder, 'node_modules/@trpc/leaky');
    fs.mkdirSync(leaky, { recursive: true });
    fs.writeFileSync(path.join(folder, 'package.json'), '{"private":true}');
    fs.writeFileSync(path.join(leaky, 'package.json'), '{"name":"@trpc/leaky","main":"index.js"}');
    const other = path.join(samples, 'v10/node_modules/@trpc/server/package.json');
    fs.writeFileSync(path.join(leaky, 'index.js'), `module.exports = require(${JSON.stringify(other)});`);
    assert.throws(
      () => packageSetRequire(folder)('@trpc/leaky'),
      /\("@trpc\/leaky"\) loads .*v10[\\/]node_modules[\\/]@trpc[\\/]server/,
    );
  });

  it('no fact imports a @trpc/* value directly: types only, values through v9() / v10()', () => {
    const factsDir = path.join(root, 'tests/facts');
    const found: string[] = [];
    for (const name of fs.readdirSync(factsDir).filter((file) => file.endsWith('.ts'))) {
      const file = path.join(factsDir, name);
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
        if (!/(?:^|[\\/])@trpc[\\/]/.test(statement.moduleSpecifier.text)) continue;
        const clause = statement.importClause;
        const typesOnly =
          clause !== undefined &&
          (clause.isTypeOnly ||
            (clause.name === undefined &&
              clause.namedBindings !== undefined &&
              ts.isNamedImports(clause.namedBindings) &&
              clause.namedBindings.elements.every((element) => element.isTypeOnly)));
        if (!typesOnly) {
          const { line } = source.getLineAndCharacterOfPosition(statement.getStart());
          found.push(`tests/facts/${name}:${line + 1} ${statement.getText()}`);
        }
      }
    }
    assert.deepEqual(found, [], 'load @trpc/* values with v9() or v10() from ./facts, which check the version');
  });
});
