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
    const kept = print(pruneLib(ts, lib, ['Response']));
    assert.match(kept, /no-default-lib="true"/);
    assert.match(kept, /interface Body/);
    assert.match(kept, /declare var Response/);
    assert.doesNotMatch(kept, /WorkerScope|OffscreenCanvas|declare var self/);
  });

  it('keeps the worker globals a reader uses, and leaves out WebGL', () => {
    const libFile = require.resolve('typescript/lib/lib.webworker.d.ts');
    const lib = parse(fs.readFileSync(libFile, 'utf8'));
    const kept = print(pruneLib(ts, lib, READER_GLOBALS));
    for (const name of ['console', 'fetch', 'setTimeout', 'AbortController', 'TextEncoder', 'WebSocket']) {
      assert.match(kept, new RegExp(`declare (var|function) ${name}\\b`), name);
    }
    assert.doesNotMatch(kept, /interface WebGL2RenderingContext\b/);
    assert.ok(kept.length < print(lib).length / 4, `${kept.length} of ${print(lib).length} characters kept`);
  });
});
