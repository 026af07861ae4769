/**
 * Independent audit FX (bench/audit-independent-2026-11-30fx.md): 66 drawn sentences. Each fact runs the packages of
 * the page's version from src/samples (here @trpc/* 10.12.0 and superjson) on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-fx.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/next';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { fact, listenOnLoopback, pageText, rejection, v10, within } from './facts';

fact(
  'docs/further/rpc.md',
  'with a transformer, the value of `error` in an error envelope is serialized, not the envelope: the `error` key stays',
  async (t) => {
    const page = pageText('docs/further/rpc.md');
    assert.match(
      page,
      /In an error envelope, the value of `error` passes through the transformer's output serializer too, while the `error` key stays as it is: with superjson, `\{"error":\{"json":\{/,
    );
    assert.doesNotMatch(page, /The error envelope also passes through the transformer's output serializer/);

    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { createTRPCProxyClient, httpLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
    const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

    const tr = initTRPC.create({ transformer: superjson, isDev: false });
    const appRouter = tr.router({
      post: tr.router({
        byId: tr.procedure.query(() => {
          throw new TRPCError({ code: 'NOT_FOUND', message: 'No post with id 7' });
        }),
        list: tr.procedure.query(() => ['a']),
      }),
    });
    const { server } = createHTTPServer({ router: appRouter });
    const base = await listenOnLoopback(t, server);

    // A single call: the `error` key is plain; its value is superjson's `{ json }`.
    const single = await within(5000, 'error response', fetch(`${base}/post.byId`));
    assert.equal(single.status, 404);
    const body = (await within(5000, 'error body', single.json())) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body), ['error']);
    assert.deepEqual(body.error, {
      json: {
        message: 'No post with id 7',
        code: -32004,
        data: { code: 'NOT_FOUND', httpStatus: 404, path: 'post.byId' },
      },
    });
    // What the old sentence described, the whole envelope serialized, is not what is sent.
    assert.equal('json' in body, false);

    // A batch: each error envelope the same way; the success envelope beside it serializes only `result.data`.
    const batch = await within(5000, 'batch response', fetch(`${base}/post.byId,post.list?batch=1&input=%7B%7D`));
    assert.deepEqual(await within(5000, 'batch body', batch.json()), [body, { result: { data: { json: ['a'] } } }]);

    // The neighbouring case the page names: the Next.js adapter's own 500 for a route without `trpc` in
    // `req.query` is not serialized.
    assert.match(
      page,
      /The `500` that the Next\.js adapter sends by itself when `req\.query` has no `trpc` value is plain JSON\./,
    );
    const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
    let sent: unknown;
    const res = {
      statusCode: 200,
      json(value: unknown) {
        sent = value;
      },
    };
    await within(
      5000,
      'Next.js handler',
      Promise.resolve(
        createNextApiHandler({ router: appRouter })(
          { query: {}, method: 'GET', headers: {} } as unknown as Parameters<
            ReturnType<typeof createNextApiHandler>
          >[0],
          res as unknown as Parameters<ReturnType<typeof createNextApiHandler>>[1],
        ),
      ),
    );
    assert.equal(res.statusCode, 500);
    const nextError = (sent as { error: Record<string, unknown> }).error;
    assert.equal('json' in nextError, false);
    assert.equal(nextError.code, -32603);

    // A client using the same transformer reads the error back.
    const client = createTRPCProxyClient<typeof appRouter>({
      transformer: superjson,
      links: [httpLink({ url: base })],
    });
    const err = await rejection(client.post.byId.query());
    assert.ok(err instanceof TRPCClientError);
    assert.equal((err as Error).message, 'No post with id 7');
    assert.equal((err as TRPCClient.TRPCClientError<typeof appRouter>).data?.code, 'NOT_FOUND');
  },
);
