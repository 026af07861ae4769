import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { whenIdleAfterLoad, type IdleDeadline } from '@site/src/utils/whenIdleAfterLoad';

/**
 * Docusaurus prefetches the chunks of every internal link as soon as it scrolls into view, inside
 * the IntersectionObserver callback: matching the route, then one `<link rel=prefetch>` per chunk.
 * On a page's first load that runs for dozens of links while the page hydrates, in tasks long
 * enough to block input on a phone. This queues those prefetches and runs them when the browser
 * is idle after the load, one short task at a time. Hover and touch still preload at once
 * (`preload` is untouched), so a click is as fast as before.
 */
type Docusaurus = Window['docusaurus'];

/** Longest run (ms) of prefetches in one idle task: well under the 50 ms of a long task on a slow phone. */
const TASK_BUDGET_MS = 8;

function deferPrefetch(docusaurus: Docusaurus): Docusaurus {
  // Repeats are fine: Docusaurus's prefetch returns at once for a route it has fetched.
  const queue: string[] = [];
  let scheduled = false;

  const drain = (deadline: IdleDeadline) => {
    const started = performance.now();
    do {
      const path = queue.shift();
      if (path === undefined) break;
      void docusaurus.prefetch(path);
    } while (deadline.timeRemaining() > 0 && performance.now() - started < TASK_BUDGET_MS);
    scheduled = queue.length > 0;
    if (scheduled) whenIdleAfterLoad(drain);
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdleAfterLoad(drain);
  };

  return Object.freeze({
    preload: docusaurus.preload,
    prefetch: (path: string) => {
      queue.push(path);
      schedule();
      return Promise.resolve([]);
    },
  });
}

// Client modules run before the client entry assigns `window.docusaurus`: catch that assignment.
if (ExecutionEnvironment.canUseDOM && !Object.getOwnPropertyDescriptor(window, 'docusaurus')) {
  let current: Docusaurus | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: Docusaurus) => {
      current = deferPrefetch(value);
    },
  });
}
