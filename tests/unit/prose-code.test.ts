import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  compareWithAllowlist,
  findProseCode,
  isCode,
  normaliseCode,
  proseSuggestions,
  type ProseCodeAllowlist,
  type ProseSuggestion,
} from '../../src/plugins/samples/proseCode';

const root = path.resolve(__dirname, '../..');
const allowlistFile = 'src/plugins/samples/prose-code-allowlist.json';
const allowlist = JSON.parse(fs.readFileSync(path.join(root, allowlistFile), 'utf8')) as ProseCodeAllowlist;
const PENDING = 'pending: needs a sample';

const codes = (markdown: string) => proseSuggestions('page.md', markdown).map((suggestion) => suggestion.code);

describe('code in prose: what counts', () => {
  it('takes code, not names, paths, commands or statuses', () => {
    for (const code of [
      'batching: { enabled: false }',
      'next({ ...op, input })',
      'x as const',
      'Parameters<typeof httpLink>[0]',
      '(opts) => void',
      'string | null',
      "credentials: 'include'",
    ]) {
      assert.equal(isCode(code), true, code);
    }
    for (const code of [
      'useQuery',
      'withTRPC()',
      'utils.invalidate()',
      '.query()',
      '@trpc/server/adapters/next',
      './server.ts',
      'https://api.example.com/trpc',
      'npm install @trpc/server',
      'NODE_ENV=production',
      '404',
      'GET /trpc/post.byId',
      'Content-Type: application/json',
    ]) {
      assert.equal(isCode(code), false, code);
    }
  });

  it('finds code a sentence tells the reader to write, and not code it describes', () => {
    const markdown = [
      'Pass `batching: { enabled: false }` to the adapter. Then `next(op)` runs the next link.',
      '',
      'To reject a call, `throw new TRPCError({ code })`.',
      '',
      'A key looks like `[path, { input }]`, e.g. `[["post"], { input: 1 }]` or `[["user"]]`.',
      '',
      '- You can write `x as const` instead.',
      '',
      '| Option | Meaning |',
      '| --- | --- |',
      '| `ssr` | Set `ssr: false` to skip it. |',
    ].join('\n');
    assert.deepEqual(codes(markdown), [
      'batching: { enabled: false }',
      'throw new TRPCError({ code })',
      '[["post"], { input: 1 }]',
      '[["user"]]',
      'x as const',
      'ssr: false',
    ]);
  });

  it('reads the site syntax: heading ids, admonition titles, JSX; and gives the line of the code', () => {
    const markdown = [
      '---',
      'title: A page',
      '---',
      '',
      '## Options {#options}',
      '',
      ':::tip Use `x as const`',
      'Or declare `y: string`.',
      ':::',
      '',
      '<details>',
      '',
      'Add `z: 1`.',
      '',
      '</details>',
    ].join('\n');
    const found = proseSuggestions('page.md', markdown);
    assert.deepEqual(
      found.map(({ code, line }) => [code, line]),
      [
        ['x as const', 7],
        ['y: string', 8],
        ['z: 1', 13],
      ],
    );
    assert.equal(found[1].sentence, 'Or declare `y: string`.');
  });

  it('compares code without its layout', () => {
    assert.equal(normaliseCode('{ enabled: false }'), normaliseCode('{\n  enabled: false,\n}'));
    assert.equal(normaliseCode('{ a: string; b: number }'), normaliseCode('{\n  a: string;\n  b: number;\n}'));
    assert.notEqual(normaliseCode('x as const'), normaliseCode('xas const'));
  });

  it('fails an unlisted suggestion and a stale entry', () => {
    const suggestion: ProseSuggestion = { page: 'a.md', line: 3, code: 'f({ a })', sentence: 'Call `f({ a })`.' };
    const entry = { page: 'a.md', code: 'f({a})', reason: 'a fragment of the sample above' };
    assert.deepEqual(compareWithAllowlist([suggestion], { allowed: [entry], pending: [] }), {
      unlisted: [],
      stale: [],
    });
    assert.deepEqual(compareWithAllowlist([suggestion], { allowed: [], pending: [] }).unlisted, [suggestion]);
    assert.deepEqual(compareWithAllowlist([], { allowed: [], pending: [entry] }).stale, [entry]);
  });
});

describe('code in prose: the docs', () => {
  const report = findProseCode(root);

  it('reports each suggestion at the line its code is on', () => {
    const wrong = report.suggestions.filter(({ page, line, code }) => {
      const lines = fs.readFileSync(path.join(root, page), 'utf8').split('\n');
      // Inline code may wrap onto the next line; its first word is on its line.
      return !lines[line - 1]?.includes(code.split(/\s/)[0]);
    });
    assert.deepEqual(wrong, []);
  });

  it('every suggestion no sample or fact covers is in the reviewed allowlist, and every entry is still needed', () => {
    const { unlisted, stale } = compareWithAllowlist(report.uncovered, allowlist);
    const message = [
      unlisted.length > 0 &&
        `Inline code that prose tells the reader to write, shown by no checked sample or docs fact:\n` +
          unlisted.map((s) => `  ${s.page}:${s.line}  \`${s.code}\`\n    ${s.sentence}`).join('\n') +
          `\nMake it a checked sample (or add a fact naming the page); if it is not code to write, add it to ` +
          `${allowlistFile} with the reason:\n` +
          JSON.stringify(
            unlisted.map(({ page, code }) => ({ page, code, reason: '' })),
            null,
            2,
          ),
      stale.length > 0 &&
        `Entries of ${allowlistFile} that match no uncovered suggestion (covered now, or the text changed): ` +
          `remove them:\n` +
          stale.map((entry) => `  ${entry.page}  \`${entry.code}\``).join('\n'),
    ]
      .filter(Boolean)
      .join('\n\n');
    assert.ok(unlisted.length === 0 && stale.length === 0, message);
  });

  it('gives each entry a reason, and each pending entry the one pending reason', () => {
    for (const entry of allowlist.allowed) {
      assert.ok(entry.reason.trim().length > 10 && !entry.reason.startsWith('pending'), JSON.stringify(entry));
    }
    for (const entry of allowlist.pending) assert.equal(entry.reason, PENDING, JSON.stringify(entry));
    const keys = [...allowlist.allowed, ...allowlist.pending].map((e) => `${e.page}\n${normaliseCode(e.code)}`);
    assert.equal(new Set(keys).size, keys.length, 'an entry is listed twice');
  });
});
