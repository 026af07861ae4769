/**
 * Independent audit CJ (bench/audit-independent-2026-11-30cj.md): a random draw of the docs' sentences and a
 * census of yesterday's fixes. Each fact runs the packages of src/samples/v10 (@trpc/* 10.12.0, TypeScript's
 * compiler on them, @tanstack/query-core 4.44.0) or is checked by `npm run typecheck`.
 *
 *   node --import tsx --test tests/facts/audit-cj.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type * as QueryCore from '../../src/samples/v10/node_modules/@tanstack/query-core';
import type { createNextApiHandler } from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import { fact, v10 } from './facts';
import { checkOptions, virtualProgram } from './virtualProgram';

const packages = path.resolve(__dirname, '../../src/samples/v10/node_modules');

/** A router whose input has an optional field and whose output may be null, and a client that relies on both. */
const strictFiles: Record<string, string> = {
  'server.ts': `import { initTRPC } from '@trpc/server';
import { z } from 'zod';
const t = initTRPC.create();
export const appRouter = t.router({
  post: t.router({
    byId: t.procedure
      .input(z.object({ id: z.string(), tag: z.string().optional() }))
      .query(({ input }) => ({ id: input.id, title: null as string | null })),
  }),
});
export type AppRouter = typeof appRouter;
`,
  'client.ts': `import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from './server';
const client = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url: 'http://localhost:3000' })] });
export async function read() {
  // @ts-expect-error the input needs an id
  await client.post.byId.query({ tag: 'a' });
  const post = await client.post.byId.query({ id: '1' });
  // @ts-expect-error the title may be null
  const title: string = post.title;
  return title;
}
`,
};

/** The diagnostics of `strictFiles` compiled with `options`, as "file code". */
function strictDiagnostics(options: ts.CompilerOptions): string[] {
  const compilerOptions = checkOptions(packages, ['@trpc/server', '@trpc/client', 'zod'], options);
  return ts
    .getPreEmitDiagnostics(virtualProgram('audit-cj', strictFiles, compilerOptions))
    .map((d) => `${path.basename(d.file?.fileName ?? '?')} ${d.code}`);
}

fact(
  'docs/further/faq.md',
  'inference of inputs and outputs needs strictNullChecks, not the other strict checks: with only strictNullChecks on, a wrong input and a nullable output are caught',
  () => {
    // `strict` off except strictNullChecks: both @ts-expect-error lines see their error, nothing else fails.
    assert.deepEqual(strictDiagnostics({ strict: false, strictNullChecks: true }), []);
    // `strict` on except strictNullChecks: inference breaks (the client's options, the unused directives).
    assert.notDeepEqual(strictDiagnostics({ strict: true, strictNullChecks: false }), []);
  },
  60_000,
);

/** Compiles only if the handler's declared result is `unknown`, not `Promise<void>`. */
type NextHandlerResult = ReturnType<ReturnType<typeof createNextApiHandler>>;
const nextHandlerResultIsUnknown: unknown extends NextHandlerResult ? true : false = true;

fact(
  'docs/server/api-handler.md',
  "createNextApiHandler is declared to return Next.js's NextApiHandler, whose result type is unknown | Promise<unknown>, not (req, res) => Promise<void>",
  () => {
    assert.equal(nextHandlerResultIsUnknown, true);
    const declaration = fs.readFileSync(path.join(packages, '@trpc/server/dist/adapters/next.d.ts'), 'utf8');
    assert.match(declaration, /createNextApiHandler<[^>]+>\([^)]*\): NextApiHandler;/);
    const nextTypes = fs.readFileSync(path.join(packages, 'next/dist/shared/lib/utils.d.ts'), 'utf8');
    assert.match(
      nextTypes,
      /type NextApiHandler<T = any> = \(req: NextApiRequest, res: NextApiResponse<T>\) => unknown \| Promise<unknown>;/,
    );
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  "in TanStack Query 4 a disabled query without data is 'loading' only until it fails: after a failed fetch it stays 'error' with fetchStatus 'idle'",
  async () => {
    const { QueryClient, QueryObserver } = v10('@tanstack/query-core') as typeof QueryCore;
    const quiet = { log() {}, warn() {}, error() {} };
    const queryClient = new QueryClient({ logger: quiet, defaultOptions: { queries: { retry: false } } });
    const never = new QueryObserver(queryClient, { queryKey: ['never'], queryFn: () => 1, enabled: false });
    assert.deepEqual(pick(never.getCurrentResult()), { status: 'loading', fetchStatus: 'idle', data: undefined });

    await queryClient.prefetchQuery({
      queryKey: ['failed'],
      queryFn: () => Promise.reject(new Error('down')),
    });
    const failed = new QueryObserver(queryClient, { queryKey: ['failed'], queryFn: () => 1, enabled: false });
    const unsubscribe = failed.subscribe(() => {});
    assert.deepEqual(pick(failed.getCurrentResult()), { status: 'error', fetchStatus: 'idle', data: undefined });
    unsubscribe();
    queryClient.clear();
  },
);

function pick(result: { status: string; fetchStatus: string; data: unknown }) {
  return { status: result.status, fetchStatus: result.fetchStatus, data: result.data };
}
