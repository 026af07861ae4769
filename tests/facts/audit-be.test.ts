/**
 * Independent audit BE (bench/audit-independent-2026-11-29be.md): the edges of seven sentences of the 10.x
 * authorization page and the 9.x error-handling and error-formatting pages, against @trpc/* 10.12.0 with
 * jsonwebtoken 9 (src/samples/v10) and @trpc/* 9.27.4 (src/samples/v9). One server, started by the first fact
 * that needs it, serves the authorization page's router and createContext under /auth (10.x), the 9.x
 * error-handling page's router under /books and the 9.x error-formatting page's zod router under /forms (and under
 * /recorded, below a formatter that records its `input`); a 9.x
 * WebSocket server serves the error-handling page's router for the WebSocket fact.
 *
 *   node --import tsx --test tests/facts/audit-be.test.ts
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { once } from 'node:events';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as WsV9 from '../../src/samples/v9/node_modules/@types/ws';
import { fact, rejection, servePrefixed, v10, v9, within } from './facts';
import { runPageCode } from './pageCode';

const AUTH = 'docs/server/authorization.md';
const HANDLING = 'versioned_docs/version-9.x/server/error-handling.md';
const FORMATTING = 'versioned_docs/version-9.x/server/error-formatting.md';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;
type Router9 = ReturnType<typeof ServerV9.router>;
type Jwt = {
  sign: (payload: object, secret: string, options?: object) => string;
  verify: (token: string, secret: string, options?: object) => unknown;
};

const jwt = v10('jsonwebtoken') as Jwt;
const trpc9 = v9('@trpc/server') as typeof ServerV9;

/** How often the authorization page's createContext ran. */
let contextRuns = 0;
/** What the error-formatting page's formatter received as `input`, per call of it. */
const formatterInputs: unknown[] = [];
/** Whether the /recorded createContext throws. */
let formsContextThrows = false;

