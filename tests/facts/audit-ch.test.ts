/**
 * Independent audit CH (bench/audit-independent-2026-11-30ch.md): drawn sentences of the docs of both versions
 * and a census of the latest fixes. The fact runs @trpc/* 10.12.0 from src/samples/v10 against the standalone
 * handler on 127.0.0.1 (a port the OS picks) with `fetch`.
 *
 *   node --import tsx --test tests/facts/audit-ch.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { bigIntBatchResponseMeta } from './errorEdges';
import { fact, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;

const t = initTRPC.create();
const router = t.router({
  /** A result JSON cannot hold: the response is replaced by a 500 after responseMeta ran once. */
  big: t.procedure.query(() => BigInt(1) as unknown as number),
});

fact(
  'docs/server/caching.md',
  "responseMeta's errors are those of the response it is about to send: when a result cannot be serialized, the second call lacks the batch's earlier errors",
  async (tc) => {
    // `missing` fails with NOT_FOUND, `big` succeeds with a BigInt
    const { status, calls } = await bigIntBatchResponseMeta(tc, (responseMeta) =>
      createHTTPHandler({ router, responseMeta }),
    );
    assert.equal(status, 500);
    assert.equal(calls.length, 2);
    assert.deepEqual(calls[0]?.errors, ['NOT_FOUND']);
    // The NOT_FOUND occurred while handling the request, but the replacing response does not carry it
    assert.deepEqual(calls[1]?.errors, ['INTERNAL_SERVER_ERROR']);
    for (const call of calls) assert.equal(call.errors.length, call.envelopeErrors);
  },
);
