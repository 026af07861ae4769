/**
 * Integration test (the build's 9.x bundle, TypeScript's emit): the playground's Run
 * (src/plugins/playground/client/run.ts) on the docs samples, in Node as in its worker. Every sample
 * whose Run is enabled (`whyNotRunnable`) finds each module it imports in its version's runtime: 10.x's
 * packages, or 9.x's bundle that the worker loads on a 9.x sample's first Run (assets.ts). Prints how
 * many samples Run is enabled for, and how many of those run without an error line (the others show
 * an error on purpose, or call another host). A 10.x React sample renders its component with the build's
 * React bundle (./client/preview.ts), its queries answered by its router.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { playgroundAssets } from '../../src/plugins/playground/assets';
import { docsSamples } from '../../src/plugins/playground/docsSamples';
import { run, RUNTIME_V10, runtimeV9, type Runtime } from '../../src/plugins/playground/client/run';
import { previewPackages, renderPreview, type ReactPackages } from '../../src/plugins/playground/client/preview';
import type { OutputLine } from '../../src/plugins/playground/client/protocol';
import {
  previewComponent,
  VERSIONS,
  whyNotRunnable,
  type PlaygroundFile,
  type PlaygroundVersion,
} from '../../src/plugins/playground/client/state';

const siteDir = path.resolve(__dirname, '../..');
/** A sample still running after this is left (the page stops a run after 10 s; one sample waits for an abort). */
const LIMIT_MS = 3_000;

/** The worker's compile step (languageService.ts's `transpile`). */
const compile = (files: readonly PlaygroundFile[]) =>
  files.map((file) => ({
    name: file.name,
    code: ts.transpileModule(file.text, {
      fileName: file.name,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
        jsx: ts.JsxEmit.ReactJSX,
      },
    }).outputText,
  }));

/** 10.x's packages with the build's React bundle, as the worker has them after a React sample's first Run. */
let reactRuntime: Runtime;

/** Runs the files as the worker does (a React sample renders its component); the preview's HTML, if it rendered. */
const runFor = async (files: readonly PlaygroundFile[], runtime: Runtime) => {
  const component = runtime === RUNTIME_V10 ? previewComponent(files) : null;
  const used = component ? reactRuntime : runtime;
  let html: string | undefined;
  const lines = await Promise.race([
    run(
      compile(files),
      used,
      component
        ? async (modules, output, locals) => {
            html = await renderPreview(used.packages, modules, component, output, locals);
          }
        : undefined,
    ),
    new Promise<OutputLine[]>((resolve) =>
      setTimeout(() => resolve([{ kind: 'error', text: 'still running' }]), LIMIT_MS).unref(),
    ),
  ]);
  return Object.assign(lines, { html });
};

/**
 * The timers a sample starts and leaves (an interval of a subscription nobody ends): the page's worker
 * is ended after a run, this process is not, and a timer left running would keep it from exiting.
 */
const timers = new Set<NodeJS.Timeout>();
const { setInterval: nodeSetInterval, setTimeout: nodeSetTimeout, fetch: nodeFetch } = globalThis;
const consoleMethods = ['log', 'info', 'debug', 'warn', 'error'] as const;
const nodeConsole = Object.getOwnPropertyDescriptors(console);
/** The worker's globals that the runner reads, or that the runtimes' scripts read and define. */
const WORKER_GLOBALS = [
  'self',
  'addEventListener',
  'removeEventListener',
  'playgroundRuntimeV9',
  'playgroundPackagesV10',
  'playgroundRuntimeReact',
];

