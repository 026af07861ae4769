/**
 * Independent audit GK (bench/audit-independent-2026-11-30gk.md): 63 drawn sentences and a census of the latest
 * fixes. The fact runs @trpc/* 10.12.0 from src/samples/v10 with a standalone handler on 127.0.0.1, at a port the
 * OS picks, and the real client.
 *
 *   node --import tsx --test tests/facts/audit-gk.test.ts
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, rejection, v10, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpBatchLink, httpLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;

fact(
  'docs/further/rpc.md',
  'with tRPC on both ends the wire format still matters for a name that needs URL encoding and for a long batch URL',
  async (t) => {
    const page = pageText('docs/further/rpc.md');
    assert.match(page, /so you rarely have to think about the wire format\. Two cases still need it: a procedure name/);
    assert.match(page, /a batch of queries whose URL grows longer than a server or proxy accepts/);
    assert.doesNotMatch(page, /You never have to think about the wire format/);

    const tr = initTRPC.create();
    const router = tr.router({
      plain: tr.procedure.query(() => 'plain'),
      'my post': tr.procedure.query(() => 'space'),
      café: tr.procedure.query(() => 'accent'),
      size: tr.procedure
        .input((value: unknown) => {
          if (typeof value !== 'string') throw new Error('a string');
          return value;
        })
        .query(({ input }) => input.length),
    });
    const handler = createHTTPHandler({ router });
    const base = await listenOnLoopback(
      t,
      createServer((req, res) => void handler(req, res)),
    );

    for (const link of [httpLink({ url: base }), httpBatchLink({ url: base })]) {
      const client = createTRPCProxyClient<typeof router>({ links: [link] });
      assert.equal(await within(5000, 'plain query', client.plain.query()), 'plain');
      // Both names type-check and the client sends them, but the standalone adapter looks up the encoded path.
      for (const [name, encoded] of [
        ['my post', 'my%20post'],
        ['café', 'caf%C3%A9'],
      ] as const) {
        const error = await rejection(client[name].query());
        assert.ok(error instanceof TRPCClientError);
        assert.equal((error as TRPCClient.TRPCClientError<typeof router>).data?.code, 'NOT_FOUND');
        assert.match((error as Error).message, new RegExp(`path "${encoded}"`));
      }
    }

    // A batch of queries whose URL is too long for the server (Node's default header limit is 16 KiB) fails,
    // although a short one passes.
    const batching = createTRPCProxyClient<typeof router>({ links: [httpBatchLink({ url: base })] });
    const short = await within(
      5000,
      'short batch',
      Promise.all([batching.size.query('a'.repeat(100)), batching.size.query('b'.repeat(100))]),
    );
    assert.deepEqual(short, [100, 100]);
    const tooLong = await rejection(
      Promise.all([batching.size.query('a'.repeat(10_000)), batching.size.query('b'.repeat(10_000))]),
    );
    assert.ok(tooLong instanceof TRPCClientError);
  },
);
