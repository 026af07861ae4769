/**
 * Independent audit FS (bench/audit-independent-2026-11-30fs.md): the wrong claim found in a random draw of
 * prose sentences, pinned against @trpc/* 10.12.0 and zod from src/samples/v10, type-checked with the
 * TypeScript API the way an editor checks one open file.
 *
 *   node --import tsx --test tests/facts/audit-fs.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { fact } from './facts';
import { checkOptions, virtualProgram } from './virtualProgram';

const packages = path.resolve(__dirname, '../../src/samples/v10/node_modules');
const options = checkOptions(packages, ['@trpc/server', '@trpc/server/*', '@trpc/client', '@trpc/client/*', 'zod'], {
  lib: ['lib.es2022.d.ts'],
});

/** A router of `size` procedures, each with a zod input and an object output; `name` keeps its types apart. */
function router(name: string, size: number): string {
  const procedures = Array.from(
    { length: size },
    (_, i) =>
      `  p${i}: t.procedure.input(z.object({ ${name}${i}: z.string(), b: z.number().optional() }))` +
      `.query(({ input }) => ({ ${name}Id${i}: input.${name}${i}, n: input.b ?? ${i} })),`,
  );
  return [
    "import { initTRPC } from '@trpc/server';",
    "import { z } from 'zod';",
    'const t = initTRPC.create();',
    'export const appRouter = t.router({',
    ...procedures,
    '});',
    'export type AppRouter = typeof appRouter;',
  ].join('\n');
}

/** A client file that calls the first `calls` procedures of router `name`. */
function client(name: string, calls: number): string {
  const lines = Array.from(
    { length: calls },
    (_, i) => `  const r${i} = await trpc.p${i}.query({ ${name}${i}: 'x' }); r${i}.${name}Id${i}.toUpperCase();`,
  );
  return [
    "import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';",
    `import type { AppRouter } from './${name}Router';`,
    "const trpc = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url: 'http://127.0.0.1' })] });",
    'export async function run() {',
    ...lines,
    '}',
  ].join('\n');
}

/**
 * Type instantiations needed to check each client file on its own, as an editor does for the file that is
 * open. One program holds them all; a first file pays for the packages' own types, so the later ones differ
 * only in their router and their calls.
 */
function instantiations(cases: Record<string, { size: number; calls: number }>): Record<string, number> {
  const files: Record<string, string> = {};
  for (const [name, { size, calls }] of Object.entries({ warm: { size: 1, calls: 1 }, ...cases })) {
    files[`${name}Router.ts`] = router(name, size);
    files[`${name}Client.ts`] = client(name, calls);
  }
  const program = virtualProgram('audit-fs', files, options);
  const checker = program.getTypeChecker() as unknown as { getInstantiationCount(): number };
  const counts: Record<string, number> = {};
  for (const name of ['warm', ...Object.keys(cases)]) {
    const file = program.getSourceFiles().find((f) => f.fileName.endsWith(`audit-fs.virtual/${name}Client.ts`));
    assert.ok(file, `${name}Client.ts is in the program`);
    const before = checker.getInstantiationCount();
    const diagnostics = program.getSemanticDiagnostics(file);
    assert.deepEqual(
      diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
      [],
    );
    counts[name] = checker.getInstantiationCount() - before;
  }
  return counts;
}

fact(
  'blog/2023-01-14-typescript-performance-lessons/index.md',
  "a file that calls two procedures builds the client's types for those two only, but the router's own type is inferred for every procedure",
  () => {
    const { small, large, largeAllCalled } = instantiations({
      small: { size: 2, calls: 2 },
      large: { size: 12, calls: 2 },
      largeAllCalled: { size: 12, calls: 12 },
    });
    // The old text said such a file "does the expensive inference for those two": then calling the same two
    // procedures would cost about the same whatever the router's size. It does not: each of the 10 procedures
    // the file never calls still adds hundreds of instantiations (the router's own type, inferred in full).
    assert.ok(large - small > 10 * 200, `2 calls: ${small} (2 procedures) vs ${large} (12 procedures)`);
    // What is lazy is the client's mapped type: calling the other 10 procedures adds work of its own.
    assert.ok(largeAllCalled - large > 10 * 100, `12 procedures: ${large} (2 calls) vs ${largeAllCalled} (12 calls)`);

    const root = path.resolve(__dirname, '../..');
    for (const page of [
      'blog/2023-01-14-typescript-performance-lessons/index.md',
      'blog/2023-01-17-tinyrpc-client/index.mdx',
    ]) {
      const text = fs.readFileSync(path.join(root, page), 'utf8').replace(/\s+/g, ' ');
      assert.doesNotMatch(text, /does the expensive inference for those two/, page);
      assert.match(text, /router's own type is still inferred for every procedure/, page);
    }
  },
  60_000,
);
