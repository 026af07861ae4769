/**
 * "Edit this page" of a docs page: its own source, or the partial it only renders.
 *
 *   node --import tsx --test tests/unit/edit-url.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { docsEditUrl } from '../../src/partials/editUrl';

const base = 'https://github.com/trpc/trpc/edit/main/www/';
const editUrl = docsEditUrl(base);

describe('docsEditUrl', () => {
  it('points a page that only renders a partial at the partial, in both versions', () => {
    assert.equal(
      editUrl({ versionDocsDirPath: 'docs', docPath: 'main/contributing.mdx' }),
      `${base}src/partials/contributing.mdx`,
    );
    assert.equal(
      editUrl({ versionDocsDirPath: 'versioned_docs/version-9.x', docPath: 'main/sponsors.mdx' }),
      `${base}src/partials/sponsors.mdx`,
    );
  });

  it('points any other page at its own source', () => {
    assert.equal(
      editUrl({ versionDocsDirPath: 'docs', docPath: 'main/quickstart.mdx' }),
      `${base}docs/main/quickstart.mdx`,
    );
    assert.equal(
      editUrl({ versionDocsDirPath: 'versioned_docs/version-9.x', docPath: 'server/router.md' }),
      `${base}versioned_docs/version-9.x/server/router.md`,
    );
  });
});
