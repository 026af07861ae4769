/**
 * Independent audit CO (bench/audit-independent-2026-11-30co.md): the claims the audit found wrong among its drawn
 * sentences and its census, pinned as corrected: react-query 3.39.3's mutation callbacks without React, the 9.27.4
 * WebSocket adapter, and the 10.12.0 Express adapter behind `express.json()`, each server on 127.0.0.1 (a port the OS
 * picks). Each fact also reads the page, so a copy that states the old claim fails.
 *
 *   node --import tsx --test tests/facts/audit-co.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import type WSV9 from '../../src/samples/v9/node_modules/@types/ws';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { fact, listenOnLoopback, v10, v9, within } from './facts';

const root = path.resolve(__dirname, '../..');

/** The table row of `page` whose first cell starts with `first`. */
function row(page: string, first: string): string {
  const line = readFileSync(path.join(root, page), 'utf8')
    .split('\n')
    .find((text) => text.startsWith(`| ${first}`));
  assert.ok(line, `${page} has no row starting with ${first}`);
  return line;
}

const MUTATIONS = 'versioned_docs/version-9.x/reactjs/mutations.md';

fact(
  MUTATIONS,
  'onError also runs when onSettled throws after a success, with what onSettled threw as error',
  async (t) => {
    const { QueryClient, setLogger } = v9('react-query') as typeof ReactQueryV3;
    // react-query 3 logs every failed mutation; keep the test output clean and put the console back after
    setLogger({ log: () => {}, warn: () => {}, error: () => {} });
    t.after(() => setLogger(console));
    const client = new QueryClient();
    const boom = new Error('thrown by onSettled');
    const seen: unknown[] = [];
    await assert.rejects(
      client.executeMutation({
        mutationFn: () => Promise.resolve('saved'),
        onSettled: (_data: unknown, error: unknown) => {
          if (error === null) throw boom;
        },
        onError: (error: unknown) => void seen.push(error),
      }),
      boom,
    );
    assert.deepEqual(seen, [boom]);
    // The page's row for onError names onSettled among the callbacks whose throw reaches it
    assert.match(row(MUTATIONS, '`onError('), /`onSettled`/);
  },
);

const ERROR_HANDLING = 'versioned_docs/version-9.x/server/error-handling.md';

fact(
  ERROR_HANDLING,
  "onError's type is 'unknown' over WebSockets too, for a createContext() that rejects",
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
    const { WebSocket, WebSocketServer } = v9('ws') as typeof WSV9;
    const router = trpc.router().query('ping', { resolve: () => 'pong' });
    const server = createServer();
    const wss = new WebSocketServer({ server });
    const types: string[] = [];
    let reported: () => void = () => {};
    const onErrorCalled = new Promise<void>((resolve) => (reported = resolve));
    applyWSSHandler({
      wss,
      router,
      createContext: () => Promise.reject(new Error('no session')),
      onError: ({ type }) => {
        types.push(type);
        reported();
      },
    });
    t.after(() => {
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const base = await listenOnLoopback(t, server);
    const socket = new WebSocket(base.replace(/^http/, 'ws'));
    t.after(() => socket.terminate());
    socket.on('error', () => {});
    await within(5000, 'onError for the rejected createContext', onErrorCalled);
    assert.deepEqual(types, ['unknown']);
    // The page's row for `type` does not tie 'unknown' to the HTTP method alone
    assert.match(row(ERROR_HANDLING, '`type`'), /WebSocket/);
  },
);

const ERROR_FORMATTING = 'docs/server/error-formatting.md';

fact(
  ERROR_FORMATTING,
  'a JSON body that express.json() in front cannot parse never reaches tRPC: no error object, no formatter, no onError',
  async (t) => {
    const express = v10('express') as typeof Express;
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
    let formatted = 0;
    let reported = 0;
    const tr = initTRPC.create({
      errorFormatter: ({ shape }) => {
        formatted++;
        return shape;
      },
    });
    const router = tr.router({ add: tr.procedure.mutation(() => 'added') });
    const app = express();
    app.use(express.json());
    app.use('/trpc', createExpressMiddleware({ router, onError: () => void reported++ }));
    // Answer the parser's error without Express's default handler, which logs its stack
    const answerError: Express.ErrorRequestHandler = (error: { status?: number }, _req, res, next) => {
      void next;
      res.status(error.status ?? 500).end('parser');
    };
    app.use(answerError);
    const base = await listenOnLoopback(t, createServer(app));
    const response = await within(
      5000,
      'the answer to a malformed body',
      fetch(`${base}/trpc/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' }),
    );
    assert.equal(response.status, 400);
    assert.equal(await response.text(), 'parser');
    assert.deepEqual({ formatted, reported }, { formatted: 0, reported: 0 });
    const opening = readFileSync(path.join(root, ERROR_FORMATTING), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('tRPC turns each failure'));
    assert.match(opening ?? '', /that reaches it/);
  },
);
