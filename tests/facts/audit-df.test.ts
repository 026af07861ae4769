/**
 * Independent audit DF (bench/audit-independent-2026-11-30df.md): 67 drawn sentences and a census of the latest
 * httpLink fix. One wrong claim was fixed; its fact reads the two Next.js pages and runs the 10.12.0 Next.js adapter.
 *
 *   node --import tsx --test tests/facts/audit-df.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import { fact, v10 } from './facts';

const root = path.join(import.meta.dirname, '../..');
const read = (page: string): string => fs.readFileSync(path.join(root, page), 'utf8');

/** The `### N. Title` sections of a page, by step number. */
function steps(page: string): Map<number, string> {
  const sections = new Map<number, string>();
  for (const part of read(page).split(/^### /m).slice(1)) {
    const match = /^(\d+)\. /.exec(part);
    if (match) sections.set(Number(match[1]), part.split(/^## /m)[0] ?? '');
  }
  return sections;
}

fact(
  'docs/nextjs/starter-projects.md',
  "steps 3 and 4 of Usage with Next.js set up the four pieces (router, API route, context, client); they don't map one to one to its six steps",
  () => {
    const intro = steps('docs/nextjs/introduction.md');
    assert.equal(intro.size, 6, 'Usage with Next.js has six numbered steps, four pieces cannot map one to one');
    const step3 = intro.get(3) ?? '';
    const step4 = intro.get(4) ?? '';
    assert.match(step3, /router\(\{/, 'step 3 defines the root router');
    assert.match(step3, /createNextApiHandler\(\{/, 'step 3 writes the API route');
    assert.match(step3, /createContext:/, 'step 3 passes createContext');
    assert.match(step4, /createTRPCNext</, 'step 4 sets up the client');
    // The API route of step 3 is the real adapter's handler, with createContext as one of its options.
    const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
    assert.equal(typeof createNextApiHandler, 'function');
    const starter = read('docs/nextjs/starter-projects.md').replace(/\s+/g, ' ');
    assert.ok(!starter.includes('map one to one'), 'the starter page no longer claims a one-to-one mapping');
    assert.ok(starter.includes('steps 3 and 4 of [Usage with Next.js](./introduction.md) set up each of them'));
  },
);
