// Leaf eject (the map): only the item types our navbar uses, plus our doc and icon links, so less JavaScript.
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import NavbarDocLink from '@site/src/components/NavbarDocLink';
import NavbarIconLink from '@site/src/components/NavbarIconLink';
import { DesktopOnly } from '@site/src/components/DesktopHydration';

type ItemProps = { readonly mobile?: boolean; readonly isDropdownItem?: boolean };

/**
 * An item type whose navbar link the theme's CSS hides on a phone (Infima's `.navbar__item` below
 * 997 px; the phone's menu renders the same items with `mobile`): on a phone the navbar's copy stays
 * unhydrated server HTML (DesktopOnly). Dropdown and menu items are rendered as they are.
 */
function hiddenOnPhone<P extends ItemProps>(Item: ComponentType<P>): ComponentType<P> {
  return function NavbarItemHiddenOnPhone(props: P): ReactNode {
    if (props.mobile || props.isDropdownItem) return <Item {...props} />;
    return (
      <DesktopOnly>
        <Item {...props} />
      </DesktopOnly>
    );
  };
}

/**
 * The navbar item types this site's navbar uses (docusaurus.config.ts), plus our doc and icon
 * links. Not the theme's whole list: its locale dropdown, search, HTML and version-link items would
 * ship in every page's JavaScript for nothing. A navbar item of another type fails the build. The icon
 * links stay in a phone's navbar (their CSS shows them), so they are hydrated everywhere.
 */
export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  docsVersionDropdown:
    hiddenOnPhone<ComponentProps<typeof DocsVersionDropdownNavbarItem>>(DocsVersionDropdownNavbarItem),
  'custom-docLink': hiddenOnPhone<ComponentProps<typeof NavbarDocLink>>(NavbarDocLink),
  'custom-iconLink': NavbarIconLink,
};
