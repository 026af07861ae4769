/**
 * docs/server/error-formatting.md, "Hiding internal messages in production": the formatter shapes the response
 * only. The page's production formatter replaces an INTERNAL_SERVER_ERROR's message for the client, while the
 * adapter's `onError` still sees the resolver's message, and a thrown `Error` as the `cause`. @trpc/* 10.12.0 from
 * src/samples/v10, the standalone adapter on 127.0.0.1 and the real `httpLink`.
 *
 *   node --import tsx --test tests/facts/formatter-keeps-error.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, listenOnLoopback, rejection, v10 } from './facts';

const page = 'docs/server/error-formatting.md';

fact(
  page,
  "a formatter that replaces an internal error's message changes only the response: onError sees the original message and the thrown Error as cause",
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const tt = initTRPC.create({
      errorFormatter: ({ shape, error }) =>
        error.code === 'INTERNAL_SERVER_ERROR' ? { ...shape, message: 'Something went wrong.' } : shape,
    });
    const thrown = new Error('connection to db-7.internal refused');
    const router = tt.router({
      stats: tt.procedure.query(() => {
        throw thrown;
      }),
    });
    const seen: { message: string; cause: unknown }[] = [];
    const handler = createHTTPHandler({
      router,
      onError: ({ error }) => void seen.push({ message: error.message, cause: error.cause }),
    });
    const url = await listenOnLoopback(
      t,
      createServer((req, res) => void handler(req, res)),
    );
    const client = createTRPCProxyClient<typeof router>({ links: [httpLink({ url })] });

    const failed = (await rejection(client.stats.query())) as Error;
    assert.equal(failed.message, 'Something went wrong.');
    assert.equal(seen.length, 1);
    assert.equal(seen[0].message, 'connection to db-7.internal refused');
    assert.equal(seen[0].cause, thrown);

    const text = readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
    assert.match(text, /the formatter changes only the response, so `onError` still sees the original message/);
  },
);
