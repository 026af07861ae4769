/**
 * Independent audit FG (bench/audit-independent-2026-11-30fg.md): the two FAQ sentences of the census that
 * were wrong at an edge. Both run TypeScript's compiler on @trpc/* 10.12.0, zod and superjson from
 * src/samples/v10.
 *
 *   node --import tsx --test tests/facts/audit-fg.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { fact } from './facts';
import { checkOptions, lineOf, virtualProgram } from './virtualProgram';

const root = path.resolve(__dirname, '../..');
const packages = path.join(root, 'src/samples/v10/node_modules');
const faq = () => fs.readFileSync(path.join(root, 'docs/further/faq.md'), 'utf8').replace(/\s+/g, ' ');

/** Each diagnostic of `files` under `options`, as "file:line code". */
function diagnostics(folder: string, files: Record<string, string>, options: ts.CompilerOptions): string[] {
  const program = virtualProgram(
    folder,
    files,
    checkOptions(packages, ['@trpc/server', '@trpc/client', 'zod', 'superjson'], options),
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${path.basename(d.file?.fileName ?? '?')}:${lineOf(d)} ${d.code}`);
}

/** A router whose `byId` takes `{ id: string }` through `validator`, and a client of it. */
function project(validator: string, transformer: boolean): Record<string, string> {
  const sj = transformer ? "import superjson from 'superjson';\n" : '\n';
  return {
    'server.ts': `import { initTRPC } from '@trpc/server';
import { z } from 'zod';
${sj}const t = initTRPC.create(${transformer ? '{ transformer: superjson }' : ''});
export const appRouter = t.router({
  byId: t.procedure.input(${validator}).query(({ input }) => ({ id: input.id })),
});
export type AppRouter = typeof appRouter;
`,
    'client.ts': `import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';
${sj}import type { AppRouter } from './server';
export const client = createTRPCProxyClient<AppRouter>({ ${transformer ? 'transformer: superjson, ' : ''}links: [httpBatchLink({ url: 'http://localhost:3000' })] });
export async function read() {
  // @ts-expect-error the input needs an id
  await client.byId.query({});
  // @ts-expect-error the input is required
  await client.byId.query();
}
`,
  };
}

fact(
  'docs/further/faq.md',
  'without strictNullChecks every input turns optional, a Zod input also loses its required fields, and createTRPCProxyClient asks for a transformer only when the router has none',
  () => {
    const page = faq();
    assert.doesNotMatch(
      page,
      /Without it, required input fields turn optional and `createTRPCProxyClient` rejects its/,
    );
    assert.match(
      page,
      /Without it, every input turns optional \(with Zod, each of its fields too\), and for a router without a transformer `createTRPCProxyClient` rejects its options, asking for a `transformer`\./,
    );
    const zod = 'z.object({ id: z.string() })';
    const fn = '(value: unknown) => value as { id: string }';
    // Under `strict`, every directive finds its error.
    assert.deepEqual(diagnostics('audit-fg', project(fn, false), { strict: true }), []);
    // A function validator: `query({})` is still an error (the field stays required), `query()` is not.
    assert.deepEqual(diagnostics('audit-fg', project(fn, false), { strict: false }), [
      'client.ts:4 2345', // the client's options: a transformer is asked for
      'client.ts:8 2578', // unused directive: the input itself turned optional
    ]);
    // With superjson on the router and the client, the options pass; with Zod, `{}` passes too.
    assert.deepEqual(diagnostics('audit-fg', project(fn, true), { strict: false }), ['client.ts:8 2578']);
    assert.deepEqual(diagnostics('audit-fg', project(zod, true), { strict: false }), [
      'client.ts:6 2578',
      'client.ts:8 2578',
    ]);
  },
  60_000,
);

fact(
  'docs/further/faq.md',
  'the context type is where t.procedure and t.middleware() start: a t.middleware() after one that narrows ctx is typed with the root context, and so is what follows it',
  () => {
    const page = faq();
    assert.doesNotMatch(page, /unless a middleware before them changes it/);
    assert.match(
      page,
      /The context type is declared once, when you create the tRPC instance: it is the `ctx` that `t\.procedure` and `t\.middleware\(\)` start from\./,
    );
    const files = {
      'server.ts': `import { initTRPC, TRPCError } from '@trpc/server';
type User = { id: string };
const t = initTRPC.context<{ user: User | null }>().create();
const isAuthed = t.middleware(({ ctx, next }) => { if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' }); return next({ ctx: { user: ctx.user } }); });
const logUser = t.middleware(({ ctx, next }) => { const id: string = ctx.user.id; return next({ ctx: { seen: id } }); });
const keep = t.middleware(({ next }) => next());
export const inline = t.procedure.use(isAuthed).use(({ ctx, next }) => { const id: string = ctx.user.id; return next({ ctx: { seen: id } }); }).query(({ ctx }) => ctx.user.id);
export const after = t.procedure.use(isAuthed).use(logUser).query(() => 1);
export const reset = t.procedure.use(isAuthed).use(keep).query(({ ctx }) => ctx.user.id);
`,
    };
    // Line 5: the t.middleware() placed after isAuthed sees `User | null` (18047: possibly null). Line 9: a
    // middleware that keeps the context hands on the root type, so the resolver meets `User | null` again. The
    // inline middleware and resolver of line 7 see `User`.
    assert.deepEqual(diagnostics('audit-fg-ctx', files, { strict: true }), ['server.ts:5 18047', 'server.ts:9 18047']);
  },
  60_000,
);
