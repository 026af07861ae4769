/**
 * Independent audit LC (bench/audit-independent-2026-12-01lc.md): 40 drawn sentences, none wrong, so no page was
 * changed. This file pins the figures of the TypeScript performance post that the audit checked against the
 * benchmark's own output, bench/ts-perf.json, and that no other fact compares: the traced nesting depth, the share
 * of the client files in the traced checking time, the medians of three runs and the counts that did not vary.
 *
 *   node --import tsx --test tests/facts/audit-lc.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fact, pageText } from './facts';

const post = 'blog/2023-01-14-typescript-performance-lessons/index.md';

interface BenchCase {
  style: string;
  procedures: number;
  checkTimeSeconds: number;
  checkTimeRuns: number[];
  cpuTimeSeconds: number;
  cpuTimeRuns: number[];
  countsSameInEveryRun: boolean;
}
interface BenchTrace {
  checkSourceFileMs: Record<string, number>;
  maxNestedCheckExpressionInRouter: number;
}
const bench = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../bench/ts-perf.json'), 'utf8')) as {
  runsPerCase: number;
  cases: BenchCase[];
  traces: Record<string, BenchTrace>;
};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

fact(
  post,
  'the traced v9 router nests about 400 checkExpression levels for 200 calls, and the client files took 30 to 43 percent of the traced checking time',
  () => {
    const text = pageText(post);
    assert.match(text, /200 calls, each with a property access, give about 400 levels/);
    assert.match(text, /in the traces above they took 30 to 43 percent of the checking time/);

    const depth = bench.traces['v9-200'].maxNestedCheckExpressionInRouter;
    assert.ok(depth >= 390 && depth <= 410, `v9 nesting depth ${depth} is not about 400`);

    const shares = ['v9-200', 'v10-200'].map((key) => {
      const ms = bench.traces[key].checkSourceFileMs;
      return (100 * ms['client.ts']) / (ms['client.ts'] + ms['router.ts']);
    });
    assert.equal(Math.floor(Math.min(...shares)), 30);
    assert.equal(Math.round(Math.max(...shares)), 43);
  },
);

fact(
  post,
  'the times are medians of three runs kept in the file, and types and instantiations were the same in every run',
  () => {
    const text = pageText(post);
    assert.match(
      text,
      /Times are medians of three runs; the three individual runs of each case are in the file as well/,
    );
    assert.match(text, /`Types` and `Instantiations` were the same in all three runs of every case/);

    assert.equal(bench.runsPerCase, 3);
    assert.equal(bench.cases.length, 8, 'eight projects: two styles at four sizes');
    for (const c of bench.cases) {
      const label = `${c.style} at ${c.procedures}`;
      assert.equal(c.checkTimeRuns.length, 3, label);
      assert.equal(c.cpuTimeRuns.length, 3, label);
      assert.equal(c.checkTimeSeconds, median(c.checkTimeRuns), label);
      assert.equal(c.cpuTimeSeconds, median(c.cpuTimeRuns), label);
      assert.equal(c.countsSameInEveryRun, true, label);
    }
  },
);
