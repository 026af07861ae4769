/**
 * The `onError` rows of the mutation pages (docs/reactjs/useMutation.md, versioned_docs/version-9.x/reactjs/
 * mutations.md): React Query, which tRPC's `useMutation` hands its callbacks to, calls `onError` when the
 * request fails and also when `onMutate` or `onSuccess` throws, the latter after the procedure has run (audit CG
 * noticed it). @tanstack/react-query 4.44.0 for 10.x, react-query 3.39.3 for 9.x, through their
 * `MutationObserver`, which the hook wraps.
 *
 *   node --import tsx --test tests/facts/mutation-callbacks.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQueryV4 from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { fact, v10, v9, within } from './facts';

type Observer = { mutate: (input: string) => Promise<unknown>; getCurrentResult: () => { status: string } };
type Callbacks = {
  mutationFn: (input: string) => Promise<string>;
  onMutate?: () => void;
  onSuccess?: () => void;
  onError: (error: unknown) => void;
};
type MakeObserver = (callbacks: Callbacks) => Observer;

const quiet = { log() {}, warn() {}, error() {} };

const reactQueries: [version: string, page: string, makeObserver: MakeObserver][] = [
  [
    '10.x',
    'docs/reactjs/useMutation.md',
    (callbacks) => {
      const { MutationObserver, QueryClient } = v10('@tanstack/react-query') as typeof ReactQueryV4;
      return new MutationObserver(new QueryClient({ logger: quiet }), callbacks);
    },
  ],
  [
    '9.x',
    'versioned_docs/version-9.x/reactjs/mutations.md',
    (callbacks) => {
      const { MutationObserver, QueryClient } = v9('react-query') as typeof ReactQueryV3;
      return new MutationObserver(new QueryClient(), callbacks);
    },
  ],
];

for (const [version, page, makeObserver] of reactQueries) {
  fact(
    page,
    `${version}: onError runs when onSuccess throws, after the procedure ran, and when onMutate throws, before any request; the mutation ends in error`,
    async (t) => {
      if (version === '9.x') {
        // react-query 3 logs a mutation's error through a global logger; console is its default.
        const { setLogger } = v9('react-query') as typeof ReactQueryV3;
        setLogger(quiet);
        t.after(() => setLogger(console));
      }
      for (const throwing of ['onSuccess', 'onMutate'] as const) {
        const sent: string[] = [];
        const errors: unknown[] = [];
        const thrown = new Error(`${throwing} threw`);
        const observer = makeObserver({
          mutationFn: (input) => (sent.push(input), Promise.resolve('saved')),
          [throwing]: () => {
            throw thrown;
          },
          onError: (error) => errors.push(error),
        });
        await within(
          2000,
          `${throwing}: the mutation`,
          observer.mutate('book').catch(() => undefined),
        );
        assert.deepEqual(errors, [thrown], `${throwing}: onError gets the thrown error`);
        assert.deepEqual(sent, throwing === 'onSuccess' ? ['book'] : [], `${throwing}: what reached the procedure`);
        assert.equal(observer.getCurrentResult().status, 'error');
      }
    },
  );
}
