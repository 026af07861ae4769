/**
 * Noticed by audits LH, ME and MC: what a failing `onError` does (docs/server/error-handling.md). A throwing one is
 * run against a batch in audit-lh.test.ts; here one that returns a rejected promise, on @trpc/server 10.12.0's
 * standalone adapter in a child process (an unhandled rejection would end this one), on 127.0.0.1.
 *
 *   node --import tsx --test tests/facts/noticed-onerror-fails.test.ts
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fact, pageText, within } from './facts';

const PAGE = 'docs/server/error-handling.md';

/** Runs a standalone server whose async onError rejects, asks it for a batch with one failing call; its output. */
async function runRejectingOnError(
  t: { after: (fn: () => void) => void },
  handleRejections: boolean,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const childCode = `
    const { createRequire } = require('node:module');
    const load = createRequire(${JSON.stringify(path.resolve(__dirname, '../../src/samples/v10/package.json'))});
    const { initTRPC, TRPCError } = load('@trpc/server');
    const { createHTTPServer } = load('@trpc/server/adapters/standalone');
    if (${handleRejections}) process.on('unhandledRejection', (e) => console.log('unhandled: ' + e.message));
    const t = initTRPC.create();
    const router = t.router({
      ok: t.procedure.query(() => 'ok'),
      missing: t.procedure.query(() => { throw new TRPCError({ code: 'NOT_FOUND' }); }),
    });
    const server = createHTTPServer({ router, onError: async ({ error }) => { throw new Error('reporter failed for ' + error.code); } });
    server.server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address();
      fetch('http://127.0.0.1:' + port + '/ok,missing?batch=1&input=%7B%7D').then(
        async (res) => { console.log('answered ' + res.status + ' ' + (await res.json()).length); setTimeout(() => process.exit(0), 100); },
        (err) => { console.log('request failed ' + err.message); process.exit(0); },
      );
    });
  `;
  const child = spawn(process.execPath, ['-e', childCode], { stdio: ['ignore', 'pipe', 'pipe'] });
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await within(
    10000,
    'the standalone server process to end',
    new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode))),
  );
  return { code, stdout, stderr };
}

fact(
  PAGE,
  'tRPC does not wait for the promise onError returns: a rejected one leaves the response as it was and is an unhandled rejection, which ends the process unless it handles them',
  async (t) => {
    assert.match(
      pageText(PAGE),
      /Keep it from failing: over HTTP, one that throws while it reports a call's error fails the whole request, every call of a batch included \(see \[What the server does with a batch\]\([^)]*\)\), and tRPC does not wait for a promise it returns, so a rejected one is an unhandled rejection, which ends the Node\.js process unless it listens for the `unhandledRejection` event\. Catch inside it, for example around the call to your error reporter\./,
    );

    // With a handler for unhandled rejections: the batch is answered as usual (207, one envelope per call), and the
    // handler's rejection arrives there.
    const handled = await runRejectingOnError(t, true);
    assert.equal(handled.code, 0);
    assert.match(handled.stdout, /unhandled: reporter failed for NOT_FOUND/);
    assert.match(handled.stdout, /answered 207 2/);

    // Without one, Node.js ends the process on the rejection, before its answer is read.
    const unhandled = await runRejectingOnError(t, false);
    assert.notEqual(unhandled.code, 0);
    assert.doesNotMatch(unhandled.stdout, /answered/);
    assert.match(unhandled.stderr, /reporter failed for NOT_FOUND/);
  },
);
