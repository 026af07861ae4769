/**
 * Independent audit GH (bench/audit-independent-2026-11-30gh.md): 64 drawn sentences and a census line. Each fact
 * runs the packages of the page's version from src/samples (here @trpc/* 10.12.0 and jsonwebtoken).
 *
 *   node --import tsx --test tests/facts/audit-gh.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as JWT from '../../src/samples/v10/node_modules/@types/jsonwebtoken';
import { fact, pageText, rejection, v10 } from './facts';
import { runPageCode } from './pageCode';

const PAGE = 'docs/server/authorization.md';

type User = { id: string; role: 'customer' | 'staff' };
type Context = { user: User | null };
/** The type of the page's `protectedProcedure` (a procedure builder of an instance with that context). */
type Builder = ReturnType<ReturnType<typeof TRPCServer.initTRPC.context<Context>>['create']>['procedure'];

fact(
  PAGE,
  "a JWT that a tab keeps in memory is accepted until it expires, whatever another tab does: jwt.verify() checks only the token's signature and claims",
  async () => {
    const page = pageText(PAGE);
    assert.match(
      page,
      /When a token expires, protected calls start failing with `UNAUTHORIZED`\. Signing out in another tab does the same only when the tabs share the credential and signing out removes it/,
    );
    assert.match(
      page,
      /`jwt\.verify\(\)` checks only the token's signature and claims \(such as `exp`\), not whether its user signed out/,
    );
    assert.doesNotMatch(
      page,
      /When a token expires or the user signs out in another tab, protected calls start failing/,
    );

    const secret = 'audit-gh-secret';
    // The page's own context code and its protected base procedure.
    const { getUserFromHeader } = runPageCode<{ getUserFromHeader: (header: string | undefined) => User | null }>(
      PAGE,
      ['getUserFromHeader'],
      { process: { env: { JWT_SECRET: secret } } },
    );
    const { protectedProcedure } = runPageCode<{ protectedProcedure: Builder }>(
      PAGE,
      ['protectedProcedure'],
      {},
      { section: 'Option 2: authorize with a middleware' },
    );
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const jwt = v10('jsonwebtoken') as typeof JWT;
    const t = initTRPC.context<Context>().create();
    const router = t.router({ myOrders: protectedProcedure.query(() => ['latte']) });
    const callWith = (header: string | undefined) =>
      router.createCaller({ user: getUserFromHeader(header) }).myOrders();

    // The tab's copy of a valid token: accepted on every call; the server keeps no state a sign-out could change.
    const token = jwt.sign({ sub: 'u1', role: 'customer' }, secret, { algorithm: 'HS256', expiresIn: 60 });
    assert.deepEqual(await callWith(`Bearer ${token}`), ['latte']);
    assert.deepEqual(await callWith(`Bearer ${token}`), ['latte']);

    // An expired token: UNAUTHORIZED.
    const expired = jwt.sign({ sub: 'u1', role: 'customer', exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      algorithm: 'HS256',
    });
    const expiredError = (await rejection(callWith(`Bearer ${expired}`))) as { code?: string };
    assert.equal(expiredError.code, 'UNAUTHORIZED');

    // A credential the other tab removed (a token read from storage for each request): no header, UNAUTHORIZED.
    const removedError = (await rejection(callWith(undefined))) as { code?: string };
    assert.equal(removedError.code, 'UNAUTHORIZED');
  },
);
