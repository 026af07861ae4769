// @ts-check
/**
 * A bundler loader for @docsearch/react's modal (4.7): its results area shows "No results for …"
 * while the first search of a query still runs. The area mounts with the dropdown on the first key
 * (or after the query was cleared), while the search is loading, and its screen is memoised only
 * against re-renders, so the mount renders the no-results screen with no hits yet; on a cold index it
 * stays there until the index arrives. Here the screen component renders nothing instead while a
 * search is loading (or stalled) with no hits to show; the site shows its loading state in that place
 * (src/plugins/search/client/SearchModal/index.tsx). The loader fails the build when the screen is
 * not found as expected: on a DocSearch upgrade, check whether it still renders that screen on mount
 * (tests/e2e/search.spec.ts, "No results" never enters the page …), and adapt or remove the loader.
 */

/** The end of the screen component (`ScreenState`): its memo's comparison, which skips re-renders while loading. */
const MEMO_COMPARE =
  /\},function\(([\w$]+),([\w$]+)\)\{return"loading"===\2\.state\.status\|\|"stalled"===\2\.state\.status\}\)/g;
const RENDER_START = /\.memo\(function\(([\w$]+)\)\{/g;

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function noResultsWhileSearching(source) {
  const compares = [...source.matchAll(MEMO_COMPARE)];
  const fail = (/** @type {string} */ why) =>
    new Error(`${this.resourcePath}: ${why}; see src/plugins/bundle/noResultsWhileSearching.cjs.`);
  if (compares.length !== 1) throw fail(`found ${compares.length} ScreenState memos, expected 1`);
  const end = compares[0].index;
  const starts = [...source.slice(0, end).matchAll(RENDER_START)];
  const start = starts.at(-1);
  if (!start) throw fail('found no ScreenState render function');
  const props = start[1];
  const at = start.index + start[0].length;
  const searching =
    `if(("loading"===${props}.state.status||"stalled"===${props}.state.status)` +
    `&&${props}.state.query&&!${props}.hasCollections)return null;`;
  return source.slice(0, at) + searching + source.slice(at);
};
