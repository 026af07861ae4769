/**
 * Independent audit CE (bench/audit-independent-2026-11-30ce.md): a random draw of sentences and a census of the
 * latest fixes. Each fact runs the package set of its page: @trpc/* 10.12.0 and @tanstack/query-core 4 from
 * src/samples/v10 (the standalone adapter on 127.0.0.1, a port the OS picks), or @trpc/* 9.27.4 from src/samples/v9.
 *
 *   node --import tsx --test tests/facts/audit-ce.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as QueryCore from '../../src/samples/v10/node_modules/@tanstack/query-core';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as SSGV9 from '../../src/samples/v9/node_modules/@trpc/react/ssg';
import type SuperJSON from '../../src/samples/v9/node_modules/superjson';
import { fact, listenOnLoopback, v10, v9, within } from './facts';

fact(
  'docs/server/error-formatting.md',
  "the formatter's path is the call's path even without a procedure there, and undefined when a single call's input is not valid JSON or its result cannot be serialized",
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const { z } = v10('zod') as typeof Zod;
    const seen: [string, string | undefined][] = [];
    const tc = initTRPC.create({
      errorFormatter({ shape, path, error }) {
        seen.push([error.code, path]);
        return shape;
      },
    });
    const router = tc.router({
      byId: tc.procedure.input(z.object({ id: z.number() })).query(({ input }) => input.id),
      big: tc.procedure.query(() => BigInt(1)),
    });
    const handler = createHTTPHandler({ router });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const lastFor = async (url: string): Promise<[string, string | undefined] | undefined> => {
      const response = await within(3000, `response to ${url}`, fetch(base + url));
      await response.text();
      return seen.at(-1);
    };
    assert.deepEqual(await lastFor('/nope'), ['NOT_FOUND', 'nope']);
    assert.deepEqual(await lastFor(`/byId?input=${encodeURIComponent('{"id":"x"}')}`), ['BAD_REQUEST', 'byId']);
    // One call, and the error is about its input, yet the path is not passed.
    assert.deepEqual(await lastFor(`/byId?input=${encodeURIComponent('{bad')}`), ['PARSE_ERROR', undefined]);
    assert.deepEqual(await lastFor('/big'), ['INTERNAL_SERVER_ERROR', undefined]);
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  "in TanStack Query v4 a disabled query without data is 'loading' with fetchStatus 'idle', one with data is 'success', and a mutation starts as 'idle'",
  () => {
    const { MutationObserver, QueryClient, QueryObserver } = v10('@tanstack/query-core') as typeof QueryCore;
    const queryClient = new QueryClient();
    const resultOf = (key: string) =>
      new QueryObserver(queryClient, { queryKey: [key], queryFn: () => 1, enabled: false }).getCurrentResult();
    const empty = resultOf('empty');
    assert.deepEqual([empty.status, empty.fetchStatus], ['loading', 'idle']);
    queryClient.setQueryData(['cached'], 5);
    const cached = resultOf('cached');
    assert.deepEqual([cached.status, cached.fetchStatus], ['success', 'idle']);
    const mutation = new MutationObserver(queryClient, { mutationFn: () => Promise.resolve(1) });
    assert.equal(mutation.getCurrentResult().status, 'idle');
    queryClient.clear();
  },
);

fact(
  'versioned_docs/version-9.x/server/data-transformers.md',
  "createSSGHelpers does not use the router's transformer: without its own transformer option the dehydrated state is not serialized, so SSG is a third place to set it",
  async () => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createSSGHelpers } = v9('@trpc/react/ssg') as typeof SSGV9;
    const superjson = v9('superjson') as typeof SuperJSON;
    const router = trpc
      .router()
      .transformer(superjson)
      .query('when', { resolve: () => new Date(0) });
    const dataOf = async (transformer?: typeof superjson): Promise<unknown> => {
      const ssg = createSSGHelpers({ router, ctx: {}, transformer });
      await within(3000, 'prefetch', ssg.prefetchQuery('when'));
      const state = ssg.dehydrate();
      ssg.queryClient.clear();
      return state;
    };
    const plain = (await dataOf()) as { queries: { state: { data: unknown } }[] };
    assert.ok(plain.queries[0]?.state.data instanceof Date, 'without the option the Date stays a Date');
    const serialized = (await dataOf(superjson)) as { json?: unknown; meta?: unknown };
    assert.ok(serialized.json !== undefined && serialized.meta !== undefined, 'with the option it is superjson');
  },
);
