/**
 * Edges the auditors FV to FZ noticed on pages not theirs, or outside what they counted, pinned as the pages now
 * say, each run against @trpc/* 10.12.0 from src/samples where it is a behaviour. The first is the tiny-client post's description of its own test, which runs in the unit tests
 * (`tests/unit/tinyrpc.test.ts`): here the post's words are held to what that test does.
 *
 *   node --import tsx --test tests/facts/noticed-fv-fz.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import ts from 'typescript';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as TRPCNext from '../../src/samples/v10/node_modules/@trpc/next';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/fetch';
import type * as ServerHttp from '../../src/samples/v10/node_modules/@trpc/server/http';
import type * as ServerRpc from '../../src/samples/v10/node_modules/@trpc/server/rpc';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import { fact, listenOnLoopback, pageText, v10, v9, within } from './facts';
import { startWsServerV9, wsClientV9 } from './wsServerV9';

const root = path.resolve(__dirname, '../..');

fact(
  'blog/2023-01-17-tinyrpc-client/index.mdx',
  "the post's test awaits the router it names, and checks that the proxy comes back rather than a promise",
  () => {
    const test = fs.readFileSync(path.join(root, 'tests/unit/tinyrpc.test.ts'), 'utf8');
    const awaited = /await \(client\.(\w+) as unknown\);\s*assert\.equal\(typeof notAPromise, 'function'\)/.exec(test);
    assert.ok(awaited, 'the tiny-client unit test no longer awaits a router of the client and checks the proxy');
    const post = pageText('blog/2023-01-17-tinyrpc-client/index.mdx');
    assert.match(post, new RegExp(`awaiting a router \\(\`await client\\.${awaited[1]}\` in the test`));
    assert.doesNotMatch(post, /that `await client\.post` gives back the proxy itself/);
  },
);

fact(
  'docs/server/api-handler.md',
  'createContext does not run for a POST whose body is over maxBodySize; onError gets PAYLOAD_TOO_LARGE',
  async (t) => {
    assert.match(
      pageText('docs/server/api-handler.md'),
      /not for `HEAD`, methods other than `GET` and `POST`, input that is not valid JSON, a body over `maxBodySize`, or a refused batch\)/,
    );
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const tr = initTRPC.create();
    const router = tr.router({ add: tr.procedure.mutation(() => 'added') });
    let contexts = 0;
    const reported: string[] = [];
    const handler = createHTTPHandler({
      router,
      maxBodySize: 100,
      createContext: () => {
        contexts++;
        return {};
      },
      onError: ({ error }) => reported.push(error.code),
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const post = (body: string) => fetch(`${base}/add`, { method: 'POST', body });
    assert.equal((await post(JSON.stringify('x'))).status, 200);
    assert.equal(contexts, 1, 'a body under the limit builds a context');
    const tooLarge = await post(JSON.stringify('x'.repeat(500))).catch((error: unknown) => error);
    // The adapter may answer 413 or drop the socket; either way no context is built.
    if (tooLarge instanceof Response) assert.equal(tooLarge.status, 413);
    assert.equal(contexts, 1, 'a body over maxBodySize builds no context');
    assert.deepEqual(reported, ['PAYLOAD_TOO_LARGE']);
  },
);

fact(
  'versioned_docs/version-9.x/server/fastify.md',
  'a WebSocket message that is a call but for id: null gets a PARSE_ERROR answer without onError, as invalid JSON does; a call with an id reaches onError',
  async (t) => {
    assert.match(
      pageText('versioned_docs/version-9.x/server/fastify.md'),
      /\(a message that is not valid JSON or that the server cannot read as calls, such as one with an unknown `method` or `id: null`, and a synchronous throw in `createContext`\)/,
    );
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { WebSocket } = v9('ws') as typeof WS;
    const router = trpc.router().query('fail', {
      resolve: () => {
        throw new trpc.TRPCError({ code: 'NOT_FOUND' });
      },
    });
    const reported: string[] = [];
    const { url } = await startWsServerV9(t, router, { onError: ({ error }) => reported.push(error.code) });
    const socket = new WebSocket(url);
    t.after(() => socket.terminate());
    await within(5000, 'the socket opens', new Promise((resolve) => socket.once('open', resolve)));
    const answer = (message: string) => {
      const next = new Promise<{ id: unknown; error?: { data?: { code?: string } } }>((resolve) =>
        socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()) as never)),
      );
      socket.send(message);
      return within(5000, 'the answer', next);
    };
    const call = (id: number | null) => JSON.stringify({ id, method: 'query', params: { path: 'fail' } });
    assert.equal((await answer('not json')).error?.data?.code, 'PARSE_ERROR');
    const nullId = await answer(call(null));
    assert.equal(nullId.error?.data?.code, 'PARSE_ERROR');
    assert.deepEqual(reported, [], 'neither reached onError');
    assert.equal((await answer(call(1))).error?.data?.code, 'NOT_FOUND');
    assert.deepEqual(reported, ['NOT_FOUND']);
  },
);

fact(
  'versioned_docs/version-9.x/server/infer-types.md',
  'import type is erased; a plain import of the router is dropped when only types use it, kept when the value is used or verbatimModuleSyntax is on',
  () => {
    assert.match(
      pageText('versioned_docs/version-9.x/server/infer-types.md'),
      /A plain `import` of the router is dropped only when the file uses it in types alone \(and the compiler is not told to keep such imports, as `verbatimModuleSyntax` does\); once the value is used/,
    );
    const emit = (source: string, extra: ts.CompilerOptions = {}) =>
      ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020, ...extra },
      }).outputText;
    const typeOnly = "import type { AppRouter } from './server';\nexport type R = AppRouter;\n";
    const typesAlone = "import { appRouter } from './server';\nexport type R = typeof appRouter;\n";
    const valueUsed = "import { appRouter } from './server';\nexport const r = appRouter;\n";
    assert.doesNotMatch(emit(typeOnly), /from '\.\/server'/);
    assert.doesNotMatch(emit(typesAlone), /from '\.\/server'/, 'used in types alone, the import is dropped');
    assert.match(emit(valueUsed), /from '\.\/server'/, 'a used value is imported');
    const verbatim = ts.transpileModule(
      "import type { AppRouter } from './server';\nimport { appRouter } from './server';\nexport type R = typeof appRouter | AppRouter;\n",
      {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020, verbatimModuleSyntax: true },
      },
    ).outputText;
    assert.match(verbatim, /import \{ appRouter \} from '\.\/server'/, 'verbatimModuleSyntax keeps the plain import');
    assert.doesNotMatch(verbatim, /AppRouter \}/, 'and still erases import type');
  },
);

fact(
  'docs/further/rpc.md',
  "each JSON-RPC number past the standard three lies in -32000 to -32099 and ends with the last two digits of its code's HTTP 4xx status",
  () => {
    assert.match(
      pageText('docs/further/rpc.md'),
      /end with the last two digits of the matching HTTP 4xx status \(`-32004` ↔ 404, `-32029` ↔ 429\)/,
    );
    const { TRPCError } = v10('@trpc/server') as typeof TRPCServer;
    const { TRPC_ERROR_CODES_BY_KEY } = v10('@trpc/server/rpc') as typeof ServerRpc;
    const { getHTTPStatusCodeFromError } = v10('@trpc/server/http') as typeof ServerHttp;
    const standard = new Set(['PARSE_ERROR', 'BAD_REQUEST', 'INTERNAL_SERVER_ERROR']);
    const others = Object.entries(TRPC_ERROR_CODES_BY_KEY).filter(([key]) => !standard.has(key));
    assert.equal(others.length, 10);
    for (const [key, number] of others) {
      const status = getHTTPStatusCodeFromError(new TRPCError({ code: key as ServerRpc.TRPC_ERROR_CODE_KEY }));
      assert.ok(number <= -32000 && number >= -32099, `${key}: ${number} in the server-error range`);
      assert.ok(status >= 400 && status < 500, `${key}: ${status} is a 4xx status`);
      assert.equal(-number % 100, status % 100, `${key}: ${number} ends with the last two digits of ${status}`);
    }
  },
);

/**
 * docs/server/middlewares.md, the `unstable_pipe` caution: a second `t.middleware()` chained after a narrowing one
 * is typed against the root context, and a bare `next()` in it hands the root context type on to the resolver.
 * Checked by npm run typecheck (each @ts-expect-error fails it if the error goes away); the page's words at run time.
 */
