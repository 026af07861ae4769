/**
 * Independent audit GV (bench/audit-independent-2026-11-30gv.md): 62 drawn sentences and a census of the latest
 * fixes, none wrong. This file pins one drawn sentence that the page's sample shows only in part: what 9.x's
 * `.merge()` accepts from a child router typed for another context. The types are checked by `npm run typecheck`
 * (each `@ts-expect-error` fails it when the error goes away); the fact runs the same routers against @trpc/server
 * 9.27.4 from src/samples/v9.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-gv.test.ts
 */
import assert from 'node:assert/strict';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, pageText, v9 } from './facts';

const page = 'versioned_docs/version-9.x/server/merging-routers.md';

fact(
  page,
  '.merge() accepts a child whose extra context fields are optional (nothing sets them) and a child created for {}, after which ctx is typed {}',
  async () => {
    assert.match(
      pageText(page),
      /It accepts a child whose extra fields are optional, though nothing then sets them, and a child created for `\{\}`, which from there on types `ctx` as `\{\}`/,
    );

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    type Context = { user: string | null };

    // A child whose extra field is optional: accepted by the types, and at run time the field is unset.
    const billing = trpc
      .router<{ user: string | null; tenantId?: string }>()
      .query('plan', { resolve: ({ ctx }) => ctx.tenantId ?? 'none' });
    // A child created for {}: accepted, and the router it returns types `ctx` as {} from there on.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the page's own example type
    const health = trpc.router<{}>().query('ping', { resolve: () => 'pong' });

    const appRouter = trpc
      .router<Context>()
      .merge('billing.', billing)
      .query('me', { resolve: ({ ctx }) => ctx.user })
      .merge('health.', health)
      .query('whoami', {
        resolve: ({ ctx }) => {
          // @ts-expect-error after merging a child created for {}, ctx is typed {}
          return String(ctx.user);
        },
      });

    const caller = appRouter.createCaller({ user: 'ada' });
    assert.equal(await caller.query('billing.plan'), 'none');
    assert.equal(await caller.query('me'), 'ada');
    assert.equal(await caller.query('health.ping'), 'pong');
    // The value is still there at run time; only its type is gone.
    assert.equal(await caller.query('whoami'), 'ada');
  },
);
