/**
 * Independent audit EV (bench/audit-independent-2026-11-30ev.md): the wrong claims found in a random draw of the
 * docs' sentences and in a census of the latest fixes, pinned as corrected. The facts run @trpc/* 10.12.0 with
 * Express 4 and its body parsers from src/samples/v10 on 127.0.0.1 (a port the OS picks), and read the shipped
 * sources of @trpc/* 10.12.0.
 *
 *   node --import tsx --test tests/facts/audit-ev.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
const express = v10('express') as typeof Express;

const root = path.resolve(__dirname, '../..');

const t = initTRPC.create();
const router = t.router({
  echo: t.procedure.input((value: unknown) => value).mutation(({ input }) => ({ got: input })),
});

/** An Express app with `parser` in front of the tRPC middleware (maxBodySize 20), and a client for it. */
async function appBehind(tc: { after: (fn: () => void) => void }, parser: Express.RequestHandler) {
  const app = express();
  app.use(parser);
  app.use('/trpc', createExpressMiddleware({ router, maxBodySize: 20 }));
  // Express's default handler would log the parser's 413 with its stack: answer it quietly with the same status
  const quiet: Express.ErrorRequestHandler = (error: { status?: number }, _req, res, next) => {
    if (res.headersSent) return next(error);
    res.status(error.status ?? 500).end();
  };
  app.use(quiet);
  const base = await listenOnLoopback(tc, http.createServer(app));
  const client = createTRPCProxyClient<typeof router>({ links: [httpLink({ url: `${base}/trpc` })] });
  return { base, client };
}

fact(
  'docs/further/faq.md',
  'an Express body parser in front takes over the body and maxBodySize has no effect: express.json() answers a body over its limit with 413, and express.urlencoded() or express.text() hand tRPC an empty {} in place of a JSON body',
  async (tc) => {
    const faq = pageText('docs/further/faq.md');
    assert.doesNotMatch(
      faq,
      /An Express body parser that runs first, such as `express\.json\(\)`, sets the limit instead/,
    );
    assert.match(
      faq,
      /a parser for another type, such as `express\.urlencoded\(\)`, leaves tRPC an empty `\{\}` as the body/,
    );
    const adapterPage = pageText('docs/server/adapter/express.md');
    assert.doesNotMatch(adapterPage, /configure the parser's own limit/);
    assert.match(adapterPage, /since they leave `req\.body` as an empty `\{\}`/);

    const long = 'x'.repeat(100); // over maxBodySize (20) once sent as JSON
    for (const parser of [express.urlencoded({ extended: false }), express.text()]) {
      const { client } = await appBehind(tc, parser);
      // Neither the input nor tRPC's limit survives: the procedure sees {} for a short and a long body alike.
      assert.deepEqual(await within(5000, 'short mutation', client.echo.mutate({ a: 1 })), { got: {} });
      assert.deepEqual(await within(5000, 'long mutation', client.echo.mutate(long)), { got: {} });
    }

    const { base, client } = await appBehind(tc, express.json({ limit: '50b' }));
    assert.deepEqual(await within(5000, 'short JSON mutation', client.echo.mutate({ a: 1 })), { got: { a: 1 } });
    const response = await fetch(`${base}/trpc/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(long),
    });
    assert.equal(response.status, 413, "express.json()'s own limit answers, not tRPC");
    await response.arrayBuffer();
  },
);

fact(
  'docs/further/faq.md',
  'semantic versioning leaves out APIs prefixed with unstable_ and those whose documentation comment marks them experimental, as 10.12 marks the v9-style useSubscription and router.flat()',
  () => {
    const faq = pageText('docs/further/faq.md');
    assert.doesNotMatch(faq, /For everything that is not prefixed with `unstable_`:/, 'the old wording');
    assert.match(faq, /not prefixed with `unstable_` or marked experimental/);
    const pkg = (file: string) => fs.readFileSync(path.join(root, 'src/samples/v10/node_modules/@trpc', file), 'utf8');
    const hooks = pkg('react-query/src/shared/hooks/deprecated/createHooksInternal.tsx');
    assert.match(
      hooks,
      /\*\*Experimental\.\*\* API might change without major version bump\s*\n.*\n\s*\*\/\s*function useSubscription/,
    );
    assert.match(
      pkg('server/dist/deprecated/router.d.ts'),
      /Experimental - might disappear\. ⚠️\s*\*\s*\*\s*@alpha\s*\*\/\s*flat\(\)/,
    );
  },
);
