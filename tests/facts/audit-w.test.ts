/**
 * Independent audit W (bench/audit-independent-2026-11-29w.md, tests/facts/README.md): claims of four 10.x pages
 * (httpLink, wsLink, API handler, context) that the audit found wider than the installed packages, pinned as
 * corrected. One server serves two Next.js API route files, `/api/trpc/[trpc]` with Next.js's body parser (limit
 * 1 kB) and `/raw/api/trpc/[trpc]` with it turned off, and closes when the file's tests end.
 *
 *   node --import tsx --test tests/facts/audit-w.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import {
  expectLongBodyDropped,
  fact,
  fileScope,
  listenOnLoopback,
  nextApiRoute,
  postEcho,
  rejection,
  v10,
} from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { createTRPCProxyClient, httpLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { z } = v10('zod') as typeof Zod;

const t = initTRPC.create();
const router = t.router({
  ping: t.procedure.query(() => 'pong'),
  echo: t.procedure.input(z.string()).mutation(({ input }) => input),
  unknown: t.procedure.input(z.unknown()).mutation(({ input }) => ({ type: typeof input, input })),
});

/** The codes the parsed route's `onError` got; the raw route's first one settles `rawReported`. */
const parsedReported: string[] = [];
let reportRaw: (code: string) => void = () => undefined;
const rawReported = new Promise<string>((resolve) => (reportRaw = resolve));

const parsedRoute = nextApiRoute(
  createNextApiHandler({ router, onError: ({ error }) => parsedReported.push(error.code) }),
  { api: { bodyParser: { sizeLimit: '1kb' } } },
);
const rawRoute = nextApiRoute(
  createNextApiHandler({ router, maxBodySize: 100, onError: ({ error }) => reportRaw(error.code) }),
  { api: { bodyParser: false } },
);
const origin = listenOnLoopback(
  fileScope,
  http.createServer((req, res) => {
    if (req.url?.startsWith('/raw/')) {
      req.url = req.url.slice('/raw'.length);
      rawRoute(req, res);
    } else {
      parsedRoute(req, res);
    }
  }),
);

/** The tRPC error code a call fails with. */
async function codeOf(call: Promise<unknown>): Promise<string | undefined> {
  const error = await rejection(call);
  assert.ok(error instanceof TRPCClientError, 'the call should fail with a TRPCClientError');
  return (error.data as { code?: string } | undefined)?.code;
}

fact(
  'docs/server/api-handler.md',
  'in a Next.js API route a bare string input sent by httpLink is parsed twice: "hello" fails with PARSE_ERROR, while "42" arrives as the number 42 (BAD_REQUEST for z.string(), accepted by z.unknown()) and "" as no input',
  async () => {
    const client = createTRPCProxyClient<typeof router>({ links: [httpLink({ url: `${await origin}/api/trpc` })] });
    assert.equal(await codeOf(client.echo.mutate('hello')), 'PARSE_ERROR');
    assert.equal(await codeOf(client.echo.mutate('42')), 'BAD_REQUEST');
    assert.deepEqual(await client.unknown.mutate('42'), { type: 'number', input: 42 });
    assert.deepEqual(await client.unknown.mutate(''), { type: 'undefined' });
  },
);

fact(
  'docs/server/api-handler.md',
  'in a Next.js API route with its body parser on, that parser answers a JSON body that does not parse with 400 (Invalid JSON) and one over bodyParser.sizeLimit with 413, before the tRPC handler runs, so onError is not called; a query input that does not parse still reaches onError as PARSE_ERROR',
  async () => {
    const base = `${await origin}/api/trpc`;
    parsedReported.length = 0;
    const invalid = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"unclosed',
    });
    assert.equal(invalid.status, 400);
    assert.equal(await invalid.text(), 'Invalid JSON');
    const large = await postEcho(base, 'x'.repeat(2000));
    assert.equal(large.status, 413);
    assert.equal(await large.text(), 'Body exceeded 1kb limit');
    assert.deepEqual(parsedReported, [], 'onError should not be called for a body Next.js rejects');
    const query = await fetch(`${base}/ping?input=%7Bunclosed`);
    assert.equal(query.status, 400);
    assert.deepEqual(parsedReported, ['PARSE_ERROR']);
  },
);

fact(
  'docs/server/api-handler.md',
  "a Next.js API route whose config sets bodyParser: false leaves the body to tRPC: a bare string input arrives as it is, and maxBodySize applies as on the standalone adapter (no response over the limit, PAYLOAD_TOO_LARGE in onError; also docs/further/faq.md's body-limit table)",
  async () => {
    const base = `${await origin}/raw/api/trpc`;
    const short = await postEcho(base, 'hi');
    assert.equal(short.status, 200);
    assert.deepEqual(await short.json(), { result: { data: 'hi' } });
    await expectLongBodyDropped(base, rawReported);
  },
);

fact(
  'docs/server/context.md',
  'the Fetch adapter hands createContext the same Request object after reading its body: for a request with a body req.bodyUsed is true and req.text() throws a TypeError',
  async () => {
    const seen: { same: boolean; bodyUsed: boolean; text: string }[] = [];
    const requests = [
      new Request('http://localhost/trpc/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '"hi"',
      }),
      new Request('http://localhost/trpc/ping'),
    ];
    for (const request of requests) {
      const response = await fetchRequestHandler({
        router,
        endpoint: '/trpc',
        req: request,
        createContext: async ({ req }) => {
          const text = await req.text().then(
            (body) => body,
            (error: unknown) => (error instanceof TypeError ? 'TypeError' : String(error)),
          );
          seen.push({ same: req === request, bodyUsed: req.bodyUsed, text });
          return {};
        },
      });
      assert.equal(response.status, 200);
    }
    assert.deepEqual(seen, [
      { same: true, bodyUsed: true, text: 'TypeError' },
      { same: true, bodyUsed: false, text: '' },
    ]);
  },
);
