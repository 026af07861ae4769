/**
 * Independent audit DR (bench/audit-independent-2026-11-30dr.md): a random draw of the docs' sentences (positions
 * 3,201-3,520) and a census of the latest fix on docs/main/example-apps.md. The fact pins the one sentence the audit
 * corrected; it reads the page against the trpc/trpc examples at the tag v10.12.0.
 *
 *   node --import tsx --test tests/facts/audit-dr.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fact } from './facts';

const readPage = (page: string) => fs.readFileSync(path.join(import.meta.dirname, '../..', page), 'utf8');

fact(
  'docs/main/example-apps.md',
  'of the three Prisma examples at v10.12.0, only next-prisma-websockets-starter needs a database server; the dev scripts of the other two create a SQLite file',
  () => {
    // At the tag v10.12.0 of trpc/trpc (package.json of each example):
    //   next-prisma-starter             "dev": "pnpm dx:next", "dx:next": "run-s migrate-sqlite generate-sqlite db-seed && next dev"
    //   next-prisma-todomvc             "dev": "pnpm dx:next", "dx:next": "run-s migrate-sqlite generate-sqlite && next dev"
    //   next-prisma-websockets-starter  "dev": "run-p dev:*" (next dev and the WebSocket server, no migration),
    //                                   "dx": "run-s db-up db-migrate-dev db-seed dev", "db-up": "docker-compose up -d"
    // migrate-sqlite runs `prisma migrate dev` on prisma/_sqlite/schema.prisma, whose datasource is
    // `provider = "sqlite"`, `url = "file:./dev.db"`: the migration creates the file. The websockets starter's
    // schema.prisma uses `provider = "postgres"` with DATABASE_URL from .env (localhost:5932, the port its
    // docker-compose.yaml publishes for `postgres:13`). So "the Prisma examples need a database before `dev` can
    // start" held for one example of three.
    const page = readPage('docs/main/example-apps.md');
    assert.doesNotMatch(page, /The Prisma examples need a database before `dev` can start/);
    // Audit DT narrowed the first of these sentences: the same example's `dev-sqlite` script needs no PostgreSQL.
    assert.match(page, /the `dev` script of `next-prisma-websockets-starter` expects a running PostgreSQL database/);
    assert.match(
      page,
      /the `dev` scripts of the other two Prisma\s+examples create a SQLite database file\s+themselves/i,
    );
  },
);
