// Leaf eject (the map): only the item types our navbar uses, plus our doc and icon links, so less JavaScript.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import NavbarDocLink from '@site/src/components/NavbarDocLink';
import NavbarIconLink from '@site/src/components/NavbarIconLink';

/**
 * The navbar item types this site's navbar uses (docusaurus.config.ts), plus our doc and icon
 * links. Not the theme's whole list: its locale dropdown, search, HTML and version-link items would
 * ship in every page's JavaScript for nothing. A navbar item of another type fails the build.
 */
export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  'custom-docLink': NavbarDocLink,
  'custom-iconLink': NavbarIconLink,
};