function chainedMiddlewareTypes() {
  const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
  const tt = initTRPC.context<{ user: { id: string; roles: string[] } | null }>().create();
  const requireUser = tt.middleware(({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' });
    return next({ ctx: { user: ctx.user } });
  });
  const bareNext = tt.middleware(({ ctx, next }) => {
    // @ts-expect-error -- typed against the root context: user may be null here
    if (!ctx.user.roles.includes('admin')) throw new TRPCError({ code: 'FORBIDDEN' });
    return next();
  });
  const keepsUser = tt.middleware(({ ctx, next }) => {
    if (!ctx.user?.roles.includes('admin')) throw new TRPCError({ code: 'FORBIDDEN' });
    return next({ ctx: { user: ctx.user } });
  });
  tt.procedure
    .use(requireUser)
    .use(bareNext)
    // @ts-expect-error -- after a bare next() the resolver sees user as possibly null again
    .query(({ ctx }) => ctx.user.id);
  tt.procedure
    .use(requireUser)
    .use(keepsUser)
    .query(({ ctx }) => ctx.user.id);
}
void chainedMiddlewareTypes;

fact(
  'docs/server/middlewares.md',
  'a t.middleware() chained after requireUser is typed against the root context; a bare next() in it hands user | null on, next({ ctx: { user } }) keeps it narrowed',
  () => {
    assert.match(
      pageText('docs/server/middlewares.md'),
      /Built with `t\.middleware\(\)`, `requireAdminCheck` is typed against the root `Context`, so it sees `ctx\.user` as possibly `null` and has to check it again; and if it then calls a bare `next\(\)`, the procedure's resolver sees `ctx\.user` as possibly `null` again\. End it with `next\(\{ ctx: \{ user: ctx\.user \} \}\)`/,
    );
  },
);

fact(
  'docs/server/adapter/fetch.md',
  'CORS headers from responseMeta reach an answer given before createContext runs; headers set on resHeaders in createContext do not',
  async () => {
    assert.match(
      pageText('docs/server/adapter/fetch.md'),
      /through `responseMeta`, which runs for every answer but a `HEAD` request's\. Headers set on `resHeaders` in `createContext` miss the answers tRPC gives before it calls `createContext`/,
    );
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
    const tr = initTRPC.create();
    const router = tr.router({ echo: tr.procedure.input((value) => value).query(({ input }) => input) });
    const ALLOW = 'access-control-allow-origin';
    const viaContext = (url: string) =>
      fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${url}`),
        router,
        createContext: ({ resHeaders }) => {
          resHeaders.set(ALLOW, 'https://app.example');
          return {};
        },
      });
    const viaMeta = (url: string) =>
      fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${url}`),
        router,
        createContext: () => ({}),
        responseMeta: () => ({ headers: { [ALLOW]: 'https://app.example' } }),
      });
    const good = `echo?input=${encodeURIComponent('"hi"')}`;
    assert.equal((await viaContext(good)).headers.get(ALLOW), 'https://app.example');
    const badJson = await viaContext('echo?input=not-json');
    assert.equal(badJson.status, 400);
    assert.equal(badJson.headers.get(ALLOW), null, 'no createContext, no header');
    const badJsonMeta = await viaMeta('echo?input=not-json');
    assert.equal(badJsonMeta.status, 400);
    assert.equal(badJsonMeta.headers.get(ALLOW), 'https://app.example');
    const head = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request(`http://localhost/trpc/${good}`, { method: 'HEAD' }),
      router,
      createContext: () => ({}),
      responseMeta: () => ({ headers: { [ALLOW]: 'https://app.example' } }),
    });
    assert.equal(head.status, 204);
    assert.equal(head.headers.get(ALLOW), null, 'responseMeta does not run for HEAD');
  },
);

