import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * On a docs page at phone and tablet widths, builds the browser's collator in a task of its own
 * before the page hydrates. Docusaurus 3.10.2's `NavbarSecondaryMenuFiller`, which the docs
 * sidebar renders once the page knows it is narrow, memoizes its props with `useShallowMemoObject`,
 * which sorts their keys with `localeCompare`; the first call builds ICU's collator (about 180 ms of
 * a phone's main thread at Lighthouse's 4× CPU), which made the render that swaps the desktop
 * sidebar for the mobile one the longest task of such a page. Here it costs the same, in a task
 * that blocks nothing else. Remove when the theme's hook no longer calls `localeCompare` (the code
 * blocks' hook, src/utils/useCodeWordWrap.ts, says how to check).
 */
const NARROW = '(max-width: 996px)'; // the theme's `mobile` window size

if (
  ExecutionEnvironment.canUseDOM &&
  window.matchMedia(NARROW).matches &&
  document.querySelector('.theme-doc-sidebar-container')
) {
  window.setTimeout(() => 'a'.localeCompare('b'), 0);
}
