/**
 * Independent audit O (bench/audit-independent-2026-11-29o.md, tests/facts/README.md): the claims of the drawn
 * pages that the audit found wider than the installed packages, pinned as corrected.
 *
 *   node --import tsx --test tests/facts/audit-o.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, v10, within } from './facts';

const { createTRPCProxyClient, createWSClient, loggerLink, TRPCClientError, wsLink } = v10(
  '@trpc/client',
) as typeof TRPCClient;
const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;

fact(
  'docs/client/links/loggerLink.md',
  "a subscription the server ends after two values is logged down as started, each value, stopped, then the TRPCClientError 'Operation ended prematurely', which the built-in logger writes with console.error; a query gets one entry back",
  async (t) => {
    const tt = initTRPC.create();
    const router = tt.router({
      ping: tt.procedure.query(() => 'pong'),
      twoTicks: tt.procedure.subscription(() =>
        observable<number>((emit) => {
          // after the server's `started` message, which the subscription's setup sends once it returns
          const timer = setTimeout(() => {
            emit.next(1);
            emit.next(2);
            emit.complete();
          }, 10);
          return () => clearTimeout(timer);
        }),
      ),
    });
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await within(15_000, 'listening WebSocket server', new Promise((resolve) => wss.once('listening', resolve)));
    applyWSSHandler({ wss, router });
    const wsClient = createWSClient({
      url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    t.after(() => {
      wsClient.close();
      wsClient.getConnection().close();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });

    const down: string[] = [];
    const written: string[] = [];
    const client = createTRPCProxyClient<typeof router>({
      links: [
        loggerLink({
          enabled: (opts) => {
            if (opts.direction === 'down') {
              const { result } = opts;
              down.push(
                result instanceof TRPCClientError ? `error: ${result.message}` : (result.result.type ?? 'none'),
              );
            }
            return true;
          },
          console: {
            log: (...args: unknown[]) => written.push(`log ${String(args[0])}`),
            error: (...args: unknown[]) => written.push(`error ${String(args[0])}`),
          },
        }),
        wsLink({ client: wsClient }),
      ],
    });

    const ended = new Promise<string>((resolve) => {
      client.twoTicks.subscribe(undefined, {
        onError: (error) => resolve(`onError: ${error.message}`),
        onComplete: () => resolve('onComplete'),
      });
    });
    assert.equal(await within(5000, 'end of the subscription', ended), 'onError: Operation ended prematurely');
    assert.deepEqual(down, ['started', 'data', 'data', 'stopped', 'error: Operation ended prematurely']);
    assert.deepEqual(
      written.map((line) => line.replace(/%c/g, '').replace(/\s+/g, ' ').trim()),
      [
        'log >> subscription #1 twoTicks %O',
        'log << subscription #1 twoTicks %O',
        'log << subscription #1 twoTicks %O',
        'log << subscription #1 twoTicks %O',
        'log << subscription #1 twoTicks %O',
        'error << subscription #1 twoTicks %O',
      ],
      'only the last entry goes to console.error',
    );

    down.length = 0;
    assert.equal(await client.ping.query(), 'pong');
    assert.deepEqual(down, ['data'], 'a query gets one entry back');
  },
);

/** The tiny client of the post, compiled from its source with `edit` applied, plus its private path proxy. */
function loadTinyClient(edit: (source: string) => string) {
  const file = path.resolve(__dirname, '../../blog/2023-01-17-tinyrpc-client/tinyrpc.ts');
  const source = `${edit(readFileSync(file, 'utf8'))}\nexports.createPathProxy = createPathProxy;\n`;
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const exports: Record<string, unknown> = {};
  const run = vm.runInThisContext(`(function (exports) {\n${outputText}\n})`) as (target: object) => void;
  run(exports);
  return exports as {
    createTinyClient: (opts: { url: string }) => { post: unknown };
    createPathProxy: (callback: (path: readonly string[], args: readonly unknown[]) => unknown) => { post: unknown };
  };
}

/** 'resolved', 'rejected: <name>: <message>', or 'pending' once the jobs the await queued have run. */
async function settlement(value: unknown): Promise<string> {
  let state = 'pending';
  void (async () => {
    try {
      await value;
      state = 'resolved';
    } catch (error) {
      state = `rejected: ${(error as Error).name}: ${(error as Error).message}`;
    }
  })();
  // the await calls a thenable's then() in a microtask; nothing else is queued, so a macrotask later it has settled or never will
  await new Promise((resolve) => setImmediate(resolve));
  return state;
}

fact(
  'blog/2023-01-17-tinyrpc-client/index.mdx',
  "without the `then` check, await calls the proxy's then with resolve and reject: the demo's callback calls neither, so the await never settles, and the tiny client's callback throws, so `await client.post` rejects with a TypeError; with the check it gives back the proxy; tRPC rejects a router key named then",
  async () => {
    const check = " || key === 'then'";
    const withoutCheck = loadTinyClient((source) => {
      assert.equal(source.split(check).length, 2, 'tinyrpc.ts has the then check once');
      return source.replace(check, '');
    });

    const args: unknown[][] = [];
    const demo = withoutCheck.createPathProxy((_path, callArgs) => {
      args.push([..._path, ...callArgs.map((arg) => typeof arg)]);
      return undefined;
    });
    assert.equal(await settlement(demo.post), 'pending', 'the demo proxy never settles');
    assert.deepEqual(args, [['post', 'then', 'function', 'function']], 'then was called with resolve and reject');

    const client = withoutCheck.createTinyClient({ url: 'http://127.0.0.1:1' });
    assert.equal(
      await settlement(client.post),
      'rejected: TypeError: Call .query() or .mutate() on a procedure, not "post.then()"',
    );

    const asPublished = loadTinyClient((source) => source);
    const published = asPublished.createTinyClient({ url: 'http://127.0.0.1:1' });
    assert.equal(await settlement(published.post), 'resolved');
    assert.equal(typeof (await (published.post as Promise<unknown>)), 'function', 'the proxy itself');

    const tt = initTRPC.create();
    assert.throws(
      () => tt.router({ then: tt.procedure.query(() => 1) }),
      /Reserved words used in `router\(\{\}\)` call: then/,
    );
  },
);
