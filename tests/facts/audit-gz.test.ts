/**
 * Independent audit GZ (bench/audit-independent-2026-11-30gz.md): 64 drawn sentences and a census line, none wrong.
 * These facts pin two of the claims the audit ran, against the packages of the page's version from src/samples, on
 * 127.0.0.1 at ports the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-gz.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WsLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, rejection, v10, v9, within } from './facts';
import { startWsServerV9, wsClientV9 } from './wsServerV9';

fact(
  'docs/client/header.md',
  'the HTTP links send content-type: application/json on every request, GET queries included, unless the headers option replaces it, and add what headers returns to every request; they reject a subscription before sending anything',
  async (t) => {
    const page = pageText('docs/client/header.md');
    assert.match(
      page,
      /needs a CORS preflight even without custom headers, because the links send `content-type: application\/json` \(unless your headers replace it\)/,
    );
    assert.match(page, /Whatever it returns is added to every HTTP request the link sends\./);

    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const { createTRPCProxyClient, httpBatchLink, httpLink } = v10('@trpc/client') as typeof ClientV10;
    const { observable } = v10(
      '@trpc/server/observable',
    ) as typeof import('../../src/samples/v10/node_modules/@trpc/server/observable');
    const tr = initTRPC.create();
    const appRouter = tr.router({
      hello: tr.procedure.query(() => 'hi'),
      save: tr.procedure.mutation(() => 'saved'),
      ticks: tr.procedure.subscription(() => observable<number>(() => () => undefined)),
    });
    type AppRouter = typeof appRouter;
    const handler = createHTTPHandler({ router: appRouter, createContext: () => ({}) });
    const seen: { method?: string; contentType?: string; tenant?: string }[] = [];
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        const tenant = req.headers['x-tenant'];
        seen.push({
          method: req.method,
          contentType: req.headers['content-type'],
          tenant: typeof tenant === 'string' ? tenant : undefined,
        });
        void handler(req, res);
      }),
    );

    for (const link of [httpBatchLink, httpLink]) {
      seen.length = 0;
      const client = createTRPCProxyClient<AppRouter>({
        links: [link({ url: base, headers: () => ({ 'x-tenant': 'acme' }) })],
      });
      assert.equal(await within(5000, 'query', client.hello.query()), 'hi');
      assert.equal(await within(5000, 'mutation', client.save.mutate()), 'saved');
      assert.deepEqual(seen, [
        { method: 'GET', contentType: 'application/json', tenant: 'acme' },
        { method: 'POST', contentType: 'application/json', tenant: 'acme' },
      ]);

      // A content-type in `headers` replaces the link's own.
      seen.length = 0;
      const replacing = createTRPCProxyClient<AppRouter>({
        links: [link({ url: base, headers: { 'content-type': 'text/plain' } })],
      });
      assert.equal(await within(5000, 'query', replacing.hello.query()), 'hi');
      assert.equal(seen[0]?.contentType, 'text/plain');

      // A subscription is refused before any request is sent.
      seen.length = 0;
      const error = await rejection(
        new Promise((resolve, reject) => {
          const sub = client.ticks.subscribe(undefined, { onError: reject, onData: resolve });
          t.after(() => sub.unsubscribe());
        }),
      );
      assert.match(String((error as Error).message), /Subscriptions should use wsLink/);
      assert.deepEqual(seen, []);
    }
  },
);

fact(
  'versioned_docs/version-9.x/client/links.md',
  "a 9.x link placed before wsLink receives { type: 'started' } when the server has started a subscription, before its first data",
  async (t) => {
    assert.match(
      pageText('versioned_docs/version-9.x/client/links.md'),
      /over a WebSocket, a link placed before `wsLink` also receives `\{ type: 'started' \}` when the server has started a subscription, before its first data\./,
    );

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { wsLink } = v9('./node_modules/@trpc/client/links/wsLink') as typeof WsLinkV9;
    const appRouter = trpc.router().subscription('tick', {
      resolve: () =>
        new trpc.Subscription<number>((emit) => {
          emit.data(1);
          return () => undefined;
        }),
    });
    type AppRouter = typeof appRouter;
    const { url } = await startWsServerV9(t, appRouter);
    const wsClient = wsClientV9(t, url);

    const types: string[] = [];
    let gotData: () => void = () => undefined;
    const firstData = new Promise<void>((resolve) => (gotData = resolve));
    const client = createTRPCClient<AppRouter>({
      links: [
        () =>
          ({ op, next, prev }) =>
            next(op, (result) => {
              types.push(result instanceof Error ? 'error' : result.type);
              if (!(result instanceof Error) && result.type === 'data') gotData();
              prev(result);
            }),
        wsLink({ client: wsClient }),
      ],
    });
    const unsubscribe = client.subscription('tick', undefined, { onNext: () => undefined });
    t.after(() => unsubscribe());
    await within(5000, 'first data of the subscription', firstData);
    assert.deepEqual(types, ['started', 'data']);
  },
);
