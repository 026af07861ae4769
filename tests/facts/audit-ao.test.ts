/**
 * Independent audit AO (bench/audit-independent-2026-11-29ao.md, tests/facts/README.md): the FAQ's
 * sentences on a data transformer set on the client only, pinned as corrected. A procedure that
 * returns nothing fails like one that returns `null`; other results arrive as `undefined`, except
 * one that happens to carry a `json` key. One standalone server without a transformer serves the
 * file and closes when its tests end.
 *
 *   timeout 60 node --import tsx --test tests/facts/audit-ao.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { fact, fileScope, listenOnLoopback, rejection, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { createTRPCProxyClient, httpBatchLink, httpLink } = v10('@trpc/client') as typeof TRPCClient;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

const FAQ_PAGE = 'docs/further/faq.md';

fact(
  FAQ_PAGE,
  "with superjson on the client only, a result of null or undefined (a query or mutation that returns nothing) fails with 'Unable to transform response from server' through httpLink and httpBatchLink, and most other results arrive as undefined",
  async () => {
    const t = initTRPC.create();
    const router = t.router({
      text: t.procedure.query(() => 'hi'),
      zero: t.procedure.query(() => 0),
      list: t.procedure.query(() => [1, 2]),
      nothing: t.procedure.query(() => null),
      noReturn: t.procedure.query(() => undefined),
      save: t.procedure.mutation(() => {
        // returns nothing
      }),
      wrapped: t.procedure.query(() => ({ json: 5 })),
    });
    const url = await listenOnLoopback(fileScope, createHTTPServer({ router }).server);
    type Untyped = Record<string, { query: () => Promise<unknown>; mutate: () => Promise<unknown> }>;
    for (const link of [httpLink, httpBatchLink]) {
      const client = createTRPCProxyClient<TRPCServer.AnyRouter>({
        transformer: superjson,
        links: [link({ url })],
      }) as unknown as Untyped;
      const via = link === httpLink ? 'httpLink' : 'httpBatchLink';
      for (const path of ['text', 'zero', 'list']) {
        assert.equal(await client[path].query(), undefined, `${via} ${path}`);
      }
      for (const call of [client.nothing.query(), client.noReturn.query(), client.save.mutate()]) {
        const error = (await rejection(call)) as Error;
        assert.equal(error.message, 'Unable to transform response from server', via);
      }
      // "most": superjson reads a result's `json` key as its payload
      assert.equal(await client.wrapped.query(), 5, `${via} wrapped`);
    }
  },
);
