/**
 * Integration test (TypeScript programs): every docs sample with a "Try" link opens clean in the
 * playground. Each docs version's samples are fed to the playground's own language service
 * (src/plugins/playground/client/languageService.ts) with the declarations the worker loads for them:
 * the chunks the build recorded each sample's program reading (src/plugins/playground/assets.ts, its
 * index), and nothing else. Samples with the same chunks and flags share a program, each sample's
 * files in a folder of its own. Each must report what its page shows: no error, or exactly the
 * errors it declares (`// @errors: 2322`).
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
import type { TypeIndex } from '../../src/plugins/playground/client/protocol';
import { chunksFor, VERSIONS } from '../../src/plugins/playground/client/state';

const siteDir = path.resolve(__dirname, '../..');

/**
 * TypeScript with one document registry for every program here, as an editor shares it between its
 * projects: a declaration file (lib, node, zod, @trpc/*) is parsed and bound once, not once per group,
 * which cuts this test's time to about a third. @typescript/vfs gives every file the version "0", so a
 * file's version here is its text's: v9's and v10's files at the same path never share a parse. Each
 * program keeps a checker of its own, so the diagnostics are the same as with a registry per service.
 */
const registry = ts.createDocumentRegistry();
const textVersions = new Map<string, string>();
const sharingTs: typeof ts = {
  ...ts,
  createLanguageService: (host: ts.LanguageServiceHost) =>
    ts.createLanguageService(
      {
        ...host,
        getScriptVersion: (file) => {
          const snapshot = host.getScriptSnapshot(file);
          const text = snapshot?.getText(0, snapshot.getLength()) ?? '';
          if (!textVersions.has(text)) textVersions.set(text, String(textVersions.size));
          return textVersions.get(text)!;
        },
      },
      registry,
    ),
};

/** Flags that say which errors show, not how the code compiles. */
const DISPLAY_FLAGS = new Set(['errors', 'noErrors']);

describe('every docs sample opens clean in the playground', async () => {
  const assets = await playgroundAssets(siteDir, path.join(siteDir, 'src/samples/v10'));
  for (const version of VERSIONS) {
    it(`${version}: each sample shows the errors of its page, and only those`, () => {
      const store = JSON.parse(fs.readFileSync(path.join(assets.dir, assets.files.index), 'utf8')) as TypeIndex;
      const chunk = (name: string) =>
        JSON.parse(fs.readFileSync(path.join(assets.dir, name), 'utf8')) as PlaygroundTypes;
      const samples = docsSamples(siteDir, version);
      assert.ok(samples.length > 50, `${version} has samples`);
      // Samples whose flags change how they compile, or that read other chunks, get a program of their own.
      const groups = new Map<string, number[]>();
      const chunksOf = new Map<string, number[]>();
      samples.forEach((sample, index) => {
        const options = Object.entries(sample.state.flags ?? {}).filter(([name]) => !DISPLAY_FLAGS.has(name));
        assert.ok(sample.id in store.versions[version].samples, `${sample.source}:${sample.line} is in the index`);
        const chunks = chunksFor(store.versions[version], { ...sample.state, sample: sample.id }, true);
        const key = JSON.stringify([options, chunks]);
        chunksOf.set(key, chunks);
        groups.set(key, [...(groups.get(key) ?? []), index]);
      });
      const problems: string[] = [];
      for (const [key, members] of groups) {
        const files = Object.fromEntries(
          members.flatMap((index) =>
            samples[index].state.files.map((file) => [`${sampleFolder(index)}/${file.name}`, file.text]),
          ),
        );
        const types = new Map(
          chunksOf.get(key)!.flatMap((number) => Object.entries(chunk(store.chunks[number]).declarations)),
        );
        const service = createService(sharingTs, types, files, {
          flags: Object.fromEntries((JSON.parse(key) as [[string, string][]])[0]),
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
