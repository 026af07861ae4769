import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * A right-click on the navbar brand opens the media page (`/media`) with our logos, where someone who
 * right-clicks a logo to save it finds the files to use. The brand link itself stays the keyboard control.
 */
function openMediaOnBrandRightClick(event: MouseEvent): void {
  const brand = event.target instanceof Element ? event.target.closest('a.navbar__brand') : null;
  if (!(brand instanceof HTMLAnchorElement)) return;
  event.preventDefault();
  // The brand links to the site root, so the media page is relative to it (base URL included).
  window.location.assign(new URL('media', brand.href).href);
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('contextmenu', openMediaOnBrandRightClick);
