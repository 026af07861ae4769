/**
 * Independent audit BX (bench/audit-independent-2026-11-29bx.md): a random draw of docs sentences and a census
 * of the latest fixes. The fact runs react-query 3.39.3 from src/samples/v9, the version 9.x's `useQuery()`
 * wraps (its result is a `QueryObserver`'s), and reads the page's own table row.
 *
 *   node --import tsx --test tests/facts/audit-bx.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import { fact, v9 } from './facts';
import { queryClientFor } from './v9-react';

const queriesPage = 'versioned_docs/version-9.x/reactjs/queries.md';

/** The Description cell of the page's `| \`data\` |` row in the result table. */
function dataRow(): string {
  const markdown = fs.readFileSync(path.join(__dirname, '..', '..', queriesPage), 'utf8');
  const row = markdown.split('\n').find((line) => line.startsWith('| `data` |'));
  assert.ok(row, 'the result table has a `data` row');
  return row;
}

fact(
  queriesPage,
  "`data` is `undefined` until the first success unless the cache, `placeholderData` or `keepPreviousData` gives data (with `keepPreviousData`, a new input's query shows the previous input's data before its own first success)",
  (t) => {
    const { QueryObserver } = v9('react-query') as typeof ReactQuery;
    const queryClient = queryClientFor(t);
    // The first input's data arrived; the observer (what `useQuery()` reads its result from) shows it.
    queryClient.setQueryData(['photo.list', { page: 1 }], 'page 1');
    const observer = new QueryObserver(queryClient, {
      queryKey: ['photo.list', { page: 1 }],
      queryFn: () => 'page 1',
      keepPreviousData: true,
    });
    assert.equal(observer.getCurrentResult().data, 'page 1');

    observer.setOptions({ queryKey: ['photo.list', { page: 2 }], queryFn: () => 'page 2', keepPreviousData: true });
    const result = observer.getCurrentResult();
    // The new input's query has not succeeded, holds nothing in the cache, and no placeholderData is set...
    assert.equal(queryClient.getQueryData(['photo.list', { page: 2 }]), undefined);
    assert.equal(result.isSuccess, true);
    // ...yet `data` is defined: the previous input's data. The old row said it would be `undefined`.
    assert.equal(result.data, 'page 1');
    assert.equal(result.isPreviousData, true);
    // The page names that case.
    assert.match(dataRow(), /`keepPreviousData`/);
  },
);
