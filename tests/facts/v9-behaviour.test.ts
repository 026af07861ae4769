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
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
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

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  'a GET or POST to a subscription gets NOT_FOUND (404), not METHOD_NOT_SUPPORTED; only other methods (PUT) get 405',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const router = trpc
      .router()
      .query('ping', { resolve: () => 'pong' })
      .subscription('ticks', { resolve: () => new trpc.Subscription<number>(() => () => undefined) });
    const { server } = createHTTPServer({ router, createContext: () => ({}) });
    const base = await listenOnLoopback(t, server);
    const status = async (method: string, path: string) => {
      const response = await within(5000, `${method} ${path}`, fetch(`${base}/${path}`, { method }));
      const body = (await response.json()) as { error: { data: { code: string } } };
      return `${response.status} ${body.error.data.code}`;
    };
    assert.equal(await status('GET', 'ticks'), '404 NOT_FOUND');
    assert.equal(await status('POST', 'ticks'), '404 NOT_FOUND');
    assert.equal(await status('POST', 'ping'), '404 NOT_FOUND');
    assert.equal(await status('PUT', 'ping'), '405 METHOD_NOT_SUPPORTED');
  },
);

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  "a mutation without input takes an empty body on the standalone adapter, but not the '' or {} a body parser makes of it; null works behind one",
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
    const router = trpc.router().mutation('reset', { resolve: () => 'done' });
    const standalone = createHTTPServer({ router, createContext: () => ({}) }).server;
    const standaloneBase = await listenOnLoopback(t, standalone);
    const empty = await within(5000, 'empty body', fetch(`${standaloneBase}/reset`, { method: 'POST' }));
    assert.equal(empty.status, 200, 'the standalone adapter takes an empty body as no input');

    // A parsed body, as Next.js's body parser leaves it in req.body.
    type Handler = (req: unknown, res: unknown) => Promise<void>;
    const handler = createNextApiHandler({ router }) as unknown as Handler;
    const parsed = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      Object.assign(req, {
        body: JSON.parse(url.searchParams.get('parsed') ?? 'null') as unknown,
        query: { trpc: 'reset' },
      });
      void handler(req, res);
    });
    const parsedBase = await listenOnLoopback(t, parsed);
    const withParsed = async (body: unknown) => {
      const url = `${parsedBase}/reset?parsed=${encodeURIComponent(JSON.stringify(body))}`;
      const response = await within(5000, 'parsed body', fetch(url, { method: 'POST' }));
      return response.status;
    };
    assert.equal(await withParsed(''), 400, "'' (no content type) fails");
    assert.equal(await withParsed({}), 400, '{} (an empty JSON body) fails');
    assert.equal(await withParsed(null), 200, 'null is no input');
  },
);
