import type { ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useWindowSize } from '@docusaurus/theme-common';
import styles from './styles.module.css';

type Children = { readonly children: ReactNode };

/** The theme's breakpoint (theme-common's useWindowSize): up to 996 px wide is a phone's layout. */
const isPhoneWidth = () => window.innerWidth <= 996;

/**
 * The children, or, when `keepServerHtml`, an element with an empty `dangerouslySetInnerHTML`: React
 * leaves the children of such an element as the server wrote them (the usual way to keep an island of
 * server HTML) and builds no components, effects or link observers for them. When `keepServerHtml`
 * turns false, React empties the element and renders the children afresh. The wrapper lays nothing out
 * (`display: contents`).
 */
function Island({ keepServerHtml, children }: Children & { readonly keepServerHtml: boolean }): ReactNode {
  return keepServerHtml ? (
    <div className={styles.contents} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  ) : (
    <div className={styles.contents}>{children}</div>
  );
}

/**
 * A part of the page that only a desktop's layout shows, whose theme component renders it for every
 * window on the server and during hydration, then drops it on a phone (the docs sidebar). On a phone
 * its server HTML, hidden by the theme's CSS, is not hydrated, only to be removed once the page has
 * started. Wider windows, the server and later renders get the children as they are, hydrated in the
 * page's one pass.
 *
 * Not a Suspense boundary: React 18 hydrates every boundary after the rest of the page, and the theme's
 * updates right after hydration (window size, browser-only state) reached the desktop sidebar before
 * that and made React drop its HTML and render it again (React error #421).
 */
export default function DesktopHydration({ children }: Children): ReactNode {
  const keepServerHtml = !useIsBrowser() && typeof window !== 'undefined' && isPhoneWidth();
  return <Island keepServerHtml={keepServerHtml}>{children}</Island>;
}

/**
 * A part of the page that the theme renders for every window and that the theme's CSS hides on a
 * phone for as long as the page is open (the navbar's links, which the phone's menu lists instead).
 * On a phone its server HTML stays as it is, unhydrated, and is not rendered again on later updates
 * (hidden, it is never seen stale); once the window is desktop-wide, it is rendered afresh. The server
 * and desktop windows get the children as they are.
 */
export function DesktopOnly({ children }: Children): ReactNode {
  const windowSize = useWindowSize();
  // 'ssr' until the hook's effect has run, which is after hydration: the window decides until then.
  const isPhone = windowSize === 'ssr' ? typeof window !== 'undefined' && isPhoneWidth() : windowSize === 'mobile';
  return <Island keepServerHtml={isPhone}>{children}</Island>;
}
