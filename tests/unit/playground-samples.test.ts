/**
 * Integration test (TypeScript programs): every docs sample with a "Try" link opens clean in the
 * playground. Each docs version's samples are fed to the playground's own language service
 * (src/plugins/playground/client/languageService.ts) with the declarations the worker loads for that
 * version (the build's file, src/plugins/playground/assets.ts), each sample's files in a folder of
 * its own, so one program checks them all. Each must report what its page shows: no error, or
 * exactly the errors it declares (`// @errors: 2322`).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { playgroundAssets } from '../../src/plugins/playground/assets';
import { docsSamples, sampleFolder } from '../../src/plugins/playground/docsSamples';
import { createService } from '../../src/plugins/playground/client/languageService';
import type { PlaygroundTypes } from '../../src/plugins/playground/client/languageService';
import { VERSIONS } from '../../src/plugins/playground/client/state';

const siteDir = path.resolve(__dirname, '../..');
/** Flags that say which errors show, not how the code compiles. */
const DISPLAY_FLAGS = new Set(['errors', 'noErrors']);

describe('every docs sample opens clean in the playground', async () => {
  const assets = await playgroundAssets(siteDir, path.join(siteDir, 'src/samples/v10'));
  for (const version of VERSIONS) {
    it(`${version}: each sample shows the errors of its page, and only those`, () => {
      const { declarations } = JSON.parse(
        fs.readFileSync(path.join(assets.dir, assets.files[`types-${version}`]), 'utf8'),
      ) as PlaygroundTypes;
      const types = new Map(Object.entries(declarations));
      const samples = docsSamples(siteDir, version);
      assert.ok(samples.length > 50, `${version} has samples`);
      // Samples whose flags change how they compile get a program of their own.
      const groups = new Map<string, number[]>();
      samples.forEach((sample, index) => {
        const options = Object.entries(sample.state.flags ?? {}).filter(([name]) => !DISPLAY_FLAGS.has(name));
        const key = JSON.stringify(options);
        groups.set(key, [...(groups.get(key) ?? []), index]);
      });
      const problems: string[] = [];
      for (const [key, members] of groups) {
        const files = Object.fromEntries(
          members.flatMap((index) =>
            samples[index].state.files.map((file) => [`${sampleFolder(index)}/${file.name}`, file.text]),
          ),
        );
        const service = createService(ts, types, files, {
          flags: Object.fromEntries(JSON.parse(key) as [string, string][]),
        });
        const found = service.diagnostics();
        for (const index of members) {
          const { state, source, line } = samples[index];
          if (state.flags?.noErrors) continue;
          const declared = new Set(
            (state.flags?.errors ?? '')
              .split(/[\s,]+/)
              .filter(Boolean)
              .map(Number),
          );
          const own = found.filter((diagnostic) => diagnostic.file.startsWith(`${sampleFolder(index)}/`));
          const codes = new Set(own.map((diagnostic) => diagnostic.code));
          const unexpected = own.filter((diagnostic) => !declared.has(diagnostic.code));
          const missing = [...declared].filter((code) => !codes.has(code));
          for (const diagnostic of unexpected) {
            problems.push(
              `${source}:${line} ${diagnostic.file}:${diagnostic.line} TS${diagnostic.code} ${diagnostic.message}`,
            );
          }
          for (const code of missing)
            problems.push(`${source}:${line} declares TS${code}, which the playground does not report`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }
});
