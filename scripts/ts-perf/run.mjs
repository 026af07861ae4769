// @ts-check
/**
 * Measures how long TypeScript takes to type-check a tRPC router (and a client
 * that uses its inferred types) as the number of procedures grows, for two
 * styles of router:
 *   - v9:  the chained router of tRPC 9.27.4 (`router().query(...).mutation(...)`)
 *   - v10: the object router of tRPC 10.12.0 (`t.router({ ... })`)
 *
 * For every style and size it generates a tiny project (router.ts, client.ts,
 * tsconfig.json) in a temporary folder inside the matching samples environment
 * (src/samples/v9 or src/samples/v10) so that `@trpc/*` and `zod`
 * resolve to the installed versions, runs
 *   node node_modules/typescript/bin/tsc --noEmit --extendedDiagnostics -p <dir>
 * RUNS times (round-robin over all cases), and keeps the median check time
 * plus the type, instantiation and memory counters. For the largest size of
 * each style it also runs tsc RUNS more times with --generateTrace and
 * summarises the median trace. Each tsc process also reports its CPU time
 * through the preloaded cpu-usage.cjs.
 *
 * Usage (from the repository root):
 *   node scripts/ts-perf/run.mjs && node scripts/ts-perf/chart.mjs
 * Writes bench/ts-perf.json. Temporary folders are removed at the end
 * (set TS_PERF_KEEP=1 to keep them and look at the generated files and traces).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tscPath = path.join(root, 'node_modules/typescript/bin/tsc');
const cpuUsagePreload = path.join(root, 'scripts/ts-perf/cpu-usage.cjs');
const resultsPath = path.join(root, 'bench/ts-perf.json');

// TS_PERF_SIZES=25,50 and TS_PERF_RUNS=1 make a quick trial run possible.
const SIZES = (process.env.TS_PERF_SIZES ?? '25,50,100,200').split(',').map(Number);
const RUNS = Number(process.env.TS_PERF_RUNS ?? 3);

/**
 * @typedef {{ name: 'v9' | 'v10', label: string, envDir: string,
 *   generate: (n: number) => { router: string, client: string } }} Style
 * @typedef {{ checkTime: number, totalTime: number, cpuTime: number, types: number,
 *   instantiations: number, memoryKB: number, errors: string[] }} Measurement
 */

/** @type {Style[]} */
const STYLES = [
  {
    name: 'v9',
    label: 'tRPC 9.27.4 chained router',
    envDir: path.join(root, 'src/samples/v9'),
    generate: generateV9,
  },
  {
    name: 'v10',
    label: 'tRPC 10.12.0 object router',
    envDir: path.join(root, 'src/samples/v10'),
    generate: generateV10,
  },
];

/**
 * Every procedure takes a zod object and returns an object whose shape depends
 * on the input and on the procedure's index, so each one has its own types.
 * Even indexes are queries, odd indexes are mutations.
 * @param {number} i
 */
const kind = (i) => (i % 2 === 0 ? 'query' : 'mutation');
const inputSchema = `z.object({ id: z.string(), limit: z.number().int().optional() })`;
/** @param {number} i */
const outputExpr = (i) => `{ id: input.id, name: 'proc${i}' as const, count: input.limit ?? ${i}, tags: ['t${i}'] }`;

/**
 * tRPC 9: one long chain; every `.query()` / `.mutation()` returns a new
 * Router type that intersects the previous record with the new procedure.
 * @param {number} n
 */
function generateV9(n) {
  const procs = [];
  for (let i = 0; i < n; i++) {
    procs.push(
      `  .${kind(i)}('proc${i}', {\n` +
        `    input: ${inputSchema},\n` +
        `    resolve({ input }) {\n      return ${outputExpr(i)};\n    },\n  })`,
    );
  }
  const router =
    `import * as trpc from '@trpc/server';\nimport { z } from 'zod';\n\n` +
    `export const appRouter = trpc\n  .router()\n${procs.join('\n')};\n\n` +
    `export type AppRouter = typeof appRouter;\n`;
  const calls = [];
  for (let i = 0; i < n; i++) {
    calls.push(
      `  const r${i} = await client.${kind(i)}('proc${i}', { id: 'x' });\n` +
        `  const n${i}: 'proc${i}' = r${i}.name;\n  total += r${i}.count + n${i}.length;`,
    );
  }
  const client =
    `import { createTRPCClient } from '@trpc/client';\nimport type { AppRouter } from './router';\n\n` +
    `const client = createTRPCClient<AppRouter>({ url: 'http://127.0.0.1:2022/trpc' });\n\n` +
    `export async function callEverything(): Promise<number> {\n  let total = 0;\n${calls.join('\n')}\n  return total;\n}\n`;
  return { router, client };
}

