/**
 * Integration test (the build's 9.x bundle, TypeScript's emit): the playground's Run
 * (src/plugins/playground/client/run.ts) on the docs samples, in Node as in its worker. Every sample
 * whose Run is enabled (`whyNotRunnable`) finds each module it imports in its version's runtime: 10.x's
 * packages, or 9.x's bundle that the worker loads on a 9.x sample's first Run (assets.ts). Prints how
 * many samples Run is enabled for, and how many of those run without an error line (the others show
 * an error on purpose, or call another host).
 */
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { playgroundAssets } from '../../src/plugins/playground/assets';
import { docsSamples } from '../../src/plugins/playground/docsSamples';
import { run, RUNTIME_V10, runtimeV9, type Runtime } from '../../src/plugins/playground/client/run';
import type { OutputLine } from '../../src/plugins/playground/client/protocol';
import {
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
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    }).outputText,
  }));

const runFor = (files: readonly PlaygroundFile[], runtime: Runtime) =>
  Promise.race([
    run(compile(files), runtime),
    new Promise<OutputLine[]>((resolve) =>
      setTimeout(() => resolve([{ kind: 'error', text: 'still running' }]), LIMIT_MS).unref(),
    ),
  ]);

describe('Run on the docs samples', () => {
  const runtimes = {} as Record<PlaygroundVersion, Runtime>;
  before(async () => {
    // The worker's globals that the runner uses.
    Object.assign(globalThis, { self: globalThis, addEventListener() {}, removeEventListener() {} });
    // loggerLink writes to the global console (in the worker, its console, not the page's output).
    for (const method of ['log', 'info', 'debug', 'warn', 'error'] as const) console[method] = () => {};
    const assets = await playgroundAssets(siteDir, path.join(siteDir, 'src/samples/v10'));
    // As the worker's importScripts: the script defines the global `playgroundRuntimeV9` (its client reads
    // `fetch` from this realm's global, which the runner answers).
    vm.runInThisContext(fs.readFileSync(path.join(assets.dir, assets.files.runtimeV9), 'utf8'));
    const { packages } = (globalThis as unknown as { playgroundRuntimeV9: { packages: Record<string, unknown> } })
      .playgroundRuntimeV9;
    runtimes.v10 = RUNTIME_V10;
    runtimes.v9 = runtimeV9({ zod: RUNTIME_V10.packages.zod, ...packages });
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
      const missing: string[] = [];
      for (const sample of enabled) {
        const lines = await runFor(sample.state.files, runtimes[version]);
        const errors = lines.filter((line) => line.kind === 'error' || / → (error|HTTP)/.test(line.text));
        if (errors.length === 0) clean++;
        for (const line of errors) {
          if (/Cannot find module '[^.]/.test(line.text))
            missing.push(`${sample.source}:${sample.line} ${line.text.split('\n')[0]}`);
        }
      }
      context.diagnostic(
        `${version}: Run enabled for ${enabled.length} of ${samples.length} samples; ${clean} run without an error line`,
      );
      assert.ok(enabled.length > 0, `${version} has samples Run is enabled for`);
      assert.deepEqual(missing, [], 'a module Run allows but the runtime lacks');
    });
  }
});
