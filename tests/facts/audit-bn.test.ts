/**
 * Independent audit BN (bench/audit-independent-2026-11-29bn.md): a second whole read of the blog post
 * "TypeScript performance lessons". The TypeScript facts compile tiny programs with the site's `typescript`
 * (5.9.3) against a stub lib, so they take well under a second; the benchmark fact reads the results the post
 * describes, bench/ts-perf.json, which `npm run bench:ts-perf` writes.
 *
 *   node --import tsx --test tests/facts/audit-bn.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { fact } from './facts';

const post = 'blog/2023-01-14-typescript-performance-lessons/index.md';
const root = path.join(__dirname, '../..');
/** The post's text with its line breaks and indentation collapsed, so a sentence matches across wrapped lines. */
const postText = (): string => fs.readFileSync(path.join(root, post), 'utf8').replace(/\s+/g, ' ');

/** The global interfaces the checker asks for, so `noLib` programs reach the semantic check. */
const stubLib = [
  'interface Array<T> { length: number; [n: number]: T }',
  ...['Boolean', 'Function', 'CallableFunction', 'NewableFunction', 'IArguments', 'Number', 'Object', 'RegExp'].map(
    (name) => `interface ${name} {}`,
  ),
  'interface String {}',
].join('\n');

/**
 * What `tsc --generateTrace` uses: `startTracing` and the `tracing` object the checker calls `push` on. Both are
 * exported by the typescript package but left out of its declarations.
 */
interface TracingApi {
  startTracing(mode: 'project', traceDir: string): void;
  tracing: { push: (phase: string, name: string, ...rest: unknown[]) => void; stopTracing(): void };
}

/** Checks one file with the stub lib; with `trace`, also returns the names of every event pushed (before sampling). */
function check(code: string, trace = false): { instantiations: number; diagnostics: string[]; events: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-bn-'));
  const events: string[] = [];
  const tracingApi = ts as unknown as TracingApi;
  try {
    fs.writeFileSync(path.join(dir, 'lib.d.ts'), stubLib);
    fs.writeFileSync(path.join(dir, 'a.ts'), code);
    if (trace) {
      tracingApi.startTracing('project', path.join(dir, 'trace'));
      const { tracing } = tracingApi;
      const push = tracing.push.bind(tracing);
      tracing.push = (phase, name, ...rest) => {
        events.push(name);
        push(phase, name, ...rest);
      };
    }
    const program = ts.createProgram([path.join(dir, 'lib.d.ts'), path.join(dir, 'a.ts')], {
      noLib: true,
      strict: true,
      noEmit: true,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    return { instantiations: program.getInstantiationCount(), diagnostics, events };
  } finally {
    if (trace) tracingApi.tracing.stopTracing();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

fact(
  post,
  '"Instantiations" also counts generic types instantiated with type parameters, not only concrete types',
  () => {
    const baseline = check('export {};\n');
    // No concrete type argument anywhere: Box and Pair are only instantiated with other type parameters.
    const generic = check('type Box<T> = { v: T };\ntype Pair<U> = [Box<U>, Box<U>];\nexport type Q<W> = Pair<W>;\n');
    assert.deepEqual(generic.diagnostics, []);
    assert.ok(
      generic.instantiations > baseline.instantiations,
      `${generic.instantiations} instantiations against ${baseline.instantiations} without generics`,
    );
    assert.doesNotMatch(postText(), /instantiated with concrete type arguments/);
    assert.match(postText(), /\| `Instantiations` \| How many times the checker substituted type arguments/);
  },
);

fact(post, 'a "structuredTypeRelatedTo" event is also written for a check that is not assignability', () => {
  // A redeclared `var` must have an identical type (the identity relation); nothing is assigned anywhere.
  const identity = check('declare var x: { a: string };\ndeclare var x: { a: string };\nexport {};\n', true);
  const noCheck = check('declare var x: { a: string };\ndeclare var y: { a: string };\nexport {};\n', true);
  assert.deepEqual(identity.diagnostics, []);
  assert.equal(identity.events.filter((name) => name === 'structuredTypeRelatedTo').length, 1);
  assert.equal(noCheck.events.filter((name) => name === 'structuredTypeRelatedTo').length, 0);
  assert.ok(noCheck.events.includes('checkVariableDeclaration'), 'the tracing hook saw the checker');
  assert.doesNotMatch(postText(), /`structuredTypeRelatedTo` records an assignability check/);
  assert.match(postText(), /`structuredTypeRelatedTo` records a structural comparison of two types/);
});

interface BenchCase {
  style: 'v9' | 'v10';
  procedures: number;
  types: number;
  instantiations: number;
}

fact(
  post,
  'the chain also makes more types, a gap that grows linearly, while the instantiation gap grows faster',
  () => {
    const bench = JSON.parse(fs.readFileSync(path.join(root, 'bench/ts-perf.json'), 'utf8')) as { cases: BenchCase[] };
    const sizes = [...new Set(bench.cases.map((c) => c.procedures))].sort((a, b) => a - b);
    const of = (style: BenchCase['style'], n: number): BenchCase => {
      const found = bench.cases.find((c) => c.style === style && c.procedures === n);
      assert.ok(found, `${style} at ${n}`);
      return found;
    };
    const gap = (n: number, key: 'types' | 'instantiations'): number => of('v9', n)[key] - of('v10', n)[key];
    /** The gap's growth per added procedure between each pair of neighbouring sizes. */
    const slopes = (key: 'types' | 'instantiations'): number[] =>
      sizes.slice(1).map((n, i) => (gap(n, key) - gap(sizes[i], key)) / (n - sizes[i]));
    for (const n of sizes) assert.ok(gap(n, 'types') > 0, `v9 makes more types at ${n} procedures`);
    const typeSlopes = slopes('types');
    assert.ok(
      Math.max(...typeSlopes) - Math.min(...typeSlopes) < 1,
      `type gap grows linearly: ${typeSlopes.join(', ')}`,
    );
    const instantiationSlopes = slopes('instantiations');
    instantiationSlopes.slice(1).forEach((slope, i) => {
      assert.ok(slope > instantiationSlopes[i] * 1.5, `instantiation gap speeds up: ${instantiationSlopes.join(', ')}`);
    });
    assert.doesNotMatch(postText(), /not in the number of distinct types/);
    assert.match(postText(), /the chain makes more types too, but that gap grows in step with the router/i);
  },
);
