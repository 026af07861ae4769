/**
 * Universal statements of the blog posts (tests/facts/README.md), each checked against the package
 * set of the post's version: which calls of one tick share a batched request, what the error
 * formatter reaches, which routers have createCaller, what the type definitions mark deprecated.
 *
 *   node --import tsx --test tests/facts/blog-universal.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import path from 'node:path';
import ts from 'typescript';
import { fact, listenOnLoopback, packageSetRequire, v10, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
const { z } = v10('zod') as typeof Zod;

/**
 * `router` served on the loopback twice: with `context`, and with a createContext that throws (the
 * error responses that belong to no call).
 */
async function serveWithFailingContext<TRouter extends TRPCServer.AnyRouter>(
  t: { after: (fn: () => void) => void },
  createServer: typeof createHTTPServer,
  router: TRouter,
  context: TRPCServer.inferRouterContext<TRouter>,
): Promise<{ base: string; failingContext: string }> {
  const serve = (fail: boolean) =>
    listenOnLoopback(
      t,
      createServer({
        router,
        createContext: () => {
          if (fail) throw new Error('no context');
          return context;
        },
      }).server,
    );
  return { base: await serve(false), failingContext: await serve(true) };
}

fact(
  'blog/2021-05-05-introducing-trpc.md',
  'with httpBatchLink, several queries (or several mutations) made in the same tick travel in one HTTP request; a query and a mutation of the same tick go in two, and a maxURLLength the joined URL exceeds splits the queries',
  async (t) => {
    const tr = initTRPC.create();
    const router = tr.router({
      double: tr.procedure.input(z.number()).query(({ input }) => input * 2),
      echo: tr.procedure.input(z.string()).query(({ input }) => input),
      add: tr.procedure.input(z.string()).mutation(({ input }) => `added ${input}`),
      remove: tr.procedure.input(z.string()).mutation(({ input }) => `removed ${input}`),
    });
    const base = await listenOnLoopback(t, createHTTPServer({ router }).server);
    const clientSending = (seen: string[], maxURLLength?: number) =>
      createTRPCProxyClient<typeof router>({
        links: [
          httpBatchLink({
            url: base,
            maxURLLength,
            fetch: (input, init) => {
              // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the link passes a URL string
              seen.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
              return fetch(input, init);
            },
          }),
        ],
      });

    const queries: string[] = [];
    const q = clientSending(queries);
    assert.deepEqual(await within(5000, 'two queries', Promise.all([q.double.query(2), q.echo.query('a')])), [4, 'a']);
    assert.deepEqual(queries, ['GET /double,echo']);

    const mutations: string[] = [];
    const m = clientSending(mutations);
    assert.deepEqual(await within(5000, 'two mutations', Promise.all([m.add.mutate('x'), m.remove.mutate('y')])), [
      'added x',
      'removed y',
    ]);
    assert.deepEqual(mutations, ['POST /add,remove']);

    const mixed: string[] = [];
    const mx = clientSending(mixed);
    await within(5000, 'a query and a mutation', Promise.all([mx.double.query(1), mx.add.mutate('z')]));
    assert.deepEqual([...mixed].sort(), ['GET /double', 'POST /add']);

    const split: string[] = [];
    // The limit fits the longer call alone (the link's own URL format) but not the two joined.
    const longest = `${base}/echo?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: 'b'.repeat(30) }))}`;
    const s = clientSending(split, longest.length);
    await within(5000, 'queries over the URL limit', Promise.all([s.double.query(3), s.echo.query('b'.repeat(30))]));
    assert.deepEqual([...split].sort(), ['GET /double', 'GET /echo']);
  },
);

/*
 * The announcement is about 10.0.0 and its samples compile against 10.0.0 and 10.12.0
 * (src/plugins/samples/environments.ts), so its fact runs against both package sets; the types
 * are 10.12.0's.
 */
