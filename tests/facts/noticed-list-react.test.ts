/**
 * Items earlier auditors noticed on the 10.x React and server-side-calls pages, checked by their owner. One was
 * misleading and is pinned here as the page now says it: useMutation's `reset()` also clears `variables`, so after
 * it the `variables` row's "input of the latest call" no longer holds. Run with @trpc/* 10.12.0 and
 * @tanstack/react-query from src/samples/v10, against a standalone server on 127.0.0.1.
 *
 *   node --import tsx --test tests/facts/noticed-list-react.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';
import { expectResetAfterSuccessAndFailure, IDLE_MUTATION, mutationState } from './mutationState';
import { renderInProviders } from './v10-react';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
const { MutationObserver, QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
const { z } = v10('zod') as typeof Zod;

const t = initTRPC.create();
/** Resolved when a `'slow'` call reaches its resolver, with the function that lets it answer. */
let held: Promise<() => void> = new Promise(() => {});
let onHeld: (release: () => void) => void = () => {};
const router = t.router({
  add: t.procedure.input(z.string()).mutation(async ({ input }) => {
    if (input === 'fail') throw new Error('refused');
    if (input === 'slow') await new Promise<void>((resolve) => onHeld(resolve));
    return `added ${input}`;
  }),
});
type Router = typeof router;

const page = 'docs/reactjs/useMutation.md';

fact(
  page,
  "reset() returns the mutation to the idle state and clears data, error and variables, after a success, after a failure and while a call is loading (the call's later answer does not come back)",
  async (t) => {
    const text = pageText(page);
    assert.match(text, /\| `reset\(\)` \| Return to the `idle` state and clear `data`, `error` and `variables`\. \|/);
    assert.doesNotMatch(text, /clear `data` and `error`\. \|/);
    assert.match(text, /\| `variables` \| The input of the latest call\. \|/);

    // tRPC's hook hands back React Query's own reset (MutationObserver's, bound), as its other result fields
    const trpc = createTRPCReact<Router>();
    const queryClient = new QueryClient({ logger: { log() {}, warn() {}, error() {} } });
    t.after(() => queryClient.clear());
    const base = await listenOnLoopback(t, createHTTPServer({ router }).server);
    const links = [httpLink({ url: base })];
    let hookReset: (() => void) | undefined;
    renderInProviders(trpc, trpc.createClient({ links }), queryClient, () => {
      hookReset = trpc.add.useMutation().reset;
      return null;
    });
    assert.equal(hookReset?.name, 'bound reset');

    // the same mutation function as the hook's: the client's mutation of the procedure, over HTTP
    const client = createTRPCProxyClient<Router>({ links });
    const observer = new MutationObserver<string, unknown, string>(queryClient, {
      mutationFn: (input) => client.add.mutate(input),
      retry: false,
    });
    const unsubscribe = observer.subscribe(() => {});
    t.after(unsubscribe);
    const state = () => mutationState(observer);
    await expectResetAfterSuccessAndFailure(observer, 'added one');

    held = new Promise((resolve) => (onHeld = resolve));
    const slow = observer.mutate('slow');
    assert.equal(state().status, 'loading');
    assert.equal(state().variables, 'slow');
    observer.reset();
    assert.deepEqual(state(), IDLE_MUTATION);
    // the request is not cancelled: it reaches the procedure and answers, yet the result stays idle
    const release = await within(5000, 'the slow call at its resolver', held);
    release();
    assert.equal(await within(5000, 'the slow mutation', slow), 'added slow');
    assert.deepEqual(state(), IDLE_MUTATION);
  },
);
