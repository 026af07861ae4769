/**
 * Independent audit BB (bench/audit-independent-2026-11-29bb.md) of the sentences the latest fixes wrote: the
 * true behaviour behind its corrections, against @trpc/* 10.12.0 (src/samples/v10) and 9.27.4 (src/samples/v9).
 * One server, started by the first fact that needs it, serves a 10.x standalone handler under /v10 and a 9.x one
 * under /v9 (batching off, maxBodySize 10), and under /parsed an Express app with express.json() in front of
 * tRPC's Express middleware (maxBodySize 10).
 *
 *   timeout 60 node --import tsx --test tests/facts/audit-bb.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type { initTRPC as InitTRPC } from '@trpc/server';
import { fact, servePrefixed, v10, v9, within } from './facts';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;
/** How often responseMeta ran, per mount. */
const metaCalls = new Map<string, number>();
const responseMeta = (mount: string) => () => {
  metaCalls.set(mount, (metaCalls.get(mount) ?? 0) + 1);
  return {};
};

let origin: Promise<string> | undefined;
/** The file's one server (see the file's comment). */
function serve(): Promise<string> {
  origin ??= (() => {
    const { initTRPC } = v10('@trpc/server') as { initTRPC: typeof InitTRPC };
    const t = initTRPC.create();
    const router10 = t.router({ m: t.procedure.mutation(() => 'm') });
    const trpc9 = v9('@trpc/server') as typeof ServerV9;
    const router9 = trpc9.router().mutation('m', { resolve: () => 'm' });
    const make10 = v10('@trpc/server/adapters/standalone') as { createHTTPHandler: (o: object) => Handler };
    const make9 = v9('@trpc/server/adapters/standalone') as { createHTTPHandler: (o: object) => Handler };
    const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as {
      createExpressMiddleware: (o: object) => Express.RequestHandler;
    };
    const express = v10('express') as typeof Express;
    const app = express();
    app.use(express.json());
    app.use(createExpressMiddleware({ router: router10, maxBodySize: 10, responseMeta: responseMeta('parsed') }));
    const limits = { batching: { enabled: false }, maxBodySize: 10 };
    const handlers = new Map<string, Handler>([
      ['v10', make10.createHTTPHandler({ router: router10, ...limits, responseMeta: responseMeta('v10') })],
      ['v9', make9.createHTTPHandler({ router: router9, ...limits })],
      ['parsed', app],
    ]);
    return servePrefixed(handlers);
  })();
  return origin;
}

/** POSTs a JSON body of about 100 characters to the mutation `m` under `mount`: the status, or the failure. */
async function postLong(mount: string, query: string, method = query ? 'PUT' : 'POST'): Promise<number | string> {
  const url = new URL(`${await serve()}/${mount}/m${query}`);
  const body = JSON.stringify({ text: 'x'.repeat(100) });
  // node:http, as fetch() sends no body with HEAD (and Node's server refuses a chunked one: 400)
  const sent = new Promise<number>((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: { 'content-type': 'application/json', 'content-length': String(body.length) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error) => reject(new Error('request failed', { cause: error })));
    req.end(body);
  });
  return within(
    5000,
    'answer or end of the request',
    sent.then(
      (status) => status,
      (error: unknown) => `failed: ${String((error as Error).cause ?? error)}`,
    ),
  );
}

for (const [page, mount] of [
  ['docs/further/rpc.md', 'v10'],
  ['versioned_docs/version-9.x/further/rpc.md', 'v9'],
] as const) {
  fact(
    page,
    'with batching turned off, a request with a batch parameter does not always get the 500: a PUT with a body over maxBodySize gets no response, neither the 500 (batch=1) nor the 405',
    async () => {
      for (const query of ['?batch=1', '']) {
        const outcome = await postLong(mount, query, 'PUT');
        assert.equal(typeof outcome, 'string', `PUT ${query}: expected no HTTP response, got ${outcome}`);
      }
    },
  );
}

fact(
  'docs/server/caching.md',
  'a body over maxBodySize ends without a response only where the limit applies: behind express.json() it is answered, and responseMeta runs once',
  async () => {
    metaCalls.clear();
    assert.equal(await postLong('parsed', ''), 200);
    assert.equal(metaCalls.get('parsed'), 1);
    const dropped = await postLong('v10', '');
    assert.equal(typeof dropped, 'string', `expected no HTTP response where tRPC reads the body, got ${dropped}`);
    assert.equal(metaCalls.get('v10'), 1);
  },
);

fact(
  'docs/server/api-handler.md',
  'a body over maxBodySize ends the connection before the method matters: a HEAD request with one gets no 204',
  async () => {
    const outcome = await postLong('v10', '', 'HEAD');
    assert.equal(typeof outcome, 'string', `expected no HTTP response, got ${outcome}`);
  },
);

const MIDDLEWARES9 = 'versioned_docs/version-9.x/server/middlewares.md';
const trpc9 = () => v9('@trpc/server') as typeof ServerV9;

fact(
  MIDDLEWARES9,
  'a middleware further up can return a changed copy of a failed result with another error, which the caller then receives',
  async () => {
    const { router, TRPCError } = trpc9();
    const mapped = router()
      .middleware(async ({ next }) => {
        const result = await next();
        return result.ok ? result : { ...result, error: new TRPCError({ code: 'FORBIDDEN', message: 'mapped' }) };
      })
      .query('boom', {
        resolve: () => {
          throw new TRPCError({ code: 'BAD_REQUEST', message: 'original' });
        },
      });
    const error = (await mapped
      .createCaller({})
      .query('boom')
      .then(
        () => assert.fail('the call should fail'),
        (reason: unknown) => reason,
      )) as InstanceType<typeof TRPCError>;
    assert.equal(error.code, 'FORBIDDEN');
    assert.equal(error.message, 'mapped');
  },
);

fact(
  MIDDLEWARES9,
  'a missing result gives "No result from middlewares" only when the middlewares before it pass it on as they got it: one that copies it makes the call fail otherwise',
  async () => {
    const { router } = trpc9();
    const nothing = () => Promise.resolve(undefined as never);
    const copy = async ({ next }: { next: () => Promise<object> }) => ({ ...(await next()), data: 'x' }) as never;
    const passed = router()
      .middleware(nothing)
      .query('q', { resolve: () => 'q' });
    const copied = router()
      .middleware(copy)
      .middleware(nothing)
      .query('q', { resolve: () => 'q' });
    const fails = (r: typeof passed): Promise<unknown> =>
      r
        .createCaller({})
        .query('q')
        .then(
          () => assert.fail('the call should fail'),
          (reason: unknown) => reason,
        );
    assert.match(((await fails(passed)) as Error).message, /No result from middlewares/);
    assert.equal(await fails(copied), undefined);
  },
);
