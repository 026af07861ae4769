/**
 * Independent audit HC (bench/audit-independent-2026-11-30hc.md): 63 drawn sentences and a census line. The fact
 * runs the packages of the page's version from src/samples (here @trpc/server 10.12.0 and superjson).
 *
 *   node --import tsx --test tests/facts/audit-hc.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { fact, pageText, v10 } from './facts';
import { runPageCode } from './pageCode';

const MIGRATION = 'docs/migration/migrate-from-v9-to-v10.md';

fact(
  MIGRATION,
  'for t.mergeRouters() with an .interop() router, the same { input, output } object on both sides merges, superjson itself passed to both throws "You seem to have several transformers" (each side wraps it in an object of its own), and a transformer set only on initTRPC merges',
  () => {
    const page = pageText(MIGRATION);
    assert.match(
      page,
      /even `superjson` itself passed to both counts as two, because each side wraps a plain transformer in an `\{ input, output \}` object of its own/,
    );
    assert.match(
      page,
      /Either pass the \*\*same `\{ input, output \}` object\*\* to both, as above \(such an object is used as-is\)/,
    );
    // The old wording told the reader that any "same object" would do.
    assert.doesNotMatch(page, /Either pass the \*\*same object\*\* to both/);
    assert.doesNotMatch(page, /even two separate `superjson` setups count as different/);

    const { initTRPC, router: legacyRouter } = v10('@trpc/server') as typeof TRPCServer;
    const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

    // The page's own step-2 router: one { input, output } object shared by the old router and initTRPC.
    const { appRouter, transformer } = runPageCode<{
      appRouter: TRPCServer.AnyRouter;
      transformer: { input: typeof SuperJSON; output: typeof SuperJSON };
    }>(MIGRATION, ['appRouter', 'transformer'], {}, { containing: 'share one transformer object' });
    assert.equal(appRouter._def._config.transformer, transformer, 'the shared object is used as-is');

    // superjson itself, passed to both: each side wraps it, so the merge sees two transformers.
    const t = initTRPC.create({ transformer: superjson });
    const legacy = legacyRouter()
      .transformer(superjson)
      .query('post.all', { resolve: () => 'old' })
      .interop();
    assert.throws(
      () => t.mergeRouters(t.router({ greeting: t.procedure.query(() => 'new') }), legacy),
      /You seem to have several transformers/,
    );

    // Configured only on initTRPC, the old router without .transformer(): merges, with initTRPC's transformer.
    const plain = legacyRouter()
      .query('post.all', { resolve: () => 'old' })
      .interop();
    const merged = t.mergeRouters(t.router({ greeting: t.procedure.query(() => 'new') }), plain);
    assert.equal(merged._def._config.transformer, t._config.transformer);
  },
);
