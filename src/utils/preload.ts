/**
 * Starts loading code a reader may soon need, and forgets it. A load that fails (offline, or the
 * page left before its chunk arrived, which Firefox reports as a ChunkLoadError) stays silent: the
 * bundler forgets a failed chunk, so the code is fetched again when it is needed.
 */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

export type IdleDeadline = { timeRemaining: () => number };

/** Runs `task` in an idle period (or after 2 s at most), once the page has loaded. */
export function whenIdleAfterLoad(task: (deadline: IdleDeadline) => void): void {
  const whenIdle = (): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(() => task({ timeRemaining: () => 0 }), 100);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
