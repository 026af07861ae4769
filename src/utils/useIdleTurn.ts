import { startTransition, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from './preload';

/**
 * Work a page's first screen does not need, done after load one piece per idle period, in the order
 * the pieces asked. The code blocks' buttons and the typed samples' popover triggers came in one
 * React update after hydration (a transition: its rendering is split, its commit is not), so that
 * on a page with many blocks the commit of all of them was one long task on a phone. One block per
 * idle period makes each commit a short task.
 */
const queue: (() => void)[] = [];
let running = false;

function next(): void {
  const work = queue.shift();
  if (!work) {
    running = false;
    return;
  }
  // A state update: React renders and commits it in tasks of its own, before the next idle period.
  work();
  whenIdleAfterLoad(next);
}

function enqueue(work: () => void): () => void {
  queue.push(work);
  if (!running) {
    running = true;
    whenIdleAfterLoad(next);
  }
  return () => {
    const index = queue.indexOf(work);
    if (index >= 0) queue.splice(index, 1);
  };
}

/**
 * False on the server and while hydrating, then true once an idle period after load gives this
 * component its turn (see above). What renders when it is true must not change what the reader
 * sees at first: it is for what only an interaction needs.
 */
export function useIdleTurn(): boolean {
  const [turn, setTurn] = useState(false);
  // A transition still: React splits the rendering of a large block between tasks.
  useEffect(() => enqueue(() => startTransition(() => setTurn(true))), []);
  return turn;
}