/** An HS256 token whose signature is an HMAC with an empty key, as a library that accepted an empty secret would sign. */
function signedWithEmptyKey(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  const signature = crypto.createHmac('sha256', Buffer.alloc(0)).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

let origin: Promise<string> | undefined;
/** The file's one HTTP server (see the file's comment). */
function serve(): Promise<string> {
  origin ??= (() => {
    // The authorization page's context and its middleware-based router, with a secret for the tokens
    const { createContext } = runPageCode<{ createContext: (opts: object) => Promise<object> }>(
      AUTH,
      ['createContext'],
      { JWT_SECRET: 'audit-be-secret' },
      { section: 'Create the context from the request headers' },
    );
    const { appRouter: authRouter } = runPageCode<{ appRouter: object }>(
      AUTH,
      ['appRouter'],
      {},
      {
        section: 'Option 2: authorize with a middleware',
      },
    );
    const { appRouter: books } = runPageCode<{ appRouter: Router9 }>(
      HANDLING,
      ['appRouter'],
      {},
      {
        title: 'server/router.ts',
      },
    );
    const { appRouter: forms } = runPageCode<{ appRouter: Router9 }>(
      FORMATTING,
      ['appRouter'],
      {},
      {
        section: 'Adding zod validation details',
      },
    );
    const make10 = v10('@trpc/server/adapters/standalone') as { createHTTPHandler: (o: object) => Handler };
    const make9 = v9('@trpc/server/adapters/standalone') as { createHTTPHandler: (o: object) => Handler };
    // The formatter page's router again, under a formatter of the fact's that records `input` (a merged router's
    // own formatter is not used)
    const recorded = trpc9
      .router()
      .formatError(({ shape, input }) => {
        formatterInputs.push(input);
        return shape;
      })
      .merge(forms);
    const handlers = new Map<string, Handler>([
      [
        'auth',
        make10.createHTTPHandler({
          router: authRouter,
          createContext: (opts: object) => {
            contextRuns++;
            return createContext(opts);
          },
        }),
      ],
      ['books', make9.createHTTPHandler({ router: books, createContext: () => ({ userId: null }) })],
      ['forms', make9.createHTTPHandler({ router: forms, createContext: () => ({}) })],
      [
        'recorded',
        make9.createHTTPHandler({
          router: recorded,
          createContext: () => {
            if (formsContextThrows) throw new Error('no session store');
            return {};
          },
        }),
      ],
    ]);
    return servePrefixed(handlers);
  })();
  return origin;
}

/** The error envelope of a response (the default shape, `zodError` from the formatting page's formatter). */
type ErrorBody = {
  error: { message: string; data: { code: string; zodError?: { fieldErrors: unknown } } };
};
/** The status and the error envelope of a request (for a batch, the fact reads the status only). */
async function call(path: string, init?: RequestInit): Promise<{ status: number; body: ErrorBody }> {
  const response = await within(5000, `response to ${path}`, fetch(`${await serve()}${path}`, init));
  return { status: response.status, body: (await response.json()) as ErrorBody };
}
const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

fact(
  AUTH,
  'createContext runs once for each HTTP request that calls procedures (a batch of three: once), and not for a request refused before any procedure is called (malformed input)',
  async () => {
    contextRuns = 0;
    const batch = await call(`/auth/menu,menu,myOrders?batch=1&${input({})}`);
    assert.equal(batch.status, 207);
    assert.equal(contextRuns, 1, 'one run for a batch of three calls');
    contextRuns = 0;
    const malformed = await call('/auth/menu?input=%7B');
    assert.equal(malformed.body.error.data.code, 'PARSE_ERROR');
    assert.equal(contextRuns, 0, 'no run for a request to a procedure whose input is not JSON');
  },
);

fact(
  AUTH,
  "without a secret, jwt.verify() rejects every token (jsonwebtoken 9): the page's getUserFromHeader with an empty JWT_SECRET returns null even for a token signed with an empty key",
  () => {
    const { getUserFromHeader } = runPageCode<{ getUserFromHeader: (header: string | undefined) => unknown }>(
      AUTH,
      ['getUserFromHeader'],
      { JWT_SECRET: '' },
      { section: 'Create the context from the request headers' },
    );
    const claims = { sub: 'u1', role: 'staff' };
    assert.equal(getUserFromHeader(`Bearer ${signedWithEmptyKey(claims)}`), null);
    assert.equal(getUserFromHeader(`Bearer ${jwt.sign(claims, 'another-secret')}`), null);
    assert.throws(() => jwt.verify(signedWithEmptyKey(claims), '', { algorithms: ['HS256'] }), {
      message: 'secret or public key must be provided',
    });
    assert.throws(() => jwt.sign(claims, ''), { message: 'secretOrPrivateKey must have a value' });
    // The page's guard itself: no JWT_SECRET, no start
    assert.throws(
      () =>
        runPageCode(
          AUTH,
          ['JWT_SECRET'],
          { process: { env: {} } },
          { section: 'Create the context from the request headers' },
        ),
      { message: 'JWT_SECRET is not set' },
    );
  },
);

fact(
  HANDLING,
  'METHOD_NOT_SUPPORTED is for a method other than GET and POST; a query sent with POST, or a mutation with GET, gets NOT_FOUND (404)',
  async () => {
    const posted = await call('/books/book.byId', { method: 'POST', body: JSON.stringify({ id: '1' }) });
    assert.equal(posted.status, 404);
    assert.equal(posted.body.error.data.code, 'NOT_FOUND');
    assert.equal(posted.body.error.message, 'No "mutation"-procedure on path "book.byId"');
    const got = await call(`/books/book.delete?${input({ id: '1' })}`);
    assert.equal(got.status, 404);
    assert.equal(got.body.error.message, 'No "query"-procedure on path "book.delete"');
    const put = await call('/books/book.byId', { method: 'PUT' });
    assert.equal(put.status, 405);
    assert.equal(put.body.error.data.code, 'METHOD_NOT_SUPPORTED');
  },
);

fact(
  HANDLING,
  "an input validator's failure is BAD_REQUEST with the thrown Error's message (zod: the issues as JSON); a thrown non-Error object's message is not used",
  async () => {
    const zod = await call(`/books/book.byId?${input({ id: 42 })}`);
    assert.equal(zod.body.error.data.code, 'BAD_REQUEST');
    const issues = JSON.parse(zod.body.error.message) as { path: string[] }[];
    assert.equal(issues[0]?.path[0], 'id');
    const router = trpc9.router().query('q', {
      input: (value: unknown) => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the edge: a validator that throws a plain object
        throw value === 'error' ? new Error('not a slug') : { message: 'not a slug' };
      },
      resolve: () => null,
    });
    const caller = router.createCaller({});
    const fromError = (await rejection(caller.query('q', 'error' as never))) as ServerV9.TRPCError;
    assert.equal(fromError.code, 'BAD_REQUEST');
    assert.equal(fromError.message, 'not a slug');
    const fromObject = (await rejection(caller.query('q', 'object' as never))) as ServerV9.TRPCError;
    assert.equal(fromObject.code, 'BAD_REQUEST');
    assert.equal(fromObject.message, 'BAD_REQUEST');
  },
);

