/**
 * Independent audit DN (bench/audit-independent-2026-11-30dn.md): 62 drawn sentences and a census of the latest
 * starter-projects fix. Two wrong claims were fixed: the metadata example's lead-in (run here on the page's own
 * router with @trpc/server 10.12.0) and the source of the blog post's figures (checked against bench/ts-perf.json).
 *
 *   node --import tsx --test tests/facts/audit-dn.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fact } from './facts';
import { runPageCode } from './pageCode';

const root = path.join(import.meta.dirname, '../..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');
const flat = (file: string): string => read(file).replace(/\s+/g, ' ');

type Router = {
  _def: { procedures: Record<string, { _def: { meta?: unknown } }> };
  createCaller: (ctx: unknown) => Record<string, ((input?: unknown) => Promise<unknown>) | undefined>;
};

fact(
  'docs/server/metadata.md',
  'in the per-route example only the procedures that need a user or a role call .meta(): publicStats has none and is open to anyone',
  async () => {
    const page = 'docs/server/metadata.md';
    const { appRouter } = runPageCode<{ appRouter: Router }>(
      page,
      ['appRouter'],
      {},
      {
        containing: 'publicStats',
        wholeBlock: true,
      },
    );
    const procedures = appRouter._def.procedures;
    const withoutMeta = Object.keys(procedures).filter((name) => procedures[name]?._def.meta === undefined);
    assert.deepEqual(withoutMeta, ['publicStats'], 'one procedure of the example declares nothing');

    const call = (user: unknown, name: string, input?: unknown): Promise<unknown> => {
      const procedure = appRouter.createCaller({ user })[name];
      assert.ok(procedure, name);
      return procedure(input);
    };
    assert.deepEqual(await call(null, 'publicStats'), { members: 1024 });
    await assert.rejects(call(null, 'profile'), { code: 'UNAUTHORIZED' });
    await assert.rejects(call({ id: 'u1', role: 'user' }, 'banUser', { userId: 'u2' }), { code: 'FORBIDDEN' });

    const text = flat(page);
    assert.ok(!text.includes('Each procedure declares its requirement'), 'the old lead-in claimed every procedure');
    assert.ok(text.includes('Each procedure that needs a signed-in user or a role declares it with `.meta()`'));
  },
);

fact(
  'blog/2023-01-14-typescript-performance-lessons/index.md',
  "the chart's table matches bench/ts-perf.json, but not every figure of the Results section is in that file",
  () => {
    const post = 'blog/2023-01-14-typescript-performance-lessons/index.md';
    const bench = JSON.parse(read('bench/ts-perf.json')) as {
      cases: {
        style: string;
        procedures: number;
        checkTimeSeconds: number;
        cpuTimeSeconds: number;
        instantiations: number;
        types: number;
        memoryMB: number;
      }[];
    };
    const results = read(post).split('## Results')[1]?.split('\n## ')[0] ?? '';
    const rows = results.split('\n').filter((line) => /^\| \d+ \|/.test(line));
    assert.equal(rows.length, 4, 'four sizes in the table');
    for (const row of rows) {
      const cells = row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      const size = Number(cells[0]);
      const byStyle = (style: string) => {
        const found = bench.cases.find((c) => c.style === style && c.procedures === size);
        assert.ok(found, `${style} at ${size}`);
        return found;
      };
      const [v9, v10] = [byStyle('v9'), byStyle('v10')];
      const number = (cell: string | undefined) => Number((cell ?? '').replace(/[^\d.]/g, ''));
      assert.deepEqual(
        cells.slice(1).map(number),
        [
          v9.checkTimeSeconds,
          v10.checkTimeSeconds,
          v9.cpuTimeSeconds,
          v10.cpuTimeSeconds,
          v9.instantiations,
          v10.instantiations,
          v9.types,
          v10.types,
          Math.round(v9.memoryMB),
          Math.round(v10.memoryMB),
        ],
        `row ${size}`,
      );
    }

    // The Results section also states a count of declaration files, which the benchmark file does not hold.
    assert.match(results, /\(63 declaration files in this setup\)/);
    assert.doesNotMatch(read('bench/ts-perf.json'), /\b63\b/);
    const text = flat(post);
    assert.ok(!text.includes('All figures come from'), 'the old sentence covered every figure of the section');
    assert.ok(text.includes('The chart and the table come from `bench/ts-perf.json`'));
  },
);
