import type { ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type Children = { readonly children: ReactNode };

/** The theme's breakpoint (theme-common's useWindowSize): up to 996 px wide is a phone's layout. */
const isPhoneWidth = () => window.innerWidth <= 996;

/**
 * A part of the page that only a desktop's layout shows, whose theme component renders it for every
 * window on the server and during hydration, then drops it on a phone (the docs sidebar). On a phone
 * its server HTML, hidden by the theme's CSS, is not hydrated: no components, effects or link
 * observers are built for it only to be removed once the page has started. Wider windows, the server
 * and later renders get the children as they are, hydrated in the page's one pass.
 *
 * How: while a phone hydrates, the wrapper is rendered with an empty `dangerouslySetInnerHTML`, and
 * React leaves the children of such an element as the server wrote them (the usual way to keep an
 * island of server HTML). Not a Suspense boundary: React 18 hydrates every boundary after the rest of
 * the page, and the theme's updates right after hydration (window size, browser-only state) reached the
 * desktop sidebar before that and made React drop its HTML and render it again (React error #421).
 * The wrapper lays nothing out (`display: contents`).
 */
export default function DesktopHydration({ children }: Children): ReactNode {
  const keepServerHtml = !useIsBrowser() && typeof window !== 'undefined' && isPhoneWidth();
  return keepServerHtml ? (
    <div className={styles.contents} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  ) : (
    <div className={styles.contents}>{children}</div>
  );
}
