/**
 * Independent audit M (bench/audit-independent-2026-11-29m.md, tests/facts/README.md): the claim of the
 * day's new how-to sections that the audit found wider than the installed packages, pinned as corrected.
 *
 *   node --import tsx --test tests/facts/audit-m.test.ts
 */
import assert from 'node:assert/strict';
import type * as NextAuthJWT from '../../src/samples/v10/node_modules/next-auth/jwt';
import type * as NextAuthNext from '../../src/samples/v10/node_modules/next-auth/next';
import { env, fact, v10 } from './facts';

const AUTHORIZATION_PAGE = 'docs/server/authorization.md';

fact(
  AUTHORIZATION_PAGE,
  "with JWT sessions (no adapter) getServerSession(req, res, options) decrypts the cookie with the options' secret, else NEXTAUTH_SECRET: another secret logs JWT_SESSION_ERROR and gives null; with an adapter (database sessions) the secret does not decide, and options without that adapter fail the same way",
  async (t) => {
    const { getServerSession } = v10('next-auth/next') as typeof NextAuthNext;
    const { encode } = v10('next-auth/jwt') as typeof NextAuthJWT;
    const saved = { url: env.NEXTAUTH_URL, secret: env.NEXTAUTH_SECRET };
    env.NEXTAUTH_URL = 'http://localhost:3000';
    delete env.NEXTAUTH_SECRET;
    t.after(() => {
      env.NEXTAUTH_URL = saved.url;
      if (saved.secret === undefined) delete env.NEXTAUTH_SECRET;
      else env.NEXTAUTH_SECRET = saved.secret;
    });

    const errors: string[] = [];
    const logger = { error: (code: string) => void errors.push(code), warn() {}, debug() {} };
    type Params = Parameters<typeof getServerSession>;
    /** A Pages Router request carrying `token` in next-auth's session cookie, and a response that keeps nothing */
    const call = (token: string, options: Record<string, unknown>) => {
      const req = { headers: { host: 'localhost:3000' }, cookies: { 'next-auth.session-token': token } };
      const res = { getHeader() {}, setHeader() {}, setCookie() {} };
      return getServerSession(...([req, res, { providers: [], logger, ...options }] as unknown as Params));
    };

    const jwt = await encode({ token: { name: 'Ada', email: 'ada@example.com' }, secret: 'secret-a' });
    const same = (await call(jwt, { secret: 'secret-a' })) as { user?: { email?: string } } | null;
    assert.equal(same?.user?.email, 'ada@example.com', 'the secret that signed the user in');
    assert.deepEqual(errors, []);

    assert.equal(await call(jwt, { secret: 'secret-b' }), null, 'another secret in the options');
    assert.deepEqual(errors.splice(0), ['JWT_SESSION_ERROR']);

    env.NEXTAUTH_SECRET = 'secret-a';
    const fromEnv = (await call(jwt, {})) as { user?: { email?: string } } | null;
    assert.equal(fromEnv?.user?.email, 'ada@example.com', 'options without a secret fall back to NEXTAUTH_SECRET');
    delete env.NEXTAUTH_SECRET;

    // Database sessions: the cookie is a token the adapter looks up; no secret decrypts it
    const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', emailVerified: null };
    const adapter = {
      getSessionAndUser: (token: string) =>
        Promise.resolve(
          token === 'db-token'
            ? { session: { sessionToken: token, userId: 'u1', expires: new Date(Date.now() + 86_400_000) }, user }
            : null,
        ),
      updateSession: () => Promise.resolve(null),
      deleteSession: () => Promise.resolve(null),
    };
    const database = (await call('db-token', { secret: 'secret-b', adapter })) as { user?: { email?: string } } | null;
    assert.equal(database?.user?.email, 'ada@example.com', 'with an adapter, another secret still finds the session');
    assert.deepEqual(errors, []);

    assert.equal(await call('db-token', { secret: 'secret-b' }), null, 'the same cookie, options without the adapter');
    assert.deepEqual(errors.splice(0), ['JWT_SESSION_ERROR']);
  },
);
