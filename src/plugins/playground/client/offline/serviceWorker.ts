/**
 * The playground's service worker, `<baseUrl>playground-sw.js` (bundled by src/plugins/playground with
 * esbuild after the build, which sets BUILD and BASE_URL). The page registers it twice (./register.ts):
 * for `<baseUrl>playground`, the page, and for `<baseUrl>assets/playground/`, its worker, which a browser
 * matches by its own URL. No other page is ever in its scope.
 *
 * - The page's HTML: network first, so a deploy is picked up online; the copy kept when offline.
 * - Files under `<baseUrl>assets/`: content-hashed, so cache first (the page's chunks, the worker,
 *   TypeScript, the type index and the type chunks a visit fetched), filled as they are fetched and
 *   from the page's list of what it used before this worker took over (the `keep` message).
 * - Other files of the site the page uses (its images): network first.
 *
 * One cache per build; a new build's worker replaces the old at once and deletes the old build's cache.
 */

declare const BUILD: string;
declare const BASE_URL: string;

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
};
type KeepEvent = ExtendableEvent & { readonly data: unknown };
/** The parts of ServiceWorkerGlobalScope used here (the site's types are the DOM's). */
type Scope = {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: KeepEvent) => void): void;
};

const scope = self as unknown as Scope;
/** Every build's cache of this site (its base URL: several sites may share an origin). */
const PREFIX = `trpc-playground ${BASE_URL} `;
const CACHE = `${PREFIX}${BUILD}`;
const PAGE = `${BASE_URL}playground`;
const ASSETS = `${BASE_URL}assets/`;
/** A network that has not answered the page by then (a weak signal) gets the kept copy. */
const NETWORK_WAIT_MS = 4_000;

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(new URL(PAGE, scope.location.href), { cache: 'no-cache' })))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => scope.clients.claim()),
  );
});

const isPage = (url: URL) => url.pathname === PAGE || url.pathname === `${PAGE}/`;
/** A response worth keeping: whole, from this site, not a redirect (a navigation may not be answered with one). */
const keepable = (response: Response) => response.status === 200 && response.type === 'basic' && !response.redirected;
/** `<link rel=prefetch>` (another page's chunks, which the docs' links ask for): served, not kept. */
const isPrefetch = (request: Request) => /prefetch/i.test(request.headers.get('Sec-Purpose') ?? '');

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== scope.location.origin) return;
  if (request.mode === 'navigate') {
    if (isPage(url)) event.respondWith(networkFirst(event, PAGE));
  } else if (url.pathname.startsWith(ASSETS)) {
    event.respondWith(cacheFirst(event));
  } else if (url.pathname.startsWith(BASE_URL)) {
    event.respondWith(networkFirst(event, request));
  }
});

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  let response = await cache.match(event.request);
  if (!response) {
    response = await fetch(event.request);
    if (keepable(response) && !isPrefetch(event.request)) event.waitUntil(cache.put(event.request, response.clone()));
  }
  // A worker's script: a fetched or kept response would name the worker by its URL without the hash, which
  // says what the playground's worker loads; a response made here takes the request's URL, hash included.
  return event.request.destination === 'worker' ? new Response(response.body, response) : response;
}

function networkFirst(event: FetchEvent, key: RequestInfo): Promise<Response> {
  const kept = caches.open(CACHE).then((cache) => cache.match(key));
  const network = fetch(event.request).then((response) => {
    if (keepable(response)) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
    }
    return response;
  });
  // The network's answer is kept even when the copy was served (the next visit gets it).
  event.waitUntil(network.catch(() => undefined));
  const orKept = (error: unknown) =>
    kept.then((response) => response ?? Promise.reject(error instanceof Error ? error : new Error(String(error))));
  const slow = new Promise<void>((resolve) => setTimeout(resolve, NETWORK_WAIT_MS)).then(() =>
    kept.then((response) => response ?? network),
  );
  return Promise.race([network.catch(orKept), slow]);
}

/** The page's list of the files it used: those fetched before this worker controlled it are added now. */
scope.addEventListener('message', (event) => {
  const { data } = event;
  if (typeof data !== 'object' || data === null || !('keep' in data) || !Array.isArray(data.keep)) return;
  const urls = data.keep.filter((url): url is string => {
    if (typeof url !== 'string') return false;
    const parsed = new URL(url, scope.location.href);
    return parsed.origin === scope.location.origin && parsed.pathname.startsWith(BASE_URL) && !isPage(parsed);
  });
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls.map(async (url) => {
          if (await cache.match(url)) return;
          // From the browser's HTTP cache, where the page's copy of a content-hashed file still is.
          const response = await fetch(url).catch(() => undefined);
          if (response && keepable(response)) await cache.put(url, response);
        }),
      ),
    ),
  );
});