describe('Run on the docs samples', () => {
  const runtimes = {} as Record<PlaygroundVersion, Runtime>;
  // The unit tests share one process (tests/unit/all.ts): what this file changes in it, it puts back. A run
  // the page would stop after 10 s is left here with its `fetch` in place, so that one is put back too.
  after(() => {
    for (const timer of timers) clearTimeout(timer);
    Object.assign(globalThis, { setInterval: nodeSetInterval, setTimeout: nodeSetTimeout, fetch: nodeFetch });
    Object.defineProperties(console, nodeConsole);
    for (const name of WORKER_GLOBALS) Reflect.deleteProperty(globalThis, name);
  });
  before(async () => {
    Object.assign(globalThis, {
      setInterval: (...args: Parameters<typeof nodeSetInterval>) => {
        const timer = nodeSetInterval(...args);
        timers.add(timer);
        return timer;
      },
      setTimeout: (...args: Parameters<typeof nodeSetTimeout>) => {
        const timer = nodeSetTimeout(...args);
        timers.add(timer);
        return timer;
      },
    });
    // The worker's globals that the runner uses.
    Object.assign(globalThis, { self: globalThis, addEventListener() {}, removeEventListener() {} });
    // loggerLink writes to the global console (in the worker, its console, not the page's output).
    for (const method of consoleMethods) console[method] = () => {};
    const assets = await playgroundAssets(siteDir, path.join(siteDir, 'src/samples/v10'));
    // As the worker's importScripts: the script defines the global `playgroundRuntimeV9` (its client reads
    // `fetch` from this realm's global, which the runner answers).
    vm.runInThisContext(fs.readFileSync(path.join(assets.dir, assets.files.runtimeV9), 'utf8'));
    const { packages } = (globalThis as unknown as { playgroundRuntimeV9: { packages: Record<string, unknown> } })
      .playgroundRuntimeV9;
    runtimes.v10 = RUNTIME_V10;
    runtimes.v9 = runtimeV9({ zod: RUNTIME_V10.packages.zod, ...packages });
    // As the worker's reactRuntime: the script takes @trpc/client and @trpc/server from the worker's global.
    Object.assign(globalThis, { playgroundPackagesV10: RUNTIME_V10.packages });
    vm.runInThisContext(fs.readFileSync(path.join(assets.dir, assets.files.runtimeReact), 'utf8'));
    const react = (globalThis as unknown as { playgroundRuntimeReact: { packages: ReactPackages } })
      .playgroundRuntimeReact;
    reactRuntime = { ...RUNTIME_V10, packages: { ...RUNTIME_V10.packages, ...previewPackages(react.packages) } };
  });

  it('10.x React: a component renders with its router’s data, and an edit of the router shows in the next render', async () => {
    const sample = docsSamples(siteDir, 'v10').find((found) =>
      found.state.files.some((file) => /export function LiveCount\(\)/.test(file.text)),
    );
    assert.ok(sample, 'the useQuery page’s LiveCount sample');
    assert.equal(whyNotRunnable('v10', sample.state.files), null);
    assert.deepEqual(previewComponent(sample.state.files), { file: 'LiveCount.tsx', name: 'LiveCount' });
    const first = await runFor(sample.state.files, runtimes.v10);
    assert.deepEqual(
      first.map((line) => line.text),
      ['query book.count → 2'],
    );
    assert.equal(first.html, '<span>2</span>');
    const edited = sample.state.files.map((file) =>
      file.name === 'server.ts' ? { ...file, text: file.text.replace('query(() => 2)', 'query(() => 42)') } : file,
    );
    assert.notDeepEqual(edited, sample.state.files, 'the edit applies');
    assert.equal((await runFor(edited, runtimes.v10)).html, '<span>42</span>');
  });

  it('9.x: the quickstart’s client calls its router through 9.27.4’s client and HTTP handler', async () => {
    const sample = docsSamples(siteDir, 'v9').find((found) =>
      found.state.files.some((file) => file.text.includes('Read the v9 docs')),
    );
    assert.ok(sample, 'the 9.x quickstart sample');
    assert.equal(whyNotRunnable('v9', sample.state.files), null);
    const lines = await runFor(sample.state.files, runtimes.v9);
    assert.deepEqual(
      lines.map((line) => line.text.replace(/\s+/g, ' ')),
      [
        'query hello → { "greeting": "Hello, tRPC!" }',
        'Hello, tRPC!',
        'mutation todo.add → { "id": 1, "text": "Read the v9 docs", "done": false }',
        '1 false',
        'query todo.list → [ { "id": 1, "text": "Read the v9 docs", "done": false } ]',
        '1 todo(s)',
      ],
    );
  });

  for (const version of VERSIONS) {
    it(`${version}: every sample Run is enabled for finds its modules`, async (context) => {
      const samples = docsSamples(siteDir, version);
      const enabled = samples.filter((sample) => whyNotRunnable(version, sample.state.files) === null);
      let clean = 0;
      let rendered = 0;
      const missing: string[] = [];
      const react = enabled.filter((sample) => version === 'v10' && previewComponent(sample.state.files) !== null);
      for (const sample of enabled) {
        const lines = await runFor(sample.state.files, runtimes[version]);
        if (lines.html !== undefined) rendered++;
        const errors = lines.filter((line) => line.kind === 'error' || / → (error|HTTP)/.test(line.text));
        if (errors.length === 0) clean++;
        for (const line of errors) {
          if (/Cannot find module '[^.]/.test(line.text))
            missing.push(`${sample.source}:${sample.line} ${line.text.split('\n')[0]}`);
        }
      }
      context.diagnostic(
        `${version}: Run enabled for ${enabled.length} of ${samples.length} samples; ${clean} run without an error line; ` +
          `${react.length} React samples, ${rendered} rendered`,
      );
      assert.equal(rendered, react.length, 'every React sample Run is enabled for renders');
      assert.ok(enabled.length > 0, `${version} has samples Run is enabled for`);
      assert.deepEqual(missing, [], 'a module Run allows but the runtime lacks');
    });
  }
});
