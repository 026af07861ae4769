/**
 * Independent audit AL (bench/audit-independent-2026-11-29al.md, tests/facts/README.md): claims of the 10.x
 * middlewares and error-handling pages that the audit found wider than the installed packages, pinned as
 * corrected. One server (started by the first fact that needs it, closed when the file's tests end) serves the
 * standalone adapter under /std, Express with `express.json()` in front under /express, and three Next.js API route
 * files run by Next.js's own runner: `/api/trpc/[trpc]` under /next, `[[...trpc]]` under /optional and `[id]` under
 * /other.
 *
 *   node --import tsx --test tests/facts/audit-al.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, fileScope, listenOnLoopback, nextApiRoute, rejection, v10, within } from './facts';
import { runPageCode } from './pageCode';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { z } = v10('zod') as typeof Zod;

const MIDDLEWARES = 'docs/server/middlewares.md';
const ERRORS = 'docs/server/error-handling.md';

fact(
  MIDDLEWARES,
  "the context that next({ ctx }) builds has only the old context's own enumerable properties: a getter of its class, a non-enumerable own property are gone, and an own getter is read once and kept as a value; without next({ ctx }) the context object is passed on as it is",
  async () => {
    interface User {
      id: string;
      email: string;
      isAdmin: boolean;
    }
    type Context = { user: User | null };
    type T = ReturnType<typeof initTRPC.context<Context>>['create'] extends () => infer R ? R : never;
    const { t, protectedProcedure } = runPageCode<{ t: T; protectedProcedure: T['procedure'] }>(
      MIDDLEWARES,
      ['t', 'protectedProcedure'],
      {},
      { section: 'Authorization' },
    );
    class Session {
      user: User | null = { id: 'u1', email: 'ada@example.com', isAdmin: false };
      get greeting() {
        return 'hello';
      }
    }
    let reads = 0;
    const ctx = new Session();
    Object.defineProperty(ctx, 'requests', { get: () => ++reads, enumerable: true });
    Object.defineProperty(ctx, 'secret', { value: 's3', enumerable: false });
    const seen = (c: object) => {
      const any = c as Record<string, unknown>;
      return {
        keys: Object.keys(c),
        greeting: any.greeting,
        secret: any.secret,
        requests: [any.requests, any.requests],
        getter: typeof Object.getOwnPropertyDescriptor(c, 'requests')?.get,
      };
    };
    const router = t.router({
      merged: protectedProcedure.query(({ ctx: c }) => seen(c)),
      untouched: t.procedure.query(({ ctx: c }) => ({ same: c === ctx, ...seen(c) })),
    });
    const merged = await router.createCaller(ctx).merged();
    assert.deepEqual(merged.keys, ['user', 'requests'], 'own enumerable properties only');
    assert.equal(merged.greeting, undefined, "the class's getter is not copied");
    assert.equal(merged.secret, undefined, 'the non-enumerable property is not copied');
    assert.equal(merged.getter, 'undefined', 'the own getter became a plain value');
    assert.deepEqual(merged.requests, [1, 1], 'read once, by the merge');
    const untouched = await router.createCaller(ctx).untouched();
    assert.equal(untouched.same, true);
    assert.equal(untouched.greeting, 'hello');
    assert.equal(untouched.secret, 's3');
    assert.deepEqual(untouched.requests, [2, 3]);
  },
);

/**
 * An input validator's non-Error throw is dropped (BAD_REQUEST, no cause, the message 'BAD_REQUEST'); an Error is
 * the cause.
 */
async function validatorCause(): Promise<void> {
  const t = initTRPC.create();
  const router = t.router({
    custom: t.procedure
      .input((value: unknown) => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the non-Error this fact is about
        if (typeof value !== 'number') throw 'not a number';
        return value;
      })
      .query(({ input }) => input),
    zod: t.procedure.input(z.number()).query(({ input }) => input),
  });
  const caller = router.createCaller({});
  const custom = await rejection(caller.custom('one' as unknown as number));
  assert.ok(custom instanceof TRPCError);
  assert.equal(custom.code, 'BAD_REQUEST');
  assert.equal(custom.cause, undefined, 'the thrown string is not kept');
  assert.equal(custom.message, 'BAD_REQUEST');
  const zod = await rejection(caller.zod('one' as unknown as number));
  assert.ok(zod instanceof TRPCError);
  assert.equal(zod.code, 'BAD_REQUEST');
  assert.ok(zod.cause instanceof z.ZodError, 'the ZodError is the cause');
}

fact(
  ERRORS,
  "an input validator that throws something other than an Error gives BAD_REQUEST with no cause and the message 'BAD_REQUEST'; a thrown Error (zod's ZodError) becomes the cause",
  validatorCause,
);
fact(
  'docs/server/error-formatting.md',
  "a failed input validator's error is the BAD_REQUEST's cause only when it is an Error, such as zod's ZodError; a thrown string leaves no cause",
  validatorCause,
);

