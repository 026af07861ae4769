/**
 * Independent audit AG (bench/audit-independent-2026-11-29ag.md, tests/facts/README.md): universal claims among the
 * sentences no earlier audit drew that the audit found wider than the packages, pinned as corrected. One 9.x Express
 * server (`express.json()` in front of tRPC, a WebSocket server on the same port) serves the 9.x facts; the 10.x
 * facts need no server, and the blog's fact runs the site's `tsc` once on a two-file program.
 *
 *   node --import tsx --test tests/facts/audit-ag.test.ts
 */
// First, so that the 10.x React types load before the 9.x ones below.
import { renderedInfiniteQuery } from './v10-infinite';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FastifyAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fastify';
import type Fastify from '../../src/samples/v10/node_modules/fastify';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type ExpressV9 from '../../src/samples/v9/node_modules/@types/express';
import type WSV9 from '../../src/samples/v9/node_modules/@types/ws';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { fact, fileScope, listenOnLoopback, rejection, v10, v9, within } from './facts';
import { contextHelpers, queryClientFor } from './v9-react';

/** One entry of the `types.json` that `tsc --generateTrace` writes. */
interface TraceType {
  id: number;
  intrinsicName?: string;
  symbolName?: string;
  display?: string;
  unionTypes?: number[];
  typeArguments?: number[];
  aliasTypeArguments?: number[];
}

fact(
  'blog/2023-01-14-typescript-performance-lessons/index.md',
  'types.json gives a union a symbolName only when a type alias or an enum names it; an instantiation lists typeArguments (generic interface) or aliasTypeArguments (generic type alias)',
  (t) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-ag-trace-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    // The global types tsc needs, so that it checks the program without the default library.
    const globals = ['Array<T>', 'Boolean', 'Function', 'IArguments', 'Number', 'Object', 'RegExp', 'String'];
    writeFileSync(path.join(dir, 'lib.d.ts'), globals.map((name) => `interface ${name} {}`).join('\n'));
    writeFileSync(
      path.join(dir, 'a.ts'),
      [
        "type Named = 'x' | 'y';",
        'enum E { A, B }',
        'interface Box<T> { v: T }',
        'type Alias<T> = { v: T };',
        "export const n: Named = 'x';",
        'export const e: E = E.A;',
        "export const inPlace: 'p' | 'q' = 'p';",
        'export const b: Box<number> = { v: 1 };',
        "export const a: Alias<string> = { v: 's' };",
      ].join('\n'),
    );
    const tsc = path.join(process.cwd(), 'node_modules/typescript/lib/tsc.js');
    execFileSync(process.execPath, [tsc, '--noEmit', '--noLib', '--generateTrace', 'trace', 'lib.d.ts', 'a.ts'], {
      cwd: dir,
    });
    const types = JSON.parse(readFileSync(path.join(dir, 'trace', 'types.json'), 'utf8')) as TraceType[];
    const idOf = (test: (type: TraceType) => boolean) => types.find(test)?.id;
    const unionOf = (...displays: string[]) => {
      const ids = displays.map((display) => idOf((type) => type.display === display));
      return types.find(
        (type) =>
          type.unionTypes?.length === ids.length &&
          ids.every((id) => id !== undefined && type.unionTypes?.includes(id)),
      );
    };
    assert.equal(unionOf('"x"', '"y"')?.symbolName, 'Named', 'a union named by a type alias has its name');
    assert.equal(unionOf('"p"', '"q"')?.symbolName, undefined, 'a union written in place has none');
    assert.ok(
      types.some((type) => type.symbolName === 'E' && type.unionTypes?.length === 2),
      'an enum is a union with the enum name',
    );
    const number = idOf((type) => type.intrinsicName === 'number');
    const string = idOf((type) => type.intrinsicName === 'string');
    const box = types.find(
      (type) => type.symbolName === 'Box' && type.typeArguments?.length === 1 && type.typeArguments[0] === number,
    );
    assert.ok(box, 'Box<number> lists number in typeArguments');
    assert.equal(box.aliasTypeArguments, undefined);
    const alias = types.find((type) => type.symbolName === 'Alias' && type.aliasTypeArguments?.[0] === string);
    assert.ok(alias, 'Alias<string> lists string in aliasTypeArguments');
    assert.equal(alias.typeArguments, undefined);
  },
);

fact(
  'docs/reactjs/useInfiniteQuery.md',
  'data.pageParams has undefined for the page fetched first, but a refetch after fetchPreviousPage gives that page the cursor getNextPageParam returns for the page before it',
  async (t) => {
    const { observer, cursors } = renderedInfiniteQuery(t);
    await within(3000, 'the first page', observer.refetch());
    const both = await within(3000, 'the previous page', observer.fetchPreviousPage());
    assert.deepEqual(both.data?.pageParams, [6, undefined], 'the page fetched first has undefined');
    const again = await within(3000, 'the refetch', observer.refetch());
    assert.deepEqual(cursors, [7, 6, 6, 7]);
    assert.deepEqual(again.data?.pageParams, [6, 7], 'after the refetch it has its cursor');
  },
);

