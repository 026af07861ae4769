/**
 * Independent audit GW (bench/audit-independent-2026-11-30gw.md): a random draw of the docs' sentences. No
 * drawn claim was wrong; this fact pins one that no other fact checked, by compiling a 9.x client with
 * TypeScript's compiler on the declarations of src/samples/v9 (@trpc/* 9.27.4 and its zod).
 *
 *   node --import tsx --test tests/facts/audit-gw.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { fact } from './facts';
import { checkOptions, lineOf, virtualProgram } from './virtualProgram';

const packages = path.resolve(__dirname, '../../src/samples/v9/node_modules');
const page = 'versioned_docs/version-9.x/client/vanilla.md';

/** A 9.x router and client calls, one a line; `callLines` maps each call's line to its label. */
const files: Record<string, string> = {
  'client.ts': `import * as trpc from '@trpc/server';
import { createTRPCClient } from '@trpc/client';
import { z } from 'zod';
const appRouter = trpc
  .router()
  .query('post.byId', { input: z.object({ id: z.number() }), resolve: ({ input }) => input.id })
  .query('count', { input: z.number(), resolve: ({ input }) => input });
type AppRouter = typeof appRouter;
const client = createTRPCClient<AppRouter>({ url: 'http://localhost:3000/trpc' });
export async function calls() {
  await client.query('post.byId', { id: 1 });
  await client.query('count', 1);
  await client.query('post.old', { id: 1 });
  await client.query('count', 'one');
  await client.query('count');
}
`,
};
const callLines: Record<number, string> = {
  11: 'correct object input',
  12: 'correct number input',
  13: 'unknown path',
  14: 'wrong input type',
  15: 'missing input',
};

/** The labels of the calls that do not compile with `options`. */
function failingCalls(options: ts.CompilerOptions): string[] {
  const compilerOptions = checkOptions(packages, ['@trpc/server', '@trpc/client', 'zod'], options);
  const diagnostics = ts.getPreEmitDiagnostics(virtualProgram('audit-gw', files, compilerOptions));
  const labels = diagnostics.map(
    (d) => callLines[lineOf(d)] ?? `line ${lineOf(d)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
  );
  return [...new Set(labels)].sort();
}

fact(
  page,
  'in 9.x an outdated path is a type error with or without strict; the input checks need strictNullChecks',
  () => {
    const text = fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8');
    assert.match(
      text,
      /That check works without `strict`; the input checks need `strictNullChecks`, so keep `strict` on\./,
    );

    // With strict: only the wrong calls fail.
    assert.deepEqual(failingCalls({ strict: true }), ['missing input', 'unknown path', 'wrong input type']);
    // Without strict (so without strictNullChecks): the path is still checked, but the input checks break: a
    // zod object input is typed `undefined`, so the correct call fails, and a missing input compiles.
    assert.deepEqual(failingCalls({ strict: false }), ['correct object input', 'unknown path', 'wrong input type']);
    // strictNullChecks alone is enough.
    assert.deepEqual(failingCalls({ strict: false, strictNullChecks: true }), [
      'missing input',
      'unknown path',
      'wrong input type',
    ]);
  },
  60_000,
);
