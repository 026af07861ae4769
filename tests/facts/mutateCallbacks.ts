/**
 * What both versions' mutation pages say of a call's own callbacks (`mutate(input, { onSuccess })`), run through
 * React Query's `MutationObserver`, which the `useMutation` hooks wrap (subscribed is a mounted component,
 * unsubscribed an unmounted one): they run after the hook's, only for the latest call of a mounted component,
 * while the hook's run for every call. Used by mutate-callbacks-latest.test.ts (10.x) and v9-universal.test.ts.
 */
import assert from 'node:assert/strict';
import { within } from './facts';

type CallOptions = { onSuccess?: (data: string) => void };
export type Observer = {
  mutate: (input: string, options?: CallOptions) => Promise<string>;
  subscribe: (listener: () => void) => () => void;
};
/** A React Query `MutationObserver` with this mutation function and hook-level `onSuccess`. */
export type MakeObserver = (options: {
  mutationFn: (input: string) => Promise<string>;
  onSuccess: (data: string) => void;
}) => Observer;

export async function assertLatestCallCallbacks(makeObserver: MakeObserver): Promise<void> {
  const calls: string[] = [];
  let release: (() => void)[] = [];
  /** Resolves the pending calls once `count` of them have started. */
  const settle = async (count: number) => {
    await within(
      5000,
      `${count} started calls`,
      (async () => {
        while (release.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
      })(),
    );
    for (const resolve of release) resolve();
    release = [];
  };
  const observer = makeObserver({
    mutationFn: (input) => new Promise((resolve) => release.push(() => resolve(input))),
    onSuccess: (data) => void calls.push(`hook ${data}`),
  });
  const own = { onSuccess: (data: string) => void calls.push(`call ${data}`) };
  const unsubscribe = observer.subscribe(() => {});
  const first = observer.mutate('one', own);
  const second = observer.mutate('two', own);
  await settle(2);
  await within(5000, 'both mutations', Promise.all([first, second]));
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(calls, ['hook one', 'hook two', 'call two']);

  calls.length = 0;
  const third = observer.mutate('three', own);
  unsubscribe(); // the component unmounts before the call settles
  await settle(1);
  await within(5000, 'the third mutation', third);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(calls, ['hook three']);
}
