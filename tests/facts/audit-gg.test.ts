/**
 * Independent audit GG (bench/audit-independent-2026-11-30gg.md): 64 drawn sentences and a census line. The one
 * wrong claim, pinned as corrected, runs @trpc/* 10.12.0 from src/samples/v10 behind the v10 package set's Next.js
 * API resolver (body parser on) on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-gg.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, listenOnLoopback, nextApiRoute, pageText, rejection, v10 } from './facts';

fact(
  'docs/server/api-handler.md',
  'a bare string input sent by httpLink to a Next.js route is parsed twice only without a data transformer; with superjson the body is {"json":"hello"} and every string arrives intact',
  async (t) => {
    const page = pageText('docs/server/api-handler.md');
    assert.match(
      page,
      /Without a \[data transformer\]\(\.\/data-transformers\.md\), a mutation sent by `httpLink` \(not batched\) whose input is a bare string is therefore parsed twice/,
    );
    assert.match(
      page,
      /or use superjson as the transformer: it sends the string inside an object \(`\{"json":"hello"\}`\)/,
    );
    assert.doesNotMatch(page, /before tRPC reads it\. A mutation sent by `httpLink`/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
    const { createTRPCProxyClient, httpLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
    const { z } = v10('zod') as typeof Zod;
    const superjsonModule = v10('superjson') as { default?: typeof SuperJSON } & typeof SuperJSON;
    const superjson = superjsonModule.default ?? superjsonModule;

    // What superjson sends for a bare string: an object, which Next.js's parser leaves as it is.
    assert.deepEqual(JSON.parse(JSON.stringify(superjson.serialize('hello'))), { json: 'hello' });

    const plainT = initTRPC.create();
    const plainRouter = plainT.router({ echo: plainT.procedure.input(z.string()).mutation(({ input }) => input) });
    const sjT = initTRPC.create({ transformer: superjson });
    const sjRouter = sjT.router({ echo: sjT.procedure.input(z.string()).mutation(({ input }) => input) });

    const plainBase = await listenOnLoopback(
      t,
      http.createServer(nextApiRoute(createNextApiHandler({ router: plainRouter }))),
    );
    const sjBase = await listenOnLoopback(
      t,
      http.createServer(nextApiRoute(createNextApiHandler({ router: sjRouter }))),
    );

    // Without a transformer: parsed twice, "hello" fails with PARSE_ERROR (the case the page now names).
    const plain = createTRPCProxyClient<typeof plainRouter>({ links: [httpLink({ url: `${plainBase}/api/trpc` })] });
    const failed = await rejection(plain.echo.mutate('hello'));
    assert.ok(failed instanceof TRPCClientError);
    assert.equal((failed.data as { code?: string } | undefined)?.code, 'PARSE_ERROR');

    // With superjson on both sides: the same unbatched calls succeed, so the old unconditional claim was wrong.
    const withSuperjson = createTRPCProxyClient<typeof sjRouter>({
      transformer: superjson,
      links: [httpLink({ url: `${sjBase}/api/trpc` })],
    });
    assert.equal(await withSuperjson.echo.mutate('hello'), 'hello');
    assert.equal(await withSuperjson.echo.mutate('42'), '42');
    assert.equal(await withSuperjson.echo.mutate(''), '');
  },
);
