import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import NavbarIconLink from '@site/src/components/NavbarIconLink';

export default {
  ...ComponentTypes,
  'custom-iconLink': NavbarIconLink,
};
