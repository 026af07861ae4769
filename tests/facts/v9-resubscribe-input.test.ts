/**
 * 9.27.4's `wsLink` (src/samples/v9) re-sends a subscription after a reconnect with the operation it started with,
 * input included: a cursor in the input is the first one, so the server catches the client up from there and the
 * client skips what it already has. Pins the caution of versioned_docs/version-9.x/further/subscriptions.md.
 *
 *   node --import tsx --test tests/facts/v9-resubscribe-input.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, until, v9 } from './facts';
import { startWsServerV9, wsClientV9 } from './wsServerV9';

const page = 'versioned_docs/version-9.x/further/subscriptions.md';

fact(page, 'after a reconnect the subscription is sent again with the input it started with', async (t) => {
  const text = fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8');
  assert.match(
    text,
    /a reconnect re-sends the input the subscription started with, so skip the events you already have/,
  );

  const trpc = v9('@trpc/server') as typeof ServerV9;
  const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
  const { wsLink } = v9('@trpc/client/links/wsLink') as typeof WsLinkV9;

  /** The cursor each subscription call received on the server, in order. */
  const cursors: number[] = [];
  const router = trpc.router().subscription('events', {
    input: (value: unknown) => value as { cursor: number },
    resolve: ({ input }) => {
      cursors.push(input.cursor);
      return new trpc.Subscription<number>(() => () => undefined);
    },
  });
  const { handler, url } = await startWsServerV9(t, router);
  const wsClient = wsClientV9(t, url, { retryDelayMs: () => 10 });
  const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] });
  const unsubscribe = client.subscription('events', { cursor: 7 }, {});
  t.after(unsubscribe);

  await until(5000, 'the first subscription', () => cursors.length === 1);
  handler.broadcastReconnectNotification();
  await until(5000, 'the subscription sent again', () => cursors.length === 2);
  assert.deepEqual(cursors, [7, 7]);
});
