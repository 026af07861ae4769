import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, describe, it } from 'node:test';

/**
 * The playground's service worker (src/plugins/playground/client/offline/serviceWorker.ts) in a made-up
 * service worker scope: Cache Storage in a Map, `fetch` answered by the test. The browser side (two scopes,
 * a real offline reload) is tests/e2e/playground-offline.spec.ts; here, the rules and the update story.
 */

type Handler = (event: FakeEvent) => void;
type FakeEvent = {
  request?: Request;
  data?: unknown;
  waitUntil(promise: Promise<unknown>): void;
  respondWith(response: Response | Promise<Response>): void;
};

const ORIGIN = 'https://trpc.example';
const load = createRequire(__filename);

/** Cache Storage of one origin, shared by every worker the test starts (as a browser's is). */
const stores = new Map<string, Map<string, Response>>();
const keyOf = (request: RequestInfo | URL) => {
  const url = new URL(typeof request === 'string' || request instanceof URL ? request : request.url, ORIGIN);
  url.hash = '';
  return url.href;
};
function openCache(name: string) {
  const entries = stores.get(name) ?? new Map<string, Response>();
  stores.set(name, entries);
  return {
    // As a browser's: a kept response has the URL it was fetched from (without the hash).
    match: (request: RequestInfo) => {
      const kept = entries.get(keyOf(request))?.clone();
      return Promise.resolve(kept && Object.defineProperty(kept, 'url', { value: keyOf(request) }));
    },
    put: (request: RequestInfo, response: Response) => {
      entries.set(keyOf(request), response);
      return Promise.resolve();
    },
    add: async (request: RequestInfo) => {
      entries.set(keyOf(request), await network(typeof request === 'string' ? new Request(keyOf(request)) : request));
    },
    keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
  };
}
const fakeCaches = {
  open: (name: string) => Promise.resolve(openCache(name)),
  keys: () => Promise.resolve([...stores.keys()]),
  delete: (name: string) => Promise.resolve(stores.delete(name)),
};

/** The server: a body naming the URL and a count of the requests it answered, or no network at all. */
let online = true;
const served: string[] = [];
function network(request: Request): Promise<Response> {
  if (!online) return Promise.reject(new TypeError('Failed to fetch'));
  served.push(new URL(request.url).pathname);
  return Promise.resolve(new Response(`${new URL(request.url).pathname} #${served.length}`, { status: 200 }));
}

/**
 * The timers the workers set: networkFirst races the network against a 4 s timer it never clears
 * (a browser ends an idle worker), which would keep this process alive for 4 s after the last test.
 */
const timers = new Set<NodeJS.Timeout>();
const nodeSetTimeout = globalThis.setTimeout;
const trackedSetTimeout = (...args: Parameters<typeof nodeSetTimeout>) => {
  const timer = nodeSetTimeout(...args);
  timers.add(timer);
  return timer;
};
// Node's Response has type 'default'; a same-origin fetch's in a browser is 'basic'.
const basic = (response: Response) => Object.defineProperty(response, 'type', { value: 'basic' });

/** Starts a worker of the build `build` for `baseUrl`: a new module instance, with its own handlers. */
function startWorker(build: string, baseUrl = '/') {
  const handlers = new Map<string, Handler>();
  const calls: string[] = [];
  Object.assign(globalThis, {
    BUILD: build,
    BASE_URL: baseUrl,
    caches: fakeCaches,
    setTimeout: trackedSetTimeout,
    fetch: (request: RequestInfo) =>
      network(typeof request === 'string' ? new Request(new URL(request, ORIGIN)) : request).then(basic),
    self: {
      location: new URL(`${ORIGIN}${baseUrl}playground-sw.js`),
      clients: { claim: () => Promise.resolve(void calls.push('claim')) },
      skipWaiting: () => Promise.resolve(void calls.push('skipWaiting')),
      addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    },
  });
  // A new module instance each time, as each build's worker is its own script.
  const file = load.resolve('../../src/plugins/playground/client/offline/serviceWorker.ts');
  Reflect.deleteProperty(load.cache, file);
  load(file);
  /** Dispatches an event; resolves with the response it gave (if any) once everything it waits for is done. */
  const dispatch = async (type: string, init: Partial<FakeEvent> = {}) => {
    const waiting: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    handlers.get(type)?.({
      ...init,
      waitUntil: (promise) => void waiting.push(promise),
      respondWith: (answer) => void (response = Promise.resolve(answer)),
    });
    const answer = await response;
    for (let done = 0; done < waiting.length; done++) await waiting[done];
    return answer;
  };
  const request = (path: string, props: Partial<Record<'mode' | 'destination', string>> = {}, headers = {}) => {
    const made = new Request(`${ORIGIN}${path}`, { headers });
    for (const [name, value] of Object.entries(props)) Object.defineProperty(made, name, { value });
    return made;
  };
  const fetchEvent = (path: string, props?: Partial<Record<'mode' | 'destination', string>>, headers = {}) =>
    dispatch('fetch', { request: request(path, props, headers) });
  return { dispatch, fetchEvent, calls };
}

