/**
 * Independent audit DB (bench/audit-independent-2026-11-30db.md): no drawn sentence was wrong; these facts pin the
 * one checked hardest, the links page's rule that a link passes on `next`, `error` and `complete` or "the caller
 * waits forever or never sees the error", at each of its three edges, and the edge where dropping one costs a query
 * nothing. Each fact runs @trpc/* 10.12.0 from src/samples/v10: the real client with `httpLink` against the
 * standalone adapter on 127.0.0.1 (a port the OS picks), or, for a subscription, a terminating link of the test's
 * own that answers at once.
 *
 *   node --import tsx --test tests/facts/audit-db.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/dist/observable';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, listenOnLoopback, v10, within } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;

const t = initTRPC.create();
const router = t.router({
  ping: t.procedure.query(() => 'pong'),
  fail: t.procedure.query(() => {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'no' });
  }),
  ticks: t.procedure.subscription(() => observable<number>(() => undefined)),
});
type AppRouter = typeof router;
type Forwarded = 'next' | 'error' | 'complete';

/** A link that passes on only the observer calls named in `forwarded`. */
function partialLink(forwarded: readonly Forwarded[]): TRPCClient.TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const subscription = next(op).subscribe({
          next: (value) => {
            if (forwarded.includes('next')) observer.next(value);
          },
          error: (error) => {
            if (forwarded.includes('error')) observer.error(error);
          },
          complete: () => {
            if (forwarded.includes('complete')) observer.complete();
          },
        });
        return subscription;
      });
}

/** Whether `promise` settles within `ms`; the server answers in a few ms, so 300 ms is ample. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}

async function serve(tc: { after: (fn: () => void) => void }): Promise<string> {
  const handler = createHTTPHandler({ router });
  return listenOnLoopback(
    tc,
    http.createServer((req, res) => void handler(req, res)),
  );
}

fact(
  'docs/client/links/index.mdx',
  'a link that drops `complete` still lets a query resolve: the caller neither waits forever nor loses anything',
  async (tc) => {
    const url = await serve(tc);
    const client = createTRPCProxyClient<AppRouter>({ links: [partialLink(['next', 'error']), httpLink({ url })] });
    assert.equal(await within(3000, 'query result', client.ping.query()), 'pong');
  },
);

fact(
  'docs/client/links/index.mdx',
  'a link that drops `next` leaves the query unsettled even when it passes on `complete`: the caller waits forever',
  async (tc) => {
    const url = await serve(tc);
    const client = createTRPCProxyClient<AppRouter>({ links: [partialLink(['error', 'complete']), httpLink({ url })] });
    assert.equal(await settlesWithin(client.ping.query(), 300), false);
  },
);

fact(
  'docs/client/links/index.mdx',
  'a link that drops `error` leaves a failing query unsettled: the caller never sees the error',
  async (tc) => {
    const url = await serve(tc);
    const client = createTRPCProxyClient<AppRouter>({ links: [partialLink(['next', 'complete']), httpLink({ url })] });
    assert.equal(await settlesWithin(client.fail.query(), 300), false);
  },
);

fact(
  'docs/client/links/index.mdx',
  'a link that drops `complete` hides the end of a subscription: `onComplete` is never called',
  () => {
    /** Answers a subscription with one value, then ends it. */
    const endsAtOnce: TRPCClient.TRPCLink<AppRouter> = () => () =>
      observable((observer) => {
        observer.next({ result: { type: 'data', data: 1 } });
        observer.complete();
      });
    const run = (forwarded: readonly Forwarded[]) => {
      const seen: string[] = [];
      const client = createTRPCProxyClient<AppRouter>({ links: [partialLink(forwarded), endsAtOnce] });
      const subscription = client.ticks.subscribe(undefined, {
        onData: () => seen.push('data'),
        onComplete: () => seen.push('complete'),
      });
      subscription.unsubscribe();
      return seen;
    };
    assert.deepEqual(run(['next', 'error', 'complete']), ['data', 'complete']);
    assert.deepEqual(run(['next', 'error']), ['data']);
  },
);
