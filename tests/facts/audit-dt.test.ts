/**
 * Independent audit DT (bench/audit-independent-2026-11-30dt.md): a random draw of the docs' sentences (positions
 * 3,521-3,840) and a census of the latest fixes on three pages. Each fact pins one sentence this audit corrected:
 * the 9.x procedure options, type-checked against @trpc/server 9.27.4 from src/samples/v9, and the database note
 * of the example apps page, read against the trpc/trpc examples at the tag v10.12.0.
 *
 *   node --import tsx --test tests/facts/audit-dt.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { fact } from './facts';
import { checkOptions, lineOf, virtualProgram } from './virtualProgram';

const readPage = (page: string) => fs.readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
const v9Packages = path.resolve(__dirname, '../../src/samples/v9/node_modules');

/** The diagnostics of one virtual file against the 9.x package set, as "line code: message". */
function v9Diagnostics(code: string): string[] {
  const options = checkOptions(v9Packages, ['@trpc/server', 'zod']);
  return ts
    .getPreEmitDiagnostics(virtualProgram('audit-dt', { 'router.ts': code }, options))
    .map((d) => `${lineOf(d)} ${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

fact(
  'versioned_docs/version-9.x/server/router.md',
  "9.x: `.query()` and `.mutation()` accept an `output` validator, `.subscription()` does not (its options type omits 'output')",
  () => {
    // @trpc/server 9.27.4 src/router.ts: all three overloads of `subscription()` take
    // `Omit<CreateProcedure…<…>, 'output'>`; `query()` and `mutation()` take the options with `output?`.
    const code = `import * as trpc from '@trpc/server';
import { z } from 'zod';
export const ok = trpc
  .router()
  .query('q', { output: z.string(), resolve: () => 'a' })
  .mutation('m', { output: z.string(), resolve: () => 'b' })
  .subscription('s', { resolve: () => new trpc.Subscription<string>(() => () => undefined) });
export const withOutput = trpc.router().subscription('s', {
  output: z.string(),
  resolve: () => new trpc.Subscription<string>(() => () => undefined),
});
`;
    const found = v9Diagnostics(code);
    // Only the subscription with `output` (line 9) fails: no overload of `subscription()` has an `output` property.
    assert.equal(found.length, 1, found.join('\n'));
    assert.match(found[0], /^9 2769: No overload matches this call\.[\s\S]*'output' does not exist in type/);

    const page = readPage('versioned_docs/version-9.x/server/router.md');
    assert.doesNotMatch(
      page,
      /second argument of `\.query\(\)`, `\.mutation\(\)` and `\.subscription\(\)` is an object/,
    );
    assert.match(page, /`\.subscription\(\)` takes the same fields except `output`/);
  },
  30_000,
);

fact(
  'docs/main/example-apps.md',
  'next-prisma-websockets-starter at v10.12.0 runs on PostgreSQL through `dx`, or on a SQLite file through `dev-sqlite`',
  () => {
    // At the tag v10.12.0 of trpc/trpc, examples/next-prisma-websockets-starter/package.json:
    //   "dx": "run-s db-up db-migrate-dev db-seed dev", "db-up": "docker-compose up -d" (postgres:13),
    //   "dev-sqlite": "run-s generate-sqlite migrate-sqlite && run-p dev:*",
    //   "generate-sqlite" / "migrate-sqlite": prisma on prisma/_sqlite/schema.prisma, whose datasource is
    //   `provider = "sqlite"`, `url = "file:./dev.db"`;
    //   "test-dev": "cross-env APP_ENV=test start-server-and-test dev-sqlite 3000 test".
    // The repository's .github/workflows/examples.yml runs `test-dev` for this example in a job with no database
    // service. So "needs a running PostgreSQL database" held for the `dev`/`dx` path only.
    const page = readPage('docs/main/example-apps.md');
    assert.doesNotMatch(page, /`next-prisma-websockets-starter` needs a running PostgreSQL database/);
    assert.match(
      page,
      /the `dev` script of `next-prisma-websockets-starter` expects a running PostgreSQL database: .* its `dev-sqlite` script uses a SQLite file instead/,
    );
  },
);
