/**
 * Independent audit AK (bench/audit-independent-2026-11-29ak.md, tests/facts/README.md): two statements of the
 * quickstart that the audit found wider than the installed packages, pinned as corrected. One loopback server
 * serves every fact's own copy of the page's router (server/router.ts with its server/trpc.ts, run by
 * `runPageCode`, so each starts with the page's one book) under a prefix of its own, through the standalone
 * adapter's handler as the page's `createHTTPServer` does, and closes when the file's tests end.
 *
 *   node --import tsx --test tests/facts/audit-ak.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, fileScope, listenOnLoopback, rejection, v10, within } from './facts';
import { runPageCode, topLevelAwaitBlock } from './pageCode';

const quickstart = 'docs/main/quickstart.mdx';

const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { createTRPCProxyClient, httpBatchLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;

type AnyRouter = TRPCServer.AnyRouter;
/** The client's view of the page's router, whose type the fact does not spell out. */
type Untyped = Record<string, Record<string, (input?: unknown) => Promise<unknown>>>;

/** The request handler of each fact's router, by the first segment of the URL path. */
const handlers = new Map<string, (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>>();
let started: Promise<string> | undefined;

/**
 * A fresh copy of the page's router, served under `/<prefix>` by the file's server (started by the first fact that
 * asks); returns its base URL and the "METHOD /path?query" of each request it gets, with the prefix removed.
 */
async function servePageRouter(prefix: string): Promise<{ base: string; requests: string[] }> {
  const trpc = runPageCode<Record<'router' | 'publicProcedure', unknown>>(quickstart, ['router', 'publicProcedure']);
  const { appRouter } = runPageCode<{ appRouter: AnyRouter }>(quickstart, ['appRouter'], trpc, {
    title: 'server/router.ts',
  });
  const requests: string[] = [];
  const handler = createHTTPHandler({ router: appRouter });
  handlers.set(prefix, (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    return handler(req, res);
  });
  started ??= listenOnLoopback(
    fileScope,
    http.createServer((req, res) => {
      const [, first = '', rest = '/'] = /^\/([^/?]*)(.*)$/.exec(req.url ?? '') ?? [];
      const serve = handlers.get(first);
      if (!serve) return void res.writeHead(404).end();
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      void serve(req, res);
    }),
  );
  return { base: `${await started}/${prefix}`, requests };
}

fact(
  quickstart,
  '`httpBatchLink` sends the queries started together in one HTTP request and the mutations in another: two queries and a mutation started in one tick make a GET for both queries and a POST',
  async () => {
    const { base, requests } = await servePageRouter('batch');
    const client = createTRPCProxyClient<AnyRouter>({ links: [httpBatchLink({ url: base })] }) as unknown as Untyped;
    const piranesi = { title: 'Piranesi', author: 'Susanna Clarke' };
    await within(
      5000,
      'two queries and a mutation',
      Promise.all([client.bookById.query(1), client.bookById.query(2), client.addBook.mutate(piranesi)]),
    );
    assert.deepEqual(
      requests.map((request) => request.replace(/&input=.*$/, '')),
      ['GET /bookById,bookById?batch=1', 'POST /addBook?batch=1'],
    );
  },
);

fact(
  quickstart,
  'the client file of "Call procedures" awaits at its top level, which a CommonJS module cannot (so tsx runs it only with "type": "module"); run as a module against the page\'s server it logs The Dispossessed and 2, and then its last call fails validation at run time too, ending the run with a TRPCClientError that carries BAD_REQUEST and the message',
  async () => {
    const block = topLevelAwaitBlock(quickstart, { title: 'client/index.ts', section: 'Call procedures' }, [
      'client',
      'console',
    ]);
    assert.throws(block.commonJs, {
      name: 'SyntaxError',
      message: /await is only valid in async functions and the top level bodies of modules/,
    });

    const { base } = await servePageRouter('run');
    const client = createTRPCProxyClient<AnyRouter>({ links: [httpBatchLink({ url: base })] });
    const logged: string[] = [];
    const log = { log: (...values: unknown[]) => logged.push(values.map(String).join(' ')) };
    const error = await rejection(block.asModule(client, log));
    assert.deepEqual(logged, ['The Dispossessed', '2']);
    assert.ok(error instanceof TRPCClientError, 'the last call should reject with a TRPCClientError');
    assert.equal((error.data as { code?: string } | undefined)?.code, 'BAD_REQUEST');
    assert.match(error.message, /Expected number, received string/);
  },
);
