/**
 * @trpc/server 10.12.0's Next.js adapter (src/samples/v10) takes the procedure path from `req.query.trpc`, which
 * Next.js builds from the route parameters and the query string. Without a `trpc` value (a route whose parameter
 * has another name, or `[[...trpc]].ts` at its bare path) it answers its own `500`; a `trpc` value from the query
 * string stands in for the parameter. Pins docs/server/api-handler.md's caution and caching.md's tip (audit EP
 * found the same condition on the 9.x pages, audit-ep.test.ts).
 *
 *   node --import tsx --test tests/facts/next-query-trpc.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import { fact, v10 } from './facts';

const read = (page: string) => fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8');

fact(
  'docs/server/api-handler.md',
  "the Next.js adapter's own 500 comes when req.query has no trpc value, from the route parameter or the query string",
  async () => {
    assert.match(
      read('docs/server/api-handler.md'),
      /reads the procedure path from `req\.query\.trpc`, which Next\.js fills/,
    );
    assert.match(
      read('docs/server/api-handler.md'),
      /or a `\[\[\.\.\.trpc\]\]\.ts` route is called at its bare path, the call fails with a `500`/,
    );
    assert.match(read('docs/server/caching.md'), /the Next\.js adapter sends when `req\.query` has no `trpc` value/);
    assert.match(read('docs/server/error-handling.md'), /a Next\.js request whose `req\.query` has no `trpc` value/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
    const t = initTRPC.create();
    const handler = createNextApiHandler({ router: t.router({ hi: t.procedure.query(() => 'hi') }) }) as unknown as (
      req: object,
      res: object,
    ) => Promise<void>;
    /** The status a GET gets when Next.js hands the handler `query`. */
    const statusFor = async (query: Record<string, string | string[]>) => {
      let status = 200;
      const res = {
        set statusCode(value: number) {
          status = value;
        },
        get statusCode() {
          return status;
        },
        setHeader: () => undefined,
        end: () => undefined,
        json: () => undefined,
      };
      await handler({ method: 'GET', query, headers: {}, body: undefined }, res);
      return status;
    };
    assert.equal(await statusFor({ trpc: 'hi' }), 200, '[trpc].ts');
    assert.equal(await statusFor({ trpc: ['hi'] }), 200, '[...trpc].ts');
    assert.equal(await statusFor({}), 500, '[[...trpc]].ts at its bare path');
    assert.equal(await statusFor({ slug: 'hi' }), 500, 'a parameter named otherwise');
    assert.equal(await statusFor({ slug: 'x', trpc: 'hi' }), 200, 'a trpc value from the query string');
  },
);
