import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  encodeState,
  fileNameProblem,
  MAX_HASH_LENGTH,
  packagesImported,
  readHash,
  sampleHash,
  setupOf,
  previewComponent,
  whyNotRunnable,
  type PlaygroundState,
} from '../../src/plugins/playground/client/state';
import { sampleId, sampleState } from '../../src/plugins/playground/sampleState';

const sample = `// @filename: server.ts
import { initTRPC } from '@trpc/server';
export const t = initTRPC.create();
// @filename: client.ts
// @errors: 2322
import { t } from './server';
// ---cut---
const n: number = 'one';
//    ^?
`;

describe('a docs sample as a playground state', () => {
  it('has a file per @filename, its flags taken out and its cut kept', () => {
    const state = sampleState(sample, 'ts', 'v9');
    assert.equal(state.version, 'v9');
    assert.deepEqual(
      state.files.map((file) => file.name),
      ['server.ts', 'client.ts'],
    );
    assert.deepEqual(state.flags, { errors: '2322' });
    assert.equal(
      state.files[1].text,
      "import { t } from './server';\n// ---cut---\nconst n: number = 'one';\n//    ^?\n",
    );
    assert.deepEqual(setupOf(state.files), ['all', "import { t } from './server';\n// ---cut---".length]);
  });

  it('puts code before the first @filename in index.ts/index.tsx, as twoslash does', () => {
    assert.deepEqual(
      sampleState('const a = 1;\n', 'tsx', 'v10').files.map((file) => file.name),
      ['index.tsx'],
    );
    assert.deepEqual(setupOf(sampleState('const a = 1;\n', 'ts', 'v10').files), [undefined]);
  });

  it('is named by its content', () => {
    assert.equal(sampleId(sampleState(sample, 'ts', 'v10')), sampleId(sampleState(sample, 'ts', 'v10')));
    assert.notEqual(sampleId(sampleState(sample, 'ts', 'v10')), sampleId(sampleState(sample, 'ts', 'v9')));
    assert.match(sampleId(sampleState(sample, 'ts', 'v10')), /^[0-9a-f]{12}$/);
  });

  it('lists the packages its files import', () => {
    assert.deepEqual(
      packagesImported(
        "import { a } from '@trpc/server/adapters/next';\nimport type { B } from 'zod';\nimport './x';\nimport http from 'node:http';",
      ),
      ['@trpc/server', 'zod', 'http'],
    );
  });
});

describe('the playground’s URL hash', () => {
  const state: PlaygroundState = {
    version: 'v10',
    files: [
      { name: 'server.ts', text: 'export const a = 1;\n' },
      { name: 'utils/trpc.tsx', text: "import { a } from '../server';\n" },
    ],
    flags: { errors: '2322' },
    sample: '0123456789ab',
  };

  it('restores an encoded state exactly', () => {
    assert.deepEqual(readHash(encodeState(state)), { kind: 'state', state });
    assert.deepEqual(readHash(sampleHash('0123456789ab')), { kind: 'sample', id: '0123456789ab' });
    assert.deepEqual(readHash(''), { kind: 'none' });
  });

  it('refuses a corrupt, foreign or too long link with a reason', () => {
    for (const hash of [
      '#code/garbage!!',
      '#code/',
      '#sample=../x',
      '#other',
      `#code/${'A'.repeat(MAX_HASH_LENGTH)}`,
    ]) {
      const read = readHash(hash);
      assert.equal(read.kind, 'invalid', hash.slice(0, 20));
    }
    const tampered = encodeState({ ...state, files: [{ name: '../escape.ts', text: '' }] });
    assert.equal(readHash(tampered).kind, 'invalid');
  });

  it('takes a reader’s new file name only where a link would take it', () => {
    assert.equal(fileNameProblem('utils/db.ts', ['server.ts']), null);
    assert.equal(fileNameProblem('App.tsx', ['server.ts']), null);
    for (const name of ['../x.ts', 'x.js', '', 'a b.ts', '/abs.ts']) assert.ok(fileNameProblem(name, []), name);
    assert.match(fileNameProblem('server.ts', ['server.ts']) ?? '', /already/);
    // What the editor takes, a link restores.
    const added = encodeState({ ...state, files: [...state.files, { name: 'utils/db.ts', text: '' }] });
    assert.equal(readHash(added).kind, 'state');
  });
});

