/**
 * Independent audit CX (bench/audit-independent-2026-11-30cx.md): the two wrong claims it fixed on the 9.x pages.
 * Each fact runs @trpc/* 9.27.4 and react-query 3 from src/samples/v9 (the WebSocket adapter on 127.0.0.1, a port
 * the OS picks, with the real client) and reads the page's corrected sentence.
 *
 *   node --import tsx --test tests/facts/audit-cx.test.ts
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WSLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type WSV9 from '../../src/samples/v9/node_modules/@types/ws';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { fact, v9, within } from './facts';
import { contextHelpers, queryClientFor } from './v9-react';
import { startWsServerV9 } from './wsServerV9';

function pageText(page: string): string {
  return readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
}

const linksPage = 'versioned_docs/version-9.x/client/links.md';
fact(
  linksPage,
  'createWSClient needs a WebSocket implementation only where there is no global WebSocket, as by default before Node.js 22',
  async (t) => {
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { createWSClient, wsLink } = v9('./node_modules/@trpc/client/links/wsLink') as typeof WSLinkV9;
    const { WebSocket } = v9('ws') as typeof WSV9;
    const router = trpc.router().query('ping', { resolve: () => 'pong' });
    const { url } = await startWsServerV9(t, router);

    // Without a global WebSocket and without the option, there is nothing to connect with. Asked in a process of
    // its own: in this one, a module loaded before (Next.js's server) may have defined a global for good.
    const withoutOption = `
      const { createWSClient } = require(${JSON.stringify(v9.resolve('./node_modules/@trpc/client/links/wsLink'))});
      if (typeof WebSocket !== 'undefined') console.log('a global WebSocket');
      else try { createWSClient({ url: 'ws://127.0.0.1:9' }); console.log('created'); } catch { console.log('threw'); }
    `;
    const answer = execFileSync(process.execPath, ['-e', withoutOption], { encoding: 'utf8' }).trim();
    if (Number(process.versions.node.split('.')[0]) < 22)
      assert.equal(answer, 'threw', 'no global by default before Node.js 22');
    else assert.match(answer, /^(threw|a global WebSocket)$/);

    // With a global one (Node.js 22, Deno, Bun, browsers), the option can be left out.
    const global = globalThis as { WebSocket?: unknown };
    const own = Object.getOwnPropertyDescriptor(globalThis, 'WebSocket');
    if (!own) {
      global.WebSocket = WebSocket;
      t.after(() => delete global.WebSocket);
    }
    const wsClient = createWSClient({ url });
    t.after(() => wsClient.close());
    const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    assert.equal(await within(3000, 'the query over the global WebSocket', client.query('ping')), 'pong');

    assert.match(
      pageText(linksPage),
      /an optional `WebSocket` implementation \(needed where there is no global `WebSocket`, as by default before Node\.js 22\)/,
    );
  },
);

const invalidationPage = 'versioned_docs/version-9.x/reactjs/query-invalidation.md';
fact(
  invalidationPage,
  'refetchInactive also refetches a query whose mounted components all pass enabled: false; by default it is left alone',
  async (t) => {
    const { QueryObserver } = v9('react-query') as typeof ReactQueryV3;
    const queryClient = queryClientFor(t);
    const helpers = contextHelpers(queryClient);
    let runs = 0;
    // What a mounted `trpc.useQuery(['task.list', { listId: 'inbox' }], { enabled: false })` holds.
    const observer = new QueryObserver(queryClient, {
      queryKey: ['task.list', { listId: 'inbox' }],
      queryFn: () => ++runs,
      enabled: false,
      // no garbage-collection timer once the observer leaves, so the test process can end
      cacheTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const [query] = queryClient.getQueryCache().findAll(['task.list']);
    assert.ok(query, 'the observer put the query in the cache');
    assert.equal(query.getObserversCount(), 1, 'it is rendered');
    assert.equal(query.isActive(), false, 'and counts as inactive');

    await within(3000, 'the default invalidation', helpers.invalidateQueries(['task.list']));
    assert.equal(runs, 0, 'a default invalidation does not run it');
    await within(3000, 'the invalidation', helpers.invalidateQueries(['task.list'], { refetchInactive: true }));
    assert.equal(runs, 1, 'refetchInactive runs the disabled query although a component renders it');
    unsubscribe();

    const row = readFileSync(path.join(__dirname, '../..', invalidationPage), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| `refetchInactive` |'));
    assert.ok(row, 'the page has a refetchInactive row');
    assert.match(row, /inactive queries: those not rendered, and those whose components all pass `enabled: false`/);
  },
);
