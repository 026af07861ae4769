/**
 * Independent audit BT (bench/audit-independent-2026-11-29bt.md): a second whole read of the blog post
 * "Writing a tiny tRPC client". Each fact pins one sentence this audit rewrote: the post's own tinyrpc.ts
 * compiled with the TypeScript API against @trpc/* 10.12.0 from src/samples/v10, what `await` does with a
 * value (Node), and the standalone adapter of 10.12.0 on 127.0.0.1 (a port the OS picks) answering fetch.
 *
 *   node --import tsx --test tests/facts/audit-bt.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import ts from 'typescript';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, listenOnLoopback, v10, within } from './facts';
import { checkOptions, lineOf, virtualProgram } from './virtualProgram';

const POST = 'blog/2023-01-17-tinyrpc-client/index.mdx';
const tinyrpc = path.resolve(__dirname, '../../blog/2023-01-17-tinyrpc-client/tinyrpc');
const packages = path.resolve(__dirname, '../../src/samples/v10/node_modules');

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;

/** The diagnostics of one virtual file compiled with the post's tinyrpc.ts, as "line code: message". */
function diagnostics(code: string): string[] {
  const options = checkOptions(packages, ['@trpc/server', '@trpc/server/*']);
  return ts
    .getPreEmitDiagnostics(virtualProgram('audit-bt', { 'client.ts': code }, options))
    .map((d) => `${lineOf(d)} ${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

fact(
  POST,
  "the tiny client's outputs have the JSON form of the procedures' output types: a Date the resolver returns is typed string, not Date",
  () => {
    const code = `import { initTRPC } from '@trpc/server';
import type { TinyClient } from ${JSON.stringify(tinyrpc)};
const t = initTRPC.create();
const router = t.router({ post: t.procedure.query(() => ({ createdAt: new Date() })) });
declare const client: TinyClient<typeof router>;
export async function read() {
  const out = await client.post.query();
  const asString: string = out.createdAt;
  const asDate: Date = out.createdAt;
  return [asString, asDate];
}
`;
    const found = diagnostics(code);
    // Only the Date line fails: the resolver's own return type (Date) is not what the client is typed with.
    assert.equal(found.length, 1, found.join('\n'));
    assert.match(found[0], /^9 2322: Type 'string' is not assignable to type 'Date'/);
  },
  20_000,
);

fact(
  POST,
  '`await` looks up `then` only on an object that is not a promise: not on a primitive nor on a native promise, and on a callable proxy it calls `then` with a resolve and a reject function',
  async () => {
    let lookups = 0;
    Object.defineProperty(Number.prototype, 'then', {
      configurable: true,
      get() {
        lookups++;
        return undefined;
      },
    });
    try {
      const primitive: unknown = 5;
      assert.equal(await primitive, 5);
    } finally {
      delete (Number.prototype as { then?: unknown }).then;
    }
    assert.equal(lookups, 0, 'await 5 does not look for Number.prototype.then');

    const native = Promise.resolve('native');
    let ownThenCalls = 0;
    const originalThen = native.then.bind(native);
    void Object.defineProperty(native, 'then', {
      value: (...args: Parameters<typeof originalThen>) => {
        ownThenCalls++;
        return originalThen(...args);
      },
    });
    assert.equal(await native, 'native');
    assert.equal(ownThenCalls, 0, "await does not call a native promise's own then");

    // The post's proxy without the `then` check: awaiting it calls the callback with path [..., 'then'].
    const calls: { path: string[]; args: unknown[] }[] = [];
    const createPathProxy = (path: string[] = []): unknown =>
      new Proxy(function noop() {}, {
        get: (_target, key) => (typeof key === 'string' ? createPathProxy([...path, key]) : undefined),
        apply: (_target, _thisArg, args: unknown[]) => void calls.push({ path, args }),
      });
    const demo = createPathProxy() as { post: unknown };
    let settled = false;
    void (async () => {
      await demo.post;
      settled = true;
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(
      calls.map((call) => [call.path, call.args.map((arg) => typeof arg)]),
      [
        [
          ['post', 'then'],
          ['function', 'function'],
        ],
      ],
    );
    assert.equal(settled, false, 'the await never settles');
  },
);

fact(
  POST,
  'the HTTP method is part of the contract: a query sent as POST, or a mutation sent as GET, gets a NOT_FOUND error from 10.12.0',
  async (t) => {
    const tr = initTRPC.create();
    const router = tr.router({
      greeting: tr.procedure.query(() => 'hello'),
      add: tr.procedure.mutation(() => 'added'),
    });
    const handler = createHTTPHandler({ router });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const call = async (method: string, procedure: string) => {
      const res = await within(5000, `${method} /${procedure}`, fetch(`${base}/${procedure}`, { method }));
      const body = (await res.json()) as { result?: { data: unknown }; error?: { data: { code: string } } };
      return [res.status, body.result?.data ?? body.error?.data.code];
    };
    assert.deepEqual(await call('GET', 'greeting'), [200, 'hello']);
    assert.deepEqual(await call('POST', 'add'), [200, 'added']);
    assert.deepEqual(await call('POST', 'greeting'), [404, 'NOT_FOUND']);
    assert.deepEqual(await call('GET', 'add'), [404, 'NOT_FOUND']);
  },
);
