/**
 * Independent audit HR (bench/audit-independent-2026-11-30hr.md): 55 drawn sentences, no wrong claim. These facts
 * pin the exact 9.x behaviours that six of the drawn sentences state, run against @trpc/* 9.27.4 and react-query 3
 * from src/samples/v9 on 127.0.0.1 at ports the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-hr.test.ts
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as WSLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/wsLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as WS from '../../src/samples/v9/node_modules/@types/ws';
import type * as ReactQuery3 from '../../src/samples/v9/node_modules/react-query';
import { fact, listenOnLoopback, pageText, rejection, v9, v9ExpressEcho, within } from './facts';
import { startWsServerV9, wsClientV9 } from './wsServerV9';

const subscriptionsPage = 'versioned_docs/version-9.x/further/subscriptions.md';
const errorFormattingPage = 'versioned_docs/version-9.x/server/error-formatting.md';
const queriesPage = 'versioned_docs/version-9.x/reactjs/queries.md';
const expressPage = 'versioned_docs/version-9.x/server/express.md';

fact(
  subscriptionsPage,
  'an async createContext that rejects reaches onError, is sent to that one client with id: null, and closes only that socket',
  async (t) => {
    assert.match(
      pageText(subscriptionsPage),
      /the rejection is then caught, passed to `onError`, sent to that one client as an error with `id: null`, and only that socket is closed/,
    );
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { WebSocket } = v9('ws') as typeof WS;
    type Context = { user: string };
    const router = trpc.router<Context>().query('whoami', { resolve: ({ ctx }) => ctx.user });
    const errors: { type: string; code: string }[] = [];
    const { url } = await startWsServerV9(t, router, {
      // eslint-disable-next-line @typescript-eslint/require-await
      createContext: async ({ req }) => {
        if (req.url?.includes('denied')) throw new trpc.TRPCError({ code: 'UNAUTHORIZED' });
        return { user: 'ada' };
      },
      onError: ({ error, type }) => errors.push({ type, code: error.code }),
    });

    const good = new WebSocket(url);
    t.after(() => good.terminate());
    await within(5000, 'open socket', once(good, 'open'));

    const denied = new WebSocket(`${url}/?denied`);
    t.after(() => denied.terminate());
    const [raw] = (await within(5000, 'error message', once(denied, 'message'))) as [Buffer];
    const message = JSON.parse(raw.toString()) as { id: unknown; error: { data: { code: string } } };
    assert.equal(message.id, null);
    assert.equal(message.error.data.code, 'UNAUTHORIZED');
    await within(5000, 'closed socket', once(denied, 'close'));
    assert.deepEqual(errors, [{ type: 'unknown', code: 'UNAUTHORIZED' }]);

    // The other client's socket is still open and is served.
    good.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'whoami' } }));
    const [answer] = (await within(5000, 'answer', once(good, 'message'))) as [Buffer];
    assert.deepEqual(JSON.parse(answer.toString()), { id: 1, result: { type: 'data', data: 'ada' } });
  },
);

fact(
  errorFormattingPage,
  "the formatter's type is 'unknown' for a PUT, 'subscription' for a refused PATCH, and a HEAD never reaches it",
  async (t) => {
    assert.match(
      pageText(errorFormattingPage),
      /an HTTP method other than `GET`, `POST`, `PATCH` and `HEAD` \(a `PATCH` is refused too, but reports `'subscription'`/,
    );
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('./node_modules/@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const types: string[] = [];
    const router = trpc
      .router()
      .query('hello', { resolve: () => 'hi' })
      .formatError(({ shape, type }) => {
        types.push(type);
        return shape;
      });
    const handler = createHTTPHandler({ router });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );

    const put = await fetch(`${base}/hello`, { method: 'PUT' });
    assert.equal(put.status, 405);
    const patch = await fetch(`${base}/hello`, { method: 'PATCH' });
    assert.equal(patch.status, 405);
    const head = await fetch(`${base}/hello`, { method: 'HEAD' });
    assert.equal(head.status, 204);
    assert.deepEqual(types, ['unknown', 'subscription']);
  },
);

fact(queriesPage, "['path'] and ['path', null] are different cache keys for getQueryData() and setQueryData()", () => {
  assert.match(
    pageText(queriesPage),
    /both `\['path'\]` and `\['path', null\]` are accepted, but they produce different cache keys/,
  );
  const { QueryClient } = v9('react-query') as typeof ReactQuery3;
  const queryClient = new QueryClient({ defaultOptions: { queries: { cacheTime: Infinity } } });
  // 9.x's useQuery() passes its tuple to react-query 3 as the query key as it is (createReactQueryHooks.tsx).
  queryClient.setQueryData(['book.list'], ['set without input']);
  assert.equal(queryClient.getQueryData(['book.list', null]), undefined);
  assert.deepEqual(queryClient.getQueryData(['book.list']), ['set without input']);
  queryClient.clear();
});

fact(
  expressPage,
  'maxBodySize counts UTF-16 code units of the decoded body, not bytes: an emoji counts as two',
  async (t) => {
    assert.match(
      pageText(expressPage),
      /Maximum request body length, in UTF-16 code units of the decoded text \(not bytes: `é` and `⭐` count as one each, `😀` as two; a character split between two chunks counts as more, see \[Pitfalls\]\(#pitfalls\)\)\. No limit by default\./,
    );
    const base = await v9ExpressEcho(t, { limited: 4, tighter: 3, open: undefined });

    // `"😀"` is 6 bytes but 4 UTF-16 code units: within a limit of 4.
    const body = JSON.stringify('😀');
    assert.equal(Buffer.byteLength(body), 6);
    const accepted = await fetch(`${base}/limited/echo`, { method: 'POST', body });
    assert.equal(accepted.status, 200);
    assert.deepEqual(await accepted.json(), { id: null, result: { type: 'data', data: '😀' } });

    // With a limit of 3 the same body is dropped: the emoji counted as two, not as one.
    await rejection(fetch(`${base}/tighter/echo`, { method: 'POST', body }));

    // Without the option a long body is read whole.
    const long = JSON.stringify('x'.repeat(200_000));
    const open = await fetch(`${base}/open/echo`, { method: 'POST', body: long });
    assert.equal(open.status, 200);
  },
);

fact(
  subscriptionsPage,
  'after emit.error() the subscription stays open: later emit.data() values still arrive',
  async (t) => {
    assert.match(pageText(subscriptionsPage), /Sends an error to the subscriber\. The subscription stays open\./);
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { wsLink } = v9('./node_modules/@trpc/client/links/wsLink') as typeof WSLinkV9;
    const router = trpc.router().subscription('feed', {
      resolve: () =>
        new trpc.Subscription<number>((emit) => {
          const timer = setImmediate(() => {
            emit.error(new Error('one bad item'));
            emit.data(2);
          });
          return () => clearImmediate(timer);
        }),
    });
    const { url } = await startWsServerV9(t, router);
    const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClientV9(t, url) })] });
    const seen: string[] = [];
    await within(
      5000,
      'a value after the error',
      new Promise<void>((resolve) => {
        const stop = client.subscription('feed', undefined, {
          onNext: (result) => {
            if (result.type !== 'data') return;
            seen.push(`data ${String(result.data)}`);
            stop();
            resolve();
          },
          onError: (error) => seen.push(`error ${error.message}`),
        });
      }),
    );
    assert.deepEqual(seen, ['error one bad item', 'data 2']);
  },
);
