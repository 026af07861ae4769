/**
 * The `onError` rows of the 10.x Express, Fastify and Fetch adapter pages, and the caching page's tip: it is
 * called for each error tRPC answers with, not for every error while tRPC handles a request. @trpc/server 10.12.0 from src/samples/v10: when
 * `responseMeta` throws, `onError` hears it, tRPC asks `responseMeta` again for the error response, and a second
 * throw leaves the handler rejected with an error `onError` never saw (audit DU found it on the Lambda page). The
 * Fetch adapter and the Node.js handler that Express, Fastify and the standalone server share
 * (`nodeHTTPRequestHandler`), each with a `responseMeta` that always throws.
 *
 *   node --import tsx --test tests/facts/onerror-answered.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, listenOnLoopback, v10, within } from './facts';

const PAGES = ['docs/server/adapter/express.md', 'docs/server/adapter/fastify.md', 'docs/server/adapter/fetch.md'];

fact(
  PAGES[0],
  'onError hears each error tRPC answers with: a responseMeta that throws again for the error response rejects the Fetch and Node.js handlers with an error onError never saw',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const tt = initTRPC.create();
    const router = tt.router({ hi: tt.procedure.query(() => 'hi') });
    const throwingMeta = () => {
      let calls = 0;
      return () => {
        calls++;
        throw new Error(`responseMeta failed (call ${calls})`);
      };
    };

    const heardByFetch: string[] = [];
    await assert.rejects(
      fetchRequestHandler({
        router,
        createContext: () => ({}),
        endpoint: '/trpc',
        req: new Request('http://localhost/trpc/hi'),
        responseMeta: throwingMeta(),
        onError: ({ error }) => void heardByFetch.push(error.message),
      }),
      /responseMeta failed \(call 2\)/,
    );
    assert.deepEqual(heardByFetch, ['responseMeta failed (call 1)']);

    const heardByNode: string[] = [];
    const rejected: unknown[] = [];
    const handler = createHTTPHandler({
      router,
      responseMeta: throwingMeta(),
      onError: ({ error }) => void heardByNode.push(error.message),
    });
    const url = await listenOnLoopback(
      t,
      createServer(
        (req, res) =>
          void handler(req, res).catch((error: unknown) => {
            rejected.push(error);
            res.end();
          }),
      ),
    );
    await within(
      5000,
      'the request',
      fetch(`${url}/hi`).then((res) => res.text()),
    );
    assert.equal(rejected.length, 1);
    assert.match(String(rejected[0]), /responseMeta failed \(call 2\)/);
    assert.deepEqual(heardByNode, ['responseMeta failed (call 1)']);

    for (const page of PAGES) {
      const text = fs.readFileSync(path.join(__dirname, '../..', page), 'utf8');
      // Fastify's row names the HTTP side only, since its useWSS handler answers a non-JSON message unheard (audit DY)
      assert.match(
        text,
        /\| `onError` \| `\(opts\) => void` \| Called for each error tRPC answers (an HTTP request )?with/,
        page,
      );
      assert.doesNotMatch(text, /Called for each error while (tRPC handles|handling) a request/, page);
    }
    const caching = fs.readFileSync(path.join(__dirname, '../..', 'docs/server/caching.md'), 'utf8');
    assert.match(caching, /which is called for each error tRPC answers an HTTP request with/);
    assert.doesNotMatch(caching, /each error tRPC handles over HTTP/);
  },
);

fact(
  'docs/server/error-handling.md',
  "onError's type is the kind of call the request made (GET query, POST mutation), even when no such procedure exists at path",
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const tt = initTRPC.create();
    const router = tt.router({
      list: tt.procedure.query(() => []),
      save: tt.procedure.mutation(() => 'saved'),
    });
    const heard: { type: string; path: string | undefined }[] = [];
    const handler = createHTTPHandler({ router, onError: ({ type, path: at }) => void heard.push({ type, path: at }) });
    const url = await listenOnLoopback(
      t,
      createServer((req, res) => void handler(req, res)),
    );
    for (const [method, at] of [
      ['POST', 'list'],
      ['GET', 'save'],
      ['GET', 'nowhere'],
    ]) {
      await within(
        5000,
        `${method} ${at}`,
        fetch(`${url}/${at}`, { method }).then((res) => res.text()),
      );
    }
    assert.deepEqual(heard, [
      { type: 'mutation', path: 'list' },
      { type: 'query', path: 'save' },
      { type: 'query', path: 'nowhere' },
    ]);
    const text = fs.readFileSync(path.join(__dirname, '../..', 'docs/server/error-handling.md'), 'utf8');
    assert.match(text, /\| `type` \| [^|]*(\|[^|]*)*\| The kind of call the request made/);
  },
);
