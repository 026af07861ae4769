/**
 * Independent audit OD (bench/audit-independent-2026-12-02od.md): 33 drawn sentences and the census of four lines.
 * The facts pin the two claims the audit corrected, each run against @trpc/* 9.27.4 from src/samples/v9 on 127.0.0.1
 * at ports the OS picks: how often `onError` runs for a subscription that emits errors (WebSocket handler), and which
 * paths with a `/` the one route of the Fastify plugin lets through (Fastify 3).
 *
 *   node --import tsx --test tests/facts/audit-od.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type Fastify from '../../src/samples/v9/node_modules/fastify';
import type { FastifyPluginCallback } from '../../src/samples/v9/node_modules/fastify';
import { fact, pageText, rejection, until, v9, within } from './facts';
import { startWsServerV9, wsClientV9 } from './wsServerV9';

const ERRORS = 'versioned_docs/version-9.x/server/error-handling.md';
const FASTIFY = 'versioned_docs/version-9.x/server/fastify.md';

fact(
  ERRORS,
  'onError runs once for each failed procedure call, before the error is sent; a started subscription calls it again for every error it emits with emit.error(), and stays open, so one subscription call reaches onError several times',
  async (t) => {
    const page = pageText(ERRORS);
    assert.match(
      page,
      /It is called once for \*\*each\*\* failed procedure call \(and once for a request that fails as a whole\), before the response is sent\. A subscription that has started calls it again for every error it emits with `emit\.error\(\)`, before that error is sent; since the subscription stays open, one subscription call can reach `onError` several times\./,
    );

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { wsLink } = v9('./node_modules/@trpc/client/links/wsLink') as typeof WsLinkV9;
    const router = trpc
      .router()
      .query('fail', {
        resolve() {
          throw new trpc.TRPCError({ code: 'NOT_FOUND', message: 'query failed' });
        },
      })
      .subscription('alerts', {
        resolve: () =>
          new trpc.Subscription<number>((emit) => {
            const timer = setTimeout(() => {
              emit.error(new Error('first'));
              emit.error(new Error('second'));
              emit.data(3);
            }, 20);
            return () => clearTimeout(timer);
          }),
      });
    const events: string[] = [];
    const { url } = await startWsServerV9(t, router, {
      onError: ({ error, path }) => events.push(`onError ${path} ${error.message}`),
    });
    const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClientV9(t, url) })] });

    // A failed query: one call, one onError.
    await rejection(client.query('fail'));
    assert.deepEqual(events, ['onError fail query failed']);
    events.length = 0;

    // A subscription that emits two errors: one call, onError twice, each before its error reaches the client,
    // and the subscription still delivers the value emitted after them.
    const unsubscribe = client.subscription('alerts', undefined, {
      onNext: (result) => {
        if (result.type === 'data') events.push(`client data ${String(result.data)}`);
      },
      onError: (error) => events.push(`client error ${error.message}`),
    });
    t.after(unsubscribe);
    await until(5000, 'the value after the two errors', () => events.includes('client data 3'));
    assert.deepEqual(events, [
      'onError alerts first',
      'onError alerts second',
      'client error first',
      'client error second',
      'client data 3',
    ]);
  },
);

fact(
  FASTIFY,
  "a procedure path with a / never reaches tRPC from the 9.x client, which sends it as it is (Fastify's 404); a hand-written URL with %2F reaches the procedure",
  async (t) => {
    const page = pageText(FASTIFY);
    assert.match(
      page,
      /a path that contains a `\/` never reaches tRPC from the tRPC client, which sends the `\/` as it is \(Fastify answers `404`; only a hand-written URL that encodes it as `%2F` gets through, decoded\)/,
    );
    assert.doesNotMatch(page, /a path that contains a `\/` never reaches tRPC \(Fastify answers `404`\)/);

    const fastify = v9('fastify') as typeof Fastify;
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { fastifyTRPCPlugin } = v9('./node_modules/@trpc/server/adapters/fastify') as {
      fastifyTRPCPlugin: FastifyPluginCallback<{ prefix: string; trpcOptions: { router: unknown } }>;
    };
    const router = trpc.router().query('files/list', { resolve: () => ['a.txt'] });
    const app = fastify();
    t.after(() => app.close());
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
    await within(5000, 'listening Fastify server', app.listen(0, '127.0.0.1'));
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;

    // The client puts the path into the URL as it is: Fastify's route does not match, tRPC never runs.
    const client = createTRPCClient<typeof router>({ url: base });
    const error = (await rejection(client.query('files/list'))) as Error;
    assert.equal(error.name, 'TRPCClientError');
    const plain = await within(5000, 'the plain slash', fetch(`${base}/files/list`));
    assert.equal(plain.status, 404);
    assert.deepEqual(await plain.json(), {
      message: 'Route GET:/trpc/files/list not found',
      error: 'Not Found',
      statusCode: 404,
    });

    // Encoded as %2F, the slash fits in :path, and tRPC runs the procedure with the decoded path.
    const encoded = await within(5000, 'the encoded slash', fetch(`${base}/files%2Flist`));
    assert.equal(encoded.status, 200);
    assert.deepEqual(await encoded.json(), { id: null, result: { type: 'data', data: ['a.txt'] } });
  },
);