fact(
  HANDLING,
  'over a WebSocket an error carries the id of the call it answers, and null for a message that cannot be parsed (even one with an id)',
  async (t) => {
    const { appRouter } = runPageCode<{ appRouter: Router9 }>(
      HANDLING,
      ['appRouter'],
      {},
      { title: 'server/router.ts' },
    );
    const { applyWSSHandler } = v9('@trpc/server/adapters/ws') as { applyWSSHandler: (o: object) => unknown };
    const ws = v9('ws') as typeof WsV9;
    const wss = new ws.WebSocketServer({ port: 0, host: '127.0.0.1' });
    t.after(() => wss.close());
    applyWSSHandler({ wss, router: appRouter, createContext: () => ({ userId: null }) });
    await within(5000, 'listening WebSocket server', once(wss, 'listening'));
    const socket = new ws.WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    t.after(() => socket.terminate());
    const replies: { id: unknown; error?: { data: { code: string } } }[] = [];
    socket.on('message', (data) => replies.push(JSON.parse((data as Buffer).toString('utf8')) as (typeof replies)[0]));
    await within(5000, 'open WebSocket', once(socket, 'open'));
    socket.send(JSON.stringify({ id: 7, method: 'mutation', params: { path: 'book.delete', input: { id: '1' } } }));
    socket.send(JSON.stringify({ id: 8, method: 'delete', params: { path: 'book.delete', input: { id: '1' } } }));
    socket.send('{not json');
    await within(
      5000,
      'three replies',
      new Promise<void>((resolve) => socket.on('message', () => replies.length === 3 && resolve())),
    );
    const byCode = (code: string) => replies.filter((reply) => reply.error?.data.code === code).map((r) => r.id);
    assert.deepEqual(byCode('UNAUTHORIZED'), [7]);
    assert.deepEqual(byCode('PARSE_ERROR'), [null, null], 'the message with id 8 and the one that is not JSON');
  },
);

fact(
  FORMATTING,
  "an error you did not throw is not always INTERNAL_SERVER_ERROR: the page's short password is BAD_REQUEST with zodError; a resolver's Error is INTERNAL_SERVER_ERROR with its message",
  async () => {
    const short = await call('/forms/account.create', {
      method: 'POST',
      body: JSON.stringify({ email: 'ann@example.com', password: 'short' }),
    });
    assert.equal(short.status, 400);
    assert.equal(short.body.error.data.code, 'BAD_REQUEST');
    assert.deepEqual(short.body.error.data.zodError?.fieldErrors, { password: ['Use at least 10 characters'] });
    const { appRouter } = runPageCode<{ appRouter: Router9 }>(
      FORMATTING,
      ['appRouter'],
      {},
      {
        section: 'Hiding internal messages in production',
      },
    );
    const caller = appRouter.createCaller({}) as { query: (path: string) => Promise<unknown> };
    const failed = (await rejection(caller.query('report'))) as ServerV9.TRPCError;
    assert.equal(failed.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(failed.message, 'connection to 10.0.0.3:5432 refused');
  },
);

fact(
  FORMATTING,
  "the formatter's input is the procedure's input when the error belongs to a procedure, and undefined when the request failed as a whole, even with an input sent",
  async () => {
    const body = JSON.stringify({ email: 'ann@example.com', password: 'short' });
    formatterInputs.length = 0;
    await call('/recorded/account.create', { method: 'POST', body });
    assert.deepEqual(formatterInputs, [{ email: 'ann@example.com', password: 'short' }]);
    formatterInputs.length = 0;
    formsContextThrows = true;
    try {
      const failed = await call('/recorded/account.create', { method: 'POST', body });
      assert.equal(failed.body.error.message, 'no session store');
    } finally {
      formsContextThrows = false;
    }
    assert.deepEqual(formatterInputs, [undefined]);
  },
);