// ---------------------------------------------------------------------------------------------
// One server for the adapter facts

const t = initTRPC.create();
const router = t.router({
  hi: t.procedure.query(() => 'hi'),
  echo: t.procedure.input(z.unknown()).mutation(({ input }) => input),
});
/** What each adapter's onError saw, as `adapter:code`. */
const reported: string[] = [];
const onErrorOf = (adapter: string) => ({
  router,
  onError: ({ error }: { error: InstanceType<typeof TRPCError> }) => void reported.push(`${adapter}:${error.code}`),
});

let origin: Promise<string> | undefined;
/** The origin of the file's one server, started on first use. */
function server(): Promise<string> {
  if (origin) return origin;
  const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
  const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
  const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;
  const express = v10('express') as typeof Express;
  const standalone = createHTTPHandler(onErrorOf('standalone'));
  const app = express();
  app.set('env', 'test'); // finalhandler prints no stack trace for the bad body
  app.use(express.json());
  app.use('/express', createExpressMiddleware(onErrorOf('express')));
  const nextHandler = createNextApiHandler(onErrorOf('next'));
  const routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {
    std: (req, res) => void standalone(req, res),
    next: nextApiRoute(nextHandler),
    optional: nextApiRoute(nextHandler, undefined, '/api/trpc/[[...trpc]]'),
    other: nextApiRoute(nextHandler, undefined, '/api/trpc/[id]'),
  };
  origin = listenOnLoopback(
    fileScope,
    http.createServer((req, res) => {
      const prefix = /^\/(\w+)/.exec(req.url ?? '')?.[1] ?? '';
      const route = routes[prefix];
      if (!route) return void app(req, res);
      req.url = req.url?.slice(prefix.length + 1);
      route(req, res);
    }),
  );
  return origin;
}

/** POSTs the text `body` as JSON to `url`; the status and the body of the answer. */
async function postJSON(url: string, body: string): Promise<{ status: number; text: string }> {
  const response = await within(
    5000,
    `the answer of ${url}`,
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
  );
  return { status: response.status, text: await response.text() };
}

fact(
  ERRORS,
  "a JSON body that does not parse fails with PARSE_ERROR only where tRPC reads the body: a body parser in front (Next.js's, on by default, or express.json()) answers it with its own 400 first, and onError is not called; an input in the URL that does not parse is tRPC's PARSE_ERROR everywhere",
  async () => {
    const base = await server();
    reported.length = 0;
    const own = await postJSON(`${base}/std/echo`, '{oops');
    assert.equal(own.status, 400);
    assert.equal((JSON.parse(own.text) as { error: { data: { code: string } } }).error.data.code, 'PARSE_ERROR');
    const next = await postJSON(`${base}/next/api/trpc/echo`, '{oops');
    assert.deepEqual(next, { status: 400, text: 'Invalid JSON' }, "Next.js's body parser answers");
    const viaExpress = await postJSON(`${base}/express/echo`, '{oops');
    assert.equal(viaExpress.status, 400);
    assert.match(viaExpress.text, /^<!DOCTYPE html>[\s\S]*SyntaxError/, "express.json()'s error page answers");
    assert.deepEqual(reported, ['standalone:PARSE_ERROR'], 'only the adapter that read the body reports it');
    const query = await within(5000, 'a query with bad input', fetch(`${base}/next/api/trpc/hi?input=%7Boops`));
    assert.equal(query.status, 400);
    assert.equal(((await query.json()) as { error: { data: { code: string } } }).error.data.code, 'PARSE_ERROR');
    assert.deepEqual(reported, ['standalone:PARSE_ERROR', 'next:PARSE_ERROR']);
  },
);

fact(
  ERRORS,
  'a Next.js route file serves calls when it names its parameter trpc, the optional catch-all [[...trpc]].ts included; one whose parameter has another name ([id].ts) answers 500 without calling onError',
  async () => {
    const base = await server();
    reported.length = 0;
    for (const route of ['next', 'optional']) {
      const answer = await within(5000, `a call through /${route}`, fetch(`${base}/${route}/api/trpc/hi`));
      assert.equal(answer.status, 200, route);
      assert.deepEqual(await answer.json(), { result: { data: 'hi' } }, route);
    }
    const other = await within(5000, 'a call through /other', fetch(`${base}/other/api/trpc/hi`));
    assert.equal(other.status, 500);
    assert.match(((await other.json()) as { error: { message: string } }).error.message, /Query "trpc" not found/);
    assert.deepEqual(reported, [], 'onError does not see the 500');
  },
);
