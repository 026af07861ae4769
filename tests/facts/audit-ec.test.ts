/**
 * Independent audit EC (bench/audit-independent-2026-11-30ec.md): a random draw of prose sentences and a census
 * of the latest fixes on docs/nextjs/ssr.md and docs/server/adapter/aws-lambda.md. The fact runs @trpc/* 10.12.0
 * from src/samples/v10 (withTRPC's getInitialProps as Next.js calls it, then the final render) against the
 * standalone adapter on 127.0.0.1 (a port the OS picks).
 *
 *   node --import tsx --test tests/facts/audit-ec.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { NextPageContext } from '../../src/samples/v10/node_modules/next';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as NextV10 from '../../src/samples/v10/node_modules/@trpc/next';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, v10 } from './facts';
import { serverRenderer, withTRPCApp } from './nextSsrRender';

fact(
  'docs/nextjs/ssr.md',
  'with ssr: true a server render renders the tree once per prepass and once more at the end: a first prepass that starts a query is not always followed by a second (a suspense query is awaited inside it), so the tree renders at least twice, not at least three times',
  async (t) => {
    const error = console.error;
    console.error = () => {};
    t.after(() => (console.error = error));
    const React = v10('react') as typeof ReactNS;
    const { httpBatchLink } = v10('@trpc/client') as typeof ClientV10;
    const { createTRPCNext } = v10('@trpc/next') as typeof NextV10;
    const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
    const t10 = initTRPC.create();
    const router = t10.router({ a: t10.procedure.query(() => 'a') });
    let requests = 0;
    const handler = createHTTPHandler({ router });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => (requests++, void handler(req, res))),
    );
    const trpc = createTRPCNext<typeof router, NextPageContext, 'ExperimentalSuspense'>({
      config: () => ({ links: [httpBatchLink({ url })] }),
      ssr: true,
    });
    const App = withTRPCApp(trpc.withTRPC);

    const serverRender = serverRenderer(App);

    let renders = 0;
    const Data = () => {
      const [a] = trpc.a.useSuspenseQuery();
      return React.createElement('span', null, a);
    };
    const suspensePage = () => (renders++, React.createElement('p', null, React.createElement(Data)));
    assert.equal(await serverRender(suspensePage), '<p><span>a</span></p>');
    assert.equal(requests, 1, 'the first prepass started a query');
    assert.equal(renders, 2, 'one prepass (it waited for the suspense query itself) and the final render');

    renders = 0;
    const regularPage = () => {
      renders++;
      const a = trpc.a.useQuery();
      return React.createElement('p', null, a.data ?? a.status);
    };
    assert.equal(await serverRender(regularPage), '<p>a</p>');
    assert.equal(
      renders,
      3,
      'a regular query: the prepass that starts it, one more once it is fetched, the final render',
    );

    const page = fs.readFileSync(path.join(__dirname, '../../docs/nextjs/ssr.md'), 'utf8').replace(/\s+/g, ' ');
    assert.doesNotMatch(page, /otherwise at least three times/);
    assert.match(page, /renders your tree once per prepass and once more at the end, so at least twice\./);
  },
);
