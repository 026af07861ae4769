/**
 * Stands in for theme-common's `hooks/useWindowSize` (a bundler alias in `src/plugins/bundle`):
 * `'ssr'` until hydrated, then `'desktop'` or `'mobile'` from the window's width, like the
 * original. The first answer after hydration (which on a phone swaps the docs' desktop sidebar and
 * table of contents for their mobile forms) is a transition, rendered in slices React can
 * interrupt instead of one long task with the page's other first updates; later resizes apply at once.
 */
import { startTransition, useEffect, useState } from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

const DESKTOP_BREAKPOINT = 996;

export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const measure = (): WindowSize => (window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    const update = () => setWindowSize(measure());
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
