import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { checkSamples, extractBlocks } from '../../src/plugins/samples/check';
import { visibleCode } from '../../src/plugins/samples/samples';

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
