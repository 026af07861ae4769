/**
 * Independent audit CI (bench/audit-independent-2026-11-30ci.md): a random draw of the docs' prose sentences and a
 * census of yesterday's fixes. Each fact runs @trpc/* 9.27.4 from src/samples/v9 on 127.0.0.1 (a port the OS picks).
 *
 *   node --import tsx --test tests/facts/audit-ci.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type WS from '../../src/samples/v9/node_modules/@types/ws';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/ws';
import { lateRejectingContext, wsErrorsOfOneCall, type ErrorMessage } from './errorEdges';
import { fact, listenOnLoopback, v9, within } from './facts';

const root = path.resolve(__dirname, '../..');

/** The lines of `page` that tie a missing path to a `createContext()` that threw. */
function createContextPathLines(page: string): string[] {
  return readFileSync(path.join(root, page), 'utf8')
    .split('\n')
    .filter((line) => line.includes('`createContext()` threw') && /path/.test(line));
}

type Seen = { from: 'formatter' | 'onError'; path: string | undefined; type: string };

for (const page of [
  'versioned_docs/version-9.x/server/error-handling.md',
  'versioned_docs/version-9.x/server/error-formatting.md',
]) {
  fact(
    page,
    "a missing path follows a throwing createContext() over HTTP only: over WebSockets, a call waiting on the connection's rejected context keeps its path",
    async (t) => {
      const lines = createContextPathLines(page);
      assert.equal(lines.length, 1, 'one sentence ties the missing path to createContext()');
      assert.match(lines[0] ?? '', /during an HTTP request/, 'the sentence limits itself to HTTP');

      const trpc = v9('@trpc/server') as typeof ServerV9;
      const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as typeof WSAdapterV9;
      const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
      const { WebSocket, WebSocketServer } = v9('ws') as typeof WS;

      const seen: Seen[] = [];
      const router = trpc
        .router()
        .formatError(({ shape, path: callPath, type }) => {
          seen.push({ from: 'formatter', path: callPath, type });
          return shape;
        })
        .query('hello', { resolve: () => 'hi' });
      const onError = ({ path: callPath, type }: { path: string | undefined; type: string }) =>
        void seen.push({ from: 'onError', path: callPath, type });
      const createContext = lateRejectingContext;

      // HTTP: the request fails as a whole, no path
      const handler = createHTTPHandler({ router, createContext, onError });
      const httpServer = http.createServer((req, res) => void handler(req, res));
      const base = await listenOnLoopback(t, httpServer);
      const response = await within(5000, 'HTTP answer', fetch(`${base}/hello`));
      const body = (await response.json()) as ErrorMessage;
      assert.equal(response.status, 500);
      assert.equal(body.error.data.path, undefined);
      assert.deepEqual(
        seen.map((s) => s.path),
        [undefined, undefined],
        'formatter and onError see no path over HTTP',
      );
      seen.length = 0;

      // WebSockets: the pending call's error keeps its path and type
      const messages = await wsErrorsOfOneCall(t, { WebSocketServer, WebSocket }, (wss) =>
        applyWSSHandler({ wss, router, createContext, onError }),
      );

      const connection = messages.find((m) => m.id === null);
      const call = messages.find((m) => m.id === 7);
      assert.equal(connection?.error.data.path, undefined, 'the connection error (id null) has no path');
      assert.equal(call?.error.data.path, 'hello', "the call's error has its path although createContext() threw");
      assert.ok(
        seen.some((s) => s.from === 'formatter' && s.path === 'hello' && s.type === 'query'),
        'the formatter sees the path',
      );
      assert.ok(
        seen.some((s) => s.from === 'onError' && s.path === 'hello'),
        'onError sees the path',
      );
    },
  );
}
