/**
 * The introducing post's tip on strict mode (a type behaviour no visible sample shows, because the
 * compiler's message names the whole router type): with @trpc/* 10.12.0 and zod from src/samples/v10,
 * compiling the post's own server.ts and client.ts blocks with `strict` off fails where `createTRPCProxyClient` is
 * called (its options then require a `transformer`), and a zod object input's fields become
 * optional; with `strict` on, the same code compiles.
 *
 *   node --import tsx --test tests/facts/blog-strict.test.ts
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import { fact } from './facts';
import { pageBlock } from './pageCode';
import { checkOptions, virtualProgram } from './virtualProgram';

const v10 = path.resolve(__dirname, '../../src/samples/v10/node_modules');

const POST = 'blog/2021-05-05-introducing-trpc.md';

/**
 * The post's own server.ts and client.ts (their blocks' visible code), and a file of the fact's that
 * passes the greet procedure an empty input.
 */
function postFiles(): Record<string, string> {
  return {
    'server.ts': pageBlock(POST, { title: 'server.ts', section: 'A tiny server' }).code,
    'client.ts': pageBlock(POST, { title: 'client.ts' }).code,
    'empty-input.ts': `import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from './server';
// Compiles only if every field of the input is optional.
export const empty: inferRouterInputs<AppRouter>['greet'] = {};
`,
  };
}

/** The diagnostics of the files compiled with `strict` on or off, as "file code: message". */
function diagnostics(strict: boolean): string[] {
  const options = checkOptions(v10, ['@trpc/server', '@trpc/server/*', '@trpc/client', 'zod'], {
    strict,
    lib: undefined,
  });
  return ts
    .getPreEmitDiagnostics(virtualProgram('blog-strict', postFiles(), options))
    .map(
      (d) =>
        `${path.basename(d.file?.fileName ?? '?')} ${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

fact(
  POST,
  "without strict, every field of a zod object input is optional and createTRPCProxyClient's options require a transformer, so the post's client does not compile; with strict it does",
  () => {
    // With strict, the only error is the empty input: its name is required.
    assert.deepEqual(diagnostics(true), [
      "empty-input.ts 2741: Property 'name' is missing in type '{}' but required in type '{ name: string; }'.",
    ]);
    // Without strict, the empty input compiles and the client does not.
    const loose = diagnostics(false);
    assert.equal(loose.length, 1, loose.join('\n'));
    assert.match(loose[0], /^client\.ts 2345: .*Property 'transformer' is missing/s);
  },
  30_000,
);
