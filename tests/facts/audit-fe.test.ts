/**
 * Independent audit FE (bench/audit-independent-2026-11-30fe.md): the wrong claim found in a random draw of the
 * docs' sentences and in a census of the latest fix on the Express page, pinned as corrected. The fact runs
 * @trpc/* 10.12.0 with Express 4, its body parsers, superjson and devalue 4.3.3 from src/samples/v10 on 127.0.0.1
 * (a port the OS picks).
 *
 *   node --import tsx --test tests/facts/audit-fe.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import { NOT_TRPC, serveBehindExpressJson } from './expressJsonApp';
import { fact, pageText, rejection, v10, within } from './facts';

fact(
  'docs/server/adapter/express.md',
  "express.json() in front of tRPC refuses an httpLink mutation body that is not a JSON object or array with Express's own 400, also with a transformer that serializes to a string (devalue), while a query's input in the URL passes",
  async (tc) => {
    const page = pageText('docs/server/adapter/express.md');
    assert.doesNotMatch(page, /sent with `httpLink` and no transformer is not an object or array/, 'the old edge');
    assert.match(page, /when a mutation's body is JSON but not an object or array/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
    /** devalue 4's declarations are not a module under this tsconfig: the two functions used here. */
    const devalue = v10('devalue') as { stringify(value: unknown): string; parse(text: string): unknown };
    const superjson = v10('superjson') as typeof SuperJSON;
    const devalueTransformer = {
      serialize: (value: unknown) => devalue.stringify(value),
      deserialize: (text: string) => devalue.parse(text),
    };

    /** One app per transformer behind express.json() (expressJsonApp.ts), and its client. */
    async function serve(transformer?: typeof devalueTransformer | typeof superjson) {
      const t = transformer ? initTRPC.create({ transformer }) : initTRPC.create();
      const router = t.router({
        echo: t.procedure.input((value: unknown) => value).mutation(({ input }) => input),
        look: t.procedure.input((value: unknown) => value).query(({ input }) => input),
      });
      const url = await serveBehindExpressJson(tc, router);
      // `undefined` at run time means no transformer, as it does for initTRPC.create() above
      const client = createTRPCProxyClient<typeof router>({
        transformer: transformer as NonNullable<typeof transformer>,
        links: [httpLink({ url })],
      });
      return { url, client };
    }

    // Without a transformer: a string mutation input is refused, a string query input passes (it is in the URL).
    const plain = await serve();
    const refused = (await rejection(plain.client.echo.mutate('hello'))) as { data?: unknown };
    assert.equal(refused.data, undefined, 'no tRPC error shape: Express answered');
    assert.equal(await within(5000, 'query with a string input', plain.client.look.query('hello')), 'hello');

    // superjson wraps every input in an object: it passes.
    const wrapped = await serve(superjson);
    assert.equal(await within(5000, 'superjson string input', wrapped.client.echo.mutate('hello')), 'hello');

    // devalue serializes even an object input to a string: refused, although there is a transformer.
    const stringly = await serve(devalueTransformer);
    const alsoRefused = (await rejection(stringly.client.echo.mutate({ a: 1 }))) as { data?: unknown };
    assert.equal(alsoRefused.data, undefined, 'no tRPC error shape with devalue either');
    const response = await fetch(`${stringly.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(devalue.stringify({ a: 1 })),
    });
    assert.equal(response.status, 400);
    assert.equal(await response.text(), NOT_TRPC, "Express's error handler answered, not tRPC");
  },
);
