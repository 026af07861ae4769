/**
 * Independent audit FA (bench/audit-independent-2026-11-30fa.md): the wrong claims found in a random draw of the
 * docs' sentences and in a census of the latest fixes, pinned as corrected. The Express fact runs @trpc/* 10.12.0
 * with Express 4 and its body parsers from src/samples/v10 on 127.0.0.1 (a port the OS picks); the Fastify fact is
 * checked by `npm run typecheck` against @trpc/server 9.27.4 and Fastify 3 from src/samples/v9.
 *
 *   node --import tsx --test tests/facts/audit-fa.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as FastifyAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/fastify';
import type FastifyV9 from '../../src/samples/v9/node_modules/fastify';
import { NOT_TRPC, serveBehindExpressJson } from './expressJsonApp';
import { fact, pageText, rejection, v10, v9, within } from './facts';

fact(
  'docs/server/adapter/express.md',
  "express.json() in front of tRPC refuses, with Express's own 400, an httpLink input without a transformer that is not an object or array, while httpBatchLink wraps it in an object that passes",
  async (tc) => {
    const page = pageText('docs/server/adapter/express.md');
    assert.doesNotMatch(page, /configure `express\.json\(\)`'s own limit/, 'the old advice to keep express.json()');
    assert.match(page, /Keep parsers off the tRPC route: `express\.json\(\)` answers with its own `400`/);
    // The owner carried it to the FAQ's body-limit row.
    assert.match(
      pageText('docs/further/faq.md'),
      /answers a JSON body that is not an object or array with its own `400`/,
    );

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpLink, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const t = initTRPC.create();
    const router = t.router({ echo: t.procedure.input((value: unknown) => value).mutation(({ input }) => input) });
    const url = await serveBehindExpressJson(tc, router);
    const single = createTRPCProxyClient<typeof router>({ links: [httpLink({ url })] });
    const batched = createTRPCProxyClient<typeof router>({ links: [httpBatchLink({ url })] });

    assert.deepEqual(await within(5000, 'object input', single.echo.mutate({ a: 1 })), { a: 1 });
    assert.equal(await within(5000, 'batched string input', batched.echo.mutate('hello')), 'hello');
    for (const input of ['hello', 5, null, true]) {
      const error = (await rejection(single.echo.mutate(input))) as { data?: unknown };
      assert.equal(error.data, undefined, `no tRPC error shape for ${JSON.stringify(input)}`);
    }
    const response = await fetch(`${url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify('hello'),
    });
    assert.equal(response.status, 400);
    assert.equal(await response.text(), NOT_TRPC, "Express's error handler answered, not tRPC");
  },
);

/**
 * Never called: `npm run typecheck` (strict) checks what an inline `register()` of the 9.27.4 plugin lets through.
 * A missing `createContext` passes although the context type needs one, and `onError`'s argument gets no type.
 */
function inlineV9Options(
  server: ReturnType<typeof FastifyV9>,
  plugin: typeof FastifyAdapterV9.fastifyTRPCPlugin,
  trpc: typeof ServerV9,
) {
  const router = trpc.router<{ user: string }>().query('me', { resolve: ({ ctx }) => ctx.user });
  void server.register(plugin, { prefix: '/trpc', trpcOptions: { router } });
  void server.register(plugin, {
    prefix: '/trpc',
    trpcOptions: {
      router,
      // @ts-expect-error TS7006: under strict, `opts` is implicitly `any`, not typed from the router
      onError(opts) {
        void opts;
      },
    },
  });
}

fact(
  'versioned_docs/version-9.x/server/fastify.md',
  "an inline register() lets a missing createContext through, and onError's argument gets no type (strict reports it as implicitly any)",
  () => {
    const page = pageText('versioned_docs/version-9.x/server/fastify.md');
    assert.doesNotMatch(page, /an untyped `onError` argument slips through/, 'the old wording');
    assert.match(
      page,
      /a missing `createContext` slips through, and `onError`'s argument gets no type \(`strict` reports it as implicitly `any`\)/,
    );
    // The types are checked by `npm run typecheck`; here, only that the plugin and router the check uses exist.
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as typeof FastifyAdapterV9;
    assert.equal(typeof fastifyTRPCPlugin, 'function');
    assert.equal(typeof inlineV9Options, 'function');
  },
);