fact(
  'docs/reactjs/useQuery.md',
  "refetchInterval goes on while React Query counts the page as focused, which is document.visibilityState 'visible', whether or not the window has the focus",
  (t) => {
    const { focusManager } = v10('@tanstack/react-query') as typeof ReactQuery;
    const scope = globalThis as { document?: unknown };
    const saved = scope.document;
    t.after(() => {
      if (saved === undefined) delete scope.document;
      else scope.document = saved;
    });
    scope.document = { visibilityState: 'visible', hasFocus: () => false };
    assert.equal(focusManager.isFocused(), true, 'a visible page whose window has no focus counts as focused');
    scope.document = { visibilityState: 'hidden', hasFocus: () => true };
    assert.equal(focusManager.isFocused(), false, 'a hidden page does not');
    // The interval's own test: refetch when refetchIntervalInBackground is set, or when focusManager says focused.
    const built = readFileSync(
      path.join(process.cwd(), 'src/samples/v10/node_modules/@tanstack/query-core/build/lib/queryObserver.js'),
      'utf8',
    );
    assert.match(
      built,
      /if \(this\.options\.refetchIntervalInBackground \|\| focusManager\.focusManager\.isFocused\(\)\)/,
    );
  },
);

fact(
  'docs/server/adapter/fastify.md',
  'register() does not check trpcOptions against the router; options checked against FastifyTRPCPluginOptions (satisfies, an annotation or register<...>) must have createContext when the context has required properties',
  async () => {
    const fastify = v10('fastify') as typeof Fastify;
    const { fastifyTRPCPlugin } = v10('@trpc/server/adapters/fastify') as typeof FastifyAdapter;
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const t10 = initTRPC.context<{ token: string | null }>().create();
    const router = t10.router({ todos: t10.procedure.query(() => [] as string[]) });
    type Options = FastifyAdapter.FastifyTRPCPluginOptions<typeof router>;
    const app = fastify();
    // Compiles without createContext (npm run typecheck fails if it stops compiling):
    void app.register(fastifyTRPCPlugin, { prefix: '/plain', trpcOptions: { router } });
    // Each of these three fails to compile without createContext:
    // @ts-expect-error createContext is required for this context
    void app.register<Options>(fastifyTRPCPlugin, { prefix: '/generic', trpcOptions: { router } });
    // @ts-expect-error createContext is required for this context
    const annotated: Options['trpcOptions'] = { router };
    // @ts-expect-error createContext is required for this context
    const checked = { router } satisfies Options['trpcOptions'];
    assert.equal(annotated.router, checked.router);
    await within(5000, 'the Fastify app to close', app.close());
  },
);

// The 9.x server: express.json() in front of the tRPC middleware, and a WebSocket server on the same port.
const trpc9 = v9('@trpc/server') as typeof ServerV9;
const contexts: string[] = [];
const cursors9: unknown[] = [];
const router9 = trpc9
  .router<Record<string, never>>()
  .query('post.list', { resolve: () => ['post'] })
  .query('hello world', { resolve: () => 'hello' })
  .query('feed', {
    input: (value: unknown) => (value ?? {}) as { cursor?: number },
    resolve: ({ input }) => {
      cursors9.push(input.cursor);
      const cursor = input.cursor ?? 0;
      return { cursor, next: cursor + 1, previous: cursor - 1 };
    },
  })
  .mutation('echo', {
    input: (value: unknown) => value as { text: string },
    resolve: ({ input }) => input.text.length,
  });

let base9: Promise<string> | undefined;
function server9(): Promise<string> {
  if (base9) return base9;
  const express = v9('express') as typeof ExpressV9;
  const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
  const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
  const { WebSocketServer } = v9('ws') as typeof WSV9;
  const createContext = ({ req }: { req: { url?: string } }) => {
    contexts.push(req.url ?? '');
    return {};
  };
  const app = express();
  app.use(express.json());
  app.use('/trpc', createExpressMiddleware({ router: router9, createContext }));
  // Answer express.json()'s own errors without Express's default handler, which logs their stack.
  // Express tells an error handler by its four parameters.
  const answerError: ExpressV9.ErrorRequestHandler = (error: { status?: number }, _req, res, next) => {
    void next;
    res.status(error.status ?? 500).end();
  };
  app.use(answerError);
  const server = createServer(app);
  const wss = new WebSocketServer({ server });
  applyWSSHandler({ wss, router: router9, createContext });
  fileScope.after(() => {
    for (const socket of wss.clients) socket.terminate();
    wss.close();
  });
  base9 = listenOnLoopback(fileScope, server);
  return base9;
}

