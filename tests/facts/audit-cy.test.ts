/**
 * Independent audit CY (bench/audit-independent-2026-11-30cy.md): drawn sentences of the docs, the blog and the
 * 9.x docs, and a census of the latest fixes. Each fact runs @trpc/* 10.12.0 from src/samples/v10: the TypeScript
 * compiler on a small client, or a server-side caller.
 *
 *   node --import tsx --test tests/facts/audit-cy.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type * as TRPCServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ZodV10 from '../../src/samples/v10/node_modules/zod';
import { fact, v10 } from './facts';
import { checkOptions, lineOf, virtualProgram } from './virtualProgram';

const repo = path.resolve(__dirname, '../..');
const packagesV10 = path.join(repo, 'src/samples/v10/node_modules');
const packagesV9 = path.join(repo, 'src/samples/v9/node_modules');

function readPage(page: string): string {
  return fs.readFileSync(path.join(repo, page), 'utf8');
}

/** The compiler's diagnostics for files that import one package set, each with the line it points at (1-based). */
function compile(packages: string, files: Record<string, string>): { file: string; line: number; message: string }[] {
  const options = checkOptions(packages, ['@trpc/server', '@trpc/client', 'zod'], {
    target: ts.ScriptTarget.ES2020,
    lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
  });
  return ts.getPreEmitDiagnostics(virtualProgram('audit-cy', files, options)).map((diagnostic) => ({
    file: diagnostic.file ? path.basename(diagnostic.file.fileName) : '',
    line: lineOf(diagnostic),
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
}

fact(
  'docs/server/error-formatting.md',
  'a field the formatter adds to `data` is typed in `error.data`, and one added beside `data` in `error.shape`, not in `error.data`',
  () => {
    const diagnostics = compile(packagesV10, {
      'client.ts': `import { initTRPC } from '@trpc/server';
import type { TRPCClientError, TRPCClientErrorLike } from '@trpc/client';
const t = initTRPC.create({
  errorFormatter({ shape }) {
    return { ...shape, traceId: 'abc', data: { ...shape.data, fieldErrors: 1 } };
  },
});
const appRouter = t.router({ hi: t.procedure.query(() => 'hi') });
type AppRouter = typeof appRouter;
declare const error: TRPCClientError<AppRouter>;
declare const hookError: TRPCClientErrorLike<AppRouter>;
export const inData: number | undefined = error.data?.fieldErrors;
export const besideData: string | undefined = error.shape?.traceId;
export const hookInData: number | undefined = hookError.data?.fieldErrors;
export const hookBesideData: string | undefined = hookError.shape?.traceId;
// @ts-expect-error a field added beside \`data\` is not part of \`data\`
export const notInData = error.data?.traceId;
`,
    });
    assert.deepEqual(diagnostics, []);
    const page = readPage('docs/server/error-formatting.md');
    assert.doesNotMatch(page, /fields you add are fully typed in `TRPCClientError\['data'\]`/);
    assert.match(page, /fields you add beside it in `error\.shape`/);
  },
);

fact(
  'docs/server/server-side-calls.md',
  "a caller skips the data transformer but not the output validator: it returns the validator's value (extra keys stripped), with a `Date` still a `Date`",
  async () => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServerV10;
    const { z } = v10('zod') as typeof ZodV10;
    const t = initTRPC.create();
    const when = new Date('2023-01-17T09:00:00.000Z');
    const router = t.router({
      post: t.procedure
        .output(z.object({ id: z.string(), createdAt: z.date() }))
        .query(() => ({ id: 'p1', createdAt: when, secret: 'resolver only' })),
    });
    const result = await router.createCaller({}).post();
    assert.deepEqual(Object.keys(result), ['id', 'createdAt']);
    assert.ok(result.createdAt instanceof Date);
    // The row of the page's table says what happens, and no longer that the resolver's values come back as they are.
    const row = readPage('docs/server/server-side-calls.md')
      .split('\n')
      .find((line) => line.startsWith('| Data transformer |'));
    assert.ok(row, 'the data transformer row');
    assert.doesNotMatch(row, /resolver's values as they are/);
    assert.match(row, /a `Date` stays a `Date`/);
  },
);

fact(
  'versioned_docs/version-9.x/further/further-reading.md',
  'a renamed output field breaks the code that reads it, which need not be the call: the type error lands there, and a caller that does not read it compiles',
  () => {
    const server = (field: string) => `import * as trpc from '@trpc/server';
import { z } from 'zod';
export const appRouter = trpc.router().query('post.byId', {
  input: z.object({ id: z.string() }),
  resolve: ({ input }) => ({ id: input.id, ${field}: 'Hello' }),
});
export type AppRouter = typeof appRouter;
`;
    const client = `import { createTRPCClient } from '@trpc/client';
import type { inferProcedureOutput } from '@trpc/server';
import type { AppRouter } from './server';
type Post = inferProcedureOutput<AppRouter['_def']['queries']['post.byId']>;
const client = createTRPCClient<AppRouter>({ url: 'http://localhost:3000/trpc' });
export async function postPage() {
  const post = await client.query('post.byId', { id: '1' });
  return '/posts/' + post.id + heading(post);
}
export function heading(post: Post) {
  return post.title;
}
`;
    assert.deepEqual(compile(packagesV9, { 'server.ts': server('title'), 'client.ts': client }), []);
    const broken = compile(packagesV9, { 'server.ts': server('heading'), 'client.ts': client });
    // One error, in the helper that reads the field (line 11), not at the call on line 7.
    assert.deepEqual(
      broken.map(({ file, line }) => `${file}:${line}`),
      ['client.ts:11'],
    );
    const page = readPage('versioned_docs/version-9.x/further/further-reading.md');
    assert.doesNotMatch(page, /type error at that call/);
  },
);
