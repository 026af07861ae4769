/**
 * Independent audit GI (bench/audit-independent-2026-11-30gi.md): 64 drawn sentences and a census of the latest
 * fixes. The one claim found wrong is a type behaviour of @trpc/react-query 10.12.0, so the fact compiles a program
 * in memory against the 10.x package set (src/samples/v10) with the TypeScript API and reads its diagnostics.
 *
 *   node --import tsx --test tests/facts/audit-gi.test.ts
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import { fact, pageText } from './facts';
import { checkOptions, lineOf, virtualProgram } from './virtualProgram';

const root = path.resolve(__dirname, '../..');
const packagesV10 = path.join(root, 'src/samples/v10/node_modules');

/** One procedure per way of writing the paginated input; each line that uses the hook is numbered below. */
const program = `import { initTRPC } from '@trpc/server';
import { createTRPCReact } from '@trpc/react-query';
import { z } from 'zod';
const t = initTRPC.create();
const page = z.object({ limit: z.number(), cursor: z.number().nullish() });
const appRouter = t.router({
  plain: t.procedure.input(page).query(() => 1),
  optional: t.procedure.input(page.optional()).query(() => 1),
  nullish: t.procedure.input(page.nullish()).query(() => 1),
  nullable: t.procedure.input(page.nullable()).query(() => 1),
  withDefault: t.procedure.input(page.default({ limit: 10 })).query(() => 1),
});
const trpc = createTRPCReact<typeof appRouter>();
export function Feed() {
  trpc.plain.useInfiniteQuery({ limit: 10 });
  trpc.optional.useInfiniteQuery({ limit: 10 });
  trpc.nullish.useInfiniteQuery({ limit: 10 });
  trpc.nullable.useInfiniteQuery({ limit: 10 });
  trpc.withDefault.useInfiniteQuery({ limit: 10 });
}
`;
const hookLines = { plain: 15, optional: 16, nullish: 17, nullable: 18, withDefault: 19 };

fact(
  'docs/reactjs/useInfiniteQuery.md',
  'useInfiniteQuery appears on a query whose input is an object with a cursor field only when that object cannot itself be undefined or null: .optional(), .nullish(), .nullable() or .default() on the whole z.object() removes the hook from the types',
  () => {
    const page = pageText('docs/reactjs/useInfiniteQuery.md');
    assert.match(
      page,
      /whose input is an \*\*object with a `cursor` field\*\*, and only when that object itself cannot be `undefined` or `null`: with `\.optional\(\)`, `\.nullish\(\)`, `\.nullable\(\)` or `\.default\(\)` on the whole `z\.object\(\)`, the types offer no `useInfiniteQuery`\./,
    );
    // The old sentence ended after "field" and named no exception.
    assert.doesNotMatch(page, /whose input is an \*\*object with a `cursor` field\*\*\. /);

    // The package set's modules by name; React's types come from its @types/react.
    const modules = [
      '@trpc/server',
      '@trpc/client',
      '@trpc/react-query',
      '@tanstack/react-query',
      '@tanstack/query-core',
      'zod',
    ];
    const options = checkOptions(packagesV10, modules);
    options.paths = { ...options.paths, react: [path.join(packagesV10, '@types/react')] };
    const diagnostics = ts.getPreEmitDiagnostics(virtualProgram('audit-gi', { 'feed.ts': program }, options));
    // The lines where the types report that the hook does not exist.
    const failing = new Set(
      diagnostics
        .filter((d) => /'useInfiniteQuery' does not exist/.test(ts.flattenDiagnosticMessageText(d.messageText, '\n')))
        .map(lineOf),
    );
    assert.ok(
      diagnostics.every((d) => Object.values(hookLines).includes(lineOf(d))),
      diagnostics.map((d) => `${lineOf(d)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`).join('\n'),
    );
    // A required object with a cursor field gets the hook ...
    assert.equal(failing.has(hookLines.plain), false);
    // ... the same object made optional, nullish, nullable or defaulted as a whole does not.
    for (const name of ['optional', 'nullish', 'nullable', 'withDefault'] as const) {
      assert.equal(failing.has(hookLines[name]), true, `${name}: the types offer useInfiniteQuery`);
    }
  },
);
