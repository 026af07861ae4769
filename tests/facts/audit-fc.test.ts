/**
 * Independent audit FC (bench/audit-independent-2026-11-30fc.md): the census of the latest fix on
 * docs/server/adapter/fetch.md (the caution "The endpoint must match the URL exactly"), checked at its edges.
 * No claim of the draw or the census was found wrong, so these facts fix nothing: they pin what the audit
 * verified. Each one runs @trpc/* 10.12.0 from src/samples/v10: the real client's `httpBatchLink`, whose
 * `fetch` hands each request to the real `fetchRequestHandler` in-process (no socket, no port).
 *
 *   node --import tsx --test tests/facts/audit-fc.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import { fact, v10, within } from './facts';
import { fetchAdapterClient } from './fetchAdapterClient';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;

const page = 'docs/server/adapter/fetch.md';
const text = readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');

const t = initTRPC.create();
const router = t.router({
  greet: t.procedure.query(() => 'hello'),
  me: t.procedure.query(() => 'me'),
  a: t.procedure.query(() => 'A'),
  b: t.procedure.query(() => 'B'),
});

/** A client for `url` whose requests the Fetch adapter answers with `endpoint`; `responses` are the adapter's answers. */
const clientFor = (endpoint: string, url: string) => fetchAdapterClient(router, url, endpoint);

type Outcome = { state: 'pending' } | { state: 'ok'; value: unknown } | { state: 'error'; code: unknown };
function track(promise: Promise<unknown>): { outcome: Outcome } {
  const box: { outcome: Outcome } = { outcome: { state: 'pending' } };
  promise.then(
    (value) => (box.outcome = { state: 'ok', value }),
    (error: { data?: { code?: unknown } }) => (box.outcome = { state: 'error', code: error.data?.code }),
  );
  return box;
}

/** Waits until the adapter has answered, the client has read the answer and handed out its results. */
async function afterAnswer(responses: Promise<Response>[]): Promise<void> {
  await within(
    2000,
    'a request from the batch link',
    (async () => {
      while (responses.length === 0) await new Promise((resolve) => setImmediate(resolve));
    })(),
  );
  await within(2000, 'the adapter’s answer', Promise.all(responses));
  // the client parses the body and resolves the calls in later turns of the event loop
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
}

fact(page, 'a too-short endpoint makes `greet` look up `rpc/greet` and fail with NOT_FOUND', async () => {
  assert.match(text, /a request for `greet` looks up `rpc\/greet` and fails with `NOT_FOUND`/);
  const { client } = clientFor('/trpc', 'http://worker.test/api/trpc');
  await assert.rejects(client.greet.query(), (error: { data?: { code?: string }; message: string }) => {
    assert.equal(error.data?.code, 'NOT_FOUND');
    assert.match(error.message, /"rpc\/greet"/);
    return true;
  });
});

fact(page, 'in a batch, a too-short endpoint breaks only the first call', async () => {
  assert.match(text, /an `endpoint` that is too short breaks only the first call, so the other calls succeed/);
  const { client } = clientFor('/trpc', 'http://worker.test/api/trpc');
  const settled = await Promise.allSettled([client.greet.query(), client.me.query(), client.a.query()]);
  assert.deepEqual(
    settled.map((s) => s.status),
    ['rejected', 'fulfilled', 'fulfilled'],
  );
});

fact(page, 'a too-long endpoint leaves `reet` of `/trpc/me,greet`, and the second call stays pending', async () => {
  assert.match(text, /leaves one path, `reet`/);
  const { client, responses } = clientFor('/api/trpc', 'http://worker.test/trpc');
  const me = track(client.me.query());
  const greet = track(client.greet.query());
  await afterAnswer(responses);
  assert.deepEqual(me.outcome, { state: 'error', code: 'NOT_FOUND' });
  assert.deepEqual(greet.outcome, { state: 'pending' });
});

fact(page, 'the answers go to the calls in order, so a call can get another procedure’s result', async () => {
  assert.match(text, /the answers go to the calls in order, so a call can get another procedure's result/);
  // `/trpc/a,b` with an endpoint two characters too long leaves `b`: the call of `a` gets `b`'s result
  const { client, responses } = clientFor('/trpc/x', 'http://worker.test/trpc');
  const a = track(client.a.query());
  const b = track(client.b.query());
  await afterAnswer(responses);
  assert.deepEqual(a.outcome, { state: 'ok', value: 'B' });
  assert.deepEqual(b.outcome, { state: 'pending' });
});
