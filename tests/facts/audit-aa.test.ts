/**
 * Independent audit AA (bench/audit-independent-2026-11-29aa.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than the packages, pinned as corrected. One Express
 * app (10.x's package set) serves the HTTP facts: a 10.x handler behind `express.json()`, and a 9.x standalone
 * handler with superjson under `/v9`. The TypeScript fact runs the site's `tsc`.
 *
 *   node --import tsx --test tests/facts/audit-aa.test.ts
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/express';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type SuperJSONV9 from '../../src/samples/v9/node_modules/superjson';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import { fact, fileScope, listenOnLoopback, rejection, v10, v9, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpBatchLink, httpLink } = v10('@trpc/client') as typeof TRPCClient;
const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
const express = v10('express') as typeof Express;

/** What the handlers saw: `onError` codes and the 9.x calls that ran. */
const seen = { parsedOnError: [] as string[], v9Ran: [] as string[], requests: [] as string[] };

const plain = initTRPC.create();
const plainRouter = plain.router({
  ping: plain.procedure.query(() => 'pong'),
  size: plain.procedure.input((value) => value as { text: string }).mutation(({ input }) => input.text.length),
});

/** The 9.x router with superjson. */
function v9Router() {
  const trpc = v9('@trpc/server') as typeof ServerV9;
  const superjsonV9 = (v9('superjson') as { default: typeof SuperJSONV9 }).default;
  return trpc
    .router()
    .transformer(superjsonV9)
    .query('a', { resolve: () => (seen.v9Ran.push('a'), 'A') })
    .query('b', { resolve: () => (seen.v9Ran.push('b'), 'B') })
    .mutation('m', { resolve: () => 'M' });
}

/** The 9.x router's standalone handler, mounted under /v9. */
function v9Handler() {
  const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
  return createHTTPHandler({ router: v9Router(), createContext: () => (seen.v9Ran.push('createContext'), {}) });
}

let base: Promise<string> | undefined;
function server(): Promise<string> {
  if (!base) {
    const app = express();
    // Express's final handler still answers the parser's error; 'test' only stops it printing the stack
    app.set('env', 'test');
    app.use((req, _res, next) => (seen.requests.push(`${req.method} ${req.path}`), next()));
    app.use(
      '/parsed',
      express.json(),
      createExpressMiddleware({
        router: plainRouter,
        maxBodySize: 10,
        onError: ({ error }) => void seen.parsedOnError.push(error.code),
      }),
    );
    const handler = v9Handler();
    app.use('/v9', (req, res) => void handler(req, res));
    base = listenOnLoopback(fileScope, createServer(app));
  }
  return base;
}