describe('what Run runs', () => {
  const file = (name: string, text: string) => ({ name, text });
  it('takes each version’s own modules, and says why it does not run the rest', () => {
    const v9 = [
      file('server.ts', "import * as trpc from '@trpc/server';\nexport const appRouter = trpc.router();"),
      file('client.ts', "import { httpBatchLink } from '@trpc/client/links/httpBatchLink';"),
    ];
    assert.equal(whyNotRunnable('v9', v9), null);
    // 9.x's link modules are not 10.x's, nor 10.x's fetch adapter 9.x's.
    assert.match(whyNotRunnable('v10', v9) ?? '', /import @trpc\/client\/links\/httpBatchLink/);
    assert.match(
      whyNotRunnable('v9', [file('a.ts', "import { fetchRequestHandler } from '@trpc/server/adapters/fetch';")]) ?? '',
      /import @trpc\/server\/adapters\/fetch/,
    );
    // A type-only import is erased before the run.
    assert.equal(whyNotRunnable('v9', [file('a.ts', "import type { NextApiRequest } from 'next';")]), null);
  });

  it('renders a 10.x React sample’s component, and says why not for 9.x, Next.js, or no component', () => {
    const router = file('server.ts', "import { initTRPC } from '@trpc/server';\nexport const appRouter = {};");
    const hooks = file(
      'trpc.ts',
      "import { createTRPCReact } from '@trpc/react-query';\nimport type { AppRouter } from './server';",
    );
    const app = (text: string, name = 'App.tsx') =>
      file(name, `import { useState } from 'react';\nimport { useQuery } from '@tanstack/react-query';\n${text}`);
    const runnable = [
      router,
      hooks,
      app('export function Count() {}\nexport function App() {}\nexport function B() {}'),
    ];
    assert.equal(whyNotRunnable('v10', runnable), null);
    // The rule: of the last .tsx file with one, its default export, else App, else the last it exports.
    assert.deepEqual(previewComponent(runnable), { file: 'App.tsx', name: 'App' });
    assert.deepEqual(previewComponent([app('export const Count = () => <b />;\nexport function List() {}')]), {
      file: 'App.tsx',
      name: 'List',
    });
    assert.deepEqual(
      previewComponent([
        app('export default function Page() {}', 'Page.tsx'),
        app('export function Note(props: {}) {}'),
      ]),
      { file: 'Page.tsx', name: 'default' },
    );
    // A component that takes props has none to render with; nor does a function named in lower case.
    for (const text of ['export function Book(props: { id: string }) {}', 'export function useBook() {}', '']) {
      assert.match(whyNotRunnable('v10', [router, app(text)]) ?? '', /exported component that takes no props/, text);
    }
    assert.match(
      whyNotRunnable('v9', [app('export function App() {}')]) ?? '',
      /not available for 9\.x React components \(App\.tsx\)/,
    );
    assert.match(
      whyNotRunnable('v10', [app("import { withTRPC } from '@trpc/next';\nexport function App() {}")]) ?? '',
      /not available for Next\.js code \(these files import @trpc\/next\)/,
    );
    assert.match(
      whyNotRunnable('v10', [app("import Link from 'next/link';\nexport function App() {}")]) ?? '',
      /Next\.js code \(these files import next\/link\)/,
    );
    // React's modules are for .tsx files: a .ts file alone does not render.
    assert.match(whyNotRunnable('v10', [router, hooks]) ?? '', /these files import @trpc\/react-query/);
    assert.match(
      whyNotRunnable('v10', [app("import superjson from 'superjson';\nexport function App() {}")]) ?? '',
      /these files import superjson/,
    );
  });
});
