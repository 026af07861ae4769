/**
 * Independent audit GB (bench/audit-independent-2026-11-30gb.md): 65 drawn sentences and a census of the latest
 * fixes. The fact runs the page's own sample with the packages of the page's version from src/samples (here
 * @trpc/* 10.12.0 and superjson) on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-gb.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV10 from '@trpc/client';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';
import { runPageCode } from './pageCode';

const MIGRATION = 'docs/migration/migrate-from-v9-to-v10.md';

fact(
  MIGRATION,
  'interop step 2 merges the converted v9 router with a v10 router that already has a new procedure, `greeting`, and the old procedures keep their URLs',
  async (t) => {
    const page = pageText(MIGRATION);
    assert.match(
      page,
      /and merge it with a v10 router that will hold the new procedures \(here it already has one, `greeting`\):/,
    );
    assert.doesNotMatch(page, /\(for now, empty\) v10 router/);

    // The page's own sample, run with 10.12.0 and superjson.
    const { appRouter } = runPageCode<{ appRouter: ServerV10.AnyRouter }>(
      MIGRATION,
      ['appRouter'],
      {},
      { section: 'Step 2: wrap the legacy router' },
    );
    // The v10 router of the sample is not empty: it has `greeting`, beside the two converted procedures.
    const record = appRouter._def.record as Record<string, { _def: { query?: boolean; mutation?: boolean } }>;
    assert.deepEqual(Object.keys(appRouter._def.procedures as Record<string, unknown>).sort(), [
      'greeting',
      'post.add',
      'post.byId',
    ]);
    assert.ok(record.greeting?._def.query);

    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof ClientV10;
    const superjson = v10('superjson') as { serialize: (v: unknown) => unknown; deserialize: (v: unknown) => unknown };
    const handler = createHTTPHandler({ router: appRouter, createContext: () => ({ user: { name: 'Ada' } }) });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );

    // The old procedures answer at their v9 URLs (`post.byId`, `post.add`), through one shared transformer.
    const byId = await within(
      5000,
      'post.byId',
      fetch(`${base}/post.byId?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ id: '1' })))}`),
    );
    assert.equal(byId.status, 200);
    const post = superjson.deserialize(((await byId.json()) as { result: { data: unknown } }).result.data) as {
      id: string;
      createdAt: unknown;
    };
    assert.equal(post.id, '1');
    assert.ok(post.createdAt instanceof Date);

    // And the real 10.12.0 client calls old and new procedures through the merged router.
    type AppRouter = ServerV10.AnyRouter;
    const client = createTRPCProxyClient<AppRouter>({
      links: [httpLink({ url: base })],
      transformer: superjson as never,
    }) as unknown as {
      greeting: { query: (input: { name: string }) => Promise<string> };
      post: { add: { mutate: (input: { title: string }) => Promise<{ author: string }> } };
    };
    assert.equal(await within(5000, 'greeting', client.greeting.query({ name: 'Ada' })), 'Hello Ada');
    assert.equal((await within(5000, 'post.add', client.post.add.mutate({ title: 'Hi' }))).author, 'Ada');
  },
);
