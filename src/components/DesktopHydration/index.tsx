import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Children = { readonly children: ReactNode };

/**
 * Suspends for good. Hydration that meets it inside a Suspense boundary leaves the boundary's server
 * HTML as it is (React's selective hydration), and the boundary stays so until its parent renders it
 * again with other children or drops it.
 */
const NotOnThisScreen = lazy(() => new Promise<{ default: ComponentType<Children> }>(() => {}));

/** The theme's breakpoint (theme-common's useWindowSize): up to 996 px wide is a phone's layout. */
const isPhoneWidth = () => window.innerWidth <= 996;

/**
 * A part of the page that only a desktop's layout shows, whose theme component renders it for every
 * window on the server and during hydration, then drops it on a phone (the docs sidebar). On a phone
 * its server HTML, hidden by the theme's CSS, is not hydrated: no components, effects or link
 * observers are built for it only to be removed once the page has started. Wider windows, the server
 * and later renders get the children as they are.
 */
export default function DesktopHydration({ children }: Children): ReactNode {
  const hydrating = !useIsBrowser() && typeof window !== 'undefined';
  return <Suspense fallback={null}>{hydrating && isPhoneWidth() ? <NotOnThisScreen /> : children}</Suspense>;
}
