/**
 * From the noticed lists of auditors LA and LE (2026-12-01): tRPC's Node.js body reader (Express, standalone,
 * Next.js) decodes each chunk of a request body on its own, in 10.12.0 and 9.27.4, so a character of several bytes
 * that a chunk boundary splits reaches the procedure as replacement characters; behind `express.json()` the body is
 * decoded whole. Each fact sends one body in two chunks split inside `é`, on 127.0.0.1 at a port the OS picks, and
 * waits for the server's socket to receive the first chunk before it sends the second.
 *
 *   node --import tsx --test tests/facts/noticed-split-chunk.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { Socket } from 'node:net';
import type Express from '../../src/samples/v9/node_modules/@types/express';
import type * as ServerV10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapterV10 from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ExpressAdapterV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/express';
import { fact, listenOnLoopback, pageText, v10, v9, within } from './facts';

type After = { after: (fn: () => void) => void };

/**
 * Serves `app` and posts `{ "text": "é" }` to `/trpc/echo` in two chunks, the first ending inside `é`'s two bytes;
 * resolves with the text the mutation echoed.
 */
async function echoSplitInsideE(t: After, app: Express.Express): Promise<string> {
  const server = http.createServer(app);
  const origin = await listenOnLoopback(t, server);
  const body = Buffer.from(JSON.stringify({ text: 'é' }));
  const at = body.indexOf(0xc3) + 1;
  const answer = new Promise<string>((resolve, reject) => {
    const request = http.request(
      `${origin}/trpc/echo`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
      },
    );
    request.on('error', reject);
    // The first chunk (headers and the body up to the middle of é) must reach the server before the rest is sent.
    server.once('connection', (socket: Socket) => {
      let received = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        if (!received.includes(body.subarray(0, at))) return;
        socket.off('data', onData);
        request.end(body.subarray(at));
      };
      socket.on('data', onData);
    });
    request.write(body.subarray(0, at));
    request.flushHeaders();
  });
  const text = await within(5000, 'the answer to a body split inside é', answer);
  return String((JSON.parse(text) as { result?: { data?: unknown } }).result?.data);
}

const SPLIT = 'a multi-byte character split between two chunks of the body reaches the procedure as U+FFFD';

fact('docs/server/adapter/express.md', `${SPLIT} (10.12.0); behind express.json() it arrives whole`, async (t) => {
  const page = pageText('docs/server/adapter/express.md');
  assert.match(page, /\*\*Text split between chunks\.\*\* tRPC decodes each chunk of the body on its own/);
  const { initTRPC } = v10('@trpc/server') as typeof ServerV10;
  const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapterV10;
  const express = v9('express') as typeof Express;
  const trpc = initTRPC.create();
  const router = trpc.router({
    echo: trpc.procedure.input((value: unknown) => (value as { text: string }).text).mutation(({ input }) => input),
  });
  const bare = express();
  bare.use('/trpc', createExpressMiddleware({ router }));
  assert.equal(await echoSplitInsideE(t, bare), '\uFFFD\uFFFD');
  const parsed = express();
  parsed.use('/trpc', express.json(), createExpressMiddleware({ router }));
  assert.equal(await echoSplitInsideE(t, parsed), 'é');
  // The maxBodySize count shifts with them: `{"text":"é"}` is 12 code units whole, 13 split, so a limit of 12 drops it.
  assert.equal(JSON.stringify({ text: 'é' }).length, 12);
  const limited = express();
  limited.use('/trpc', createExpressMiddleware({ router, maxBodySize: 12 }));
  await assert.rejects(echoSplitInsideE(t, limited), /socket hang up|ECONNRESET/);
});

fact('versioned_docs/version-9.x/server/express.md', `${SPLIT} (9.27.4)`, async (t) => {
  const page = pageText('versioned_docs/version-9.x/server/express.md');
  assert.match(page, /\*\*Text split between chunks\.\*\* The adapter decodes each chunk of the body on its own/);
  const trpc = v9('@trpc/server') as typeof ServerV9;
  const { createExpressMiddleware } = v9('@trpc/server/adapters/express') as typeof ExpressAdapterV9;
  const express = v9('express') as typeof Express;
  const router = trpc
    .router()
    .mutation('echo', { input: (value: unknown) => (value as { text: string }).text, resolve: ({ input }) => input });
  const bare = express();
  bare.use('/trpc', createExpressMiddleware({ router }));
  assert.equal(await echoSplitInsideE(t, bare), '\uFFFD\uFFFD');
});
