/**
 * Independent audit CF (bench/audit-independent-2026-11-30cf.md): a random draw of the docs' sentences and a
 * census of the latest fixes. The fact runs the post's own tinyrpc.ts against @trpc/server 10.12.0 from
 * src/samples/v10 (standalone adapter on 127.0.0.1, a port the OS picks); its type assertions are checked by
 * `npx tsc -p tsconfig.json --noEmit`.
 *
 *   node --import tsx --test tests/facts/audit-cf.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { createTinyClient } from '../../blog/2023-01-17-tinyrpc-client/tinyrpc';
import { fact, listenOnLoopback, v10, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { z } = v10('zod') as typeof Zod;

const t = initTRPC.create();
const router = t.router({
  // The resolver returns a string; the output validator turns it into its length.
  titleLength: t.procedure.output(z.string().transform((title) => title.length)).query(() => 'Hello'),
});

fact(
  'blog/2023-01-17-tinyrpc-client/index.mdx',
  "the tiny client's outputs have the JSON form of the procedures' output types: with .output(), the output validator's type and value, not the resolver's return",
  async (tc) => {
    const handler = createHTTPHandler({ router });
    const url = await listenOnLoopback(
      tc,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = createTinyClient<typeof router>({ url });
    const length = await within(5000, 'titleLength', client.titleLength.query());
    // Type side (checked by tsc): the client types the result as the validator's output, a number ...
    const typed: number = length;
    // ... and not as the resolver's return type, a string.
    // @ts-expect-error -- the resolver returns a string, but the client's output is a number
    const notTheResolvers: string = length;
    assert.equal(typed, 5, 'the value is the validator output, not the resolver return');
    assert.equal(typeof notTheResolvers, 'number');
  },
);
