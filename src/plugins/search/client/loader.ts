import { createEngine, type Engine } from './engine';
import { MANIFEST_FILE, SEARCH_DIR, type IndexFile, type Manifest, type ManifestEntry } from './types';
import { selectIndexes, type FacetPredicate } from './facets';

/**
 * Thrown when an index file cannot be fetched. DocSearch shows its "Unable to fetch results"
 * screen only for errors named `RetryError` (the name Algolia's client gives network failures).
 */
class IndexUnavailableError extends Error {
  override name = 'RetryError';
}

export type IndexLoader = {
  /** The engines of the index files the filters need, fetched (once) and built on first use. */
  engines: (predicate: FacetPredicate) => Promise<Engine[]>;
};

export type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/** Loads `search/manifest.json` and the index files it lists, from under the site's baseUrl. */
export function createIndexLoader(baseUrl: string, fetchFn: Fetch): IndexLoader {
  const folder = `${baseUrl.replace(/\/?$/, '/')}${SEARCH_DIR}/`;
  let manifest: Promise<Manifest> | undefined;
  const engines = new Map<string, Promise<Engine>>();

  async function fetchJson<T>(file: string): Promise<T> {
    let response: Awaited<ReturnType<Fetch>>;
    try {
      response = await fetchFn(folder + file);
    } catch (error) {
      throw new IndexUnavailableError(`Could not fetch ${folder}${file}`, { cause: error });
    }
    if (!response.ok) throw new IndexUnavailableError(`${folder}${file} answered ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch (error) {
      // A host that answers every path with a page (a single-page-app fallback, `npm start`, which
      // builds no index) has no index either.
      throw new IndexUnavailableError(`${folder}${file} is not an index file`, { cause: error });
    }
  }

  /** Caches a promise, but forgets a failed one so that the next search retries. */
  function remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
    promise.catch(forget);
    return promise;
  }

  function loadEngine({ file }: ManifestEntry): Promise<Engine> {
    let engine = engines.get(file);
    if (!engine) {
      engine = remember(fetchJson<IndexFile>(file).then(createEngine), () => engines.delete(file));
      engines.set(file, engine);
    }
    return engine;
  }

  return {
    async engines(predicate) {
      manifest ??= remember(fetchJson<Manifest>(MANIFEST_FILE), () => (manifest = undefined));
      const { indexes } = await manifest;
      return Promise.all(selectIndexes(indexes, predicate).map(loadEngine));
    },
  };
}
