import routes from '@generated/routes';

/**
 * A page whose code cannot be fetched on the first load (offline, or its chunk removed by a newer
 * deploy) still renders: the part that failed shows its error with a Retry button (@theme/Loading)
 * instead of a static page that never becomes interactive. Docusaurus waits for every chunk of the
 * route before its first render and never renders when one fails; failed client-side navigations
 * keep Docusaurus's own answer, a full reload (which lands here).
 */
type Route = (typeof routes)[number];
/** react-loadable's preload returns its loading promise (its types say void). */
type Preloadable = { preload: () => Promise<unknown> };

let firstLoad = true;

function tolerateFirstLoadFailures(list: readonly Route[]): void {
  for (const route of list) {
    const component = route.component as unknown as Preloadable;
    if (typeof component.preload !== 'function') continue;
    const preload = component.preload.bind(component);
    component.preload = () =>
      firstLoad
        ? preload().catch((error: unknown) => {
            console.warn('[deploy] Part of this page failed to load; it shows a Retry button.', error);
            return undefined;
          })
        : preload();
    if (route.routes) tolerateFirstLoadFailures(route.routes as Route[]);
  }
}

tolerateFirstLoadFailures(routes);

export function onRouteDidUpdate(): void {
  // The first render is done: from now on a failed navigation reloads the page, as Docusaurus does.
  firstLoad = false;
}