/**
 * tRPC 10: one object literal passed to `t.router()`; each procedure is built
 * on its own with the procedure builder.
 * @param {number} n
 */
function generateV10(n) {
  const procs = [];
  for (let i = 0; i < n; i++) {
    procs.push(
      `  proc${i}: t.procedure\n    .input(${inputSchema})\n` + `    .${kind(i)}(({ input }) => (${outputExpr(i)})),`,
    );
  }
  const router =
    `import { initTRPC } from '@trpc/server';\nimport { z } from 'zod';\n\n` +
    `const t = initTRPC.create();\n\n` +
    `export const appRouter = t.router({\n${procs.join('\n')}\n});\n\n` +
    `export type AppRouter = typeof appRouter;\n`;
  const calls = [];
  for (let i = 0; i < n; i++) {
    calls.push(
      `  const r${i} = await client.proc${i}.${i % 2 === 0 ? 'query' : 'mutate'}({ id: 'x' });\n` +
        `  const n${i}: 'proc${i}' = r${i}.name;\n  total += r${i}.count + n${i}.length;`,
    );
  }
  const client =
    `import { createTRPCProxyClient, httpLink } from '@trpc/client';\nimport type { AppRouter } from './router';\n\n` +
    `const client = createTRPCProxyClient<AppRouter>({\n  links: [httpLink({ url: 'http://127.0.0.1:2022/trpc' })],\n});\n\n` +
    `export async function callEverything(): Promise<number> {\n  let total = 0;\n${calls.join('\n')}\n  return total;\n}\n`;
  return { router, client };
}

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM'],
    skipLibCheck: true,
    // Only what the files import: don't pull in every @types package of the env.
    types: [],
  },
  files: ['router.ts', 'client.ts'],
};

/**
 * @param {string} output
 * @param {string} label
 */
function readNumber(output, label) {
  const match = new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(output);
  if (!match) throw new Error(`"${label}" not found in tsc output:\n${output}`);
  return Number(match[1]);
}

/**
 * @param {string} dir
 * @param {string[]} extraArgs
 * @returns {Measurement}
 */
