import { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** The attribute the theme's inline script sets before hydration to hide a dismissed bar. */
const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

/**
 * Shows a bar with a new id even when an older one was dismissed: the theme resets the stored
 * dismissal, but its CSS keeps hiding the bar until the next load because of the attribute above.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
