/**
 * What a React Query `MutationObserver` shows, for the `reset()` facts of both versions (react-query 3 for 9.x,
 * @tanstack/react-query 4 for 10.x: the same four fields), and the state `reset()` returns it to.
 */
import assert from 'node:assert/strict';
import { within } from './facts';

export const IDLE_MUTATION = { status: 'idle', data: undefined, error: null, variables: undefined };

type Observer = {
  getCurrentResult(): { status: string; data?: unknown; error: unknown; variables?: unknown };
  mutate(input: string): Promise<unknown>;
  reset(): void;
};

export function mutationState(observer: Pick<Observer, 'getCurrentResult'>) {
  const { status, data, error, variables } = observer.getCurrentResult();
  return { status, data, error, variables };
}

/**
 * Mutates with `'one'`, which must answer `answer`, and with `'fail'`, which must fail; after each, `reset()` must
 * bring back the idle state, `variables` included.
 */
export async function expectResetAfterSuccessAndFailure(observer: Observer, answer: unknown): Promise<void> {
  await within(5000, 'a successful mutation', observer.mutate('one'));
  assert.deepEqual(mutationState(observer), { status: 'success', data: answer, error: null, variables: 'one' });
  observer.reset();
  assert.deepEqual(mutationState(observer), IDLE_MUTATION);

  const failed = observer.mutate('fail').then(
    () => assert.fail('the mutation succeeded'),
    () => undefined,
  );
  await within(5000, 'a failed mutation', failed);
  assert.equal(mutationState(observer).status, 'error');
  assert.equal(mutationState(observer).variables, 'fail');
  observer.reset();
  assert.deepEqual(mutationState(observer), IDLE_MUTATION);
}
