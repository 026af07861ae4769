import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSamples, extractBlocks } from '../../src/plugins/samples/check';
import { sampleKey, visibleCode } from '../../src/plugins/samples/samples';

const root = path.resolve(__dirname, '../..');
const fixture = (name: string) => path.join(root, 'tests/fixtures/samples', name);
const envDir = path.join(root, 'src/samples/v10');

describe('samples checker', () => {
  it('passes a sample that compiles, across files, and counts an opt-out', () => {
    const result = checkSamples({ envDir, markdownFiles: [fixture('good.md')], root });
    assert.deepEqual(result.errors, []);
    assert.equal(result.total, 2);
    assert.equal(result.checked, 1);
    assert.deepEqual(
      result.skipped.map((skip) => skip.reason),
      ['pseudo-code on purpose'],
    );
  });

  it('fails a broken sample and names the Markdown file and line', () => {
    const result = checkSamples({ envDir, markdownFiles: [fixture('broken.md')], root });
    assert.equal(result.errors.length, 1);
    const [error] = result.errors;
    assert.equal(error.file, 'tests/fixtures/samples/broken.md');
    assert.equal(error.line, 9);
    assert.match(error.message, /Type 'string' is not assignable to type 'number'/);
    // The same sample, declaring the error it shows, passes.
    const declared = checkSamples({ envDir, markdownFiles: [fixture('declared-error.md')], root });
    assert.deepEqual(declared.errors, []);
  });

  it('fails a sample whose type data lacks an answer it asks for, at the line of the query', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-samples-'));
    try {
      // A typed sample with a bare @ts-expect-error line, as a page had it.
      const code = [
        'const total = 1 + 2;',
        '//    ^?',
        '// @ts-expect-error',
        'const label: string = total;',
        'const twice = total * 2;',
        '//    ^?',
      ].join('\n');
      const file = path.join(scratch, 'page.md');
      fs.writeFileSync(file, ['# Page', '', '```ts', code, '```', ''].join('\n'));
      const cacheDir = path.join(scratch, 'cache');
      // Compiled, both queries are answered and the directive is no problem.
      assert.deepEqual(checkSamples({ envDir, markdownFiles: [file], root, cacheDir }).errors, []);
      // An entry without the answers (as a build could leave one) fails the check at each query's line.
      const key = sampleKey({ code, lang: 'ts', hover: false, envDir });
      const entry = path.join(cacheDir, `${key}.json`);
      fs.writeFileSync(entry, JSON.stringify({ data: { types: [], queries: [], hovers: [] }, problems: [] }));
      const { errors } = checkSamples({ envDir, markdownFiles: [file], root, cacheDir });
      assert.deepEqual(
        errors.map(({ file: source, line }) => [source, line]),
        [
          [path.relative(root, file), 5],
          [path.relative(root, file), 9],
        ],
      );
      assert.match(errors[0].message, /\^\? on this line has no answer \(0 of 2 queries answered\)/);
      // And one answer of two.
      const first = {
        types: [{ text: 'const total: number' }],
        queries: [{ line: 0, column: 6, type: 0 }],
        hovers: [],
      };
      fs.writeFileSync(entry, JSON.stringify({ data: first, problems: [] }));
      assert.deepEqual(
        checkSamples({ envDir, markdownFiles: [file], root, cacheDir }).errors.map(({ line }) => line),
        [9],
      );
      // A declared error that the data does not show.
      const declared = '// @errors: 2322\nconst a: string = 1;';
      fs.writeFileSync(file, ['# Page', '', '```ts', declared, '```', ''].join('\n'));
      const declaredKey = sampleKey({ code: declared, lang: 'ts', hover: false, envDir });
      fs.writeFileSync(
        path.join(cacheDir, `${declaredKey}.json`),
        JSON.stringify({ data: { types: [], queries: [], hovers: [] }, problems: [] }),
      );
      const lacking = checkSamples({ envDir, markdownFiles: [file], root, cacheDir }).errors;
      assert.deepEqual(
        lacking.map(({ line }) => line),
        [4],
      );
      assert.match(lacking[0].message, /@errors declares 2322, and the page shows no such error/);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('expands an include to the code a titled block above shows, and reports lines after it at their Markdown line', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-samples-'));
    try {
      const page = [
        '# Page', // 1
        '',
        '```ts title="server/trpc.ts"', // 3
        "import { initTRPC } from '@trpc/server';",
        'export const t = initTRPC.create();',
        '```',
        '',
        '```ts title="client.ts"', // 8
        '// @filename: trpc.ts',
        '// @include: server/trpc.ts', // 10
        '// @filename: client.ts',
        '// ---cut---',
        "import { t } from './trpc';",
        'const count: number = t.procedure;', // 14: the error
        '```',
        '',
      ].join('\n');
      const [shown, sample] = extractBlocks(page);
      assert.deepEqual(sample.code.split('\n').slice(0, 3), [
        '// @filename: trpc.ts',
        "import { initTRPC } from '@trpc/server';",
        'export const t = initTRPC.create();',
      ]);
      assert.equal(visibleCode(sample.code), "import { t } from './trpc';\nconst count: number = t.procedure;");
      assert.equal(shown.code.includes('@include'), false);
      const file = path.join(scratch, 'page.md');
      fs.writeFileSync(file, page);
      const { errors } = checkSamples({ envDir, markdownFiles: [file], root });
      assert.deepEqual(
        errors.map(({ line }) => line),
        [14],
      );
      // A title no block above has fails, naming the block.
      assert.throws(
        () => extractBlocks('```ts\n// @include: nowhere.ts\n```\n', 'page.md'),
        /page\.md \(code block at line 1\): @include: no block above is titled "nowhere\.ts"/,
      );
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('requires a reason for an opt-out', () => {
    const blocks = extractBlocks('```ts no-check\nconst x = 1;\n```\n');
    assert.equal(blocks[0].skipReason, '');
  });
});

describe('visible code', () => {
  it('hides setup above the cut, file markers, flags and type queries', () => {
    const code = [
      '// @filename: a.ts',
      'export const a = 1;',
      '// @filename: b.ts',
      '// @errors: 2322',
      '// ---cut---',
      '',
      "import { a } from './a';",
      'const b = a;',
      '//    ^?',
    ].join('\n');
    assert.equal(visibleCode(code), "import { a } from './a';\nconst b = a;");
  });

  it('leaves a block without markers alone', () => {
    assert.equal(visibleCode('const a = 1;\n'), 'const a = 1;\n');
  });
});
