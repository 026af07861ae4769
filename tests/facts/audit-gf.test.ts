/**
 * Independent audit GF (bench/audit-independent-2026-11-30gf.md): 65 drawn sentences and one census line, no wrong
 * claim. These facts pin two drawn claims that no other fact ran: with @trpc/* 10.12.0 (src/samples/v10) a batch
 * response waits for its slowest call, while httpLink lets a fast call through; with @trpc/* 9.27.4
 * (src/samples/v9) a batch that fails as a whole fails each of its calls with the same error. Each server listens
 * on 127.0.0.1 at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-gf.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, rejection, v10, v9, within } from './facts';

const httpLinkPage = 'docs/client/links/httpLink.md';

fact(
  httpLinkPage,
  'a batch response is only sent when every call in it has finished, so one slow procedure holds back the others; httpLink sends each call on its own',
  async (t) => {
    const page = readFileSync(path.join(__dirname, '../..', httpLinkPage), 'utf8').replace(/\s+/g, ' ');
    assert.match(
      page,
      /one slow procedure must not hold back the others — a batch response is only sent when every call in it has finished;/,
    );

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpBatchLink, httpLink } = v10('@trpc/client') as typeof TRPCClient;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;

    // `slow` waits for a gate that the test opens; `fastRan` tells when the fast resolver has returned.
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    t.after(() => open());
    let fastRan = () => {};
    const fastDone = new Promise<void>((resolve) => {
      fastRan = resolve;
    });
    const tt = initTRPC.create();
    const router = tt.router({
      slow: tt.procedure.query(async () => {
        await gate;
        return 'slow';
      }),
      fast: tt.procedure.query(() => {
        fastRan();
        return 'fast';
      }),
      ping: tt.procedure.query(() => 'pong'),
    });
    const handler = createHTTPHandler({ router });
    const url = await listenOnLoopback(
      t,
      createServer((req, res) => void handler(req, res)),
    );
    const batched = createTRPCProxyClient<typeof router>({ links: [httpBatchLink({ url })] });
    const single = createTRPCProxyClient<typeof router>({ links: [httpLink({ url })] });

    // httpLink: the fast call comes back while the slow one is still waiting at the gate.
    const singleSlow = single.slow.query();
    assert.equal(await within(5000, 'fast call over httpLink', single.fast.query()), 'fast');

    // httpBatchLink: both calls in one request. The fast resolver returns, a whole further round trip
    // (an httpLink ping) completes, and the fast call has still not come back; it does once the gate opens.
    const events: string[] = [];
    const batchSlow = batched.slow.query();
    const batchFast = batched.fast.query().then((value) => {
      events.push('fast call settled');
      return value;
    });
    await within(5000, 'the fast resolver in the batch', fastDone);
    assert.equal(await within(5000, 'a ping round trip', single.ping.query()), 'pong');
    events.push('gate opened');
    open();
    assert.deepEqual(await within(5000, 'the batched calls', Promise.all([batchSlow, batchFast, singleSlow])), [
      'slow',
      'fast',
      'slow',
    ]);
    assert.deepEqual(events, ['gate opened', 'fast call settled']);
  },
);

const linksPageV9 = 'versioned_docs/version-9.x/client/links.md';

fact(
  linksPageV9,
  'a 9.x batch that fails as a whole (a createContext that throws, or a BigInt result without a transformer) fails every call of the batch with the same error',
  async (t) => {
    const page = readFileSync(path.join(__dirname, '../..', linksPageV9), 'utf8').replace(/\s+/g, ' ');
    assert.match(
      page,
      /The exception is a request that fails as a whole: a `createContext` that throws, or a result that cannot be turned into JSON \(a `BigInt` without a transformer\), fails every call of the batch with the same error\./,
    );

    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const router = trpc
      .router()
      .query('ok', { resolve: () => 'fine' })
      .query('big', { resolve: () => BigInt(1) });
    const handler = createHTTPHandler({
      router,
      createContext: ({ req }) => {
        if (req.headers['x-reject']) throw new Error('no context');
        return {};
      },
    });
    const url = await listenOnLoopback(
      t,
      createServer((req, res) => void handler(req, res)),
    );
    const failure = async (promise: Promise<unknown>) => {
      const error = (await rejection(promise)) as { message: string; data?: { code?: string } };
      return { message: error.message, code: error.data?.code };
    };

    // A BigInt result: the other call of the batch fails too, with the same error.
    const client = createTRPCClient<typeof router>({ url });
    const [ok, big] = await within(
      5000,
      'the BigInt batch',
      Promise.all([failure(client.query('ok')), failure(client.query('big'))]),
    );
    assert.deepEqual(ok, { message: 'Do not know how to serialize a BigInt', code: 'INTERNAL_SERVER_ERROR' });
    assert.deepEqual(big, ok);

    // A createContext that throws: every call fails with its error.
    const rejected = createTRPCClient<typeof router>({ url, headers: { 'x-reject': '1' } });
    const [first, second] = await within(
      5000,
      'the rejected batch',
      Promise.all([failure(rejected.query('ok')), failure(rejected.query('ok'))]),
    );
    assert.deepEqual(first, { message: 'no context', code: 'INTERNAL_SERVER_ERROR' });
    assert.deepEqual(second, first);

    // Without the batch-wide failure each call settles on its own.
    assert.equal(await within(5000, 'a single ok call', client.query('ok')), 'fine');
  },
);
