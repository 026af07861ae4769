/**
 * Independent audit T (bench/audit-independent-2026-11-29t.md, tests/facts/README.md): the claims of the drawn
 * pages that the audit found wider than the installed packages, pinned as corrected. The type half of the landing
 * fact is checked by `npm run typecheck`.
 *
 *   node --import tsx --test tests/facts/audit-t.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type SuperJSONV10 from '../../src/samples/v10/node_modules/superjson';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type SuperJSONV9 from '../../src/samples/v9/node_modules/superjson';
import { fact, listenOnLoopback, rejection, v10, v9, within } from './facts';
import { runPageCode } from './pageCode';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;

/** The message of what `build` throws, or undefined when it returns. */
function thrown(build: () => unknown): string | undefined {
  try {
    build();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T | undefined => undefined;

const merging = 'docs/server/merging-routers.md';

fact(
  merging,
  "nested keys collide only through a key with a dot: router({ 'a.b': p, a: router({ b: p }) }) throws 'Duplicate key: a.b', even for the very same procedure, while keys without dots nest side by side",
  () => {
    const t = initTRPC.create();
    const p = t.procedure.query(() => 1);
    assert.equal(
      thrown(() => t.router({ 'a.b': p, a: t.router({ b: t.procedure.query(() => 2) }) })),
      'Duplicate key: a.b',
    );
    assert.equal(
      thrown(() => t.router({ 'a.b': p, a: t.router({ b: p }) })),
      'Duplicate key: a.b',
    );
    const nested = t.router({ a: t.router({ b: p }), b: t.router({ b: p }) });
    assert.deepEqual(Object.keys(nested._def.procedures), ['a.b', 'b.b']);
  },
);

fact(
  merging,
  "t.mergeRouters throws 'Duplicate key user' for two routers that each build their own user sub-router, and merges once, without an error, when both keys hold the very same router or procedure object",
  () => {
    const t = initTRPC.create();
    const p = t.procedure.query(() => 1);
    assert.equal(
      thrown(() => t.mergeRouters(t.router({ user: t.router({ a: p }) }), t.router({ user: t.router({ b: p }) }))),
      'Duplicate key user',
    );
    const user = t.router({ get: p });
    const shared = t.mergeRouters(t.router({ user, a: p }), t.router({ user, b: p }));
    assert.deepEqual(Object.keys(shared._def.procedures), ['user.get', 'a', 'b']);
    const health = t.procedure.query(() => 'ok');
    assert.deepEqual(Object.keys(t.mergeRouters(t.router({ health }), t.router({ health }))._def.procedures), [
      'health',
    ]);
  },
);

fact(
  merging,
  'a router without a transformer, merged with a superjson one, answers with superjson’s { json } for a plain value, and { json, meta } for a Date or for one object referenced twice',
  async () => {
    const superjson = (v10('superjson') as { default: typeof SuperJSONV10 }).default;
    const plain = initTRPC.create();
    const rich = initTRPC.create({ transformer: superjson });
    const router = plain.mergeRouters(
      plain.router({
        plainValue: plain.procedure.query(() => ({ ok: 1 })),
        plainDate: plain.procedure.query(() => new Date(0)),
        plainTwice: plain.procedure.query(() => {
          const row = { ok: 1 };
          return [row, row];
        }),
      }),
      rich.router({ richDate: rich.procedure.query(() => new Date(0)) }),
    );
    const answer = async (path: string) => {
      const res = await fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost/trpc/${path}`),
        router,
        createContext: () => ({}),
      });
      return ((await res.json()) as { result: { data: unknown } }).result.data;
    };
    const date = { json: '1970-01-01T00:00:00.000Z', meta: { values: ['Date'] } };
    assert.deepEqual(await within(3000, 'the plain value', answer('plainValue')), { json: { ok: 1 } });
    assert.deepEqual(await within(3000, 'the plain router’s Date', answer('plainDate')), date);
    assert.deepEqual(await within(3000, 'one object twice', answer('plainTwice')), {
      json: [{ ok: 1 }, { ok: 1 }],
      meta: { referentialEqualities: { '0': ['1'] } },
    });
    assert.deepEqual(await within(3000, 'the superjson router’s Date', answer('richDate')), date);
  },
);

fact(
  'docs/landing-intro/Step3.md',
  "the landing router's input type leaves out its limits: its schema's type is { name: string; message: string }, without the .max(280), so a longer message compiles; the call is rejected when it runs, with BAD_REQUEST",
  async () => {
    const { z } = v10('zod') as typeof Zod;
    // The type half (npm run typecheck): zod's .max() leaves the inferred type a plain string.
    const schema = z.object({ name: z.string().min(1), message: z.string().max(280) });
    expectType<Equal<Zod.infer<typeof schema>, { name: string; message: string }>>();
    assert.equal(schema.safeParse({ name: 'Ada', message: 'x'.repeat(281) }).success, false);

    // The page's own router (docs/landing-intro/Step1.md), which the landing page's client calls.
    type Sign = (input: { name: string; message: string }) => Promise<{ total: number }>;
    const { appRouter } = runPageCode<{ appRouter: TRPCServer.AnyRouter }>('docs/landing-intro/Step1.md', [
      'appRouter',
    ]);
    const caller = appRouter.createCaller({}) as unknown as { sign: Sign };
    assert.deepEqual(await caller.sign({ name: 'Ada', message: 'x'.repeat(280) }), { total: 1 });
    const tooLong = await rejection(caller.sign({ name: 'Ada', message: 'x'.repeat(281) }));
    assert.ok(tooLong instanceof TRPCError, 'the call should reject with a TRPCError');
    assert.equal(tooLong.code, 'BAD_REQUEST');
  },
);

fact(
  'versioned_docs/version-9.x/server/data-transformers.md',
  'with superjson on the server only, a call without input gets the envelope instead of the data: { json } for a plain value, { json, meta } for a Date or for one object referenced twice',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPServer } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const superjson = (v9('superjson') as { default: typeof SuperJSONV9 }).default;
    const router = trpc
      .router()
      .transformer(superjson)
      .query('plain', { resolve: () => ({ ok: 1 }) })
      .query('now', { resolve: () => new Date(0) })
      .query('twice', {
        resolve: () => {
          const row = { ok: 1 };
          return [row, row];
        },
      });
    const base = await listenOnLoopback(t, createHTTPServer({ router }).server);
    const client = createTRPCClient<typeof router>({ url: base });
    assert.deepEqual(await within(3000, 'the plain query', client.query('plain')), { json: { ok: 1 } });
    assert.deepEqual(await within(3000, 'the Date query', client.query('now')), {
      json: '1970-01-01T00:00:00.000Z',
      meta: { values: ['Date'] },
    });
    assert.deepEqual(await within(3000, 'one object twice', client.query('twice')), {
      json: [{ ok: 1 }, { ok: 1 }],
      meta: { referentialEqualities: { '0': ['1'] } },
    });
  },
);
