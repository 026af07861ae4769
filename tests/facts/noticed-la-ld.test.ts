/**
 * From the noticed lists of the universal reading (LA to LD, 2026-12-01): the links page's "no link runs" for
 * calls made on the server holds for `createCaller` and the SSG helpers, not for the server render of
 * `createTRPCNext({ ssr: true })`, whose hooks call through the client's links. Runs @trpc/* 10.12.0 from
 * src/samples/v10 with a standalone server on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/noticed-la-ld.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as NextV10 from '../../src/samples/v10/node_modules/@trpc/next';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as SsgV10 from '../../src/samples/v10/node_modules/@trpc/react-query/ssg';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v10 } from './facts';
import { serverRenderer, withTRPCApp } from './nextSsrRender';

const LINKS_PAGE = 'docs/client/links/index.mdx';

fact(
  LINKS_PAGE,
  'no link runs for createCaller or the SSG helpers, but the ssr: true server render calls through the links',
  async (t) => {
    const page = pageText(LINKS_PAGE);
    assert.match(
      page,
      /\(`createCaller`\) and the \[SSG helpers\]\([^)]*\) call procedures without a client, so no link runs for them\./,
    );
    assert.match(
      page,
      /A server render with `createTRPCNext\(\{ ssr: true \}\)` is different: its hooks call through the client/,
    );

    const error = console.error;
    console.error = () => {};
    t.after(() => (console.error = error));
    const React = v10('react') as typeof ReactNS;
    const { httpBatchLink } = v10('@trpc/client') as typeof ClientV10;
    const { createTRPCNext } = v10('@trpc/next') as typeof NextV10;
    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { createProxySSGHelpers } = v10('@trpc/react-query/ssg') as typeof SsgV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const t10 = initTRPC.create();
    const router = t10.router({ greeting: t10.procedure.query(() => 'hello') });
    const handler = createHTTPHandler({ router });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const throughLinks: string[] = [];
    const trpc = createTRPCNext<typeof router>({
      config: () => ({
        links: [
          () =>
            ({ op, next }) => {
              throughLinks.push(op.path);
              return next(op);
            },
          httpBatchLink({ url }),
        ],
      }),
      ssr: true,
    });
    const App = withTRPCApp(trpc.withTRPC);
    const Greeting = () => React.createElement('p', null, trpc.greeting.useQuery().data ?? 'loading');
    assert.equal(await serverRenderer(App)(Greeting), '<p>hello</p>');
    assert.ok(throughLinks.includes('greeting'), 'the server render called through the links');

    throughLinks.length = 0;
    assert.equal(await router.createCaller({}).greeting(), 'hello');
    const ssg = createProxySSGHelpers({ router, ctx: {} });
    await ssg.greeting.prefetch();
    assert.equal(ssg.queryClient.getQueryData([['greeting'], { type: 'query' }]), 'hello');
    assert.deepEqual(throughLinks, [], 'createCaller and the SSG helpers ran no link');
  },
);
