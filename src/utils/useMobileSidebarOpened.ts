import { useState } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

/**
 * Whether the navbar's mobile sidebar is open, and whether it has opened since this component
 * mounted (it stays true once it has): what is only needed inside the menu is built on that
 * first open, not on every phone's page start.
 */
export function useMobileSidebarOpened(): { shown: boolean; opened: boolean } {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return { shown, opened: opened || shown };
}
