/**
 * Independent audit HG (bench/audit-independent-2026-11-30hg.md): 64 drawn sentences. The one wrong claim, pinned as
 * corrected, runs @trpc/* 10.12.0 from src/samples/v10 on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-hg.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v10 } from './facts';

fact(
  'docs/client/vanilla.md',
  'without a transformer the client types follow JSON for a Date, but a resolver result that can be undefined loses the undefined in its client type while the call resolves to undefined; null stays in the type',
  async (t) => {
    const page = pageText('docs/client/vanilla.md');
    assert.match(page, /the client types follow most of what JSON does to it, such as turning a `Date` into a string/);
    assert.match(
      page,
      /One case they miss: when a resolver can return `undefined` itself, for example the result of `array\.find\(\)`, the client type drops the `undefined`, yet the call then resolves to `undefined`\. Return `null` instead to keep the missing case in the type\./,
    );
    assert.doesNotMatch(page, /the client types reflect what actually arrives/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const http = await import('node:http');
    const trpc = initTRPC.create();
    const notes = [{ id: 1, text: 'Buy oat milk', createdAt: new Date(0) }];
    const appRouter = trpc.router({
      byId: trpc.procedure
        .input((raw: unknown) => Number(raw))
        .query(({ input }) => notes.find((note) => note.id === input)),
      byIdOrNull: trpc.procedure
        .input((raw: unknown) => Number(raw))
        .query(({ input }) => notes.find((note) => note.id === input) ?? null),
    });
    type AppRouter = typeof appRouter;
    const handler = createHTTPHandler({ router: appRouter });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url })] });

    // The Date case: typed as the string it becomes, and a string arrives.
    const found = await client.byId.query(1);
    const createdAt: string = found.createdAt;
    assert.equal(createdAt, new Date(0).toISOString());

    // The `undefined` case: the client type has no `undefined`, yet `undefined` arrives.
    type ByIdOutput = Awaited<ReturnType<typeof client.byId.query>>;
    // @ts-expect-error - the client type of a `T | undefined` result drops the `undefined`
    const typedMissing: ByIdOutput = undefined;
    assert.equal(typedMissing, undefined);
    const missing: ByIdOutput = await client.byId.query(2);
    assert.equal(missing, undefined, 'the call resolves to undefined although its type says it cannot');

    // Returning null keeps the missing case in the type, and null arrives.
    const missingOrNull = await client.byIdOrNull.query(2);
    const typedNull: typeof missingOrNull = null;
    assert.equal(missingOrNull, typedNull);
  },
);
