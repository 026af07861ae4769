/**
 * Independent audit EJ (bench/audit-independent-2026-11-30ej.md): a random draw of the docs' sentences and a census
 * of the latest fixes on the 10.x useContext page. The fact runs @trpc/server 10.12.0 from src/samples/v10 by
 * calling its HTTP resolver directly (no server), and `npm run typecheck` checks the `@ts-expect-error` lines.
 *
 *   node --import tsx --test tests/facts/audit-ej.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as TRPCHttp from '../../src/samples/v10/node_modules/@trpc/server/http';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import { fact, v10 } from './facts';

const trpc = v10('@trpc/server') as typeof TRPCServer;
const { resolveHTTPResponse } = v10('@trpc/server/http') as typeof TRPCHttp;

const root = path.resolve(__dirname, '../..');
const MIGRATION = 'docs/migration/migrate-from-v9-to-v10.md';

/** A v9-style router, as step 1 of the incremental migration leaves it. */
const legacyRouter = trpc.router().query('post.byId', { resolve: () => 'Hello' });

/** A GET for `path` as an adapter hands it to tRPC's resolver. */
function resolveGet(router: unknown, path: string) {
  return resolveHTTPResponse({
    router: router as TRPCServer.AnyRouter,
    path,
    req: { method: 'GET', headers: {}, query: new URLSearchParams(), body: undefined },
    createContext: () => Promise.resolve({}),
  });
}

/** Type checks only (never called): what step 1 alone would hand to the v10 APIs. */
function stepOneAlone(): void {
  const { createReactQueryHooks } = v10('@trpc/react-query') as typeof TRPCReact;
  void resolveHTTPResponse({
    // @ts-expect-error the 10.x adapters take a v10 router; a v9-style one lacks `_def._config` and `_def.procedures`
    router: legacyRouter,
    path: 'post.byId',
    req: { method: 'GET', headers: {}, query: new URLSearchParams(), body: undefined },
  });
  // @ts-expect-error createReactQueryHooks is typed against a v10 router too
  void createReactQueryHooks<typeof legacyRouter>();
}
void stepOneAlone;

fact(
  MIGRATION,
  'the incremental migration ships after each step only from step 2 on: a 10.x adapter fails every request to a v9-style router that .interop() has not converted (the resolver rejects with a TypeError instead of answering), and serves it once it has',
  async () => {
    const page = fs.readFileSync(path.join(root, MIGRATION), 'utf8').replace(/\s+/g, ' ');
    assert.match(page, /migrate in four steps and ship after each one from step 2 on/);
    assert.doesNotMatch(page, /four steps, shipping after each one\./);

    await assert.rejects(resolveGet(legacyRouter, 'post.byId'), TypeError);

    const t = trpc.initTRPC.create();
    const converted = t.mergeRouters(t.router({}), legacyRouter.interop());
    const response = await resolveGet(converted, 'post.byId');
    assert.equal(response.status, 200);
    assert.deepEqual(JSON.parse(response.body ?? ''), { result: { data: 'Hello' } });
  },
);
