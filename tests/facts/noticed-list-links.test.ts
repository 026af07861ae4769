/**
 * Items noticed by earlier auditors on the links pages (loggerLink, wsLink, the links overview) and left for the
 * owner. Two were wrong and are fixed on the pages; each fact checks the new wording, the absence of the old one,
 * and runs the behaviour against @trpc/* 10.12.0 from src/samples/v10 on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/noticed-list-links.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, listenOnLoopback, pageText, rejection, until, v10 } from './facts';
import { runPageCode } from './pageCode';
import { type PingRouter, startPingServer } from './wsPingServer';

const WS_PAGE = 'docs/client/links/wsLink.md';
const LINKS_PAGE = 'docs/client/links/index.mdx';

fact(
  WS_PAGE,
  'onClose is called once for each close() call, a further close() on a closed client included, without cause, and not again when that socket closes',
  async (t) => {
    const page = pageText(WS_PAGE);
    assert.match(
      page,
      /Called once when you call `close\(\)`, without `cause`, and once more on every further `close\(\)`, even on a client already closed\. When that socket then closes, it is not called again, except in two cases: .*? \*\*When an open connection closes by itself\.\*\* Called with the WebSocket close code/,
    );
    // The old cell stopped at the first close(): "… (not again when that socket then closes), and when an open …".
    assert.doesNotMatch(page, /\(not again when that socket then closes\), and when an open connection/);

    const { port } = await startPingServer(t);
    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;
    const { WebSocket } = v10('ws') as typeof WS;
    const calls: ({ code?: number } | undefined)[] = [];
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      onClose: (cause) => calls.push(cause),
    });
    t.after(() => wsClient.getConnection().close());
    const client = createTRPCProxyClient<PingRouter>({ links: [wsLink({ client: wsClient })] });
    assert.equal(await client.ping.query(), 'pong');

    wsClient.close();
    await until(2000, 'the socket closed', () => wsClient.getConnection().readyState === WebSocket.CLOSED);
    assert.deepEqual(calls, [undefined], 'one call for close(), none when the socket then closed');

    wsClient.close();
    assert.deepEqual(calls, [undefined, undefined], 'a second close() calls onClose again');
  },
);

fact(
  LINKS_PAGE,
  "the retry link's wait before retry n is random, from half of min(baseDelayMs × 2^n, maxDelayMs) up to it: it does not grow once capped, and can be shorter than the one before",
  async (t) => {
    const page = pageText(LINKS_PAGE);
    assert.match(
      page,
      /a few times, with a random wait before each retry, from half of a ceiling up to the ceiling, which doubles with each retry and is capped at `maxDelayMs`:/,
    );
    assert.doesNotMatch(page, /waiting longer before each retry/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const tr = initTRPC.create();
    const router = tr.router({
      broken: tr.procedure.query(() => {
        throw new Error('database unavailable');
      }),
    });
    let requests = 0;
    const handler = createHTTPHandler({ router });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        requests++;
        void handler(req, res);
      }),
    );

    type RetryOptions = { retries: number; baseDelayMs?: number; maxDelayMs?: number };
    type RetryLink = (opts: RetryOptions) => TRPCClient.TRPCLink<typeof router>;
    /** The waits the page's link asks for, Math.random() giving `randoms` in turn; each wait is run at once. */
    const waits = async (randoms: number[], opts: RetryOptions) => {
      const asked: number[] = [];
      const setTimeout = (handler: () => void, ms: number) => {
        asked.push(ms);
        return globalThis.setTimeout(handler, 0);
      };
      const queue = [...randoms];
      const math = Object.assign(Object.create(Math) as Math, { random: () => queue.shift() ?? 0 });
      const { retryLink } = runPageCode<{ retryLink: RetryLink }>(LINKS_PAGE, ['retryLink'], {
        setTimeout,
        Math: math,
      });
      const client = createTRPCProxyClient<typeof router>({ links: [retryLink(opts), httpLink({ url })] });
      requests = 0;
      await rejection(client.broken.query());
      assert.equal(requests, opts.retries + 1);
      return asked;
    };

    // Defaults (500 ms, cap 10 s): ceilings 500, 1000, 2000, 4000, 8000, then 10 000 (capped, not 16 000).
    const longest = await waits([1, 1, 1, 1, 1, 1], { retries: 6 });
    assert.deepEqual(longest, [500, 1000, 2000, 4000, 8000, 10_000]);
    const shortest = await waits([0, 0, 0, 0, 0, 0], { retries: 6 });
    assert.deepEqual(shortest, [250, 500, 1000, 2000, 4000, 5000]);
    // Once capped the wait need not be longer: 8000 ms before the fifth retry, 5000 ms before the sixth.
    const mixed = await waits([1, 1, 1, 1, 1, 0], { retries: 6 });
    assert.deepEqual(mixed, [500, 1000, 2000, 4000, 8000, 5000]);
    assert.ok(mixed[5] < mixed[4]);
    // A low cap: the ceiling stops at 300 and the waits repeat.
    assert.deepEqual(
      await waits([0.5, 0.5, 0.5, 0.5], { retries: 4, baseDelayMs: 100, maxDelayMs: 300 }),
      [75, 150, 225, 225],
    );
  },
);
