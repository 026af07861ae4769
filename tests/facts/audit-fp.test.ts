/**
 * Independent audit FP (bench/audit-independent-2026-11-30fp.md): a drawn sample of the docs' sentences and a census
 * of the latest fixes. The one wrong claim found is pinned here: after a rename of the quickstart's `bookById`, its
 * call under `@ts-expect-error` stays silent, so not every call turns red; the client as a whole no longer compiles.
 * The type-level half is compiled by `npm run typecheck` (its `@ts-expect-error` lines fail it if the error goes
 * away); the rest runs @trpc/* 10.12.0 from src/samples/v10.
 *
 *   node --import tsx --test tests/facts/audit-fp.test.ts
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, pageText, v10 } from './facts';
import ts from 'typescript';
import { pageBlock } from './pageCode';

const root = path.resolve(__dirname, '../..');

fact(
  'docs/main/quickstart.mdx',
  "renaming bookById breaks the client's compile, but its call already under @ts-expect-error stays silent",
  () => {
    const page = 'docs/main/quickstart.mdx';
    const text = pageText(page);
    assert.match(
      text,
      /Rename `bookById` on the server, or make it take a string, and the client above no longer compiles: your editor marks the errors and `tsc` fails before anything ships\./,
    );
    assert.doesNotMatch(text, /every call of it turns red/);
    // The page's client has a call of bookById whose error is expected, the edge the old "every call" missed.
    const { code } = pageBlock(page, { containing: '@ts-expect-error: bookById expects a number' });
    assert.match(code, /\/\/ @ts-expect-error[^\n]*\n\s*await client\.bookById\.query\('1'\);/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const { z } = v10('zod') as typeof Zod;
    const t = initTRPC.create();
    // The page's router with the edit: bookById renamed.
    const appRouter = t.router({
      bookByIdRenamed: t.procedure.input(z.number().int().positive()).query(() => null),
    });
    const client = createTRPCProxyClient<typeof appRouter>({
      links: [httpBatchLink({ url: 'http://127.0.0.1:9' })],
    });
    // Only typed, never run: every call of the page reaches `client.bookById`, which is now an error on its line.
    // A `@ts-expect-error` above a line absorbs whatever error that line has, so the page's expected-error call
    // compiles without a word, while its plain calls fail: the client no longer compiles.
    const pageCalls = () => {
      // @ts-expect-error bookById is gone from the client's type
      void client.bookById;
    };
    assert.equal(typeof pageCalls, 'function');

    // The page's client block compiled against the router with bookById renamed: errors on the plain calls' lines,
    // none on the line of the call under `@ts-expect-error`.
    const lines = compileWithRenamedBookById(code);
    assert.ok(lines.length > 0, 'the client no longer compiles');
    assert.ok(
      lines.every((line) => /bookById\.query\((1|2)\)/.test(line)),
      lines.join('\n'),
    );
    assert.ok(!lines.some((line) => line.includes("query('1')")), 'the expected-error call stays silent');
    // At runtime that silent call has no procedure to reach.
    assert.equal((appRouter._def.procedures as Record<string, unknown>).bookById, undefined);
  },
);

/** Type-checks `clientCode` (the page's visible client code) against the quickstart's router with `bookById`
 * renamed, resolving packages from src/samples/v10 (ES2022's lib only, for speed); returns the lines with errors. */
function compileWithRenamedBookById(clientCode: string): string[] {
  const dir = path.join(root, 'src/samples/v10/__audit_fp__');
  const files: Record<string, string> = {
    [path.join(dir, 'server.ts')]: [
      "import { initTRPC } from '@trpc/server';",
      "import { z } from 'zod';",
      'const t = initTRPC.create();',
      'export const appRouter = t.router({',
      '  bookByIdRenamed: t.procedure.input(z.number().int().positive()).query(() => null),',
      '  addBook: t.procedure.input(z.object({ title: z.string(), author: z.string() })).mutation(() => ({ id: 2 })),',
      '});',
      'export type AppRouter = typeof appRouter;',
    ].join('\n'),
    [path.join(dir, 'client.ts')]: [
      "import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';",
      "import type { AppRouter } from './server';",
      'declare const console: { log(...values: unknown[]): void };',
      "const client = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url: 'http://localhost:3000' })] });",
      clientCode,
      'export {};',
    ].join('\n'),
  };
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  const base = ts.createCompilerHost(options);
  const host: ts.CompilerHost = {
    ...base,
    directoryExists: (name) => name === dir || (base.directoryExists?.(name) ?? true),
    fileExists: (name) => name in files || base.fileExists(name),
    readFile: (name) => files[name] ?? base.readFile(name),
    getSourceFile: (name, language, ...rest) => {
      const text = files[name];
      return text === undefined
        ? base.getSourceFile(name, language, ...rest)
        : ts.createSourceFile(name, text, language);
    },
  };
  const clientFile = path.join(dir, 'client.ts');
  const program = ts.createProgram([clientFile], options, host);
  const source = program.getSourceFile(clientFile)!;
  const sourceLines = files[clientFile].split('\n');
  return ts
    .getPreEmitDiagnostics(program, source)
    .map((d) => sourceLines[source.getLineAndCharacterOfPosition(d.start ?? 0).line]);
}
