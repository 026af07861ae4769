/**
 * Independent audit LF (bench/audit-independent-2026-12-01lf.md): 40 drawn sentences and one census line, none found
 * wrong. This file pins one drawn claim that no other fact ran: the 9.x client's `fetch` option reaches the HTTP
 * links of a custom `links` chain. It runs @trpc/* 9.27.4 from src/samples/v9 on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-lf.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpBatchLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpBatchLink';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as SplitLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/splitLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v9, within } from './facts';

fact(
  'versioned_docs/version-9.x/client/cors.md',
  "the client's fetch option is used by every HTTP link of a custom links chain (httpLink and httpBatchLink)",
  async (t) => {
    assert.match(
      pageText('versioned_docs/version-9.x/client/cors.md'),
      /The `fetch` option is shared by all HTTP links of the client, so it also works with a custom \[`links`\]/,
    );

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('./node_modules/@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { httpLink } = v9('./node_modules/@trpc/client/links/httpLink') as typeof HttpLinkV9;
    const { httpBatchLink } = v9('./node_modules/@trpc/client/links/httpBatchLink') as typeof HttpBatchLinkV9;
    const { splitLink } = v9('./node_modules/@trpc/client/links/splitLink') as typeof SplitLinkV9;

    const appRouter = trpc.router().query('session', { resolve: () => 'alice' });
    type AppRouter = typeof appRouter;
    const handler = createHTTPHandler({ router: appRouter, createContext: () => ({}) });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );

    const batched: boolean[] = [];
    const client = createTRPCClient<AppRouter>({
      fetch: (input, init) => {
        batched.push(typeof input === 'string' && input.includes('batch=1'));
        return fetch(input, { ...init, credentials: 'include' });
      },
      links: [
        splitLink({
          condition: (op) => op.context.skipBatch === true,
          true: httpLink({ url: base }),
          false: httpBatchLink({ url: base }),
        }),
      ],
    });

    assert.equal(await within(5000, 'the batched call', client.query('session')), 'alice');
    assert.equal(
      await within(5000, 'the unbatched call', client.query('session', undefined, { context: { skipBatch: true } })),
      'alice',
    );
    // Both links, the batching one and the plain one, went through the client's fetch.
    assert.deepEqual(batched, [true, false]);
  },
);