fact(
  'docs/further/faq.md',
  "behind an Express body parser such as express.json(), the parser's limit applies (100 kB by default, answered with 413) and maxBodySize has no effect",
  async () => {
    const url = `${await server()}/parsed`;
    const client = createTRPCProxyClient<typeof plainRouter>({ links: [httpLink({ url })] });
    // 1,000 characters, a hundred times the handler's maxBodySize of 10, go through
    assert.equal(await within(5000, 'a call over maxBodySize', client.size.mutate({ text: 'x'.repeat(1000) })), 1000);
    const body = JSON.stringify({ text: 'x'.repeat(200_000) });
    const response = await within(
      5000,
      'a body over 100 kB',
      fetch(`${url}/size`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    );
    assert.equal(response.status, 413);
    await response.text();
    assert.deepEqual(seen.parsedOnError, [], "tRPC's onError does not see the parser's 413");
  },
);

fact(
  'docs/main/introduction.mdx',
  'with httpBatchLink, queries made at the same moment travel in one HTTP request, and mutations in another',
  async () => {
    const url = `${await server()}/parsed`;
    const client = createTRPCProxyClient<typeof plainRouter>({ links: [httpBatchLink({ url })] });
    seen.requests.length = 0;
    const calls = [client.ping.query(), client.size.mutate({ text: 'ab' }), client.ping.query()];
    assert.deepEqual(await within(5000, 'three calls', Promise.all(calls)), ['pong', 2, 'pong']);
    assert.deepEqual(seen.requests.sort(), ['GET /parsed/ping,ping', 'POST /parsed/size']);
  },
);

fact(
  'versioned_docs/version-9.x/main/quickstart.md',
  'with only a url the 9.x client batches: queries started together share one HTTP request, and mutations another',
  async () => {
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const superjsonV9 = (v9('superjson') as { default: typeof SuperJSONV9 }).default;
    const client = createTRPCClient<ReturnType<typeof v9Router>>({
      url: `${await server()}/v9`,
      transformer: superjsonV9,
    });
    seen.requests.length = 0;
    const calls = [client.query('a'), client.mutation('m'), client.query('b')];
    assert.deepEqual(await within(5000, 'three calls', Promise.all(calls)), ['A', 'M', 'B']);
    assert.deepEqual(seen.requests.sort(), ['GET /v9/a,b', 'POST /v9/m']);
  },
);

fact(
  'versioned_docs/version-9.x/main/introduction.mdx',
  "a call stops compiling when the input's type no longer fits; a rule the type does not carry (.length()) is only checked when the call runs",
  async () => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { z } = v9('zod') as typeof ZodV9;
    // the page's input was .length(13); now 10, the type is still string
    const lengthTen = trpc.router().query('book.byIsbn', {
      input: z.string().length(10),
      resolve: ({ input }) => ({ isbn: input }),
    });
    const asNumber = trpc.router().query('book.byIsbn', {
      input: z.number(),
      resolve: ({ input }) => ({ isbn: input }),
    });
    type Client<TRouter extends ServerV9.AnyRouter> = ClientV9.TRPCClient<TRouter>;
    // Never called: only compiled by `npm run typecheck`
    const calls = (ten: Client<typeof lengthTen>, numeric: Client<typeof asNumber>) => [
      ten.query('book.byIsbn', '9780201616224'),
      // @ts-expect-error the input's type changed to number
      numeric.query('book.byIsbn', '9780201616224'),
    ];
    assert.equal(typeof calls, 'function');
    const failure = await rejection(lengthTen.createCaller({}).query('book.byIsbn', '9780201616224'));
    assert.equal((failure as ServerV9.TRPCError).code, 'BAD_REQUEST', 'the length is checked when the call runs');
    const wrongType = await rejection(asNumber.createCaller({}).query('book.byIsbn', '9780201616224' as never));
    assert.equal((wrongType as ServerV9.TRPCError).code, 'BAD_REQUEST');
  },
);

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  'a batch input the data transformer cannot read fails the whole batch (createContext runs, no procedure does) with one error envelope',
  async () => {
    const input = { 0: { json: 1 }, 1: { json: 'abc', meta: { values: ['bigint'] } } };
    const url = `${await server()}/v9/a,b?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    seen.v9Ran.length = 0;
    const response = await within(5000, 'the batch answer', fetch(url));
    const body = (await response.json()) as { error?: { json: { data: { code: string } } } };
    assert.equal(response.status, 500);
    assert.ok(!Array.isArray(body), 'one envelope, not an array');
    assert.equal(body.error?.json.data.code, 'INTERNAL_SERVER_ERROR');
    assert.deepEqual(seen.v9Ran, ['createContext'], 'neither a nor b ran');
  },
);

fact(
  'blog/2023-01-14-typescript-performance-lessons/index.md',
  'types.json gives typeArguments for an instance of a generic interface, aliasTypeArguments for one of a generic type alias, and no symbolName for a union',
  async (t) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'audit-aa-trace-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    const source = [
      'interface Box<T> { value: T }',
      'type Wrap<T> = { wrapped: T };',
      "export const b: Box<string> = { value: 'x' };",
      'export const w: Wrap<number> = { wrapped: 1 };',
      'export const u: string | Box<number> = 1 > 0 ? "u" : { value: 1 };',
    ].join('\n');
    await writeFile(path.join(dir, 'a.ts'), source);
    const config = { compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es5'] }, files: ['a.ts'] };
    await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
    const tsc = path.join(__dirname, '../../node_modules/typescript/bin/tsc');
    const run = promisify(execFile);
    await within(
      20_000,
      'tsc --generateTrace',
      run(process.execPath, [tsc, '-p', dir, '--generateTrace', path.join(dir, 'trace')]),
    );
    type TraceType = {
      id: number;
      symbolName?: string;
      typeArguments?: number[];
      aliasTypeArguments?: number[];
      unionTypes?: number[];
      intrinsicName?: string;
    };
    const types = JSON.parse(await readFile(path.join(dir, 'trace', 'types.json'), 'utf8')) as TraceType[];
    const byId = new Map(types.map((type) => [type.id, type]));
    const named = (name: string, args: (type: TraceType) => number[] | undefined) =>
      types.filter((type) => type.symbolName === name && args(type)?.some((id) => byId.get(id)?.intrinsicName));
    const boxes = named('Box', (type) => type.typeArguments);
    assert.ok(boxes.length > 0, 'Box<string> carries typeArguments');
    const wraps = named('Wrap', (type) => type.aliasTypeArguments);
    assert.ok(wraps.length > 0, 'Wrap<number> carries aliasTypeArguments');
    assert.ok(
      types.every((type) => type.symbolName !== 'Wrap' || !type.typeArguments),
      'no Wrap entry has typeArguments',
    );
    const union = types.find((type) => type.unionTypes?.some((id) => byId.get(id)?.symbolName === 'Box'));
    assert.ok(union, 'the union string | Box<number> is listed');
    assert.equal(union.symbolName, undefined, 'a union has no symbolName');
  },
);
