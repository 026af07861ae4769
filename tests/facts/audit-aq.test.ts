/**
 * Independent audit AQ (bench/audit-independent-2026-11-29aq.md, tests/facts/README.md): the claim the audit
 * found wrong on the three 9.x pages it read, pinned as corrected. One server (started by the fact, closed when it
 * ends) serves the page's own router from versioned_docs/version-9.x/reactjs/mutations.md, merged with
 * a mutation whose output validator rejects what its resolver returns; the real 9.x client calls both.
 *
 * The 9.x client is loaded by its folder, not as `@trpc/client` (see v9-edges.test.ts).
 *
 *   node --import tsx --test tests/facts/audit-aq.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as Zod from '../../src/samples/v9/node_modules/zod';
import { fact, listenOnLoopback, rejection, v9 } from './facts';
import { runPageCode } from './pageCode';

const { createTRPCClient, TRPCClientError } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const trpc = v9('@trpc/server') as typeof ServerV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
const { z } = v9('zod') as typeof Zod;

const MUTATIONS = 'versioned_docs/version-9.x/reactjs/mutations.md';

fact(
  MUTATIONS,
  "input validation errors arrive with error.data.code 'BAD_REQUEST', while a failing output validator arrives as INTERNAL_SERVER_ERROR with the message 'Output validation failed'",
  async (t) => {
    const { appRouter } = runPageCode<{ appRouter: ServerV9.AnyRouter }>(
      MUTATIONS,
      ['appRouter'],
      {},
      {
        title: 'server/routers/_app.ts',
        section: 'Example',
      },
    );
    const router = trpc
      .router()
      .merge(appRouter)
      .mutation('comment.addChecked', {
        input: z.object({ text: z.string() }),
        output: z.object({ id: z.number() }),
        resolve: () => ({ id: 'not a number' }) as unknown as { id: number },
      });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const origin = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = createTRPCClient<ServerV9.AnyRouter>({ url: origin });
    // The router's type is erased (runPageCode gives an AnyRouter), so the calls are typed by hand.
    const mutate = client.mutation.bind(client) as unknown as (path: string, input: unknown) => Promise<unknown>;

    const added = await mutate('comment.add', { postId: 'p1', text: 'Hello' });
    assert.deepEqual(added, { id: 1, postId: 'p1', text: 'Hello' }, 'the page router answers a valid input');

    const invalid = await rejection(mutate('comment.add', { postId: 'p1', text: '' }));
    assert.ok(invalid instanceof TRPCClientError);
    assert.equal((invalid.data as { code?: string } | undefined)?.code, 'BAD_REQUEST', 'input validation');

    const badOutput = await rejection(mutate('comment.addChecked', { text: 'x' }));
    assert.ok(badOutput instanceof TRPCClientError);
    assert.equal((badOutput.data as { code?: string } | undefined)?.code, 'INTERNAL_SERVER_ERROR', 'output validation');
    assert.equal(badOutput.message, 'Output validation failed');
  },
);
