/**
 * Independent audit GX (bench/audit-independent-2026-11-30gx.md): 64 drawn sentences and a census of the latest
 * fixes, none wrong. These facts pin three drawn 9.x sentences that no other fact ran: what a custom link's
 * `onDestroy` callback is for, what `loggerLink`'s `logger` receives, and that each `createSSGHelpers()` call has a
 * cache of its own. They run @trpc/* 9.27.4 from src/samples/v9 without a server: the chain ends in a link that
 * answers by itself.
 *
 *   node --import tsx --test tests/facts/audit-gx.test.ts
 */
import assert from 'node:assert/strict';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as LoggerLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/loggerLink';
import type * as SsgV9 from '../../src/samples/v9/node_modules/@trpc/react/ssg';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, pageText, rejection, v9, within } from './facts';

const linksPage = 'versioned_docs/version-9.x/client/links.md';

const trpc = () => v9('./node_modules/@trpc/server') as typeof ServerV9;
const client = () => v9('./node_modules/@trpc/client') as typeof ClientV9;

function router() {
  return trpc()
    .router()
    .query('ok', { resolve: () => 'ok' })
    .query('hang', { resolve: () => 'never asked' });
}
type AppRouter = ReturnType<typeof router>;
type Link = ClientV9.TRPCLink<AppRouter>;

/** A terminating link: answers `ok` at once and never answers `hang`. */
const answeringLink: Link =
  () =>
  ({ op, prev }) => {
    if (op.path === 'ok') prev({ type: 'data', data: 'ok' });
  };

fact(linksPage, "a link's onDestroy callback runs when the call is cancelled and when it is finished", async () => {
  assert.match(
    pageText(linksPage),
    /\| `onDestroy\(callback\)` \| Registers cleanup for when the call is cancelled or finished\. \|/,
  );

  const destroyed: string[] = [];
  const cleanupLink: Link =
    () =>
    ({ op, next, prev, onDestroy }) => {
      onDestroy(() => destroyed.push(op.path));
      next(op, (result) => prev(result));
    };
  const { createTRPCClient } = client();
  const c = createTRPCClient<AppRouter>({ links: [cleanupLink, answeringLink] });

  // Finished: the cleanup runs once the result has arrived.
  assert.equal(await within(2000, 'the answer to ok', c.query('ok')), 'ok');
  assert.deepEqual(destroyed, ['ok']);

  // Cancelled: no answer ever comes; cancel() runs the cleanup and rejects the call.
  const pending = c.query('hang');
  assert.deepEqual(destroyed, ['ok'], 'nothing is cleaned up while the call is pending');
  pending.cancel();
  const error = await rejection(pending);
  assert.ok(error instanceof Error);
  assert.deepEqual(destroyed, ['ok', 'hang']);
});

fact(
  linksPage,
  "loggerLink's logger receives the operation and direction, and for 'down' also result and elapsedMs",
  async () => {
    assert.match(
      pageText(linksPage),
      /Receives the operation, `direction`, and for `'down'` also `result` and `elapsedMs`\./,
    );

    const { loggerLink } = v9('./node_modules/@trpc/client/links/loggerLink') as typeof LoggerLinkV9;
    const calls: Record<string, unknown>[] = [];
    const { createTRPCClient } = client();
    const c = createTRPCClient<AppRouter>({
      links: [loggerLink({ logger: (opts) => void calls.push({ ...opts }) }), answeringLink],
    });
    await within(2000, 'the answer to ok', c.query('ok'));

    assert.equal(calls.length, 2);
    const [up = {}, down = {}] = calls;
    assert.equal(up.direction, 'up');
    assert.equal(up.path, 'ok');
    assert.equal(up.type, 'query');
    assert.ok(!('result' in up) && !('elapsedMs' in up), "'up' carries neither result nor elapsedMs");
    assert.equal(down.direction, 'down');
    assert.equal(down.path, 'ok');
    assert.deepEqual(down.result, { type: 'data', data: 'ok' });
    assert.equal(typeof down.elapsedMs, 'number');
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssg-helpers.md',
  'each createSSGHelpers() call creates its own QueryClient',
  async () => {
    assert.match(
      pageText('versioned_docs/version-9.x/nextjs/ssg-helpers.md'),
      /Each `createSSGHelpers\(\)` call creates its own `QueryClient`\./,
    );

    const { createSSGHelpers } = v9('./node_modules/@trpc/react/ssg') as typeof SsgV9;
    const appRouter = router();
    const first = createSSGHelpers({ router: appRouter, ctx: {} });
    const second = createSSGHelpers({ router: appRouter, ctx: {} });
    assert.notEqual(first.queryClient, second.queryClient);

    await within(2000, 'the prefetch', first.prefetchQuery('ok'));
    assert.equal(first.queryClient.getQueryData(['ok']), 'ok');
    assert.equal(second.queryClient.getQueryData(['ok']), undefined, "the second helper's cache stays empty");
    first.queryClient.clear();
  },
);
