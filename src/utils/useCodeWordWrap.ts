import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { useCodeWordWrap as useThemeCodeWordWrap } from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/** Only the `hidden` attribute of a tab panel matters: it is shown when that goes away. */
const HIDDEN_TAB_OPTIONS: MutationObserverInit = { attributes: true, attributeFilter: ['hidden'] };

/**
 * The code blocks' word wrap: the same state and behaviour as the theme's `useCodeWordWrap` (the
 * button toggles wrapping, and shows once the code overflows: measured after mount, on resize, and
 * when the block's hidden tab is shown), for `CodeBlockContextProvider`.
 *
 * The theme's hook memoizes its MutationObserver options with `useShallowMemoObject`, which sorts
 * their keys with `localeCompare`: the first call builds the browser's ICU collator, a long task on a
 * phone's main thread inside the first code block's hydration, on every page with code. These
 * options are a constant, so they need no memo. Docusaurus 3.10.2; drop this when the theme's hook no
 * longer calls `localeCompare` (check with a breakpoint on it while a docs page hydrates). The cost
 * is in bench/README.md, "Findings measured once".
 *
 * The measurement after mount sets its state in a transition. Set plainly (as the theme does), it
 * joins the one render after hydration that React does not split (the page learns it runs in a
 * browser, the phone's sidebar swaps out), and every code block that overflows (most, on a phone)
 * renders all its lines again inside that one task, which then blocks input. As a transition, the
 * blocks render again in slices React can pause.
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // No scrollbar once wrapped, even for a very long token.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const updateCodeIsScrollable = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const scrollable = pre.scrollWidth > pre.clientWidth || !!pre.querySelector('code')?.hasAttribute('style');
    startTransition(() => setIsCodeScrollable(scrollable));
  }, []);

  useEffect(updateCodeIsScrollable, [isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, { passive: true });
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);

  // A block in a hidden tab has no width: measure it again when its tab is shown.
  useEffect(() => {
    const hiddenTab = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
    if (!hiddenTab) return undefined;
    const observer = new MutationObserver(() => {
      if (!hiddenTab.hasAttribute('hidden')) updateCodeIsScrollable();
    });
    observer.observe(hiddenTab, HIDDEN_TAB_OPTIONS);
    return () => observer.disconnect();
  }, [updateCodeIsScrollable]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
