import fs from 'node:fs';
import path from 'node:path';

import { createSamplesService, type SamplesService } from './compiler';
import { environmentOf, SITE_ROOT, TYPES_CACHE_DIR } from './environments';
import type { ParsedSample } from './extract';
import {
  compileSampleTypes,
  readCachedTypes,
  sampleTypesKey,
  writeCachedTypes,
  type SampleTypeData,
  type SampleTypeResult,
} from './types';

export type { SampleTypeData };

/** A code block of one Markdown file that needs type data. */
export type TypedBlock = {
  readonly code: string;
  readonly lang: string;
  readonly hover: boolean;
  readonly sample: ParsedSample;
};

export type SampleTypesOptions = {
  /** The repository root (holds scripts/samples). */
  readonly root?: string;
  /** Where type data is cached; default node_modules/.cache/trpc-types. */
  readonly cacheDir?: string;
};

export type SampleTypes = {
  /**
   * Type data for the blocks of one Markdown file, in order, or undefined when the file belongs to
   * no samples environment (or its environment is not installed). Problems (a query that points at nothing, a wrong expectation) are
   * reported by the samples checker; here they are only passed on.
   */
  forFile(file: string, blocks: readonly TypedBlock[]): SampleTypeResult[] | undefined;
  /** How many blocks were served, how many of them had to be compiled, and the time spent. */
  readonly stats: { served: number; compiled: number; milliseconds: number };
};

/**
 * Type data of the samples at build time: read from the on-disk cache (which the samples checker
 * fills too), else compiled with one language service per samples environment, each sample in a
 * program of its own (so its types print the same whatever else is compiled) that reuses the
 * parsed packages and libraries.
 */
export function createSampleTypes({ root = SITE_ROOT, cacheDir }: SampleTypesOptions = {}): SampleTypes {
  const cache = cacheDir ?? path.join(root, TYPES_CACHE_DIR);
  const services = new Map<string, SamplesService>();
  const uninstalled = new Set<string>();
  const stats = { served: 0, compiled: 0, milliseconds: 0 };

  return {
    stats,
    forFile(file, blocks) {
      const env = environmentOf(root, file);
      if (!env) return undefined;
      const started = performance.now();
      const envDir = path.join(root, env.envDir);
      const keys = blocks.map((block) => sampleTypesKey({ ...block, envDir }));
      const results = keys.map((key) => readCachedTypes(cache, key));
      if (results.some((result) => !result) && !fs.existsSync(path.join(envDir, 'node_modules'))) {
        // Without its packages every import would be `any`: render these samples without types.
        if (!uninstalled.has(envDir)) console.warn(`[sample-types] ${env.envDir} is not installed: no type data`);
        uninstalled.add(envDir);
        return undefined;
      }
      const typed = blocks.map((block, index) => {
        const cached = results[index];
        if (cached) return cached;
        let service = services.get(envDir);
        if (!service) services.set(envDir, (service = createSamplesService(envDir)));
        const result = compileSampleTypes(service, block.sample, { key: keys[index], hover: block.hover });
        writeCachedTypes(cache, keys[index], result);
        stats.compiled++;
        return result;
      });
      stats.served += blocks.length;
      stats.milliseconds += performance.now() - started;
      return typed;
    },
  };
}
