/**
 * Audit BL: sentences of the 9.x docs that earlier fixes wrote, checked at their edges. Against the
 * 9.x package set (src/samples/v9).
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import { fact, listenOnLoopback, v9, within } from './facts';
import { runPageCode } from './pageCode';
import { queryClientFor } from './v9-react';

const trpc = v9('@trpc/server') as typeof ServerV9;

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  'over a WebSocket an error that answers no call has id null: a createContext() that rejects sends one before any call, and it is not a message that could not be parsed',
  async (t) => {
    const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
    const { WebSocket, WebSocketServer } = v9('ws') as typeof WS;
    const router = trpc.router().query('ping', { resolve: () => 'pong' });
    const httpServer = createServer();
    const wss = new WebSocketServer({ server: httpServer });
    applyWSSHandler({
      wss,
      router,
      createContext: () => Promise.reject(new trpc.TRPCError({ code: 'UNAUTHORIZED', message: 'no session' })),
    });
    t.after(() => {
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const base = await listenOnLoopback(t, httpServer);
    const socket = new WebSocket(base.replace('http', 'ws'));
    t.after(() => socket.terminate());
    // Sends nothing: the only message is the server's own.
    const [raw] = (await within(3000, 'a message from the server', once(socket, 'message'))) as [unknown];
    const message = JSON.parse(String(raw)) as { id: unknown; error: { data: { code: string } } };
    assert.equal(message.id, null);
    assert.equal(message.error.data.code, 'UNAUTHORIZED');
  },
);

/** The part of the 9.x hooks these facts call. */
type Hooks = { useQuery: (pathAndInput: unknown[], opts?: { enabled?: boolean }) => unknown };

/** Renders `element` inside the 9.x provider in the SSR prepass state; returns the queries the client was asked for. */
function prepassQueries(t: { after: (fn: () => void) => void }, element: (hooks: Hooks) => unknown): unknown[][] {
  const React = v9('react') as typeof ReactNS;
  const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
  const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
  const hooks = createReactQueryHooks<ServerV9.AnyRouter>();
  const { QueryClientProvider } = v9('react-query') as typeof ReactQuery;
  const queryClient = queryClientFor(t);
  const calls: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve('data');
    },
  };
  renderToString(
    React.createElement(hooks.Provider, {
      client: client as never,
      queryClient,
      ssrState: 'prepass',
      children: React.createElement(
        QueryClientProvider,
        { client: queryClient },
        element(hooks as unknown as Hooks) as never,
      ),
    }),
  );
  return calls;
}

fact(
  'versioned_docs/version-9.x/nextjs/ssr.md',
  'the server render does not fetch every query a page renders (a query with enabled: false is not fetched), so the page only includes the results of the queries fetched there',
  (t) => {
    const React = v9('react') as typeof ReactNS;
    const calls = prepassQueries(t, (hooks) => {
      function Page() {
        hooks.useQuery(['shown']);
        hooks.useQuery(['waiting'], { enabled: false });
        return null;
      }
      return React.createElement(Page);
    });
    assert.deepEqual(
      calls.map((args) => args[0]),
      ['shown'],
    );
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "two components share a cache entry when their tuples are equal: ['todo.list'] and ['todo.list', undefined] name the same path and input but are two entries, each fetched",
  (t) => {
    const React = v9('react') as typeof ReactNS;
    const calls = prepassQueries(t, (hooks) => {
      function Short() {
        hooks.useQuery(['todo.list']);
        return null;
      }
      function Long() {
        hooks.useQuery(['todo.list', undefined]);
        return null;
      }
      function Again() {
        hooks.useQuery(['todo.list']);
        return null;
      }
      return React.createElement(
        React.Fragment,
        null,
        React.createElement(Short),
        React.createElement(Long),
        React.createElement(Again),
      );
    });
    // Short and Again share one entry (one fetch); Long has its own.
    assert.equal(calls.length, 2);
    assert.ok(calls.every((args) => args[0] === 'todo.list'));
  },
);

fact(
  'versioned_docs/version-9.x/main/quickstart.md',
  "client.ts prints 1 false and 1 todo(s) only on a freshly started server: the page's todo.add keeps its todos in the server's memory, so a second run prints 2 false and 2 todo(s)",
  async () => {
    const { appRouter } = runPageCode<{ appRouter: ServerV9.AnyRouter }>(
      'versioned_docs/version-9.x/main/quickstart.md',
      ['appRouter'],
      {},
      { title: 'server.ts' },
    );
    const printed: string[] = [];
    for (let run = 0; run < 2; run++) {
      // What client.ts does, through a caller instead of HTTP
      const caller = appRouter.createCaller({}) as unknown as {
        mutation: (path: string, input: unknown) => Promise<unknown>;
        query: (path: string) => Promise<unknown>;
      };
      const todo = (await caller.mutation('todo.add', { text: 'Read the v9 docs' })) as { id: number; done: boolean };
      const all = (await caller.query('todo.list')) as unknown[];
      printed.push(`${todo.id} ${todo.done} / ${all.length} todo(s)`);
    }
    assert.deepEqual(printed, ['1 false / 1 todo(s)', '2 false / 2 todo(s)']);
  },
);
