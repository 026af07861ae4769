/**
 * Independent audit AD (bench/audit-independent-2026-11-29ad.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than the installed packages, pinned as corrected.
 *
 *   node --import tsx --test tests/facts/audit-ad.test.ts
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer } from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type SuperJSONV9 from '../../src/samples/v9/node_modules/superjson';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import { fact, listenOnLoopback, v10, v9, within } from './facts';

/** The body 9.x's `httpLink` sends for a mutation called without input, with or without a transformer. */
async function mutationBody(transformer?: unknown): Promise<unknown> {
  const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
  const { httpLink } = v9('./node_modules/@trpc/client/links/httpLink') as typeof HttpLinkV9;
  const sent: { body: unknown; headers: unknown }[] = [];
  const fetchStub = (_url: string, init: { body?: unknown; headers?: unknown }) => {
    sent.push({ body: init.body, headers: init.headers });
    return Promise.resolve(new Response(JSON.stringify({ id: null, result: { type: 'data', data: null } })));
  };
  const client = createTRPCClient<never>({
    fetch: fetchStub as never,
    links: [httpLink({ url: 'http://127.0.0.1:1/trpc' })],
    ...(transformer ? { transformer: transformer as never } : {}),
  });
  await within(
    5000,
    'the mutation',
    (client as unknown as { mutation: (p: string) => Promise<unknown> }).mutation('post.add').catch(() => null),
  );
  assert.equal(sent.length, 1);
  assert.deepEqual(sent[0]?.headers, { 'content-type': 'application/json' });
  return sent[0]?.body;
}

fact(
  'versioned_docs/version-9.x/client/links.md',
  '`httpLink` sends a mutation without input with no body, unless a transformer serializes `undefined` into one (superjson does)',
  async () => {
    assert.equal(await mutationBody(), undefined);
    const superjson = v9('superjson') as { default: typeof SuperJSONV9 };
    const body = await mutationBody(superjson.default);
    assert.equal(typeof body, 'string');
    assert.deepEqual(JSON.parse(body as string), { json: null, meta: { values: ['undefined'] } });
  },
);

fact(
  'docs/server/authorization.md',
  'createContext runs for each HTTP request to your procedures, but over WebSockets once per connection',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
    const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
    let created = 0;
    const tt = initTRPC.context<{ n: number }>().create();
    const router = tt.router({ whoami: tt.procedure.query(({ ctx }) => ctx.n) });
    const httpServer = createServer();
    const wss = new WebSocketServer({ server: httpServer });
    applyWSSHandler({ wss, router, createContext: () => ({ n: ++created }) });
    t.after(() => {
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const url = await listenOnLoopback(t, httpServer);
    const wsClient = createWSClient({
      url: url.replace('http:', 'ws:'),
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    t.after(() => wsClient.close());
    const client = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });
    const first = await within(5000, 'a first call', client.whoami.query());
    const later = await within(5000, 'two more calls', Promise.all([client.whoami.query(), client.whoami.query()]));
    assert.deepEqual([first, ...later], [1, 1, 1]);
    assert.equal(created, 1);
  },
);

fact(
  'versioned_docs/version-9.x/server/middlewares.md',
  "a 9.x middleware that returns nothing or a result it built is a type error, but a copy of next()'s result compiles and is sent",
  async () => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const router = trpc
      .router<{ user?: string }>()
      .middleware(async ({ next }) => {
        const result = await next();
        return result.ok ? { ...result, data: 'replaced' } : result;
      })
      .query('a', { resolve: () => 'original' });
    assert.equal(await router.createCaller({}).query('a'), 'replaced');
    trpc
      .router<{ user?: string }>()
      // @ts-expect-error a result built without next() lacks the marker
      .middleware(async ({ next }) => {
        await next();
        return { ok: true as const, data: 1, ctx: {} };
      })
      // @ts-expect-error a middleware that returns nothing
      .middleware(async ({ next }) => {
        await next();
      });
  },
);

fact(
  'docs/reactjs/useContext.md',
  "the helpers' input is the procedure's input, except that invalidate also accepts a part of it (checked by npm run typecheck)",
  () => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const tt = initTRPC.create();
    const router = tt.router({
      list: tt.procedure
        .input((value) => value as { authorId: string; page: number })
        .query(({ input }) => [input.page]),
    });
    const hooks = createTRPCReact<typeof router>();
    /** Never called: only its calls' types are checked. */
    function helperTypes(utils: ReturnType<typeof hooks.useContext>) {
      void utils.list.invalidate({ authorId: 'a' });
      // @ts-expect-error fetch needs the whole input
      void utils.list.fetch({ authorId: 'a' });
      // @ts-expect-error so does setData
      utils.list.setData({ authorId: 'a' }, [1]);
      void utils.list.fetch({ authorId: 'a', page: 1 });
    }
    assert.equal(typeof helperTypes, 'function');
    assert.equal(typeof hooks.list.useQuery, 'function');
    assert.ok(router._def.procedures.list);
  },
);

/**
 * Run in a child process: query-core sets no interval on a server (`typeof window === 'undefined'`, read once when it
 * loads), so the child defines `window` before loading it. Prints the fetch counts as JSON.
 */
const intervalChild = `
globalThis.window = globalThis;
const { QueryClient, QueryObserver, focusManager } = require(process.argv[1]);
const client = new QueryClient();
const fetches = { focusOnly: 0, background: 0 };
const observe = (name, refetchIntervalInBackground) =>
  new QueryObserver(client, { queryKey: [name], queryFn: () => ++fetches[name], refetchInterval: 10,
    refetchIntervalInBackground, refetchOnWindowFocus: false }).subscribe(() => {});
focusManager.setFocused(false);
const stops = [observe('focusOnly', false), observe('background', true)];
const seen = {};
const poll = setInterval(() => {
  if (!seen.unfocused && fetches.background >= 5) {
    seen.unfocused = { ...fetches };
    focusManager.setFocused(true);
  }
  if (seen.unfocused && fetches.focusOnly >= 3) seen.focused = { ...fetches };
  if (seen.focused) {
    clearInterval(poll);
    stops.forEach((stop) => stop());
    client.clear();
    console.log(JSON.stringify(seen));
  }
}, 5);
`;

fact(
  'docs/reactjs/useQuery.md',
  'refetchInterval refetches every N milliseconds only while React Query counts the page as focused (its focusManager: the page is visible), unless refetchIntervalInBackground is set',
  async () => {
    const core = v10.resolve('@tanstack/query-core');
    const { stdout } = await within(
      10_000,
      'the interval child',
      promisify(execFile)(process.execPath, ['-e', intervalChild, core], { timeout: 10_000 }),
    );
    const seen = JSON.parse(stdout) as Record<'unfocused' | 'focused', { focusOnly: number; background: number }>;
    assert.equal(seen.unfocused.focusOnly, 1);
    assert.ok(seen.unfocused.background >= 5);
    assert.ok(seen.focused.focusOnly >= 3);
  },
);

fact(
  'blog/2022-11-21-announcing-trpc-10.md',
  'routers nest by putting one t.router() inside another; a plain nested object is a type error and throws',
  async () => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const tt = initTRPC.create();
    const nested = tt.router({ user: tt.router({ byId: tt.procedure.query(() => 1) }) });
    assert.equal(await nested.createCaller({}).user.byId(), 1);
    assert.throws(() =>
      tt.router({
        // @ts-expect-error a plain object is neither a procedure nor a router
        user: { byId: tt.procedure.query(() => 1) },
      }),
    );
  },
);
