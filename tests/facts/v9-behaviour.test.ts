/**
 * Runtime statements of the 9.x pages that no sample shows: how `maxBodySize` works in the standalone
 * and Next.js adapters, and what `useContext().cancelQuery()` hands to react-query (all @trpc/* 9.27.4
 * from src/samples/v9).
 *
 *   node --import tsx --test tests/facts/v9-behaviour.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import { fact, v9, within } from './facts';

/** A router with one mutation, `echo`, that returns its string input. */
function echoRouter() {
  const trpc = v9('@trpc/server') as typeof ServerV9;
  return trpc.router().mutation('echo', { input: (value: unknown) => String(value), resolve: ({ input }) => input });
}

/** POSTs a JSON string of `length` characters to the mutation `echo`. */
function postEcho(base: string, length: number): Promise<Response> {
  return fetch(`${base}/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify('x'.repeat(length)),
  });
}

/** Listens on a loopback port the OS picks and closes the server when the test ends. */
async function listen(t: { after: (fn: () => void) => void }, server: http.Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  t.after(() => {
    server.closeAllConnections();
    server.close();
  });
  await within(5000, 'listening server', new Promise((resolve) => server.once('listening', resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const BODY_TOO_LARGE =
  'a body over maxBodySize gets PAYLOAD_TOO_LARGE, but the adapter destroys the connection, so the client gets a network error instead of a 413 and only onError sees the code';

for (const page of [
  'versioned_docs/version-9.x/server/error-handling.md',
  'versioned_docs/version-9.x/further/rpc.md',
]) {
  fact(page, BODY_TOO_LARGE, async (t) => {
    const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    let report: (code: string) => void = () => {};
    const reported = new Promise<string>((resolve) => (report = resolve));
    const { server } = createHTTPServer({
      router: echoRouter(),
      maxBodySize: 100,
      onError: ({ error }) => report(error.code),
    });
    const base = await listen(t, server);

    const small = await within(5000, 'answer to a small body', postEcho(base, 10));
    assert.equal(small.status, 200, 'a body under the limit should be answered');
    const failure: unknown = await within(
      5000,
      'end of the request with a large body',
      postEcho(base, 1000).then(
        (response) => assert.fail(`the client should get no response, got HTTP ${response.status}`),
        (error: unknown) => error,
      ),
    );
    assert.ok(failure instanceof TypeError, 'the client should see a network error');
    assert.equal(await within(5000, 'onError call', reported), 'PAYLOAD_TOO_LARGE');
  });
}

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
    const base = await listen(t, server);

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
    const trpc = createReactQueryHooks<ReturnType<typeof echoRouter>>();

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