function runTsc(dir, extraArgs = []) {
  const result = spawnSync(
    process.execPath,
    ['--require', cpuUsagePreload, tscPath, '--noEmit', '--extendedDiagnostics', '-p', dir, ...extraArgs],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  return {
    checkTime: readNumber(output, 'Check time'),
    totalTime: readNumber(output, 'Total time'),
    cpuTime: readNumber(output, 'Process CPU time'),
    types: readNumber(output, 'Types'),
    instantiations: readNumber(output, 'Instantiations'),
    memoryKB: readNumber(output, 'Memory used'),
    errors: output.split('\n').filter((line) => /error TS\d+/.test(line)),
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number,
 *   args?: { path?: string, pos?: number, end?: number } }} TraceEvent
 * @typedef {{ event: TraceEvent, children: TraceNode[], selfUs: number }} TraceNode
 */

/**
 * Reads the trace written by `tsc --generateTrace` and keeps what a person
 * would look at first:
 *   - how long checkSourceFile took for each of our two files (B/E pairs);
 *   - the events with the most *self* time (their duration minus the
 *     duration of the events nested in them) inside our files;
 *   - how deeply checkExpression events of router.ts nest in each other.
 * "X" events are sampled: tsc only writes one when it spans a 10 ms sampling
 * point, so short events are missing and the depth is a lower bound.
 * @param {string} traceDir
 * @param {string} projectDir
 */
function summariseTrace(traceDir, projectDir) {
  /** @type {TraceEvent[] | { traceEvents: TraceEvent[] }} */
  const raw = JSON.parse(fs.readFileSync(path.join(traceDir, 'trace.json'), 'utf8'));
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const types = JSON.parse(fs.readFileSync(path.join(traceDir, 'types.json'), 'utf8'));
  /** @param {TraceEvent} e */
  const ours = (e) => typeof e.args?.path === 'string' && e.args.path.startsWith(projectDir);
  /** @type {Map<string, string>} */
  const sources = new Map();
  /** @param {TraceEvent} e */
  const snippet = (e) => {
    const file = String(e.args?.path);
    if (!sources.has(file)) sources.set(file, fs.readFileSync(file, 'utf8'));
    const text = (sources.get(file) ?? '').slice(e.args?.pos ?? 0, e.args?.end ?? 0);
    const oneLine = text.trim().replace(/\s+/g, ' ');
    return oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine;
  };

  /** @type {Record<string, number>} */
  const checkSourceFileMs = {};
  /** @type {Map<string, number>} */
  const begins = new Map();
  for (const e of events) {
    if (e.name !== 'checkSourceFile' || !ours(e)) continue;
    const file = path.basename(String(e.args?.path));
    if (e.ph === 'B') begins.set(file, e.ts);
    if (e.ph === 'E') checkSourceFileMs[file] = round((e.ts - (begins.get(file) ?? e.ts)) / 1000);
  }

  // Rebuild the nesting of the complete ("X") events from their time spans.
  const complete = events
    .filter((e) => e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {TraceNode[]} */
  const stack = [];
  /** @type {TraceNode[]} */
  const nodes = [];
  let maxDepth = 0;
  for (const event of complete) {
    while (stack.length > 0) {
      const top = stack[stack.length - 1].event;
      if (top.ts + (top.dur ?? 0) > event.ts) break;
      stack.pop();
    }
    /** @type {TraceNode} */
    const node = { event, children: [], selfUs: 0 };
    stack[stack.length - 1]?.children.push(node);
    stack.push(node);
    nodes.push(node);
    if (event.name === 'checkExpression' && ours(event) && event.args?.path?.endsWith('router.ts')) {
      const depth = stack.filter(
        (n) => n.event.name === 'checkExpression' && n.event.args?.path === event.args?.path,
      ).length;
      maxDepth = Math.max(maxDepth, depth);
    }
  }
  for (const node of nodes) {
    node.selfUs = (node.event.dur ?? 0) - node.children.reduce((sum, c) => sum + (c.event.dur ?? 0), 0);
  }
  const topSelfTime = nodes
    .filter((n) => ours(n.event))
    .sort((a, b) => b.selfUs - a.selfUs)
    .slice(0, 5)
    .map((n) => ({
      event: n.event.name,
      file: path.basename(String(n.event.args?.path)),
      code: snippet(n.event),
      selfMs: round(n.selfUs / 1000),
      totalMs: round((n.event.dur ?? 0) / 1000),
    }));
  return {
    checkSourceFileMs,
    sampledCompleteEvents: complete.length,
    maxNestedCheckExpressionInRouter: maxDepth,
    topSelfTime,
    typesInTypesJson: types.length,
  };
}

/** @param {number} n */
const round = (n) => Math.round(n * 100) / 100;

function main() {
  const started = performance.now();
  const tsVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/typescript/package.json'), 'utf8'),
  ).version;
  const cpus = os.cpus();
  const machine = {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    typescript: tsVersion,
    loadAverageAtStart: os.loadavg().map(round),
  };
  console.log(`TypeScript ${tsVersion}, Node ${process.version}, ${cpus.length} CPUs`);

  /** @type {{ style: string, label: string, procedures: number, checkTimeSeconds: number,
   *   checkTimeRuns: number[], totalTimeSeconds: number, cpuTimeSeconds: number,
   *   cpuTimeRuns: number[], types: number, instantiations: number,
   *   countsSameInEveryRun: boolean, memoryMB: number, errorCount: number,
   *   firstErrors: string[] }[]} */
  const cases = [];
  /** @type {Record<string, unknown>} */
  const traces = {};
  /** @type {string[]} */
  const tempDirs = [];
  try {
    // 1. Generate one project per style and size.
    const projects = STYLES.flatMap((style) =>
      SIZES.map((n) => {
        const dir = fs.mkdtempSync(path.join(style.envDir, `.ts-perf-${n}-`));
        tempDirs.push(dir);
        const { router, client } = style.generate(n);
        fs.writeFileSync(path.join(dir, 'router.ts'), router);
        fs.writeFileSync(path.join(dir, 'client.ts'), client);
        fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
        /** @type {Measurement[]} */
        const runs = [];
        return { style, n, dir, runs };
      }),
    );

    // 2. Round-robin: run every project once, then again, RUNS times in total, so that a
    //    burst of load from other programs spreads over all cases instead of hitting one.
    for (let r = 0; r < RUNS; r++) {
      for (const project of projects) project.runs.push(runTsc(project.dir));
      console.log(`round ${r + 1}/${RUNS} done`);
    }

    for (const { style, n, runs } of projects) {
      const first = runs[0];
      const entry = {
        style: style.name,
        label: style.label,
        procedures: n,
        checkTimeSeconds: median(runs.map((m) => m.checkTime)),
        checkTimeRuns: runs.map((m) => m.checkTime),
        totalTimeSeconds: median(runs.map((m) => m.totalTime)),
        cpuTimeSeconds: median(runs.map((m) => m.cpuTime)),
        cpuTimeRuns: runs.map((m) => m.cpuTime),
        types: first.types,
        instantiations: first.instantiations,
        countsSameInEveryRun: runs.every((m) => m.types === first.types && m.instantiations === first.instantiations),
        memoryMB: round(median(runs.map((m) => m.memoryKB)) / 1024),
        errorCount: first.errors.length,
        firstErrors: first.errors.slice(0, 3),
      };
      cases.push(entry);
      console.log(
        `${style.name} n=${String(n).padStart(3)}  check ${entry.checkTimeSeconds.toFixed(2)}s ` +
          `(runs ${entry.checkTimeRuns.join(', ')})  cpu ${entry.cpuTimeSeconds.toFixed(2)}s  types ${entry.types}  ` +
          `instantiations ${entry.instantiations}  memory ${entry.memoryMB} MB  errors ${entry.errorCount}`,
      );
    }

    // 3. Traces of the largest size of each style. Traced runs are slower and as noisy as
    //    the others: trace RUNS times (alternating styles) and keep the run whose
    //    checkSourceFile total (router.ts + client.ts) is the median.
    const largest = projects.filter((p) => p.n === SIZES[SIZES.length - 1]);
    /** @type {Map<string, ReturnType<typeof summariseTrace>[]>} */
    const summaries = new Map();
    for (let r = 0; r < RUNS; r++) {
      for (const { style, dir } of largest) {
        const traceDir = path.join(dir, `trace-${r + 1}`);
        runTsc(dir, ['--generateTrace', traceDir]);
        summaries.set(style.name, [...(summaries.get(style.name) ?? []), summariseTrace(traceDir, dir)]);
      }
    }
    /** @param {{ checkSourceFileMs: Record<string, number> }} t */
    const total = (t) => Object.values(t.checkSourceFileMs).reduce((a, b) => a + b, 0);
    for (const { style, n } of largest) {
      const list = summaries.get(style.name) ?? [];
      const middle = median(list.map(total));
      const chosen = list.find((t) => total(t) === middle) ?? list[0];
      traces[`${style.name}-${n}`] = {
        ...chosen,
        checkSourceFileTotalsMsOfAllRuns: list.map((t) => round(total(t))),
      };
    }
  } finally {
    if (process.env.TS_PERF_KEEP) console.log(`kept ${tempDirs.join(', ')}`);
    else for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  }

  const results = {
    generatedAt: new Date().toISOString(),
    command: 'node scripts/ts-perf/run.mjs',
    method:
      `For each style and size: generate router.ts (N procedures, half queries, half mutations, zod input) ` +
      `and client.ts (calls every procedure and reads its typed output), then run ` +
      `"tsc --noEmit --extendedDiagnostics -p <dir>" ${RUNS} times (round-robin over all cases); ` +
      `checkTimeSeconds is the median ` +
      `"Check time" (wall-clock, as printed by tsc); cpuTimeSeconds is the median CPU time (user + system) ` +
      `of the whole tsc process, read with process.cpuUsage() in a preloaded script (cpu-usage.cjs); ` +
      `types and instantiations are from the first run (they do not vary between runs); memoryMB is the ` +
      `median "Memory used". skipLibCheck is on, so library .d.ts bodies are not checked.`,
    machine,
    sizes: SIZES,
    runsPerCase: RUNS,
    cases,
    traces,
    loadAverageAtEnd: os.loadavg().map(round),
    durationSeconds: round((performance.now() - started) / 1000),
  };
  fs.writeFileSync(resultsPath, JSON.stringify(results, null, 2) + '\n');
  console.log(`wrote ${path.relative(root, resultsPath)} in ${results.durationSeconds}s`);
}

main();
