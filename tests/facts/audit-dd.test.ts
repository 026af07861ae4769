/**
 * Independent audit DD (bench/audit-independent-2026-11-30dd.md): the two wrong claims it fixed. One fact runs
 * @trpc/server 9.27.4 from src/samples/v9 behind Express (with and without `express.json()`), the other @trpc/*
 * 10.12.0 from src/samples/v10 with the standalone adapter and the real `httpLink`; each server listens on 127.0.0.1
 * at a port the OS picks, and each fact reads the page's corrected sentence.
 *
 *   node --import tsx --test tests/facts/audit-dd.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import type ExpressV9 from '../../src/samples/v9/node_modules/@types/express';
import { fact, listenOnLoopback, rejection, v10, v9 } from './facts';

function pageText(page: string): string {
  return readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
}

const rpcPage = 'versioned_docs/version-9.x/further/rpc.md';
fact(
  rpcPage,
  'a batch without its input object fails with a 400 (BAD_REQUEST from the standalone adapter and behind express.json() for a query), unless a body parser such as express.json() turns a missing mutation body into {}',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const express = v9('express') as typeof ExpressV9;
    const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
    const router = trpc
      .router()
      .query('q', { resolve: () => 'Q' })
      .mutation('a', { resolve: () => 'A' });
    const bases: Record<'plain' | 'parsed', string> = { plain: '', parsed: '' };
    for (const kind of ['plain', 'parsed'] as const) {
      const app = express();
      if (kind === 'parsed') app.use(express.json());
      app.use('/trpc', createExpressMiddleware({ router, createContext: () => ({}) }));
      bases[kind] = `${await listenOnLoopback(t, createServer(app))}/trpc`;
    }
    const errorCode = async (res: Response) =>
      ((await res.json()) as { error?: { data: { code: string } } }).error?.data.code;

    // Without a body parser: no object, no batch, for queries and mutations alike.
    const query = await fetch(`${bases.plain}/q,q?batch=1`);
    assert.equal(query.status, 400);
    assert.equal(await errorCode(query), 'BAD_REQUEST');
    const mutation = await fetch(`${bases.plain}/a,a?batch=1`, { method: 'POST' });
    assert.equal(mutation.status, 400);
    assert.equal(await errorCode(mutation), 'BAD_REQUEST');

    // express.json() sets req.body to {} for a missing body, and the batch of mutations succeeds.
    const parsed = await fetch(`${bases.parsed}/a,a?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(parsed.status, 200);
    const results = (await parsed.json()) as { result: { data: unknown } }[];
    assert.deepEqual(
      results.map((r) => r.result.data),
      ['A', 'A'],
    );
    // A query batch still needs the object: the body parser does not touch the URL.
    const parsedQuery = await fetch(`${bases.parsed}/q,q?batch=1`);
    assert.equal(await errorCode(parsedQuery), 'BAD_REQUEST');

    assert.match(
      pageText(rpcPage),
      /without it the request fails with a `400`, unless a body parser in front, such as `express\.json\(\)`, turns a missing mutation body into `\{\}`\./,
    );
  },
);

const httpLinkPage = 'docs/client/links/httpLink.md';
fact(
  httpLinkPage,
  'httpLink sends each query and mutation as one HTTP request, and a subscription as none',
  async (t) => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { observable } = v10(
      '@trpc/server/observable',
    ) as typeof import('../../src/samples/v10/node_modules/@trpc/server/dist/observable');
    const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const tt = initTRPC.create();
    const router = tt.router({
      ping: tt.procedure.query(() => 'pong'),
      save: tt.procedure.mutation(() => 'saved'),
      ticks: tt.procedure.subscription(() => observable<number>((emit) => emit.next(1))),
    });
    const handler = createHTTPHandler({ router });
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      void handler(req, res);
    });
    const url = await listenOnLoopback(t, server);
    const client = createTRPCProxyClient<typeof router>({ links: [httpLink({ url })] });

    const [pong, saved] = await Promise.all([client.ping.query(), client.save.mutate()]);
    assert.deepEqual([pong, saved], ['pong', 'saved']);
    assert.deepEqual(requests.sort(), ['GET /ping', 'POST /save']);

    const error = await rejection(
      new Promise((resolve, reject) => {
        client.ticks.subscribe(undefined, { onData: resolve, onError: reject });
      }),
    );
    assert.match(String((error as Error).message), /Subscriptions should use wsLink/);
    assert.equal(requests.length, 2, 'the subscription sent no request');

    assert.match(
      pageText(httpLinkPage),
      /that sends each query and mutation to the server as \*\*one HTTP request\*\* \(subscriptions need \[`wsLink`\]/,
    );
  },
);
