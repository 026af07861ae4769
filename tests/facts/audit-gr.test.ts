/**
 * Independent audit GR (bench/audit-independent-2026-11-30gr.md): 66 drawn sentences and one census line, no wrong
 * claim. This file pins one checked claim that no other fact covered: on docs/further/subscriptions.md, a
 * `createContext` typed for WebSockets only does not compile as `createHTTPServer`'s, while one that reads only
 * `req: IncomingMessage` serves both adapters. The type half is checked by `npm run typecheck` against @trpc/* 10.12.0
 * (the `@ts-expect-error` fails it when the error goes away); the run half serves the shared one over both
 * adapters on 127.0.0.1, at a port the OS picks.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-gr.test.ts
 */
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { createTRPCProxyClient, createWSClient, httpLink, wsLink } = v10('@trpc/client') as typeof TRPCClient;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;

fact(
  'docs/further/subscriptions.md',
  'a createContext typed for WebSockets only (CreateWSSContextFnOptions) does not compile as createHTTPServer’s; one that reads only req: IncomingMessage serves both adapters',
  async (t) => {
    const page = pageText('docs/further/subscriptions.md');
    assert.match(
      page,
      /A `createContext` typed for WebSockets only, such as the one \[below\]\(#applywsshandler-options\), does not compile as `createHTTPServer`'s\./,
    );
    assert.match(page, /export async function createContext\(\{ req \}: CreateWSSContextFnOptions\)/);

    // The page's shared context: only `req`, which both adapters pass.
    const shared = ({ req }: { req: IncomingMessage }) => ({ userAgent: req.headers['user-agent'] ?? null });
    // The page's WebSocket-only context type.
    const wsOnly = ({ req }: WSAdapter.CreateWSSContextFnOptions) =>
      Promise.resolve({ userAgent: req.headers['user-agent'] ?? null });

    const tt = initTRPC.context<{ userAgent: string | null }>().create();
    const router = tt.router({ agent: tt.procedure.query(({ ctx }) => ctx.userAgent) });

    // Never called: the type check is the point of these two lines.
    const typeOnly = () => {
      // @ts-expect-error `res` is a ServerResponse over HTTP, not the `ws` socket CreateWSSContextFnOptions asks for
      createHTTPServer({ router, createContext: wsOnly });
      createHTTPServer({ router, createContext: shared });
    };
    assert.equal(typeof typeOnly, 'function');

    // At run time the shared one answers over both adapters.
    const base = await listenOnLoopback(t, createHTTPServer({ router, createContext: shared }).server);
    const httpClient = createTRPCProxyClient<typeof router>({ links: [httpLink({ url: base })] });
    assert.equal(await within(5000, 'HTTP query', httpClient.agent.query()), 'node');

    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await within(5000, 'WebSocket server listening', new Promise((resolve) => wss.once('listening', resolve)));
    applyWSSHandler({ wss, router, createContext: shared });
    const { port } = wss.address() as { port: number };
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    t.after(() => {
      wsClient.close();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const wsTrpc = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    // ws sends no user-agent on the upgrade request
    assert.equal(await within(5000, 'WebSocket query', wsTrpc.agent.query()), null);
  },
);
