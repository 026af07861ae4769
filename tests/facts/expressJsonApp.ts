/**
 * A 10.12.0 router served by Express 4 behind `express.json()`, as the Express page warns against, for the facts
 * of what that parser does to tRPC's requests (audit-fa, audit-fe, second-reading-repeats). Express's own errors
 * (body-parser's `400` and `413`) are answered quietly with their status and the text `not tRPC`, so a fact can
 * tell them from tRPC's answers. Listens on 127.0.0.1 at a port the OS picks; closed with the test.
 */
import http from 'node:http';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import { listenOnLoopback, v10 } from './facts';

/** What Express answers, instead of tRPC, for a request its parser refused. */
export const NOT_TRPC = 'not tRPC';

/** Serves `router` at `<base>/trpc` behind `express.json()`; gives that URL. */
export async function serveBehindExpressJson(
  t: { after: (fn: () => void) => void },
  router: TRPCServer.AnyRouter,
): Promise<string> {
  const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
  const express = v10('express') as typeof Express;
  const app = express();
  app.use('/trpc', express.json());
  app.use('/trpc', createExpressMiddleware({ router }));
  // Express's default handler would log body-parser's error with its stack: answer quietly with its status
  const quiet: Express.ErrorRequestHandler = (error: { status?: number }, _req, res, next) => {
    if (res.headersSent) return next(error);
    res
      .status(error.status ?? 500)
      .type('text/plain')
      .end(NOT_TRPC);
  };
  app.use(quiet);
  return `${await listenOnLoopback(t, http.createServer(app))}/trpc`;
}
