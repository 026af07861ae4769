/**
 * How 10.x builds and merges routers (tests/facts/README.md): duplicate and reserved names,
 * `t.mergeRouters()` and transformers, and merging a v9-style router converted with `.interop()`.
 *
 *   node --import tsx --test tests/facts/routers.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { fact, v10 } from './facts';

const { initTRPC, router: legacyRouter, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

fact(
  'docs/server/merging-routers.md',
  't.mergeRouters throws a Duplicate key error when two routers have the same key, even for sub-routers whose procedures differ, and router() throws when two entries resolve to the same full path',
  () => {
    const t = initTRPC.create();
    const list = t.procedure.query(() => []);
    assert.throws(
      () => t.mergeRouters(t.router({ list }), t.router({ list: t.procedure.query(() => []) })),
      /Duplicate key list/,
    );
    assert.throws(
      () => t.mergeRouters(t.router({ user: t.router({ a: list }) }), t.router({ user: t.router({ b: list }) })),
      /Duplicate key user/,
      'sub-routers under the same key are not combined',
    );
    assert.throws(
      () => t.router({ 'invoice.list': list, invoice: t.router({ list }) }),
      /Duplicate key: invoice\.list/,
    );
    const merged = t.mergeRouters(t.router({ listCustomers: list }), t.router({ invoice: t.router({ list }) }));
    assert.deepEqual(Object.keys(merged._def.procedures).sort(), ['invoice.list', 'listCustomers']);
  },
);

fact(
  'docs/server/merging-routers.md',
  't.mergeRouters throws when two routers set different transformers, two instances each created with superjson count as different, and a router without one takes the other’s',
  () => {
    const one = initTRPC.create({ transformer: superjson });
    const two = initTRPC.create({ transformer: superjson });
    const plain = initTRPC.create();
    assert.throws(
      () =>
        one.mergeRouters(
          one.router({ a: one.procedure.query(() => 1) }),
          two.router({ b: two.procedure.query(() => 2) }),
        ),
      /You seem to have several transformers/,
    );
    // a router without a transformer takes on the other's
    const merged = one.mergeRouters(
      one.router({ a: one.procedure.query(() => 1) }),
      plain.router({ b: plain.procedure.query(() => 2) }),
    );
    assert.equal(merged._def._config.transformer, one._config.transformer);
  },
);

fact(
  'docs/server/router.md',
  "t.mergeRouters throws when two routers set different error formatters of their own, and a router on the default takes the other's formatter",
  () => {
    const formatted = initTRPC.create({ errorFormatter: ({ shape }) => ({ ...shape, one: true }) });
    const other = initTRPC.create({ errorFormatter: ({ shape }) => ({ ...shape, two: true }) });
    const plain = initTRPC.create();
    assert.throws(
      () =>
        formatted.mergeRouters(
          formatted.router({ a: formatted.procedure.query(() => 1) }),
          other.router({ b: other.procedure.query(() => 2) }),
        ),
      /You seem to have several error formatters/,
    );
    const merged = formatted.mergeRouters(
      formatted.router({ a: formatted.procedure.query(() => 1) }),
      plain.router({ b: plain.procedure.query(() => 2) }),
    );
    assert.equal(merged._def._config.errorFormatter, formatted._config.errorFormatter);
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  "merging an .interop() router throws 'Duplicate key: post.byId' when both routers have that path, lets procedures that only share a prefix live side by side, and accepts the same { input, output } transformer object on both",
  () => {
    const transformer = { input: superjson, output: superjson };
    const t = initTRPC.create({ transformer });
    const newRouter = t.router({ post: t.router({ byId: t.procedure.query(() => 'new') }) });

    const clash = legacyRouter()
      .transformer(transformer)
      .query('post.byId', { resolve: () => 'old' })
      .interop();
    assert.throws(() => t.mergeRouters(newRouter, clash), /Duplicate key: post\.byId/);

    const legacy = legacyRouter()
      .transformer(transformer)
      .query('post.all', { resolve: () => 'old' })
      .interop();
    const merged = t.mergeRouters(newRouter, legacy);
    assert.deepEqual(Object.keys(merged._def.procedures).sort(), ['post.all', 'post.byId']);

    const separate = legacyRouter()
      .transformer(superjson)
      .query('post.all', { resolve: () => 'old' })
      .interop();
    assert.throws(
      () => initTRPC.create({ transformer: superjson }).mergeRouters(newRouter, separate),
      /You seem to have several transformers/,
      'two separate superjson setups count as different',
    );
  },
);

fact(
  'docs/server/router.md',
  "a key named then throws 'Reserved words used in `router({})` call' when the router is created",
  () => {
    const t = initTRPC.create();
    assert.throws(
      () => t.router({ then: t.procedure.query(() => 1) }),
      /Reserved words used in `router\(\{\}\)` call: then/,
    );
  },
);

fact(
  'docs/migration/migrate-from-v9-to-v10.md',
  "after merging, the old router's .middleware() runs only for old procedures, while its .formatError() shapes the errors of new procedures too",
  async () => {
    const t = initTRPC.create();
    const ran: string[] = [];
    const legacy = legacyRouter()
      .formatError(({ shape }) => ({ ...shape, data: { ...shape.data, formattedByOldRouter: true } }))
      .middleware(({ path, next }) => {
        ran.push(path);
        return next();
      })
      .query('legacyPing', { resolve: () => 'old' })
      .interop();
    const merged = t.mergeRouters(t.router({ ping: t.procedure.query(() => 'new') }), legacy);
    const caller = merged.createCaller({});
    await caller.query('legacyPing');
    await caller.ping();
    assert.deepEqual(ran, ['legacyPing'], 'the old middleware runs for the old procedure only');

    const shape = merged.getErrorShape({
      error: new TRPCError({ code: 'FORBIDDEN' }),
      type: 'query',
      path: 'ping',
      input: undefined,
      ctx: undefined,
    }) as { data: Record<string, unknown> };
    assert.equal(shape.data.formattedByOldRouter, true, "a new procedure's error goes through the old formatter");
  },
);
