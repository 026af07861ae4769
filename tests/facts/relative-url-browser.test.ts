/**
 * A link's relative `url` (`httpBatchLink({ url: '/api/trpc' })`) resolves against the page in a browser; on the
 * server there is no page, and @trpc/client 10.12.0 (src/samples/v10) fails the call before any request: Node's
 * `fetch` cannot parse a relative URL. Pins docs/server/api-handler.md's "in the browser".
 *
 *   node --import tsx --test tests/facts/relative-url-browser.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import { fact, rejection, v10 } from './facts';

const page = 'docs/server/api-handler.md';

fact(page, 'a relative url works in the browser only: in Node the call fails before any request', async () => {
  const text = fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8');
  assert.match(text, /a client in the browser created with `httpBatchLink\(\{ url: '\/api\/trpc' \}\)`/);
  assert.match(text, /on the server, a link needs the full URL/);

  const { createTRPCUntypedClient, httpBatchLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
  const client = createTRPCUntypedClient({ links: [httpBatchLink({ url: '/api/trpc' })] });
  const error = await rejection(client.query('ping'));
  assert.ok(error instanceof TRPCClientError);
  assert.match(String((error as Error).message), /Failed to parse URL|Invalid URL/);
});
