/**
 * Independent audit DV (bench/audit-independent-2026-11-30dv.md): a random draw of prose sentences and a census
 * of the latest fix on docs/server/authorization.md. Each fact runs the packages the page documents: @trpc/*
 * 10.12.0 from src/samples/v10 against the standalone adapter on 127.0.0.1 (a port the OS picks).
 *
 *   node --import tsx --test tests/facts/audit-dv.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as NextV10 from '../../src/samples/v10/node_modules/@trpc/next';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, v10 } from './facts';
import { serverRenderer, withTRPCApp } from './nextSsrRender';

fact(
  'docs/nextjs/ssr.md',
  'with ssr: true the tree renders once per prepass and once more at the end: two independent useQuery calls give three renders (the prepass that starts them, one more once they are fetched, the final render), no query gives two',
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
    const router = t10.router({
      a: t10.procedure.query(() => 'a'),
      b: t10.procedure.query(() => 'b'),
    });
    const handler = createHTTPHandler({ router });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const trpc = createTRPCNext<typeof router>({ config: () => ({ links: [httpBatchLink({ url })] }), ssr: true });
    const App = withTRPCApp(trpc.withTRPC);

    const serverRender = serverRenderer(App);

    let renders = 0;
    const independent = () => {
      renders++;
      const a = trpc.a.useQuery();
      const b = trpc.b.useQuery();
      return React.createElement('p', null, `${a.data ?? a.status} ${b.data ?? b.status}`);
    };
    assert.equal(await serverRender(independent), '<p>a b</p>');
    assert.equal(renders, 3, 'two prepasses and the final render, with no query depending on another');

    renders = 0;
    const noQueries = () => (renders++, React.createElement('p', null, 'static'));
    assert.equal(await serverRender(noQueries), '<p>static</p>');
    assert.equal(renders, 2, 'one prepass and the final render');
  },
);
