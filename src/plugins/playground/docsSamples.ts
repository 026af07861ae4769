/**
 * The docs' checked samples as the playground opens them ("Try"), per docs version: what the
 * playground's declarations for that version are collected from (./assets.ts), and what
 * tests/unit/playground-samples.test.ts opens. Loads the samples checker's Markdown reader, so it is
 * imported only where a build collects declarations or a test runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractBlocks, findMarkdown } from '../samples/blocks';
import { ENVIRONMENTS } from '../samples/environments';
import type { PlaygroundState, PlaygroundVersion } from './client/state';
import { sampleId, sampleState } from './sampleState';

export type DocsSample = {
  readonly id: string;
  /** The Markdown file (relative to the site) and the line of the block's fence. */
  readonly source: string;
  readonly line: number;
  readonly state: Omit<PlaygroundState, 'sample'>;
};

export function docsSamples(siteDir: string, version: PlaygroundVersion): DocsSample[] {
  const env = ENVIRONMENTS.find((environment) => environment.name === version);
  if (!env) return [];
  return env.content
    .flatMap((dir) => findMarkdown(path.join(siteDir, dir)))
    .flatMap((file) =>
      extractBlocks(fs.readFileSync(file, 'utf8'))
        .filter((block) => block.skipReason === null)
        .map((block) => {
          const state = sampleState(block.code, block.lang, version);
          return { id: sampleId(state), source: path.relative(siteDir, file), line: block.line, state };
        }),
    );
}

/** The folder each sample's files sit in when the samples of a version are compiled together. */
export const sampleFolder = (index: number) => `s${index}`;
