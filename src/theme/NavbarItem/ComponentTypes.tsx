import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import NavbarIconLink from '@site/src/components/NavbarIconLink';

/**
 * The navbar item types this site's navbar uses (docusaurus.config.ts), plus our icon links. Not
 * the theme's whole list: its locale dropdown, search, HTML and version-link items would ship in
 * every page's JavaScript for nothing. A navbar item of another type fails the build.
 */
export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  'custom-iconLink': NavbarIconLink,
};
