/**
 * Independent audit BM (bench/audit-independent-2026-11-29bm.md): a random and a universal draw of sentences, and
 * the sentences of the latest fixes, checked at their edges. Each fact runs @trpc/* 10.12.0 from src/samples/v10 or
 * react-query 3 from src/samples/v9 against servers on 127.0.0.1 (ports the OS picks) with the real clients.
 *
 *   node --import tsx --test tests/facts/audit-bm.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { fact, listenOnLoopback, v10, v9, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpLink, loggerLink } = v10('@trpc/client') as typeof TRPCClient;

// Audit BM's wsLink finding (an abort before the message leaves) is pinned in abort-over-websocket.test.ts,
// beside the fact for a call already sent.

fact(
  'docs/client/links/loggerLink.md',
  "in Node.js the built-in logger prints a result's data in full when it is an empty object or array, and as [Object] or [Array] when it has contents",
  async (t) => {
    const tr = initTRPC.create();
    const router = tr.router({
      empty: tr.procedure.query(() => ({})),
      none: tr.procedure.query(() => []),
      full: tr.procedure.query(() => ({ a: 1 })),
      list: tr.procedure.query(() => [1]),
    });
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const handler = createHTTPHandler({ router });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const output = new PassThrough();
    let printed = '';
    output.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    // Node's own console, writing to a stream instead of the terminal.
    const nodeConsole = new console.Console({ stdout: output, stderr: output, colorMode: false });
    const client = createTRPCProxyClient<typeof router>({
      links: [loggerLink({ console: nodeConsole }), httpLink({ url: base })],
    });
    const dataOf = async (call: () => Promise<unknown>) => {
      printed = '';
      await call();
      const match = /result: \{ data: (.*?), type: 'data' \}/.exec(printed);
      assert.ok(match, `no result data in ${printed}`);
      return match[1];
    };
    assert.equal(await dataOf(() => client.empty.query()), '{}');
    assert.equal(await dataOf(() => client.none.query()), '[]');
    assert.equal(await dataOf(() => client.full.query()), '[Object]');
    assert.equal(await dataOf(() => client.list.query()), '[Array]');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "react-query 3 refetches fresh data (within staleTime) on refetch() and with refetchOnMount: 'always', but not on a default mount",
  async () => {
    const { QueryClient, QueryObserver } = v9('react-query') as typeof ReactQueryV3;
    const queryClient = new QueryClient();
    let fetches = 0;
    const queryFn = () => ++fetches;
    await queryClient.fetchQuery(['fresh'], queryFn);
    const mounted = new QueryObserver(queryClient, { queryKey: ['fresh'], queryFn, staleTime: Infinity });
    const unsubscribeMounted = mounted.subscribe(() => {});
    assert.equal(fetches, 1, 'a default mount does not refetch fresh data');
    assert.equal(mounted.getCurrentResult().isStale, false);
    const always = new QueryObserver(queryClient, {
      queryKey: ['fresh'],
      queryFn,
      staleTime: Infinity,
      refetchOnMount: 'always',
    });
    const unsubscribeAlways = always.subscribe(() => {});
    await within(3000, "the 'always' mount's fetch", queryClient.getQueryCache().find(['fresh'])!.fetch());
    assert.equal(fetches, 2, "refetchOnMount: 'always' refetches fresh data");
    await mounted.refetch();
    assert.equal(fetches, 3, 'refetch() refetches fresh data');
    unsubscribeMounted();
    unsubscribeAlways();
    queryClient.clear();
  },
);
