/**
 * Independent audit DK (bench/audit-independent-2026-11-30dk.md): the two wrong claims of a random draw of
 * sentences, pinned against @trpc/* 10.12.0 (src/samples/v10) and 9.27.4 (src/samples/v9). Both facts render
 * a component once with react-dom/server; nothing is fetched and no server is started.
 *
 *   node --import tsx --test tests/facts/audit-dk.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type * as ReactNSV9 from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServerV9 from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import { fact, v10, v9 } from './facts';

const root = path.resolve(__dirname, '../..');
function page(file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8').replace(/\s+/g, ' ');
}

const INFINITE_V10 = 'docs/reactjs/useInfiniteQuery.md';
const INFINITE_V9 = 'versioned_docs/version-9.x/reactjs/useInfiniteQuery.md';

fact(
  INFINITE_V10,
  "the cache key of useInfiniteQuery() is the path, the input without cursor and type 'infinite'",
  () => {
    const React = v10('react') as typeof ReactNS;
    const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
    const { QueryClient, QueryClientProvider } = v10('@tanstack/react-query') as typeof ReactQuery;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const { httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { z } = v10('zod') as typeof Zod;

    const t = initTRPC.create();
    const router = t.router({
      message: t.router({
        list: t.procedure
          .input(z.object({ limit: z.number(), cursor: z.number().nullish() }))
          .query(() => ({ items: [] as number[], nextCursor: undefined as number | undefined })),
      }),
    });
    const [procedurePath] = Object.keys(router._def.procedures);
    assert.equal(procedurePath, 'message.list');
    const trpc = createTRPCReact<typeof router>();
    // Nothing is requested: no observer subscribes during a server render.
    const client = trpc.createClient({ links: [httpBatchLink({ url: 'http://127.0.0.1:9/trpc' })] });
    const queryClient = new QueryClient();
    function Feed() {
      trpc.message.list.useInfiniteQuery({ limit: 10 }, { getNextPageParam: (last) => last.nextCursor });
      trpc.message.list.useQuery({ limit: 10 });
      return null;
    }
    renderToString(
      React.createElement(trpc.Provider, {
        client,
        queryClient,
        children: React.createElement(QueryClientProvider, { client: queryClient }, React.createElement(Feed)),
      }),
    );
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    // The same input under useQuery() is a second entry: the type is part of the key.
    const path = procedurePath.split('.');
    assert.deepEqual(keys, [
      [path, { input: { limit: 10 }, type: 'infinite' }],
      [path, { input: { limit: 10 }, type: 'query' }],
    ]);
    assert.match(
      page(INFINITE_V10),
      /cache key of an infinite query is the procedure path, the input without `cursor` and the type `'infinite'`/,
      'the tip should name the three parts of the key',
    );
  },
);

fact(
  INFINITE_V9,
  'useContext() has four helpers for infinite queries; two of them read and write the cached pages',
  () => {
    const React = v9('react') as typeof ReactNSV9;
    const { renderToString } = v9('react-dom/server') as typeof ReactDOMServerV9;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const trpc = createReactQueryHooks<ServerV9.AnyRouter>();
    let utils: Record<string, unknown> | undefined;
    function Capture() {
      utils = trpc.useContext() as unknown as Record<string, unknown>;
      return null;
    }
    renderToString(
      React.createElement(trpc.Provider, {
        client: {} as never,
        queryClient: {} as never,
        children: React.createElement(Capture),
      }),
    );
    assert.ok(utils, 'the provider should give its helpers to useContext()');
    const infinite = Object.keys(utils)
      .filter((key) => key.includes('Infinite') && typeof utils?.[key] === 'function')
      .sort();
    assert.deepEqual(infinite, [
      'fetchInfiniteQuery',
      'getInfiniteQueryData',
      'prefetchInfiniteQuery',
      'setInfiniteQueryData',
    ]);
    const text = page(INFINITE_V9);
    assert.doesNotMatch(text, /has two helpers made for infinite queries/, 'the page should not count two helpers');
    assert.match(text, /Two helpers of `trpc\.useContext\(\)` read and write the cached pages/);
  },
);