fact(
  'docs/reactjs/useContext.md',
  'the unstable_overrides section promises every useMutation call, not every mutation, and keeps its anchor',
  () => {
    const page = fs.readFileSync(path.join(root, 'docs/reactjs/useContext.md'), 'utf8');
    assert.match(page, /^### Invalidating after every `useMutation` call \{#invalidating-after-every-mutation\}$/m);
    assert.doesNotMatch(page, /^### Invalidating after every mutation$/m);
  },
);

fact(
  'docs/server/caching.md',
  "in the Node adapters a status already set on the response object, other than 200, wins over responseMeta's; otherwise responseMeta's status is sent",
  async (t) => {
    assert.match(
      pageText('docs/server/caching.md'),
      /In the Node adapters, Next\.js, Express and standalone, and in Fastify, a status other than `200` that your code already set on the response object, through `ctx\.res` for example, is kept instead of the one it returns\./,
    );
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const tr = initTRPC.context<{ res: http.ServerResponse }>().create();
    const router = tr.router({
      teapot: tr.procedure.query(({ ctx }) => {
        ctx.res.statusCode = 418;
        return 'short and stout';
      }),
      plain: tr.procedure.query(() => 'plain'),
    });
    const handler = createHTTPHandler({
      router,
      createContext: ({ res }) => ({ res }),
      responseMeta: () => ({ status: 203 }),
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    assert.equal((await fetch(`${base}/plain`)).status, 203, "responseMeta's status is sent");
    assert.equal((await fetch(`${base}/teapot`)).status, 418, 'the status set on ctx.res is kept');
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/introduction.md',
  "config's headers go on every HTTP request, and a 9.x WebSocket link sends none of them",
  async (t) => {
    assert.match(
      pageText('versioned_docs/version-9.x/nextjs/introduction.md'),
      /returning headers for every HTTP request; a WebSocket link sends none\./,
    );
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { httpLink } = v9('./node_modules/@trpc/client/links/httpLink') as typeof HttpLinkV9;
    const { wsLink } = v9('./node_modules/@trpc/client/links/wsLink') as typeof WsLinkV9;
    const { createHTTPHandler } = v9('./node_modules/@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const seen: (string | undefined)[] = [];
    const router = trpc
      .router<{ header: string | undefined }>()
      .query('who', { resolve: ({ ctx }) => seen.push(ctx.header) });
    const createContext = ({ req }: { req: http.IncomingMessage }) => ({
      header: req.headers['x-from-config'] as string | undefined,
    });
    const handler = createHTTPHandler({ router, createContext });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const { url } = await startWsServerV9(t, router, { createContext });
    const headers = () => ({ 'x-from-config': 'yes' });
    await createTRPCClient<typeof router>({ links: [httpLink({ url: base })], headers }).query('who');
    await within(
      5000,
      'the WebSocket call',
      createTRPCClient<typeof router>({ links: [wsLink({ client: wsClientV9(t, url) })], headers }).query('who'),
    );
    assert.deepEqual(seen, ['yes', undefined]);
  },
);

fact(
  'docs/nextjs/introduction.md',
  'withTRPC calls config without ctx each time its component is first rendered: two renders of the wrapped component, two calls',
  () => {
    assert.match(
      pageText('docs/nextjs/introduction.md'),
      /Called without `ctx` whenever `withTRPC` creates a client for rendering: in the browser when the `_app` it wraps mounts, and on the server for each server render of a page\./,
    );
    const React = v10('react') as typeof ReactNS;
    const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
    const { createTRPCNext } = v10('@trpc/next') as typeof TRPCNext;
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const tr = initTRPC.create();
    const router = tr.router({ hello: tr.procedure.query(() => 'hi') });
    void router;
    type AppRouter = typeof router;
    const calls: unknown[] = [];
    const trpc = createTRPCNext<AppRouter>({
      config: (info) => {
        calls.push(info.ctx);
        return { links: [] };
      },
    });
    // The _app it wraps: Next.js gives it the page and the page's props.
    const app = ({ Component, pageProps }: { Component: () => ReactNS.ReactElement; pageProps: object }) =>
      React.createElement(Component, pageProps);
    const App = trpc.withTRPC(app as never) as ReactNS.FC<{ Component: () => ReactNS.ReactElement; pageProps: object }>;
    const Page = () => React.createElement('p', null, 'page');
    const render = () => renderToString(React.createElement(App, { Component: Page, pageProps: {} }));
    assert.equal(render(), '<p>page</p>');
    assert.equal(render(), '<p>page</p>');
    assert.deepEqual(calls, [undefined, undefined], 'one call per first render, each without ctx');
  },
);
