// Wrapper: the phone menu is built when it first opens, not in every phone's hydration; focus follows it in and out.
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useWindowSize } from '@docusaurus/theme-common';
import { useMobileSidebarOpened } from '@site/src/utils/useMobileSidebarOpened';
import { preload, whenIdleAfterLoad } from '@site/src/utils/preload';

type Props = WrapperProps<typeof MobileSidebarType>;

const loadMobileSidebar = () => import('@theme-original/Navbar/MobileSidebar');
const MobileSidebar = lazy(loadMobileSidebar);

/**
 * The mobile sidebar (a copy of the navbar and of the docs sidebar) is built the first time it
 * opens, not while the page hydrates on every phone, where it was a large part of the first render; its
 * code is not in the first load either, only prefetched (the browser fetches it when idle).
 * Keyboard focus follows the mobile sidebar: into it (its close button) when it opens, and back to
 * the menu button when it closes on the same page, instead of being dropped on the page's body.
 */
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const { shown, opened: built } = useMobileSidebarOpened();
  const openedOn = useRef<string | null>(null);
  // Only where the menu button shows: a desktop never opens it.
  const isMobile = useWindowSize() === 'mobile';
  useEffect(() => {
    if (isMobile) whenIdleAfterLoad(() => preload(loadMobileSidebar));
  }, [isMobile]);
  useEffect(() => {
    if (shown) {
      openedOn.current = window.location.pathname;
      let frames = 0;
      let request = 0;
      const focusClose = () => {
        const close = document.querySelector<HTMLElement>('.navbar-sidebar__close');
        close?.focus();
        // Until it is focused: the sidebar may still be loading, or hidden by its transition.
        if (document.activeElement !== close && frames++ < 60) request = requestAnimationFrame(focusClose);
      };
      request = requestAnimationFrame(focusClose);
      return () => cancelAnimationFrame(request);
    }
    if (openedOn.current === null) return;
    const samePage = openedOn.current === window.location.pathname;
    openedOn.current = null;
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || Boolean(focused.closest('.navbar-sidebar'));
    if (samePage && lost) document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
  }, [shown]);
  return built ? (
    <Suspense fallback={null}>
      <MobileSidebar {...props} />
    </Suspense>
  ) : null;
}
