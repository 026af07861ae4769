/**
 * Independent audit GL (bench/audit-independent-2026-11-30gl.md): a random draw of the docs' sentences (positions
 * 2,881-3,200). The facts pin the two sentences of the useMutation page that the audit corrected, running
 * @trpc/react-query 10.12.0 and @tanstack/react-query from src/samples/v10 with a terminating link that answers
 * without a server (echoRouter.ts).
 *
 *   node --import tsx --test tests/facts/audit-gl.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import { echoOrFailLink, echoReactWithOverride, echoRouter, type EchoRouter } from './echoRouter';
import { fact, rejection, v10, within } from './facts';
import { renderInProviders } from './v10-react';

const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
const { TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;

const page = 'docs/reactjs/useMutation.md';
const read = () => fs.readFileSync(path.join(import.meta.dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
// React Query logs a failed mutation; these fail on purpose
const quiet = { log: () => {}, warn: () => {}, error: () => {} };

fact(
  page,
  "a mutation's error is a TRPCClientErrorLike when the request or the procedure failed, and the thrown value when onMutate, onSuccess or, after a success, onSettled throws; null otherwise",
  async () => {
    const text = read();
    assert.match(
      text,
      /\| `error` \| After a failure, what failed it: a `TRPCClientErrorLike` when the request or the procedure failed, or the value your own `onMutate`, `onSuccess` or \(after a success\) `onSettled` threw\. Otherwise `null`\. \|/,
    );
    assert.doesNotMatch(text, /A `TRPCClientErrorLike` after failure, otherwise `null`/);

    const trpc = createTRPCReact<EchoRouter>();
    const client = trpc.createClient({ links: [echoOrFailLink] });
    const queryClient = new QueryClient({ logger: quiet, defaultOptions: { mutations: { retry: false } } });
    const fromOnMutate = new Error('thrown by onMutate');
    const fromOnSuccess = new Error('thrown by onSuccess');
    const fromOnSettled = new Error('thrown by onSettled');
    type MutateAsync = (input: string) => Promise<unknown>;
    let plain: MutateAsync | undefined;
    let badOnMutate: MutateAsync | undefined;
    let badOnSuccess: MutateAsync | undefined;
    let badOnSettled: MutateAsync | undefined;
    renderInProviders(trpc, client, queryClient, () => {
      plain = trpc.add.useMutation().mutateAsync;
      badOnMutate = trpc.add.useMutation({
        onMutate: () => {
          throw fromOnMutate;
        },
      }).mutateAsync;
      badOnSuccess = trpc.add.useMutation({
        onSuccess: () => {
          throw fromOnSuccess;
        },
      }).mutateAsync;
      badOnSettled = trpc.add.useMutation({
        onSettled: (_data, error) => {
          if (!error) throw fromOnSettled;
        },
      }).mutateAsync;
      return null;
    });
    assert.ok(plain && badOnMutate && badOnSuccess && badOnSettled, 'the component should have rendered');
    assert.equal(await echoRouter.createCaller({}).add('ok'), 'ok', 'the echo link answers as the procedure does');

    // The hook's `error` is its current mutation's `state.error` (MutationObserver's result spreads the state).
    const latestError = () => queryClient.getMutationCache().getAll().at(-1)?.state.error;

    await within(5000, 'a successful mutation', plain('ok'));
    assert.equal(latestError(), null, 'a successful call leaves error null');

    await rejection(plain('fail'));
    const failed = latestError();
    assert.ok(failed instanceof TRPCClientError, 'a failed procedure gives a TRPCClientError');
    assert.equal((failed as Error).message, 'fail');

    // A failure in your own callback is what `error` then holds: a plain Error, no `data`, no `shape`
    for (const [mutate, thrown] of [
      [badOnMutate, fromOnMutate],
      [badOnSuccess, fromOnSuccess],
      [badOnSettled, fromOnSettled],
    ] as const) {
      assert.equal(await rejection(mutate('ok')), thrown);
      const error = latestError();
      assert.equal(error, thrown, `${thrown.message} becomes the mutation's error`);
      assert.ok(!(error instanceof TRPCClientError));
      assert.equal((error as { data?: unknown }).data, undefined);
    }
  },
);

fact(
  page,
  'unstable_overrides runs after every successful useMutation call only: not after a failed one, nor for a mutation through utils.client or the vanilla client',
  async () => {
    const text = read();
    assert.match(
      text,
      /To invalidate queries after \*\*every\*\* successful `useMutation` call without repeating yourself, use the `unstable_overrides` option described in \[useContext\(\)\]\(\.\/useContext\.md#invalidating-after-every-mutation\)\. It wraps only the `onSuccess` of `useMutation`: a failed call does not run it, nor does a mutation called through `utils\.client` or the vanilla client\./,
    );
    assert.doesNotMatch(text, /after \*\*every\*\* mutation without repeating/);

    const overridden: string[] = [];
    const { trpc, client } = echoReactWithOverride(overridden);
    let viaHook: ((input: string) => Promise<unknown>) | undefined;
    let utils: ReturnType<typeof trpc.useContext> | undefined;
    renderInProviders(
      trpc,
      client,
      new QueryClient({ logger: quiet, defaultOptions: { mutations: { retry: false } } }),
      () => {
        viaHook = trpc.add.useMutation().mutateAsync;
        utils = trpc.useContext();
        return null;
      },
    );
    assert.ok(viaHook && utils, 'the component should have rendered');
    await rejection(viaHook('fail'));
    assert.deepEqual(overridden, [], 'a failed useMutation call skips the override');
    assert.equal(await within(5000, 'utils.client', utils.client.add.mutate('a')), 'a');
    const vanilla = client as unknown as { mutation(path: string, input: unknown): Promise<unknown> };
    assert.equal(await within(5000, 'the vanilla client', vanilla.mutation('add', 'b')), 'b');
    assert.deepEqual(overridden, [], 'mutations made without useMutation() skip it');
    assert.equal(await within(5000, 'useMutation', viaHook('c')), 'c');
    assert.deepEqual(overridden, ['override'], 'a successful useMutation call runs it');
  },
);
