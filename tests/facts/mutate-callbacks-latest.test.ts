/**
 * docs/reactjs/useMutation.md, "`mutate` or `mutateAsync`": a call's own callbacks run after the hook's, and only
 * for the latest call of a mounted component (mutateCallbacks.ts). @tanstack/react-query 4.44.0 from
 * src/samples/v10; the 9.x page's twin is pinned in v9-universal.test.ts.
 *
 *   node --import tsx --test tests/facts/mutate-callbacks-latest.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import { fact, v10 } from './facts';
import { assertLatestCallCallbacks } from './mutateCallbacks';

const page = 'docs/reactjs/useMutation.md';
const quiet = { log() {}, warn() {}, error() {} };

fact(
  page,
  "mutate()'s own onSuccess runs after the hook's, only for the latest call of a mounted component; the hook's runs for each call",
  async () => {
    const { MutationObserver, QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
    await assertLatestCallCallbacks(
      (options) => new MutationObserver<string, Error, string>(new QueryClient({ logger: quiet }), options),
    );
    const text = readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
    assert.match(text, /only for the latest call of a component that is still mounted/);
  },
);
