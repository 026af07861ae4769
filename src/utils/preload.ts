/**
 * Starts loading code a reader may soon need, and forgets it. A load that fails (offline, or the
 * page left before its chunk arrived, which Firefox reports as a ChunkLoadError) stays silent: the
 * bundler forgets a failed chunk, so the code is fetched again when it is needed.
 */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
