/**
 * Independent audit GP (bench/audit-independent-2026-11-30gp.md): 67 drawn sentences. Each fact runs the packages
 * of the page's version from src/samples (here @trpc/* 10.12.0) on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-gp.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as Client from '@trpc/client';
import type * as Server from '@trpc/server';
import type * as Standalone from '@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, rejection, v10, within } from './facts';

const blog = 'blog/2023-01-17-tinyrpc-client/index.mdx';

fact(
  blog,
  'a batch is answered with an array of envelopes in call order, but with one error envelope when it fails as a whole',
  async (t) => {
    const page = pageText(blog);
    assert.match(
      page,
      /The server answers with an array of envelopes in the same order, except when the request fails as a whole \(a `createContext` that throws, for example\): then it sends a single error envelope, not an array, and every call of the batch gets that error\./,
    );
    assert.doesNotMatch(page, /The server answers with an array of envelopes in the same order\. See/);

    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof Server;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { createTRPCProxyClient, httpBatchLink, TRPCClientError } = v10('@trpc/client') as typeof Client;

    const t10 = initTRPC.context<{ refuse: boolean }>().create();
    const appRouter = t10.router({
      a: t10.procedure.query(() => 'a'),
      b: t10.procedure.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'no b' });
      }),
    });
    // `/refuse/...` reaches a createContext that throws, `/ok/...` one that does not.
    const refused = new WeakSet<http.IncomingMessage>();
    const handler = createHTTPHandler({
      router: appRouter,
      createContext: ({ req }) => {
        if (refused.has(req)) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'go away' });
        return { refuse: false };
      },
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        if (req.url?.startsWith('/refuse/')) refused.add(req);
        req.url = req.url?.replace(/^\/(ok|refuse)/, '');
        void handler(req, res);
      }),
    );

    const input = encodeURIComponent(JSON.stringify({}));
    // The neighbouring case: one call fails, the request does not: an array, in call order.
    const ok = await within(5000, 'batch response', fetch(`${base}/ok/a,b?batch=1&input=${input}`));
    const okBody = (await ok.json()) as unknown;
    assert.ok(Array.isArray(okBody));
    assert.equal(okBody.length, 2);
    assert.deepEqual((okBody[0] as { result: { data: string } }).result.data, 'a');
    assert.equal((okBody[1] as { error: { data: { code: string } } }).error.data.code, 'NOT_FOUND');

    // createContext throws: one error envelope, not an array.
    const whole = await within(5000, 'refused batch', fetch(`${base}/refuse/a,b?batch=1&input=${input}`));
    const refusedBody = (await whole.json()) as { error?: { data: { code: string; path?: string } } };
    assert.equal(Array.isArray(refusedBody), false);
    assert.equal(refusedBody.error?.data.code, 'UNAUTHORIZED');
    assert.equal(refusedBody.error?.data.path, undefined);

    // The real client gives that one error to every call of the batch.
    const client = createTRPCProxyClient<typeof appRouter>({
      links: [httpBatchLink({ url: `${base}/refuse` })],
    });
    const [ea, eb] = await Promise.all([rejection(client.a.query()), rejection(client.b.query())]);
    for (const error of [ea, eb]) {
      assert.ok(error instanceof TRPCClientError);
      const clientError = error as Client.TRPCClientError<typeof appRouter>;
      assert.equal(clientError.message, 'go away');
      assert.equal(clientError.data?.code, 'UNAUTHORIZED');
    }
  },
);
