/**
 * The `AbortController` option of `httpLink` and `httpBatchLink` (@trpc/client 10.12.0, src/samples/v10): `null`
 * does not turn aborting off, it means the global `AbortController` as leaving the option out does
 * (`getAbortController`: `ac ?? getWindow().AbortController ?? null`). The links' `fetch` option records the
 * signal each request gets; no server is needed.
 *
 *   node --import tsx --test tests/facts/abort-controller-null.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import { fact, v10 } from './facts';

const root = path.resolve(__dirname, '../..');
const read = (page: string) => fs.readFileSync(path.join(root, page), 'utf8');

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpLink, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
const tr = initTRPC.create();
const router = tr.router({ ping: tr.procedure.query(() => 'pong') });

/** A `fetch` that answers each call with the router's `ping` and keeps the signal of each request. */
function recordingFetch(batched: boolean) {
  const signals: (AbortSignal | null | undefined)[] = [];
  const fetch = async (_url: unknown, init?: RequestInit) => {
    signals.push(init?.signal);
    const envelope = { result: { data: await router.createCaller({}).ping() } };
    return new Response(JSON.stringify(batched ? [envelope] : envelope));
  };
  return { fetch, signals };
}

for (const [page, name, link] of [
  ['docs/client/links/httpLink.md', 'httpLink', httpLink],
  ['docs/client/links/httpBatchLink.md', 'httpBatchLink', httpBatchLink],
] as const) {
  fact(
    page,
    `${name} with AbortController: null still gives each request the global AbortController's signal`,
    async () => {
      assert.match(read(page), /`null` also means the global one\./);
      const { fetch, signals } = recordingFetch(name === 'httpBatchLink');
      const client = createTRPCProxyClient<typeof router>({
        links: [link({ url: 'http://127.0.0.1:9/trpc', fetch, AbortController: null })],
      });
      assert.equal(await client.ping.query(), 'pong');
      assert.equal(signals.length, 1);
      assert.ok(signals[0] instanceof AbortSignal, 'the request carries a signal');
    },
  );
}
