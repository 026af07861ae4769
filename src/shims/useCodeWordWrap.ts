/**
 * Stands in for theme-common's `hooks/useCodeWordWrap` (a bundler alias in `src/plugins/bundle`),
 * the state behind a code block's word-wrap button: the same API and behaviour (the button shows
 * when the code overflows; re-measured on resize, on toggling, and when the block's hidden tab
 * panel is shown). Two changes, both for a page's startup:
 * - the first measurement's update (every overflowing block, most of them on a phone) is a
 *   transition, rendered in slices instead of one long task with the page's other first updates;
 * - a hidden tab panel is watched by a plain MutationObserver on its `hidden` attribute, where the
 *   original kept the panel in state (one more render per block) and built its observer options
 *   with `localeCompare` (loading the collator on the first code block).
 */
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export function useCodeWordWrap(): {
  readonly codeBlockRef: RefObject<HTMLPreElement>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || !!pre.querySelector('code')?.hasAttribute('style'));
  }, []);

  useEffect(() => {
    startTransition(measure);
  }, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, { passive: true });
    const panel = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
    const observer = panel ? new MutationObserver(measure) : undefined;
    if (panel) observer?.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
