/**
 * A 9.27.4 Next.js API handler (src/samples/v9) over a superjson router whose one query, `fail`, throws
 * `NOT_FOUND` ('gone'), called as Next.js calls it for a GET with the given `req.query` (audit-el.test.ts,
 * audit-ep.test.ts): the status and body it sends, from `res.json` or `res.end`.
 */
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as NextAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/next';
import type SuperJSONV9 from '../../src/samples/v9/node_modules/superjson';
import { v9 } from './facts';

export type Sent = { status: number; body: { error: { json?: { message: string }; message?: string } } };

export function failingNextCall(): (query: Record<string, string | string[]>) => Promise<Sent> {
  const trpc = v9('@trpc/server') as typeof ServerV9;
  const superjson = v9('superjson') as typeof SuperJSONV9;
  const { createNextApiHandler } = v9('@trpc/server/adapters/next') as typeof NextAdapterV9;
  const router = trpc
    .router()
    .transformer(superjson)
    .query('fail', {
      resolve: () => {
        throw new trpc.TRPCError({ code: 'NOT_FOUND', message: 'gone' });
      },
    });
  const handler = createNextApiHandler({ router, createContext: () => ({}) }) as unknown as (
    req: unknown,
    res: unknown,
  ) => Promise<void>;
  return async (query) => {
    const sent = { status: 0, body: undefined as unknown };
    const res = {
      statusCode: 200,
      setHeader: () => res,
      json(body: unknown) {
        sent.status = res.statusCode;
        sent.body = body;
      },
      end(body: string) {
        sent.status = res.statusCode;
        sent.body = JSON.parse(body) as unknown;
      },
    };
    await handler({ method: 'GET', headers: {}, query, body: undefined }, res);
    return sent as Sent;
  };
}
