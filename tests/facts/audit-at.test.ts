/**
 * Independent audit AT (bench/audit-independent-2026-11-29at.md, tests/facts/README.md): sentences the audit found
 * wider than the installed packages, pinned as corrected. One 10.x Express server (started by the first fact that
 * needs it, closed when the file's tests end) serves the facts' router.
 *
 *   node --import tsx --test tests/facts/audit-at.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/express';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import { fact, fileScope, listenOnLoopback, rejection, until, v10, within } from './facts';
import { runPageCode } from './pageCode';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
const express = v10('express') as typeof Express;
const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;

/** Lets the calls of `held` answer: they wait until the fact releases them. */
let release = () => undefined as void;
const held = new Promise<void>((resolve) => {
  release = resolve;
});

/** The formatter fails once for a NOT_FOUND, and every time for an error whose message starts with "always". */
const t = initTRPC.create({
  errorFormatter: ({ shape, error }) => {
    if (error.message.startsWith('always')) throw new Error('always: the formatter failed');
    if (error.code === 'NOT_FOUND') throw new Error('the formatter failed once');
    return shape;
  },
});
const router = t.router({
  notFound: t.procedure.query(() => {
    throw new TRPCError({ code: 'NOT_FOUND' });
  }),
  always: t.procedure.query(() => {
    throw new Error('always');
  }),
  held: t.procedure
    .input((value: unknown) => value as number)
    .query(async ({ input }) => {
      await held;
      return input;
    }),
});

/** What escaped the tRPC middleware's promise, and whether the response had been ended by then. */
const escaped: { error: unknown; ended: boolean }[] = [];
let origin: Promise<string> | undefined;
function server(): Promise<string> {
  if (origin) return origin;
  const trpc = createExpressMiddleware({ router });
  const app = express();
  app.use('/trpc', (req, res, next) => {
    // The adapter's handler is async: catch what it rejects with, then drop the connection so the client stops waiting.
    void (trpc(req, res, next) as unknown as Promise<void>).catch((error: unknown) => {
      escaped.push({ error, ended: res.writableEnded });
      req.socket.destroy();
    });
  });
  origin = listenOnLoopback(fileScope, app.listen(0, '127.0.0.1'));
  return origin;
}

fact(
  'docs/server/adapter/express.md',
  'an error formatter that throws is called again with the INTERNAL_SERVER_ERROR its error became: when that call returns, the client gets a 500; when it throws too, the error escapes the Express middleware and the request is left unanswered',
  async () => {
    const base = `${await server()}/trpc`;
    escaped.length = 0;

    const once = await within(5000, 'answer', fetch(`${base}/notFound`));
    assert.equal(once.status, 500, 'a formatter that throws once gives a 500');
    const body = (await once.json()) as { error: { message: string; data: { code: string } } };
    assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(body.error.message, 'the formatter failed once');
    assert.equal(escaped.length, 0, 'nothing escaped');

    await rejection(fetch(`${base}/always`));
    assert.equal(escaped.length, 1, 'the second throw escaped the middleware');
    assert.equal((escaped[0]?.error as Error).message, 'always: the formatter failed');
    assert.equal(escaped[0]?.ended, false, 'no response had been sent');
  },
);

fact(
  'docs/client/links/index.mdx',
  "a call cancelled through the page's timingLink aborts the httpBatchLink request only once every call of that batch is cancelled",
  async (t) => {
    t.after(release);
    type TimingLink = (opts: { slowMs: number }) => TRPCClient.TRPCLink<typeof router>;
    const quiet = { warn: () => undefined, error: () => undefined };
    const { timingLink } = runPageCode<{ timingLink: TimingLink }>('docs/client/links/index.mdx', ['timingLink'], {
      console: quiet,
    });
    const signals: AbortSignal[] = [];
    const client = createTRPCProxyClient<typeof router>({
      links: [
        timingLink({ slowMs: 500 }),
        httpBatchLink({
          url: `${await server()}/trpc`,
          fetch: (url, init) => {
            if (init?.signal) signals.push(init.signal);
            return fetch(url, init);
          },
        }),
      ],
    });
    const first = new AbortController();
    const second = new AbortController();
    const calls = [client.held.query(1, { signal: first.signal }), client.held.query(2, { signal: second.signal })].map(
      (call) => rejection(call),
    );
    await until(2000, 'one batch request', () => signals.length === 1);
    first.abort();
    await calls[0];
    assert.equal(signals[0]?.aborted, false, 'the request goes on for the other call');
    second.abort();
    await calls[1];
    assert.equal(signals[0]?.aborted, true, 'cancelling the last call aborts the request');
  },
);
