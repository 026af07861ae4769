/**
 * Independent audit AC (bench/audit-independent-2026-11-29ac.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than @trpc/* 10.12.0, pinned as corrected. One
 * Node.js HTTP server serves a standalone handler and, on the same port, a WebSocket handler, both with superjson.
 * The types of the suspense hooks are checked by `npm run typecheck`, which compiles this file: each
 * `@ts-expect-error` fails it when the error goes away.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-ac.test.ts
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { fact, fileScope, listenOnLoopback, v10, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, createWSClient, httpLink, wsLink } = v10('@trpc/client') as typeof TRPCClient;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

type Post = { title: string };
const t = initTRPC.context<{ via: string }>().create({ transformer: superjson });
const router = t.router({
  /** May return undefined: its output type includes it. */
  maybe: t.procedure
    .input((value) => value as { id: number })
    .query(({ input }): Post | undefined => (input.id === 1 ? { title: 'one' } : undefined)),
  post: t.procedure.query((): Post => ({ title: 'always' })),
});

/** How often each adapter called createContext. */
const contexts = { http: 0, ws: 0 };

let base: Promise<string> | undefined;
function server(): Promise<string> {
  if (!base) {
    const handler = createHTTPHandler({ router, createContext: () => (contexts.http++, { via: 'http' }) });
    const httpServer = createServer((req, res) => void handler(req, res));
    const wss = new WebSocketServer({ server: httpServer });
    applyWSSHandler({ wss, router, createContext: () => (contexts.ws++, { via: 'ws' }) });
    fileScope.after(() => {
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    base = listenOnLoopback(fileScope, httpServer);
  }
  return base;
}

const reactTrpc = v10('@trpc/react-query') as typeof TRPCReact;
/** The hooks object, built from the router's type. */
const hooks = reactTrpc.createTRPCReact<typeof router, unknown, 'ExperimentalSuspense'>();
/** Never rendered: only the types of what the hooks return are read. */
function useHookTypes() {
  const [post] = hooks.post.useSuspenseQuery();
  const [maybe] = hooks.maybe.useSuspenseQuery({ id: 1 });
  const query = hooks.post.useQuery();
  return { post, maybe, queryData: query.data };
}
type HookTypes = ReturnType<typeof useHookTypes>;

fact(
  'docs/reactjs/suspense.md',
  "useSuspenseQuery's data is typed as the procedure's output without the undefined that useQuery adds, so it includes undefined when the output does (a superjson procedure that may return undefined), and is undefined at runtime then",
  async () => {
    assert.equal(typeof useHookTypes, 'function');
    const post: HookTypes['post'] = { title: 'x' };
    // @ts-expect-error the suspense data of an output without undefined never holds undefined
    const postUndefined: HookTypes['post'] = undefined;
    // useQuery adds undefined to the same output
    const postQuery: HookTypes['queryData'] = undefined;
    // an output that may be undefined keeps it in the suspense data
    const maybe: HookTypes['maybe'] = undefined;
    // @ts-expect-error so the suspense data of `maybe` is not just Post
    const maybeIsPost: Post = maybe;
    assert.deepEqual([post, postUndefined, postQuery, maybeIsPost], [{ title: 'x' }, undefined, undefined, undefined]);

    const url = `${await server()}`;
    const client = createTRPCProxyClient<typeof router>({ transformer: superjson, links: [httpLink({ url })] });
    assert.deepEqual(await client.maybe.query({ id: 1 }), { title: 'one' });
    assert.equal(await client.maybe.query({ id: 2 }), undefined);
  },
);

fact(
  'docs/server/context.md',
  'createContext runs for each HTTP request, but over WebSockets once per connection, however many calls the connection carries',
  async (context) => {
    const url = await server();
    contexts.http = 0;
    const client = createTRPCProxyClient<typeof router>({ transformer: superjson, links: [httpLink({ url })] });
    await client.post.query();
    await client.post.query();
    assert.equal(contexts.http, 2);

    contexts.ws = 0;
    const wsClient = createWSClient({
      url: url.replace('http:', 'ws:'),
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    context.after(() => wsClient.close());
    const ws = createTRPCProxyClient<typeof router>({ transformer: superjson, links: [wsLink({ client: wsClient })] });
    const results = await within(
      5000,
      'three calls over one socket',
      Promise.all([ws.post.query(), ws.post.query(), ws.maybe.query({ id: 1 })]),
    );
    assert.deepEqual(results, [{ title: 'always' }, { title: 'always' }, { title: 'one' }]);
    assert.equal(await within(5000, 'a later call', ws.post.query()).then((r) => r.title), 'always');
    assert.equal(contexts.ws, 1);
  },
);
