/**
 * Independent audit CB (bench/audit-independent-2026-11-30cb.md): a draw of sentences of both versions' docs and a
 * census of the latest fixes of the 9.x Error Formatting page. Each fact runs @trpc/* 9.27.4 from src/samples/v9
 * against the standalone adapter on 127.0.0.1 (a port the OS picks) with `fetch`.
 *
 *   node --import tsx --test tests/facts/audit-cb.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import { fact, listenOnLoopback, v9, within } from './facts';

const page = 'versioned_docs/version-9.x/server/error-formatting.md';

interface FormatterCall {
  path: string | undefined;
  input: unknown;
  code: string;
}

/** A v9 router whose formatter records what it receives; `createContext` throws when the request asks it to. */
async function serve(t: { after: (fn: () => void) => void }) {
  const trpc = v9('@trpc/server') as typeof ServerV9;
  const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
  const { z } = v9('zod') as typeof ZodV9;
  const calls: FormatterCall[] = [];
  const router = trpc
    .router()
    .formatError(({ shape, path, input, error }) => {
      calls.push({ path, input, code: error.code });
      return shape;
    })
    .query('byId', { input: z.object({ id: z.number() }), resolve: ({ input }) => input.id })
    .query('boom', {
      resolve: () => {
        throw new trpc.TRPCError({ code: 'CONFLICT' });
      },
    });
  const handler = createHTTPHandler({
    router,
    createContext: ({ req }) => {
      if (req.headers['x-fail'] === '1') throw new trpc.TRPCError({ code: 'UNAUTHORIZED' });
      return {};
    },
  });
  const base = await listenOnLoopback(
    t,
    http.createServer((req, res) => void handler(req, res)),
  );
  async function call(pathAndQuery: string, headers: Record<string, string> = {}) {
    const before = calls.length;
    const res = await within(5000, `answer to ${pathAndQuery}`, fetch(`${base}/${pathAndQuery}`, { headers }));
    const body = (await res.json()) as { error: { data: { path?: string } } };
    assert.equal(calls.length, before + 1, 'the formatter ran once');
    return { seen: calls[before], body };
  }
  return call;
}

const oneInput = encodeURIComponent(JSON.stringify({ id: 1 }));

fact(
  page,
  '`path` and `input` are `undefined` when a single, unbatched call fails as a whole request (its `createContext()` throws, or its input is not JSON), and the default error then has no `data.path`',
  async (t) => {
    const call = await serve(t);
    // One call, with a path and an input: the error is about this call, yet the formatter gets neither.
    const failedContext = await call(`byId?input=${oneInput}`, { 'x-fail': '1' });
    assert.deepEqual(failedContext.seen, { path: undefined, input: undefined, code: 'UNAUTHORIZED' });
    assert.equal('path' in failedContext.body.error.data, false);
    const unreadableInput = await call('byId?input=%7Bnot-json');
    assert.deepEqual(unreadableInput.seen, { path: undefined, input: undefined, code: 'PARSE_ERROR' });
    assert.equal('path' in unreadableInput.body.error.data, false);
  },
);

fact(
  page,
  "`path` is the call's path even when no procedure exists there, and `input` is the call's input before validation, or `undefined` when the call sent none",
  async (t) => {
    const call = await serve(t);
    const missing = await call(`nope?input=${oneInput}`);
    assert.deepEqual(missing.seen, { path: 'nope', input: { id: 1 }, code: 'NOT_FOUND' });
    assert.equal(missing.body.error.data.path, 'nope');
    const invalid = await call(`byId?input=${encodeURIComponent(JSON.stringify({ id: 'x' }))}`);
    assert.deepEqual(invalid.seen, { path: 'byId', input: { id: 'x' }, code: 'BAD_REQUEST' });
    const noInput = await call('boom');
    assert.deepEqual(noInput.seen, { path: 'boom', input: undefined, code: 'CONFLICT' });
  },
);
