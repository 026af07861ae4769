/**
 * The 10.x RPC page: a procedure's path goes into the URL as it is. The adapters that read the path from the
 * URL (standalone, Express, Fetch) do not decode it, so a name that needs URL encoding is never found, even by
 * tRPC's own client (the 9.x page's fact is in audit-cs.test.ts).
 *
 *   node --import tsx --test tests/facts/url-encoded-paths.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as Client from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import { fact, listenOnLoopback, v10 } from './facts';

const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof Client;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const express = v10('express') as typeof Express;

const t = initTRPC.create();
const router = t.router({ plain: t.procedure.query(() => 'found'), 'hi there': t.procedure.query(() => 'found') });

fact(
  'docs/further/rpc.md',
  'the standalone, Express and Fetch adapters do not decode the path, so a procedure whose name needs URL encoding is not found',
  async (t) => {
    const standalone = createHTTPHandler({ router, createContext: () => ({}) });
    const app = express();
    app.use('/trpc', createExpressMiddleware({ router, createContext: () => ({}) }));
    const bases = [
      await listenOnLoopback(
        t,
        http.createServer((req, res) => void standalone(req, res)),
      ),
      `${await listenOnLoopback(t, http.createServer(app))}/trpc`,
    ];
    for (const url of bases) {
      const client = createTRPCProxyClient<typeof router>({ links: [httpLink({ url })] });
      assert.equal(await client.plain.query(), 'found', url);
      await assert.rejects(client['hi there'].query(), (error: { data?: { code?: string } }) => {
        assert.equal(error.data?.code, 'NOT_FOUND', url);
        return true;
      });
      assert.equal((await fetch(`${url}/hi%20there`)).status, 404, url);
    }
    const fetchAdapter = (path: string) =>
      fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${path}`),
        router,
        createContext: () => ({}),
      });
    assert.equal((await fetchAdapter('plain')).status, 200);
    assert.equal((await fetchAdapter('hi%20there')).status, 404);
  },
);
