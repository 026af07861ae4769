/**
 * The introducing post's tip on strict mode (a type behaviour no visible sample shows, because the
 * compiler's message names the whole router type): with @trpc/* 10.12.0 and zod from src/samples/v10,
 * compiling the post's server and client with `strict` off fails where `createTRPCProxyClient` is
 * called (its options then require a `transformer`), and a zod object input's fields become
 * optional; with `strict` on, the same code compiles.
 *
 *   node --import tsx --test tests/facts/blog-strict.test.ts
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import { fact } from './facts';

const v10 = path.resolve(__dirname, '../../src/samples/v10/node_modules');

const files: Record<string, string> = {
  'server.ts': `
import { initTRPC } from '@trpc/server';
import { z } from 'zod';
const t = initTRPC.create();
export const appRouter = t.router({
  greet: t.procedure.input(z.object({ name: z.string() })).query(({ input }) => 'Hello, ' + input.name),
});
export type AppRouter = typeof appRouter;
`,
  'client.ts': `
import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from './server';
export const client = createTRPCProxyClient<AppRouter>({
  links: [httpBatchLink({ url: 'http://localhost:2021' })],
});
// Compiles only if every field of the input is optional.
export const empty: inferRouterInputs<AppRouter>['greet'] = {};
`,
};

/** The diagnostics of the two files compiled with `strict` on or off, as "file code: message". */
function diagnostics(strict: boolean): string[] {
  const root = path.join(__dirname, 'blog-strict.virtual');
  const options: ts.CompilerOptions = {
    strict,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    paths: {
      '@trpc/server': [path.join(v10, '@trpc/server')],
      '@trpc/client': [path.join(v10, '@trpc/client')],
      zod: [path.join(v10, 'zod')],
    },
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const virtual = (name: string) => path.dirname(name) === root && path.basename(name) in files;
  host.getSourceFile = (name, version, ...rest) =>
    virtual(name)
      ? ts.createSourceFile(name, files[path.basename(name)], version)
      : getSourceFile(name, version, ...rest);
  host.fileExists = (name) => virtual(name) || fileExists(name);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) => name === root || (directoryExists?.(name) ?? true);
  const program = ts.createProgram(
    Object.keys(files).map((name) => path.join(root, name)),
    options,
    host,
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${path.basename(d.file?.fileName ?? '?')} ${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

fact(
  'blog/2021-05-05-introducing-trpc.md',
  "without strict, every field of a zod object input is optional and createTRPCProxyClient's options require a transformer, so the post's client does not compile; with strict it does",
  () => {
    // With strict, the only error is the empty input: its name is required.
    assert.deepEqual(diagnostics(true), [
      "client.ts 2741: Property 'name' is missing in type '{}' but required in type '{ name: string; }'.",
    ]);
    // Without strict, the empty input compiles and the client does not.
    const loose = diagnostics(false);
    assert.equal(loose.length, 1, loose.join('\n'));
    assert.match(loose[0], /^client\.ts 2345: .*Property 'transformer' is missing/s);
  },
  30_000,
);
