/**
 * Independent audit KB (bench/audit-independent-2026-12-01kb.md): a census of the latest fixes on four pages. Each
 * fact runs the packages of the page's version from src/samples (here @trpc/* 9.27.4 with Express 4) on
 * 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-kb.test.ts
 */
import assert from 'node:assert/strict';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { expectCodeUnitsOfCharacters, fact, pageText, until, v9, v9ExpressEcho, within } from './facts';
import { startWsServerV9, wsClientV9 } from './wsServerV9';

const SUBSCRIPTIONS = 'versioned_docs/version-9.x/further/subscriptions.md';
const EXPRESS = 'versioned_docs/version-9.x/server/express.md';

fact(
  SUBSCRIPTIONS,
  "a 9.x server's reconnect request that reaches a socket a call holds open after close() undoes close(): " +
    'the client opens a new socket, resumes its subscriptions, keeps it open for later calls and reconnects',
  async (t) => {
    const page = pageText(SUBSCRIPTIONS);
    assert.match(page, /`close\(\)` stops reconnecting when the connection drops and closes the socket/);
    assert.match(
      page,
      /A reconnect request from the server \(`broadcastReconnectNotification\(\)`\) that arrives while a call still holds the socket open undoes `close\(\)` as well: the client opens a new socket, resumes its subscriptions on it, keeps it open for later calls and reconnects as before\./,
    );
    assert.doesNotMatch(page, /`close\(\)` stops reconnecting and closes/);

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { wsLink } = v9('./node_modules/@trpc/client/links/wsLink') as typeof WsLinkV9;
    let subscribed = 0;
    const router = trpc
      .router()
      .query('hello', { resolve: () => 'hi' })
      .subscription('ticks', {
        resolve: () =>
          new trpc.Subscription<number>(() => {
            subscribed++;
            return () => undefined;
          }),
      });
    const { handler, url, wss } = await startWsServerV9(t, router);
    const wsClient = wsClientV9(t, url);
    const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    const results: unknown[] = [];
    const unsubscribe = client.subscription('ticks', undefined, { onNext: (result) => results.push(result) });
    t.after(unsubscribe);
    await until(5000, 'subscription started', () => subscribed === 1);

    const first = wsClient.getConnection();
    wsClient.close();
    // The open subscription holds the socket open; the server asks its clients to reconnect (as on a deploy).
    handler.broadcastReconnectNotification();
    await until(5000, 'a new socket, open', () => {
      const socket = wsClient.getConnection();
      return socket !== first && socket.readyState === socket.OPEN;
    });
    await until(5000, 'the subscription resumed on it', () => subscribed === 2);
    await until(5000, 'the old socket closed', () => first.readyState === first.CLOSED);
    // The new socket stays open and answers later calls: close() no longer holds.
    assert.equal(await within(5000, 'a query on the new socket', client.query('hello')), 'hi');
    const second = wsClient.getConnection();
    assert.equal(second.readyState, second.OPEN);

    // And the client reconnects when that socket drops, as before close().
    for (const socket of wss.clients) socket.terminate();
    await until(5000, 'a reconnected socket', () => {
      const socket = wsClient.getConnection();
      return socket !== second && socket.readyState === socket.OPEN;
    });
    await until(5000, 'the subscription resumed again', () => subscribed === 3);
  },
);

fact(
  EXPRESS,
  '9.x maxBodySize counts UTF-16 code units of the decoded body: é and ⭐ one each, 😀 two, not bytes',
  async (t) => {
    const page = pageText(EXPRESS);
    assert.match(
      page,
      /\(not bytes: `é` and `⭐` count as one each, `😀` as two; a character split between two chunks counts as more/,
    );
    assert.doesNotMatch(page, /an emoji counts as two/);

    // The body is 10 code units long when the JSON string holds 8 one-unit or 4 two-unit characters.
    await expectCodeUnitsOfCharacters(`${await v9ExpressEcho(t, { trpc: 10 })}/trpc`);
  },
);
