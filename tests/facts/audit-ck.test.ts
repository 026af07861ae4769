/**
 * Independent audit CK (bench/audit-independent-2026-11-30ck.md): a random draw of the docs' sentences and a census
 * of the latest fixes of the migration guide. The facts run @trpc/* 10.12.0 from src/samples/v10 and 9.27.4 from
 * src/samples/v9.
 *
 *   node --import tsx --test tests/facts/audit-ck.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ReactQueryShared from '../../src/samples/v10/node_modules/@trpc/react-query/shared';
import type * as TRPCServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, v10, v9 } from './facts';

const { createReactQueryUtilsProxy } = v10('@trpc/react-query/shared') as typeof ReactQueryShared;

const v9trpc = v9('@trpc/server') as typeof TRPCServerV9;

const migrationPage = 'docs/migration/migrate-from-v9-to-v10.md';

/** The v9 `useContext()` helpers, each with the v10 procedure helper it became. */
const renamed: [v9: string, v10: string][] = [
  ['invalidateQueries', 'invalidate'],
  ['refetchQueries', 'refetch'],
  ['cancelQuery', 'cancel'],
  ['fetchQuery', 'fetch'],
  ['fetchInfiniteQuery', 'fetchInfinite'],
  ['prefetchQuery', 'prefetch'],
  ['prefetchInfiniteQuery', 'prefetchInfinite'],
  ['getQueryData', 'getData'],
  ['getInfiniteQueryData', 'getInfiniteData'],
  ['setQueryData', 'setData'],
  ['setInfiniteQueryData', 'setInfiniteData'],
];

fact(
  migrationPage,
  'the useContext() helpers moved onto the procedures and dropped `Query` or `Queries` from their names, which is not always a suffix (getQueryData became getData)',
  () => {
    const calls: string[] = [];
    // A stand-in for the React context: each query-client method records that it was called.
    const context = new Proxy(
      {},
      {
        get: (_target, name) => () => {
          calls.push(String(name));
        },
      },
    );
    const utils = createReactQueryUtilsProxy(context as never) as unknown as Record<
      string,
      Record<string, Record<string, (...args: unknown[]) => unknown>>
    >;
    for (const [oldName, newName] of renamed) {
      calls.length = 0;
      utils.post.byId[newName]({ id: '1' }, () => undefined);
      assert.deepEqual(calls, [oldName], `utils.post.byId.${newName}() runs ${oldName}`);
      assert.equal(newName, oldName.replace(/Quer(y|ies)/, ''));
      // The v9 name is gone from the procedures.
      assert.throws(() => utils.post.byId[oldName]({ id: '1' }), TypeError);
    }
    // Only five of the eleven ended in `Query`: the rule "lost their Query suffix" misnames the others.
    assert.equal(renamed.filter(([oldName]) => oldName.endsWith('Query')).length, 5);
    const page = fs.readFileSync(path.join(import.meta.dirname, '../..', migrationPage), 'utf8').replace(/\s+/g, ' ');
    assert.doesNotMatch(page, /lost their `Query` suffix/);
    assert.match(page, /dropped `Query` or `Queries` from their names/);
  },
);

const exampleAppsPage = 'versioned_docs/version-9.x/main/example-apps.md';

fact(
  exampleAppsPage,
  'the monorepo examples are read at the tag of the 9.x release these pages document, v9.27.4, not at a date (main mixed v10 pre-releases into mid-2022)',
  () => {
    const installed = v9('@trpc/server/package.json') as { version: string };
    assert.equal(installed.version, '9.27.4');
    const page = fs.readFileSync(path.join(import.meta.dirname, '../..', exampleAppsPage), 'utf8');
    assert.match(page, new RegExp(`git checkout v${installed.version.replace(/\./g, '\\.')}\\n`));
    // `git log -1 --before=2022-08-01 -- examples/standalone-server` finds 897c8b887 (2022-07-26), whose example
    // depends on @trpc/server ^10.0.0-alpha.41.
    assert.doesNotMatch(page, /--before=2022-08-01/);
  },
);

fact(
  exampleAppsPage,
  "an example's createRouter() helper returns a plain trpc.router<Context>(); a protected variant is one more .middleware() that the page points to, not something the examples usually ship",
  async () => {
    type Context = { user: string | null };
    const createRouter = () => v9trpc.router<Context>();
    const createProtectedRouter = () =>
      createRouter().middleware(({ ctx, next }) => {
        if (!ctx.user) throw new v9trpc.TRPCError({ code: 'UNAUTHORIZED' });
        return next();
      });
    const open = createRouter().query('me', { resolve: ({ ctx }) => ctx.user });
    const guarded = createProtectedRouter().query('me', { resolve: ({ ctx }) => ctx.user });
    assert.equal(await open.createCaller({ user: null }).query('me'), null);
    await assert.rejects(guarded.createCaller({ user: null }).query('me'), { code: 'UNAUTHORIZED' });
    // The official examples' helper files at the tag v9.27.4 (examples/next-prisma-starter/src/server/createRouter.ts,
    // its WebSockets twin and examples/fastify-server/src/server/router/createRouter.ts) define createRouter() only.
    const page = fs.readFileSync(path.join(import.meta.dirname, '../..', exampleAppsPage), 'utf8');
    assert.doesNotMatch(page, /often, a protected variant/);
  },
);