const saved = { fetch: globalThis.fetch };
after(() => {
  for (const timer of timers) clearTimeout(timer);
  globalThis.setTimeout = nodeSetTimeout;
  globalThis.fetch = saved.fetch;
  for (const name of ['BUILD', 'BASE_URL', 'caches', 'self']) Reflect.deleteProperty(globalThis, name);
});

describe("the playground's service worker", () => {
  it('keeps the page on install, takes over at once, and a new build deletes the old build’s cache only', async () => {
    const first = startWorker('build1');
    await first.dispatch('install');
    await first.dispatch('activate');
    assert.deepEqual(first.calls, ['skipWaiting', 'claim']);
    assert.ok(stores.get('trpc-playground / build1')?.has(`${ORIGIN}/playground`));
    // Another site under a sub-path of the same origin keeps its cache.
    stores.set('trpc-playground /preview/ buildX', new Map());

    const second = startWorker('build2');
    await second.dispatch('install');
    await second.dispatch('activate');
    assert.deepEqual([...stores.keys()].sort(), ['trpc-playground / build2', 'trpc-playground /preview/ buildX']);
  });

  it('serves the page from the network first, the kept copy offline; other pages are left to the browser', async () => {
    const worker = startWorker('build3');
    await worker.dispatch('install');
    online = true;
    const fresh = await (await worker.fetchEvent('/playground', { mode: 'navigate' }))!.text();
    assert.match(fresh, /^\/playground #\d+$/);
    // The network's answer, kept: a later deploy's page replaces the one the install kept.
    online = false;
    assert.equal(await (await worker.fetchEvent('/playground', { mode: 'navigate' }))!.text(), fresh);
    assert.equal(await worker.fetchEvent('/docs/quickstart', { mode: 'navigate' }), undefined);
    online = true;
  });

  it('serves content-hashed files from the cache first, keeps no prefetch, and gives a worker its URL’s hash', async () => {
    const worker = startWorker('build4');
    const first = await worker.fetchEvent('/assets/playground/typescript.1.js');
    const count = served.length;
    const again = await worker.fetchEvent('/assets/playground/typescript.1.js');
    assert.equal(await again!.text(), await first!.text());
    assert.equal(served.length, count, 'the second answer came from the cache');

    await worker.fetchEvent('/assets/js/other-page.js', {}, { 'Sec-Purpose': 'prefetch' });
    assert.ok(!stores.get('trpc-playground / build4')?.has(`${ORIGIN}/assets/js/other-page.js`));

    const kept = stores.get('trpc-playground / build4')!;
    kept.set(`${ORIGIN}/assets/playground/worker.1.js`, basic(new Response('worker')));
    const script = await worker.fetchEvent('/assets/playground/worker.1.js#types=x', { destination: 'worker' });
    assert.equal(await script!.text(), 'worker');
    assert.equal(script!.url, '', 'a made response: the browser names the worker by the request’s URL');
  });

  it('adds the files the page lists, of this site only, and not the page', async () => {
    const worker = startWorker('build5');
    await worker.dispatch('message', {
      data: {
        keep: [
          `${ORIGIN}/assets/playground/types-zod.1.json`,
          'https://elsewhere.example/x.js',
          `${ORIGIN}/playground`,
          7,
        ],
      },
    });
    assert.deepEqual(
      [...stores.get('trpc-playground / build5')!.keys()],
      [`${ORIGIN}/assets/playground/types-zod.1.json`],
    );
    await worker.dispatch('message', { data: 'not a list' });
  });
});
