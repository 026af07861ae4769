/**
 * Independent audit CU (bench/audit-independent-2026-11-30cu.md): a draw of 65 sentences over both versions' docs,
 * the blog and the partials, and a census of four recent fixes on 9.x pages. The first fact runs @trpc/* 9.27.4
 * behind Express's `express.json()` on 127.0.0.1 (a port the OS picks) with the real 9.x client; the second reads
 * two 9.x pages, as the claim it pins is about what one of them lists.
 *
 *   node --import tsx --test tests/facts/audit-cu.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type SuperJSONV9 from '../../src/samples/v9/node_modules/superjson';
import { fact, listenOnLoopback, v9 } from './facts';

const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { httpLink } = v9('./node_modules/@trpc/client/links/httpLink') as typeof HttpLinkV9;
const trpc = v9('@trpc/server') as typeof ServerV9;
const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
const superjson = (v9('superjson') as { default: typeof SuperJSONV9 }).default;
interface ExpressApp extends http.RequestListener {
  use: (...handlers: unknown[]) => void;
}
const express = v9('express') as (() => ExpressApp) & { json: () => unknown };

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  'only without a data transformer does httpLink send a mutation without input as an empty body that fails with a 400 behind express.json(); with superjson it sends the serialized missing input, and the call succeeds',
  async (t) => {
    for (const transformer of [undefined, superjson]) {
      const base = trpc.router();
      const router = (transformer ? base.transformer(transformer) : base).mutation('ping', { resolve: () => 'pong' });
      const bodies: unknown[] = [];
      const app = express();
      app.use(
        '/trpc',
        express.json(),
        (req: { body: unknown }, _res: unknown, next: () => void) => {
          bodies.push(req.body);
          next();
        },
        createExpressMiddleware({ router, createContext: () => ({}) }),
      );
      const url = `${await listenOnLoopback(t, http.createServer(app))}/trpc`;
      const client = createTRPCClient<typeof router>({ links: [httpLink({ url })], transformer });
      if (transformer) {
        assert.equal(await client.mutation('ping'), 'pong');
        // superjson's form of `undefined`, which express.json() parses and tRPC turns back into no input
        assert.deepEqual(bodies, [{ json: null, meta: { values: ['undefined'] } }]);
      } else {
        await assert.rejects(client.mutation('ping'), (error: { data?: { code?: string; httpStatus?: number } }) => {
          assert.equal(error.data?.httpStatus, 400);
          assert.equal(error.data?.code, 'BAD_REQUEST');
          return true;
        });
        // the empty body, as express.json() hands it on
        assert.deepEqual(bodies, [{}]);
      }
    }
  },
);

const root = path.resolve(__dirname, '../..');
const read = (page: string) => readFileSync(path.join(root, page), 'utf8');

fact(
  'versioned_docs/version-9.x/main/introduction.mdx',
  'the Awesome tRPC Collection link names only kinds of entries that the 9.x collection has a section for (projects, podcasts, articles; no talks)',
  () => {
    const line = read('versioned_docs/version-9.x/main/introduction.mdx')
      .split('\n')
      .find((text) => text.startsWith('- [Awesome tRPC Collection](./awesome-trpc.md):'));
    assert.ok(line, 'the link to the collection');
    const headings = read('versioned_docs/version-9.x/main/awesome-trpc.md')
      .split('\n')
      .filter((text) => text.startsWith('## '));
    const sectionOf: Record<string, RegExp> = {
      projects: /extensions|starters|apps/i,
      podcasts: /podcast/i,
      articles: /article/i,
      talks: /talk|video/i,
    };
    const named = Object.keys(sectionOf).filter((kind) => line.includes(kind));
    assert.ok(named.length >= 3, `kinds named: ${named.join(', ')}`);
    for (const kind of named) {
      assert.ok(
        headings.some((heading) => sectionOf[kind].test(heading)),
        `the link names ${kind}, but no section of awesome-trpc.md holds them: ${headings.join(' | ')}`,
      );
    }
  },
);
