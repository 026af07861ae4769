/**
 * Independent audit EW (bench/audit-independent-2026-11-30ew.md): the wrong claim of the drawn sentences, pinned as
 * corrected. The fact runs @trpc/* 10.12.0 (src/samples/v10); the client's fetch hands each request straight to the
 * Fetch adapter, so no server is started.
 *
 *   node --import tsx --test tests/facts/audit-ew.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import { fact, pageText, v10, within } from './facts';
import { fetchAdapterClient, settle } from './fetchAdapterClient';

const FETCH = 'docs/server/adapter/fetch.md';

fact(
  FETCH,
  'with an endpoint that is too long, the answers of a batch go to the calls in order: a call can get another procedure’s result, and a call left without an answer stays pending',
  async () => {
    const page = pageText(FETCH);
    assert.doesNotMatch(page, /a call left without a path of its own is never answered/, 'the old wording');
    assert.match(page, /the answers go to the calls in order, so a call can get another procedure's result/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const trpc = initTRPC.create();
    const router = trpc.router({
      me: trpc.procedure.query(() => 'me'),
      greet: trpc.procedure.query(() => 'hi'),
      other: trpc.procedure.query(() => 'other'),
    });
    // Served at /trpc, but the adapter is told '/api/trpc': 4 characters too long.
    const { client } = fetchAdapterClient(router, 'http://127.0.0.1/trpc', '/api/trpc');
    // '/trpc/me,greet,other' loses 'me,g': the paths left are 'reet' and 'other'.
    const me = settle(client.me.query());
    const greet = settle(client.greet.query());
    const other = settle(client.other.query());
    assert.equal(await within(5000, 'the first call', me), 'rejected No "query"-procedure on path "reet"');
    assert.equal(await within(5000, 'the second call', greet), 'ok other', "greet gets other's result");
    const outcome = await Promise.race([
      other,
      new Promise<string>((resolve) => setImmediate(() => resolve('pending'))),
    ]);
    assert.equal(outcome, 'pending', 'the third call gets no answer');
  },
);
