// Workaround: in the phone menu, a dropdown's item that has an onClick of its own replaces the menu's,
// which closes the menu (the theme's DropdownNavbarItem/Mobile spreads the item's props after it). The
// docs version dropdown gives each version an onClick that stores the choice, so choosing a version
// left the menu open over the new page (Docusaurus 3.10.2). This wrapper runs both. Remove it on a
// release where mobile-sidebar.spec.ts "choosing a docs version closes the menu" passes without it.
import type { ReactNode } from 'react';
import DropdownNavbarItemMobile from '@theme-original/NavbarItem/DropdownNavbarItem/Mobile';
import type DropdownNavbarItemMobileType from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DropdownNavbarItemMobileType>;

export default function DropdownNavbarItemMobileWrapper({ items, onClick, ...props }: Props): ReactNode {
  const closing = items.map((item) =>
    'onClick' in item && item.onClick && onClick
      ? {
          ...item,
          onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
            item.onClick?.(event);
            onClick(event);
          },
        }
      : item,
  );
  return <DropdownNavbarItemMobile {...props} items={closing} onClick={onClick} />;
}
