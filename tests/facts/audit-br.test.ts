/**
 * Independent audit BR (bench/audit-independent-2026-11-29br.md): a random and a universal draw of sentences, and
 * the sentences of the latest fixes to ssr.md and caching.md, checked against @trpc/* 10.12.0 and 9.27.4. One claim
 * was wrong: caching.md's tip pointed "above" for a Next.js case that the page no longer describes above it.
 *
 *   node --import tsx --test tests/facts/audit-br.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import { fact, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;

const cachingPage = path.join(__dirname, '../../docs/server/caching.md');

/** The text of `page` before the tip on `onError`, and the tip's sentence about it. */
function onErrorTip(page: string): { before: string; sentence: string } {
  const start = page.indexOf('For logging, prefer');
  assert.ok(start > 0, 'the tip on onError is on the page');
  const end = page.indexOf('\n', start);
  return { before: page.slice(0, start), sentence: page.slice(start, end) };
}

fact(
  'docs/server/caching.md',
  "the Next.js adapter answers a request without a `trpc` route parameter with its own 500 and calls neither onError nor responseMeta; the tip on onError sends the reader to API Handler for it, and says 'see above' only if the text above mentions that parameter",
  async () => {
    const t = initTRPC.create();
    const router = t.router({ hi: t.procedure.query(() => 'hi') });
    const seen: string[] = [];
    const handler = createNextApiHandler({
      router,
      onError: () => void seen.push('onError'),
      responseMeta: () => (seen.push('responseMeta'), {}),
    });
    let status = 0;
    let body: unknown;
    // A route file whose parameter is not named `trpc`: Next.js gives the handler `slug` instead.
    const req = { method: 'GET', query: { slug: 'hi' }, headers: {} };
    const res = {
      set statusCode(value: number) {
        status = value;
      },
      json: (value: unknown) => void (body = value),
    };
    await (handler as unknown as (req: object, res: object) => Promise<void>)(req, res);
    assert.equal(status, 500);
    assert.match(JSON.stringify(body), /Query \\"trpc\\" not found/);
    assert.deepEqual(seen, [], 'neither onError nor responseMeta runs');

    const { before, sentence } = onErrorTip(readFileSync(cachingPage, 'utf8'));
    assert.match(sentence, /`500` the Next\.js adapter sends[^)]*\]\(\.\/api-handler\.md#pitfalls\)/);
    if (/see above/.test(sentence)) {
      assert.match(before, /`trpc` route parameter|named `trpc`|parameter `trpc`/, "'see above' needs the case above");
    }
  },
);
