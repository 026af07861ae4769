/**
 * `withTRPC` renders on the server only with `ssr: true`: without it, the `_app` it returns has no
 * `getInitialProps`, so Next.js never runs tRPC's prepass and the queries start in the browser. Pins the React
 * introduction pages of both versions, against @trpc/next 10.12.0 (`createTRPCNext`) and 9.27.4 (`withTRPC`).
 *
 *   node --import tsx --test tests/facts/withtrpc-ssr-flag.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as NextV10 from '../../src/samples/v10/node_modules/@trpc/next';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as NextV9 from '../../src/samples/v9/node_modules/@trpc/next';
import { fact, v10, v9 } from './facts';

const read = (page: string) => fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
const App = () => null;

fact(
  'docs/reactjs/introduction.md',
  'createTRPCNext adds server-side rendering (a getInitialProps on _app) only with ssr: true',
  () => {
    assert.match(
      read('docs/reactjs/introduction.md'),
      /providers for you, and server-side rendering with `ssr: true`\./,
    );
    const { createTRPCNext } = v10('@trpc/next') as typeof NextV10;
    const { httpBatchLink } = v10('@trpc/client') as typeof ClientV10;
    const config = () => ({ links: [httpBatchLink({ url: 'http://127.0.0.1:9/trpc' })] });
    type Next = { withTRPC: (app: typeof App) => { getInitialProps?: unknown } };
    const withSsr = (ssr: boolean) =>
      (createTRPCNext<ServerV10.AnyRouter>({ config, ssr }) as unknown as Next).withTRPC(App);
    assert.equal(typeof withSsr(true).getInitialProps, 'function');
    assert.equal(withSsr(false).getInitialProps, undefined);
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/introduction.md',
  'withTRPC adds server-side rendering (a getInitialProps on _app) only with ssr: true',
  () => {
    const page = 'versioned_docs/version-9.x/reactjs/introduction.md';
    assert.match(read(page), /sets up the providers for you, and server-side rendering with `ssr: true`\./);
    const { withTRPC } = v9('@trpc/next') as typeof NextV9;
    type Options = Parameters<typeof withTRPC>[0];
    const config = () => ({ url: 'http://127.0.0.1:9/trpc' });
    const wrapped = (ssr: boolean) =>
      withTRPC((ssr ? { config, ssr: true } : { config }) as unknown as Options)(App as never) as {
        getInitialProps?: unknown;
      };
    assert.equal(typeof wrapped(true).getInitialProps, 'function');
    assert.equal(wrapped(false).getInitialProps, undefined);
  },
);
