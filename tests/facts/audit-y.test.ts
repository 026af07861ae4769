/**
 * Independent audit Y (bench/audit-independent-2026-11-29y.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than the installed packages, pinned as corrected.
 *
 *   node --import tsx --test tests/facts/audit-y.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, listenOnLoopback, v10, v9, within } from './facts';
import type { NextBuildUtils } from './nextBuildUtils';
import { runPageCode } from './pageCode';

fact(
  'docs/client/links/httpBatchLink.md',
  'a batch that fails as a whole fails every call with the same error: a createContext that throws (no procedure runs), or a result that cannot be turned into JSON (a BigInt), which loses the results of the other calls too',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const trpc = initTRPC.create();
    let runs = 0;
    let contextThrows = false;
    const router = trpc.router({
      ok: trpc.procedure.query(() => {
        runs++;
        return 'ok';
      }),
      big: trpc.procedure.query(() => {
        runs++;
        return BigInt(1);
      }),
    });
    const { server } = createHTTPServer({
      router,
      createContext: () => {
        if (contextThrows) throw new Error('no session');
        return {};
      },
    });
    const client = createTRPCProxyClient<typeof router>({
      links: [httpBatchLink({ url: await listenOnLoopback(t, server) })],
    });
    const outcomes = async (calls: Promise<unknown>[]) =>
      (await within(5000, 'the batch', Promise.allSettled(calls))).map((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message,
      );

    assert.deepEqual(await outcomes([client.ok.query(), client.big.query()]), [
      'Do not know how to serialize a BigInt',
      'Do not know how to serialize a BigInt',
    ]);
    assert.equal(runs, 2, 'both procedures ran');

    contextThrows = true;
    runs = 0;
    assert.deepEqual(await outcomes([client.ok.query(), client.ok.query()]), ['no session', 'no session']);
    assert.equal(runs, 0, 'no procedure ran');
  },
);

fact(
  'docs/reactjs/introduction.md',
  "callerLink() runs the procedures' output validation too, and its results never go through JSON: a Date stays a Date, and a field .output() strips is gone",
  async () => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient } = v10('@trpc/client') as typeof TRPCClient;
    const { z } = v10('zod') as typeof Zod;
    const trpc = initTRPC.context<{ user: string | null }>().create();
    const appRouter = trpc.router({
      me: trpc.procedure
        .output(z.object({ name: z.string() }))
        .query(({ ctx }) => ({ name: ctx.user ?? 'nobody', passwordHash: 'x1' })),
      now: trpc.procedure.query(() => new Date(0)),
    });
    const { callerLink } = runPageCode<{
      callerLink: (ctx: { user: string | null }) => TRPCClient.TRPCLink<typeof appRouter>;
    }>('docs/reactjs/introduction.md', ['callerLink'], { appRouter });
    const client = createTRPCProxyClient<typeof appRouter>({ links: [callerLink({ user: 'Ada' })] });
    assert.deepEqual(await within(3000, 'the query with .output()', client.me.query()), { name: 'Ada' });
    // typed as a string (the JSON form), but callerLink hands over the resolver's Date
    const now: unknown = await within(3000, 'the Date query', client.now.query());
    assert.ok(now instanceof Date, 'the Date comes back as a Date');
  },
);

const staticPathsClaim =
  'a build prerenders only the paths getStaticPaths lists; with fallback the others are left to their first request';

async function checkStaticPaths(utils: NextBuildUtils): Promise<void> {
  const built = await within(
    5000,
    'buildStaticPaths',
    utils.buildStaticPaths({
      page: '/recipes/[slug]',
      getStaticPaths: () => Promise.resolve({ paths: [{ params: { slug: 'soup' } }], fallback: 'blocking' }),
      configFileName: 'next.config.js',
    }),
  );
  assert.deepEqual(built.paths, ['/recipes/soup'], 'only the listed path is prerendered');
  assert.equal(built.fallback, 'blocking');
}

fact('versioned_docs/version-9.x/nextjs/ssg.md', staticPathsClaim, () =>
  checkStaticPaths(v9('next/dist/build/utils') as NextBuildUtils),
);

fact('docs/nextjs/ssg.md', staticPathsClaim, () => checkStaticPaths(v10('next/dist/build/utils') as NextBuildUtils));
