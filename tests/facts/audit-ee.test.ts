/**
 * Independent audit EE (bench/audit-independent-2026-11-30ee.md): the wrong claim it fixed. The fact runs
 * @trpc/* 9.27.4 from src/samples/v9 against the standalone adapter on 127.0.0.1 (a port the OS picks) with the real
 * client, and reads the page's sentence.
 *
 *   node --import tsx --test tests/facts/audit-ee.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type SuperJSONV9 from '../../src/samples/v9/node_modules/superjson';
import { fact, listenOnLoopback, v9, within } from './facts';

/** A page's text with its line breaks and runs of spaces folded into one space. */
function pageText(page: string): string {
  return readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
}

const ssrPage = 'versioned_docs/version-9.x/nextjs/ssr.md';

fact(
  ssrPage,
  'a client without the router’s superjson gets each result in superjson’s envelope, { json } with meta only when needed',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const superjson = (v9('superjson') as { default: typeof SuperJSONV9 }).default;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;

    const router = trpc
      .router()
      .transformer(superjson)
      .query('greeting', { resolve: () => 'hello' })
      .query('when', { resolve: () => new Date(0) });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = createTRPCClient<typeof router>({ url });

    // A plain value: the envelope has no `meta` at all, so "{ json, meta }" for every result was wrong.
    const plain: unknown = await within(3000, 'the plain result', client.query('greeting'));
    assert.deepEqual(plain, { json: 'hello' });
    const dated: unknown = await within(3000, 'the Date result', client.query('when'));
    assert.deepEqual(dated, { json: '1970-01-01T00:00:00.000Z', meta: { values: ['Date'] } });

    const text = pageText(ssrPage);
    assert.doesNotMatch(text, /every result arrives as its `\{ json, meta \}` envelope/);
    assert.match(text, /every result arrives still in its superjson envelope, `\{ json \}` or `\{ json, meta \}`/);
  },
);
