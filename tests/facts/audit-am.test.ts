/**
 * Facts for the sentences that independent audit AM (bench/audit-independent-2026-11-29am.md) found
 * wrong among those today's fixes wrote: a WebSocket createContext that throws synchronously gets
 * no error object (10.x), and Next.js's Preview Mode renders a static page on each request (9.x).
 *
 *   timeout 60 node --import tsx --test tests/facts/audit-am.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type WebSocket from '../../src/samples/v10/node_modules/@types/ws';
import { fact, v10, v9, within } from './facts';
import { startServer } from './ws-server';

const { WebSocket: Client } = v10('ws') as { WebSocket: typeof WebSocket };

fact(
  'docs/server/error-formatting.md',
  'a WebSocket createContext that throws synchronously sends no error object to the client and, by default, ends the server process',
  async (t) => {
    const { port, stderr, exited } = await startServer(t, 'v10', 'sync');
    const socket = new Client(`ws://127.0.0.1:${port}`);
    t.after(() => socket.terminate());
    const messages: string[] = [];
    socket.on('message', (data: Buffer) => messages.push(data.toString()));
    socket.on('error', () => {});
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'any' } })));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const code = await within(5000, 'exit of the server process', exited);
    await within(5000, 'close of the client socket', closed);
    assert.equal(code, 1, `the server process should end with exit code 1, stderr: ${stderr()}`);
    assert.deepEqual(messages, [], 'the client should receive no message, so no error object');
  },
);

fact(
  'versioned_docs/version-9.x/nextjs/ssg.md',
  'Next.js 12 serves a getStaticProps page from its cache to every visitor except those in Preview Mode, for whom it renders the page on each request',
  () => {
    // The cache key decides between the stored HTML and a new render (base-server.js of next 12.3);
    // a run of `next build` and `next start` agreed (the audit's report), but is too slow for a fact.
    const source = readFileSync(v9.resolve('next/dist/server/base-server.js'), 'utf8');
    const cacheKey = /let ssgCacheKey = ([^;]*?)\?\s*null/.exec(source);
    assert.ok(cacheKey, 'base-server.js should choose ssgCacheKey, null meaning no cache');
    assert.match(cacheKey[1], /\bisPreviewMode\b/, 'Preview Mode should bypass the cache');
    assert.match(cacheKey[1], /!isSSG\b/, 'only getStaticProps pages should use the cache');
  },
);
