import { useEffect, useRef, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

/**
 * Keyboard focus follows the mobile sidebar: into it (its close button) when it opens, and back to
 * the menu button when it closes on the same page, instead of being dropped on the page's body.
 */
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const openedOn = useRef<string | null>(null);
  useEffect(() => {
    if (shown) {
      openedOn.current = window.location.pathname;
      // The sidebar's visibility transition starts at "hidden": focus it from the next frames on.
      let frames = 0;
      let request = 0;
      const focusClose = () => {
        const close = document.querySelector<HTMLElement>('.navbar-sidebar__close');
        close?.focus();
        if (close && document.activeElement !== close && frames++ < 30) request = requestAnimationFrame(focusClose);
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
  return <MobileSidebar {...props} />;
}
