/**
 * Runtime statements of the 9.x pages that no sample shows: that `maxBodySize` does nothing behind
 * Next.js's body parser (body-limits.test.ts has what it does elsewhere), and what
 * `useContext().cancelQuery()` hands to react-query (all @trpc/* 9.27.4 from src/samples/v9).
 *
 *   node --import tsx --test tests/facts/v9-behaviour.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import { fact, listenOnLoopback, v9, within } from './facts';

fact(
  'versioned_docs/version-9.x/nextjs/introduction.md',
  "maxBodySize has no effect while Next.js's body parser is on: the adapter uses the already parsed req.body",
  async (t) => {
    const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
    type Handler = (req: unknown, res: unknown) => Promise<void>;
    const trpc = v9('@trpc/server') as typeof ServerV9;
    // An object input: Next.js parses a JSON body, and tRPC would parse a lone string a second time.
    const router = trpc.router().mutation('echo', {
      input: (value: unknown) => value as { text: string },
      resolve: ({ input }) => input.text,
    });
    const handler = createNextApiHandler({ router, maxBodySize: 10 }) as unknown as Handler;
    // What Next.js hands an API route with its default body parser: the body already read into
    // `req.body`, and the dynamic route's parameter in `req.query.trpc`.
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
        Object.assign(req, { body: JSON.parse(body) as unknown, query: { trpc: path } });
        void handler(req, res);
      });
    });
    const base = await listenOnLoopback(t, server);

    const request = fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(1000) }),
    });
    const response = await within(5000, 'answer to a body over maxBodySize', request);
    assert.equal(response.status, 200, 'a parsed body over maxBodySize should still be answered');
    const json = (await response.json()) as { result: { data: string } };
    assert.equal(json.result.data.length, 1000);
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  "useContext().cancelQuery() passes only the [path, input] key to queryClient.cancelQueries(), not react-query's cancel options",
  () => {
    const React = v9('react') as typeof ReactNS;
    const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const trpc = createReactQueryHooks<ServerV9.AnyRouter>();

    const calls: unknown[][] = [];
    const queryClient = { cancelQueries: (...args: unknown[]) => calls.push(args) };
    let utils: ReturnType<typeof trpc.useContext> | undefined;
    function Capture() {
      utils = trpc.useContext();
      return null;
    }
    renderToString(
      React.createElement(trpc.Provider, {
        client: {} as never,
        queryClient: queryClient as never,
        children: React.createElement(Capture),
      }),
    );
    assert.ok(utils, 'the provider should give its helpers to useContext()');
    const helpers = utils as unknown as { cancelQuery: (...args: unknown[]) => unknown };
    void helpers.cancelQuery(['task.list', { id: 1 }], { revert: true, silent: true });
    assert.deepEqual(calls, [[['task.list', { id: 1 }]]]);
  },
);
