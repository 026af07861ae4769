import type { MouseEvent, ReactNode } from 'react';
import Logo from '@theme-original/Navbar/Logo';
import type LogoType from '@theme/Navbar/Logo';
import type { WrapperProps } from '@docusaurus/types';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

type Props = WrapperProps<typeof LogoType>;

/** The brand, plus a shortcut: a right-click opens the media page with our logos. */
export default function LogoWrapper(props: Props): ReactNode {
  const history = useHistory();
  const mediaUrl = useBaseUrl('/media');
  const openMedia = (event: MouseEvent) => {
    event.preventDefault();
    history.push(mediaUrl);
  };
  return (
    // The brand link inside stays the keyboard control; the right-click is a mouse shortcut.
    <div onContextMenu={openMedia} style={{ display: 'contents' }}>
      <Logo {...props} />
    </div>
  );
}
