/**
 * The 9.x Data Transformers page's list of what JSON loses (versioned_docs/version-9.x/server/data-transformers.md):
 * without a transformer, functions and `undefined` are dropped from objects and become `null` in an array (audit
 * CM noticed the array case). @trpc/* 9.27.4 from src/samples/v9: its standalone handler on 127.0.0.1 and its
 * client.
 *
 *   node --import tsx --test tests/facts/json-results-v9.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, v9, within } from './facts';

fact(
  'versioned_docs/version-9.x/server/data-transformers.md',
  'without a transformer, functions and undefined are dropped from objects and become null in an array',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const router = trpc.router().query('shapes', {
      resolve: () => ({ object: { gone: undefined, fn: () => 1, kept: 1 }, array: [undefined, () => 1, 1] }),
    });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = createTRPCClient<typeof router>({ url: base });
    const result = (await within(3000, 'the query', client.query('shapes'))) as unknown;
    assert.deepEqual(result, { object: { kept: 1 }, array: [null, null, 1] });
  },
);
