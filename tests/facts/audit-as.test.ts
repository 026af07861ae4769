/**
 * Independent audit AS (bench/audit-independent-2026-11-29as.md, tests/facts/README.md): sentences written by the
 * session's latest fixes that the audit found wider than the installed packages, pinned as corrected. One 10.x
 * standalone server (started by the first fact that needs it, closed when the file's tests end).
 *
 *   node --import tsx --test tests/facts/audit-as.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, fileScope, listenOnLoopback, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;

const t = initTRPC.create();
const router = t.router({
  when: t.procedure.query(() => ({ at: new Date(0) })),
});

/** Compile-time: the caller's `at` is a `Date`, the client's (no transformer) a `string`. */
type CallerAt = Awaited<ReturnType<ReturnType<typeof router.createCaller>['when']>>['at'];
type ClientAt = Awaited<ReturnType<ReturnType<typeof createTRPCProxyClient<typeof router>>['when']['query']>>['at'];
const callerAt: CallerAt = new Date(0);
const clientAt: ClientAt = '1970-01-01T00:00:00.000Z';

fact(
  'docs/server/server-side-calls.md',
  'a server-side call returns what the resolver returns, without JSON (a Date stays a Date), while a client without a transformer types and receives that Date as a string',
  async () => {
    const direct = await router.createCaller({}).when();
    assert.ok(direct.at instanceof Date, 'the caller returns the Date itself');
    assert.ok(callerAt instanceof Date);
    const url = await listenOnLoopback(fileScope, createHTTPServer({ router }).server);
    const client = createTRPCProxyClient<typeof router>({ links: [httpLink({ url })] });
    const overHttp = await client.when.query();
    assert.equal(typeof overHttp.at, 'string', 'over HTTP the Date arrives as a string');
    assert.equal(overHttp.at, clientAt);
  },
);
