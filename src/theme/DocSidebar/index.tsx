// Wrapper: on a phone the docs sidebar fills the menu when it first opens (the theme's filler builds a collator).
import type { ReactNode } from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useWindowSize } from '@docusaurus/theme-common';
import { useMobileSidebarOpened } from '@site/src/utils/useMobileSidebarOpened';

type Props = WrapperProps<typeof DocSidebarType>;

/**
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
  return isMobile && !opened ? null : <DocSidebar {...props} />;
}
