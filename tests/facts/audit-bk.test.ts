/**
 * Independent audit BK (bench/audit-independent-2026-11-29bk.md): a census of the sentences this session's fixes
 * wrote on the 10.x pages, checked at their edges. Each fact runs @trpc/* 10.12.0 from src/samples/v10 against the
 * standalone adapter on 127.0.0.1 (a port the OS picks) with the real client, or is checked by `npm run typecheck`.
 *
 *   node --import tsx --test tests/facts/audit-bk.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, listenOnLoopback, v10, within } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { z } = v10('zod') as typeof Zod;

const t = initTRPC.create();
let resolverRuns = 0;
/** Calls next() and returns nothing: what an `any` lets through. */
const returnsNothing = t.middleware(async ({ next }) => {
  await next();
  return undefined as never;
});
/** Returns next()'s result with other data. */
const replacesData = t.middleware(async ({ next }) => {
  const result = await next();
  return { ...result, data: { a: 1, internal: 'secret' } };
});
const router = t.router({
  ping: t.procedure.query(() => 'pong'),
  guarded: t.procedure.query(() => 'data'),
  save: t.procedure.mutation(() => 'saved'),
  forgetful: t.procedure
    .use(returnsNothing)
    .input(z.string())
    .mutation(() => {
      resolverRuns++;
      return 'ran';
    }),
  validatedFirst: t.procedure
    .output(z.object({ a: z.number() }))
    .use(replacesData)
    .query(() => ({ a: 5 })),
});

/** responseMeta's calls: the paths and the error codes it saw. It throws UNAUTHORIZED for `guarded`'s result. */
const metaCalls: { paths: string[] | undefined; codes: string[] }[] = [];

async function serve(tc: { after: (fn: () => void) => void }): Promise<string> {
  const handler = createHTTPHandler({
    router,
    responseMeta: ({ paths, errors }) => {
      metaCalls.push({ paths, codes: errors.map((error) => error.code) });
      if (paths?.[0] === 'guarded' && errors.length === 0) throw new TRPCError({ code: 'UNAUTHORIZED' });
      return {};
    },
  });
  return listenOnLoopback(
    tc,
    http.createServer((req, res) => void handler(req, res)),
  );
}

fact(
  'docs/server/caching.md',
  "when responseMeta throws for the result, it runs again for the error response that replaces it (its status is that error's, not always 500)",
  async (tc) => {
    const base = await serve(tc);
    metaCalls.length = 0;
    const response = await within(3000, 'response', fetch(`${base}/guarded`));
    await response.text();
    assert.equal(metaCalls.length, 2);
    assert.deepEqual(metaCalls[1]?.codes, ['UNAUTHORIZED']);
    assert.equal(response.status, 401);
  },
);

fact(
  'docs/server/middlewares.md',
  "a result built from next()'s own replaces the resolver's value, but an .output() declared before the middleware still parses it, so the caller does not always get that data",
  async (tc) => {
    const base = await serve(tc);
    const response = await within(3000, 'response', fetch(`${base}/validatedFirst`));
    const body = (await response.json()) as { result: { data: unknown } };
    assert.deepEqual(body.result.data, { a: 1 });
  },
);

fact(
  'docs/server/middlewares.md',
  'a middleware that called next() and returns nothing fails the call; the resolver may not have run (here the input validation after it failed)',
  async (tc) => {
    const base = await serve(tc);
    resolverRuns = 0;
    const response = await within(3000, 'response', fetch(`${base}/forgetful`, { method: 'POST', body: '123' }));
    const body = (await response.json()) as { error: { message: string; data: { code: string } } };
    assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
    assert.match(body.error.message, /forget to `return next\(\)`/);
    assert.equal(resolverRuns, 0);
  },
);

for (const page of ['docs/further/rpc.md', 'docs/reactjs/introduction.md']) {
  fact(
    page,
    'httpBatchLink keeps queries and mutations of the same tick in separate requests, and with maxURLLength queries of the same tick can take several requests',
    async (tc) => {
      const base = await serve(tc);
      const urls: string[] = [];
      const link = (maxURLLength?: number) =>
        httpBatchLink({
          url: base,
          maxURLLength,
          fetch: (url, options) => {
            urls.push(typeof url === 'string' ? url : 'href' in url ? url.href : url.url);
            return fetch(url, options);
          },
        });
      const plain = createTRPCProxyClient<typeof router>({ links: [link()] });
      await within(3000, 'calls', Promise.all([plain.ping.query(), plain.ping.query(), plain.save.mutate()]));
      assert.equal(urls.length, 2, urls.join(' '));
      assert.equal(urls.filter((url) => url.includes('/ping,ping?')).length, 1, urls.join(' '));

      urls.length = 0;
      const oneQueryURL = `${base}/ping?batch=1&input=${encodeURIComponent('{}')}`;
      const limited = createTRPCProxyClient<typeof router>({ links: [link(oneQueryURL.length)] });
      await within(3000, 'queries', Promise.all([limited.ping.query(), limited.ping.query()]));
      assert.equal(urls.length, 2, urls.join(' '));
    },
  );
}

fact(
  'docs/reactjs/useContext.md',
  'for a procedure without input, setData cannot leave the input out (checked by npm run typecheck)',
  () => {
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const hooks = createTRPCReact<typeof router>();
    /** Never called: only its calls' types are checked. */
    function helperTypes(utils: ReturnType<typeof hooks.useContext>) {
      utils.ping.setData(undefined, 'pang');
      // @ts-expect-error the input cannot be left out when the updater follows it
      utils.ping.setData(() => 'pang');
      void utils.ping.fetch(undefined);
    }
    assert.equal(typeof helperTypes, 'function');
    assert.equal(typeof hooks.ping.useQuery, 'function');
  },
);
