/**
 * The `path` row of onError's options (docs/server/error-handling.md): a `createContext` that fails leaves the
 * path `undefined` during an HTTP request only. Over WebSockets, a call waiting on the connection's rejected
 * context gets its own error, which keeps its path; only the connection's error (`id: null`) has none (audit CI
 * found it on the 9.x pages, tests/facts/audit-ci.test.ts). And its `type` row: a rejected context reaches onError as
 * 'unknown' over WebSockets (audit CO found it on 9.x). @trpc/* 10.12.0 from src/samples/v10 on 127.0.0.1.
 *
 *   node --import tsx --test tests/facts/create-context-path.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type WS from '../../src/samples/v10/node_modules/@types/ws';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import { lateRejectingContext, wsErrorsOfOneCall, type ErrorMessage } from './errorEdges';
import { fact, listenOnLoopback, v10, within } from './facts';

const page = 'docs/server/error-handling.md';

/** The page's table row that starts with `cell`. */
const row = (cell: string) =>
  readFileSync(path.resolve(__dirname, '../..', page), 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`| ${cell} |`)) ?? '';

fact(
  page,
  "a failing createContext leaves path undefined during an HTTP request only: over WebSockets a call waiting on the connection's rejected context keeps its path",
  async (t) => {
    assert.match(row('`path`'), /`createContext` during an HTTP request/, 'the row limits the missing path to HTTP');

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
    const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;

    const paths: (string | undefined)[] = [];
    const types: string[] = [];
    const tr = initTRPC.create();
    const router = tr.router({ hello: tr.procedure.query(() => 'hi') });
    const onError = ({ path: callPath, type }: { path: string | undefined; type: string }) => {
      paths.push(callPath);
      types.push(type);
    };
    const createContext = lateRejectingContext;

    const handler = createHTTPHandler({ router, createContext, onError });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const response = await within(5000, 'HTTP answer', fetch(`${base}/hello`));
    const body = (await response.json()) as ErrorMessage;
    assert.equal(body.error.data.path, undefined);
    assert.deepEqual([...paths], [undefined], 'onError sees no path over HTTP');
    paths.length = 0;
    types.length = 0;

    const messages = await wsErrorsOfOneCall(t, { WebSocketServer, WebSocket }, (wss) =>
      applyWSSHandler({ wss, router, createContext, onError }),
    );
    assert.equal(messages.find((m) => m.id === null)?.error.data.path, undefined, 'the connection error has none');
    assert.equal(messages.find((m) => m.id === 7)?.error.data.path, 'hello', "the call's error keeps its path");
    assert.ok(paths.includes('hello'), 'onError sees the path over WebSockets');
    // The connection's own error (the rejected context, outside any call) is typed 'unknown'.
    assert.ok(types.includes('unknown'), `onError's types over WebSockets: ${types.join(', ')}`);
    assert.match(row('`type`'), /WebSocket error outside a call/, "the type row names WebSockets' 'unknown'");
  },
);
