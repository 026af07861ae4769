/**
 * The 9.x Query Invalidation page's tip (versioned_docs/version-9.x/reactjs/query-invalidation.md): `withTRPC()`
 * makes its own `QueryClient`, which a component reads from `trpc.useContext().queryClient`; a `queryClient`
 * returned from its `config` is not used (audit CF noticed the tip's "your QueryClient" had none to keep).
 * @trpc/next and @trpc/react 9.27.4 from src/samples/v9, rendered with react-dom/server.
 *
 *   node --import tsx --test tests/facts/with-trpc-query-client-v9.test.ts
 */
import assert from 'node:assert/strict';
import type * as ReactNS from '../../src/samples/v9/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v9/node_modules/@types/react-dom/server';
import type * as NextV9 from '../../src/samples/v9/node_modules/@trpc/next';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ReactQuery from '../../src/samples/v9/node_modules/react-query';
import { fact, v9 } from './facts';

fact(
  'versioned_docs/version-9.x/reactjs/query-invalidation.md',
  'withTRPC() makes its own QueryClient, which a component reads from trpc.useContext().queryClient; a queryClient returned from config is not used',
  () => {
    const React = v9('react') as typeof ReactNS;
    const { renderToString } = v9('react-dom/server') as typeof ReactDOMServer;
    const { withTRPC } = v9('@trpc/next') as typeof NextV9;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const { QueryClient } = v9('react-query') as typeof ReactQuery;

    const hooks = createReactQueryHooks<ServerV9.AnyRouter>();
    const mine = new QueryClient();
    const seen: unknown[] = [];
    function Page() {
      seen.push(hooks.useContext().queryClient);
      return null;
    }
    const options = {
      config: () => ({ url: 'http://127.0.0.1:1', queryClient: mine }),
      ssr: false,
    } as unknown as Parameters<typeof withTRPC>[0];
    const Wrapped = withTRPC(options)(Page as never) as unknown as ReactNS.FunctionComponent<object>;
    renderToString(React.createElement(Wrapped, {}));
    assert.equal(seen.length, 1);
    assert.ok(seen[0] instanceof QueryClient, 'the context holds a QueryClient');
    assert.notEqual(seen[0], mine, 'not the one config returned');
  },
);
