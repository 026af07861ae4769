/**
 * The 9.x quick start's client file, run as the page says: its calls await at the top level, so it
 * runs only as an ES module; as one, against the page's own router, it prints what the page says.
 *
 *   node --import tsx --test tests/facts/quickstart-v9.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v9/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, v9, within } from './facts';
import { runPageCode, topLevelAwaitBlock } from './pageCode';

const quickstart = 'versioned_docs/version-9.x/main/quickstart.md';

const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof TRPCClient;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;

fact(
  quickstart,
  'the client file of "Create a client" awaits at its top level, so it runs with "type": "module" (a CommonJS module cannot); run so against the page\'s server it prints the greeting, then 1 false, then 1 todo(s)',
  async (t) => {
    const block = topLevelAwaitBlock(quickstart, { title: 'client.ts', section: '2. Create a client' }, [
      'createTRPCClient',
      'console',
    ]);
    assert.throws(block.commonJs, {
      name: 'SyntaxError',
      message: /await is only valid in async functions and the top level bodies of modules/,
    });

    const { appRouter } = runPageCode<{ appRouter: TRPCServer.AnyRouter }>(
      quickstart,
      ['appRouter'],
      {},
      {
        title: 'server.ts',
      },
    );
    const handler = createHTTPHandler({ router: appRouter });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const logged: string[] = [];
    const log = { log: (...values: unknown[]) => logged.push(values.map(String).join(' ')) };
    // The page's client, with the address of this server in place of localhost:2022.
    const client = (options: { url: string }) => {
      assert.equal(options.url, 'http://localhost:2022');
      return createTRPCClient({ url: base });
    };
    await within(5000, 'the client file', block.asModule(client, log));
    assert.deepEqual(logged, ['Hello, tRPC!', '1 false', '1 todo(s)']);
  },
);
