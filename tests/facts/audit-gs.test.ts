/**
 * Independent audit GS (bench/audit-independent-2026-11-30gs.md): 58 drawn sentences and a census of the latest
 * fixes. The fact runs the packages of the page's version from src/samples (here @trpc/* 10.12.0 with
 * @tanstack/react-query 4) on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-gs.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { closedPort, fact, listenOnLoopback, pageText, rejection, v10 } from './facts';
import { renderInProviders } from './v10-react';

fact(
  'docs/reactjs/useMutation.md',
  "a useMutation error has data.code and data.httpStatus when the tRPC server sent it (unless the error formatter drops them), and no data for a network error or a proxy's HTML page",
  async (t) => {
    const page = pageText('docs/reactjs/useMutation.md');
    assert.match(
      page,
      /An error that your tRPC server sent carries a tRPC error code \(`error\.data\?\.code`\) and an HTTP status \(`error\.data\?\.httpStatus`\), unless your error formatter removes them\. A failure that did not come from tRPC, such as a network error or an HTML error page from a proxy, has no `data`/,
    );
    assert.doesNotMatch(page, /Server-side failures carry a tRPC error code/);

    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { httpLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;

    const makeRouter = (t1: ReturnType<typeof initTRPC.create>) =>
      t1.router({
        add: t1.procedure.mutation(() => {
          throw new TRPCError({ code: 'CONFLICT', message: 'Already there' });
        }),
      });
    const plain = initTRPC.create();
    const appRouter = makeRouter(plain);
    type AppRouter = typeof appRouter;
    // A formatter that empties `data` (removing it altogether breaks the server's status lookup): the error no
    // longer carries code and status.
    const bare = initTRPC.create({ errorFormatter: ({ shape }) => ({ ...shape, data: {} }) });
    const bareRouter = makeRouter(bare as unknown as typeof plain);

    const handler = createHTTPHandler({ router: appRouter, createContext: () => ({}) });
    const bareHandler = createHTTPHandler({ router: bareRouter, createContext: () => ({}) });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        for (const [prefix, h] of [
          ['/trpc/', handler],
          ['/bare/', bareHandler],
        ] as const) {
          if (req.url?.startsWith(prefix)) {
            req.url = req.url.slice(prefix.length - 1);
            void h(req, res);
            return;
          }
        }
        // What a proxy in front of a restarting server answers: an HTML page, not tRPC's JSON.
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html><body>Bad gateway</body></html>');
      }),
    );

    // The page's hook: `trpc.add.useMutation()`, called once it is rendered; its error lands in the mutation's state.
    const mutationError = async (url: string) => {
      const trpc = createTRPCReact<AppRouter>();
      const queryClient = new QueryClient({
        defaultOptions: { mutations: { cacheTime: Infinity, retry: false } },
        logger: { log: () => {}, warn: () => {}, error: () => {} },
      });
      t.after(() => queryClient.clear());
      const client = trpc.createClient({ links: [httpLink({ url })] });
      let mutation: ReturnType<typeof trpc.add.useMutation> | undefined;
      renderInProviders(trpc, client, queryClient, () => {
        mutation = trpc.add.useMutation();
        return null;
      });
      assert.ok(mutation, 'the component rendered');
      const thrown = await rejection(mutation.mutateAsync());
      const [state] = queryClient.getMutationCache().getAll();
      assert.equal(state?.state.error, thrown, 'the rejection is the error of the mutation state');
      assert.ok(thrown instanceof TRPCClientError);
      return thrown as TRPCClient.TRPCClientError<AppRouter>;
    };

    // Sent by the tRPC server: code and status.
    const fromServer = await mutationError(`${base}/trpc`);
    assert.equal(fromServer.data?.code, 'CONFLICT');
    assert.equal(fromServer.data?.httpStatus, 409);

    // Sent by the tRPC server, but the formatter dropped `data`.
    const formatted = await mutationError(`${base}/bare`);
    assert.equal(formatted.message, 'Already there');
    assert.deepEqual(formatted.data, {});

    // A server-side failure that is not tRPC's (a proxy's 502 page): no data, so "server-side failures carry a
    // tRPC error code" was wrong.
    const fromProxy = await mutationError(`${base}/proxy`);
    assert.equal(fromProxy.data, undefined);
    assert.ok(fromProxy.cause instanceof SyntaxError, 'the HTML page fails to parse as JSON');

    // A network error: no data either, the TypeError from fetch as the cause.
    const offline = await mutationError(`http://127.0.0.1:${await closedPort()}/trpc`);
    assert.equal(offline.data, undefined);
    assert.ok(offline.cause instanceof TypeError);
  },
);
