/**
 * Sentences audit CE (bench/audit-independent-2026-11-30ce.md) noticed as true but misleading, on pages it did not
 * correct, as they now read: without the suspense flag the hooks are missing from the types only (10.x), and a 9.x
 * middleware's `next({ ctx })` replaces the context.
 *
 *   node --import tsx --test tests/facts/audit-ce-noticed.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, v10, v9 } from './facts';

fact(
  'docs/reactjs/suspense.md',
  "without 'ExperimentalSuspense' the suspense hooks are left out of the trpc object's type, while at run time the proxy still has them",
  async () => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const t = initTRPC.create();
    const router = t.router({ greeting: t.procedure.query(() => 'hi') });
    const trpc = createTRPCReact<typeof router>();
    // @ts-expect-error: the type has no useSuspenseQuery without the flag
    const hook: unknown = trpc.greeting.useSuspenseQuery;
    assert.equal(typeof hook, 'function');
    assert.equal(await router.createCaller({}).greeting(), 'hi');
  },
);

fact(
  'versioned_docs/version-9.x/server/router.md',
  "a middleware's next({ ctx }) replaces the context the resolver gets: nothing of createContext's object is kept",
  async () => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const router = trpc
      .router<{ requestId: number; user?: string }>()
      .middleware(({ next }) => next({ ctx: { user: 'ada' } as { requestId: number; user?: string } }))
      .query('whoami', { resolve: ({ ctx }) => ctx });
    const caller = router.createCaller({ requestId: 7 });
    assert.deepEqual(await caller.query('whoami'), { user: 'ada' });
  },
);
