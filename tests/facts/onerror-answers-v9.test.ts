/**
 * 9.x Express and Fastify pages: `onError` is called for each error tRPC answers with: a throwing resolver, bad
 * input, an unknown path, an unsupported method. (A `responseMeta` that throws while the answer is built is not one:
 * the adapter's promise rejects and tRPC answers nothing; not run here, as Express 4 leaves that rejection unhandled.)
 * @trpc/server 9.27.4 and Express on 127.0.0.1.
 *
 *   node --import tsx --test tests/facts/onerror-answers-v9.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import { fact, listenOnLoopback, v9 } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
const express = v9('express') as () => http.RequestListener & { use: (...handlers: unknown[]) => void };

fact(
  'versioned_docs/version-9.x/server/express.md',
  'onError is called for each error tRPC answers with; a responseMeta that throws leaves the answer to Express',
  async (t) => {
    const router = trpc
      .router()
      .query('fails', {
        resolve: () => {
          throw new Error('boom');
        },
      })
      .query('echo', { input: (value: unknown) => String(value), resolve: ({ input }) => input })
      .mutation('needsText', {
        input: (value: unknown) => {
          if (typeof value !== 'string') throw new Error('text expected');
          return value;
        },
        resolve: ({ input }) => input,
      });
    const seen: string[] = [];
    const app = express();
    app.use(
      '/trpc',
      createExpressMiddleware({
        router,
        createContext: () => ({}),
        onError: ({ error }) => seen.push(error.code),
      }),
    );
    const base = `${await listenOnLoopback(t, http.createServer(app))}/trpc`;
    const answered = [
      await fetch(`${base}/fails`),
      await fetch(`${base}/needsText`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '1' }),
      await fetch(`${base}/nope`),
      await fetch(`${base}/echo`, { method: 'PUT' }),
    ];
    const codes = await Promise.all(
      answered.map(
        async (response) => ((await response.json()) as { error: { data: { code: string } } }).error.data.code,
      ),
    );
    assert.deepEqual(codes, ['INTERNAL_SERVER_ERROR', 'BAD_REQUEST', 'NOT_FOUND', 'METHOD_NOT_SUPPORTED']);
    assert.deepEqual(seen, codes, 'each error tRPC answered with reached onError');
  },
);
