import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as tslibInterop from '../../src/client/tslib';

const docusaurusPackages = path.join(__dirname, '../../node_modules/@docusaurus');

function* jsFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsFiles(file);
    else if (entry.name.endsWith('.js')) yield file;
  }
}

describe("the browser bundle's tslib", () => {
  it('exports every tslib helper that the Docusaurus packages call', () => {
    const called = new Set<string>();
    for (const pkg of fs.readdirSync(docusaurusPackages)) {
      const lib = path.join(docusaurusPackages, pkg, 'lib');
      if (!fs.existsSync(lib)) continue;
      for (const file of jsFiles(lib)) {
        for (const [, helper] of fs.readFileSync(file, 'utf8').matchAll(/\btslib_\d+\.(__\w+)/g)) called.add(helper);
      }
    }
    assert.ok(called.has('__importDefault'), 'the scan finds the helpers (else it could never fail)');
    const missing = [...called].filter(
      (helper) => typeof (tslibInterop as Record<string, unknown>)[helper] !== 'function',
    );
    assert.deepEqual(missing, [], 'add these to src/client/tslib.ts');
  });
});
