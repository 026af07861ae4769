/**
 * Noticed by audit NC (bench/audit-independent-2026-12-02nc.md, "Repeats"): both vanilla-client pages said that a
 * failed call rejects with a `TRPCClientError` without the one case where a call never settles, a `BigInt` input
 * over `wsLink`. The behaviour is run against each version's package by audit-nc.test.ts (10.12.0) and
 * audit-md.test.ts (9.27.4); these facts pin the pages' words, so that the exception cannot be dropped while those
 * runs still pass.
 *
 *   node --import tsx --test tests/facts/noticed-nc.test.ts
 */
import assert from 'node:assert/strict';
import { fact, pageText } from './facts';

fact(
  'docs/client/vanilla.md',
  'a failed call rejects with a TRPCClientError, except a BigInt input over wsLink, which leaves the call pending',
  () => {
    assert.match(
      pageText('docs/client/vanilla.md'),
      /A failed call rejects with a `TRPCClientError` \(with two exceptions, both for an input that JSON cannot carry, such as a `BigInt` without a transformer: over `wsLink` it leaves the call pending instead, see \[Inferring Types\]\(\.\.\/server\/infer-types\.md#typing-errors-with-trpcclienterror\);/,
    );
  },
);

fact(
  'versioned_docs/version-9.x/client/vanilla.md',
  'a failed call rejects with a TRPCClientError, except a bigint input over wsLink, which leaves the call pending',
  () => {
    const page = pageText('versioned_docs/version-9.x/client/vanilla.md');
    assert.match(
      page,
      /A failed call rejects with a `TRPCClientError` \(with one exception: over `wsLink`, a `bigint` input without a transformer leaves the call pending until the connection closes \(it then fails with "WebSocket closed prematurely"\), because `wsLink` throws the error in a timer, outside the call; in Node\.js that uncaught error ends the process unless it handles `uncaughtException`; see \[Data Transformers\]\(\.\.\/server\/data-transformers\.md\)\)\./,
    );
    assert.doesNotMatch(page, /A failed call rejects with a `TRPCClientError`\. When/);
  },
);
