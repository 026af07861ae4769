/**
 * The 9.x Response Caching page's `errors` row (versioned_docs/version-9.x/server/caching.md): `responseMeta`
 * gets the errors of the response it is about to send, not every error of the request. When a result cannot
 * be serialized, the handler calls it a second time with the replacing 500 only (audit CH found the same in
 * 10.12.0, tests/facts/audit-ch.test.ts). @trpc/* 9.27.4 from src/samples/v9, its standalone handler on
 * 127.0.0.1.
 *
 *   node --import tsx --test tests/facts/caching-errors-v9.test.ts
 */
import assert from 'node:assert/strict';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { bigIntBatchResponseMeta } from './errorEdges';
import { fact, v9 } from './facts';

fact(
  'versioned_docs/version-9.x/server/caching.md',
  "responseMeta's errors are those of the response it is about to send: when a result cannot be serialized, the second call lacks the batch's earlier errors",
  async (tc) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    // A result JSON cannot hold: the response is replaced by a 500 after responseMeta ran once.
    const router = trpc.router().query('big', { resolve: () => BigInt(1) as unknown as number });
    // `missing` fails with NOT_FOUND, `big` succeeds with a BigInt.
    const { status, calls } = await bigIntBatchResponseMeta(tc, (responseMeta) =>
      createHTTPHandler({ router, createContext: () => ({}), responseMeta }),
    );
    assert.equal(status, 500);
    assert.equal(calls.length, 2);
    assert.deepEqual(calls[0]?.errors, ['NOT_FOUND']);
    // The NOT_FOUND happened while handling the request; the replacing response does not carry it.
    assert.deepEqual(calls[1]?.errors, ['INTERNAL_SERVER_ERROR']);
    for (const call of calls) assert.equal(call.errors.length, call.envelopeErrors);
  },
);
