// Wrapper: on a phone the docs sidebar is neither hydrated nor kept; it fills the menu when the menu first opens.
import type { ReactNode } from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useWindowSize } from '@docusaurus/theme-common';
import DesktopHydration from '@site/src/components/DesktopHydration';
import { useMobileSidebarOpened } from '@site/src/utils/useMobileSidebarOpened';

type Props = WrapperProps<typeof DocSidebarType>;

/**
 * The theme renders the desktop sidebar on the server and while the page hydrates, for every window,
 * and drops it once a phone's window size is known. On a phone that server HTML (hidden by the
 * theme's CSS) is left unhydrated (DesktopHydration), so the page's start builds nothing for it.
 *
 * On a phone the docs sidebar exists only inside the menu, so it is filled in when the menu first
 * opens, not after every phone's hydration. The theme fills it at once, through
 * `NavbarSecondaryMenuFiller`, whose `useShallowMemoObject` sorts with `localeCompare` (Docusaurus
 * 3.10.2): that first call builds the browser's collator, a long task in every phone's start, for a
 * menu most readers never open (cost in bench/README.md). The server's markup and wider windows are
 * unchanged.
 * Remove when the theme's hook stops calling `localeCompare` (`tests/e2e/code-blocks.spec.ts`,
 * "the collator", then finds calls at load).
 */
export default function DocSidebarWrapper(props: Props): ReactNode {
  const isMobile = useWindowSize() === 'mobile';
  const { opened } = useMobileSidebarOpened();
  if (isMobile && !opened) return null;
  return (
    <DesktopHydration>
      <DocSidebar {...props} />
    </DesktopHydration>
  );
}
