/**
 * Independent audit FZ (bench/audit-independent-2026-11-30fz.md): 65 drawn sentences and a census line. Each fact
 * runs the packages of the page's version from src/samples (@trpc/* 10.12.0 or 9.27.4) on 127.0.0.1, at a port the
 * OS picks, and checks the page's new wording.
 *
 *   node --import tsx --test tests/facts/audit-fz.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type SuperJSONV9 from '../../src/samples/v9/node_modules/superjson';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import { fact, listenOnLoopback, pageText, rejection, v10, v9, within } from './facts';
import { runPageCode } from './pageCode';

// ---------------------------------------------------------------------------------------------
// docs/client/links/index.mdx: which failures the page's retry link sends again

const LINKS_PAGE = 'docs/client/links/index.mdx';
type RetryOptions = { retries: number; baseDelayMs?: number; maxDelayMs?: number };

fact(
  LINKS_PAGE,
  "the page's retry link sends again a query that failed with a tRPC error of status 500, but not one that got a 503 error page from a proxy",
  async (t) => {
    const page = pageText(LINKS_PAGE);
    assert.match(
      page,
      /queries\*\* that got no response at all or a tRPC error with a 5xx status \(not an error page with a 5xx status from a proxy, see below\)/,
    );
    assert.doesNotMatch(page, /no response at all or a 5xx answer/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const trpcT = initTRPC.create();
    const router = trpcT.router({
      broken: trpcT.procedure.query(() => {
        throw new Error('database unavailable');
      }),
    });
    const handler = createHTTPHandler({ router });
    const paths: string[] = [];
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        paths.push(req.url ?? '');
        if (req.url?.startsWith('/trpc/')) {
          req.url = req.url.slice('/trpc'.length);
          void handler(req, res);
          return;
        }
        // What a proxy in front of a server that is down answers: a 5xx status with an HTML page.
        res.writeHead(503, { 'content-type': 'text/html' });
        res.end('<html><body>Service Unavailable</body></html>');
      }),
    );
    type RetryLink = (opts: RetryOptions) => TRPCClient.TRPCLink<typeof router>;
    const { retryLink } = runPageCode<{ retryLink: RetryLink }>(LINKS_PAGE, ['retryLink']);
    const clientAt = (url: string) =>
      createTRPCProxyClient<typeof router>({ links: [retryLink({ retries: 2, baseDelayMs: 2 }), httpLink({ url })] });

    // A tRPC error with status 500: sent once plus twice more.
    const fromTRPC = await rejection(clientAt(`${base}/trpc`).broken.query());
    assert.ok(fromTRPC instanceof TRPCClientError);
    assert.equal((fromTRPC as TRPCClient.TRPCClientError<typeof router>).data?.httpStatus, 500);
    assert.equal(paths.splice(0).length, 3);

    // A 503 page from a proxy: a 5xx answer, but the error has no status and no TypeError cause; sent once.
    const fromProxy = await rejection(clientAt(`${base}/proxy`).broken.query());
    assert.ok(fromProxy instanceof TRPCClientError);
    assert.equal((fromProxy as TRPCClient.TRPCClientError<typeof router>).data, undefined);
    assert.equal(paths.splice(0).length, 1, 'a 5xx error page from a proxy is not sent again');
  },
);

// ---------------------------------------------------------------------------------------------
// versioned_docs/version-9.x/server/data-transformers.md: superjson on the client only

const TRANSFORMERS_PAGE_V9 = 'versioned_docs/version-9.x/server/data-transformers.md';

fact(
  TRANSFORMERS_PAGE_V9,
  "with superjson on the client only, a call whose validator accepts the envelope returns undefined for a value, and fails reading 'json' when the procedure returns nothing or null",
  async (t) => {
    const page = pageText(TRANSFORMERS_PAGE_V9);
    assert.match(
      page,
      /a call whose validator happens to accept the envelope loses its result, because superjson looks for a `json` key in it: the call returns `undefined`, or, when the procedure returns nothing or `null`, fails with "Cannot read properties of undefined \(reading 'json'\)" \(`of null` for `null`\)\./,
    );
    assert.doesNotMatch(page, /happens to accept the envelope returns `undefined`\./);

    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const v9Client = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { httpLink } = v9('@trpc/client/links/httpLink') as typeof HttpLinkV9;
    const superjson = (v9('superjson') as { default: typeof SuperJSONV9 }).default;
    const { z } = v9('zod') as typeof ZodV9;
    const router = trpc
      .router()
      .mutation('rename', { input: z.object({ name: z.string().optional() }), resolve: () => ({ ok: true }) })
      .mutation('remove', { input: z.object({ id: z.number().optional() }), resolve: () => undefined })
      .mutation('find', { input: z.object({ id: z.number().optional() }), resolve: () => null });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = v9Client.createTRPCClient<typeof router>({ links: [httpLink({ url })], transformer: superjson });
    const plain = client as unknown as { mutation: (path: string, input?: unknown) => Promise<unknown> };

    assert.equal(await within(5000, 'the mutation that returns a value', plain.mutation('rename', {})), undefined);

    const nothing = await rejection(plain.mutation('remove', {}));
    assert.ok(nothing instanceof v9Client.TRPCClientError);
    assert.equal(nothing.message, "Cannot read properties of undefined (reading 'json')");

    const nullResult = await rejection(plain.mutation('find', {}));
    assert.ok(nullResult instanceof v9Client.TRPCClientError);
    assert.equal(nullResult.message, "Cannot read properties of null (reading 'json')");
  },
);
