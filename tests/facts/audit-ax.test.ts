/**
 * Independent audit AX (bench/audit-independent-2026-11-29ax.md, tests/facts/README.md): claims of
 * docs/further/rpc.md and docs/reactjs/suspense.md that the audit found wrong, pinned as corrected, and the
 * same batching claim of the 9.x HTTP RPC page. One server serves the 10.x page's own router at /api/trpc, a
 * 10.x router with batching turned off at /off and a 9.x one at /v9off, and closes when the file's tests end.
 *
 *   node --import tsx --test tests/facts/audit-ax.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, fileScope, listenOnLoopback, v10, v9 } from './facts';
import { runPageCode } from './pageCode';

const ROOT = path.resolve(__dirname, '../..');
const RPC = 'docs/further/rpc.md';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
const trpcV9 = v9('@trpc/server') as typeof ServerV9;
const { createHTTPHandler: createHTTPHandlerV9 } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;

const { appRouter } = runPageCode<{ appRouter: TRPCServer.AnyRouter }>(RPC, ['appRouter']);
const t = initTRPC.create();
const handlers: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>> = {
  '/api/trpc': createHTTPHandler({ router: appRouter }),
  '/off': createHTTPHandler({
    router: t.router({ q: t.procedure.query(() => 'a') }),
    batching: { enabled: false },
  }),
  '/v9off': createHTTPHandlerV9({
    router: trpcV9.router().query('q', { resolve: () => 'a' }),
    batching: { enabled: false },
  }),
};
const origin = listenOnLoopback(
  fileScope,
  http.createServer((req, res) => {
    const prefix = Object.keys(handlers).find((candidate) => req.url?.startsWith(`${candidate}/`));
    if (prefix === undefined) return void res.writeHead(404).end();
    req.url = (req.url ?? '').slice(prefix.length);
    void handlers[prefix](req, res);
  }),
);

/** The page's ```http requests in order, each with the ```json block that follows it before the next request. */
function pageExchanges(page: string): { request: string; response: string | undefined }[] {
  const markdown = fs.readFileSync(path.join(ROOT, page), 'utf8');
  const blocks = [...markdown.matchAll(/^```(http|json)\n([\s\S]*?)^```$/gm)].map(([, lang, body]) => ({
    lang,
    body,
  }));
  return blocks.flatMap((block, index) =>
    block.lang === 'http' ? [{ request: block.body, response: blocks.at(index + 1)?.body }] : [],
  );
}

/** Removes `error.data.stack` from an envelope or a batch of them: the page shows it only where it says so. */
function withoutStack(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withoutStack);
  const data = (json as { error?: { data?: { stack?: unknown } } }).error?.data;
  if (data) delete data.stack;
  return json;
}

fact(
  RPC,
  "the example requests, sent in the page's order to the page's router, get the responses the page shows (the stack aside)",
  async () => {
    const exchanges = pageExchanges(RPC);
    assert.equal(exchanges.length, 6, 'six example requests');
    for (const { request, response } of exchanges) {
      const [head, body] = request.split('\n\n');
      const [start, ...headerLines] = head.trim().split('\n');
      const [method, target] = start.split(' ');
      const headers = Object.fromEntries(headerLines.map((line) => line.split(': '))) as Record<string, string>;
      const answer = await fetch(`${await origin}${target}`, { method, headers, body: body?.trim() || undefined });
      assert.ok(response !== undefined, `${start}: the page shows a response`);
      assert.deepEqual(withoutStack(await answer.json()), JSON.parse(response) as unknown, start);
    }
  },
);

for (const [page, prefix] of [
  [RPC, '/off'],
  ['versioned_docs/version-9.x/further/rpc.md', '/v9off'],
] as const) {
  fact(
    page,
    'with batching turned off, a request with batch=1 gets INTERNAL_SERVER_ERROR (500) whatever its method, PUT and DELETE included (not METHOD_NOT_SUPPORTED), except HEAD, which still gets an empty 204',
    async () => {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await fetch(`${await origin}${prefix}/q?batch=1`, { method });
        const json = (await response.json()) as { error: { message: string; data: { code: string } } };
        assert.equal(response.status, 500, method);
        assert.equal(json.error.data.code, 'INTERNAL_SERVER_ERROR', method);
        assert.equal(json.error.message, 'Batching is not enabled on the server', method);
      }
      const put = await fetch(`${await origin}${prefix}/q`, { method: 'PUT' });
      assert.equal(put.status, 405, 'without batch=1, a PUT gets METHOD_NOT_SUPPORTED');
      await put.body?.cancel();
      const head = await fetch(`${await origin}${prefix}/q?batch=1`, { method: 'HEAD' });
      assert.equal(head.status, 204);
      assert.equal(await head.text(), '');
    },
  );
}

fact(
  'docs/reactjs/suspense.md',
  'React Query 4.x of the 10.x package set marks its `suspense` option deprecated (to be removed in its next major version), and nowhere experimental',
  () => {
    const pkg = path.dirname(v10.resolve('@tanstack/react-query/package.json'));
    const { version } = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { version: string };
    assert.match(version, /^4\./);
    const types = fs.readFileSync(path.join(pkg, 'build/lib/types.d.ts'), 'utf8');
    const doc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*suspense\?: boolean;/.exec(types)?.[1];
    assert.ok(doc !== undefined, 'the suspense option has a doc comment');
    assert.match(doc, /@deprecated This option will be removed in the next major version\./);
    const declarations = fs
      .readdirSync(path.join(pkg, 'build/lib'))
      .filter((file) => file.endsWith('.d.ts'))
      .map((file) => fs.readFileSync(path.join(pkg, 'build/lib', file), 'utf8'));
    assert.ok(!declarations.some((text) => /experimental/i.test(text)), 'no declaration says experimental');
  },
);
