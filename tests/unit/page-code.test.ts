/**
 * tests/facts/pageCode.ts: which block of a page a fact runs, and what of it runs with what.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageBlock, runPageCode } from '../facts/pageCode';

const root = path.resolve(__dirname, '../..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'page-code-'));
let pages = 0;
after(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Writes `markdown` to a file of its own and returns its path from the repository root, as facts name pages. */
function page(markdown: string): string {
  const file = path.join(folder, `page-${++pages}.md`);
  fs.writeFileSync(file, markdown);
  return path.relative(root, file);
}

const fence = '```';
const twoBlocks = page(`# Page

## Doubling

${fence}ts title="math.ts"
import { z } from 'zod';

/** doubles */
export function double(n: number): number {
  return n * factor;
}

const factor: number = 2;
const unused = missing();
export const schema = z.number();
${fence}

## Tripling

${fence}bash
# not a heading: a comment in a shell block
${fence}

${fence}ts title="math.ts"
// @filename: setup.ts
export function double(n: number) {
  return n * 100;
}
// @filename: math.ts
// ---cut---
export function double(n: number) {
  return n * 3;
}
${fence}
`);

describe('runPageCode', () => {
  it('runs a declaration with the declarations it uses, types stripped, and names the blocks when two declare it', () => {
    assert.throws(
      () => runPageCode(twoBlocks, ['double']),
      /the blocks at lines 5, 24 all show a top-level declaration/,
    );
    const { double } = runPageCode<{ double: (n: number) => number }>(
      twoBlocks,
      ['double'],
      {},
      { section: 'Doubling' },
    );
    // `unused` would throw if it ran: only what `double` uses is taken
    assert.equal(double(4), 8);
  });

  it('picks a block by its heading, which a comment in a shell block does not change, and skips the hidden setup', () => {
    const { double } = runPageCode<{ double: (n: number) => number }>(
      twoBlocks,
      ['double'],
      {},
      { section: 'Tripling' },
    );
    assert.equal(double(4), 12);
    assert.equal(pageBlock(twoBlocks, { section: 'Tripling' }).line, 24);
    assert.doesNotMatch(pageBlock(twoBlocks, { section: 'Tripling' }).code, /100/);
  });

  it("binds the block's package imports from the page's package set, and lets the scope replace a declaration", () => {
    const { schema } = runPageCode<{ schema: { parse: (value: unknown) => unknown } }>(twoBlocks, ['schema']);
    assert.equal(schema.parse(1), 1);
    assert.throws(() => schema.parse('1'));
    const { double } = runPageCode<{ double: (n: number) => number }>(
      twoBlocks,
      ['double'],
      { factor: 10 },
      { containing: 'factor' },
    );
    assert.equal(double(4), 40);
  });

  it('names the page and what it looked for when no block declares it', () => {
    assert.throws(
      () => runPageCode(twoBlocks, ['triple'], {}, { title: 'math.ts' }),
      new RegExp(
        `^Error: ${twoBlocks}: no ts/tsx block shows a top-level declaration of triple in a block titled math.ts$`,
      ),
    );
  });

  it("runs a block's export default as the name default, with what it uses", () => {
    const worker = page(`${fence}ts
const greeting = 'hello';
export default {
  fetch: (name: string) => \`\${greeting} \${name}\`,
};
${fence}
`);
    const { default: exported } = runPageCode<{ default: { fetch: (name: string) => string } }>(worker, ['default']);
    assert.equal(exported.fetch('Ada'), 'hello Ada');
  });

  it('runs a whole block and TSX with the JSX runtime', () => {
    const tsx = page(`${fence}tsx
const calls: unknown[] = [];
calls.push(label('a'));
export function label(text: string) {
  return <b>{text}</b>;
}
${fence}
`);
    const { calls } = runPageCode<{ calls: { props: { children: string } }[] }>(
      tsx,
      ['calls'],
      {},
      { wholeBlock: true },
    );
    assert.equal(calls[0].props.children, 'a');
  });
});
