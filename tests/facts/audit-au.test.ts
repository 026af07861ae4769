/**
 * Independent audit AU (bench/audit-independent-2026-11-29au.md, tests/facts/README.md): the claim the audit
 * found wrong on the three 9.x pages it read, pinned as corrected. One server (started by the fact, closed when it
 * ends) records the `content-type` of what the real 9.x client sends with a `headers` option.
 *
 * The 9.x client is loaded by its folder, not as `@trpc/client` (see v9-edges.test.ts).
 *
 *   node --import tsx --test tests/facts/audit-au.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, v9 } from './facts';

const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const trpc = v9('@trpc/server') as typeof ServerV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;

const HEADER = 'versioned_docs/version-9.x/client/header.md';

fact(
  HEADER,
  "a lower-case `content-type` key replaces tRPC's `application/json`, while a `Content-Type` key is merged with it into `application/json, text/plain`",
  async (t) => {
    const received: Array<string | undefined> = [];
    const router = trpc
      .router()
      .query('me', { resolve: () => 'Ada' })
      .mutation('rename', { resolve: () => 'ok' });
    const handler = createHTTPHandler({
      router,
      createContext: ({ req }) => {
        received.push(req.headers['content-type']);
        return {};
      },
    });
    const origin = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );

    const lower = createTRPCClient<typeof router>({ url: origin, headers: { 'content-type': 'text/plain' } });
    const mixed = createTRPCClient<typeof router>({ url: origin, headers: () => ({ 'Content-Type': 'text/plain' }) });
    const none = createTRPCClient<typeof router>({ url: origin });
    await lower.query('me');
    await mixed.query('me');
    await mixed.mutation('rename');
    await none.query('me');

    assert.deepEqual(received, [
      'text/plain',
      'application/json, text/plain',
      'application/json, text/plain',
      'application/json',
    ]);
  },
);
