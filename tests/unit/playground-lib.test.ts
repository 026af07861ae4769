import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import ts from 'typescript';
import { identifiersIn, pruneLib, READER_GLOBALS } from '../../src/plugins/playground/pruneLib';

const parse = (text: string) => ts.createSourceFile('/lib/x.d.ts', text, ts.ScriptTarget.Latest);
const print = (file: ts.SourceFile) => ts.createPrinter({ removeComments: true }).printFile(file);

describe('the playground’s worker lib', () => {
  it('follows references, not the names of members and parameters', () => {
    const names = identifiersIn(
      ts,
      parse('interface Port extends Target { self: Scope; send(location: string, data: Payload): void }').statements[0],
    );
    assert.deepEqual([...names].sort(), ['Payload', 'Scope', 'Target']);
  });

  it('keeps what the roots reach and drops the rest', () => {
    const lib = parse(
      [
        '/// <reference no-default-lib="true"/>',
        'interface Body { json(): Promise<unknown>; self: number }',
        'interface Response extends Body { readonly ok: boolean }',
        'declare var Response: { prototype: Response; new (): Response };',
        'declare var self: WorkerScope;',
        'interface WorkerScope { canvas: OffscreenCanvas }',
        'interface OffscreenCanvas { width: number }',
      ].join('\n'),
    );
    const [kept] = pruneLib(ts, [lib], ['Response']).map(print);
    assert.match(kept, /no-default-lib="true"/);
    assert.match(kept, /interface Body/);
    assert.match(kept, /declare var Response/);
    assert.doesNotMatch(kept, /WorkerScope|OffscreenCanvas|declare var self/);
  });

  it('keeps the worker globals a reader uses, with their iterators, and leaves out WebGL and the document', () => {
    const lib = parse(fs.readFileSync(require.resolve('typescript/lib/lib.dom.d.ts'), 'utf8'));
    const iterable = parse(fs.readFileSync(require.resolve('typescript/lib/lib.dom.iterable.d.ts'), 'utf8'));
    const [kept, keptIterable] = pruneLib(ts, [lib, iterable], READER_GLOBALS).map(print);
    for (const name of ['console', 'fetch', 'setTimeout', 'AbortController', 'TextEncoder', 'WebSocket']) {
      assert.match(kept, new RegExp(`declare (var|function) ${name}\\b`), name);
    }
    assert.match(keptIterable, /interface Headers\b/);
    assert.doesNotMatch(kept, /interface WebGL2RenderingContext\b|declare var (document|window)\b/);
    assert.ok(kept.length < print(lib).length / 4, `${kept.length} of ${print(lib).length} characters kept`);
  });
});
