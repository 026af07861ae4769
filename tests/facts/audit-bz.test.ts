/**
 * Independent audit BZ (bench/audit-independent-2026-11-29bz.md): a random draw of sentences and a census of the
 * latest fix on loggerLink.md, checked at their edges. The fact runs @trpc/* 10.12.0 from src/samples/v10 against
 * the standalone adapter on 127.0.0.1 (a port the OS picks) with the real client and Node.js's own `fetch`.
 *
 *   node --import tsx --test tests/facts/audit-bz.test.ts
 */
import assert from 'node:assert/strict';
import { Console } from 'node:console';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, listenOnLoopback, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpBatchLink, httpLink, loggerLink } = v10('@trpc/client') as typeof TRPCClient;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;

const t = initTRPC.create();
const router = t.router({
  echo: t.procedure.input((value: unknown) => value).query(({ input }) => input),
  save: t.procedure.input((value: unknown) => value).mutation(({ input }) => input),
});

const loggerPage = path.join(import.meta.dirname, '../../docs/client/links/loggerLink.md');

fact(
  'docs/client/links/loggerLink.md',
  "in Node.js the built-in logger cuts an input and a result's data at three levels, but prints the HTTP links' Response whole, with a query's full input in its URL",
  async (tc) => {
    const handler = createHTTPHandler({ router });
    const base = await listenOnLoopback(
      tc,
      http.createServer((req, res) => void handler(req, res)),
    );
    const input = { account: { login: { password: 'hunter2' } } };
    const encoded = encodeURIComponent('"password":"hunter2"');
    for (const link of [httpBatchLink, httpLink]) {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const client = createTRPCProxyClient<typeof router>({
        links: [
          loggerLink({ console: new Console({ stdout: sink, stderr: sink, colorMode: false }) }),
          link({ url: base }),
        ],
      });
      await client.echo.query(input);
      await client.save.mutate(input);
      const [queryUp, queryDown, mutationUp, mutationDown] = lines;
      // The `input` field stops at its second level, in both directions, and so does the result's data.
      assert.match(queryUp ?? '', /input: \{ account: \{ login: \[Object\] \} \}/);
      assert.doesNotMatch(queryUp ?? '', /hunter2/);
      assert.match(queryDown ?? '', /result: \{ data: \[Object\], type: 'data' \}/);
      // ...but the Response in the result's context is printed whole: a query's URL carries the full input.
      assert.match(queryDown ?? '', /response: Response \{/);
      assert.ok(queryDown?.includes(encoded), `${link.name}: the query's full input is in the logged URL`);
      // A mutation's input travels in the body, so its logged Response does not show it.
      assert.match(mutationDown ?? '', /response: Response \{/);
      assert.doesNotMatch(`${mutationUp ?? ''}${mutationDown ?? ''}`, /hunter2|password%22/);
    }
    // The page's Pitfalls box must say so: "three levels deep" alone is the old claim.
    const pitfall = /In Node\.js, the console prints[^\n]*/.exec(readFileSync(loggerPage, 'utf8'))?.[0] ?? '';
    assert.match(pitfall, /three levels deep/);
    assert.match(pitfall, /`Response`[^.]*printed whole[^.]*full input/);
  },
);