const announcementSets = {
  '10.0.0': packageSetRequire(path.resolve(__dirname, '../../src/samples/v10.0.0')),
  '10.12.0': v10,
};
for (const [version, load] of Object.entries(announcementSets)) {
  const server = load('@trpc/server') as typeof TRPCServer;
  const adapter = load('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
  fact(
    'blog/2022-11-21-announcing-trpc-10.md',
    `at ${version}, the error formatter's fields reach every error response over HTTP (an unknown path, a throwing createContext, an unsupported method, a malformed input, an error inside a batch), every router has createCaller (t.router, mergeRouters, the deprecated v9 router and its .interop()), and .query(), .mutation() or .subscription() ends a procedure's chain`,
    async (t) => {
      const { initTRPC, router: legacyRouter } = server;
      const { createHTTPServer } = adapter;
      const tr = initTRPC.context<{ fail: boolean }>().create({
        errorFormatter: ({ shape }) => ({ ...shape, data: { ...shape.data, formatted: true } }),
      });
      const router = tr.router({
        ok: tr.procedure.query(() => 'ok'),
        fails: tr.procedure.query(() => {
          throw new Error('boom');
        }),
      });
      const { base, failingContext } = await serveWithFailingContext(t, createHTTPServer, router, { fail: false });

      /** The `data` of every error envelope of a response (one, or each of a batch). */
      const errorData = async (url: string, init?: RequestInit) => {
        const res = await within(5000, `answer to ${init?.method ?? 'GET'} ${url}`, fetch(url, init));
        const body = (await res.json()) as unknown;
        const envelopes = (Array.isArray(body) ? body : [body]) as { error?: { data: Record<string, unknown> } }[];
        return envelopes.flatMap((envelope) => (envelope.error ? [envelope.error.data] : []));
      };
      const cases = [
        { name: 'unknown path', code: 'NOT_FOUND', url: `${base}/missing` },
        { name: 'createContext throws', code: 'INTERNAL_SERVER_ERROR', url: `${failingContext}/ok` },
        { name: 'PUT', code: 'METHOD_NOT_SUPPORTED', url: `${base}/ok`, init: { method: 'PUT' } },
        { name: 'malformed input', code: 'PARSE_ERROR', url: `${base}/ok?input=%7Bnot-json` },
        { name: 'batch item', code: 'INTERNAL_SERVER_ERROR', url: `${base}/ok,fails?batch=1&input=%7B%7D` },
      ];
      for (const { name, code, url, init } of cases) {
        const data = await errorData(url, init);
        assert.equal(data.length, 1, `${name}: one error envelope`);
        assert.equal(data[0]?.code, code, `${name}: code`);
        assert.equal(data[0]?.formatted, true, `${name}: the formatter's field`);
      }

      const legacy = legacyRouter().query('legacy', { resolve: () => 'legacy' });
      const routers = {
        't.router': router,
        mergeRouters: tr.mergeRouters(router, tr.router({ more: tr.procedure.query(() => 'more') })),
        'deprecated router()': legacy,
        '.interop()': legacy.interop(),
      };
      for (const [name, r] of Object.entries(routers)) {
        assert.equal(typeof r.createCaller, 'function', `${name} has createCaller`);
      }
      assert.equal(await routers['.interop()'].createCaller({}).query('legacy'), 'legacy');

      // A procedure's chain ends with .query(), .mutation() or .subscription(): each builds a procedure of that type
      // (at run time, the flag of that name on its _def).
      const ends = ['query', 'mutation', 'subscription'] as const;
      for (const type of ends) {
        const built = (tr.procedure[type] as (resolver: () => null) => { _def: Record<string, unknown> })(() => null);
        assert.deepEqual(
          ends.filter((flag) => built._def[flag] === true),
          [type],
          `.${type}() builds a ${type}`,
        );
      }
    },
  );
}

fact(
  'blog/2023-01-17-tinyrpc-client/index.mdx',
  "with the default error formatter an error's data holds the path only when the error belongs to a call: a procedure's error has it, a throwing createContext's and a non-JSON input's have none",
  async (t) => {
    const tr = initTRPC.create();
    const router = tr.router({
      post: tr.router({ byId: tr.procedure.input(z.object({ id: z.number() })).query(({ input }) => input.id) }),
    });
    const { base, failingContext } = await serveWithFailingContext(t, createHTTPServer, router, {});
    const data = async (url: string) => {
      const res = await within(5000, `answer to GET ${url}`, fetch(url));
      return ((await res.json()) as { error: { data: Record<string, unknown> } }).error.data;
    };

    const invalid = await data(`${base}/post.byId?input=${encodeURIComponent('{"id":"x"}')}`);
    assert.equal(invalid.code, 'BAD_REQUEST');
    assert.equal(invalid.path, 'post.byId');

    const noContext = await data(`${failingContext}/post.byId?input=${encodeURIComponent('{"id":1}')}`);
    assert.equal(noContext.code, 'INTERNAL_SERVER_ERROR');
    assert.equal('path' in noContext, false, 'a createContext failure has no path');

    const notJson = await data(`${base}/post.byId?input=%7Bnot-json`);
    assert.equal(notJson.code, 'PARSE_ERROR');
    assert.equal('path' in notJson, false, 'an input that is not JSON has no path');
  },
);

/**
 * Whether the TypeScript checker sees each named export of `module` as deprecated, with the paths
 * of the package set at `setDir` (a program of one virtual file importing them).
 */
function deprecatedExports(setDir: string, module: string, names: string[]): Record<string, boolean> {
  const file = path.join(setDir, 'deprecation-probe.virtual.ts');
  const source = `import { ${names.join(', ')} } from '${module}';\nexport { ${names.join(', ')} };\n`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === file ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(file);
  assert.ok(probe, 'the probe file is in the program');
  const result: Record<string, boolean> = {};
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(probe) as ts.Symbol)) {
    const target = checker.getAliasedSymbol(symbol);
    assert.ok(target.declarations?.length, `${symbol.name} resolves to a declaration in ${module}`);
    result[symbol.name] = (target.declarations ?? []).every((decl) => ts.getJSDocDeprecatedTag(decl) !== undefined);
  }
  return result;
}

fact(
  'blog/2022-11-21-announcing-trpc-10.md',
  'the v9 API inside v10 is marked as deprecated in the type definitions: router() of @trpc/server and createTRPCClient() of @trpc/client, at 10.0.0 and 10.12.0, while initTRPC and createTRPCProxyClient are not',
  () => {
    for (const set of ['v10.0.0', 'v10']) {
      const setDir = path.resolve(__dirname, '../../src/samples', set);
      assert.deepEqual(deprecatedExports(setDir, '@trpc/server', ['router', 'initTRPC']), {
        router: true,
        initTRPC: false,
      });
      assert.deepEqual(deprecatedExports(setDir, '@trpc/client', ['createTRPCClient', 'createTRPCProxyClient']), {
        createTRPCClient: true,
        createTRPCProxyClient: false,
      });
    }
  },
);