function client9(url: string) {
  const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
  const { httpLink } = v9('./node_modules/@trpc/client/links/httpLink') as typeof HttpLinkV9;
  return createTRPCClient<typeof router9>({ links: [httpLink({ url })] });
}

fact(
  'versioned_docs/version-9.x/server/express.md',
  'the Express adapter does not decode the path: a procedure whose name the URL must percent-encode (a space) is not found',
  async () => {
    const client = client9(`${await server9()}/trpc`);
    assert.deepEqual(await within(5000, 'post.list', client.query('post.list')), ['post']);
    const error = (await rejection(client.query('hello world'))) as { message: string; data?: { code?: string } };
    assert.equal(error.data?.code, 'NOT_FOUND');
    assert.match(error.message, /hello%20world/);
  },
);

fact(
  'versioned_docs/version-9.x/server/context.md',
  'createContext runs for each request that reaches the handler, over WebSockets once per connection; a body that express.json() refuses never reaches it',
  async (t) => {
    const base = await server9();
    const before = contexts.length;
    const small = await within(
      5000,
      'a small mutation',
      fetch(`${base}/trpc/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'x' }),
      }),
    );
    assert.equal(small.status, 200);
    await small.text();
    assert.equal(contexts.length, before + 1, 'a request that reaches the handler gets a context');
    const large = await within(
      5000,
      'a mutation over 100kb',
      fetch(`${base}/trpc/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'x'.repeat(200_000) }),
      }),
    );
    assert.equal(large.status, 413, 'express.json() answers it with its own 413');
    await large.text();
    assert.equal(contexts.length, before + 1, 'and createContext is not called for it');

    const { WebSocket } = v9('ws') as typeof WSV9;
    const socket = new WebSocket(base.replace('http', 'ws'));
    t.after(() => socket.terminate());
    const answers: unknown[] = [];
    const two = new Promise<void>((resolve) =>
      socket.on('message', (data) => answers.push(JSON.parse((data as Buffer).toString('utf8'))) === 2 && resolve()),
    );
    await within(5000, 'the socket to open', new Promise((resolve) => socket.once('open', resolve)));
    for (const id of [1, 2]) socket.send(JSON.stringify({ id, method: 'query', params: { path: 'post.list' } }));
    await within(5000, 'two answers', two);
    assert.equal(contexts.length, before + 2, 'two queries on one connection, one context');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md',
  'a refetch requests every loaded page again, unless a refetchPage function picks some; pageParams has undefined for the page loaded first until a refetch after fetchPreviousPage() gives it its cursor',
  async (t) => {
    const client = client9(`${await server9()}/trpc`);
    const queryClient = queryClientFor(t);
    const { InfiniteQueryObserver } = v9('react-query') as typeof ReactQueryV3;
    const helpers = contextHelpers(queryClient, client) as unknown as {
      fetchInfiniteQuery: (pathAndInput: [string, unknown], opts: object) => Promise<unknown>;
    };
    cursors9.length = 0;
    await within(
      5000,
      'the first page',
      helpers.fetchInfiniteQuery(['feed', {}], {
        getNextPageParam: (last: { next: number }) => last.next,
        getPreviousPageParam: (first: { previous: number }) => first.previous,
      }),
    );
    const [query] = queryClient.getQueryCache().findAll();
    assert.ok(query, 'the first page should be cached');
    const observer = new InfiniteQueryObserver(queryClient, query.options as never);
    await within(5000, 'the second page', observer.fetchNextPage());
    assert.deepEqual(cursors9, [undefined, 1]);
    await within(5000, 'a full refetch', observer.refetch());
    assert.deepEqual(cursors9.slice(2), [undefined, 1], 'a plain refetch requests both pages, in order');
    await within(
      5000,
      'a refetch of the second page',
      observer.refetch({ refetchPage: (_page: unknown, index: number) => index === 1 }),
    );
    assert.deepEqual(cursors9.slice(4), [1], 'refetchPage keeps the first page and requests only the second');
    const three = await within(5000, 'the previous page', observer.fetchPreviousPage());
    assert.deepEqual(three.data?.pageParams, [-1, undefined, 1], 'the page loaded first has undefined');
    const again = await within(5000, 'a refetch of the three pages', observer.refetch());
    assert.deepEqual(cursors9.slice(5), [-1, -1, 0, 1]);
    assert.deepEqual(again.data?.pageParams, [-1, 0, 1], 'after the refetch it has its cursor');
  },
);
