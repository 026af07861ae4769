import type { PlaygroundManifest } from '../protocol';

/**
 * Makes the playground open offline after this visit: registers its service worker (./serviceWorker.ts)
 * for the page and for the worker's folder, then tells it the files this visit used, which it keeps
 * (those fetched before it controlled the page are in the browser's HTTP cache still). `used`: the
 * files the playground's worker loaded (TypeScript, the declarations), which the page's own list of
 * resources does not show.
 *
 * Where service workers are off (a private window, some automated browsers, plain http) nothing
 * happens and the playground works online as before.
 */
export function keepOffline({ serviceWorker, scopes }: PlaygroundManifest['offline'], used: readonly string[]): void {
  // Not in every browser, nor outside a secure context; and not under `npm start`, which has no postBuild.
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || process.env.NODE_ENV !== 'production') return;
  const register = async () => {
    const registrations = await Promise.all(scopes.map((scope) => container.register(serviceWorker, { scope })));
    // A browser checks a worker for updates on a navigation in its scope, which the worker's folder never
    // has: ask, so that the worker's copy follows the page's (a new build, a new cache).
    for (const registration of registrations) if (registration.active) void registration.update().catch(() => {});
    const ready = await container.ready;
    const fetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      // Not the scripts `<link rel=prefetch>` fetched for other pages the links lead to.
      .filter((entry) => !(entry.initiatorType === 'link' && new URL(entry.name).pathname.endsWith('.js')))
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin === window.location.origin);
    ready.active?.postMessage({ keep: [...new Set([...fetched, ...used])] });
  };
  register().catch(() => {});
}
