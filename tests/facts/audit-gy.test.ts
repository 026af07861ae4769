/**
 * Independent audit GY (bench/audit-independent-2026-11-30gy.md): 65 drawn sentences, none wrong. These facts pin
 * three of the behaviours the audit checked by running them, so an upgrade of a package set that changes one of them
 * fails with the page to correct. Servers listen on 127.0.0.1 at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-gy.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import { fact, listenOnLoopback, pageText, v10, v9, within } from './facts';

const thrown = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

fact(
  'docs/server/merging-routers.md',
  't.mergeRouters throws Duplicate key unless both keys hold the same object; router() throws for one full path twice',
  () => {
    const page = pageText('docs/server/merging-routers.md');
    assert.match(
      page,
      /`t\.mergeRouters` throws a `Duplicate key` error when the routers are created, unless both keys hold the very same procedure or router object/,
    );
    assert.match(
      page,
      /`router\(\)` throws too when two entries resolve to the same full path \(a key `'a\.b'` beside a nested `a\.b`\), even for the same procedure/,
    );

    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const t = initTRPC.create();
    const health = t.procedure.query(() => 'ok');
    const healthRouter = t.router({ ping: health });
    const a = t.router({ x: t.procedure.query(() => 1), health, healthRouter });
    const b = t.router({ x: t.procedure.query(() => 2), health, healthRouter });
    const c = t.router({ health, healthRouter, y: t.procedure.query(() => 3) });

    // Two different procedures under one key: Duplicate key.
    assert.equal(
      thrown(() => t.mergeRouters(a, b)),
      'Duplicate key x',
    );
    // The very same procedure and router objects under one key: merged once.
    const merged = t.mergeRouters(a, c);
    assert.deepEqual(Object.keys(merged._def.procedures).sort(), ['health', 'healthRouter.ping', 'x', 'y']);
    // One full path reached twice, even by the same procedure: router() throws.
    assert.equal(
      thrown(() => t.router({ 'a.b': health, a: t.router({ b: health }) })),
      'Duplicate key: a.b',
    );
  },
);

fact(
  'versioned_docs/version-9.x/server/data-transformers.md',
  'with superjson only on the 9.x server, a call without input receives the envelope, with meta for a Date or a shared object',
  async (t) => {
    const page = pageText('versioned_docs/version-9.x/server/data-transformers.md');
    assert.match(
      page,
      /A call without input receives superjson's envelope instead of the data: `\{ json \}`, with a `meta` beside it when there is more to restore than JSON carries, such as a `Date` or one object referenced twice\./,
    );

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('./node_modules/@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const superjson = (v9('superjson') as { default: ServerV9.DataTransformer }).default;
    const shared = { k: 1 };
    const router = trpc
      .router()
      .transformer(superjson)
      .query('plain', { resolve: () => ({ a: 1 }) })
      .query('date', { resolve: () => ({ d: new Date(0) }) })
      .query('twice', { resolve: () => ({ x: shared, y: shared }) });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    // The client has no transformer.
    const client = createTRPCClient<typeof router>({ url: base });
    const got = (p: 'plain' | 'date' | 'twice') => within(5_000, `${p} answer`, client.query(p) as Promise<unknown>);

    assert.deepEqual(await got('plain'), { json: { a: 1 } });
    assert.deepEqual(await got('date'), {
      json: { d: '1970-01-01T00:00:00.000Z' },
      meta: { values: { d: ['Date'] } },
    });
    assert.deepEqual(await got('twice'), {
      json: { x: { k: 1 }, y: { k: 1 } },
      meta: { referentialEqualities: { x: ['y'] } },
    });
  },
);

fact(
  'docs/server/server-side-calls.md',
  "a caller's string-path methods take precedence over a top-level procedure named query",
  async () => {
    const page = pageText('docs/server/server-side-calls.md');
    assert.match(page, /These methods take precedence over procedures of the same name directly on the router\./);

    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof ServerV10;
    const t = initTRPC.create();
    const router = t.router({
      query: t.procedure.query(() => 'the procedure'),
      search: t.router({ query: t.procedure.query(() => 'nested') }),
    });
    const caller = router.createCaller({});
    // The string-path method reads its first argument as a path: no procedure at `undefined`. It throws at once
    // (callProcedure checks the path before it returns a promise); an async wrapper catches either way.
    const error = await within(
      5_000,
      'caller.query() failure',
      (async () => (caller.query as () => Promise<unknown>)())().then(
        () => assert.fail('caller.query() ran the procedure'),
        (e: unknown) => e,
      ),
    );
    assert.ok(error instanceof TRPCError);
    assert.equal(error.code, 'NOT_FOUND');
    // Deeper in the tree the name is fine.
    assert.equal(await within(5_000, 'nested query', caller.search.query()), 'nested');
  },
);
