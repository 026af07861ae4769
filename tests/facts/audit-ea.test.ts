/**
 * Independent audit EA (bench/audit-independent-2026-11-30ea.md): a random draw of the docs' sentences (positions
 * 3,841-4,160) and a census of the latest fixes. The facts pin the two sentences the audit corrected: one runs
 * @trpc/* 10.12.0 from src/samples/v10 on the standalone adapter, the other @trpc/* 9.27.4 from src/samples/v9 behind
 * Express with `express.json()`, each on 127.0.0.1 (a port the OS picks) with the real client.
 *
 *   node --import tsx --test tests/facts/audit-ea.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type Express from '../../src/samples/v9/node_modules/@types/express';
import { fact, listenOnLoopback, rejection, v10, v9 } from './facts';

function readPage(page: string): string {
  return fs.readFileSync(path.join(import.meta.dirname, '../..', page), 'utf8');
}

fact(
  'docs/server/error-handling.md',
  "data.httpStatus is the HTTP status of the error's code, not the response's: a batch whose calls end differently is answered with 207 while the failed call's data.httpStatus stays 404, and responseMeta can set another status",
  async (t) => {
    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const tt = initTRPC.create();
    const router = tt.router({
      ok: tt.procedure.query(() => 'yes'),
      missing: tt.procedure.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND' });
      }),
    });
    const serve = (handler: ReturnType<typeof createHTTPHandler>) =>
      listenOnLoopback(
        t,
        http.createServer((req, res) => void handler(req, res)),
      );
    const plain = await serve(createHTTPHandler({ router }));
    const overridden = await serve(createHTTPHandler({ router, responseMeta: () => ({ status: 200 }) }));

    const batch = await fetch(`${plain}/ok,missing?batch=1&input=${encodeURIComponent('{}')}`);
    assert.equal(batch.status, 207);
    const items = (await batch.json()) as { error?: { data: { httpStatus: number } } }[];
    assert.equal(items[1]?.error?.data.httpStatus, 404);

    const single = await fetch(`${plain}/missing`);
    assert.equal(single.status, 404);
    const meta = await fetch(`${overridden}/missing`);
    assert.equal(meta.status, 200);
    assert.equal(((await meta.json()) as { error: { data: { httpStatus: number } } }).error.data.httpStatus, 404);

    const row = readPage('docs/server/error-handling.md')
      .split('\n')
      .find((line) => line.startsWith('| `data.httpStatus` |'));
    assert.ok(row, 'the table has a row for data.httpStatus');
    assert.doesNotMatch(row, /used for the response/, 'the old row said the field is the response status');
    assert.match(row, /goes with `data\.code`/);
  },
);

fact(
  'versioned_docs/version-9.x/server/express.md',
  'behind express.json(), the default (batched) client sends a mutation without input and one with a bare string input without trouble; only unbatched calls (httpLink) fail: BAD_REQUEST "No input expected", and a 400 from express.json() for the string',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { httpLink } = v9('./node_modules/@trpc/client/links/httpLink') as typeof HttpLinkV9;
    const express = v9('express') as typeof Express;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const reached: string[] = [];
    const router = trpc
      .router()
      .mutation('clear', { resolve: () => 'cleared' })
      .mutation('setTheme', {
        input: (value: unknown) => {
          if (typeof value !== 'string') throw new Error('a string');
          return value;
        },
        resolve: ({ input }) => {
          reached.push(input);
          return input;
        },
      });
    const app = express();
    app.set('env', 'test'); // Express's final handler then does not log the parser's error
    app.use(express.json());
    app.use('/trpc', createExpressMiddleware({ router, createContext: () => ({}) }));
    const url = `${await listenOnLoopback(t, http.createServer(app))}/trpc`;

    const batched = createTRPCClient<typeof router>({ url });
    assert.equal(await batched.mutation('clear'), 'cleared');
    assert.equal(await batched.mutation('setTheme', 'dark'), 'dark');
    assert.deepEqual(reached, ['dark'], 'the batched bare string reaches tRPC');

    const single = createTRPCClient<typeof router>({ links: [httpLink({ url })] });
    const noInput = (await rejection(single.mutation('clear'))) as { message: string; data?: { code?: string } };
    assert.equal(noInput.data?.code, 'BAD_REQUEST');
    assert.equal(noInput.message, 'No input expected');
    await rejection(single.mutation('setTheme', 'light'));
    assert.deepEqual(reached, ['dark'], "the unbatched bare string is refused before tRPC's resolver");

    const page = readPage('versioned_docs/version-9.x/server/express.md');
    assert.match(page, /`express\.json\(\)` also breaks some calls that are not batched/);
    assert.doesNotMatch(page, /also changes what some calls send/);
  },
);
